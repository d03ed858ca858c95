"""The end of a card game, round by round: for each seat, the points each round's
scoring gave it (how many paintings of which artist, at what value each, bonus
cards included) and the running total, read from the engine's round results (public:
every scoring turns the face-down cards over)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from modernart_desktop.games.modern_art_card_game.components import ARTIST_NAMES, CARD_ARTIST, ROUNDS
from modernart_desktop.ui.common.round_breakdown import RoundBreakdown
from modernart_desktop.ui.games.modern_art_card_game import names as N
from modernart_desktop.ui.games.modern_art_card_game.style import ARTIST_DARK
from modernart_desktop.ui.texts import counted, fill

translate = QCoreApplication.translate


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


class FinalBreakdown(RoundBreakdown):
    """The card game's round-by-round points under the final podium."""

    def __init__(
        self,
        view: dict[str, Any],
        names: list[str],
        ranking: list[int],
        winners: list[int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(names, ranking, winners, ROUNDS, parent)
        self.view = view
        self.table = points_by_round(view)
        self.retranslate()

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
        self.set_heads(
            translate("CardGameFinal", "Player"),
            translate("CardGameFinal", "Round {n}"),
            translate("CardGameFinal", "Final points"),
        )
        scores = self.view.get("scores") or []
        for seat in self.ranking:
            for rnd in range(ROUNDS):
                self.cells[(seat, rnd)].setText(self.cell_text(self.table[seat][rnd]))
            self.finals[seat].setText(N.points(scores[seat]) if seat < len(scores) else "")
