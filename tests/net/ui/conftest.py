"""Qt fixtures for the LAN screens: a private data folder, qasync inside pytest-qt's
loop (as the app runs it), and main windows to host and to join from."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace

import pytest

from modernart_desktop.ui.app import install_event_loop

SHOTS = Path(__file__).resolve().parents[3] / "artifacts" / "screenshots"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> Path:
    path = tmp_path / "data"
    monkeypatch.setenv("MODERNART_DATA_DIR", str(path))
    return path


@pytest.fixture(scope="session")
def qt_loop(qapp):
    return install_event_loop(qapp, already_running=True)


@pytest.fixture
def shots() -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS


@pytest.fixture
def make_window(qtbot, qapp, qt_loop, data_dir):
    from modernart_desktop.ui.i18n import I18n
    from modernart_desktop.ui.main_window import MainWindow
    from modernart_desktop.ui.settings import Settings

    made = []

    def make(language: str = "en", name: str = ""):
        settings = Settings()
        settings.speed = "instant"
        settings.language = language
        settings.player_name = name
        i18n = I18n(qapp)
        i18n.set_language(language)
        window = MainWindow(settings, i18n)
        window.resize(1360, 860)
        qtbot.addWidget(window)
        window.show()
        made.append((window, i18n))
        return window

    yield make
    from shiboken6 import isValid

    for window, _i18n in made:
        if isValid(window):  # pytest-qt may have closed and deleted it already
            window.close_without_asking()
    for _window, i18n in reversed(made):  # every window installed its own translators
        i18n.set_language("en")
    qtbot.wait(200)  # closing a window closes its table or link in the background: let that finish


# -- a hosted table without the dialogs: Ada at this screen, Bruno over 127.0.0.1 -------------
LOOPBACK = "127.0.0.1"


def _wait_for(qtbot, coro, timeout: int = 5000):
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


@pytest.fixture
def lan(qtbot, qt_loop):
    """`lan.host_in(window, seats, seed=..., **config)` opens a table hosted by that
    window (seat 1 plays at its screen); `lan.join(host, name)` joins it with a
    LanClient and says ready. Every client is closed afterwards."""
    from modernart_desktop.net.client import LanClient
    from modernart_desktop.net.host import HostConfig, LanHost
    from modernart_desktop.ui.lobby.sessions import LanHostSession

    clients, hosts = [], []

    def host_in(window, seats, seed: int = 1, save_path=None, game_id: str = "modern_art", **config):
        settings = dict(
            table_name="Salon", think_delay=60.0, autostart=True, heartbeat=0.5, heartbeat_timeout=3.0
        )
        settings.update(config)
        host = LanHost.new(
            game_id, len(seats), seed=seed, seats=seats, config=HostConfig(**settings), save_path=save_path
        )
        _wait_for(qtbot, host.serve(LOOPBACK, 0))
        hosts.append(host)
        window.lobby._show_room(LanHostSession(host, 0), [])
        return host

    def join(host_or_port, name: str, ready: bool = True, **kwargs):
        port = host_or_port if isinstance(host_or_port, int) else host_or_port.port
        options = dict(heartbeat=0.5, timeout=3.0, backoff_min=1.5, backoff_max=1.5)
        options.update(kwargs)
        client = LanClient(LOOPBACK, port, name, **options)
        _wait_for(qtbot, client.connect())
        clients.append(client)
        if ready:
            client.set_ready(True)
        return client

    yield SimpleNamespace(
        host_in=host_in, join=join, wait_for=lambda coro, timeout=5000: _wait_for(qtbot, coro, timeout)
    )
    for client in clients:
        if client.status != "closed":
            _wait_for(qtbot, client.close())
    for host in hosts:
        if not host.closing:
            _wait_for(qtbot, host.close())


# -- playing LAN games through the table pages -----------------------------------------------
def click(qtbot, widget) -> None:
    from PySide6.QtCore import Qt

    assert widget.isVisible() and widget.isEnabled(), f"cannot click {widget!r}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def my_turn(page) -> bool:
    session = page.session
    if hasattr(session, "host"):
        return (
            page.viewer in session.table.active_seats()
            and page.rendered_seq == session.table.seq
            and not session.host.paused
        )
    client = session.client
    return client.my_turn() and page.rendered_seq == client.seq


def _scoring(page):
    d = page.table.scoring_dialog()
    return d if d is not None and d.isVisible() else None


def _stuck(pages) -> str:
    out = []
    for page in pages:
        session = page.session
        if hasattr(session, "host"):
            table = session.table
            out.append(
                f"host seq {table.seq} active {sorted(table.active_seats())} rendered {page.rendered_seq} "
                f"paused {session.host.paused}"
            )
        else:
            c = session.client
            out.append(
                f"guest seq {c.seq} rendered {page.rendered_seq} status {c.status} my_turn {c.my_turn()} "
                f"paused {c.paused}"
            )
    return "stuck: " + "; ".join(out)


@pytest.fixture
def play(qtbot):
    """`play(pages, rnd, until=None)`: the people at these table pages click random legal
    moves (and close the scoring dialogs) until `until()` holds, or to the end of the game."""
    from modernart_desktop.ai.agent import RandomAgent

    def run(pages, rnd, until=None) -> None:
        agents = [RandomAgent(rnd.randrange(1 << 30)) for _ in pages]
        done = until or (lambda: all(p.result_dialog is not None for p in pages))
        for _ in range(3000):
            if done():
                return
            try:
                qtbot.waitUntil(
                    lambda: (
                        done() or any(my_turn(p) or _scoring(p) or p.result_dialog is not None for p in pages)
                    ),
                    timeout=15000,
                )
            except Exception:
                raise AssertionError(_stuck(pages)) from None
            for page, agent in zip(pages, agents):
                dialog = _scoring(page)
                if dialog is not None:
                    click(qtbot, dialog.ok)
                elif my_turn(page):
                    legal = page.bridge.legal(page.viewer)
                    if legal:
                        page.table.intent.emit(agent.choose(None, legal))
            qtbot.wait(1)
        raise AssertionError("the game did not end")

    return run
