"""Under the final podium: why the game ended, and each player's VP by where they come
from (factories, status symbols, combination bonuses, influence cards, negatives) as a
bar and as figures, then the money (secret until the end; a tie on VP goes to it).
The round-by-round chart is the results dialog's own, as for every game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from modernart_desktop.games.friesematenten.components import BY_KEY, DECK_VERSION
from modernart_desktop.ui.games.friesematenten import names as N
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

QSS = """
QWidget#FrieseFinal QLabel { color: #2b2418; }
QLabel#FinalTitle { font-size: 12pt; font-weight: 800; color: #3a2a10; }
QLabel#FinalHead { font-weight: 700; color: #6b5a36; }
QLabel#FinalWinner { font-weight: 800; color: #8b5a00; }
"""

# (key, colour, brush pattern): each source has its own pattern too, not only a colour
SOURCES = (
    ("factories", QColor("#c0392b"), Qt.BrushStyle.BDiagPattern),
    ("symbols", QColor("#e0a91e"), Qt.BrushStyle.SolidPattern),
    ("bonuses", QColor("#8e5bb5"), Qt.BrushStyle.Dense4Pattern),
    ("influence", QColor("#2f6db5"), Qt.BrushStyle.HorPattern),
    ("negatives", QColor("#4a4a4a"), Qt.BrushStyle.CrossPattern),
)


def source_name(key: str) -> str:
    return {
        "factories": translate("FrieseFinal", "Factories"),
        "symbols": translate("FrieseFinal", "Status symbols"),
        "bonuses": translate("FrieseFinal", "Bonuses"),
        "influence": translate("FrieseFinal", "Influence"),
        "negatives": translate("FrieseFinal", "Negatives"),
    }[key]


@dataclass(frozen=True)
class VpSources:
    factories: int
    symbols: int
    bonuses: int
    influence: int
    negatives: int

    def total(self) -> int:
        return self.factories + self.symbols + self.bonuses + self.influence + self.negatives

    def get(self, key: str) -> int:
        value: int = getattr(self, key)
        return value


def _bonus(card: int, effect: str, deck: int) -> int:
    return sum(int(e.get("amount", 0)) for e in N.card_info(card, deck).effects if e["id"] == effect)


def vp_sources(empire: dict[str, Any], deck: int = DECK_VERSION) -> VpSources:
    """An empire's VP split by source; the parts add up to its VP (R28).

    Factories: what they print and earn by their formulas, when positive; symbols:
    their printed VP; bonuses: what a symbol earns on top (a combination, a factory
    count); influence: what influence cards add to their host card or player
    (PR-Agentur, Kunstgutachter, Bauland); negatives: negative factories and the
    Boulevardpresse."""
    factories = symbols = bonuses = influence = negatives = 0
    for _card, vp, _production, attached in empire["factories"]:
        added = sum(_bonus(i, "host_vp", deck) for i in attached)
        own = vp - added
        influence += added
        if own < 0:
            negatives += own
        else:
            factories += own
    for card, vp, attached in empire["status"]:
        added = sum(_bonus(i, "host_vp", deck) for i in attached)
        printed = N.card_info(card, deck).vp
        symbols += printed
        influence += added
        bonuses += vp - printed - added
    on_player = empire["vp"] - sum(f[1] for f in empire["factories"]) - sum(s[1] for s in empire["status"])
    flat = sum(_bonus(i, "host_player_vp", deck) for i in empire["on_player"])
    influence += flat
    negatives += on_player - flat
    return VpSources(factories, symbols, bonuses, influence, negatives)


class SourceBar(QWidget):
    """One seat's VP as a bar: each source a segment with its colour and pattern, the
    negatives to the left of zero."""

    def __init__(self, sources: VpSources, scale: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sources = sources
        self.scale = max(1, scale)
        self.setMinimumSize(QSize(110, 18))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(
            ", ".join(
                f"{source_name(k)} {N.signed(sources.get(k))}" for k, _c, _p in SOURCES if sources.get(k)
            )
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width() - 2, self.height() - 2
        neg_room = w * 0.15
        unit = (w - neg_room) / self.scale
        x = 1 + neg_room
        for key, colour, pattern in SOURCES:
            value = self.sources.get(key)
            if value == 0:
                continue
            width = abs(value) * unit
            rect = QRectF(x, 1, width, h) if value > 0 else QRectF(1 + neg_room - width, 1, width, h)
            p.setPen(QPen(colour.darker(140), 1))
            p.setBrush(colour.lighter(150))
            p.drawRect(rect)
            brush = QBrush(colour.darker(120), pattern)
            p.setBrush(brush)
            p.drawRect(rect)
            if value > 0:
                x += width
        p.setPen(QPen(QColor("#2b2418"), 1.5))
        p.drawLine(round(1 + neg_room), 0, round(1 + neg_room), self.height())
        p.end()


class FrieseFinal(QWidget):
    def __init__(
        self, view: dict[str, Any], names: list[str], ranking: list[int], winners: list[int]
    ) -> None:
        super().__init__()
        self.setObjectName("FrieseFinal")
        self.setStyleSheet(QSS)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        result = view.get("result") or {}
        ended = result.get("ended_by")
        deck = view.get("deck", DECK_VERSION)
        self.title = QLabel(self)
        self.title.setObjectName("FinalTitle")
        self.title.setWordWrap(True)
        if ended == "vp":
            self.title.setText(translate("FrieseFinal", "The game ended when an empire reached 40 VP."))
        else:
            self.title.setText(
                translate("FrieseFinal", "The game ended when the deck ran out for the second time.")
            )
        box.addWidget(self.title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(4)
        heads = [
            translate("FrieseFinal", "Player"),
            translate("FrieseFinal", "VP"),
            "",
            *(source_name(k) for k, _c, _p in SOURCES),
            translate("FrieseFinal", "Money"),
        ]
        for c, text in enumerate(heads):
            label = QLabel(text, self)
            label.setObjectName("FinalHead")
            label.setWordWrap(True)
            grid.addWidget(label, 0, c)
        money = view.get("all_money") or [None] * len(names)
        self.sources = {seat: vp_sources(view["empires"][seat], deck) for seat in ranking}
        scale = max([max(1, sum(max(0, s.get(k)) for k, _c, _p in SOURCES)) for s in self.sources.values()])
        self.rows: list[list[str]] = []
        for r, seat in enumerate(ranking, start=1):
            empire = view["empires"][seat]
            sources = self.sources[seat]
            name = names[seat] if seat < len(names) else "?"
            row = [
                ("★ " if seat in winners else "") + name,
                N.points(empire["vp"]),
                *(N.signed(sources.get(k)) for k, _c, _p in SOURCES),
                N.money(money[seat]) if money[seat] is not None else "—",
            ]
            self.rows.append(row)
            cells: list[str | None] = [*row[:2], None, *row[2:]]
            for c, cell in enumerate(cells):
                if cell is None:
                    grid.addWidget(SourceBar(sources, scale, self), r, c)
                    continue
                label = QLabel(cell, self)
                if seat in winners:
                    label.setObjectName("FinalWinner")
                if c:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(label, r, c)
        grid.setColumnStretch(2, 1)
        box.addLayout(grid)
        legend = QLabel(self)
        legend.setWordWrap(True)
        legend.setText(
            fill(
                translate(
                    "FrieseFinal",
                    "Bonuses: what status symbols earn on top of their printed VP (a combination, a count "
                    "of factories). Influence: {influence}. Negatives: factories below zero and {press}.",
                ),
                influence=", ".join(
                    N.card_name(BY_KEY[k]) for k in ("pr_agentur", "kunstgutachter", "bauland")
                ),
                press=N.card_name(BY_KEY["boulevardpresse"]),
            )
        )
        box.addWidget(legend)
        if (
            len(winners) == 1
            and len({view["empires"][s]["vp"] for s in ranking[:2]}) == 1
            and len(ranking) > 1
        ):
            tie = QLabel(
                fill(
                    translate("FrieseFinal", "Tied on VP: {name} wins with more money."),
                    name=names[winners[0]],
                ),
                self,
            )
            tie.setWordWrap(True)
            box.addWidget(tie)
