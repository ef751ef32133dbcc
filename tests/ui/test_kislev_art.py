"""The Kislev War Wagon drawn as what it is: the wagon on its first stand, the horse team on the other."""

from __future__ import annotations

import sys
from pathlib import Path

from game.data import load_armies
from game.ui.piece_art import art_kind

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_piece_art import drawn  # noqa: E402


def test_art_the_war_wagon_shows_its_wagon_and_its_team() -> None:
    wagon = load_armies()["kislev"].unit("War Wagon")
    assert art_kind(wagon.special, 0) == "piece:war_wagon"
    assert art_kind(wagon.special, 1) == "piece:wagon_team"
    w, d = wagon.base_mm
    pictures = [drawn(kind, w, d)[0] for kind in ("piece:war_wagon", "piece:wagon_team", "artillery")]
    assert all(pictures) and len({frozenset(p) for p in pictures}) == 3
