"""Synthesise the app's sound cues into resources/sounds/ (issue 35).

Every sound the app plays is made here from sine partials, filtered noise and
envelopes: nothing is recorded, sampled or downloaded, so the files are ours and ship
under the licence in resources/sounds/LICENSE.md. The output is deterministic (seeded
noise): running the script again rewrites the same bytes.

    python packaging/make_sounds.py            # rewrite resources/sounds/*.wav
    python packaging/make_sounds.py --check    # exit 1 if a shipped file differs

Each cue is 16-bit mono PCM at 44.1 kHz, at most about a second long, and normalised
to one loudness: the RMS of its sounding part is brought to TARGET_RMS_DBFS, then the
whole cue is turned down if its peak would pass PEAK_LIMIT_DBFS (a percussive cue ends
a little quieter rather than clipping). Softer cues (others' bids) are softened when
played (modernart_desktop/ui/sound/cues.py), not here.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44_100
TARGET_RMS_DBFS = -20.0
PEAK_LIMIT_DBFS = -1.0
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"

Signal = list[float]


# -- building blocks ------------------------------------------------------------------
def silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def tone(
    freq: float, seconds: float, decay: float, partials: tuple[tuple[float, float], ...] = ((1, 1),)
) -> Signal:
    """A struck tone: partials (ratio, weight) under a fast attack and exponential decay."""
    n = int(RATE * seconds)
    attack = max(1, int(RATE * 0.004))
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, i / attack) * math.exp(-t / decay)
        out.append(env * sum(w * math.sin(2 * math.pi * freq * r * t) for r, w in partials))
    return out


def noise(seconds: float, seed: int) -> Signal:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def lowpass(sig: Signal, cutoff: float | Callable[[int], float]) -> Signal:
    out, y = [], 0.0
    for i, x in enumerate(sig):
        fc = cutoff(i) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-2 * math.pi * fc / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: Signal, cutoff: float) -> Signal:
    low = lowpass(sig, cutoff)
    return [x - y for x, y in zip(sig, low)]


def envelope(sig: Signal, attack: float, decay: float) -> Signal:
    a = max(1, int(RATE * attack))
    return [x * min(1.0, i / a) * math.exp(-(i / RATE) / decay) for i, x in enumerate(sig)]


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Signals placed at their start times (seconds), summed."""
    length = max(int(RATE * at) + len(sig) for at, sig in parts)
    out = [0.0] * length
    for at, sig in parts:
        start = int(RATE * at)
        for i, x in enumerate(sig):
            out[start + i] += x
    return out


def scale(sig: Signal, gain: float) -> Signal:
    return [x * gain for x in sig]


def fade_out(sig: Signal, seconds: float = 0.02) -> Signal:
    n = min(len(sig), int(RATE * seconds))
    out = list(sig)
    for i in range(n):
        out[len(sig) - n + i] *= 1.0 - (i + 1) / n
    return out


def note(name: str) -> float:
    """A note's frequency: 'A4' is 440 Hz."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]] + (1 if "#" in name else 0) - (1 if name[1] == "b" else 0)
    octave = int(name[-1])
    return 440.0 * 2 ** ((semis + 12 * (octave - 4)) / 12)


BELL = ((1, 1.0), (2.0, 0.35), (3.01, 0.12), (4.2, 0.05))
WOOD = ((1, 1.0), (2.76, 0.4), (5.4, 0.12))
SOFT = ((1, 1.0), (2, 0.15))


# -- the cues ---------------------------------------------------------------------------
def card() -> Signal:
    """A card laid on the table: a short bright swish of paper."""
    swish = highpass(noise(0.14, 1), 1800)
    swish = lowpass(swish, lambda i: 9000 - 40000 * i / RATE)
    return envelope(swish, 0.012, 0.035)


def bid() -> Signal:
    """Your bid: a light wooden tap, up a fifth."""
    return mix(
        (0, tone(note("A5"), 0.16, 0.03, WOOD)), (0.06, scale(tone(note("E6"), 0.14, 0.03, WOOD), 0.6))
    )


def bid_other() -> Signal:
    """Another player's bid: one lower wooden tap (played softer)."""
    return tone(note("D5"), 0.14, 0.03, WOOD)


def reveal() -> Signal:
    """The sealed fists opening: three quick rising plucks."""
    return mix(*((0.07 * k, tone(note(n), 0.3, 0.08, BELL)) for k, n in enumerate(("C5", "E5", "G5"))))


def gavel() -> Signal:
    """The gavel of a sale: a filtered knock with a falling body and a woody ring."""
    n = int(RATE * 0.32)
    body = [
        math.exp(-(i / RATE) / 0.05)
        * math.sin(2 * math.pi * (150 + 140 * math.exp(-(i / RATE) / 0.012)) * i / RATE)
        for i in range(n)
    ]
    click = envelope(lowpass(noise(0.03, 2), 3500), 0.0005, 0.006)
    ring = scale(tone(620, 0.25, 0.045, WOOD), 0.35)
    return mix((0, body), (0, scale(click, 0.8)), (0, ring))


def coins() -> Signal:
    """Coins paid: bright inharmonic partials with a decay, three clinks."""
    clink = ((1, 1.0), (1.47, 0.6), (2.09, 0.4), (2.9, 0.2))
    return mix(
        (0.0, tone(2400, 0.22, 0.05, clink)),
        (0.07, scale(tone(2750, 0.22, 0.05, clink), 0.8)),
        (0.15, scale(tone(2180, 0.3, 0.07, clink), 0.7)),
    )


def scoring() -> Signal:
    """A round's scoring: a bell arpeggio settling on a chord."""
    notes = ("C5", "E5", "G5", "C6")
    parts = [(0.09 * k, tone(note(n), 0.8 - 0.09 * k, 0.25, BELL)) for k, n in enumerate(notes)]
    return fade_out(mix(*parts), 0.08)


def hang() -> Signal:
    """A painting hung on the wall: a soft thud and a small tick of the nail."""
    thud = lowpass(envelope(noise(0.18, 3), 0.002, 0.03), 400)
    tick = tone(note("E6"), 0.08, 0.015, WOOD)
    return mix((0, scale(thud, 3.0)), (0.015, scale(tick, 0.5)))


def faux_pas() -> Signal:
    """A faux pas: two soft falling notes, a minor step apart."""
    return mix((0, tone(note("E4"), 0.28, 0.12, SOFT)), (0.18, tone(note("C#4"), 0.4, 0.16, SOFT)))


def steal() -> Signal:
    """A card stolen or burnt: a quick falling swoosh."""
    swoosh = lowpass(noise(0.3, 4), lambda i: 6000 * math.exp(-(i / RATE) / 0.08) + 200)
    return envelope(swoosh, 0.02, 0.09)


def your_turn() -> Signal:
    """Your turn: a clear two-note chime."""
    return mix((0, tone(note("E5"), 0.3, 0.15, BELL)), (0.14, tone(note("A5"), 0.5, 0.22, BELL)))


def win() -> Signal:
    """The game is yours: a bright rising fanfare of bells."""
    notes = ("C5", "E5", "G5", "C6", "E6")
    parts = [(0.1 * k, tone(note(n), 1.0 - 0.1 * k, 0.3, BELL)) for k, n in enumerate(notes)]
    return fade_out(mix(*parts), 0.1)


def game_over() -> Signal:
    """The game is over (someone else won): a gentle falling close."""
    parts = [(0.16 * k, tone(note(n), 0.7 - 0.1 * k, 0.25, SOFT)) for k, n in enumerate(("G4", "E4", "C4"))]
    return fade_out(mix(*parts), 0.08)


def nudge() -> Signal:
    """The host's nudge: a polite knock-knock."""
    knock = lowpass(envelope(noise(0.09, 5), 0.001, 0.012), 1200)
    body = tone(240, 0.1, 0.02, WOOD)
    one = mix((0, scale(knock, 2.0)), (0, body))
    return mix((0, one), (0.16, one))


CUES: dict[str, Callable[[], Signal]] = {
    "card": card,
    "bid": bid,
    "bid_other": bid_other,
    "reveal": reveal,
    "gavel": gavel,
    "coins": coins,
    "scoring": scoring,
    "hang": hang,
    "faux_pas": faux_pas,
    "steal": steal,
    "your_turn": your_turn,
    "win": win,
    "game_over": game_over,
    "nudge": nudge,
}


# -- loudness and files -----------------------------------------------------------------
def normalise(sig: Signal) -> Signal:
    """RMS of the sounding part (samples within 40 dB of the peak) to TARGET_RMS_DBFS, peak
    kept under PEAK_LIMIT_DBFS."""
    peak = max(abs(x) for x in sig) or 1.0
    sounding = [x for x in sig if abs(x) > peak * 0.01]
    rms = math.sqrt(sum(x * x for x in sounding) / len(sounding))
    gain = 10 ** (TARGET_RMS_DBFS / 20) / rms
    gain = min(gain, 10 ** (PEAK_LIMIT_DBFS / 20) / peak)
    return fade_out([x * gain for x in sig], 0.005)


def wav_bytes(sig: Signal) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(max(-1.0, min(1.0, x)) * 32767)) for x in sig))
    return buf.getvalue()


def render_all() -> dict[str, bytes]:
    return {name: wav_bytes(normalise(make())) for name, make in CUES.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only compare with the shipped files")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    rendered = render_all()
    stale = []
    for name, data in rendered.items():
        path = args.out / f"{name}.wav"
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(path.name)
            continue
        args.out.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.name}: {len(data) // 2 / RATE:.2f} s")
    if stale:
        print("out of date: " + ", ".join(stale) + " (run packaging/make_sounds.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
