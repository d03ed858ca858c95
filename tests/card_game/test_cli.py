"""`modernart simulate` is generic: it plays random legal games of this game too."""

from __future__ import annotations

import pytest

from modernart_desktop.cli import main


@pytest.mark.parametrize("players", [2, 5])
def test_simulate_plays_random_games_of_the_card_game(players, capsys):
    assert (
        main(
            [
                "simulate",
                "--game",
                "modern_art_card_game",
                "--players",
                str(players),
                "--games",
                "5",
                "--seed",
                "4",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "games finished: 5 of 5" in out


def test_simulate_refuses_six_players_with_one_clear_line(capsys):
    assert main(["simulate", "--game", "modern_art_card_game", "--players", "6", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "2 to 5 players" in err and "Traceback" not in err
