"""Every registered game, the same after-the-game contract: the event codes it flags
are codes it really emits, and replays, history and undo stay pure Python."""

from __future__ import annotations

import subprocess
import sys

import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.match import Match
from modernart_desktop.core.replay import Replay, round_series
from modernart_desktop.core.undo import can_undo
from tests.after.helpers import play


@pytest.mark.parametrize("game_id", registry.available())
def test_flagged_event_codes_are_codes_the_game_emits(game_id):
    """A misspelt code would silently allow an unfair undo or lose round starts."""
    game = registry.get(game_id)
    emitted: set[str] = set()
    tables: list[tuple[int, dict]] = []
    for players in range(game.min_players, game.max_players + 1):
        tables.append((players, {}))
        # Each yes/no option switched on where it applies (variants emit their own events).
        for spec in game.options:
            if spec.kind == "bool" and spec.applies_to(players):
                tables.append((players, {spec.key: not spec.default}))
    for seed in range(4):
        for players, options in tables:
            match = Match.new(game_id, players, options, seed=seed)
            play(match, seed)
            emitted |= {e.code for _, e in match.events}
    assert game.round_start_events, "a game must say which events start a round"
    for flagged in (game.round_start_events, game.revealing_events, game.private_echo_events):
        assert flagged <= emitted, flagged - emitted


@pytest.mark.parametrize("game_id", registry.available())
def test_echo_events_are_private_and_revealing_events_public(game_id):
    game = registry.get(game_id)
    match = Match.new(game_id, game.max_players, seed=5)
    play(match, 5)
    for _, event in match.events:
        if event.code in game.private_echo_events:
            assert event.to is not None, event
        if event.code in game.revealing_events:
            assert event.to is None, event


@pytest.mark.parametrize("game_id", registry.available())
def test_undo_is_never_offered_after_the_seat_received_a_private_event(game_id):
    """Walk a whole game: whenever undo is allowed, nothing addressed to that seat arrived
    after its last decision except the echo of that decision itself."""
    game = registry.get(game_id)
    match = Match.new(game_id, game.min_players, seed=8)
    checked = []

    def after(m: Match) -> None:
        for seat in range(m.num_players):
            if can_undo(m, seat)[0]:
                last = max(i for i, e in enumerate(m.log) if e.seat == seat) + 1
                late = [
                    (q, e)
                    for q, e in m.events
                    if q >= last and (e.to == seat or e.code in game.revealing_events)
                ]
                assert all(q == last and e.code in game.private_echo_events for q, e in late), late
                checked.append(seat)

    play(match, 8, after=after)
    assert checked  # undo was offered at some point


def test_replays_history_and_undo_import_no_qt_asyncio_or_sockets(tmp_path):
    # As in tests/core/test_purity.py: what `importlib.metadata` (plug-in discovery) loads
    # is the baseline; everything beyond it is checked.
    code = (
        "import sys, pathlib, importlib.metadata\n"
        "base = set(sys.modules)\n"
        "from modernart_desktop.core import registry, replay, reveal, undo\n"
        "from modernart_desktop.history import records, schema, stats, store\n"
        "from modernart_desktop import replay_text\n"
        "from modernart_desktop.core.match import Match\n"
        "from modernart_desktop.ai.selfplay import play_random_games\n"
        "for g in registry.available():\n"
        "    play_random_games(g, registry.get(g).min_players, 1, 1)\n"
        f"s, _ = store.HistoryStore.open(pathlib.Path({str(tmp_path)!r}))\n"
        "stats.game_statistics(s, 'modern_art')\n"
        "bad = sorted(n for n in set(sys.modules) - base if n.split('.')[0] in\n"
        "             ('PySide6', 'shiboken6', 'asyncio', 'socket', '_socket', 'qasync', 'zeroconf', 'selectors'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pulled in: {out.stdout.strip()}"


@pytest.mark.parametrize("game_id", registry.available())
def test_every_game_gives_a_round_series_for_its_chart(game_id):
    game = registry.get(game_id)
    match = Match.new(game_id, game.max_players, seed=2)
    play(match, 2)
    series = round_series(Replay(match))
    assert series and all(len(point) == game.max_players for point in series)
    assert series[-1] == list(match.result().scores)
