"""Values put into a sentence read as a person writes: a name that ends in a full stop
("Christin P.", "Objection!") ends the sentence with its own mark alone."""

from __future__ import annotations

from modernart_desktop.games.modern_art_card_game.components import ARTIST_NAMES
from modernart_desktop.ui.texts import fill


def test_a_name_ending_in_a_full_stop_ends_the_sentence_with_one_stop():
    assert "Christin P." in ARTIST_NAMES
    assert fill("Your face-down card: {card}.", card="Christin P.") == "Your face-down card: Christin P."
    assert fill("Extra card: {card}. Next!", card="Christin P.") == "Extra card: Christin P. Next!"
    assert fill("{card} wins {card}.", card="Krypto") == "Krypto wins Krypto."
    assert fill("{a} and {b}.", a="Christin P.", b="Yoko") == "Christin P. and Yoko."
    assert fill("Nobody bid for {card}.", card="Objection!") == "Nobody bid for Objection!"
