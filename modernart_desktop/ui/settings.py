"""The user's settings, kept in an ini file in the app's data directory (QSettings)."""

from __future__ import annotations

import getpass
import os
from typing import Any

from PySide6.QtCore import QByteArray, QLocale, QSettings

from modernart_desktop.storage import paths

LANGUAGE_CODES = ("en", "pl", "fr")
# Animation speed -> the visible "thinking" pause of an AI seat, in seconds.
SPEEDS = {"slow": 1.2, "normal": 0.7, "fast": 0.3, "instant": 0.0}
# Animation speed -> how long a table's moment (a sale, secret bids opening) stays on screen,
# as a factor of its normal length; instant shows none.
ANIMATION_SCALES = {"slow": 1.5, "normal": 1.0, "fast": 0.55, "instant": 0.0}
DEFAULT_SPEED = "normal"


def system_language() -> str:
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGE_CODES else "en"


# Accounts that are a role, not a person: offered as a player's name they read oddly
# ("root" at the table), so the name box starts empty with its placeholder instead.
ROLE_ACCOUNTS = frozenset({"root", "admin", "administrator", "user", "guest", "nobody", "toor"})


def account_name() -> str:
    """The name of the person logged in: the full name the system knows, else the login
    name; "" when neither can be found or the account is a role (root, admin)."""
    try:
        import pwd  # not on Windows: the login name below is all there is

        full = pwd.getpwuid(os.getuid()).pw_gecos.split(",")[0].strip()
        if full and full.lower() not in ROLE_ACCOUNTS:
            return full[:24]
    except (ImportError, KeyError, OSError):
        pass
    try:
        login = getpass.getuser().strip()
    except Exception:  # no user name in the environment nor the password database
        return ""
    return "" if login.lower() in ROLE_ACCOUNTS else login[:24]


class Settings:
    """Typed access to QSettings; every value has a safe default."""

    def __init__(self, path: str | None = None) -> None:
        target = path or str(paths.settings_path())
        self._q = QSettings(target, QSettings.Format.IniFormat)

    # -- language -----------------------------------------------------------------
    @property
    def language(self) -> str:
        value = str(self._q.value("ui/language", "") or "")
        return value if value in LANGUAGE_CODES else system_language()

    @language.setter
    def language(self, code: str) -> None:
        if code not in LANGUAGE_CODES:
            raise ValueError(code)
        self._q.setValue("ui/language", code)

    # -- player name ----------------------------------------------------------------
    @property
    def player_name(self) -> str:
        """The name last used at a table (or set in the settings), else the account's name."""
        return str(self._q.value("player/name", "") or "").strip()[:24] or account_name()

    @player_name.setter
    def player_name(self, name: str) -> None:
        self._q.setValue("player/name", name.strip()[:24])

    @property
    def welcomed(self) -> bool:
        """The first start's welcome (your name, your language) was shown and answered;
        a name set before the welcome existed counts as answered."""
        return bool(self._q.value("player/welcomed", False, type=bool)) or bool(
            self._q.value("player/name", "")
        )

    def set_welcomed(self) -> None:
        self._q.setValue("player/welcomed", True)

    def remember_name(self, name: str) -> None:
        """A name typed for a table becomes the one offered next time (a blank one is not)."""
        if name.strip():
            self.player_name = name

    # -- animation speed ----------------------------------------------------------------
    @property
    def speed(self) -> str:
        value = str(self._q.value("ui/speed", DEFAULT_SPEED))
        return value if value in SPEEDS else DEFAULT_SPEED

    @speed.setter
    def speed(self, value: str) -> None:
        if value not in SPEEDS:
            raise ValueError(value)
        self._q.setValue("ui/speed", value)

    @property
    def think_delay(self) -> float:
        return SPEEDS[self.speed]

    @property
    def animation_scale(self) -> float:
        return ANIMATION_SCALES[self.speed]

    # -- window ---------------------------------------------------------------------
    def geometry(self) -> QByteArray | None:
        value = self._q.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, data: QByteArray) -> None:
        self._q.setValue("window/geometry", data)

    # -- the game last played (the start page features it) ----------------------------------
    @property
    def last_game(self) -> str | None:
        return str(self._q.value("game/last_game", "") or "") or None

    @last_game.setter
    def last_game(self, game_id: str) -> None:
        self._q.setValue("game/last_game", game_id)

    # -- the last new-game set-up (so "New game" opens the way you left it) ---------------
    def last_setup(self) -> dict[str, Any]:
        import json

        raw = self._q.value("game/last_setup", "")
        try:
            value = json.loads(raw) if isinstance(raw, str) and raw else {}
        except (TypeError, ValueError):
            return {}
        return value if isinstance(value, dict) else {}

    def set_last_setup(self, setup: dict[str, Any]) -> None:
        import json

        self._q.setValue("game/last_setup", json.dumps(setup))

    # -- sound (ui/sound/) -------------------------------------------------------------------
    @property
    def sound_volume(self) -> int:
        """The master volume, 0-100."""
        try:
            return max(0, min(100, int(str(self._q.value("sound/volume", 70)))))
        except (TypeError, ValueError):
            return 70

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self._q.setValue("sound/volume", max(0, min(100, int(value))))

    def _flag(self, key: str, default: bool) -> bool:
        return bool(self._q.value(key, default, type=bool))

    @property
    def sound_muted(self) -> bool:
        return self._flag("sound/muted", False)

    @sound_muted.setter
    def sound_muted(self, value: bool) -> None:
        self._q.setValue("sound/muted", bool(value))

    @property
    def sound_table(self) -> bool:
        """Table sounds: cards, bids, sales, scoring."""
        return self._flag("sound/table", True)

    @sound_table.setter
    def sound_table(self, value: bool) -> None:
        self._q.setValue("sound/table", bool(value))

    @property
    def sound_turn_alert(self) -> bool:
        """The your-turn sound and the host's nudge."""
        return self._flag("sound/turn_alert", True)

    @sound_turn_alert.setter
    def sound_turn_alert(self, value: bool) -> None:
        self._q.setValue("sound/turn_alert", bool(value))

    @property
    def turn_notification(self) -> bool:
        """A desktop notification when a decision is yours and the window is in the background."""
        return self._flag("sound/notify", False)

    @turn_notification.setter
    def turn_notification(self, value: bool) -> None:
        self._q.setValue("sound/notify", bool(value))

    # -- a screen reader (ui/access/) ------------------------------------------------------
    @property
    def screen_reader(self) -> bool:
        """The player listens through a screen reader: no clock runs on open auctions."""
        return bool(self._q.value("access/screen_reader", False, type=bool))

    @screen_reader.setter
    def screen_reader(self, value: bool) -> None:
        self._q.setValue("access/screen_reader", bool(value))

    def sync(self) -> None:
        self._q.sync()
