"""The logs opened in the replay viewer lately, so the file picker lists them beside the saves. No pygame.

Kept in the player's data folder as a short JSON list, written atomically; a damaged list is treated as
empty (it only remembers what the player can open again by name).
"""

from __future__ import annotations

import json
from pathlib import Path

from game.files import write_atomically
from game.ui.userdirs import data_dir

KEEP = 12


def recent_path() -> Path:
    return data_dir() / "recent-replays.json"


def recent() -> list[Path]:
    """The logs opened lately that still exist, newest first."""
    try:
        doc = json.loads(recent_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(doc, list):
        return []
    return [Path(p) for p in doc if isinstance(p, str) and Path(p).is_file()]


def remember(path: Path) -> None:
    """Put ``path`` first in the list (a failure to write only means it is not remembered)."""
    p = str(Path(path).resolve())
    paths = [p] + [str(q) for q in recent() if str(q) != p]
    try:
        write_atomically(recent_path(), json.dumps(paths[:KEEP], indent=1) + "\n")
    except OSError:
        pass
