"""Rulings R14-R27: the factory limit, demolition, influence cards, targets,
Security and Einspruch."""

from __future__ import annotations

import pytest

from modernart_desktop.core.errors import IllegalAction
from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.actions import (
    Assign,
    Bid,
    Demolish,
    Done,
    Object,
    PassBid,
    PlayCard,
)
from modernart_desktop.games.friesematenten.positions import at_auction, at_turn, cid, position

from .helpers import accounted, acting, vp, where

THREE = ["pommesbude", "baeckerei", "schlachterei"]


def test_r14_a_fourth_factory_forces_a_demolition_of_the_players_choice_including_the_new_one(game):
    state = at_auction(game, position(2, empires={0: THREE}, market=["stahlwerk", "protzige_uhr"]))
    game.apply(state, 0, Bid(36))
    game.apply(state, 1, PassBid())
    assert state.prompts[-1].kind == "demolish" and acting(game, state) == 0
    assert {a.card for a in game.legal_actions(state, 0)} == {cid(c) for c in [*THREE, "stahlwerk"]}
    game.apply(state, 0, Demolish(cid("stahlwerk")))
    assert where(state, "stahlwerk") == "removed" and len(B.counting_factories(state, 0)) == 3


def test_r14_bauland_raises_the_limit_and_shell_company_does_not_count(game):
    state = position(2, empires={0: [*THREE, "stahlwerk", "briefkastenfirma"]}, on_players={"bauland": 0})
    assert not B.over_limit(state, 0)
    assert B.counting_factories(state, 0) == sorted(cid(c) for c in [*THREE, "stahlwerk"])


def test_r14_losing_bauland_forces_demolition(game):
    state = at_turn(
        position(
            2, empires={0: [*THREE, "stahlwerk"], 1: ["bestochener_wachmann"]}, on_players={"bauland": 0}
        ),
        1,
    )
    game.apply(state, 1, PlayCard(cid("bestochener_wachmann"), target=cid("bauland")))
    assert state.prompts[-1].kind == "demolish" and acting(game, state) == 0


def test_r14_fee_applies_and_when_no_fee_is_affordable_all_money_goes_and_the_lowest_fee_is_picked(game):
    state = at_auction(
        game,
        position(
            2,
            empires={0: ["drogenkartell", "chemiefabrik", "atomkraftwerk"]},
            market=["schwarzbrennerei", "protzige_uhr"],
            money=[17, 60],
        ),
    )
    game.apply(state, 0, Bid(13))
    game.apply(state, 1, PassBid())
    # 4 money left: Schwarzbrennerei's fee 5 is the lowest and not affordable either
    assert state.money[0] == 4
    assert [a.card for a in game.legal_actions(state, 0)] == [cid("schwarzbrennerei")]
    game.apply(state, 0, Demolish(cid("schwarzbrennerei")))
    assert state.money[0] == 0


def test_r14_the_player_may_only_pick_a_factory_whose_fee_they_can_pay(game):
    state = at_auction(
        game,
        position(
            2,
            empires={0: ["drogenkartell", "chemiefabrik", "pommesbude"]},
            market=["schwarzbrennerei", "protzige_uhr"],
            money=[30, 60],
        ),
    )
    game.apply(state, 0, Bid(13))
    game.apply(state, 1, PassBid())
    assert {a.card for a in game.legal_actions(state, 0)} == {
        cid("chemiefabrik"),
        cid("pommesbude"),
        cid("schwarzbrennerei"),
    }


def test_r15_voluntary_demolition_only_on_your_turn_once_and_if_the_fee_is_paid(game):
    state = at_turn(
        position(2, empires={0: ["drogenkartell", "pommesbude", "bauland"]}, money=[20, 60]), 0
    )  # Bauland keeps the turn open
    assert Demolish(cid("drogenkartell")) not in game.legal_actions(state, 0)  # fee 25
    with pytest.raises(IllegalAction) as err:
        game.apply(state, 0, Demolish(cid("drogenkartell")))
    assert err.value.code == "demolish/fee_unpaid"
    game.apply(state, 0, Demolish(cid("pommesbude")))
    with pytest.raises(IllegalAction):
        game.apply(state, 0, Demolish(cid("drogenkartell")))


def test_r16_fee_is_five_times_current_negative_vp_lowered_by_pr_agentur(game):
    state = position(
        2, empires={0: ["atomkraftwerk", "drogenkartell"]}, on_cards={"pr_agentur": "drogenkartell"}
    )
    assert B.demolition_fee(state, cid("atomkraftwerk")) == 20
    assert B.demolition_fee(state, cid("drogenkartell")) == 5


def test_r16_wrecking_ball_demolishes_without_fee(game):
    state = at_turn(position(2, empires={0: ["abrissbirne", "drogenkartell", "bauland"]}, money=[3, 60]), 0)
    game.apply(state, 0, PlayCard(cid("abrissbirne"), target=cid("drogenkartell")))
    assert state.money[0] == 3 and where(state, "drogenkartell") == "removed"


def test_r17_assignment_hosts_exclude_opponents_protected_hosts(game):
    state = at_turn(
        position(
            2,
            empires={0: ["gewerkschaft"], 1: ["stahlwerk", "autowerk", "bauland"]},
            on_cards={"security": "stahlwerk"},
        ),
        0,
    )
    hosts = {a.host for a in game.legal_actions(state, 0).of_kind("assign")}
    assert hosts == {cid("autowerk")}


def test_r17_unassigned_influence_does_nothing_and_cannot_be_targeted(game):
    state = at_turn(position(2, empires={0: ["bestochener_wachmann"], 1: ["bauland"]}), 0)
    assert vp(state, 1) == 0
    assert not game.legal_actions(state, 0).of_kind("play_card")


def test_r18_an_influence_card_attached_to_an_opponents_card_belongs_to_that_opponent(game):
    state = at_turn(position(2, empires={0: ["gewerkschaft"], 1: ["stahlwerk"]}), 0)
    game.apply(state, 0, Assign(cid("gewerkschaft"), host=cid("stahlwerk")))
    assert where(state, "gewerkschaft") == "empire1"
    assert B.production(state, cid("stahlwerk")) == 7


def test_r19_attached_cards_travel_with_their_host(game):
    state = at_turn(
        position(
            2,
            empires={0: ["feindliche_uebernahme"], 1: ["stahlwerk"]},
            on_cards={"supermanager": "stahlwerk"},
        ),
        0,
    )
    game.apply(state, 0, PlayCard(cid("feindliche_uebernahme"), target=cid("stahlwerk")))
    assert where(state, "stahlwerk") == "empire0" and where(state, "supermanager") == "empire0"


def test_r19_a_discarded_host_takes_its_attachments_to_the_discard_pile_as_separate_cards(game):
    state = at_turn(
        position(
            2, empires={0: ["brandstiftung"], 1: ["luxusvilla"]}, on_cards={"kunstgutachter": "luxusvilla"}
        ),
        0,
    )
    game.apply(state, 0, PlayCard(cid("brandstiftung"), target=cid("luxusvilla")))
    assert where(state, "luxusvilla") == "discard" and where(state, "kunstgutachter") == "discard"
    assert state.host_card[cid("kunstgutachter")] == -1


def test_r20_removing_an_influence_card_leaves_the_host(game):
    state = at_turn(
        position(
            2, empires={0: ["bestochener_wachmann"], 1: ["stahlwerk"]}, on_cards={"supermanager": "stahlwerk"}
        ),
        0,
    )
    game.apply(state, 0, PlayCard(cid("bestochener_wachmann"), target=cid("supermanager")))
    assert where(state, "stahlwerk") == "empire1" and where(state, "supermanager") == "discard"


def test_r21_different_modifiers_add_up_and_production_is_floored_after_all(game):
    state = position(
        2,
        empires={0: ["stahlwerk", "pommesbude"]},
        on_cards={"supermanager": "stahlwerk", "gewerkschaft": "pommesbude"},
    )
    assert B.production(state, cid("stahlwerk")) == 21
    assert B.production(state, cid("pommesbude")) == 0
    state.host_card[cid("supermanager")] = cid("pommesbude")
    state.host_card[cid("gewerkschaft")] = cid("pommesbude")
    assert B.production(state, cid("pommesbude")) == 6  # 4 + 8 - 6


def test_r22_an_opponent_is_never_yourself(game):
    state = at_turn(position(2, empires={0: ["taschendieb"]}), 0)
    assert {a.player for a in game.legal_actions(state, 0).of_kind("play_card")} == {1}


def test_r23_player_security_blocks_only_the_chosen_player(game):
    state = at_turn(
        position(
            3, empires={0: ["taschendieb", "brandstiftung"], 1: ["protzige_uhr"]}, on_players={"security": 1}
        ),
        0,
    )
    plays = game.legal_actions(state, 0).of_kind("play_card")
    assert {a.player for a in plays if a.card == cid("taschendieb")} == {2}
    assert PlayCard(cid("brandstiftung"), target=cid("protzige_uhr")) in plays  # R24: cards not protected


def test_r23_cards_without_a_targeted_player_cannot_be_objected_to(game):
    state = at_turn(position(2, empires={0: ["kredithai"], 1: ["einspruch"]}), 0)
    game.apply(state, 0, PlayCard(cid("kredithai")))
    assert not state.prompts and state.money[0] == 90


def test_r24_card_security_protects_the_card_and_its_attachments_not_the_player(game):
    state = at_turn(
        position(
            2,
            empires={0: ["brandstiftung", "headhunter", "taschendieb"], 1: ["luxusvilla", "protzige_uhr"]},
            on_cards={"security": "luxusvilla", "kunstgutachter": "luxusvilla"},
        ),
        0,
    )
    plays = game.legal_actions(state, 0).of_kind("play_card")
    assert {a.target for a in plays if a.card == cid("brandstiftung")} == {cid("protzige_uhr")}
    assert not [a for a in plays if a.card == cid("headhunter")]
    assert [a for a in plays if a.card == cid("taschendieb")]


def test_r24_bribed_guard_ignores_security(game):
    state = at_turn(
        position(
            2, empires={0: ["bestochener_wachmann"], 1: ["luxusvilla"]}, on_cards={"security": "luxusvilla"}
        ),
        0,
    )
    game.apply(state, 0, PlayCard(cid("bestochener_wachmann"), target=cid("security")))
    assert where(state, "security") == "discard"


def test_r25_your_own_security_never_stops_your_own_cards(game):
    state = at_turn(
        position(2, empires={0: ["abrissbirne", "drogenkartell"]}, on_cards={"security": "drogenkartell"}), 0
    )
    assert PlayCard(cid("abrissbirne"), target=cid("drogenkartell")) in game.legal_actions(state, 0)


def test_r26_the_honorary_doctorate_is_protected_even_from_its_owner(game):
    state = at_turn(
        position(2, empires={0: ["meisterdieb", "brandstiftung", "bauland"], 1: ["ehrendoktor"]}), 0
    )
    assert not game.legal_actions(state, 0).of_kind("play_card")  # opponents cannot choose it
    state = at_turn(position(2, empires={0: ["brandstiftung", "ehrendoktor", "bauland"]}), 0)
    state.owner[cid("brandstiftung")] = 0
    assert not game.legal_actions(state, 0).of_kind("play_card")  # nor can its owner
    assert (cid("ehrendoktor"), -1) in B.hosts_for(state, 0, cid("kunstgutachter"))  # owner may assign to it


def test_r27_einspruch_cancels_the_card_and_both_leave_the_game(game):
    state = at_turn(
        position(2, empires={0: ["feindliche_uebernahme", "bauland"], 1: ["stahlwerk", "einspruch"]}), 0
    )
    game.apply(state, 0, PlayCard(cid("feindliche_uebernahme"), target=cid("stahlwerk")))
    assert game.active_seats(state) == {1}
    assert set(game.legal_actions(state, 1)) == {Object(), Done()}
    game.apply(state, 1, Object())
    assert where(state, "stahlwerk") == "empire1"
    assert where(state, "einspruch") == "removed" and where(state, "feindliche_uebernahme") == "removed"
    assert acting(game, state) == 0 and accounted(state)


def test_r27_declining_lets_the_effect_happen(game):
    state = at_turn(position(2, empires={0: ["feindliche_uebernahme"], 1: ["stahlwerk", "einspruch"]}), 0)
    game.apply(state, 0, PlayCard(cid("feindliche_uebernahme"), target=cid("stahlwerk")))
    game.apply(state, 1, Done())
    assert where(state, "stahlwerk") == "empire0" and where(state, "einspruch") == "empire1"


def test_r27_only_a_targeted_player_may_object(game):
    state = at_turn(
        position(3, empires={0: ["feindliche_uebernahme"], 1: ["stahlwerk"], 2: ["einspruch"]}), 0
    )
    game.apply(state, 0, PlayCard(cid("feindliche_uebernahme"), target=cid("stahlwerk")))
    assert where(state, "stahlwerk") == "empire0" and where(state, "einspruch") == "empire2"


def test_r27_einspruch_works_whatever_the_security_situation_and_on_influence_card_owners(game):
    # Headhunter takes Supermanager from seat 1 and puts it on seat 2's factory: both are targeted.
    state = at_turn(
        position(
            3,
            empires={0: ["headhunter"], 1: ["stahlwerk"], 2: ["autowerk", "einspruch"]},
            on_cards={"supermanager": "stahlwerk"},
            on_players={"security": 2},
        ),
        0,
    )
    game.apply(state, 0, PlayCard(cid("headhunter"), target=cid("supermanager"), second=cid("autowerk")))
    assert game.active_seats(state) == {2}


def _pass_until_next_round(game, state) -> None:
    """Everyone passes, keeps and declines until the next round's phase-2 turns."""
    start = state.round
    while state.round == start:
        seat = acting(game, state)
        legal = game.legal_actions(state, seat)
        quiet = [a for a in legal if isinstance(a, (Done, PassBid))] or list(legal)
        game.apply(state, seat, quiet[0])


def test_r17_an_influence_card_bought_in_phase_two_and_not_assigned_waits_for_a_later_round(game):
    """R17: assigned at once, or on the owner's phase-2 turn of a later round, never later
    in the turn it was bought in (not even after stealing a better host)."""
    state = at_turn(position(2, empires={0: ["resterampe", "pommesbude"]}, discard=["supermanager"]), 0)
    game.apply(state, 0, PlayCard(cid("resterampe"), target=cid("supermanager")))
    assert Assign(cid("supermanager"), host=cid("pommesbude")) in game.legal_actions(state, 0)  # at once
    game.apply(state, 0, Done())  # keeps it unassigned
    assert not game.legal_actions(state, 0).of_kind("assign")
    assert game.view_for(state, 1)["empires"][0]["assign_later"] == [cid("supermanager")]
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, 0, Assign(cid("supermanager"), host=cid("pommesbude")))
    assert refused.value.code == "assign/next_round"
    _pass_until_next_round(game, state)
    while acting(game, state) != 0:
        game.apply(state, acting(game, state), Done())
    assert game.view_for(state, 0)["empires"][0]["assign_later"] == []
    game.apply(state, 0, Assign(cid("supermanager"), host=cid("pommesbude")))
    assert state.host_card[cid("supermanager")] == cid("pommesbude")


def test_r17_an_influence_card_won_at_auction_and_kept_is_assigned_in_the_next_rounds_phase_two(game):
    state = at_auction(game, position(2, empires={0: ["stahlwerk"]}, market=["supermanager", "pommesbude"]))
    game.apply(state, 0, Bid(24))
    game.apply(state, 1, PassBid())
    game.apply(state, 0, Done())  # keeps it unassigned
    assert cid("supermanager") in game.view_for(state, 0)["empires"][0]["unassigned"]
    _pass_until_next_round(game, state)
    while acting(game, state) != 0:
        game.apply(state, acting(game, state), Done())
    assert Assign(cid("supermanager"), host=cid("stahlwerk")) in game.legal_actions(state, 0)


def test_einspruch_is_never_played_as_an_action_card_only_as_an_objection(game):
    """R27: Einspruch answers a card that targets you (`object`); sent as `play_card` it is
    refused as a card never usable that way, even on a turn with nothing else to play."""
    state = at_turn(position(2, empires={0: ["einspruch"]}), 0)
    assert not game.legal_actions(state, 0).of_kind("play_card")
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, 0, PlayCard(cid("einspruch")))
    assert refused.value.code == "card/not_allowed"


def test_a_card_of_the_wrong_timing_is_named_as_not_playable_now_not_as_the_wrong_kind(game):
    """R8: in a phase-2 turn with no card to play, a money-bag card is "not now", and another
    player's card is "not yours" (before: `action/not_now` for any play)."""
    state = at_turn(position(2, empires={0: ["subventionen"], 1: ["kredithai"]}), 0)
    plays = game.legal_actions(state, 0).of_kind("play_card")
    assert cid("subventionen") not in {p.card for p in plays}
    for card, code in (("subventionen", "card/not_playable_now"), ("kredithai", "card/not_yours")):
        with pytest.raises(IllegalAction) as refused:
            game.apply(state, 0, PlayCard(cid(card)))
        assert refused.value.code == code
