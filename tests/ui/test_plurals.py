"""Counts agree with their nouns in every language: Qt's plural forms (%n) give
Polish its three forms and French its two; English picks "card" or "cards"."""

from __future__ import annotations

import pytest

from modernart_desktop.core.events import Event
from modernart_desktop.ui.games.modern_art.log_text import describe_event as modern_art_line
from modernart_desktop.ui.games.modern_art_card_game.log_text import describe_event as card_game_line

NAMES = ["Nina", "Ada", "Bruno"]


@pytest.fixture
def language(qapp):
    from modernart_desktop.ui.i18n import I18n

    i18n = I18n(qapp)

    def use(code: str) -> None:
        i18n.set_language(code)

    yield use
    i18n.set_language("en")


def _shows(count: int) -> str:
    return card_game_line(Event("card/played", {"seat": 1, "card": 0, "count": count}), NAMES, 0)


def test_face_up_counts_agree_in_french_polish_and_english(language):
    language("fr")
    assert "(1 face visible)" in _shows(1)
    assert "(5 faces visibles)" in _shows(5)
    language("pl")
    assert [_shows(n).rsplit("(", 1)[1] for n in (1, 2, 5, 22)] == [
        "1 odkryta).",
        "2 odkryte).",
        "5 odkrytych).",
        "22 odkryte).",
    ]
    language("en")
    assert "(1 face up)" in _shows(1) and "(3 face up)" in _shows(3)


def test_the_artist_card_counts_its_face_up_cards_in_the_plural(language):
    from modernart_desktop.ui.games.modern_art_card_game.widgets import DeckView

    deck = DeckView()
    for code, one, many in (
        ("en", "1 card in the deck", "40 cards in the deck"),
        ("fr", "1 carte dans la pioche", "40 cartes dans la pioche"),
        ("pl", "1 karta w talii", "40 kart w talii"),
    ):
        language(code)
        deck.set_state(1, None)
        assert deck.toolTip() == one
        deck.set_state(40, None)
        assert deck.toolTip() == many


def test_a_round_deals_a_counted_number_of_cards(language):
    event = Event("round/start", {"round": 1, "dealt": 2})
    language("fr")
    assert "2 nouvelles cartes" in modern_art_line(event, NAMES, 0)
    language("pl")
    assert "2 nowe karty" in modern_art_line(event, NAMES, 0)
    assert "5 nowych kart" in modern_art_line(Event("round/start", {"round": 1, "dealt": 5}), NAMES, 0)
    language("en")
    assert "2 new cards" in modern_art_line(event, NAMES, 0)
    assert "1 new card for" in modern_art_line(Event("round/start", {"round": 1, "dealt": 1}), NAMES, 0)


def test_negative_counts_keep_their_sign_and_plural_form_in_every_language(language):
    """Qt leaves "%n" unwritten for n < 0: the shared `counted` writes the sign itself and
    takes the plural form of the count's size (an axis step below zero, a card at -5 VP)."""
    from modernart_desktop.ui.games.art_society.names import points as art_points
    from modernart_desktop.ui.games.friesematenten.names import points as vp
    from modernart_desktop.ui.games.modern_art_card_game.names import points as card_points

    language("en")
    assert [art_points(n) for n in (-1, -2, -10, 1)] == ["-1 point", "-2 points", "-10 points", "1 point"]
    assert card_points(-3) == "-3 points"
    assert vp(-5) == "-5 VP"
    language("pl")
    assert [art_points(n) for n in (-1, -2, -5, -22, -112)] == [
        "-1 punkt",
        "-2 punkty",
        "-5 punktów",
        "-22 punkty",
        "-112 punktów",
    ]
    assert vp(-5) == "-5 PZ"
    language("fr")
    assert vp(-5) == "-5 PV"
    assert art_points(-1) == "-1 point" and art_points(-4) == "-4 points"
    for code in ("en", "pl", "fr"):
        language(code)
        assert "%n" not in vp(-5) + art_points(-7) + card_points(-7)
