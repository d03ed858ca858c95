"""Joining a table: the handshake accepts a range of protocol versions, checks the
table password, hands out seats and resume tokens, and refuses with stable codes."""

from __future__ import annotations

import asyncio

import pytest

from modernart_desktop.net.client import JoinFailed
from modernart_desktop.net.protocol import PROTOCOL_MAX, negotiate


def test_versions_are_negotiated_as_a_range():
    assert negotiate(1, 1) == 1
    assert negotiate(0, 5) == PROTOCOL_MAX  # a newer client that still speaks ours
    assert negotiate(PROTOCOL_MAX + 1, PROTOCOL_MAX + 3) is None


def test_a_client_speaking_only_newer_versions_is_refused_with_version_mismatch(kit):
    async def scenario():
        host = await kit.start_host()
        try:
            with pytest.raises(JoinFailed) as err:
                await kit.join(host, "Future", proto=(PROTOCOL_MAX + 1, PROTOCOL_MAX + 2))
            return err.value, [s.kind for s in host.roster]
        finally:
            await host.close()

    err, kinds = kit.run(scenario())
    assert err.code == "version/mismatch"
    assert err.params["host_max"] == PROTOCOL_MAX
    assert kinds == ["open", "open", "ai", "ai"]  # the refused peer took no seat


def test_wrong_or_missing_password_is_refused_and_the_right_one_admitted(kit):
    async def scenario():
        host = await kit.start_host(password="lantern")
        try:
            codes = []
            for pw in ("lanterN", None, ""):
                with pytest.raises(JoinFailed) as err:
                    await kit.join(host, "Guess", password=pw)
                codes.append(err.value.code)
            ok = await kit.join(host, "Friend", password="lantern")
            info = ok.table
            await ok.close()
            return codes, info
        finally:
            await host.close()

    codes, info = kit.run(scenario())
    assert codes == ["password/wrong"] * 3
    assert info["password"] is True and info["game"] == "modern_art" and "seed" not in info


def test_seats_fill_in_order_then_the_table_is_full_but_spectators_may_watch(kit):
    async def scenario():
        host = await kit.start_host(players=3, ai=1, autostart=False)
        try:
            a = await kit.join(host, "Ann")
            b = await kit.join(host, "Ann")  # same name: told apart
            with pytest.raises(JoinFailed) as full:
                await kit.join(host, "Cid")
            spy = await kit.join(host, "Eve", spectator=True)
            await spy.wait_until(lambda c: len(c.seats) == 3)
            seats = [s["name"] for s in spy.seats]
            out = (a.seat, b.seat, full.value.code, spy.seat, spy.token, seats)
            for c in (a, b, spy):
                await c.close()
            return out
        finally:
            await host.close()

    a_seat, b_seat, code, spy_seat, spy_token, names = kit.run(scenario())
    assert (a_seat, b_seat) == (0, 1)
    assert code == "table/full"
    assert spy_seat is None and spy_token is None
    assert names == ["Ann", "Ann (2)", "Bot 1"]


def test_once_started_only_a_token_reclaims_a_seat(kit):
    async def scenario():
        host = await kit.start_host(players=3, ai=2, autostart=False, policy="pause")
        try:
            ann = await kit.join(host, "Ann")
            ann.set_ready(True)
            await ann.wait_until(lambda c: any(s["ready"] for s in c.seats[:1]))
            host.start_game()
            codes = []
            for kwargs in ({}, {"token": "not-a-token"}):
                with pytest.raises(JoinFailed) as err:
                    await kit.join(host, "Mallory", **kwargs)
                codes.append(err.value.code)
            await ann.close()
            return codes
        finally:
            await host.close()

    assert kit.run(scenario()) == ["table/started", "token/unknown"]


def test_the_host_starts_only_when_every_seat_is_filled_and_ready(kit):
    from modernart_desktop.net.host import LobbyError

    async def scenario():
        host = await kit.start_host(players=3, ai=1, autostart=False)
        try:
            with pytest.raises(LobbyError) as empty:
                host.start_game()
            ann = await kit.join(host, "Ann")
            bob = await kit.join(host, "Bob")
            ann.set_ready(True)
            await ann.wait_until(lambda c: c.seats and c.seats[0]["ready"])
            with pytest.raises(LobbyError) as waiting:
                host.start_game()
            bob.set_ready(True)
            await bob.wait_until(lambda c: c.seats and c.seats[1]["ready"])
            host.start_game()
            await ann.wait_until(lambda c: c.view is not None and c.started)
            out = (empty.value.params["seats"], waiting.value.params["seats"], ann.view["hand"] is not None)
            for c in (ann, bob):
                await c.close()
            return out
        finally:
            await host.close()

    empty, waiting, has_hand = kit.run(scenario())
    assert empty == [0, 1] and waiting == [1] and has_hand


def test_the_host_can_seat_an_ai_and_kick_a_player_in_the_lobby(kit):
    async def scenario():
        host = await kit.start_host(players=3, ai=0, autostart=False)
        try:
            ann = await kit.join(host, "Ann")
            host.set_ai(2, "random")
            host.kick(0)
            await ann.wait_until(lambda c: c.status == "closed", 5)
            await asyncio.sleep(0.05)
            return ann.close_code, [s.kind for s in host.roster]
        finally:
            await host.close()

    code, kinds = kit.run(scenario())
    assert code == "seat/kicked"  # and the client does not come back by itself
    assert kinds == ["open", "open", "ai"]
