"""Hear that the game speaks: play a whole game of each kind into a PulseAudio null sink,
record it, and print each cue's count, length and peak/RMS level (issue 35).

Needs PulseAudio (Debian: `apt-get install pulseaudio pulseaudio-utils`). The script
starts its own pulseaudio with a null sink (`modernart_bench`) in a private runtime
folder, records the sink's monitor with `parec`, and runs the real app offscreen: one
seat is "you" (a random player clicking through the session, so your-turn cues sound
and the window, never active offscreen, is alerted), the others are computer players.

    python benchmarks/game_sounds.py                  # all four games
    python benchmarks/game_sounds.py --games modern_art --pace 0.2 --keep /tmp/rec.wav

First each cue is played alone (twice: the first play opens its stream) and measured
where the recording has it (its burst of sound over -50 dBFS): the length heard, its peak
and RMS (dBFS, at master volume 100 and the cue's own gain). Then each whole game: how many times each cue
played, the cue rate, the shortest gap between two cues, and the level of that stretch
of the recording.
"""

from __future__ import annotations

import argparse
import array
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import wave
from collections import Counter
from pathlib import Path
from typing import Any

RATE = 44_100
NOTIFIER_WARNINGS = [0]  # Qt's socket-notifier warnings while the games played
SINK = "modernart_bench"
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def start_pulse(folder: Path) -> subprocess.Popen[bytes]:
    """A private pulseaudio (this user) with one null sink as its default."""
    socket = folder / "native"
    env = dict(os.environ, XDG_RUNTIME_DIR=str(folder), HOME=str(folder))
    cmd = [
        "pulseaudio",
        "-n",
        "--daemonize=no",
        "--exit-idle-time=-1",
        "--use-pid-file=no",
        f"--log-target=file:{folder / 'pulse.log'}",
        "-L",
        f"module-native-protocol-unix socket={socket} auth-anonymous=1",
        "-L",
        f"module-null-sink sink_name={SINK} rate={RATE} channels=2",
    ]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.environ["PULSE_SERVER"] = f"unix:{socket}"
    for _ in range(100):
        if socket.exists() and subprocess.run(["pactl", "info"], capture_output=True).returncode == 0:
            break
        time.sleep(0.1)
    else:
        proc.kill()
        raise SystemExit(f"pulseaudio did not start (see {folder / 'pulse.log'})")
    subprocess.run(["pactl", "set-default-sink", SINK], check=True)
    return proc


def levels(samples: array.array) -> tuple[float, float]:
    if not samples:
        return -math.inf, -math.inf
    peak = max(abs(x) for x in samples) / 32768
    rms = math.sqrt(sum(x * x for x in samples) / len(samples)) / 32768
    return (20 * math.log10(peak) if peak else -math.inf), (20 * math.log10(rms) if rms else -math.inf)


GAP_S = 0.6
FLOOR = 104  # -50 dBFS


def bursts(samples: array.array, limit: int) -> list[tuple[int, int]]:
    """The first `limit` runs of sound (sample ranges) that silence of GAP_S separates."""
    found: list[tuple[int, int]] = []
    gap = int(GAP_S * RATE)
    start = last = None
    for i, x in enumerate(samples):
        if abs(x) <= FLOOR:
            if start is not None and i - last > gap:
                found.append((start, last + 1))
                start = None
                if len(found) == limit:
                    break
            continue
        if start is None:
            start = i
        last = i
    return found


def file_length(path: Path) -> float:
    with wave.open(str(path)) as w:
        return w.getnframes() / w.getframerate()


def play_games(
    games: list[str], pace: float, seed: int
) -> tuple[list[tuple[str, float, str]], list[tuple[str, float, str]]]:
    """Each cue alone (twice: the first play opens its stream), then each game in the
    app: (game or "alone", time, cue) of every cue the board played."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("MODERNART_DATA_DIR", tempfile.mkdtemp(prefix="sound-bench-"))
    from PySide6.QtCore import QTimer, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from modernart_desktop.ui.sound.cues import CUES

    app = QApplication.instance() or QApplication(sys.argv)
    from modernart_desktop.ai.levels import make_agent
    from modernart_desktop.host.table import AI, HUMAN, SeatInfo
    from modernart_desktop.ui.app import install_event_loop
    from modernart_desktop.ui.i18n import I18n
    from modernart_desktop.ui.main_window import MainWindow
    from modernart_desktop.ui.session import LocalSession
    from modernart_desktop.ui.settings import Settings

    install_event_loop(app, already_running=True)
    # A sound backend that toggles a socket notifier from its own thread freezes the
    # event loop in a flood of these (QSoundEffect on PulseAudio did): count them.
    previous = qInstallMessageHandler(None)

    def count_warnings(kind: Any, context: Any, message: str) -> None:
        if "QSocketNotifier" in message:
            NOTIFIER_WARNINGS[0] += 1
        elif previous is not None:
            previous(kind, context, message)

    qInstallMessageHandler(count_warnings)
    settings = Settings()
    settings.speed = "instant"
    settings.sound_volume = 100
    settings.sound_muted = False
    settings.sound_table = settings.sound_turn_alert = True
    window = MainWindow(settings, I18n(app))
    window.resize(1360, 860)
    window.show()
    board = window.sound.board
    if not board.available:
        raise SystemExit(f"no sound: {board.silent_reason}")
    played: list[tuple[str, float, str]] = []
    current = [""]
    board.played.connect(lambda cue: played.append((current[0], time.monotonic(), cue)))

    def wait(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)

    # Each cue alone, with silence around it: the first round opens each cue's stream
    # (hundreds of ms on PulseAudio), the second is measured.
    wait(1.0)
    for round_ in ("warm-up", "alone"):
        current[0] = round_
        for name in CUES:
            board.play(name)
            wait(2.5)  # PulseAudio's latency (about a second here) plus the longest cue
    alone = [p for p in played if p[0] == "alone"]
    played.clear()
    for game_id in games:
        current[0] = game_id
        seats = [SeatInfo("You", HUMAN)] + [SeatInfo(n, AI, "random") for n in ("Ada", "Bruno", "Clara")]
        session = LocalSession.new(game_id, seats, seed=seed, think_delay=pace)
        window.open_session(session)
        page = window.table_page
        me = make_agent(game_id, "random", seed)
        last_move = [0.0]

        def step(session=session, page=page, me=me, last_move=last_move) -> None:
            dialog = page.table.scoring_dialog()
            if dialog is not None and dialog.isVisible():
                dialog.accept()
                return
            if session.is_over() or time.monotonic() - last_move[0] < pace:
                return
            legal = page.bridge.legal(0)
            if 0 in session.active_seats() and legal:
                last_move[0] = time.monotonic()
                action = me.choose(page.bridge.view(0), legal)
                session.submit(0, action, based_on_seq=page.bridge.seq(0))

        timer = QTimer()
        timer.timeout.connect(step)
        timer.start(20)
        started = time.monotonic()
        while not session.is_over() and time.monotonic() - started < 600:
            wait(0.05)
        timer.stop()
        wait(2.0)  # the last cues ring out
        print(f"{game_id}: {len(session.table.match.log)} moves in {time.monotonic() - started:.0f} s")
        window.leave_table()
        wait(0.5)
    window.close()
    return alone, played


def main(argv: list[str] | None = None) -> int:
    from modernart_desktop.core import registry
    from modernart_desktop.ui.sound.board import sounds_dir
    from modernart_desktop.ui.sound.cues import CUES

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=None, help="game ids (default: every game)")
    parser.add_argument("--pace", type=float, default=0.12, help="seconds between two moves")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", type=Path, default=None, help="save the recording as this WAV file")
    args = parser.parse_args(argv)
    games = args.games or registry.available()
    for tool in ("pulseaudio", "parec", "pactl"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is missing: apt-get install pulseaudio pulseaudio-utils")
    folder = Path(tempfile.mkdtemp(prefix="modernart-pulse-"))
    pulse = start_pulse(folder)
    raw = folder / "recording.raw"
    with raw.open("wb") as out:
        rec = subprocess.Popen(
            ["parec", "-d", f"{SINK}.monitor", "--format=s16le", f"--rate={RATE}", "--channels=1", "--raw"],
            stdout=out,
        )
    rec_start = time.monotonic()
    try:
        alone, played = play_games(games, args.pace, args.seed)
    finally:
        time.sleep(0.3)
        rec.terminate()
        rec.wait()
        pulse.terminate()
        pulse.wait()
    samples = array.array("h")
    samples.frombytes(raw.read_bytes()[: raw.stat().st_size // 2 * 2])
    if args.keep:
        with wave.open(str(args.keep), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(samples.tobytes())
    lengths = {p.stem: file_length(p) for p in (sounds_dir() or Path()).glob("*.wav")}
    print(f"recorded {len(samples) / RATE:.1f} s; Qt socket-notifier warnings: {NOTIFIER_WARNINGS[0]}")

    # Each cue alone: the recording's first bursts of sound (runs of samples over -50 dBFS
    # with no gap of GAP_S) are the warm-up round, then the measured round, in CUES order.
    found = bursts(samples, len(CUES) * 2)
    names = [cue for _g, _t, cue in alone]
    if len(found) < 2 * len(names):
        raise SystemExit(f"expected {2 * len(names)} separate cues at the start, heard {len(found)}")
    measured = found[len(names) : 2 * len(names)]
    # where the recording has a moment of the app's clock (parec starts a little late)
    offset = statistics.median(b - (t - rec_start) * RATE for (b, _e), (_g, t, _c) in zip(measured, alone))
    print("\nEach cue alone, as the null sink heard it (master volume 100, the cue's own gain):")
    header = f"{'cue':<11}{'gain':>6}{'file s':>8}{'heard s':>9}{'peak dBFS':>11}{'RMS dBFS':>10}"
    print(header)
    print("-" * len(header))
    heard_alone: dict[str, tuple[float, float, float]] = {}
    for cue, (begin, end) in zip(names, measured):
        segment = samples[begin:end]
        peak, rms = levels(segment)
        heard_alone[cue] = ((end - begin) / RATE, peak, rms)
        gain = CUES[cue].gain if cue in CUES else 1.0
        print(
            f"{cue:<11}{gain:>6.2f}{lengths.get(cue, 0):>8.2f}{(end - begin) / RATE:>9.2f}{peak:>11.1f}{rms:>10.1f}"
        )

    print(f"\nWhole games (you and three computers, {args.pace} s a move): what each asked for")
    header = (
        f"{'game':<22}{'cue':<11}{'count':>6}{'file s':>8}{'heard s':>9}{'peak dBFS':>11}{'RMS dBFS':>10}"
    )
    print(header)
    print("-" * len(header))
    for game_id in games:
        counts = Counter(cue for g, _t, cue in played if g == game_id)
        for cue, count in sorted(counts.items(), key=lambda kv: -kv[1]):
            heard, peak, rms = heard_alone.get(cue, (0.0, -math.inf, -math.inf))
            print(
                f"{game_id:<22}{cue:<11}{count:>6}{lengths.get(cue, 0):>8.2f}{heard:>9.2f}{peak:>11.1f}{rms:>10.1f}"
            )
        span = [t for g, t, _c in played if g == game_id]
        if len(span) > 1:
            gaps = sorted(b - a for a, b in zip(span, span[1:]))
            first = max(0, int((span[0] - rec_start) * RATE + offset))
            last = int((span[-1] - rec_start + 1.5) * RATE + offset)
            peak, rms = levels(samples[first:last])
            print(
                f"{game_id:<22}{'(all)':<11}{len(span):>6}  over {span[-1] - span[0]:.0f} s:"
                f" {len(span) / (span[-1] - span[0]) * 60:.0f} cues/min, shortest gap {gaps[0] * 1000:.0f} ms,"
                f" the game's recording peak {peak:.1f} / RMS {rms:.1f} dBFS"
            )
    shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
