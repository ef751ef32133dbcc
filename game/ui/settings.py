"""The player's settings: UI scale, animation speed, side markings, window mode, confirmations, sound.

Stored as JSON in the user's config folder and written atomically (a temporary file, then a rename), so
a crash mid-write never leaves half a file. A missing file means defaults. A damaged or odd one keeps every
setting that can still be read (a file cut short keeps the lines before the cut), falls back to the
default for the rest, and tells the player which file, line and key were at fault; never a traceback.
A byte-order mark (as Notepad writes) is fine; a key this version does not know is reported and kept.
No pygame here: the settings are plain data.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.files import clean_stale_temps, write_atomically
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
    # Keys in the file this version does not know: written back untouched.
    unknown: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def scale(self) -> float:
        """The UI scale as a factor (1.0 to 2.0)."""
        return self.ui_scale / 100

    @property
    def fullscreen(self) -> bool:
        return self.window_mode == "fullscreen"

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        del out["unknown"]
        return out


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
    # Every problem found, each naming the file and its line or key (``message`` leads with the first).
    problems: list[str] = field(default_factory=list)


def from_dict(raw: Any) -> tuple[Settings, list[str]]:
    """Settings from parsed JSON; bad values fall back to their defaults and are named in the list."""
    s = Settings()
    bad: list[str] = []
    if not isinstance(raw, dict):
        return s, ["the file does not hold a set of settings"]
    for f in fields(Settings):
        if f.name not in raw or f.name == "unknown":
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
    known = {f.name for f in fields(Settings)} - {"unknown"}
    # Keys this version does not know (a newer version's, or a typing slip) are kept and written back.
    s.unknown = {k: v for k, v in raw.items() if k not in known and _plain(v)}
    return s, bad


def _plain(v: Any, depth: int = 0) -> bool:
    """Whether a value can be written back as it was read (no unreadable parts, not absurdly deep)."""
    if depth > 20 or v is UNREADABLE:
        return False
    if isinstance(v, list):
        return all(_plain(x, depth + 1) for x in v)
    if isinstance(v, dict):
        return all(_plain(x, depth + 1) for x in v.values())
    return True


# One ``"key": value`` a line, as this file writes them: what a damaged file still holds is read this way.
_PAIR = re.compile(r'^\s*[{,]?\s*"(?P<key>[A-Za-z_][A-Za-z0-9_]*)"\s*:\s*(?P<value>[^,{}\[\]]*?)\s*,?\s*}?\s*$')
_MAX_BYTES = 64 * 1024


class _Unreadable:
    """Stands for a value no setting can take (a number hundreds of digits long, NaN): it is reported."""

    def __repr__(self) -> str:
        return "unreadable"


UNREADABLE = _Unreadable()


def _int(text: str) -> int | _Unreadable:
    return int(text) if len(text) <= 12 else UNREADABLE


def _parse(text: str) -> Any:
    return json.loads(text, parse_int=_int, parse_constant=lambda _: UNREADABLE)


def _salvage(text: str) -> dict[str, Any]:
    """The settings on lines that still read as ``"key": value`` in a file that is not valid JSON."""
    out: dict[str, Any] = {}
    for line in text.splitlines():
        m = _PAIR.match(line)
        if m is None:
            continue
        try:
            out[m["key"]] = _parse(m["value"])
        except (ValueError, RecursionError):
            continue
    return out


def _short(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 24 else text[:21] + "..."


def _deep_line(text: str, limit: int = 200) -> int:
    """The line where lists and objects first nest deeper than ``limit`` (strings skipped)."""
    depth, line, in_string, escaped = 0, 1, False, False
    for ch in text:
        if ch == "\n":
            line += 1
        elif in_string:
            escaped = ch == "\\" and not escaped
            if ch == '"' and not escaped:
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return line
        elif ch in "]}":
            depth -= 1
    return line


def _line_of(text: str, key: str) -> int | None:
    needle = f'"{key}"'
    for n, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            return n
    return None


def load(path: Path | None = None) -> Loaded:
    """Read the settings file; never raises. Whatever can be read is kept; the rest is named in the message."""
    path = settings_path() if path is None else path
    shown = shown_path(path)
    try:
        with open(path, "rb") as f:
            data = f.read(_MAX_BYTES + 1)
    except FileNotFoundError:
        return Loaded(Settings(), None, path)
    except OSError as e:
        return Loaded(Settings(), f"{shown}: cannot be read ({e.strerror or e}); defaults are in use.", path)
    clean_stale_temps(path.parent, path.name)
    if len(data) > _MAX_BYTES:
        return Loaded(Settings(), f"{shown}: far too large to be a settings file; defaults are in use.", path)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]  # the byte-order mark some editors (Notepad) put first
    problems: list[str] = []
    lines = data.split(b"\n")
    texts = []
    for n, raw_line in enumerate(lines, start=1):
        try:
            texts.append(raw_line.decode("utf-8"))
        except UnicodeDecodeError as e:
            col = len(raw_line[: e.start].decode("utf-8", errors="replace")) + 1
            problems.append(f"{shown}:{n}:{col}: bytes that are not text")
            texts.append(raw_line.decode("utf-8", errors="replace"))
    text = "\n".join(texts)
    if not text.strip():
        return Loaded(Settings(), f"{shown}:1: the file is empty; defaults in use.", path, [f"{shown}:1: empty"])
    try:
        raw = _parse(text) if not problems else _salvage(text)
    except json.JSONDecodeError as e:
        problems.append(f"{shown}:{e.lineno}:{e.colno}: damaged ({e.msg})")
        raw = _salvage(text)
    except RecursionError:
        problems.append(f"{shown}:{_deep_line(text)}: damaged (values nested too deep)")
        raw = _salvage(text)
    s, bad = from_dict(raw)
    for key in bad:
        line = _line_of(text, key) if key in {f.name for f in fields(Settings)} else None
        value = _short(raw[key]) if isinstance(raw, dict) else ""
        problems.append(f"{shown}:{line}: {key} {value} not understood" if line else f"{shown}:1: {key}")
    for key in raw if isinstance(raw, dict) else ():
        if key in s.unknown or key in bad or key in {f.name for f in fields(Settings)}:
            continue
        line = _line_of(text, key)
        problems.append(f"{shown}:{line}: unknown setting {key} with a value that cannot be kept")
    for key in s.unknown:
        line = _line_of(text, key)
        problems.append(f"{shown}:{line}: unknown setting {key} (kept as it is)")
    if not problems:
        return Loaded(s, None, path)
    kept = [k for k in raw if k not in bad and k not in s.unknown] if isinstance(raw, dict) else []
    # The main menu shows this on one line: the first problem whole, then how many more.
    more = f" (+{len(problems) - 1} more, see Settings)" if len(problems) > 1 else ""
    close = "others kept." if kept else "defaults in use."
    return Loaded(s, f"{problems[0]}{more}; {close}", path, problems)


def save(settings: Settings, path: Path | None = None) -> str | None:
    """Write the settings atomically; returns a message for the player if it failed, else None."""
    path = settings_path() if path is None else path
    text = json.dumps({**settings.unknown, **settings.to_dict()}, indent=2, sort_keys=True) + "\n"
    try:
        write_atomically(path, text)
    except OSError as e:
        return f"Your settings could not be saved to {shown_path(path)}: {e.strerror or e}."
    return None
