"""Where the player's own files live: settings, saved games and rosters built in the game.

Follows each platform's convention so the files sit where a player (or a backup tool) expects them:
``$XDG_CONFIG_HOME/warhost`` (default ``~/.config/warhost``) for settings and ``$XDG_DATA_HOME/warhost``
(default ``~/.local/share/warhost``) for saves and rosters; on Windows ``%APPDATA%\\warhost`` for both.
Tests point the environment variables at temporary folders. No pygame here.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP = "warhost"


def _windows_base() -> Path | None:
    if sys.platform.startswith("win"):
        appdata = os.environ.get("APPDATA")
        if appdata:
            return Path(appdata) / APP
    return None


def config_dir() -> Path:
    """The folder holding ``settings.json`` (not created here)."""
    win = _windows_base()
    if win is not None:
        return win
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / APP


def data_dir() -> Path:
    """The folder holding the player's saves and rosters (not created here)."""
    win = _windows_base()
    if win is not None:
        return win
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP


def settings_path() -> Path:
    return config_dir() / "settings.json"


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosaves_dir() -> Path:
    """Autosaves, a folder per game holding its last few phases (``saves/autosave/<game>/``)."""
    return saves_dir() / "autosave"


def rosters_dir() -> Path:
    """Rosters saved by the army builder; the set-up screen lists them next to the shipped ones."""
    return data_dir() / "rosters"


def shown_path(path: Path) -> str:
    """A path as a player reads it: ``~/.config/...`` rather than the full home folder."""
    try:
        return "~/" + path.resolve().relative_to(Path.home().resolve()).as_posix()
    except (ValueError, RuntimeError, OSError):
        return str(path)
