"""The builder offers Albion's list without the Fenbeast: it comes only when a Druid summons it, never bought."""

from __future__ import annotations

from game.data import load_armies
from game.ui.builder_model import RosterDraft


def test_builder_offers_every_albion_unit_but_the_summoned_fenbeast() -> None:
    armies = load_armies()
    d = RosterDraft(armies["albion"], lists=armies)
    units = [p.name for k, p in d.entries() if k == "unit"]
    assert units == ["Warriors", "Slingers", "Ogres", "Wolfhounds", "Cavalry", "Chariots", "Giant", "Giant Eagles"]
    assert [p.name for k, p in d.entries() if k == "mount"][:2] == ["Giant Eagle", "Chariot"]
