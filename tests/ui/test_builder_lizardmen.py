"""The Lizardmen in the builder: a mount kept for one character names him when it cannot be added, and the
Slann is not offered the General's items that work on his own orders."""

from __future__ import annotations

from game.data import load_armies
from game.ui.builder_model import RosterDraft


def test_the_carnosaur_waits_on_a_saurus_hero_not_any_hero() -> None:
    armies = load_armies()
    d = RosterDraft(armies["lizardmen"], points_cap=2000, lists=armies)
    for name in ("Slann Mage", "Skink Hero", "Skink Shaman"):
        d.add_character(name)
    assert d.why_not_add("mount", "Carnosaur") == (
        "Needs a Saurus Hero without a mount (or with upgrades it goes with): add one first."
    )
    d.add_character("Saurus Hero")
    assert d.why_not_add("mount", "Carnosaur") is None


def test_the_builder_does_not_offer_the_slann_the_crown() -> None:
    armies = load_armies()
    d = RosterDraft(armies["lizardmen"], points_cap=2000, lists=armies)
    d.add_character("Slann Mage")
    assert d.why_not_add("item", "Crown of Command") == (
        "The Slann Mage gives no orders, and the Crown of Command works only on the General's own orders."
    )
    assert d.why_not_add("item", "Sceptre of Sovereignty") is None
