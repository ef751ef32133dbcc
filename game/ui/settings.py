"""The player's settings: UI scale, animation speed, side markings, window mode, confirmations, sound.

Stored as JSON in the user's config folder and written atomically (a temporary file, then a rename), so
a crash mid-write never leaves half a file. A missing file means defaults; a damaged or odd one also
means defaults (value by value where possible) plus a message for the player, never a traceback.
No pygame here: the settings are plain data.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.files import write_atomically
from game.ui.userdirs import settings_path, shown_path

SCALE_MIN = 100
SCALE_MAX = 200
SCALE_STEP = 10

ANIMATION_SPEEDS: tuple[tuple[str, str], ...] = (
    ("off", "Off: jump to the result"),
    ("fast", "Fast"),
    ("normal", "Normal"),
    ("slow", "Slow, for teaching"),
)
SIDE_MARKINGS: tuple[tuple[str, str], ...] = (
    ("full", "Colour, pattern and shield"),
    ("colour", "Colour only"),
)
WINDOW_MODES: tuple[tuple[str, str], ...] = (
    ("window", "In a window"),
    ("fullscreen", "Full screen"),
)


@dataclass
class Settings:
    """Every setting with its default."""

    ui_scale: int = 100
    animation_speed: str = "normal"
    side_markings: str = "full"
    window_mode: str = "window"
    confirm_commit: bool = True
    sound_on: bool = True
    sound_volume: int = 70

    @property
    def scale(self) -> float:
        """The UI scale as a factor (1.0 to 2.0)."""
        return self.ui_scale / 100

    @property
    def fullscreen(self) -> bool:
        return self.window_mode == "fullscreen"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


_CHOICES: dict[str, tuple[str, ...]] = {
    "animation_speed": tuple(k for k, _ in ANIMATION_SPEEDS),
    "side_markings": tuple(k for k, _ in SIDE_MARKINGS),
    "window_mode": tuple(k for k, _ in WINDOW_MODES),
}


def clamp_scale(value: int) -> int:
    """A scale in whole steps between the limits."""
    value = round(value / SCALE_STEP) * SCALE_STEP
    return max(SCALE_MIN, min(SCALE_MAX, value))


@dataclass
class Loaded:
    """Settings read from disk, with a message for the player if something was wrong with the file."""

    settings: Settings
    message: str | None = None
    path: Path = field(default_factory=settings_path)


def from_dict(raw: Any) -> tuple[Settings, list[str]]:
    """Settings from parsed JSON; bad values fall back to their defaults and are named in the list."""
    s = Settings()
    bad: list[str] = []
    if not isinstance(raw, dict):
        return s, ["the file does not hold a set of settings"]
    for f in fields(Settings):
        if f.name not in raw:
            continue
        v = raw[f.name]
        if f.name == "ui_scale":
            if isinstance(v, int) and not isinstance(v, bool) and SCALE_MIN <= v <= SCALE_MAX:
                s.ui_scale = clamp_scale(v)
            else:
                bad.append("ui_scale")
        elif f.name in ("confirm_commit", "sound_on"):
            if isinstance(v, bool):
                setattr(s, f.name, v)
            else:
                bad.append(f.name)
        elif f.name == "sound_volume":
            if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 100:
                s.sound_volume = v
            else:
                bad.append("sound_volume")
        elif isinstance(v, str) and v in _CHOICES[f.name]:
            setattr(s, f.name, v)
        else:
            bad.append(f.name)
    return s, bad


def load(path: Path | None = None) -> Loaded:
    """Read the settings file; never raises."""
    path = settings_path() if path is None else path
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Loaded(Settings(), None, path)
    except (OSError, UnicodeDecodeError) as e:
        return Loaded(
            Settings(), f"Your settings could not be read ({e.__class__.__name__}); defaults are in use.", path
        )
    try:
        raw = json.loads(text)
    except json.JSONDecodeError:
        return Loaded(
            Settings(),
            f"The settings file {shown_path(path)} is damaged, so the defaults are in use. "
            "Changing any setting writes a fresh file.",
            path,
        )
    s, bad = from_dict(raw)
    message = None
    if bad:
        message = (
            f"Some settings in {shown_path(path)} were not understood ({', '.join(bad)}); their defaults are in use."
        )
    return Loaded(s, message, path)


def save(settings: Settings, path: Path | None = None) -> str | None:
    """Write the settings atomically; returns a message for the player if it failed, else None."""
    path = settings_path() if path is None else path
    text = json.dumps(settings.to_dict(), indent=2, sort_keys=True) + "\n"
    try:
        write_atomically(path, text)
    except OSError as e:
        return f"Your settings could not be saved to {shown_path(path)}: {e.strerror or e}."
    return None
