"""The shell knows no game: what it shows of one comes from the game's table plug-in,
and a game whose engine is registered without a table stays "coming soon" everywhere."""

from __future__ import annotations

import pytest

from modernart_desktop.core import registry
from modernart_desktop.games.modern_art_card_game.rules import ModernArtCardGame
from modernart_desktop.ui import games


class _Unannounced(ModernArtCardGame):
    """A rules engine registered before its table exists, and in no list of coming games."""

    game_id = "zz_unannounced"


def _tableless() -> list[str]:
    """Every registered engine without a table: the fake above, and any real game whose
    table is not written yet."""
    return [g for g in registry.available() if games.table_for(g) is None]


@pytest.fixture
def engines_without_tables(monkeypatch):
    registry.load_all()
    monkeypatch.setattr(registry, "_GAMES", dict(registry._GAMES))
    registry.register(_Unannounced())


@pytest.mark.pure_build("subclasses a compiled class")
def test_an_engine_without_a_table_is_coming_soon_on_the_start_page_and_in_both_dialogs(
    engines_without_tables, make_window
):
    from modernart_desktop.ui.lobby.host_dialog import HostDialog
    from modernart_desktop.ui.new_game_dialog import NewGameDialog

    window = make_window()
    cards = {card.entry.game_id: card for card in window.start_page.game_cards}
    assert cards["modern_art"].button.isEnabled()
    assert "zz_unannounced" in _tableless()
    for game_id in _tableless():
        assert not cards[game_id].button.isEnabled()
        assert cards[game_id].button.text() == "Coming soon"
    dialogs = [NewGameDialog("zz_unannounced", "Nina", None, window), HostDialog("Nina", None, window)]
    for dialog in dialogs:
        model = dialog.game.model()
        for game_id in _tableless():
            i = dialog.game.findData(game_id)
            assert i >= 0 and not model.item(i).isEnabled()
            assert dialog.game.itemText(i).endswith("(coming soon)")
        assert dialog.game.currentData() not in _tableless()
        dialog.deleteLater()


def test_every_table_plug_in_gives_the_hooks_the_shell_uses():
    for game_id in games.registered():
        plugin = games.table_for(game_id)
        assert plugin is not None and plugin.game_id in registry.available()
        assert plugin.title() and plugin.blurb() and plugin.designer
        assert plugin.default_table_name() == plugin.title()
        assert plugin.curtain_reason({}) is None  # nothing to explain in an empty view


def test_a_second_table_for_one_game_is_refused():
    plugin = games.table_for("modern_art")
    assert plugin is not None
    with pytest.raises(games.DuplicateTable):
        games.register_table(games.TablePlugin(**{**plugin.__dict__, "order": 5}))


def test_the_start_page_features_the_game_last_played(make_window, qtbot):
    from modernart_desktop.host.table import AI, HUMAN, SeatInfo
    from modernart_desktop.ui.session import LocalSession

    window = make_window()
    page = window.start_page
    assert page.featured == "modern_art"  # nothing played yet: the first playable game
    assert page.quick_button.text() == "Play Modern Art against the computer"
    session = LocalSession.new("modern_art_card_game", [SeatInfo("Nina", HUMAN), SeatInfo("Ada", AI, "easy")])
    window.open_session(session)
    window.leave_table()
    assert page.featured == "modern_art_card_game" and window.settings.last_game == "modern_art_card_game"
    assert page.quick_button.text() == "Play Modern Art: The Card Game against the computer"
    assert page.rules_button.text() == "Rules of Modern Art: The Card Game"
    assert page.guide is not None and page.guide.title.text() == "Modern Art: The Card Game in a minute"
    again = make_window()  # the next start remembers it
    assert again.start_page.featured == "modern_art_card_game"
    assert again.current_game_id() == "modern_art_card_game"


def test_the_curtain_reason_is_the_games_own_hint():
    """Modern Art's sealed auction: seats bid in secret one after another (a plug-in hint,
    not a check in the table page)."""
    plugin = games.table_for("modern_art")
    assert plugin is not None
    sealed = {"phase": "auction", "auction": {"type": "sealed"}}
    assert "Sealed bids are entered one at a time" in (plugin.curtain_reason(sealed) or "")
    assert plugin.curtain_reason({"phase": "auction", "auction": {"type": "open"}}) is None
