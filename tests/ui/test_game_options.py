"""Both ways to set up a table, the new-game dialog and "Host a LAN game", show a
game's options from its own `OptionSpec`s: give the game a new option and it appears
in both, with its default, greyed out for player counts it does not apply to, and in
the setup either dialog hands over."""

from __future__ import annotations

import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.game import OptionSpec
from modernart_desktop.ui.lobby.host_dialog import HostDialog
from modernart_desktop.ui.new_game_dialog import NewGameDialog

EXTRA = (OptionSpec("speed_round", "int", 3, 1, 9), OptionSpec("quiet_dealer", "bool", True, players=(4, 5)))


@pytest.fixture
def modern_art_with_two_more_options(monkeypatch):
    game = registry.get("modern_art")
    monkeypatch.setattr(type(game), "options", (*type(game).options, *EXTRA))
    return game


def dialogs(qtbot):
    made = [NewGameDialog("modern_art", "Ada"), HostDialog("Ada", "127.0.0.1")]
    for dialog in made:
        qtbot.addWidget(dialog)
    return made


def test_a_new_option_of_a_game_appears_in_both_dialogs(qtbot, modern_art_with_two_more_options):
    keys = [spec.key for spec in modern_art_with_two_more_options.options]
    for dialog in dialogs(qtbot):
        box = dialog.options_box
        assert list(box.widgets) == keys
        assert box.widgets["speed_round"].value() == 3 and box.widgets["speed_round"].minimum() == 1
        assert box.widgets["speed_round"].specialValueText() == ""  # 1 is a number, not "off"
        dialog.players.setValue(4)
        assert box.widgets["quiet_dealer"].isEnabled() and box.widgets["quiet_dealer"].isChecked()
        box.widgets["speed_round"].setValue(7)
        chosen = dialog.setup().options
        assert chosen["speed_round"] == 7 and chosen["quiet_dealer"] is True
        dialog.players.setValue(3)  # an option for 4 or 5 players only
        assert not box.widgets["quiet_dealer"].isEnabled() and not box.widgets["quiet_dealer"].isChecked()
        assert "quiet_dealer" not in dialog.setup().options
        assert dialog.setup().options["speed_round"] == 7


def test_the_options_follow_the_game_chosen_and_its_clock_reads_off_at_zero(qtbot):
    for dialog in dialogs(qtbot):
        box = dialog.options_box
        clock = box.widgets["open_clock"]
        clock.setValue(0)
        assert clock.text() == "off"
        assert box.labels["open_money"].text() == "Open money (everyone's money is shown)"
        dialog.game.setCurrentIndex(dialog.game.findData("modern_art_card_game"))
        assert list(box.widgets) == [spec.key for spec in registry.get("modern_art_card_game").options]
        assert box.isVisibleTo(dialog) == bool(box.widgets)
