"""The builder offers the Chaos Dwarfs with the shared cap of the Earthshaker and the Death Rocket in words, and
tells a force holding one too many."""

from __future__ import annotations

from game.data import load_armies
from game.ui.builder_model import RosterDraft


def test_builder_says_the_earthshaker_and_death_rocket_share_their_cap() -> None:
    armies = load_armies()
    d = RosterDraft(armies["chaos_dwarfs"], points_cap=1000, lists=armies)
    shaker = armies["chaos_dwarfs"].unit("Earthshaker Cannon")
    assert d.limit_text("unit", shaker.name, shaker.limit) == "up to 1, with Death Rocket"
    d.add_character("General")
    for name in ("Chaos Dwarfs", "Chaos Dwarfs", "Earthshaker Cannon", "Death Rocket"):
        d.add_unit(name)
    assert d.problems() == [
        "Earthshaker Cannon or Death Rocket: at most 1 of them together for a 1000-point force, roster has 2."
    ]
    d.remove_unit(3)
    assert d.problems() == []


def test_army_lists_say_which_entries_share_a_cap() -> None:
    from game.ui.army_docs import _unit_notes

    army = load_armies()["chaos_dwarfs"]
    assert _unit_notes(army, army.unit("Death Rocket")).startswith("range 60 cm; max shared with Earthshaker Cannon")
    assert "shared" not in _unit_notes(army, army.unit("Bolt Thrower"))
