"""One test per card effect (section 2 of the cards file)."""

from __future__ import annotations

import pytest

from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.actions import (
    Bid,
    Demolish,
    DiscardStatus,
    Done,
    PassBid,
    PlayCard,
)
from modernart_desktop.games.friesematenten.components import CARDS, NUM_CARDS, card_set
from modernart_desktop.games.friesematenten.positions import (
    at_auction,
    at_turn,
    at_window,
    cid,
    position,
    settle,
)
from modernart_desktop.games.friesematenten.state import AUCTION

from .helpers import acting, vp, where

KEEP = "bauland"  # an unassigned influence card keeps a phase-2 turn open after a play


def test_deck_has_19_factories_13_status_8_influence_20_actions_and_four_names_each():
    kinds = [c.type for c in CARDS]
    assert NUM_CARDS == 60
    assert (
        kinds.count("factory"),
        kinds.count("status"),
        kinds.count("influence"),
        kinds.count("action"),
    ) == (19, 13, 8, 20)
    assert all(set(c.names) == {"de", "en", "pl", "fr"} and all(c.names.values()) for c in CARDS)
    assert sum(c.min_bid for c in CARDS) == 1287  # deck version 2 (version 1: 1279)
    assert sum(card_set(1).min_bid) == 1279


# ---------------------------------------------------------------- factory and status formulas
def test_supermarkt_gets_2_per_other_food_factory():
    state = position(2, empires={0: ["supermarkt", "pommesbude", "baeckerei", "stahlwerk"]})
    assert B.production(state, cid("supermarkt")) == 12


def test_bauunternehmen_produces_23_while_bauland_is_attached_to_its_owner():
    state = position(2, empires={0: ["bauunternehmen"]})
    assert B.production(state, cid("bauunternehmen")) == 18
    state = position(2, empires={0: ["bauunternehmen"]}, on_players={"bauland": 0})
    assert B.production(state, cid("bauunternehmen")) == 23


def test_kunstgalerie_and_alter_meister_and_chef_and_football_club():
    state = position(
        2,
        empires={
            0: ["kunstgalerie", "alter_meister", "sternekoch", "fussballverein", "pommesbude", "modelagentur"]
        },
    )
    assert B.card_vp(state, cid("kunstgalerie")) == 3  # deck version 2: no bonus per status symbol
    assert B.card_vp(state, cid("alter_meister")) == 17
    assert B.card_vp(state, cid("sternekoch")) == 7 + 3
    assert B.card_vp(state, cid("fussballverein")) == 8 + 3 * 2
    state.card_set = card_set(1)  # version 1: 2 VP + 1 per status symbol owned
    assert B.card_vp(state, cid("kunstgalerie")) == 2 + 3
    assert B.card_vp(state, cid("alter_meister")) == 17


def test_negative_factories_have_fees():
    state = position(
        2,
        empires={0: ["chemiefabrik", "atomkraftwerk", "schwarzbrennerei", "geldwaescherei", "drogenkartell"]},
    )
    fees = [
        B.demolition_fee(state, cid(c))
        for c in ["chemiefabrik", "atomkraftwerk", "schwarzbrennerei", "geldwaescherei", "drogenkartell"]
    ]
    assert fees == [15, 20, 5, 10, 25]


# ---------------------------------------------------------------- influence cards
def test_security_only_on_own_cards_or_self():
    state = at_turn(position(2, empires={0: ["security", "pommesbude"], 1: ["stahlwerk"]}), 0)
    hosts = {(a.host, a.player) for a in game_legal(state, 0, "assign")}
    assert hosts == {(cid("pommesbude"), -1), (-1, 0)}


def test_supermanager_gewerkschaft_pr_kunstgutachter_boulevard_vetternwirtschaft():
    state = position(
        2,
        empires={0: ["stahlwerk", "protzige_uhr", "schosshund"]},
        on_cards={"supermanager": "stahlwerk", "pr_agentur": "stahlwerk", "kunstgutachter": "protzige_uhr"},
        on_players={"boulevardpresse": 0, "vetternwirtschaft": 0},
    )
    assert B.production(state, cid("stahlwerk")) == 21
    assert vp(state, 0) == (4 + 4) + (7 + 3) + 9 - 2
    assert B.income_breakdown(state, 0)["cronyism"] == 3


def test_bauland_gives_2_vp_and_a_fourth_factory():
    state = position(2, on_players={"bauland": 0})
    assert vp(state, 0) == 2 and B.factory_limit(state, 0) == 4


# ---------------------------------------------------------------- action cards
def game_legal(state, seat, kind):
    from modernart_desktop.core import registry

    return registry.get("friesematenten").legal_actions(state, seat).of_kind(kind)


def test_feindliche_uebernahme_takes_a_factory_then_checks_the_limit(game):
    state = at_turn(
        position(
            2,
            empires={
                0: ["feindliche_uebernahme", "pommesbude", "baeckerei", "schlachterei"],
                1: ["stahlwerk"],
            },
        ),
        0,
    )
    game.apply(state, 0, PlayCard(cid("feindliche_uebernahme"), target=cid("stahlwerk")))
    assert state.prompts[-1].kind == "demolish"
    game.apply(state, 0, Demolish(cid("stahlwerk")))  # may pick the one just taken
    assert where(state, "stahlwerk") == "removed"


def test_abrissbirne_on_an_opponent_factory(game):
    state = at_turn(position(2, empires={0: ["abrissbirne", KEEP], 1: ["stahlwerk"]}), 0)
    game.apply(state, 0, PlayCard(cid("abrissbirne"), target=cid("stahlwerk")))
    assert where(state, "stahlwerk") == "removed"


def test_standorttausch_swaps_owners_with_attachments(game):
    state = at_turn(
        position(
            2,
            empires={0: ["standorttausch", "drogenkartell", KEEP], 1: ["stahlwerk"]},
            on_cards={"security": "drogenkartell"},
        ),
        0,
    )
    game.apply(
        state, 0, PlayCard(cid("standorttausch"), target=cid("stahlwerk"), second=cid("drogenkartell"))
    )
    assert where(state, "stahlwerk") == "empire0" and where(state, "drogenkartell") == "empire1"
    assert where(state, "security") == "empire1"


def test_danaergeschenk_the_recipient_demolishes_and_pays_the_fee(game):
    state = at_turn(
        position(
            2,
            empires={
                0: ["danaergeschenk", "drogenkartell", KEEP],
                1: ["pommesbude", "baeckerei", "schlachterei"],
            },
        ),
        0,
    )
    game.apply(state, 0, PlayCard(cid("danaergeschenk"), second=cid("drogenkartell"), player=1))
    assert acting(game, state) == 1 and state.prompts[-1].kind == "demolish"
    game.apply(state, 1, Demolish(cid("drogenkartell")))
    assert state.money[1] == 35 and where(state, "drogenkartell") == "removed"


def test_danaergeschenk_blocked_by_player_security(game):
    state = at_turn(
        position(2, empires={0: ["danaergeschenk", "drogenkartell"]}, on_players={"security": 1}), 0
    )
    assert not game_legal(state, 0, "play_card")


def test_streik_and_sonderschicht(game):
    state = at_window(
        position(2, empires={0: ["streik", "sonderschicht", "subventionen", "stahlwerk"], 1: ["autowerk"]}),
        "bag",
    )
    settle(game, state)
    game.apply(state, 0, PlayCard(cid("sonderschicht"), target=cid("stahlwerk")))
    game.apply(state, 0, PlayCard(cid("streik"), target=cid("autowerk")))  # seat 1 cannot act: passed
    assert B.income_breakdown(state, 0)["factories"] == [[cid("stahlwerk"), 26]]
    assert B.income_breakdown(state, 1)["factories"] == [[cid("autowerk"), 0]]


def test_brandstiftung_discards_a_status_symbol(game):
    state = at_turn(position(2, empires={0: ["brandstiftung", KEEP], 1: ["privatinsel"]}), 0)
    game.apply(state, 0, PlayCard(cid("brandstiftung"), target=cid("privatinsel")))
    assert where(state, "privatinsel") == "discard"


@pytest.mark.parametrize(("version", "cap"), [(2, 7), (1, 9)])
def test_meisterdieb_steals_only_printed_vp_up_to_7_or_9_in_version_1(game, version, cap):
    empires = {0: ["meisterdieb", KEEP], 1: ["schosshund", "tennisschlaeger", "sternekoch", "protzige_uhr"]}
    state = at_turn(position(2, empires=empires, version=version), 0)
    targets = {a.target for a in game_legal(state, 0, "play_card")}
    # Sternekoch prints 7 (its bonus does not count), the watch 7, the lapdog 9
    expected = {cid("sternekoch"), cid("protzige_uhr")} | ({cid("schosshund")} if cap == 9 else set())
    assert targets == expected


def test_skandal_victim_chooses_among_unprotected_symbols(game):
    state = at_window(
        position(
            2,
            empires={0: ["skandal"], 1: ["protzige_uhr", "schosshund", "privatinsel"]},
            on_cards={"security": "privatinsel"},
            market=["pommesbude"],
        )
    )
    settle(game, state)
    game.apply(state, 0, PlayCard(cid("skandal"), player=1))
    assert acting(game, state) == 1
    assert {a.card for a in game.legal_actions(state, 1)} == {cid("protzige_uhr"), cid("schosshund")}
    game.apply(state, 1, DiscardStatus(cid("protzige_uhr")))
    assert where(state, "protzige_uhr") == "discard"


def test_bestochener_wachmann_may_remove_your_own_influence_card(game):
    state = at_turn(
        position(2, empires={0: ["bestochener_wachmann", KEEP]}, on_players={"boulevardpresse": 0}), 0
    )
    game.apply(state, 0, PlayCard(cid("bestochener_wachmann"), target=cid("boulevardpresse")))
    assert where(state, "boulevardpresse") == "discard"


def test_headhunter_moves_an_influence_card_to_a_new_host(game):
    state = at_turn(
        position(
            2,
            empires={0: ["headhunter", "pommesbude", KEEP], 1: ["stahlwerk"]},
            on_cards={"supermanager": "stahlwerk"},
        ),
        0,
    )
    game.apply(state, 0, PlayCard(cid("headhunter"), target=cid("supermanager"), second=cid("pommesbude")))
    assert (
        state.host_card[cid("supermanager")] == cid("pommesbude")
        and where(state, "supermanager") == "empire0"
    )


def test_headhunter_taking_bauland_forces_its_old_host_to_demolish(game):
    state = at_turn(
        position(
            2,
            empires={
                0: ["headhunter", "gewerkschaft"],
                1: ["pommesbude", "baeckerei", "schlachterei", "stahlwerk"],
            },
            on_players={"bauland": 1},
        ),
        0,
    )
    game.apply(state, 0, PlayCard(cid("headhunter"), target=cid("bauland"), player=0))
    assert acting(game, state) == 1 and state.prompts[-1].kind == "demolish"


def test_steuerfahndung_subventionen_kredithai_income(game):
    state = position(2)
    state.taxed[1] = True
    state.subsidy[0] = 25
    state.loans[0] = 1
    assert B.income_breakdown(state, 0)["total"] == 30 + 25 - 36
    assert B.income_breakdown(state, 1)["total"] == 0


def test_taschendieb_takes_12(game):
    state = at_turn(position(2, empires={0: ["taschendieb", KEEP]}), 0)
    events = game.apply(state, 0, PlayCard(cid("taschendieb"), player=1))
    assert state.money == [72, 48]
    assert not any("amount" in e.params for e in events if e.to is None)


def test_hinterzimmerdeal_cannot_take_the_card_being_auctioned(game):
    state = at_auction(
        game, position(2, empires={0: ["hinterzimmerdeal"]}, market=["pommesbude", "baeckerei"])
    )
    assert not game_legal(state, 0, "play_card")  # hammer: never during an auction


def test_einstweilige_verfuegung_on_a_left_over_card_discards_it(game):
    state = at_window(
        position(
            2,
            empires={0: ["einstweilige_verfuegung"]},
            market=["pommesbude", "baeckerei"],
            leftover=["pommesbude"],
        )
    )
    settle(game, state)
    game.apply(state, 0, PlayCard(cid("einstweilige_verfuegung"), target=cid("pommesbude")))
    assert where(state, "pommesbude") == "discard"


def test_hausverbot_bars_the_next_auction_including_its_reauction(game):
    state = at_window(
        position(
            3, empires={0: ["hausverbot"]}, market=["stahlwerk", "pommesbude"], money=[60, 10, 60], marker=0
        )
    )
    settle(game, state)
    game.apply(state, 0, PlayCard(cid("hausverbot"), player=2))
    while state.phase != AUCTION:
        game.apply(state, acting(game, state), Done())
    assert state.auction.bidders == [True, True, False]
    game.apply(state, 0, PassBid())
    game.apply(state, 1, Bid(36))  # seat 1 cannot pay: default
    assert state.auction.card == cid("stahlwerk") and state.auction.bidders == [True, False, False]
    game.apply(state, 0, PassBid())
    assert state.auction.card == cid("pommesbude") and state.auction.bidders == [True, True, True]


def test_resterampe_buys_from_the_discard_pile(game):
    state = at_turn(position(2, empires={0: ["resterampe"]}, discard=["protzige_uhr"]), 0)
    game.apply(state, 0, PlayCard(cid("resterampe"), target=cid("protzige_uhr")))
    assert where(state, "protzige_uhr") == "empire0" and state.money[0] >= 44


def test_einspruch_cannot_be_used_the_moment_it_is_won(game):
    state = at_auction(game, position(2, market=["einspruch", "pommesbude"]))
    game.apply(state, 0, Bid(10))
    game.apply(state, 1, PassBid())
    assert not state.prompts and where(state, "einspruch") == "empire0"
