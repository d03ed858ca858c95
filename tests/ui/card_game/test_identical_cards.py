"""Identical cards are one choice: the legal list names one card of each kind and
any card of that kind in the hand plays it. Once a card is sent off, nothing stays
selected: its identical twin, still in the hand, must not look chosen (a second
click on it would unselect it instead of choosing it)."""

from __future__ import annotations

from modernart_desktop.core.actions import LegalActions
from modernart_desktop.games.modern_art_card_game.actions import AddBonus, FinishBonus
from modernart_desktop.games.modern_art_card_game.components import CARD_KIND
from modernart_desktop.ui.games.modern_art_card_game.prompt import Ctx


def twins() -> tuple[int, int]:
    kind = CARD_KIND[0]
    first, twin = [c for c, k in enumerate(CARD_KIND) if k == kind][:2]
    return first, twin


def test_a_card_and_its_twin_are_one_legal_choice():
    first, twin = twins()
    legal = LegalActions.of([AddBonus(first), FinishBonus()])  # one per kind
    ctx = Ctx({"phase": "bonus", "hand": [first, twin], "active": [0]}, legal, ["Ada", "Nex"], 0)
    assert ctx.card_action(twin) == ctx.card_action(first) == AddBonus(first)
    assert ctx.playable_cards() == {first, twin}


def test_after_a_card_is_sent_its_twin_is_not_left_selected(qapp):
    from modernart_desktop.ui.games.modern_art_card_game.table import CardGameTable

    first, twin = twins()
    table = CardGameTable()
    sent = []
    table.intent.connect(sent.append)
    table.me.hand.set_cards([first, twin], {first, twin})
    table.me.hand.select(twin)
    table.intent.emit(AddBonus(first))
    assert sent == [AddBonus(first)] and table.me.hand.selected() is None
