"""The sale at the end of a round: which artists ranked, what a painting is worth,
and what each seat earned (public: paintings are sold to the bank in the open)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from modernart_desktop.games.modern_art.components import ARTIST_NAMES
from modernart_desktop.ui import texts
from modernart_desktop.ui.common.cards import small_picture
from modernart_desktop.ui.common.round_dialog import RoundScoringFrame
from modernart_desktop.ui.games.modern_art.cards import paint_mini
from modernart_desktop.ui.games.modern_art.widgets import PaintingStrip
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

# The ranking table: the artists, with what was counted, their place and their value.
HEADS = ("h_artist", "h_count", "h_place", "h_value")
COLUMNS = (("count", "Value"), ("place", ""), ("value", "Value"))


def place_name(place: int) -> str:
    return (translate("Scoring", "1st"), translate("Scoring", "2nd"), translate("Scoring", "3rd"))[place]


def tie_decided(counts: list[int], ranking: list[int]) -> bool:
    """Did the board order break a tie that mattered (two artists offered equally often,
    at least one of them ranked)?"""
    return any(
        counts[a] == counts[b] > 0 and (a in ranking or b in ranking)
        for a in range(len(counts))
        for b in range(a + 1, len(counts))
    )


def _artist_picture(artist: int, dpr: float) -> QPixmap:
    return small_picture(lambda p, rect: paint_mini(p, rect, artist, artist + 1000), dpr)


class RoundScoringDialog(RoundScoringFrame):
    def __init__(
        self, result: dict[str, Any], names: list[str], own_money: int | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(result, names, parent)
        self.own_money = own_money
        self.tie_note = QLabel(self)
        self.tie_note.setObjectName("Muted")
        self.tie_note.setWordWrap(True)
        self.under_ranking.addWidget(self.tie_note)
        self.own = QLabel(self)
        self.own.setObjectName("Value")
        self.under_seats.addWidget(self.own)
        self.add_ranking_rows(HEADS, ARTIST_NAMES, _artist_picture, COLUMNS)
        for col, key in enumerate(("h_seat", "h_paintings", "h_earned")):
            self.seats.addWidget(self.label(key, "Head"), 0, col)
        for s, name in enumerate(self.names):
            label = QLabel(name, self)
            label.setObjectName("Value")
            self.seats.addWidget(label, s + 1, 0)
            strip = PaintingStrip(self, thumb=18)
            strip.set_cards(result["paintings"][s])
            strip.setMinimumWidth(200)
            self.seats.addWidget(strip, s + 1, 1)
            self.seats.addWidget(self.label(f"earned{s}", "Earned", Qt.AlignmentFlag.AlignRight), s + 1, 2)
        self.retranslate()

    def retranslate(self) -> None:
        r = self.result_data
        L = self.labels()
        self.setWindowTitle(translate("Scoring", "End of round"))
        self.title.setText(fill(translate("Scoring", "Round {n}: the paintings are sold"), n=r["round"] + 1))
        if r.get("reason") == "no_cards":
            self.reason.setText(translate("Scoring", "The round ends: nobody has a card left."))
        else:
            self.reason.setText(
                fill(
                    translate(
                        "Scoring",
                        "The round ends: {name} offered the fifth painting of an artist, which stays unsold.",
                    ),
                    name=self.ended_by_name(),
                )
            )
        L["h_artist"].setText(translate("Scoring", "Artist"))
        L["h_count"].setText(translate("Scoring", "Offered"))
        L["h_place"].setText(translate("Scoring", "Place"))
        L["h_value"].setText(translate("Scoring", "Value per painting"))
        ranking = r.get("ranking") or []
        for a in range(len(ARTIST_NAMES)):
            L[f"count{a}"].setText(str(r["counts"][a]))
            if a in ranking:
                place = ranking.index(a)
                L[f"place{a}"].setText(
                    fill(
                        translate("Scoring", "{place} (+{token})"),
                        place=place_name(place),
                        token=texts.money(r["tokens"][a]),
                    )
                )
            else:
                L[f"place{a}"].setText("—")
            value = r["values"][a]
            L[f"value{a}"].setText(texts.money(value) if value else translate("Scoring", "worthless"))
        self.tie_note.setVisible(tie_decided(r["counts"], ranking))
        self.tie_note.setText(
            translate("Scoring", "Equal counts: the artist further left on the board ranks higher.")
        )
        L["h_seat"].setText(translate("Scoring", "Player"))
        L["h_paintings"].setText(translate("Scoring", "Paintings sold to the bank"))
        L["h_earned"].setText(translate("Scoring", "Earned"))
        for s in range(len(self.names)):
            L[f"earned{s}"].setText("+" + texts.money(r["earnings"][s]))
        self.own.setVisible(self.own_money is not None)
        if self.own_money is not None:
            self.own.setText(
                fill(translate("Scoring", "Your money now: {amount}"), amount=texts.money(self.own_money))
            )
        self.ok.setText(translate("Scoring", "Continue"))

    def earned_texts(self) -> list[str]:
        return self.texts("earned")
