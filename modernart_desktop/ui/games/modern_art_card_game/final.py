"""The end of a card game, round by round: for each seat, the points each round's
scoring gave it (how many paintings of which artist, at what value each, bonus
cards included) and the running total, read from the engine's round results (public:
every scoring turns the face-down cards over)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.games.modern_art_card_game.components import ARTIST_NAMES, CARD_ARTIST, ROUNDS
from modernart_desktop.ui.games.modern_art_card_game import names as N
from modernart_desktop.ui.games.modern_art_card_game.style import ARTIST_DARK
from modernart_desktop.ui.texts import counted, fill

translate = QCoreApplication.translate

QSS = """
QWidget#FinalBreakdown QLabel { color: #2b2418; }
QLabel#BreakdownTitle { font-size: 13pt; font-weight: 800; color: #3a2a10; }
QLabel#BreakdownLegend { color: #6b5a36; }
QLabel#BreakdownHead { font-weight: 700; color: #6b5a36; }
QLabel#BreakdownName { font-weight: 800; font-size: 11pt; }
QLabel#BreakdownFinal { font-weight: 800; font-size: 13pt; color: #2b2418; }
QLabel#BreakdownFinal[winner="true"] { color: #8b5a00; }
"""


@dataclass(frozen=True)
class ArtistPoints:
    artist: int
    paintings: int  # shown face up, face down and as bonus cards
    value: int  # points per painting of this artist in this round


@dataclass(frozen=True)
class RoundPoints:
    played: bool  # False: the round was skipped (nobody held a card)
    scored: tuple[ArtistPoints, ...]  # the artists that earned this seat points, best first
    bonus_cards: int
    earned: int
    total: int  # after this round


def points_by_round(view: dict[str, Any]) -> list[list[RoundPoints]]:
    """[seat][round] from the round results the engine reports."""
    n = view["players"]
    results = {r["round"]: r for r in view.get("rounds") or []}
    table: list[list[RoundPoints]] = [[] for _ in range(n)]
    for seat in range(n):
        total = 0
        for rnd in range(ROUNDS):
            result = results.get(rnd)
            if result is None or result.get("skipped"):
                table[seat].append(RoundPoints(False, (), 0, 0, total))
                continue
            cards = (
                list(result["displays"][seat]) + list(result["face_down"][seat]) + list(result["bonus"][seat])
            )
            values = result["values"]
            counts: dict[int, int] = {}
            for c in cards:
                counts[CARD_ARTIST[c]] = counts.get(CARD_ARTIST[c], 0) + 1
            scored = tuple(
                sorted(
                    (ArtistPoints(a, k, values[a]) for a, k in counts.items() if values[a]),
                    key=lambda p: (-p.paintings * p.value, p.artist),
                )
            )
            earned = int(result["points"][seat])
            total = int(result["totals"][seat])
            table[seat].append(RoundPoints(True, scored, len(result["bonus"][seat]), earned, total))
    return table


class FinalBreakdown(QWidget):
    """The round-by-round table under the final podium."""

    def __init__(
        self,
        view: dict[str, Any],
        names: list[str],
        ranking: list[int],
        winners: list[int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("FinalBreakdown")
        self.setStyleSheet(QSS)
        self.view = view
        self.names = list(names)
        self.ranking = list(ranking)
        self.winners = list(winners)
        self.table = points_by_round(view)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 4, 0, 0)
        box.setSpacing(6)
        self.title = QLabel(self)
        self.title.setObjectName("BreakdownTitle")
        box.addWidget(self.title)
        self.legend = QLabel(self)
        self.legend.setObjectName("BreakdownLegend")
        self.legend.setWordWrap(True)
        box.addWidget(self.legend)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        self.heads: list[QLabel] = []
        for col in range(ROUNDS + 2):
            head = QLabel(self)
            head.setObjectName("BreakdownHead")
            head.setAlignment(Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(head, 0, col)
            self.heads.append(head)
        self.cells: dict[tuple[int, int], QLabel] = {}
        self.row_names: list[QLabel] = []
        self.finals: dict[int, QLabel] = {}
        for row, seat in enumerate(self.ranking, start=1):
            name = QLabel(self.names[seat], self)
            name.setObjectName("BreakdownName")
            grid.addWidget(name, row, 0, Qt.AlignmentFlag.AlignTop)
            self.row_names.append(name)
            for rnd in range(ROUNDS):
                cell = QLabel(self)
                cell.setTextFormat(Qt.TextFormat.RichText)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
                grid.addWidget(cell, row, rnd + 1)
                self.cells[(seat, rnd)] = cell
            final = QLabel(self)
            final.setObjectName("BreakdownFinal")
            final.setProperty("winner", seat in self.winners)
            final.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            grid.addWidget(final, row, ROUNDS + 1)
            self.finals[seat] = final
        grid.setColumnStretch(0, 1)
        box.addLayout(grid)
        box.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.retranslate()

    def paintEvent(self, event) -> None:
        """Every other seat's row on a light band, so a row reads across."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 120))
        for row, seat in enumerate(self.ranking):
            if row % 2:
                continue
            top = self.row_names[row].geometry().top() - 3
            bottom = max(self.cells[(seat, r)].geometry().bottom() for r in range(ROUNDS)) + 3
            p.drawRoundedRect(QRectF(0, top, self.width(), bottom - top), 6, 6)
        p.end()

    def cell_text(self, line: RoundPoints) -> str:
        if not line.played:
            return translate("CardGameFinal", "not played")
        parts = [f"<b>+{line.earned}</b>"]
        for s in line.scored:
            # The artist's name says which it is; its colour only helps the eye.
            parts.append(
                f'<span style="color:{ARTIST_DARK[s.artist].name()}">'
                + fill(
                    translate("CardGameFinal", "{count} × {value} {artist}"),
                    count=s.paintings,
                    value=s.value,
                    artist=ARTIST_NAMES[s.artist],
                )
                + "</span>"
            )
        if line.bonus_cards:
            parts.append(
                counted(lambda k: translate("CardGameFinal", "(%n bonus card(s))", "", k), line.bonus_cards)
            )
        parts.append("<b>" + fill(translate("CardGameFinal", "= {total}"), total=line.total) + "</b>")
        return "<br>".join(parts)

    def retranslate(self) -> None:
        self.title.setText(translate("CardGameFinal", "Round by round: where the points came from"))
        self.legend.setText(
            translate(
                "CardGameFinal",
                "Each round: the points earned, then paintings × points per painting for every "
                "artist that scored (face-down and bonus cards included), then the running total.",
            )
        )
        self.heads[0].setText(translate("CardGameFinal", "Player"))
        for rnd in range(ROUNDS):
            self.heads[rnd + 1].setText(fill(translate("CardGameFinal", "Round {n}"), n=rnd + 1))
        self.heads[ROUNDS + 1].setText(translate("CardGameFinal", "Final points"))
        scores = self.view.get("scores") or []
        for seat in self.ranking:
            for rnd in range(ROUNDS):
                self.cells[(seat, rnd)].setText(self.cell_text(self.table[seat][rnd]))
            self.finals[seat].setText(N.points(scores[seat]) if seat < len(scores) else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
