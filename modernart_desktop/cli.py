"""The `modernart` command: the desktop app by default, plus headless tools.

Sub-commands register here in one table; each one's errors are printed as one
clear line with exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from modernart_desktop import __version__, build_info

if TYPE_CHECKING:
    from modernart_desktop.core.errors import InvalidOptions
    from modernart_desktop.core.match import Match


class CliError(Exception):
    """A user mistake: printed as one line, exit code 2."""


_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


def add_option_arg(p: argparse.ArgumentParser) -> None:
    """`--option KEY=VALUE`, repeatable: a table option of the chosen game."""
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a table option of the game, repeatable (e.g. mystery_hand=true, open_clock=5)",
    )


def parse_table_options(game_id: str, players: int, pairs: Sequence[str]) -> dict[str, Any]:
    """`KEY=VALUE` pairs checked against the game's option specs, defaults filled in.
    An unknown key, a value of the wrong kind or out of range is a CliError."""
    from modernart_desktop.core import registry

    game = registry.get(game_id)
    specs = {spec.key: spec for spec in game.options}
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        key, raw = key.strip(), raw.strip()
        if not sep or not key:
            raise CliError(f"--option wants KEY=VALUE, not {pair!r}")
        spec = specs.get(key)
        if spec is None:
            known = ", ".join(sorted(specs)) or "none"
            raise CliError(f"{game_id} has no option {key!r} (its options: {known})")
        if spec.kind == "bool":
            if raw.lower() not in _TRUE + _FALSE:
                raise CliError(f"option {key} is true or false, not {raw!r}")
            options[key] = raw.lower() in _TRUE
        else:
            try:
                options[key] = int(raw)
            except ValueError:
                raise CliError(f"option {key} is a whole number, not {raw!r}") from None
    return game.normalize_options(players, options)


def _cmd_simulate(args: argparse.Namespace) -> int:
    from modernart_desktop.ai.selfplay import play_random_games
    from modernart_desktop.core import registry

    registry.get(args.game)
    options = parse_table_options(args.game, args.players, args.option)
    start = time.perf_counter()
    finished, actions = play_random_games(args.game, args.players, args.games, args.seed, options)
    elapsed = time.perf_counter() - start
    print(f"game: {args.game}, players: {args.players}, seed: {args.seed}")
    print(f"games finished: {finished} of {args.games}")
    print(f"actions: {actions} ({actions / max(1, finished):.1f} per game)")
    print(f"time: {elapsed:.2f} s, {finished / elapsed:.1f} games per second")
    return 0 if finished == args.games else 1


def _cmd_replay(args: argparse.Namespace) -> int:
    from modernart_desktop.core.persistence import load_match

    match = load_match(args.savefile)
    names = match.meta.get("names") or [f"Seat {s + 1}" for s in range(match.num_players)]
    print(f"game: {match.game_id}, players: {match.num_players}, actions: {match.seq}")
    if args.seat is not None or args.step is not None or args.revealed:
        return _replay_step(match, names, args)
    if not match.is_over():
        print(f"the game is not finished (round {getattr(match.state, 'round', 0) + 1} in progress)")
        return 0
    result = match.result()
    for place, seat in enumerate(result.ranking(), start=1):
        mark = "  winner" if seat in result.winners else ""
        print(f"{place}. {names[seat]}: {result.scores[seat]}{mark}")
    return 0


def _replay_step(match: Match, names: list[str], args: argparse.Namespace) -> int:
    """One step of a finished game as one seat saw it (or everything, --revealed)."""
    from modernart_desktop.core.replay import Replay, ReplayRefused
    from modernart_desktop.replay_text import step_lines

    try:
        replay = Replay(match)
    except ReplayRefused:
        raise CliError("the game is not finished: its replay would show hidden information") from None
    seat = None if args.revealed else (1 if args.seat is None else args.seat) - 1
    if seat is not None and not 0 <= seat < match.num_players:
        raise CliError(f"--seat must be 1 to {match.num_players}")
    step = replay.length if args.step is None else args.step
    if not 0 <= step <= replay.length:
        raise CliError(f"--step must be 0 to {replay.length}")
    print("\n".join(step_lines(replay, step, seat, names)))
    return 0


def _cmd_gui(args: argparse.Namespace) -> int:
    from modernart_desktop.desktop_libs import check_before_qt

    # Qt aborts with a misleading message when an X11 library is missing: say which.
    problem = check_before_qt()
    if problem:
        print(problem, file=sys.stderr, end="")
        return 3
    from modernart_desktop.ui.app import run_app

    return run_app(list(getattr(args, "qt_args", []) or []))


# Sub-commands: name -> (help, argument builder, handler). Other packages add theirs.
COMMANDS: dict[
    str, tuple[str, Callable[[argparse.ArgumentParser], None], Callable[[argparse.Namespace], int]]
] = {}


Handler = Callable[[argparse.Namespace], int]


def command(
    name: str, help_text: str, build: Callable[[argparse.ArgumentParser], None]
) -> Callable[[Handler], Handler]:
    def deco(handler: Handler) -> Handler:
        COMMANDS[name] = (help_text, build, handler)
        return handler

    return deco


def _simulate_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", default="modern_art")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    add_option_arg(p)


def _replay_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("savefile")
    p.add_argument("--seat", type=int, default=None, help="show the table as this seat saw it (1 = first)")
    p.add_argument(
        "--step", type=int, default=None, help="after this many actions (0 = set-up; default: the end)"
    )
    p.add_argument("--revealed", action="store_true", help="show everything, every hand face up")


command("simulate", "play random legal games and report speed", _simulate_args)(_cmd_simulate)
command("replay", "replay a saved match and print its result", _replay_args)(_cmd_replay)
command("gui", "start the desktop app (the default)", lambda p: None)(_cmd_gui)


def _load_extra_commands() -> None:
    """Commands that live with their subsystem (tournament, host, join)."""
    import importlib

    for module in ("modernart_desktop.ai.cli", "modernart_desktop.net.cli"):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name is None or not module.startswith(exc.name):
                raise  # a real import error inside the module, not its absence


def build_parser() -> argparse.ArgumentParser:
    _load_extra_commands()
    parser = argparse.ArgumentParser(prog="modernart", description="Modern Art Desktop")
    parser.add_argument(
        "--version",
        action="version",
        version=f"modernart {__version__} (engines: {build_info.describe()})",  # which build runs
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the app, check that games, AI, LAN and translations load, and quit (exit 0 if so)",
    )
    sub = parser.add_subparsers(dest="command")
    for name, (help_text, build, handler) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text)
        build(p)
        p.set_defaults(handler=handler)
    return parser


def _describe_options_error(exc: InvalidOptions) -> str:
    p = exc.params
    if exc.code == "players/out_of_range":
        return f"this game is for {p['min']} to {p['max']} players, not {p['players']}"
    if exc.code == "option/not_for_players":
        return f"option {p['key']} is not available with {p['players']} players"
    if exc.code == "option/out_of_range":
        return f"option {p['key']} must be between {p['min']} and {p['max']}"
    return f"invalid table options: {exc}"


def main(argv: Sequence[str] | None = None) -> int:
    from modernart_desktop.core.errors import InvalidOptions, SaveFileError, UnknownGame

    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", None) or _cmd_gui
    if args.smoke_test:
        from modernart_desktop.ui.smoke import run_smoke_test

        return run_smoke_test([])
    try:
        return handler(args)
    except InvalidOptions as exc:
        print(f"modernart: error: {_describe_options_error(exc)}", file=sys.stderr)
        return 2
    except (CliError, UnknownGame, SaveFileError) as exc:
        print(f"modernart: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
