"""Zeroconf on 127.0.0.1: a hosted table appears in a browser's list with the right
TXT fields, follows its seats as they fill, and disappears when the host closes.
Every zeroconf socket is tied to the loopback interface; with the rights to watch
the other interfaces, the test also checks that no mDNS packet left on them."""

from __future__ import annotations

import socket
import struct
import threading

from modernart_desktop import __version__
from modernart_desktop.net.discovery import (
    IP_MULTICAST_ALL,
    SERVICE_TYPE,
    FoundTable,
    HostAnnouncer,
    TableAd,
    TableBrowser,
)
from modernart_desktop.net.protocol import PROTOCOL_MAX, PROTOCOL_MIN


class MdnsWatch:
    """Counts UDP port-5353 packets on every interface but lo (needs CAP_NET_RAW)."""

    def __init__(self) -> None:
        self.socks = []
        for _, name in socket.if_nameindex():
            if name == "lo":
                continue
            s = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.ntohs(0x0003))
            s.bind((name, 0))
            s.settimeout(0.1)
            self.socks.append(s)
        self.seen: list[str] = []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)
        self.thread.start()

    def _watch(self) -> None:
        while not self.stop.is_set():
            for s in self.socks:
                try:
                    pkt, addr = s.recvfrom(65535)
                except (TimeoutError, OSError):
                    continue
                if self._is_mdns(pkt):
                    self.seen.append(addr[0])

    @staticmethod
    def _is_mdns(pkt: bytes) -> bool:
        eth = struct.unpack("!H", pkt[12:14])[0]
        if eth == 0x0800 and pkt[23] == 17:
            ihl = (pkt[14] & 15) * 4
            ports = struct.unpack("!HH", pkt[14 + ihl : 18 + ihl])
            return 5353 in ports
        if eth == 0x86DD and pkt[20] == 17:
            ports = struct.unpack("!HH", pkt[54:58])
            return 5353 in ports
        return False

    def close(self) -> list[str]:
        self.stop.set()
        self.thread.join(2)
        for s in self.socks:
            s.close()
        return self.seen


def start_watch() -> MdnsWatch | None:
    try:
        return MdnsWatch()
    except (PermissionError, OSError, AttributeError):
        return None


def zeroconf_sockets(*objs) -> list[socket.socket]:
    out = []
    for obj in objs:
        engine = obj.zeroconf.engine
        for sock in [r.sock for r in engine.readers] + [s.sock for s in engine.senders]:
            if sock not in out:
                out.append(sock)
    return out


def test_a_table_appears_with_its_txt_record_and_disappears_when_the_host_closes(kit):
    watch = start_watch()

    async def scenario():
        host = await kit.start_host(players=4, ai=2, autostart=False, password="pw", table_name="Salon 1")
        browser = TableBrowser(kit.LOOPBACK)
        await browser.start()
        announcer = HostAnnouncer(host, kit.LOOPBACK, host.port, __version__)
        await announcer.start()
        port = host.port

        def ours(tables):
            # Only this test's table: other processes on this machine may announce theirs.
            return [t for t in tables.values() if t.port == port]

        await browser.wait_until(lambda t: len(ours(t)) == 1, 15)
        first = ours(browser.tables)[0]
        socks = zeroconf_sockets(browser.aiozc, announcer.advertiser.aiozc)
        sock_facts = [
            (
                s.family,
                s.getsockname()[0],
                socket.inet_ntoa(s.getsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, 4)),
                s.getsockopt(socket.IPPROTO_IP, IP_MULTICAST_ALL),
            )
            for s in socks
        ]
        # a player sits down: the record follows
        ann = await kit.join(host, "Ann", password="pw")
        await browser.wait_until(lambda t: ours(t) and ours(t)[0].ad.free == 1, 15)
        second = ours(browser.tables)[0]
        await ann.close()
        await announcer.close()
        await host.close()
        await browser.wait_until(lambda t: not ours(t), 15)
        await browser.close()
        return first, second, sock_facts, port

    try:
        first, second, sock_facts, port = kit.run(scenario(), 60)
    finally:
        seen = watch.close() if watch else None
    assert isinstance(first, FoundTable) and first.key.endswith("." + SERVICE_TYPE)
    assert (first.address, first.port) == (kit.LOOPBACK, port)
    assert first.ad == TableAd(
        name="Salon 1",
        game="modern_art",
        seats=4,
        free=2,
        password=True,
        state="lobby",
        proto_min=PROTOCOL_MIN,
        proto_max=PROTOCOL_MAX,
        app=__version__,
    )
    assert first.compatible
    assert second.ad.free == 1
    # IPv4 only; senders bound to 127.0.0.1 and multicasting through it
    assert len(sock_facts) == 4  # a receiver and a sender each
    for family, bound, multicast_if, multicast_all in sock_facts:
        assert family == socket.AF_INET
        assert bound in (kit.LOOPBACK, "0.0.0.0")
        if bound == "0.0.0.0":  # the shared receiver hears only the groups it joined on lo
            assert multicast_all == 0
        else:
            assert multicast_if == kit.LOOPBACK
    if seen is not None:
        assert seen == [], f"mDNS packets seen on {set(seen)}"


def test_the_txt_record_round_trips_and_damaged_records_are_ignored():
    ad = TableAd(
        name="Zoë's table", game="art_society", seats=3, free=0, password=False, state="playing", app="0.1.0"
    )
    assert TableAd.from_txt(ad.to_txt()) == ad
    txt = ad.to_txt()
    assert txt == {
        "proto": f"{PROTOCOL_MIN}-{PROTOCOL_MAX}",
        "game": "art_society",
        "table": "Zoë's table",
        "seats": "3",
        "free": "0",
        "pw": "0",
        "state": "playing",
        "app": "0.1.0",
    }
    for broken in (
        {**txt, "proto": "x"},
        {**txt, "seats": None},
        {k: v for k, v in txt.items() if k != "game"},
    ):
        assert TableAd.from_txt(broken) is None
    newer = FoundTable(
        "k",
        "127.0.0.1",
        1,
        TableAd("t", "modern_art", 3, 1, False, proto_min=PROTOCOL_MAX + 1, proto_max=PROTOCOL_MAX + 2),
    )
    assert not newer.compatible
