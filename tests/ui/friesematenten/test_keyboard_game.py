"""A whole four-player game with Nina at this screen played by keyboard alone: each
new decision puts the focus where it is answered (the amount box, the button that
ends a turn, passes, pays or objects, the first card a choice may pick), Tab walks
to the rest, Enter answers. Not one mouse click."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from modernart_desktop.core.match import Match
from modernart_desktop.ui.games.friesematenten.cards import CardWidget


class KeyboardDriver:
    def __init__(self, qtbot, page, seed: int) -> None:
        self.qtbot, self.page, self.rnd = qtbot, page, random.Random(seed)
        self.decisions = 0
        self.kinds: list[str] = []
        self.bids = 0
        self.cards_played = 0
        self.tabs = 0
        self.lost = 0
        self.walks: list[int] = []

    def focused(self):
        return QApplication.focusWidget()

    def key(self, key) -> None:
        widget = self.focused()
        assert widget is not None, "the keyboard has nowhere to go"
        self.qtbot.keyClick(widget, key)

    def tab_to(self, wanted, limit: int = 60) -> bool:
        """Press Tab until `wanted(focus)` holds (a real player would, too)."""
        for k in range(limit):
            if wanted(self.focused()):
                self.walks.append(k)
                return True
            self.key(Qt.Key.Key_Tab)
            self.tabs += 1
        return wanted(self.focused())

    def my_turn(self) -> bool:
        page, table = self.page, self.page.session.table
        return page.viewer in table.active_seats() and page.rendered_seq == table.seq

    def play(self, max_steps: int = 4000) -> None:
        page = self.page
        for _ in range(max_steps):
            self.qtbot.waitUntil(lambda: self.my_turn() or page.result_dialog is not None, timeout=60000)
            if page.result_dialog is not None:
                return
            self.decide()
        raise AssertionError("the game did not end")

    def decide(self) -> None:
        table = self.page.table
        seq = self.page.session.table.seq
        kind = table._view["asking"]["kind"]
        self.kinds.append(kind)
        self.decisions += 1
        focus = self.focused()
        if kind == "bid":
            spin = table.auction.amount.spin
            assert focus in (spin, spin.lineEdit()), f"a bid with the focus on {focus!r}"
            low = spin.minimum()
            if low <= 24 and self.rnd.random() < 0.6:
                self.qtbot.keyClicks(focus, str(low + self.rnd.randrange(3)))
                self.key(Qt.Key.Key_Return)
                self.bids += 1
            else:
                assert self.tab_to(lambda w: w is table.auction.pass_button)
                self.key(Qt.Key.Key_Return)
        elif kind in ("demolish", "scandal"):
            assert isinstance(focus, CardWidget) and focus.choosable, f"{kind}: focus on {focus!r}"
            self.key(Qt.Key.Key_Return)
        elif kind == "object":
            assert focus is table.prompt.secondary  # the objection is offered first
            self.key(Qt.Key.Key_Return)
        else:
            lit = [w for w in table.me.empire.widgets.values() if w.lit and w.isVisible()]
            if lit and (kind in ("turn", "immediate") or self.rnd.random() < 0.4):
                assert self.tab_to(lambda w: isinstance(w, CardWidget) and w.lit)
                self.key(Qt.Key.Key_Return)
                for _ in range(4):  # the choice's picks: the focus is on the first one
                    if table.choice is None:
                        break
                    focus = self.focused()
                    assert (isinstance(focus, CardWidget) and focus.choosable) or isinstance(
                        focus, QPushButton
                    )
                    for _ in range(self.rnd.randrange(3)):
                        self.key(Qt.Key.Key_Tab)  # any of the choices
                        if not (isinstance(self.focused(), CardWidget) and self.focused().choosable):
                            break
                    if not (isinstance(self.focused(), CardWidget) and self.focused().choosable) and not (
                        isinstance(self.focused(), QPushButton) and self.focused().isVisible()
                    ):
                        table._focus_choice()  # (only to come back: counted as a lost focus)
                        self.lost += 1
                    self.key(Qt.Key.Key_Return)
                self.cards_played += 1
            elif kind == "immediate":  # the card just won has the focus; Tab reaches "Keep it"
                assert isinstance(focus, CardWidget) and focus.actionable(), f"{kind}: focus on {focus!r}"
                assert self.tab_to(lambda w: w is table.prompt.primary)
                self.key(Qt.Key.Key_Return)
            else:
                assert focus is table.prompt.primary, f"{kind}: focus on {focus!r}"
                self.key(Qt.Key.Key_Return)
        self.qtbot.waitUntil(lambda: self.page.session.table.seq > seq, timeout=5000)


def test_nina_plays_a_four_player_game_by_keyboard_alone(show_match, qtbot, shots_dir, tiny_budgets):
    match = Match.new("friesematenten", 4, seed=8)
    window, page = show_match(match, computers=("normal", "normal", "normal"))
    page.session.resume_play("test")
    driver = KeyboardDriver(qtbot, page, seed=3)
    driver.play()
    assert match.is_over() and page.result_dialog is not None
    assert driver.decisions >= 30 and driver.bids >= 3 and 0 in match.state.buyers
    assert {"turn", "bid"} <= set(driver.kinds)
    assert driver.cards_played >= 1
    assert driver.lost == 0  # the focus was never lost
    assert max(driver.walks) <= 30 and sorted(driver.walks)[len(driver.walks) // 2] <= 2  # Pass: two Tabs
