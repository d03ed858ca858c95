"""Zeroconf discovery: a host advertises `_modernart._tcp.local.` with a TXT record,
a lobby browses for it and keeps a live list of the tables it sees.

Everything is tied to one bind address. With a specific address (127.0.0.1 in
tests, CI and benchmarks) zeroconf gets only that interface and IPv4 only: its
multicast leaves through that interface alone (IP_MULTICAST_IF), and its shared
listening socket is narrowed to it as well (see `_narrow_listener`). With no
address (a LAN party host) it uses every IPv4 interface, as mDNS should.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import socket
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from zeroconf import InterfaceChoice, IPVersion, ServiceStateChange
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from modernart_desktop.net.protocol import PROTOCOL_MAX, PROTOCOL_MIN

log = logging.getLogger(__name__)

SERVICE_TYPE = "_modernart._tcp.local."
IP_MULTICAST_ALL = getattr(socket, "IP_MULTICAST_ALL", 49)  # Linux; absent from Python's socket module


@dataclass(frozen=True)
class TableAd:
    """What a table tells the LAN about itself (the TXT record)."""

    name: str
    game: str
    seats: int
    free: int
    password: bool
    state: str = "lobby"  # lobby | playing | over
    proto_min: int = PROTOCOL_MIN
    proto_max: int = PROTOCOL_MAX
    app: str = ""

    def to_txt(self) -> dict[str, str]:
        return {
            "proto": f"{self.proto_min}-{self.proto_max}",
            "game": self.game,
            "table": self.name[:60],
            "seats": str(self.seats),
            "free": str(self.free),
            "pw": "1" if self.password else "0",
            "state": self.state,
            "app": self.app[:32],
        }

    @classmethod
    def from_txt(cls, txt: dict[str, str | None]) -> TableAd | None:
        """None for a record that is not one of ours or is damaged."""
        try:
            lo, hi = (int(x) for x in (txt.get("proto") or "").split("-", 1))
            return cls(
                name=str(txt.get("table") or "?")[:60],
                game=str(txt["game"]),
                seats=int(txt["seats"] or ""),
                free=int(txt["free"] or ""),
                password=txt.get("pw") == "1",
                state=str(txt.get("state") or "lobby"),
                proto_min=lo,
                proto_max=hi,
                app=str(txt.get("app") or ""),
            )
        except (KeyError, ValueError, TypeError):
            return None


@dataclass(frozen=True)
class FoundTable:
    key: str  # the service instance name: stable while the table lives
    address: str
    port: int
    ad: TableAd

    @property
    def compatible(self) -> bool:
        return self.ad.proto_min <= PROTOCOL_MAX and PROTOCOL_MIN <= self.ad.proto_max


def _interfaces(bind: str | None) -> Any:
    if bind in (None, "", "0.0.0.0"):
        return InterfaceChoice.All
    if ":" in bind:
        raise ValueError("LAN discovery uses IPv4: give an IPv4 bind address")
    return [bind]


def _interface_name(address: str) -> str | None:
    import ifaddr

    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if ip.is_IPv4 and ip.ip == address:
                return adapter.nice_name if sys.platform != "win32" else None
    return None


def _narrow_listener(aiozc: AsyncZeroconf, bind: str | None) -> None:
    """zeroconf receives on one socket bound to 0.0.0.0:5353. With a specific bind
    address, let it hear only the multicast groups it joined itself (that interface)
    and, where the system allows it, tie it to that interface outright."""
    if bind in (None, "", "0.0.0.0") or not sys.platform.startswith("linux"):
        return
    ifname = _interface_name(bind)
    for reader in aiozc.zeroconf.engine.readers:
        sock = reader.sock
        if sock.getsockname()[0] != "0.0.0.0":
            continue
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.IPPROTO_IP, IP_MULTICAST_ALL, 0)
        if ifname:
            with contextlib.suppress(OSError):  # needs CAP_NET_RAW on older kernels
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_BINDTODEVICE, ifname.encode())


async def open_zeroconf(bind: str | None) -> AsyncZeroconf:
    aiozc = AsyncZeroconf(interfaces=_interfaces(bind), ip_version=IPVersion.V4Only)
    await aiozc.zeroconf.async_wait_for_start()
    _narrow_listener(aiozc, bind)
    return aiozc


def _local_ipv4() -> list[str]:
    """This machine's IPv4 addresses other than loopback (what a LAN host advertises)."""
    import ifaddr

    found = [
        str(ip.ip)
        for a in ifaddr.get_adapters()
        for ip in a.ips
        if ip.is_IPv4 and not str(ip.ip).startswith("127.")
    ]
    return found or ["127.0.0.1"]


def _instance_label(name: str, suffix: str) -> str:
    """A DNS-SD instance label: the table name, made unique, at most 63 bytes."""
    clean = " ".join(name.replace(".", " ").split()) or "Table"
    tail = f" [{suffix}]"
    while len((clean + tail).encode("utf-8")) > 63:
        clean = clean[:-1]
    return clean + tail


class TableAdvertiser:
    """Announces one table while it is open; `update` when seats fill or play starts."""

    def __init__(self, bind: str | None, port: int, ad: TableAd) -> None:
        self.bind = bind
        self.port = port
        self.ad = ad
        self.aiozc: AsyncZeroconf | None = None
        self.info: AsyncServiceInfo | None = None
        suffix = secrets.token_hex(3)
        self.instance = f"{_instance_label(ad.name, suffix)}.{SERVICE_TYPE}"
        self.server = f"modernart-{suffix}.local."

    def _info(self) -> AsyncServiceInfo:
        addresses = [self.bind] if self.bind not in (None, "", "0.0.0.0") else _local_ipv4()
        return AsyncServiceInfo(
            SERVICE_TYPE,
            self.instance,
            port=self.port,
            properties=self.ad.to_txt(),
            server=self.server,
            addresses=[socket.inet_aton(a) for a in addresses],
        )

    async def start(self) -> None:
        self.aiozc = await open_zeroconf(self.bind)
        self.info = self._info()
        await self.aiozc.async_register_service(self.info, allow_name_change=True)
        self.instance = self.info.name

    async def update(self, ad: TableAd) -> None:
        if ad == self.ad or self.aiozc is None or self.info is None:
            self.ad = ad
            return
        self.ad = ad
        self.info = self._info()
        self.info.name = self.instance
        await self.aiozc.async_update_service(self.info)

    async def close(self) -> None:
        if self.aiozc is not None:
            aiozc, self.aiozc = self.aiozc, None
            if self.info is not None:
                with contextlib.suppress(Exception):
                    await (await aiozc.async_unregister_service(self.info))
            await aiozc.async_close()


Listener = Callable[[dict[str, FoundTable]], None]


class TableBrowser:
    """Keeps `tables` (instance name -> FoundTable) in step with what is announced."""

    def __init__(self, bind: str | None, on_change: Listener | None = None) -> None:
        self.bind = bind
        self.on_change = on_change
        self.tables: dict[str, FoundTable] = {}
        self.aiozc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._changed = asyncio.Event()

    async def start(self) -> None:
        self.aiozc = await open_zeroconf(self.bind)
        self._browser = AsyncServiceBrowser(self.aiozc.zeroconf, [SERVICE_TYPE], handlers=[self._on_service])

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._browser is not None:
            await self._browser.async_cancel()
            self._browser = None
        if self.aiozc is not None:
            await self.aiozc.async_close()
            self.aiozc = None

    async def wait_until(
        self, predicate: Callable[[dict[str, FoundTable]], bool], timeout: float = 10.0
    ) -> None:
        async def waiter() -> None:
            while not predicate(self.tables):
                await self._changed.wait()

        await asyncio.wait_for(waiter(), timeout)

    def _on_service(
        self, zeroconf: Any, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        if state_change is ServiceStateChange.Removed:
            if self.tables.pop(name, None) is not None:
                self._changed_now()
            return
        task = asyncio.ensure_future(self._resolve(service_type, name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resolve(self, service_type: str, name: str) -> None:
        if self.aiozc is None:
            return
        info = AsyncServiceInfo(service_type, name)
        if not await info.async_request(self.aiozc.zeroconf, 3000):
            return
        ad = TableAd.from_txt(info.decoded_properties)
        addresses = info.parsed_addresses(IPVersion.V4Only)
        if ad is None or not addresses or info.port is None:
            return
        if self.bind not in (None, "", "0.0.0.0") and self.bind in addresses:
            address = self.bind
        else:
            address = addresses[0]
        found = FoundTable(name, address, info.port, ad)
        if self.tables.get(name) != found:
            self.tables[name] = found
            self._changed_now()

    def _changed_now(self) -> None:
        if self.on_change is not None:
            try:
                self.on_change(dict(self.tables))
            except Exception:
                log.exception("table list listener failed")
        self._changed.set()
        self._changed = asyncio.Event()


def ad_for(host: Any, app: str) -> TableAd:
    """The TXT record for a LanHost as it is now."""
    info = host.table_info()
    state = "over" if host.table.is_over() else ("playing" if host.started else "lobby")
    return TableAd(
        name=info["name"],
        game=info["game"],
        seats=info["players"],
        free=host.free_seats(),
        password=info["password"],
        state=state,
        app=app,
    )


class HostAnnouncer:
    """Keeps a LanHost's advertisement in step with its seats and state."""

    def __init__(self, host: Any, bind: str | None, port: int, app: str) -> None:
        self.host = host
        self.app = app
        self.advertiser = TableAdvertiser(bind, port, ad_for(host, app))
        self._pending: asyncio.Task[None] | None = None
        host.observers.append(self._on_host)

    async def start(self) -> None:
        await self.advertiser.start()

    async def close(self) -> None:
        self.host.observers.discard(self._on_host)
        if self._pending is not None:
            self._pending.cancel()
        await self.advertiser.close()

    def _on_host(self, what: str, data: Any) -> None:
        if what in ("seats", "started", "over") and (self._pending is None or self._pending.done()):
            self._pending = asyncio.ensure_future(self._refresh())

    async def _refresh(self) -> None:
        await asyncio.sleep(0.2)  # several seat changes in a row make one update
        with contextlib.suppress(Exception):
            await self.advertiser.update(ad_for(self.host, self.app))
