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


def test_hot_seat_has_no_clock_so_the_clock_field_reads_off_and_is_locked(qtbot):
    # Hot-seat plays without the open-auction clock (the players share one screen): the
    # set-up says so, and the clock field agrees instead of offering 8 s.
    dialog = NewGameDialog("modern_art", "Ada")
    qtbot.addWidget(dialog)
    clock = dialog.options_box.widgets["open_clock"]
    dialog.players.setValue(3)
    clock.setValue(12)
    assert clock.isEnabled()
    dialog.rows[1].kind.setCurrentIndex(0)  # a second human: hot-seat
    assert "clock is off" in dialog.hint.text()
    assert not clock.isEnabled() and clock.text() == "off"
    assert clock.toolTip()
    dialog.rows[1].kind.setCurrentIndex(1)  # a computer again: the clock comes back as it was
    assert clock.isEnabled() and clock.value() == 12 and "hot-seat" not in clock.toolTip()


def test_a_hot_seat_table_keeps_the_clock_chosen_for_later_tables(qtbot):
    dialog = NewGameDialog("modern_art", "Ada")
    qtbot.addWidget(dialog)
    dialog.options_box.widgets["open_clock"].setValue(15)
    for row in dialog.rows:
        row.kind.setCurrentIndex(0)
    assert dialog.options_box.widgets["open_clock"].text() == "off"
    assert dialog.remembered()["options"]["open_clock"] == 15
    again = NewGameDialog("modern_art", "Ada", dialog.remembered())
    qtbot.addWidget(again)
    assert not again.options_box.widgets["open_clock"].isEnabled()
    for row in again.rows[1:]:
        row.kind.setCurrentIndex(1)
    assert again.options_box.widgets["open_clock"].value() == 15


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
def test_the_hot_seat_set_up_and_its_clock_agree_in_every_language(make_window, shots_dir, lang):
    window = make_window(lang)
    window.ask_new_game("modern_art")
    dialog = window.new_game_dialog
    dialog.players.setValue(3)
    dialog.rows[1].kind.setCurrentIndex(0)
    clock = dialog.options_box.widgets["open_clock"]
    assert not clock.isEnabled() and clock.text() == clock.specialValueText() != ""
    dialog.grab().save(str(shots_dir / f"new_game_hot_seat_clock_off_{lang}.png"))
    dialog.reject()


def test_the_open_auction_clock_suits_a_first_game_and_says_what_it_does(qtbot):
    """20 s by default (8 s ran out on people tabbing to a button); a line under it says
    what happens when it runs out and that off means no clock."""
    for dialog in dialogs(qtbot):
        box = dialog.options_box
        clock = box.widgets["open_clock"]
        assert clock.value() == 20 and dialog.setup().options["open_clock"] == 20
        line = box.helps["open_clock"]
        assert line.isVisibleTo(dialog) and line.wordWrap()
        assert (
            "run out" in line.text()
            and "highest bidder buys" in line.text()
            and "Off: no clock" in line.text()
        )
        assert clock.toolTip() == line.text() == box.labels["open_clock"].toolTip()
        clock.setValue(0)
        assert clock.text() == "off"


def test_the_card_set_version_says_which_cards_differ(qtbot):
    dialog = NewGameDialog("friesematenten", "Ada")
    qtbot.addWidget(dialog)
    box = dialog.options_box
    assert box.widgets["deck"].value() == 2
    line = box.helps["deck"].text()
    for card in ("Art gallery", "Master thief", "Luxury villa", "Construction company", "Bargain bin"):
        assert card in line
    assert "version 1" in line and "the current one" in line


def test_a_set_up_remembered_with_the_old_default_clock_gets_the_new_one(qtbot):
    old = {"game": "modern_art", "players": 3, "seats": [], "options": {"open_clock": 8, "open_money": True}}
    dialog = NewGameDialog("modern_art", "Ada", old)
    qtbot.addWidget(dialog)
    assert dialog.setup().options["open_clock"] == 20  # 8 was the default then, not a choice
    assert dialog.setup().options["open_money"] is True
    chosen = {**old, "options": {"open_clock": 12}}
    again = NewGameDialog("modern_art", "Ada", chosen)
    qtbot.addWidget(again)
    assert again.setup().options["open_clock"] == 12  # a value chosen is kept
    again.options_box.widgets["open_clock"].setValue(8)  # 8 chosen now, with the defaults noted
    third = NewGameDialog("modern_art", "Ada", again.remembered())
    qtbot.addWidget(third)
    assert third.setup().options["open_clock"] == 8


def test_a_game_saved_with_the_old_eight_second_clock_resumes_with_it(tmp_path):
    from modernart_desktop.core.match import Match
    from modernart_desktop.host.table import AI, SeatInfo, Table
    from modernart_desktop.ui.session import LocalSession

    match = Match.new("modern_art", 3, {"open_clock": 8}, seed=4)
    path = tmp_path / "old.modernart"
    Table(match, [SeatInfo("Ada"), SeatInfo("Bo", AI, "easy"), SeatInfo("Cy", AI, "easy")], path).save()
    session = LocalSession.resume(path)
    assert session.table.match.options["open_clock"] == 8
    session.close()
    assert (
        registry.get("modern_art").normalize_options(4, {"open_clock": 8})["open_clock"] == 8
    )  # a LAN roster's
