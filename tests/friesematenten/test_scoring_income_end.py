"""Rulings R28-R37: VP, income, upkeep, money, discard and removal, the deck,
the end of the game and the winner."""

from __future__ import annotations

from modernart_desktop.games.friesematenten import board as B
from modernart_desktop.games.friesematenten.actions import Bid, Done, PassBid, PlayCard
from modernart_desktop.games.friesematenten.components import card_set
from modernart_desktop.games.friesematenten.positions import (
    at_auction,
    at_turn,
    at_window,
    cid,
    position,
    settle,
)
from modernart_desktop.games.friesematenten.state import OVER, WINDOW

from .helpers import acting, vp, where


def test_r28_vp_follow_the_current_owner_and_can_be_negative(game):
    state = position(
        2,
        empires={
            0: ["goldenes_klo", "luxusvilla", "kunstgalerie", "drogenkartell"],
            1: ["sternekoch", "pommesbude", "baeckerei"],
        },
        on_players={"boulevardpresse": 0, "bauland": 1},
        on_cards={"kunstgutachter": "goldenes_klo", "pr_agentur": "kunstgalerie"},
    )
    # Klo 10+6+3, Villa 13, Galerie 3+4, Kartell -5, Presse -2
    assert vp(state, 0) == 19 + 13 + 7 - 5 - 2
    # Sternekoch 7+3*2, Pommes 2, Bäckerei 3, Bauland 2
    assert vp(state, 1) == 13 + 2 + 3 + 2
    state.owner[cid("luxusvilla")] = 1  # R37: the Klo loses its bonus at once
    assert B.card_vp(state, cid("goldenes_klo")) == 13
    assert vp(position(2, empires={0: ["drogenkartell"]}), 0) == -5
    state.owner[cid("luxusvilla")] = 0
    state.card_set = card_set(1)  # deck version 1: Villa 14, Galerie 2 + 1 per status symbol
    assert vp(state, 0) == 19 + 14 + 8 - 5 - 2


def test_r29_income_steps_in_order(game):
    state = position(
        2,
        empires={0: ["stahlwerk", "pommesbude", "supermarkt", "baeckerei"]},
        on_cards={"gewerkschaft": "pommesbude", "supermanager": "stahlwerk"},
        on_players={"vetternwirtschaft": 0},
    )
    state.double.append(cid("stahlwerk"))
    state.strike.append(cid("supermarkt"))
    state.subsidy[0] = 25
    pay = B.income_breakdown(state, 0)
    amounts = dict(map(tuple, pay["factories"]))
    assert (
        amounts[cid("stahlwerk")] == 42
        and amounts[cid("pommesbude")] == 0
        and amounts[cid("supermarkt")] == 0
    )
    assert pay["cronyism"] == 12 and pay["total"] == 30 + 42 + 0 + 0 + 6 + 12 + 25


def test_r29_loan_repayment_never_takes_income_below_zero(game):
    state = position(2)
    state.taxed[0] = True
    state.loans[0] = 1
    assert B.income_breakdown(state, 0)["total"] == 0


def test_r30_next_payout_effects_expire_after_the_payout(game):
    state = at_window(position(2, empires={0: ["steuerfahndung"], 1: ["stahlwerk"]}), "bag")
    settle(game, state)
    game.apply(state, 0, PlayCard(cid("steuerfahndung"), player=1))
    while state.phase == WINDOW:
        game.apply(state, acting(game, state), Done())
    assert state.money[1] == 60 + 13 and state.taxed == [False, False]


def test_r31_yacht_upkeep_after_the_payout_or_the_yacht_is_discarded(game):
    state = at_window(position(2, empires={0: ["luxusyacht"]}, money=[0, 0]), "bag")
    state.taxed[0] = True
    settle(game, state)
    assert where(state, "luxusyacht") == "discard" and state.money[0] == 0
    state = at_window(position(2, empires={0: ["luxusyacht"]}), "bag")
    settle(game, state)
    assert where(state, "luxusyacht") == "empire0" and state.money[0] == 60 + 30 - 6


def test_r32_pickpocket_takes_at_most_what_there_is(game):
    state = at_turn(position(2, empires={0: ["taschendieb", "bauland"]}, money=[0, 5]), 0)
    events = game.apply(state, 0, PlayCard(cid("taschendieb"), player=1))
    assert state.money == [5, 0]
    assert all(e.to in (0, 1) for e in events if e.code == "money/stolen")


def test_r33_after_the_reshuffle_discards_are_removed_from_the_game(game):
    state = at_turn(position(2, empires={0: ["brandstiftung", "bauland"], 1: ["luxusvilla"]}), 0)
    state.reshuffled = True
    game.apply(state, 0, PlayCard(cid("brandstiftung"), target=cid("luxusvilla")))
    assert where(state, "luxusvilla") == "removed"


def test_r34_first_exhaustion_reshuffles_the_discard_pile_second_is_the_last_round(game):
    state = position(
        2, market=["pommesbude"], deck=["baeckerei"], discard=["stahlwerk", "autowerk", "kredithai"]
    )
    state.offered = [True]
    game._next_round(state, [])
    assert state.reshuffled and not state.last_round and state.discard == [] and state.deck == []
    assert sorted(state.market) == sorted(
        cid(c) for c in ["pommesbude", "baeckerei", "stahlwerk", "autowerk", "kredithai"]
    )
    del state.market[0], state.leftover[0], state.offered[0]  # one card sold
    state.offered = [True] * 4
    game._next_round(state, [])
    assert state.last_round and len(state.market) == 4  # the market stays short


def test_r34_an_empty_discard_pile_at_the_first_exhaustion_counts_as_the_second(game):
    state = position(2, market=["pommesbude"], deck=[])
    state.offered = [True]
    game._next_round(state, [])
    assert state.last_round and state.reshuffled


def test_r35_the_game_ends_after_phase_3_with_40_vp_without_phase_4(game):
    state = at_auction(
        game, position(2, empires={1: ["privatinsel", "luxusvilla"]}, market=["haarlocke"], money=[60, 60])
    )
    game.apply(state, 0, PassBid())
    game.apply(state, 1, Bid(35))
    assert state.phase == OVER and state.ended_by == "vp" and state.money[1] == 25  # no income paid


def test_r35_the_last_round_ends_after_its_auctions(game):
    state = at_auction(game, position(2, market=["pommesbude"]))
    state.last_round = True
    game.apply(state, 0, PassBid())
    game.apply(state, 1, PassBid())
    assert state.phase == OVER and state.ended_by == "deck"


def test_r36_most_vp_then_most_money_then_shared(game):
    state = position(
        3,
        empires={0: ["haarlocke"], 1: ["tennisschlaeger", "baeckerei"], 2: ["pommesbude"]},
        money=[10, 5, 99],
    )
    assert game.result(state).winners == (0,)
    state.money = [5, 5, 99]
    assert game.result(state).winners == (0, 1)
    state.money = [4, 5, 99]
    assert game.result(state).winners == (1,)


def test_r37_stolen_cards_never_trigger_immediate_use(game):
    state = at_turn(position(2, empires={0: ["meisterdieb", "bauland"], 1: ["protzige_uhr"]}), 0)
    game.apply(state, 0, PlayCard(cid("meisterdieb"), target=cid("protzige_uhr")))
    assert not state.prompts and where(state, "protzige_uhr") == "empire0"


def test_r37_a_defaulting_bidder_keeps_everything_they_own(game):
    state = at_auction(
        game,
        position(
            2,
            empires={0: ["stahlwerk", "protzige_uhr"]},
            market=["privatinsel", "pommesbude"],
            money=[10, 60],
        ),
    )
    game.apply(state, 0, Bid(68))
    game.apply(state, 1, PassBid())
    assert where(state, "stahlwerk") == "empire0" and where(state, "protzige_uhr") == "empire0"
    assert state.money[0] == 0


def test_r4_r29_after_the_payout_nobody_is_known_broke_but_the_defaults_stay_on_record(game):
    state = at_window(position(2, money=[0, 0]), "bag")
    state.broke = [True, False]
    state.defaults = [(0, cid("stahlwerk"))]
    settle(game, state)
    # Everyone was paid something secret; the default itself stays public (views keep
    # everything the table saw, as the log does).
    assert state.round == 3 and state.broke == [False, False] and state.defaults == [(0, cid("stahlwerk"))]
    assert game.view_for(state, 1)["defaults"] == [[0, cid("stahlwerk")]]


def test_r4_a_thief_stays_known_broke_after_robbing_a_known_broke_victim(game):
    for victim_broke, thief_broke in ((True, True), (False, False)):
        state = at_turn(position(2, empires={0: ["taschendieb", "bauland"]}, money=[0, 0]), 0)
        state.broke = [True, victim_broke]
        game.apply(state, 0, PlayCard(cid("taschendieb"), player=1))
        assert state.money == [0, 0] and state.broke[0] is thief_broke  # a robbery's take is secret


def test_r28_every_seats_vp_at_once_equals_each_seats_vp_counted_alone(game):
    """The end check after phase 3 counts all seats in one walk (board.all_vps);
    it must agree with the per-seat count wherever the cards lie."""
    from modernart_desktop.ai.agent import RandomAgent

    state = position(
        3,
        empires={
            0: ["goldenes_klo", "luxusvilla", "kunstgalerie", "drogenkartell"],
            1: ["sternekoch", "pommesbude", "baeckerei", "alter_meister"],
            2: ["fussballverein", "freizeitpark"],
        },
        on_players={"boulevardpresse": 0, "bauland": 1},
        on_cards={"kunstgutachter": "goldenes_klo", "pr_agentur": "freizeitpark"},
    )
    assert B.all_vps(state) == [vp(state, s) for s in range(3)]
    for seed in range(3):
        state, _ = game.setup(4, {}, seed)
        agents = [RandomAgent(seed + s) for s in range(4)]
        while not game.is_over(state):
            assert B.all_vps(state) == [vp(state, s) for s in range(4)]
            seat = acting(game, state)
            game.apply(state, seat, agents[seat].choose(None, game.legal_actions(state, seat)))
