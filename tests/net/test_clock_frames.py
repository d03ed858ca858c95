"""`clock` frames (docs/protocol.md section 6) come only from a game that runs a clock:
a pause or a change of seat in a game without one sends none (a stop is sent only
after a start)."""

from __future__ import annotations

from modernart_desktop.net.host import LanHost
from modernart_desktop.net.seats import AI, LanSeat


def test_a_game_without_a_clock_sends_no_clock_frames_on_pauses_and_returns(kit):
    async def scenario():
        seats = [LanSeat(), LanSeat(), LanSeat(AI, "Bot", "random")]
        host = LanHost.new("art_society", 3, seed=2, seats=seats, config=kit.fast_config(policy="pause"))
        await host.serve(kit.LOOPBACK, 0)
        ann = await kit.join(host, "Ann", backoff_min=0.3)
        bob = await kit.join(host, "Bob")
        clocks: list = []
        bob.observers.append(lambda what, data: clocks.append(data) if what == "clock" else None)
        for c in (ann, bob):
            c.set_ready(True)
        await bob.wait_until(lambda c: c.view is not None, 5)
        ann.drop_link()
        await bob.wait_until(lambda c: c.paused, 5)
        await ann.wait_until(lambda c: c.reconnects == 1, 10)
        await bob.wait_until(lambda c: not c.paused, 5)
        for c in (ann, bob):
            await c.close()
        await host.close()
        return clocks

    assert kit.run(scenario()) == []
