"""Every guided first game, in English, Polish and French, played to its closing words
through the table's own widgets: the player's cards, buttons, amount boxes and tiles
(clicked, typed, dragged) where the coach points, "Next" for the coach's words, the
scoring dialogs' OK. Never the session's submit or the match's apply.

On the way: the coach's words for a position come only once the table shows it (no
move still to draw, no sale's moment still playing), the coach never shows a code,
and the Friesematenten pop-up tells the income the engine paid."""

from __future__ import annotations

import re
import time

import pytest
from PySide6.QtCore import Qt

from modernart_desktop.ui import games
from modernart_desktop.ui.tutorial.script import Say
from modernart_desktop.ui.tutorial.session import TutorialSession
from tests.ui.clipping import clipped

GUIDED = sorted(g for g in games.registered() if games.table_for(g).tutorial is not None)
CODE = re.compile(r"\b[a-z_]+/[a-z_]+\b")  # a refusal code such as tutorial/off_script


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def type_amount(qtbot, spin, amount: int) -> None:
    """Click into the amount box, select what it holds and type the amount."""
    edit = spin.lineEdit()
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    edit.selectAll()
    qtbot.keyClicks(edit, str(amount))
    assert spin.value() == amount, f"typed {amount}, the box holds {spin.value()}"


def hand_button(buttons, card: int, kind_of):
    """The hand's button for `card` or an identical twin (the table shows twins as one choice)."""
    return next(b for b in buttons if b.card is not None and kind_of[b.card] == kind_of[card])


# -- one game's controls, per kind of move -------------------------------------------------------
def play_modern_art(qtbot, page, action, following) -> None:
    from modernart_desktop.games.modern_art.components import CARD_KIND

    table = page.table
    panel = table.auction.current_panel()
    kind = action.kind
    if kind in ("offer", "add_second"):
        click(qtbot, hand_button(table.me.hand.buttons(), action.card, CARD_KIND))
        click(qtbot, panel.offer if kind == "offer" else panel.add)
    elif kind == "set_price":
        type_amount(qtbot, panel.amount.spin, action.amount)
        click(qtbot, panel.set_price)
    elif kind == "bid":
        type_amount(qtbot, panel.amount.spin, action.amount)
        click(qtbot, panel.bid)
    elif kind == "sealed_bid":
        type_amount(qtbot, panel.amount.spin, action.amount)
        click(qtbot, panel.commit)
    else:
        raise AssertionError(f"no control for {action!r}")


def play_card_game(qtbot, page, action, following) -> None:
    from modernart_desktop.games.modern_art_card_game.components import CARD_KIND

    table = page.table
    prompt = table.prompt
    kind = action.kind
    if kind == "award":
        click(qtbot, prompt.artist_buttons[action.artist])
    elif kind == "bonus_done":
        click(qtbot, prompt.secondary)
    elif hasattr(action, "card"):
        click(qtbot, hand_button(table.me.hand.buttons(), action.card, CARD_KIND))
        click(qtbot, prompt.primary)
    else:
        raise AssertionError(f"no control for {action!r}")


def play_friesematenten(qtbot, page, action, following) -> None:
    table = page.table
    kind = action.kind
    if kind == "pass_bid":
        click(qtbot, table.auction.pass_button)
    elif kind == "bid":
        type_amount(qtbot, table.auction.amount.spin, action.amount)
        click(qtbot, table.auction.bid_button)
    elif kind == "done":
        click(qtbot, table.prompt.primary)
    elif kind == "object":
        click(qtbot, table.prompt.secondary)
    elif kind in ("assign", "play_card"):
        click(qtbot, table.me.empire.widgets[action.card])
        qtbot.waitUntil(lambda: table.choice is not None, timeout=3000)
        host = action.host if kind == "assign" else action.target
        if host >= 0:  # a card: yours or another player's
            rows = [table.me.empire, *(box.empire for box in table.seat_boxes)]
            widget = next(row.widgets[host] for row in rows if host in row.widgets)
            assert widget.choosable
            click(qtbot, widget)
        else:  # a player: the button with their name
            seat = action.player
            buttons = (
                [table.me.choose]
                if seat == page.viewer
                else [b.choose for b in table.seat_boxes if b.seat == seat]
            )
            click(qtbot, buttons[0])
    else:
        raise AssertionError(f"no control for {action!r}")


def play_art_society(qtbot, page, action, following) -> None:
    from modernart_desktop.ui.games.art_society import planning as P
    from tests.ui.art_society.test_art_society_table import drag, spot_centre

    table = page.table
    scene = table.scene
    kind = action.kind
    anchor = table.action_anchor(action, None)
    if kind in ("bid", "pick_stack", "confirm"):
        buttons = table.side.choice_buttons + table.side.action_buttons
        click(qtbot, next(b for b in buttons if b.property("anchor") == anchor))
    elif kind == "hang_start":
        view = page.bridge.view(page.viewer)
        item = scene.item_for(P.START, view["start_tiles"][page.viewer])
        drag(page, item, spot_centre(item.piece, action.row, action.col))
    elif kind == "take":  # dragged onto the wall where the next move hangs it: both go
        hang = following
        assert hang is not None and hang.kind == "hang" and hang.tile == action.tile
        item = scene.item_for(P.AUCTION, action.tile)
        drag(page, item, spot_centre(item.piece, hang.row, hang.col))
    elif kind == "hang":  # the drop that took it hangs it next (the table sends it once the take is in)
        guide = page.session.guide
        index = guide.index
        try:
            qtbot.waitUntil(lambda: guide.index > index, timeout=2000)
        except Exception:
            item = scene.item_for(P.HELD, action.tile)
            drag(page, item, spot_centre(item.piece, action.row, action.col))
    elif kind == "decor":
        item = scene.item_for(P.DECOR, -1, action.shape)
        drag(page, item, spot_centre(item.piece, action.row, action.col))
    else:
        raise AssertionError(f"no control for {action!r}")


PLAYERS = {
    "modern_art": play_modern_art,
    "modern_art_card_game": play_card_game,
    "friesematenten": play_friesematenten,
    "art_society": play_art_society,
}


def test_every_guided_game_has_a_player_here():
    assert set(GUIDED) <= set(PLAYERS)


def ready(page) -> bool:
    table = page.table
    busy = getattr(table, "busy", None)
    return page.rendered_seq == page.session.table.seq and not (busy is not None and busy())


@pytest.mark.parametrize("language", ["en", "pl", "fr"])
@pytest.mark.parametrize("game_id", GUIDED)
def test_the_guided_game_plays_to_its_closing_words_through_the_widgets(
    make_window, qtbot, game_id, language
):
    began = time.monotonic()
    window = make_window(language)
    card = next(c for c in window.start_page.game_cards if c.entry.game_id == game_id)
    click(qtbot, card.learn_button)
    qtbot.waitUntil(lambda: window.table_page is not None, timeout=5000)
    page = window.table_page
    session = page.session
    assert isinstance(session, TutorialSession)
    coach, guide = session.coach, session.guide
    script = guide.script
    steps = script.steps

    # Whenever the coach's words change, the table already shows the position they are about.
    told: list[tuple[str, bool]] = []
    set_words = coach.words.setText

    def on_table() -> bool:
        """The table on screen shows the engine's latest move, and no moment still plays."""
        playing = getattr(page.table, "moment_playing", None)
        moment = getattr(page.table, "moment", None)
        still = (playing() if callable(playing) else False) or (
            moment is not None and hasattr(moment, "playing") and moment.playing()
        )
        return page.rendered_seq == session.table.seq and not still

    def watched(text: str) -> None:
        if text != coach.words.text():
            told.append((text, on_table()))
        set_words(text)

    coach.words.setText = watched

    def dialog():
        d = page.table.scoring_dialog()
        return d if d is not None and d.isVisible() else None

    income_lines: list = []

    def look() -> bool:
        """(Friesematenten) the income pop-up's lines while it plays."""
        moment = getattr(page.table, "moment", None)
        if (
            game_id == "friesematenten"
            and moment is not None
            and moment.moment is not None
            and moment.playing()
        ):
            if moment.moment.lines:
                income_lines.append(list(moment.moment.lines))
        return False

    for _ in range(4 * len(steps)):
        if guide.at_end() and coach.shown_index == guide.index:
            break
        qtbot.waitUntil(
            lambda: (
                look()
                or dialog() is not None
                or (coach.shown_index == guide.index and coach.next_button.isVisible())
                or (guide.at_end() and coach.shown_index == guide.index)
                or (guide.waiting_for_you() and coach.shown_index == guide.index and ready(page))
            ),
            timeout=15000,
        )
        d = dialog()
        if d is not None:
            click(qtbot, d.ok)
            qtbot.waitUntil(lambda: dialog() is None, timeout=3000)
            continue
        if guide.at_end():
            break
        index = guide.index
        step = guide.step()
        if isinstance(step, Say):
            assert not coach.task.isVisible() and session.paused
            click(qtbot, coach.next_button)

            # the keyboard is where the player answers next: "Next" again, or the table
            def answered_here() -> bool:
                focus = window.focusWidget()
                return focus is not None and (
                    focus is coach.next_button or focus is page.table or page.table.isAncestorOf(focus)
                )

            try:
                qtbot.waitUntil(answered_here, timeout=2000)
            except Exception:
                raise AssertionError(
                    f"after Next at step {index}, the keyboard is on {window.focusWidget()!r}"
                ) from None
        else:
            assert step.seat == script.you and coach.task.isVisible()
            if game_id == "friesematenten":  # round one's income pop-up follows the attachment
                page.table.set_animation_scale(1.0 if step.action.kind == "assign" else 0.0)
            following = next((s.action for s in steps[index + 1 :] if not isinstance(s, Say)), None)
            PLAYERS[game_id](qtbot, page, step.action, following)
            qtbot.waitUntil(lambda: guide.index > index or coach.oops.isVisible(), timeout=5000)
            assert not coach.oops.isVisible(), f"refused at step {index}: {coach.oops.text()}"
    assert guide.at_end(), f"stuck at step {guide.index}"
    qtbot.waitUntil(
        lambda: look() or (coach.shown_index == guide.index and coach.play_on.isVisible()), timeout=15000
    )
    closing = steps[-1]
    assert isinstance(closing, Say) and coach.words.text().endswith(closing.say())
    assert session.table.match.seq == len(script.moves())
    assert coach.leave.isVisible() and not coach.skip.isVisible()
    assert clipped(page.side) == []  # the closing words, whole, beside the buttons
    assert told and all(caught for _text, caught in told), [t for t, c in told if not c]
    assert not any(CODE.search(text) for text, _c in told)
    if game_id == "friesematenten":
        from modernart_desktop.ui.games.friesematenten import names as N

        paid = [e.params for _s, e in session.table.match.events if e.code == "income/paid"]
        mine = [p for p in paid if p["seat"] == script.you]
        assert mine and income_lines, "no income pop-up"
        # every pop-up ends on the total the engine paid that round
        assert {lines[-1][1] for lines in income_lines} <= {N.money(p["total"]) for p in mine}
        assert {lines[-1][1] for lines in income_lines} >= {N.money(mine[0]["total"])}
    assert time.monotonic() - began < 30
