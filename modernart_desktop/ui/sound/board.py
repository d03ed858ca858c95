"""Plays the cues through Qt Multimedia (a QAudioSink per cue), or stays silent.

Not QSoundEffect: with PySide6 6.11 on PulseAudio, QSoundEffect's audio thread toggles a
socket notifier it does not own; after a few dozen cues the event loop spins on an
invalid socket ("QSocketNotifier: Invalid socket N ... disabling", hundreds of
thousands of times a second) and the app freezes. A sink made, started and closed on
the GUI thread, fed the WAV's samples from memory, never does (benchmarks/game_sounds.py
plays whole games through one; tests/ui/test_sound.py plays a storm of cues).

Silent, without an error, where QtMultimedia cannot be imported (PySide6-Addons missing),
where the system has no audio output (a CI machine, a server), or where a file is missing:
`available` is then False and every `play` only records what it would have played.

The player's settings (ui/settings.py) decide: the master volume, mute, and whether table
sounds and the your-turn alert sound at all.
"""

from __future__ import annotations

import logging
import time
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QTimer, Signal

from modernart_desktop.storage import paths
from modernart_desktop.ui.sound.cues import ALERT, CUES, TABLE

log = logging.getLogger(__name__)

STAGGER_MS = 160  # two cues never start closer than this: the later one waits its turn
BACKLOG_S = 0.5  # a minor cue that would wait longer than this is dropped instead
MAJOR_PRIORITY = 5  # (a sale, scoring, your turn, the end: always played)
OVERLAP_GAIN = 0.7  # a cue starting while another still sounds is this much softer (no clipping)
# A sink is closed this long after its samples were handed over: PulseAudio plays what
# it was given up to a second or two later, and closing earlier cuts the cue off.
TAIL_MS = 3000


@dataclass(frozen=True)
class Clip:
    """One cue's samples, read once from its WAV (16-bit PCM, as packaging/make_sounds.py
    writes them)."""

    rate: int
    channels: int
    samples: bytes

    @property
    def ms(self) -> int:
        return round(len(self.samples) / (2 * self.channels * self.rate) * 1000)


def read_clip(path: Path) -> Clip | None:
    try:
        with wave.open(str(path), "rb") as w:
            if w.getsampwidth() != 2:
                return None
            return Clip(w.getframerate(), w.getnchannels(), w.readframes(w.getnframes()))
    except (OSError, EOFError, wave.Error):
        return None


def sounds_dir() -> Path | None:
    """resources/sounds beside the package (a checkout) or inside it (a wheel, a bundle)."""
    for base in (paths.package_root().parent, paths.package_root()):
        folder = base / "resources" / "sounds"
        if (folder / "your_turn.wav").exists():
            return folder
    return None


def sound_files() -> list[Path]:
    folder = sounds_dir()
    return sorted(folder.glob("*.wav")) if folder is not None else []


def _multimedia() -> Any:
    """The QtMultimedia module, or None where PySide6-Addons is not installed."""
    try:
        from PySide6 import QtMultimedia
    except ImportError:
        return None
    return QtMultimedia


class SoundBoard(QObject):
    """One per app: the cues' samples, read on first use; a sink per cue played."""

    played = Signal(str)  # a cue was sent to the speakers (or would have been: see `available`)
    mute_changed = Signal(bool)

    def __init__(self, settings: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.requested: list[str] = []  # every cue asked for that the settings let through
        self.sounded: list[str] = []  # the ones that reached the speakers
        self._clips: dict[str, Clip] | None = None
        self._multimedia: Any = None
        self._live: list[tuple[float, Any]] = []  # (monotonic end, sink) of the cues sounding
        self._reason = ""
        self._next_start = 0.0  # (monotonic) the earliest a next cue may start
        self._last_sound = -1.0  # (monotonic) when the last cue started

    # -- what the player chose ---------------------------------------------------------
    @property
    def muted(self) -> bool:
        return bool(self.settings.sound_muted)

    def set_muted(self, muted: bool) -> None:
        self.settings.sound_muted = muted
        if muted:
            for _end, sink in list(self._live):
                self._close(sink)
        self.mute_changed.emit(muted)

    def toggle_mute(self) -> bool:
        self.set_muted(not self.muted)
        return self.muted

    def allows(self, name: str) -> bool:
        cue = CUES.get(name)
        if cue is None or self.muted or self.settings.sound_volume <= 0:
            return False
        if cue.kind == TABLE:
            return bool(self.settings.sound_table)
        return cue.kind == ALERT and bool(self.settings.sound_turn_alert)

    # -- the speakers --------------------------------------------------------------------
    @property
    def available(self) -> bool:
        return bool(self._load())

    @property
    def silent_reason(self) -> str:
        self._load()
        return self._reason

    def _load(self) -> dict[str, Clip]:
        if self._clips is not None:
            return self._clips
        self._clips = {}
        multimedia = self._multimedia = _multimedia()
        folder = sounds_dir()
        if multimedia is None:
            self._reason = "no QtMultimedia (PySide6-Addons is not installed)"
        elif folder is None:
            self._reason = "no resources/sounds folder"
        elif not multimedia.QMediaDevices.audioOutputs():
            self._reason = "no audio output device"
        else:
            for name in CUES:
                clip = read_clip(folder / f"{name}.wav")
                if clip is not None:
                    self._clips[name] = clip
            self._reason = "" if self._clips else "no sound files"
            if self._clips:
                # The first stream opens the connection to the sound server and is lost on
                # the way: a moment of silence opens it, so the first real cue is heard.
                self._start(Clip(44_100, 1, bytes(2 * 4_410)), 1.0)
        if self._reason:
            log.info("sound is off: %s", self._reason)
        return self._clips

    def play(self, name: str) -> bool:
        """Play one cue now, or STAGGER_MS after the one before; False when the settings
        keep it quiet (or a minor cue would wait too long behind others)."""
        if not self.allows(name):
            return False
        now = time.monotonic()
        start = max(now, self._next_start)
        if start - now > BACKLOG_S and CUES[name].priority < MAJOR_PRIORITY:
            return False
        self._next_start = start + STAGGER_MS / 1000
        self.requested.append(name)
        wait_ms = round((start - now) * 1000)
        if wait_ms > 0:
            QTimer.singleShot(wait_ms, self, lambda: self._sound(name))
        else:
            self._sound(name)
        return True

    def play_all(self, names: list[str]) -> None:
        """The cues of one update, one after the other."""
        for name in names:
            self.play(name)

    def _sound(self, name: str) -> None:
        # A busy event loop can fire two waiting cues at once: the later one waits again.
        early = self._last_sound + STAGGER_MS / 1000 - time.monotonic()
        if early > 0.005:
            QTimer.singleShot(round(early * 1000), self, lambda: self._sound(name))
            return
        self._last_sound = now = time.monotonic()
        clip = self._load().get(name)
        if clip is not None and not self.muted:
            volume = self.settings.sound_volume / 100 * CUES[name].gain
            if any(end > now for end, _sink in self._live):
                volume *= OVERLAP_GAIN
            if not self._start(clip, max(0.0, min(1.0, volume))):
                return
            self.sounded.append(name)
        self.played.emit(name)

    def _start(self, clip: Clip, volume: float) -> bool:
        """A sink for one cue, on this (the GUI) thread, closed once the cue has sounded."""
        mm = self._multimedia
        try:
            device = mm.QMediaDevices.defaultAudioOutput()
            fmt = mm.QAudioFormat()
            fmt.setSampleRate(clip.rate)
            fmt.setChannelCount(clip.channels)
            fmt.setSampleFormat(mm.QAudioFormat.SampleFormat.Int16)
            if device.isNull() or not device.isFormatSupported(fmt):
                return False
            sink = mm.QAudioSink(device, fmt, self)
            sink.setVolume(volume)
            source = QBuffer(sink)
            source.setData(QByteArray(clip.samples))
            source.open(QIODevice.OpenModeFlag.ReadOnly)
            sink.start(source)
        except RuntimeError as exc:  # a device that went away: stay silent
            log.info("could not play a cue: %s", exc)
            return False
        self._live.append((time.monotonic() + clip.ms / 1000, sink))
        QTimer.singleShot(clip.ms + TAIL_MS, self, lambda: self._close(sink))
        return True

    def _close(self, sink: Any) -> None:
        for entry in list(self._live):
            if entry[1] is sink:
                self._live.remove(entry)
                sink.stop()
                sink.deleteLater()
