"""Deal the hidden parts of a Friesematenten game consistently with one seat's view.

Everything on the table is in the view. Hidden: other seats' money (estimated
from what the seat knows: everybody started with 60 and earns income anyone can
compute, so the estimate is the seat's own money moved by the difference in
visible income, plus noise; 0 for a seat that defaulted since the last
income), the deck's content and order (drawn from the cards
nobody has seen)."""

from __future__ import annotations

from typing import Any

from modernart_desktop.core.priority import PriorityWindow
from modernart_desktop.core.rng import Rng
from modernart_desktop.games.friesematenten.components import DECK_VERSION, NUM_CARDS, card_set
from modernart_desktop.games.friesematenten.state import Auction, FState, Play, Prompt


def state_from_view(view: dict[str, Any], rng: Rng, money_noise: int = 10) -> FState:
    n = view["players"]
    me = view["seat"]
    state = FState(num_players=n, rng=Rng(rng.next_u64()), card_set=card_set(view.get("deck", DECK_VERSION)))
    seen: set[int] = set()
    for s, emp in enumerate(view["empires"]):
        for f, _vp, _prod, att in emp["factories"]:
            state.owner[f] = s
            seen.add(f)
            for i in att:
                state.owner[i], state.host_card[i] = s, f
                seen.add(i)
        for c, _vp, att in emp["status"]:
            state.owner[c] = s
            seen.add(c)
            for i in att:
                state.owner[i], state.host_card[i] = s, c
                seen.add(i)
        for i in emp["on_player"]:
            state.owner[i], state.host_seat[i] = s, s
            seen.add(i)
        for c in emp["unassigned"] + emp["unused"]:
            state.owner[c] = s
            seen.add(c)
        state.won_this_round.extend(emp["assign_later"])
    for c, _min, lo, done in view["market"]:
        state.market.append(c)
        state.leftover.append(lo)
        state.offered.append(done)
        seen.add(c)
    state.discard = list(view["discard"])
    state.removed = list(view["removed"])
    seen.update(state.discard)
    seen.update(state.removed)
    pool = [c for c in range(NUM_CARDS) if c not in seen]
    rng.shuffle(pool)
    state.deck = pool[: view["deck_size"]]
    state.aside = pool[view["deck_size"] :]
    mine = view["money"] if view["money"] is not None else 60
    state.money = [mine] * n
    if view.get("all_money") is not None:
        state.money = list(view["all_money"])
    else:
        for s in range(n):
            if s != me:
                state.money[s] = max(0, mine + rng.randint(-money_noise, money_noise))
        for s, broke in enumerate(view["broke"]):
            if broke and s != me:
                state.money[s] = 0  # a defaulter gave all its money to the bank (R4)
    state.marker = view["marker"]
    state.round = view["round"]
    state.reshuffled = view["reshuffled"]
    state.last_round = view["last_round"]
    state.phase = view["phase"]
    state.turn_order = tuple(view["turn"]["order"])
    state.turn_pos = view["turn"]["pos"]
    state.demolished = list(view["demolished"])
    w = view["window"]
    if w is not None:
        state.window = PriorityWindow(w["kind"], tuple(w["order"]), w["pos"], w["passes"])
    a = view["auction"]
    if a is not None:
        state.auction = Auction(
            a["card"],
            a["min_bid"],
            list(a["bidders"]),
            list(a["excluded"]),
            a["barred"],
            a["to_act"],
            a["high"],
            a["high_seat"],
        )
    state.barred_next = view["barred_next"]
    for p in view["prompts"]:
        prompt = Prompt(p["kind"], p["seat"], p["card"], p["price"], auctioned=p["kind"] == "pay")
        if "play" in p:
            prompt.play = Play(*p["play"])
        if "window" in p:
            order, pos, passes = p["window"]
            prompt.window = PriorityWindow("object", tuple(order), pos, passes)
        state.prompts.append(prompt)
    nxt = view["next_payout"]
    state.strike = list(nxt["strike"])
    state.double = list(nxt["double"])
    state.taxed = list(nxt["taxed"])
    state.subsidy = list(nxt["subsidy"])
    state.loans = list(nxt["loans"])
    state.broke = list(view["broke"])
    state.defaults = [(s, c) for s, c in view["defaults"]]
    state.plays = [(p[0], p[1], p[2], p[3], p[4]) for p in view.get("plays", ())]
    return state
