"""Issue 35: the host nudges a person who keeps the LAN table waiting: only past the
limit it set, only that player's link hears it, never more than one a minute, and
only a peer speaking protocol version 2 (an older client would not know the message)."""

from __future__ import annotations

import asyncio

from modernart_desktop.net.protocol import check_from_host


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_nudge_reaches_only_the_waited_for_player_and_at_most_once_a_minute(kit):
    async def scenario():
        host = await kit.start_host(players=4, ai=2, nudge_after=30.0)
        clock = Clock()
        host.clock = clock
        try:
            ada = await kit.join(host, "Ada")
            bruno = await kit.join(host, "Bruno")
            for client in (ada, bruno):
                client.set_ready(True)
            await ada.wait_until(lambda c: c.view is not None)
            await bruno.wait_until(lambda c: c.view is not None)
            # The computers play until the table waits for one of the two people.
            for _ in range(200):
                if host.waiting_for():
                    break
                await asyncio.sleep(0.02)
            waiting = host.waiting_for()
            (seat,) = [s for s in waiting if s in (ada.seat, bruno.seat)][:1]
            other = next(s for s in (ada.seat, bruno.seat) if s != seat)
            codes = [host.nudge_status(other), host.nudge(seat)]  # not waited on; too early
            clock.now += 31
            codes.append(host.nudge(seat))  # sent
            target = ada if ada.seat == seat else bruno
            bystander = bruno if target is ada else ada
            await target.wait_until(lambda c: c.nudges == 1)
            codes.append(host.nudge(seat))  # at once: too soon
            clock.now += 59
            codes.append(host.nudge(seat))  # still within the minute
            clock.now += 2
            codes.append(host.nudge(seat))  # a minute later: sent again
            await target.wait_until(lambda c: c.nudges == 2)
            await asyncio.sleep(0.1)
            return codes, target.nudges, bystander.nudges
        finally:
            await host.close()

    codes, heard, overheard = kit.run(scenario())
    assert codes == ["nudge/not_waiting", "nudge/too_early", "", "nudge/too_soon", "nudge/too_soon", ""]
    assert (heard, overheard) == (2, 0)


def test_a_version_1_client_is_never_sent_a_nudge(kit):
    async def scenario():
        host = await kit.start_host(players=3, ai=2, nudge_after=0.0)
        try:
            old = await kit.join(host, "Old", proto=(1, 1))
            old.set_ready(True)
            await old.wait_until(lambda c: c.view is not None)
            for _ in range(200):
                if old.seat in host.waiting_for():
                    break
                await asyncio.sleep(0.02)
            return host.nudge(old.seat), old.close_code
        finally:
            await host.close()

    code, closed = kit.run(scenario())
    assert code == "nudge/unsupported" and closed is None


def test_the_nudge_message_carries_only_the_seat_and_the_wait() -> None:
    assert check_from_host({"t": "nudge", "seat": 1, "waited": 61.5})["seat"] == 1
