"""Ninth Age characters, "Combined Units": a combined unit moves as one (its characters go with it), each part
keeps its own moved status for the rest of the turn, and a character leaves in the move step if able but never
leaves and rejoins in one phase. Scripted dice, exact results; with the module off Warmaster's characters stay
behind when their unit is ordered."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.command import Move, MoveCharacter, Order
from game.core.modules import compose
from tests.helpers import act, battle, char, of_type, unit

NINTH = compose(["ninth-age-characters"])
FORWARD_10 = ((860, 600, 0), (900, 600, 0), (940, 600, 0))


def _combined(ruleset=NINTH):  # type: ignore[no-untyped-def]
    """Orc Warriors facing north with the Orc Hero joined at their right; the General behind."""
    return battle(
        [unit("Orc Warriors", 900, 700, id="o1"), unit("Orc Warriors", 500, 700, id="o2")],
        [unit("Halberdiers", 900, 200, 180, id="x1")],
        [char("Orc General", 900, 760, id="g"), char("Orc Hero", 980, 700, id="h", joined="o1")],
        [],
        armies0="orcs",
        armies1="empire",
        ruleset=ruleset,
        step="orders",
    )


def test_combined_units_move_as_one() -> None:
    s = _combined()
    act(s, Order("g", ("o1",)), [1, 1])
    ev = act(s, Move(("o1",), (FORWARD_10,)), [])
    h = s.characters["h"]
    assert (h.joined, h.pose) == ("o1", (980, 600, 0))
    assert of_type(ev, "CharacterDisplaced") == []
    # Turned about on the spot, the Hero keeps his place beside the first stand... now on its other side.
    act(s, Order("g", ("o1",)), [1, 1])
    about = ((940, 600, 180), (900, 600, 180), (860, 600, 180))
    act(s, Move(("o1",), (about,)), [])
    assert (h.joined, h.pose) == ("o1", (820, 600, 180))


def test_combined_units_with_the_module_off_the_character_stays_behind() -> None:
    s = _combined(ruleset=None)
    act(s, Order("g", ("o1",)), [1, 1])
    act(s, Move(("o1",), (FORWARD_10,)), [])
    h = s.characters["h"]
    assert (h.joined, h.pose) == (None, (980, 700, 0))


def test_combined_units_moved_status_is_kept_per_part() -> None:
    s = _combined()
    act(s, Order("g", ("o1",)), [1, 1])
    act(s, Move(("o1",), (FORWARD_10,)), [])
    act(s, Proceed(), [])
    assert s.step == "characters"
    # The General joins the other unit, which has not moved: he counts as moved, the unit does not.
    act(s, MoveCharacter("g", 580, 700, 0, "o2"), [])
    assert (s.characters["g"].joined, s.characters["g"].moved, s.units["o2"].moved) == ("o2", True, False)
    # The Hero carried with his unit has made no move of his own: he may still leave it.
    assert s.units["o1"].moved and not s.characters["h"].moved
    assert s.check(MoveCharacter("h", 1100, 600, 0)) == []


def test_combined_units_a_character_never_leaves_and_rejoins_in_one_phase() -> None:
    s = _combined()
    act(s, Proceed(), [])
    act(s, MoveCharacter("h", 1100, 700, 0), [])
    assert s.characters["h"].joined is None
    assert s.check(MoveCharacter("h", 980, 700, 0, "o1")) == ["Orc Hero has already moved this phase; a character moves once"]
