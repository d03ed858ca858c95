"""AI levels by game: a game offers only the levels registered for it, and a seat that
names a level the game does not offer plays at the nearest one below."""

from __future__ import annotations


def test_a_seat_that_names_a_level_the_game_no_longer_offers_plays_the_strongest_below_it(monkeypatch):
    """A save, a LAN roster or a remembered choice from before a game dropped a level."""
    import modernart_desktop.ai.levels as levels
    from modernart_desktop.core import registry

    registry.load_all()  # the games register their levels first (into the real table)
    factories = dict(levels._FACTORIES)
    factories.update({("ladder_test", lvl): levels.RandomAgent for lvl in ("easy", "normal", "strong")})
    monkeypatch.setattr(levels, "_FACTORIES", factories)
    assert levels.levels_for("ladder_test") == ["easy", "normal", "strong"]
    assert levels.offered_level("ladder_test", "expert") == "strong"
    assert levels.offered_level("ladder_test", "strong") == "strong"
    assert levels.offered_level("ladder_test", "random") == "random"
    assert levels.offered_level("ladder_test", "grandmaster") == "normal"
    assert levels.offered_level("no_ai_game", "expert") == "random"
