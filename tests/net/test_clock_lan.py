"""Over the LAN too, a seat the open-auction clock passes reads "time ran out": the
host's clock sends the distinct action and every client receives its own event."""

from __future__ import annotations

from modernart_desktop.games.modern_art.components import CARD_TYPE, OPEN


def test_a_lan_client_sees_time_ran_out(kit):
    async def scenario():
        host = await kit.start_host(players=3, ai=2, seed=5, options={"open_clock": 1})
        me = await kit.join(host, "Nina")
        me.set_ready(True)
        mine = me.seat

        def ran_out(c) -> bool:
            return any(e["code"] == "auction/time_up" and e["params"]["seat"] == mine for _, e in c.log)

        def open_auction(c) -> bool:
            auc = (c.view or {}).get("auction") or {}
            return auc.get("type") == "open"

        while not ran_out(me) and not me.over:
            # Nina plays every decision but the open auction's: there she stays silent.
            await me.wait_until(lambda c: ran_out(c) or c.over or (c.my_turn() and not open_auction(c)), 30)
            if ran_out(me) or me.over:
                break
            offers = me.legal.of_kind("offer")
            if offers:
                opens = [a for a in offers if CARD_TYPE[a.card] == OPEN]
                me.send_action((opens or offers)[0])
            else:
                me.send_action(
                    next(iter(me.legal))
                    if me.legal.actions
                    else me.legal.ranges[0].make(me.legal.ranges[0].lo)
                )
            seq = me.seq
            await me.wait_until(lambda c: c.seq > seq or c.last_refusal is not None, 10)
        seen = ran_out(me)
        await me.close()
        await host.close()
        return seen

    assert kit.run(scenario(), timeout=90)
