"""Where the app keeps its files: saves, settings and built translations.

Everything sits under the user's data directory (platformdirs), unless the
environment variable MODERNART_DATA_DIR names another folder: tests point it at
a temporary directory so they never touch the real home.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_DIR_NAME = "modernart-desktop"
SAVE_SUFFIX = ".modernart"


def data_dir() -> Path:
    override = os.environ.get("MODERNART_DATA_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


def saves_dir() -> Path:
    """Autosaves of games in progress."""
    return data_dir() / "saves"


def lan_saves_dir() -> Path:
    """Saves of the LAN tables this machine hosts (resumed as LAN tables)."""
    return data_dir() / "lan"


def finished_dir() -> Path:
    """Finished games are moved here (they can still be replayed)."""
    return data_dir() / "finished"


def joined_dir() -> Path:
    """Finished LAN tables this machine joined: the record their host sent at the end."""
    return data_dir() / "joined"


def settings_path() -> Path:
    return data_dir() / "settings.ini"


def cache_dir() -> Path:
    """Built files that can be made again (the .qm translations)."""
    override = os.environ.get("MODERNART_DATA_DIR")
    if override:
        return Path(override) / "cache"
    return Path(platformdirs.user_cache_dir(APP_DIR_NAME, appauthor=False))


def package_root() -> Path:
    return Path(__file__).resolve().parent.parent


def translations_dirs() -> list[Path]:
    """Folders that may hold .ts/.qm files, the first one found wins per file name.

    A source checkout (and an editable install) has `translations/` next to the
    package; a packaged build copies the compiled files into the package itself.
    """
    dirs = []
    override = os.environ.get("MODERNART_TRANSLATIONS")
    if override:
        dirs.append(Path(override))
    dirs.append(package_root().parent / "translations")
    dirs.append(package_root() / "translations")
    return [d for d in dirs if d.is_dir()]
