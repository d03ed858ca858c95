"""Playing the card game from the keyboard: a new decision takes the focus to the
first card you may play, the arrow keys walk the playable cards, Enter plays the
focused one; the prompts (a second card, bonus cards, the award token) answer
to the keyboard too. A whole round is played with key presses only."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.ai import levels
from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game.ai.agents import make_strong
from modernart_desktop.games.modern_art_card_game.positions import arrange
from modernart_desktop.host.table import AI, REMOTE, SeatInfo, Table
from modernart_desktop.ui.common.cards import CardButton
from modernart_desktop.ui.session import LocalSession

GAME_ID = "modern_art_card_game"
LM, YOKO, CP, KG, KRYPTO = range(5)


def _focused():
    QApplication.processEvents()
    return QApplication.focusWidget()


def _show(make_window, match, computers: bool = False):
    window = make_window()
    others = ("Ada", "Bruno", "Clara")[: match.num_players - 1]
    seats = [SeatInfo("Nina")] + [
        SeatInfo(n, AI, "strong") if computers else SeatInfo(n, REMOTE) for n in others
    ]
    session = LocalSession(Table(match, seats, None))
    window.open_session(session)
    window.activateWindow()
    page = window.table_page
    page.bridge.flush_now()
    return window, page


def test_your_turn_puts_the_keyboard_on_a_playable_card_and_arrows_walk_the_hand(make_window, qtbot):
    match = Match.new(GAME_ID, 3, seed=4)
    arrange(match.state, hands=[[YOKO, CP, (KG, 3)], [LM], [KRYPTO]], extra=CP, turn=0)
    window, page = _show(make_window, match)
    playable = [b for b in page.table.me.hand.buttons() if b.isEnabled()]
    assert len(playable) == 3
    assert _focused() is playable[0]  # not the log, not nothing
    qtbot.keyClick(playable[0], Qt.Key.Key_Right)
    assert _focused() is playable[1]
    qtbot.keyClick(playable[1], Qt.Key.Key_Right)
    qtbot.keyClick(playable[2], Qt.Key.Key_Left)
    assert _focused() is playable[1]
    card = playable[1].card
    qtbot.keyClick(playable[1], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: match.seq == 1)
    assert match.log[-1].action.card == card


def test_a_second_card_is_declined_with_its_underlined_letter(make_window, qtbot):
    from modernart_desktop.games.modern_art_card_game.actions import DeclineSecond, PlayCard
    from modernart_desktop.games.modern_art_card_game.components import CARD_SYMBOL, SECOND_UP

    match = Match.new(GAME_ID, 3, seed=4)
    arrange(match.state, hands=[[(YOKO, SECOND_UP), YOKO, CP], [LM], [KRYPTO]], extra=CP, turn=0)
    match.apply(0, PlayCard(next(c for c in match.state.hands[0] if CARD_SYMBOL[c] == SECOND_UP)))
    window, page = _show(make_window, match)
    prompt = page.table.prompt
    assert isinstance(_focused(), CardButton)  # the other Yoko, ready to be shown
    assert prompt.secondary.text().startswith("&")
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: match.seq == 2)
    assert match.log[-1].action == DeclineSecond()


class KeyboardPlayer:
    """Answers every decision of the seat on screen with key presses on whatever has
    the focus: arrows to pick a card or an artist, Enter to play, Alt+letter to
    decline; the round's scoring dialog is closed with Enter."""

    def __init__(self, qtbot, page, seed: int) -> None:
        self.qtbot, self.page = qtbot, page
        self.rnd = random.Random(seed)
        self.phases: set[str] = set()
        self.keys = 0

    def key(self, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        target = _focused()
        assert target is not None, "the keyboard has nowhere to go"
        assert target is not self.page.log.view, "the log kept the keyboard"
        self.keys += 1
        self.qtbot.keyClick(target, key, modifier)

    def decide(self) -> None:
        page, rnd = self.page, self.rnd
        phase = page.session.table.match.state.phase
        self.phases.add(phase)
        seq = page.session.table.seq
        prompt = page.table.prompt
        focus = _focused()
        if phase == "award":
            assert focus in prompt.artist_buttons
        elif phase in ("second_up", "second_down", "bonus") and rnd.random() < 0.3:
            self.key(Qt.Key.Key_D if phase == "bonus" else Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
            self.qtbot.waitUntil(lambda: page.session.table.seq > seq, timeout=5000)
            return
        else:
            assert isinstance(focus, CardButton) or focus is prompt.secondary, (phase, focus)
        for _ in range(rnd.randint(0, 3)):
            self.key(Qt.Key.Key_Right)
        self.key(Qt.Key.Key_Return)
        self.qtbot.waitUntil(lambda: page.session.table.seq > seq, timeout=5000)


def test_a_whole_round_is_played_by_keyboard_alone(make_window, qtbot, monkeypatch, shots_dir):
    # Computers that think only a moment (a tiny search budget) keep the test short.
    monkeypatch.setitem(
        levels._FACTORIES, (GAME_ID, "strong"), lambda seed, **_: make_strong(seed, budget_scale=0.02)
    )
    match = Match.new(GAME_ID, 3, seed=21)
    window, page = _show(make_window, match, computers=True)
    player = KeyboardPlayer(qtbot, page, seed=3)
    state = match.state
    decisions = 0
    while not state.round_results:
        qtbot.waitUntil(
            lambda: (
                bool(state.round_results)
                or (page.viewer in page.session.table.active_seats() and page.rendered_seq == match.seq)
            ),
            timeout=30000,
        )
        if state.round_results:
            break
        if decisions == 1:
            window.grab().save(str(shots_dir / "card_game_keyboard.png"))
        player.decide()
        decisions += 1
    qtbot.waitUntil(lambda: page.table.scoring_dialog() is not None, timeout=10000)
    dialog = page.table.scoring_dialog()
    qtbot.waitUntil(lambda: dialog.isVisible())
    qtbot.keyClick(_focused(), Qt.Key.Key_Return)  # the scoring is read and closed with Enter
    qtbot.waitUntil(lambda: page.table.scoring_dialog() is None or not dialog.isVisible())
    assert decisions >= 3 and "play" in player.phases
    assert len([e for e in match.log if e.seat == 0]) == decisions  # every one a key press


def test_the_focused_card_is_the_chosen_card_and_a_click_always_chooses(make_window, qtbot):
    """A new decision puts the keyboard on a card and chooses it (the prompt's button is
    live, Enter and the button play the same card); a click on a card chooses it, and a
    second click on it leaves it chosen."""
    match = Match.new(GAME_ID, 3, seed=4)
    arrange(match.state, hands=[[YOKO, CP, (KG, 3)], [LM], [KRYPTO]], extra=CP, turn=0)
    window, page = _show(make_window, match)
    hand = page.table.me.hand
    playable = [b for b in hand.buttons() if b.isEnabled()]
    assert _focused() is playable[0]
    assert hand.selected() == playable[0].card
    assert page.table.prompt.primary.isEnabled()
    qtbot.keyClick(playable[0], Qt.Key.Key_Right)
    assert hand.selected() == playable[1].card
    for _ in range(2):  # (the second click must not un-choose it)
        qtbot.mouseClick(playable[2], Qt.MouseButton.LeftButton)
        assert hand.selected() == playable[2].card and page.table.prompt.primary.isEnabled()
    card = playable[2].card
    qtbot.mouseClick(page.table.prompt.primary, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match.seq == 1)
    assert match.log[-1].action.card == card
