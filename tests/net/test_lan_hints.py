"""Hints at a LAN table: off unless the host allows them for everyone; the host's word
reaches every client in the welcome's table map, and a resumed table keeps it."""

from __future__ import annotations

from types import SimpleNamespace

from modernart_desktop.net.host import LanHost
from modernart_desktop.ui.lobby.sessions import LanClientSession, LanHostSession, _LanSession


def test_the_welcome_says_whether_the_host_allows_hints(kit, tmp_path):
    async def scenario(**config):
        host = await kit.start_host(save_path=tmp_path / f"lan{len(config)}.modernart", **config)
        try:
            client = await kit.join(host, "Olek")
            info = dict(client.table)
            await client.close()
            return info, host.table.match.meta["lan"].get("hints")
        finally:
            await host.close()

    off, saved_off = kit.run(scenario())
    on, saved_on = kit.run(scenario(hints=True))
    assert off["hints"] is False and saved_off is False
    assert on["hints"] is True and saved_on is True
    resumed = LanHost.resume(tmp_path / "lan1.modernart")
    assert resumed.config.hints is True and resumed.table_info()["hints"] is True


def test_a_lan_session_offers_hints_only_where_the_host_allows_them():
    def status(cls, allowed, humans=(0,)):
        fake = SimpleNamespace(humans=list(humans), client=SimpleNamespace(table={"hints": allowed}))
        fake.host = SimpleNamespace(config=SimpleNamespace(hints=allowed))
        fake.hints_allowed = lambda: cls.hints_allowed(fake)
        return _LanSession.hint_status(fake)  # type: ignore[arg-type]

    for cls in (LanHostSession, LanClientSession):
        assert status(cls, False) == (False, "hint/lan")
        assert status(cls, True) == (True, "")
        assert status(cls, True, humans=()) == (False, "hint/watching")
