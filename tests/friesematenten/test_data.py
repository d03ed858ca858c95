"""The deck is data: every effect id cards.json names has code behind it, so a
real card list could replace the file."""

from __future__ import annotations

from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.components import CARDS, SECTORS, TIMINGS
from modernart_desktop.games.friesematenten.effects import EFFECTS

# Effect ids read by name in board.py / rules.py (not through a table).
NAMED = {
    "outside_factory_limit",
    "always_protected",
    "upkeep",
    "protect",
    "host_production",
    "host_vp",
    "host_player_vp",
    "host_player_vp_per_status",
    "factory_limit",
    "income_per_factory",
}


def test_every_effect_id_is_implemented():
    known = set(EFFECTS) | set(B.VP_FORMULAS) | set(B.PRODUCTION_FORMULAS) | NAMED
    for card in CARDS:
        for effect in card.effects:
            assert effect["id"] in known, (card.key, effect["id"])


def test_every_card_is_well_formed():
    for card in CARDS:
        assert card.min_bid > 0
        if card.type == "factory":
            assert card.sector in SECTORS and card.production > 0
        if card.type == "action":
            assert card.timing in TIMINGS and len(card.effects) == 1 and card.effects[0]["id"] in EFFECTS
        if card.type == "influence":
            assert card.attach_to
