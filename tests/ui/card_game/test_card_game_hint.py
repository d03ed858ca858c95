"""The card game's hint (H) takes the keyboard and the choice, as in Modern Art: the
hinted card becomes the focused, chosen card (the only one framed), or the hinted
button takes the focus, so Enter plays the hinted move. A player pressed H on "a
second painting face down?", read "Show Karl Gitter", saw Karl Gitter and the chosen
Yoko both framed in gold, pressed Enter and played Yoko."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from modernart_desktop.core.match import Match
from modernart_desktop.games.modern_art_card_game.actions import DeclineSecond, PlayCard, PlaySecond
from modernart_desktop.games.modern_art_card_game.components import CARD_ARTIST, CARD_SYMBOL, SECOND_DOWN
from modernart_desktop.games.modern_art_card_game.positions import arrange
from modernart_desktop.ui.common.cards import CardButton

GAME_ID = "modern_art_card_game"
LM, YOKO, CP, KG, KRYPTO = range(5)


def _second_down(open_position):
    match = Match.new(GAME_ID, 3, seed=4)
    arrange(match.state, hands=[[(YOKO, SECOND_DOWN), YOKO, KG], [LM], [KRYPTO]], extra=CP, turn=0)
    match.apply(0, PlayCard(next(c for c in match.state.hands[0] if CARD_SYMBOL[c] == SECOND_DOWN)))
    assert match.state.phase == "second_down"
    window, page = open_position(match)
    return match, page


def test_enter_after_the_hint_plays_the_hinted_card_not_the_chosen_one(open_position, qtbot):
    match, page = _second_down(open_position)
    hand = page.table.me.hand
    yoko = next(b for b in hand.buttons() if b.isEnabled() and CARD_ARTIST[b.card] == YOKO)
    gitter = next(b for b in hand.buttons() if b.isEnabled() and CARD_ARTIST[b.card] == KG)
    yoko.setFocus(Qt.FocusReason.TabFocusReason)  # the keyboard is on Yoko: Yoko is chosen
    hand.select(yoko.card)
    assert yoko.isChecked()
    page.table.show_hint(PlaySecond(gitter.card), None)
    QApplication.processEvents()
    assert gitter.hasFocus() and hand.selected() == gitter.card
    # Only the hinted card is framed as chosen: Yoko no longer looks like the hint.
    assert [b.card for b in hand.buttons() if b.isChecked()] == [gitter.card]
    assert page.table.prompt.primary.isEnabled()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    page.bridge.flush_now()
    assert match.log[-1].action == PlaySecond(gitter.card)


def test_enter_after_a_no_second_painting_hint_declines(open_position, qtbot):
    match, page = _second_down(open_position)
    hand = page.table.me.hand
    assert isinstance(QApplication.focusWidget(), CardButton) and hand.selected() is not None
    page.table.show_hint(DeclineSecond(), None)
    QApplication.processEvents()
    assert page.table.prompt.secondary.hasFocus()
    assert hand.selected() is None and not any(b.isChecked() for b in hand.buttons())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    page.bridge.flush_now()
    assert match.log[-1].action == DeclineSecond()
