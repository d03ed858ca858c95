"""Guided first games ("Learn to play"): each game's script replays legally from its
deal; from the start page the guided game runs at a real table, the computers make
their scripted moves, the coach waits for the player's move and rings where it is
made; a wrong move is explained and changes nothing; "Skip the tutorial" starts a
normal game against the computer, and at the end the same game can go on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from modernart_desktop.ui import games
from modernart_desktop.ui.session import LocalSession
from modernart_desktop.ui.tutorial.script import Move, Say, check_script
from modernart_desktop.ui.tutorial.session import OFF_SCRIPT, TutorialSession

GUIDED = sorted(g for g in games.registered() if games.table_for(g).tutorial is not None)


def test_every_playable_game_has_a_guided_first_game():
    assert set(GUIDED) >= {"modern_art"}


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_script_replays_legally_from_its_deal(game_id):
    script = games.table_for(game_id).tutorial()
    match = check_script(script)
    assert match.seq == len(script.moves())
    mine = [m for m in script.moves() if m.seat == script.you]
    assert len(mine) >= 5  # a lesson, not a show
    assert isinstance(script.steps[0], Say) and isinstance(script.steps[-1], Say)
    # every word of the coach is there (and a wrong move of the player has an answer)
    for step in script.steps:
        if isinstance(step, Say):
            assert step.say().strip()
        elif step.say is not None:
            assert step.say().strip()


def _open_from_start_page(window, qtbot, game_id):
    card = next(c for c in window.start_page.game_cards if c.entry.game_id == game_id)
    assert card.learn_button.isVisible() and card.learn_button.text() == "Learn to play"
    qtbot.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    page = window.table_page
    assert isinstance(page.session, TutorialSession)
    return page, page.session, page.session.coach


def _close_dialogs(page, qtbot) -> None:
    dialog = page.table.scoring_dialog()
    if dialog is not None and dialog.isVisible():
        qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.table.scoring_dialog() is None, timeout=3000)


def _everything(session: TutorialSession) -> list:
    """Every seat's view and the table with every card face up."""
    match = session.table.match
    return [match.view_for(s) for s in range(match.num_players)] + [match.game.revealed_view(match.state)]


def _first_move_of_yours(session: TutorialSession) -> Move:
    guide = session.guide
    while not guide.waiting_for_you():
        if isinstance(guide.step(), Say):
            session.next_words()
        else:
            raise AssertionError("a computer moves before the player's first move: wait for it")
    move = guide.expected()
    assert move is not None
    return move


@pytest.mark.parametrize("game_id", GUIDED)
def test_a_wrong_move_is_explained_and_changes_nothing(window, qtbot, game_id):
    page, session, coach = _open_from_start_page(window, qtbot, game_id)
    move = _first_move_of_yours(session)
    qtbot.waitUntil(lambda: page.rendered_seq == session.table.seq, timeout=3000)
    legal = page.bridge.legal(move.seat)
    other = next(a for a in legal if a != move.action)
    before = (session.table.match.seq, session.guide.index, _everything(session))
    qtbot.waitUntil(lambda: coach.caught_up() and coach.shown_index == session.guide.index, timeout=3000)
    qtbot.wait(50)
    skip_at = coach.skip.mapTo(page, coach.skip.rect().topLeft())
    next_at = coach.next_button.mapTo(page, coach.next_button.rect().topLeft())
    page.table.intent.emit(other)
    qtbot.waitUntil(lambda: coach.oops.isVisible(), timeout=3000)
    # in words: what the coach waits for (the table's own name for that move), and why
    waiting = session.describe(move)
    assert waiting and waiting in coach.oops.text() and "tutorial/" not in coach.oops.text()
    assert "The coach is waiting for a different move" in coach.oops.text()
    if move.why_not is not None:
        assert move.why_not() in coach.oops.text()
    # the red words lie under the coach, over the log: nothing on the side panel moves
    assert not page.refusal.isVisible() and not page.paused_label.isVisible()
    qtbot.wait(50)
    assert coach.skip.mapTo(page, coach.skip.rect().topLeft()) == skip_at
    assert coach.next_button.mapTo(page, coach.next_button.rect().topLeft()) == next_at
    assert (
        coach.oops.mapTo(page, coach.oops.rect().topLeft()).y()
        > coach.mapTo(page, coach.rect().bottomLeft()).y()
    )
    assert (session.table.match.seq, session.guide.index, _everything(session)) == before
    # the right move is still the lesson, and it is taken
    page.table.intent.emit(move.action)
    qtbot.waitUntil(lambda: session.guide.index > before[1], timeout=3000)
    assert not coach.oops.isVisible()


def test_an_illegal_move_gets_the_rules_reason_and_the_lesson_again(window, qtbot):
    from modernart_desktop.games.modern_art.actions import Bid

    page, session, coach = _open_from_start_page(window, qtbot, "modern_art")
    move = _first_move_of_yours(session)
    seq = session.table.seq
    assert not session.submit(move.seat, Bid(5))  # no auction yet: the engine refuses it
    qtbot.waitUntil(lambda: coach.oops.isVisible(), timeout=3000)
    assert coach.refusal_text != "" and coach.refusal_text in coach.oops.text() and session.table.seq == seq
    assert not page.refusal.isVisible()


def test_skip_the_tutorial_starts_a_normal_game_against_the_computer(window, qtbot):
    page, session, coach = _open_from_start_page(window, qtbot, "modern_art")
    assert coach.skip.isVisible()
    qtbot.mouseClick(coach.skip, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table_page is not page and window.table_page is not None, timeout=5000)
    normal = window.table_page.session
    assert isinstance(normal, LocalSession) and normal.game_id == "modern_art"
    assert [s.kind for s in normal.seats] == ["human", "ai", "ai"]
    assert all(s.level == "normal" for s in normal.seats[1:])
    assert normal.table.match is not session.table.match  # a fresh deal, not the guided one


def test_at_the_end_the_same_game_goes_on_against_the_computer(window, qtbot):
    page, session, coach = _open_from_start_page(window, qtbot, "modern_art")
    guide = session.guide
    for _step in guide.script.steps:  # fast: the session's own moves, no waiting on the screen
        if guide.at_end():
            break
        if isinstance(guide.step(), Say):
            session.next_words()
        elif guide.waiting_for_you():
            assert session.submit(guide.script.you, guide.expected().action)
        else:
            session._computer_moves()
    assert guide.at_end()
    _close_dialogs(page, qtbot)
    seq = session.table.match.seq
    qtbot.mouseClick(coach.play_on, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table_page is not page and window.table_page is not None, timeout=5000)
    carried = window.table_page.session
    assert isinstance(carried, LocalSession) and carried.table.match.seq >= seq
    assert carried.table.match.seed == guide.script.seed and carried.save_path is not None
    assert OFF_SCRIPT == "tutorial/off_script"


def test_a_twin_of_the_card_the_script_names_is_the_same_move(window, qtbot):
    """The card game's table offers identical cards as one choice (the lowest id); the
    guide takes that twin for the script's card and plays the script's own card."""
    from modernart_desktop.core import registry
    from modernart_desktop.games.modern_art_card_game.actions import PlayCard, PlaySecond

    game = registry.get("modern_art_card_game")
    assert game.same_move(PlaySecond(79), PlaySecond(76))  # two plain Kryptos
    assert not game.same_move(PlaySecond(79), PlayCard(76)) and not game.same_move(
        PlaySecond(79), PlaySecond(89)
    )
    page, session, coach = _open_from_start_page(window, qtbot, "modern_art_card_game")
    guide = session.guide
    while guide.expected() is None or guide.expected().action != PlaySecond(79):
        if isinstance(guide.step(), Say):
            session.next_words()
        elif guide.waiting_for_you():
            assert session.submit(guide.script.you, guide.expected().action)
        else:
            session._computer_moves()
    assert PlaySecond(79) not in session.table.match.legal_actions(0)  # the table offers the twin
    assert session.submit(0, PlaySecond(76))
    assert session.table.match.log[-1].action == PlaySecond(79)


def test_after_next_the_keyboard_is_on_the_card_the_coach_rings(window, qtbot):
    """The card game opens with two screens of words, then asks for the Krypto with the
    draw symbol: after the second "Next" the keyboard is on that card in the hand."""
    from modernart_desktop.games.modern_art_card_game.components import CARD_KIND

    page, session, coach = _open_from_start_page(window, qtbot, "modern_art_card_game")
    guide = session.guide
    qtbot.mouseClick(coach.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.focusWidget() is coach.next_button, timeout=2000)  # more words
    qtbot.mouseClick(coach.next_button, Qt.MouseButton.LeftButton)
    move = guide.expected()
    assert move is not None and move.seat == guide.script.you

    def on_the_card() -> bool:
        focus = window.focusWidget()
        card = getattr(focus, "card", None)
        return card is not None and CARD_KIND[card] == CARD_KIND[move.action.card]

    qtbot.waitUntil(on_the_card, timeout=2000)
    qtbot.wait(300)  # (and it stays there once the table has redrawn)
    assert on_the_card()
