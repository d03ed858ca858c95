"""Art Society from the keyboard alone: every decision of a whole game's rounds made by
key presses on the widget that has the focus (never by calling the engine), and after
each decision the focus is already on the control of the next one: the desk when a
tile is to be hung, the stacks when the auctioneer picks (each of the picks), the
lollipops when the seat bids, the Confirm button when the turn is done."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from modernart_desktop.core.match import Match
from modernart_desktop.host.table import AI, HUMAN
from modernart_desktop.ui.common.mnemonics import mnemonic
from tests.ui.art_society.test_art_society_table import open_game

GAME_ID = "art_society"


def focused():
    QApplication.processEvents()
    return QApplication.focusWidget()


class KeyboardPlayer:
    """Plays seat 0 with key presses on the focused widget; checks where the focus is
    each time a decision becomes the seat's."""

    def __init__(self, qtbot, window, page, seed: int = 1) -> None:
        self.qtbot, self.window, self.page = qtbot, window, page
        self.rnd = random.Random(seed)
        self.phases: set[str] = set()
        self.decisions = 0
        self.stack_picks = 0
        self.slots_used: set[str] = set()
        self.alt_presses = 0

    def my_turn(self) -> bool:
        page, table = self.page, self.page.session.table
        return (
            0 in table.active_seats()
            and page.rendered_seq == table.seq
            and not page.table.busy()
            and not page.curtain_up
        )

    def expected_control(self):
        """What a player expects the keyboard to be on for the decision now (by what the
        decision is, not by asking the table)."""
        table = self.page.table
        view = self.page.bridge.view(0)
        phase = view["phase"]
        if phase in ("choose", "bid"):
            name = "Choice" if phase == "choose" else "Lollipop"
            return lambda w: isinstance(w, QPushButton) and w.objectName() == name and w.isEnabled()
        if [i for i in table.scene.movable() if i.piece.source != "move"]:
            return lambda w: w is table.desk
        return lambda w: isinstance(w, QPushButton) and w in table.side.action_buttons

    def play(self, until, max_decisions: int = 400) -> None:
        match = self.page.session.table.match
        for _ in range(max_decisions):
            self.qtbot.waitUntil(lambda: self.my_turn() or until(match), timeout=30000)
            if until(match):
                return
            self.decide()
        raise AssertionError("not reached by the keyboard")

    def decide(self) -> None:
        page, table = self.page, self.page.table
        view = page.bridge.view(0)
        phase = view["phase"]
        self.phases.add(phase)
        focus = focused()
        assert self.expected_control()(focus), (phase, view.get("turn"), focus, focus and focus.objectName())
        seq = page.session.table.seq
        if focus is table.desk:
            self.hang_by_keys()
        elif phase in ("choose", "bid"):
            for _ in range(self.rnd.randrange(4)):
                QTest.keyClick(focused(), self.rnd.choice([Qt.Key.Key_Right, Qt.Key.Key_Down]))
            button = focused()
            assert isinstance(button, QPushButton) and button.isEnabled()
            if phase == "choose":
                self.stack_picks += 1
            QTest.keyClick(button, Qt.Key.Key_Return)
        else:
            self.press_a_turn_button(focus)
        self.decisions += 1
        self.qtbot.waitUntil(lambda: page.session.table.seq > seq, timeout=5000)

    def press_a_turn_button(self, focus) -> None:
        """The turn's buttons: Alt + the underlined letter (the Confirm button by Enter)."""
        buttons = [b for b in self.page.table.side.action_buttons if b.isVisible()]
        letters = [mnemonic(b.text()) for b in buttons]
        assert None not in letters and len(set(letters)) == len(letters), [b.text() for b in buttons]
        confirm = next((b for b in buttons if b.objectName() == "Primary"), None)
        if confirm is not None and self.rnd.random() < 0.5:
            QTest.keyClick(focus, Qt.Key.Key_Return)
            return
        chosen = confirm or next(b for b in buttons if b.objectName() != "Reset")
        key = Qt.Key(ord(mnemonic(chosen.text()).upper()))
        QTest.keyClick(self.window, key, Qt.KeyboardModifier.AltModifier)
        self.alt_presses += 1

    def hang_by_keys(self) -> None:
        """Walk the tiles (arrows), pick one up (Enter), carry it to a spot that takes it:
        the wall first, else down into the slots under the wall; Enter hangs it."""
        table = self.page.table
        desk, scene = table.desk, table.scene
        for _attempt in range(len(scene.movable())):
            QTest.keyClick(desk, Qt.Key.Key_Return)
            assert scene.carried is not None
            if not (scene.plan is not None and scene.plan.actions):
                for _ in range(C_ROWS + 2):
                    if scene.slot is not None:
                        break
                    QTest.keyClick(desk, Qt.Key.Key_Down)
                for _ in range(3):
                    if scene.plan is not None and scene.plan.actions:
                        break
                    QTest.keyClick(desk, Qt.Key.Key_Right)
            if scene.plan is not None and scene.plan.actions:
                if scene.slot is not None:
                    self.slots_used.add(scene.slot)
                QTest.keyClick(desk, Qt.Key.Key_Return)
                return
            QTest.keyClick(desk, Qt.Key.Key_Escape)  # nowhere for this one: the next tile
            assert scene.carried is None
            QTest.keyClick(desk, Qt.Key.Key_Right)
        view = self.page.bridge.view(0)
        raise AssertionError(
            f"no tile could be placed by the keyboard: {view['phase']} {view.get('turn')}"
            f" {[(i.piece, i.key) for i in scene.movable()]} {scene.hover_text!r}"
        )


C_ROWS = 10


def test_a_two_player_game_is_played_by_keys_alone_for_three_rounds(make_window, qtbot):
    match = Match.new(GAME_ID, 2, seed=4)
    window, page = open_game(make_window, match, [HUMAN, AI])
    window.activateWindow()
    player = KeyboardPlayer(qtbot, window, page, seed=2)
    player.play(lambda m: m.state.round >= 4 or m.is_over())
    assert {"start", "choose", "bid", "pick"} <= player.phases, player.phases
    assert player.stack_picks >= 3  # every stack of an auction picked from the keyboard
    assert player.alt_presses >= 1
    # Seat 0's moves all came from key presses here (a drop sends a take and a hang).
    assert player.decisions >= 10 and len([e for e in match.log if e.seat == 0]) >= player.decisions


def test_after_each_stack_the_auctioneer_picks_the_focus_is_on_the_stacks(make_window, qtbot):
    """The auctioneer picks three backs in a row: after each, the keyboard is on the
    stacks again (it used to drop out of the table, and Tab + Enter opened the rules)."""
    match = Match.new(GAME_ID, 2, seed=5)
    for seat in (0, 1):
        match.apply(seat, match.legal_actions(seat).of_kind("hang_start")[0])
    while match.state.auctioneer != 0:  # (a setup move, not a decision under test)
        seat = min(match.active_seats())
        match.apply(seat, list(match.legal_actions(seat))[0])
    window, page = open_game(make_window, match, [HUMAN, AI])
    window.activateWindow()
    for pick in range(3):
        focus = focused()
        assert isinstance(focus, QPushButton) and focus.objectName() == "Choice", (pick, focus)
        QTest.keyClick(focus, Qt.Key.Key_Right)
        seq = match.seq
        QTest.keyClick(focused(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: match.seq > seq and page.rendered_seq == match.seq, timeout=5000)
    assert match.state.phase == "bid"
    focus = focused()
    assert isinstance(focus, QPushButton) and focus.objectName() == "Lollipop" and focus.isEnabled()
    assert page.table.isAncestorOf(focus)


def test_the_lollipops_walk_with_the_arrows_and_enter_plays_one(make_window, qtbot):
    match = Match.new(GAME_ID, 2, seed=5)
    for seat in (0, 1):
        match.apply(seat, match.legal_actions(seat).of_kind("hang_start")[0])
    auctioneer = next(iter(match.active_seats()))
    for _ in range(3):
        match.apply(auctioneer, match.legal_actions(auctioneer).of_kind("pick_stack")[0])
    window, page = open_game(make_window, match, [HUMAN, AI])
    window.activateWindow()
    first = focused()
    assert first.objectName() == "Lollipop" and first.text() == "1"
    assert first.hasFocus() and "focus" in page.table.styleSheet()  # drawn with a focus frame
    QTest.keyClick(first, Qt.Key.Key_Down)  # the row under it: 6
    assert focused().text() == "6"
    QTest.keyClick(focused(), Qt.Key.Key_Right)
    assert focused().text() == "7"
    QTest.keyClick(focused(), Qt.Key.Key_Up)
    assert focused().text() == "2"
    QTest.keyClick(focused(), Qt.Key.Key_Left)
    assert focused().text() == "1"
    QTest.keyClick(focused(), Qt.Key.Key_Right)
    seq = match.seq
    QTest.keyClick(focused(), Qt.Key.Key_Enter)
    qtbot.waitUntil(lambda: match.seq > seq, timeout=5000)
    assert match.log[-1].seat == 0 and match.log[-1].action.lollipop == 2


def test_the_turn_buttons_have_alt_letters_of_their_own_in_every_language(make_window, qtbot):
    from tests.ui.art_society.test_art_society_screens import _position

    for lang in ("en", "pl", "fr"):
        match = _position(21, lambda s: s.phase == "pick" and s.picker == 0 and s.took and not s.credit)
        window, page = open_game(make_window, match, [HUMAN, AI, AI, AI], lang)
        buttons = [b for b in window.findChildren(QPushButton) if b.isVisible()]
        turn = [b for b in buttons if b in page.table.side.action_buttons]
        assert turn, lang
        letters = [mnemonic(b.text()) for b in turn]
        assert None not in letters, [b.text() for b in turn]
        taken = [mnemonic(b.text()) for b in buttons if b not in turn]
        taken += [mnemonic(a.text()) for a in window.menuBar().actions()]
        assert len(set(letters)) == len(letters) and not set(letters) & set(taken), (lang, letters, taken)
        window.close()


def test_a_painting_goes_to_the_assistant_by_keys_down_past_the_wall(make_window, qtbot):
    """The slots under the wall are reached from the keyboard too: Down past the wall's
    foot lands on the hand's slot, Right on the assistant's, Enter hands the painting over."""
    from modernart_desktop.host.table import REMOTE
    from tests.ui.art_society.test_art_society_table import position_in_pick

    match = position_in_pick()
    window, page = open_game(make_window, match, [HUMAN, REMOTE])
    window.activateWindow()
    desk, scene = page.table.desk, page.table.scene
    assert focused() is desk
    tile = scene.movable()[0].piece.tile
    QTest.keyClick(desk, Qt.Key.Key_Return)
    for _ in range(C_ROWS + 1):
        if scene.slot is not None:
            break
        QTest.keyClick(desk, Qt.Key.Key_Down)
    assert scene.slot == "held"
    QTest.keyClick(desk, Qt.Key.Key_Right)
    assert scene.slot == "assistant" and scene.plan is not None and scene.plan.actions
    assert "assistant" in desk.accessibleDescription() or "assistant" in scene.focus_text()
    QTest.keyClick(desk, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: match.state.assistants[0] == tile, timeout=5000)
