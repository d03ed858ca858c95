"""Choosing by clicking: an influence card attached to the factory you click, a card
bought from the discard pile browser (Bargain bin), a forced demolition, and the
objection prompt when an opponent's card targets you."""

from __future__ import annotations

from PySide6.QtCore import Qt

from modernart_desktop.core.priority import PriorityWindow
from modernart_desktop.games.friesematenten.actions import Assign, PlayCard
from modernart_desktop.games.friesematenten.positions import at_turn, cid
from modernart_desktop.games.friesematenten.state import OBJECT, Play, Prompt

from .conftest import busy_position, match_of


def click(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def sent(page, qtbot):
    seq = page.session.table.seq
    qtbot.waitUntil(lambda: page.session.table.seq > seq, timeout=3000)
    return page.session.table.match.log[-1].action


def test_an_unassigned_influence_card_goes_to_the_factory_clicked(show_match, qtbot):
    empires = {0: ["stahlwerk", "pommesbude", "pr_agentur"], 1: ["autowerk"], 2: ["freizeitpark"]}
    state = at_turn(busy_position(empires=empires, on_cards={}, on_players={}), 0)
    window, page = show_match(match_of(state))
    table = page.table
    spin = table.me.empire.widgets[cid("pr_agentur")]
    assert spin.choosable  # an unassigned influence card asks to be attached
    click(qtbot, spin)
    hosts = table.choice.choosable("card")
    assert cid("stahlwerk") in hosts and cid("autowerk") in hosts  # Spin doctors go on any factory
    seq = page.session.table.seq
    click(qtbot, table.seat_boxes[0].empire.widgets[cid("autowerk")])
    qtbot.waitUntil(lambda: page.session.table.seq > seq, timeout=3000)
    assert page.session.table.match.log[-1].action == Assign(cid("pr_agentur"), host=cid("autowerk"))


def test_the_bargain_bin_opens_the_discard_pile_and_buys_the_card_clicked(show_match, qtbot):
    empires = {0: ["resterampe", "pommesbude"], 1: ["autowerk"], 2: ["freizeitpark"]}
    state = at_turn(busy_position(empires=empires, on_cards={}, on_players={}), 0)
    window, page = show_match(match_of(state))
    table = page.table
    click(qtbot, table.market.discard)  # the browser shows the pile, nothing to choose
    dialog = table.discard_dialog
    assert dialog.isVisible() and sorted(w.card for w in dialog.widgets) == sorted(
        cid(k) for k in ("geldwaescherei", "headhunter", "kunstgutachter")
    )
    assert not any(w.choosable for w in dialog.widgets)
    dialog.reject()
    click(qtbot, table.me.empire.widgets[cid("resterampe")])
    assert dialog.isVisible()  # the only place to choose from opens by itself
    target = next(w for w in dialog.widgets if w.card == cid("headhunter"))
    assert target.choosable
    seq = page.session.table.seq
    click(qtbot, target)
    qtbot.waitUntil(lambda: page.session.table.seq > seq, timeout=3000)
    assert page.session.table.match.log[-1].action == PlayCard(cid("resterampe"), target=cid("headhunter"))


def test_over_the_factory_limit_the_table_asks_which_factory_to_demolish(show_match, qtbot):
    empires = {
        0: ["stahlwerk", "pommesbude", "baeckerei", "autowerk"],
        1: ["chemiefabrik"],
        2: ["freizeitpark"],
    }
    state = at_turn(busy_position(empires=empires, on_cards={}, on_players={}), 0)
    state.prompts.append(Prompt("demolish", 0))
    window, page = show_match(match_of(state))
    table = page.table
    assert "factory limit" in table.prompt.text.text() and not table.prompt.cancel.isVisible()
    assert table.choice.choosable("card") == {
        cid(k) for k in ("stahlwerk", "pommesbude", "baeckerei", "autowerk")
    }
    seq = page.session.table.seq
    click(qtbot, table.me.empire.widgets[cid("pommesbude")])
    qtbot.waitUntil(lambda: page.session.table.seq > seq, timeout=3000)
    assert page.session.table.match.state.owner[cid("pommesbude")] == -1


def test_targeted_by_an_action_card_you_are_asked_plainly_whether_to_object(show_match, qtbot, shots_dir):
    state = at_turn(busy_position(), 1)
    state.owner[cid("einspruch")] = 0
    state.owner[cid("feindliche_uebernahme")] = -1
    state.removed.append(cid("feindliche_uebernahme"))
    play = Play(1, cid("feindliche_uebernahme"), cid("stahlwerk"), -1, -1)
    state.prompts.append(Prompt(OBJECT, 0, window=PriorityWindow(OBJECT, (0,)), play=play))
    window, page = show_match(match_of(state))
    prompt = page.table.prompt
    assert prompt.text.text() == (
        "Ada plays Hostile takeover against you. Ada would take your Steelworks, with what lies on it. "
        "Object with Objection!, or let it happen?"
    )
    assert prompt.secondary.text() == "&Object with Objection!" and prompt.primary.text() == "&Let it happen"
    table = page.table
    assert table.me.empire.widgets[cid("stahlwerk")].mark == "targeted"
    assert table.me.empire.widgets[cid("einspruch")].lit  # clicking the card objects too
    window.grab().save(str(shots_dir / "friese_objection_en.png"))
    seq = page.session.table.seq
    click(qtbot, prompt.primary)
    qtbot.waitUntil(lambda: page.session.table.seq > seq, timeout=3000)
    assert page.session.table.match.state.owner[cid("stahlwerk")] == 1  # the takeover went through
