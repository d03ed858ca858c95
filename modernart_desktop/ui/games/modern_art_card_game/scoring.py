"""The scoring dialog at the end of a round: the artists' ranking and value per
painting, then every seat's paintings (face-down ones revealed), bonus cards,
points this round and total."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from modernart_desktop.games.modern_art_card_game.components import ARTIST_NAMES
from modernart_desktop.ui.common.cards import small_picture
from modernart_desktop.ui.common.round_dialog import RoundScoringFrame
from modernart_desktop.ui.games.modern_art_card_game import names as N
from modernart_desktop.ui.games.modern_art_card_game.cards import paint_artwork
from modernart_desktop.ui.games.modern_art_card_game.widgets import DisplayView
from modernart_desktop.ui.texts import fill

translate = QCoreApplication.translate

# The ranking table: the artists, with what was counted, their place and their value.
HEADS = ("h_artist", "h_count", "h_place", "h_value")
COLUMNS = (("count", "Value"), ("place", ""), ("value", "Value"))


def _artist_picture(artist: int, dpr: float) -> QPixmap:
    return small_picture(lambda p, rect: paint_artwork(p, rect, artist, 500 + artist), dpr)


class RoundScoringDialog(RoundScoringFrame):
    def __init__(
        self, result: dict[str, Any], names: list[str], viewer: int | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(result, names, parent)
        self.viewer = viewer
        self.seats.setHorizontalSpacing(14)
        self.add_ranking_rows(HEADS, ARTIST_NAMES, _artist_picture, COLUMNS)
        for col, key in enumerate(("h_seat", "h_paintings", "h_bonus", "h_points", "h_total")):
            self.seats.addWidget(self.label(key, "Head"), 0, col)
        for s, name in enumerate(self.names):
            label = QLabel(name, self)
            label.setObjectName("Me" if s == self.viewer else "Value")
            self.seats.addWidget(label, s + 1, 0)
            shown = DisplayView(self, card_width=24)
            shown.set_cards(list(result["displays"][s]) + list(result["face_down"][s]), [], 0)
            shown.setMinimumWidth(260)
            self.seats.addWidget(shown, s + 1, 1)
            bonus = DisplayView(self, card_width=24)
            bonus.set_cards(list(result["bonus"][s]), [], 0)
            bonus.setMinimumWidth(90)
            self.seats.addWidget(bonus, s + 1, 2)
            self.seats.addWidget(self.label(f"points{s}", "Earned", Qt.AlignmentFlag.AlignRight), s + 1, 3)
            self.seats.addWidget(self.label(f"total{s}", "Value", Qt.AlignmentFlag.AlignRight), s + 1, 4)
        self.retranslate()

    def retranslate(self) -> None:
        r = self.result_data
        L = self.labels()
        self.setWindowTitle(translate("CardGameScoring", "End of round"))
        self.title.setText(fill(translate("CardGameScoring", "Round {n} is scored"), n=r["round"] + 1))
        who = self.ended_by_name()
        if r.get("reason") == "no_cards":
            self.reason.setText(translate("CardGameScoring", "The round ends: nobody has a card left."))
        else:
            self.reason.setText(
                fill(
                    translate(
                        "CardGameScoring",
                        "The round ends on {name}'s turn: an artist reached the face-up limit.",
                    ),
                    name=who,
                )
            )
        L["h_artist"].setText(translate("CardGameScoring", "Artist"))
        L["h_count"].setText(translate("CardGameScoring", "Cards"))
        L["h_place"].setText(translate("CardGameScoring", "Place"))
        L["h_value"].setText(translate("CardGameScoring", "Per painting"))
        ranking = r.get("ranking") or []
        for a in range(len(ARTIST_NAMES)):
            L[f"count{a}"].setText(str(r["counts"][a]))
            if a in ranking:
                L[f"place{a}"].setText(
                    fill(
                        translate("CardGameScoring", "{place} (+{token})"),
                        place=N.place_name(ranking.index(a)),
                        token=r["value_tokens"][a],
                    )
                )
            else:
                L[f"place{a}"].setText("—")
            value = r["values"][a]
            L[f"value{a}"].setText(str(value) if value else translate("CardGameScoring", "nothing"))
        L["h_seat"].setText(translate("CardGameScoring", "Player"))
        L["h_paintings"].setText(translate("CardGameScoring", "Paintings (face-down ones revealed)"))
        L["h_bonus"].setText(translate("CardGameScoring", "Bonus"))
        L["h_points"].setText(translate("CardGameScoring", "This round"))
        L["h_total"].setText(translate("CardGameScoring", "Total"))
        for s in range(len(self.names)):
            L[f"points{s}"].setText("+" + str(r["points"][s]))
            L[f"total{s}"].setText(str(r["totals"][s]))
        self.ok.setText(translate("CardGameScoring", "Continue"))

    def points_texts(self) -> list[str]:
        return self.texts("points")

    def sizeHint(self) -> QSize:
        return QSize(720, 560)
