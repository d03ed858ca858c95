"""Alt + an underlined letter makes every Friesematenten decision (README: "Alt +
underlined letter"): each decision button on the table has its letter, in English,
Polish and French, and no two buttons shown at once, nor the menu bar, share one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.core import registry
from modernart_desktop.core.priority import PriorityWindow
from modernart_desktop.games.friesematenten.actions import Bid, PassBid
from modernart_desktop.games.friesematenten.positions import at_auction, at_turn, at_window, cid
from modernart_desktop.games.friesematenten.state import OBJECT, Play, Prompt
from modernart_desktop.ui.common.mnemonics import mnemonic

from .conftest import busy_position, match_of

LANGUAGES = ("en", "pl", "fr")


def settle(page) -> None:
    page.bridge.flush_now()
    for _ in range(3):
        QApplication.processEvents()


def decision_buttons(table) -> list:
    stage, prompt = table.auction, table.prompt
    buttons = [stage.bid_button, stage.pass_button, prompt.primary, prompt.secondary, prompt.demolish]
    buttons += [prompt.cancel, *(box.choose for box in table.seat_boxes), table.me.choose]
    return [b for b in buttons if b.isVisible()]


def check_letters(window, table) -> list:
    shown = decision_buttons(table)
    assert shown, "no decision on the table"
    letters = [mnemonic(b.text()) for b in shown]
    assert None not in letters, [b.text() for b in shown]
    assert len(set(letters)) == len(letters), [b.text() for b in shown]
    menu = {mnemonic(a.text()) for a in window.menuBar().actions()} - {None}
    assert not menu & set(letters), ([b.text() for b in shown], menu)
    for b in shown:  # a screen reader reads the words, not the "&"
        assert "&" not in b.accessibleName().replace("&&", "")
    return shown


def at_bid():
    return at_auction(registry.get("friesematenten"), busy_position())


def at_my_turn():
    return at_turn(busy_position(), 0)


def at_objection():
    state = at_turn(busy_position(), 1)
    state.owner[cid("einspruch")] = 0
    state.owner[cid("feindliche_uebernahme")] = -1
    state.removed.append(cid("feindliche_uebernahme"))
    play = Play(1, cid("feindliche_uebernahme"), cid("stahlwerk"), -1, -1)
    state.prompts.append(Prompt(OBJECT, 0, window=PriorityWindow(OBJECT, (0,)), play=play))
    return state


def at_hammer():
    state = busy_position()
    state.owner[cid("abrissbirne")] = 0  # Nina holds a hammer card: she is asked
    state.market.remove(cid("abrissbirne"))
    state.leftover.pop()
    state.offered.pop()
    at_window(state, "hammer")
    return state


def at_won_influence():
    """The guided game's deal: Nina has just won the Supermanager, to use now or keep."""
    from modernart_desktop.games.friesematenten.actions import Assign
    from modernart_desktop.ui.games.friesematenten.tutorial import SCRIPT

    match = SCRIPT.new_match()
    for move in SCRIPT.moves():
        if isinstance(move.action, Assign):
            break
        match.apply(move.seat, move.action)
    return match.state


POSITIONS = {
    "bid": at_bid,
    "turn": at_my_turn,
    "objection": at_objection,
    "hammer": at_hammer,
    "immediate": at_won_influence,
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("where", sorted(POSITIONS))
def test_every_decision_button_has_its_own_alt_letter(show_match, language, where):
    window, page = show_match(match_of(POSITIONS[where]()), language=language)
    assert 0 in page.session.active_seats()
    check_letters(window, page.table)


@pytest.mark.parametrize("language", LANGUAGES)
def test_choosing_a_player_has_a_letter_per_player_and_one_to_cancel(show_match, language):
    """Pickpocket: a button per player who may be robbed, each with a letter of its
    name where it can, and Cancel."""
    window, page = show_match(match_of(at_my_turn()), language=language)
    table = page.table
    table._my_card_clicked(cid("taschendieb"))
    QApplication.processEvents()
    shown = check_letters(window, table)
    chooses = [b for b in shown if b is not table.prompt.cancel]
    assert len(chooses) >= 2 and table.prompt.cancel in shown
    for box in table.seat_boxes:
        if box.choose.isVisible():
            name = ("Nina", "Ada", "Bruno")[box.seat]
            assert mnemonic(box.choose.text()) in name.lower()


def test_alt_b_bids_from_the_amount_box_and_alt_p_passes(show_match, qtbot):
    state = at_bid()
    window, page = show_match(match_of(state))
    match = page.session.table.match
    table = page.table
    assert QApplication.focusWidget() is table.auction.amount.spin
    low = table.auction.amount.value()
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: match.seq == 1, timeout=3000)
    assert match.log[-1].action == Bid(amount=low)
    # the others answer; when Nina is asked again, Alt+P passes
    for _ in range(6):
        if 0 in match.active_seats() or match.state.auction is None:
            break
        page.session.table.submit(min(match.active_seats()), Bid(amount=match.state.auction.high + 1))
    settle(page)
    assert 0 in match.active_seats() and match.state.auction is not None
    seq = match.seq
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: match.seq > seq, timeout=3000)
    assert match.log[-1].action == PassBid()


def test_a_name_with_an_ampersand_keeps_it_and_a_redraw_keeps_one_letter(qapp):
    from PySide6.QtWidgets import QPushButton

    from modernart_desktop.ui.common.mnemonics import escaped, plain, underline

    button = QPushButton("Choose " + escaped("Ada & Bo"))
    used = {"c"}
    underline(button, used, prefer="Ada & Bo")
    assert button.text() == "Choose &Ada && Bo" and plain(button.text()) == "Choose Ada & Bo"
    assert button.accessibleName() == "Choose Ada & Bo"
    underline(button, {"c"}, prefer="Ada & Bo")  # drawn again: still one letter
    assert button.text() == "Choose &Ada && Bo"
