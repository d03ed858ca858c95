"""Plays the cues through Qt Multimedia (QSoundEffect), or stays silent.

Silent, without an error, where QtMultimedia cannot be imported (PySide6-Addons missing),
where the system has no audio output (a CI machine, a server), or where a file is missing:
`available` is then False and every `play` only records what it would have played.

The player's settings (ui/settings.py) decide: the master volume, mute, and whether table
sounds and the your-turn alert sound at all.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, QUrl, Signal

from modernart_desktop.storage import paths
from modernart_desktop.ui.sound.cues import ALERT, CUES, TABLE

log = logging.getLogger(__name__)

STAGGER_MS = 160  # two cues never start closer than this: the later one waits its turn
BACKLOG_S = 0.5  # a minor cue that would wait longer than this is dropped instead
MAJOR_PRIORITY = 5  # (a sale, scoring, your turn, the end: always played)
OVERLAP_GAIN = 0.7  # a cue starting while another still sounds is this much softer (no clipping)


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
    """One per app: the cues' QSoundEffects, built on first use."""

    played = Signal(str)  # a cue was sent to the speakers (or would have been: see `available`)
    mute_changed = Signal(bool)

    def __init__(self, settings: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.requested: list[str] = []  # every cue asked for that the settings let through
        self.sounded: list[str] = []  # the ones that reached a QSoundEffect
        self._effects: dict[str, Any] | None = None
        self._reason = ""
        self._next_start = 0.0  # (monotonic) the earliest a next cue may start
        self._last_sound = -1.0  # (monotonic) when the last cue started

    # -- what the player chose ---------------------------------------------------------
    @property
    def muted(self) -> bool:
        return bool(self.settings.sound_muted)

    def set_muted(self, muted: bool) -> None:
        self.settings.sound_muted = muted
        if muted and self._effects:
            for effect in self._effects.values():
                effect.stop()
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

    def _load(self) -> dict[str, Any]:
        if self._effects is not None:
            return self._effects
        self._effects = {}
        multimedia = _multimedia()
        folder = sounds_dir()
        if multimedia is None:
            self._reason = "no QtMultimedia (PySide6-Addons is not installed)"
        elif folder is None:
            self._reason = "no resources/sounds folder"
        elif not multimedia.QMediaDevices.audioOutputs():
            self._reason = "no audio output device"
        else:
            for name in CUES:
                path = folder / f"{name}.wav"
                if path.exists():
                    effect = multimedia.QSoundEffect(self)
                    effect.setSource(QUrl.fromLocalFile(str(path)))
                    self._effects[name] = effect
            self._reason = "" if self._effects else "no sound files"
        if self._reason:
            log.info("sound is off: %s", self._reason)
        return self._effects

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
        self._last_sound = time.monotonic()
        effects = self._load()
        effect = effects.get(name)
        if effect is not None and not self.muted:
            try:
                volume = self.settings.sound_volume / 100 * CUES[name].gain
                if any(other.isPlaying() for other in effects.values() if other is not effect):
                    volume *= OVERLAP_GAIN
                effect.setVolume(max(0.0, min(1.0, volume)))
                effect.play()
            except RuntimeError as exc:  # a device that went away: stay silent
                log.info("could not play %s: %s", name, exc)
                return
            self.sounded.append(name)
        self.played.emit(name)
