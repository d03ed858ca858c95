"""Modern Art tells the table page where the keyboard answers the decision now: when
the others' bids outrun your money in an open auction, the amount box is disabled and
the focus goes to Pass, not to the game log (a screen-reader player was left on the log
with nothing to press)."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton

from tests.ui.live_tables import live_match


def _outbid(match) -> bool:
    view = match.view_for(0)
    auc = view.get("auction") or {}
    return auc.get("type") == "open" and auc.get("high_bid", 0) >= view["money"][0]


def test_outrun_money_sends_the_keyboard_to_pass(open_position):
    match = None
    for seed in range(1, 60):
        try:
            match = live_match("modern_art", seed=seed, want=_outbid, moves=0)
            break
        except AssertionError:
            continue
    assert match is not None, "no seeded game reached an open auction beyond seat 0's money"
    window, page = open_position(match)
    target = page.table.focus_target()
    assert isinstance(target, QAbstractButton), target
    assert target.isEnabled() and target.isVisible()
    assert "Pass" in target.text().replace("&", ""), target.text()


def test_no_decision_no_target(open_position):
    match = live_match("modern_art", moves=0)
    window, page = open_position(match)
    page.table.show_view(page.bridge.view(None), type(page.bridge.legal(0))(), page.session.seats, 0)
    assert page.table.focus_target() is None
