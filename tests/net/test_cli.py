"""The headless commands: `modernart host` runs a table without a window and prints
where it listens; two `modernart join` processes play its open seats with agents."""

from __future__ import annotations

import os
import re
import subprocess
import sys

from modernart_desktop.cli import main


def modernart(*args: str) -> subprocess.Popen:
    env = dict(os.environ, MODERNART_BIND="127.0.0.1", PYTHONUNBUFFERED="1")
    return subprocess.Popen(
        [sys.executable, "-m", "modernart_desktop", *args],
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )


def test_a_headless_host_and_two_headless_joiners_play_a_game_to_its_end(tmp_path):
    save = tmp_path / "table.msgpack"
    host = modernart(
        "host",
        "--game",
        "modern_art",
        "--players",
        "4",
        "--ai",
        "2",
        "--port",
        "0",
        "--think-delay",
        "0",
        "--save",
        str(save),
        "--linger",
        "0.2",
        "--level",
        "random",
    )
    try:
        first = host.stdout.readline()
        m = re.fullmatch(r"listening on 127\.0\.0\.1:(\d+)\n", first)
        assert m, first
        port = m.group(1)
        joiners = [
            modernart("join", f"127.0.0.1:{port}", "--agent", "random", "--name", n) for n in ("Ann", "Bob")
        ]
        outs = [j.communicate(timeout=120)[0] for j in joiners]
        host_out = first + host.communicate(timeout=60)[0]
    finally:
        for p in [host, *locals().get("joiners", [])]:
            if p.poll() is None:
                p.kill()
    assert host.returncode == 0, host_out
    assert [j.returncode for j in joiners] == [0, 0], outs
    assert "game started" in host_out and "game over after" in host_out
    ranking = [line for line in host_out.splitlines() if re.match(r"\d\. ", line)]
    assert len(ranking) == 4
    for out in outs:  # each joiner printed the same final ranking, marking itself
        assert [
            line.replace("  (you)", "") for line in out.splitlines() if re.match(r"\d\. ", line)
        ] == ranking
    assert save.exists()


def test_join_explains_an_unreachable_table_and_a_bad_address(capsys):
    assert main(["join", "nowhere"]) == 2
    assert "expected ADDRESS:PORT" in capsys.readouterr().err
    assert main(["join", "127.0.0.1:1", "--agent", "random"]) == 2
    assert "net/unreachable" in capsys.readouterr().err


def test_an_unknown_ai_level_is_named_with_the_ones_available(capsys):
    assert main(["host", "--players", "3", "--ai", "3", "--level", "grandmaster", "--no-advertise"]) == 2
    err = capsys.readouterr().err
    assert "grandmaster" in err and "random" in err
