"""A character's card gives the Attacks he fights with: his own bonus and his mount's, each named."""

from __future__ import annotations

import sys
from pathlib import Path

from game.ui.battle.cards import character_card

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402


def test_the_card_adds_the_mounts_attacks() -> None:
    s = battle(
        [unit("Halberdiers", 600, 900, id="h")],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("General", 600, 1000, id="g", mount="Griffon"), char("Hero", 800, 1000, id="hero")],
        [char("Orc General", 100, 40, id="og")],
        step="orders",
    )
    assert "Command 9 · Attacks +4 (+2, Griffon +2)" in [w for _, w in character_card(s, "g").lines]
    # On foot the figure stands alone.
    assert "Command 8 · Attacks +1" in [w for _, w in character_card(s, "hero").lines]
