"""Writes the seed corpora under fuzz/corpus/<target>/ from real play (run it again
after a change of the wire or save format; the files are small and kept in git).

- net: frames captured from real LAN games on 127.0.0.1 (one per game: a LAN player
  driven by the random agent against AI seats), both directions, a few consecutive
  frames per file, as the host and a client read them;
- saves: the LAN host's own save file of each of those games, and solo saves of
  seeded random games in the middle and at the end;
- history: a history database holding those finished games;
- actions: seeded choices of game, position and commands (the harness reads them).

    .venv/bin/python fuzz/make_corpus.py
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
os.environ.setdefault("MODERNART_BIND", "127.0.0.1")

from modernart_desktop.ai.agent import RandomAgent  # noqa: E402
from modernart_desktop.core.match import Match  # noqa: E402
from modernart_desktop.core.persistence import match_to_bytes  # noqa: E402
from modernart_desktop.history.records import record_from_match  # noqa: E402
from modernart_desktop.history.store import FILE_NAME, HistoryStore  # noqa: E402
from modernart_desktop.net import connection  # noqa: E402
from modernart_desktop.net.agent_player import AgentPlayer  # noqa: E402
from modernart_desktop.net.client import LanClient  # noqa: E402
from modernart_desktop.net.codec import HEADER  # noqa: E402
from modernart_desktop.net.host import HostConfig, LanHost  # noqa: E402
from modernart_desktop.net.protocol import MAX_HOST_FRAME  # noqa: E402
from modernart_desktop.net.seats import AI, LanSeat  # noqa: E402

GAMES = ("modern_art", "modern_art_card_game", "art_society", "friesematenten")
CORPUS = HERE / "corpus"
MAX_FILE = 12 * 1024
FRAMES_PER_FILE = 6
FILES_PER_STREAM = 10


def write(target: str, data: bytes) -> None:
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()[:16]).write_bytes(data)


async def lan_game(game_id: str, seed: int, save: Path) -> dict[str, list[bytes]]:
    """Frames each side read during one whole LAN game (host-bound, client-bound)."""
    streams: dict[str, list[bytes]] = {"to_host": [], "to_client": []}
    real = connection.read_frame

    async def recording(reader: asyncio.StreamReader, cap: int) -> bytes:
        payload = await real(reader, cap)
        streams["to_client" if cap == MAX_HOST_FRAME else "to_host"].append(payload)
        return payload

    connection.read_frame = recording  # type: ignore[assignment]
    try:
        seats = [LanSeat()] + [LanSeat(AI, "Bot", "random") for _ in range(2)]
        config = HostConfig(think_delay=0.0, heartbeat=0.5, heartbeat_timeout=3.0, autostart=True)
        host = LanHost.new(game_id, 3, seed=seed, seats=seats, config=config, save_path=save)
        await host.serve("127.0.0.1", 0)
        client = LanClient("127.0.0.1", host.port, "Ann", heartbeat=0.5, timeout=3.0)
        await client.connect()
        client.set_ready(True)
        client.say("hello table")
        await asyncio.wait_for(AgentPlayer(client, RandomAgent(seed), think_delay=0.0).run(), 120)
        await asyncio.wait_for(host.finished.wait(), 10)
        await asyncio.sleep(0.2)
        await client.close()
        await host.close()
    finally:
        connection.read_frame = real  # type: ignore[assignment]
    return streams


def frame_files(direction: int, game_index: int, payloads: list[bytes]) -> list[bytes]:
    """Consecutive frames from the start, the middle and the end of a stream."""
    starts = sorted({0, *range(0, len(payloads), max(1, len(payloads) // FILES_PER_STREAM))})
    files = []
    for start in starts[:FILES_PER_STREAM] + [max(0, len(payloads) - FRAMES_PER_FILE)]:
        body = b""
        for p in payloads[start : start + FRAMES_PER_FILE]:
            if len(body) + len(p) + 4 > MAX_FILE:
                break
            body += HEADER.pack(len(p)) + p
        if body:
            files.append(bytes([game_index << 1 | direction]) + body)
    return files


def solo_saves(rng: random.Random) -> list[bytes]:
    out = []
    for game_id in GAMES:
        match = Match.new(game_id, 3, seed=rng.randrange(1 << 30), meta={"names": ["A", "B", "C"]})
        agent = RandomAgent(1)
        halfway = None
        while not match.is_over():
            seat = min(match.active_seats())
            match.apply(seat, agent.choose(None, match.legal_actions(seat)))
            if match.seq == 30:
                halfway = match_to_bytes(match)
        out += [halfway or b"", match_to_bytes(match)]
    return [o for o in out if o]


def main() -> None:
    if CORPUS.exists():
        shutil.rmtree(CORPUS)
    rng = random.Random(36)
    finished: list[Match] = []
    with tempfile.TemporaryDirectory() as tmp:
        for index, game_id in enumerate(GAMES):
            save = Path(tmp) / f"{game_id}.modernart"
            streams = asyncio.run(lan_game(game_id, 100 + index, save))
            for direction, name in ((0, "to_host"), (1, "to_client")):
                for data in frame_files(direction, index, streams[name]):
                    write("net", data)
            data = save.read_bytes()
            write("saves", data)
            from modernart_desktop.core.persistence import match_from_bytes

            finished.append(match_from_bytes(data))
        for data in solo_saves(rng):
            if len(data) <= 64 * 1024:
                write("saves", data)
        store, _ = HistoryStore.open(tmp)
        for match in finished:
            store.record(record_from_match(match, duration_s=600.0))
        store.close()
        write("history", b"\0" + (Path(tmp) / FILE_NAME).read_bytes())
    for n in range(12):
        write("history", bytes([1]) + rng.randbytes(40 + 8 * n))
    for n in range(48):
        write(
            "actions",
            bytes([n % 4, rng.randrange(8), rng.randrange(256), rng.randrange(256)]) + rng.randbytes(60),
        )
    for target in sorted(p.name for p in CORPUS.iterdir()):
        files = list((CORPUS / target).iterdir())
        print(f"{target}: {len(files)} files, {sum(f.stat().st_size for f in files)} bytes")


if __name__ == "__main__":
    main()
