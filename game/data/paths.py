"""Where the shipped data lives, found from the package's own location (not the working directory)."""

from __future__ import annotations

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent.parent
ARMIES_DIR = REPO_ROOT / "armies"
ROSTERS_DIR = ARMIES_DIR / "rosters"
SCENARIOS_DIR = REPO_ROOT / "assets" / "scenarios"
# The battle the game opens when none is named.
DEFAULT_SCENARIO = SCENARIOS_DIR / "pitched-battle.yaml"


def resolve(path: str | Path, *bases: Path) -> Path:
    """``path`` as given if it exists (or is absolute), else the first existing one under ``bases``.

    Falls back to the path as given so the caller's "cannot read" problem names what was asked for.
    """
    p = Path(path)
    if p.is_absolute() or p.exists():
        return p
    for base in bases:
        if (base / p).exists():
            return base / p
    return p


def display_name(path: Path) -> str:
    """A short name for messages: relative to the working directory or the repository when possible."""
    for base in (Path.cwd(), REPO_ROOT):
        try:
            return path.resolve().relative_to(base.resolve()).as_posix()
        except ValueError:
            continue
    return str(path)
