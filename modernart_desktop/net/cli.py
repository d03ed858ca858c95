"""Headless LAN commands: `modernart host`, `modernart join`, `modernart tables`.

    modernart host --game modern_art --players 4 --ai 2 --port 0 [--bind ADDR]
    modernart join ADDRESS:PORT --agent normal
    modernart tables

The address to listen, advertise and browse on is `--bind`, else the environment
variable MODERNART_BIND, else every interface (a LAN host) / every IPv4
interface (browsing).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
from pathlib import Path
from typing import Any

from modernart_desktop import __version__
from modernart_desktop.cli import CliError, add_option_arg, command, parse_table_options
from modernart_desktop.net.bind import BIND_ENV, bind_address


def _level(game_id: str, wanted: str | None) -> str:
    from modernart_desktop.ai.levels import levels_for

    available = ["random", *levels_for(game_id)]
    if wanted is None:
        return "normal" if "normal" in available else available[-1]
    if wanted not in available:
        raise CliError(f"no AI level {wanted!r} for {game_id} (available: {', '.join(available)})")
    return wanted


def _say(text: str) -> None:
    print(text, flush=True)


# -- modernart host ------------------------------------------------------------------------
def _host_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", default="modern_art", help="game id (default: modern_art)")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--ai", type=int, default=0, help="how many seats the host fills with AI players")
    p.add_argument("--level", default=None, help="AI level of those seats (default: the best available)")
    p.add_argument(
        "--port",
        type=int,
        default=None,
        help="TCP port (0: any free port; default: any, or the port a resumed table had)",
    )
    p.add_argument(
        "--bind",
        default=None,
        help=f"the one address to listen and advertise on (default: ${BIND_ENV}, else every interface)",
    )
    p.add_argument(
        "--name", default=None, help="table name shown in the lobbies (default: the game's id as words)"
    )
    p.add_argument("--password", default=None)
    p.add_argument(
        "--policy",
        choices=("pause", "standin"),
        default="pause",
        help="when a player drops out: pause the game, or let an AI stand in after a delay",
    )
    p.add_argument("--standin-delay", type=float, default=20.0)
    p.add_argument("--think-delay", type=float, default=0.6, help="AI seats' pause before acting, seconds")
    p.add_argument("--seed", type=int, default=None)
    add_option_arg(p)
    p.add_argument("--save", default=None, help="save file (default: in the app's data folder)")
    p.add_argument("--resume", default=None, metavar="SAVEFILE", help="resume the match saved there")
    p.add_argument("--no-advertise", action="store_true", help="do not announce the table with zeroconf")
    p.add_argument("--linger", type=float, default=2.0, help="seconds to stay up after the game ends")


def default_table_name(game_id: str) -> str:
    """A table's name when the host gives none: its game's id as words ("Modern Art")."""
    return game_id.replace("_", " ").title()


def _default_save_path(game_id: str) -> Path:
    """Where the app keeps LAN tables too: the app's "Host a LAN game" can resume them."""
    from modernart_desktop.storage.lan_saves import lan_save_path

    return lan_save_path(game_id)


def _cmd_host(args: argparse.Namespace) -> int:
    return asyncio.run(_run_host(args))


async def _run_host(args: argparse.Namespace) -> int:
    from modernart_desktop.core import registry
    from modernart_desktop.host.table import AI
    from modernart_desktop.net.discovery import HostAnnouncer
    from modernart_desktop.net.host import HostConfig, LanHost
    from modernart_desktop.net.seats import LanSeat

    bind = bind_address(args.bind)
    config = HostConfig(
        table_name=(args.name or default_table_name(args.game))[:40],
        password=args.password or None,
        policy=args.policy,
        standin_delay=args.standin_delay,
        think_delay=args.think_delay,
        autostart=True,
    )
    if args.resume:
        host = LanHost.resume(args.resume, config)
        save_path = Path(args.resume)
    else:
        game = registry.get(args.game)
        if not 0 <= args.ai <= args.players:
            raise CliError(f"--ai must be between 0 and --players ({args.players})")
        level = _level(game.game_id, args.level)
        config.standin_level = level
        humans = args.players - args.ai
        seats = [LanSeat() for _ in range(humans)] + [
            LanSeat(AI, f"AI {i + 1}", level) for i in range(args.ai)
        ]
        save_path = Path(args.save) if args.save else _default_save_path(game.game_id)
        host = LanHost.new(
            game.game_id,
            args.players,
            options=parse_table_options(game.game_id, args.players, args.option),
            seed=args.seed,
            seats=seats,
            config=config,
            save_path=save_path,
        )
    host.observers.append(lambda what, data: _report(host, what, data))
    port = args.port if args.port is not None else (host.saved_port or 0)
    try:
        addresses = await host.serve(bind, port, or_any=args.port is None)
    except OSError as exc:
        await host.close()
        raise CliError(f"cannot listen on {bind or 'every interface'}:{port}: {exc.strerror or exc}") from exc
    info = host.table_info()
    port = addresses[0][1]
    for address, _ in addresses:
        _say(f"listening on {address}:{port}")
    _say(
        f"table {info['name']!r}: {info['game']}, {info['players']} players, "
        f"{sum(1 for s in host.roster if s.kind == 'open')} open seats; saving to {save_path}"
    )
    announcer = None
    if not args.no_advertise:
        announcer = HostAnnouncer(host, bind, port, __version__)
        try:
            await announcer.start()
        except Exception as exc:  # no multicast here: manual address still works
            _say(f"not advertised on the LAN ({exc}); join with the address above")
            announcer = None
    if not host.started:
        with contextlib.suppress(Exception):
            host.start_game()  # every seat is an AI: play at once
    try:
        await host.finished.wait()
        await asyncio.sleep(args.linger)
    finally:
        if announcer is not None:
            await announcer.close()
        await host.close()
    _print_result(host.table.match, [s.name for s in host.roster])
    return 0


def _report(host: Any, what: str, data: Any) -> None:
    if what == "seats":
        return
    if what == "chat":
        who = data["name"]
        _say(f"[chat] {who}: {data['text']}")
    elif what == "started":
        _say("game started: " + ", ".join(s.name for s in host.roster))
    elif what == "paused":
        away = [s.name for s in host.roster if s.kind == "remote" and not s.connected]
        _say("paused: waiting for " + ", ".join(away))
    elif what == "resumed":
        _say("everyone is back: playing on")


def _print_result(match: Any, names: list[str]) -> None:
    if not match.is_over():
        _say(f"stopped after {match.seq} actions (the save file keeps the game)")
        return
    result = match.result()
    _say(f"game over after {match.seq} actions")
    for place, seat in enumerate(result.ranking(), start=1):
        mark = "  winner" if seat in result.winners else ""
        _say(f"{place}. {names[seat]}: {result.scores[seat]}{mark}")


# -- modernart join -------------------------------------------------------------------------
def _join_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("address", metavar="ADDRESS:PORT")
    p.add_argument("--agent", default=None, help="AI level that plays the seat (default: the best available)")
    p.add_argument("--name", default=None)
    p.add_argument("--password", default=None)
    p.add_argument("--think-delay", type=float, default=0.0)
    p.add_argument("--seed", type=int, default=None)


def _split_address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise CliError(f"expected ADDRESS:PORT, not {text!r}")
    return host.strip("[]"), int(port)


def _cmd_join(args: argparse.Namespace) -> int:
    return asyncio.run(_run_join(args))


async def _run_join(args: argparse.Namespace) -> int:
    import secrets

    from modernart_desktop.ai.levels import make_agent
    from modernart_desktop.net.agent_player import AgentPlayer
    from modernart_desktop.net.client import JoinFailed, LanClient

    address, port = _split_address(args.address)
    client = LanClient(address, port, args.name or f"{args.agent or 'AI'} player", password=args.password)
    try:
        await client.connect()
    except JoinFailed as exc:
        raise CliError(f"could not join {address}:{port}: {exc.code} {exc.params or ''}".rstrip()) from None
    game_id = client.table["game"]
    level = _level(game_id, args.agent)
    seed = args.seed if args.seed is not None else secrets.randbits(32)
    _say(f"joined {client.table['name']!r} ({game_id}) as seat {client.seat}, playing {level}")
    client.set_ready(True)
    player = AgentPlayer(client, make_agent(game_id, level, seed), think_delay=args.think_delay)
    try:
        result = await player.run()
    finally:
        await client.close()
    if result is None:
        raise CliError(f"lost the table ({client.close_code})")
    names = [s["name"] for s in client.seats]
    for place, seat in enumerate(sorted(range(len(result["scores"])), key=lambda s: -result["scores"][s]), 1):
        mark = "  winner" if seat in result["winners"] else ""
        you = "  (you)" if seat == client.seat else ""
        _say(f"{place}. {names[seat] if seat < len(names) else seat}: {result['scores'][seat]}{mark}{you}")
    return 0


# -- modernart tables ---------------------------------------------------------------------
def _tables_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--wait", type=float, default=3.0, help="seconds to listen")
    p.add_argument("--bind", default=None)


def _cmd_tables(args: argparse.Namespace) -> int:
    return asyncio.run(_run_tables(args))


async def _run_tables(args: argparse.Namespace) -> int:
    from modernart_desktop.net.discovery import TableBrowser

    browser = TableBrowser(bind_address(args.bind))
    await browser.start()
    try:
        await asyncio.sleep(args.wait)
    finally:
        await browser.close()
    if not browser.tables:
        _say("no tables found")
        return 1
    for t in sorted(browser.tables.values(), key=lambda t: t.ad.name):
        lock = " (password)" if t.ad.password else ""
        _say(
            f"{t.address}:{t.port}  {t.ad.name!r}  {t.ad.game}  {t.ad.free}/{t.ad.seats} free  "
            f"{t.ad.state}{lock}{'' if t.compatible else '  (other version)'}"
        )
    return 0


command("host", "host a LAN table without a window", _host_args)(_cmd_host)
command("join", "play a seat at a LAN table with an AI agent", _join_args)(_cmd_join)
command("tables", "list the LAN tables announced nearby", _tables_args)(_cmd_tables)

if sys.platform == "win32":  # pragma: no cover - the default loop lacks what zeroconf needs
    asyncio.set_event_loop_policy(asyncio.WindowsSelectorEventLoopPolicy())
