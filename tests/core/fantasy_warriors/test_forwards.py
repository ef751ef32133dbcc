"""Fantasy Warriors wood elf tricks: an all-wood-elf army that set up first sets units up forwards in a wood in its
own half; they start confused and their contingent on hold orders (seed "Wood elf tricks")."""

from __future__ import annotations

import pytest

from game.core.actions import Proceed
from game.core.command import Order
from game.core.deployment.order import DeployOrder, deployment_kept
from game.core.engine import IllegalAction
from game.core.fantasy_warriors.before import Ready
from game.core.fantasy_warriors.chant import chant_kept
from game.core.fantasy_warriors.forwards import SetUpForwards
from game.core.modules import compose
from game.core.questions import NEVER_USES_INITIATIVE
from tests.helpers import act, battle, char, of_type, terrain, unit

# Speeches give both sides a choice before the battle, so the step is always played.
TRICKS = compose(["fw-tricks", "fw-speeches"])
OWN_WOOD = terrain("wood", "wood", [(700, 650), (1100, 650), (1100, 850), (700, 850)], "Athel Loren")
FAR_WOOD = terrain("far", "wood", [(700, 300), (1100, 300), (1100, 500), (700, 500)], "Drakwald")


def forest(first: int | None = 0, army: str = "wood_elves", **kw: object) -> object:
    elves = army == "wood_elves"
    s = battle(
        [unit("Glade Guard" if elves else "Halberdiers", 900, 1100, id="gg"),
         unit("Eternal Guard" if elves else "Halberdiers", 500, 1100, id="eg"),
         unit("Glade Riders" if elves else "Knights", 1300, 1100, id="gr")],
        [unit("Orc Warriors", 900, 100, 180, id="o")],
        [char("General", 700, 1160, id="g")], [char("Orc General", 900, 40, id="og")],
        armies0=army, ruleset=TRICKS, terrain_pieces=[OWN_WOOD, FAR_WOOD], **kw)
    if first is not None:
        deployment_kept(s).order = DeployOrder(first, None, "units")
    return s


def test_forwards_into_a_wood_in_its_own_half_starts_confused_with_its_contingent_on_hold() -> None:
    s = forest()
    ev = act(s, SetUpForwards("gg", 900, 750, 0))
    gg = s.units["gg"]
    assert [(st.x, st.y) for st in gg.stands] == [(860, 750), (900, 750), (940, 750)]
    assert gg.confused
    # Every unit of the General's contingent starts on hold orders.
    assert sorted(chant_kept(s).hold) == ["eg", "gg", "gr"]
    assert [e.message for e in of_type(ev, "Narration")][0] == "Glade Guard set up forwards among the trees"
    assert s.ruleset.ask(NEVER_USES_INITIATIVE, s, s.units["eg"]) == (
        "Eternal Guard is on hold orders: it moves only when given an order")


def test_forwards_hold_ends_when_the_unit_is_given_an_order() -> None:
    s = forest()
    act(s, SetUpForwards("gg", 900, 750, 0))
    act(s, Ready(0))
    act(s, Ready(1))
    assert s.phase == "command"
    while s.step != "orders":
        act(s, Proceed())
    act(s, Order("g", ("eg",)), [3, 3])
    assert "eg" not in chant_kept(s).hold and "gr" in chant_kept(s).hold
    assert s.ruleset.ask(NEVER_USES_INITIATIVE, s, s.units["eg"]) == ""


def test_forwards_only_in_a_wood_in_its_own_half() -> None:
    s = forest()
    with pytest.raises(IllegalAction, match="only in its own half of the table"):
        act(s, SetUpForwards("gg", 900, 400, 0))
    with pytest.raises(IllegalAction, match="only in a wood: every stand must stand in one"):
        act(s, SetUpForwards("gg", 1400, 750, 0))
    # Cavalry may not enter a wood at all.
    with pytest.raises(IllegalAction, match="would stand in Athel Loren"):
        act(s, SetUpForwards("gr", 900, 750, 0))


def test_forwards_only_for_the_army_that_set_up_first() -> None:
    s = forest(first=1)
    assert s.check(SetUpForwards("gg", 900, 750, 0)) == [
        "Wood Elves did not set up first: only the army that outmanoeuvres sets up forwards"]


def test_forwards_only_for_an_army_of_nothing_but_wood_elves() -> None:
    s = forest(army="empire")
    assert s.check(SetUpForwards("gg", 900, 750, 0)) == ["only an army of nothing but wood elves sets up forwards"]


def test_forwards_offered_at_each_wood_in_its_half_and_once_a_unit() -> None:
    s = forest()
    offered = [a for a in s.legal_actions() if isinstance(a, SetUpForwards)]
    # The wood's middle and half way to each corner of its bounds, in line and in column; not the riders.
    spots = [(900, 750), (800, 700), (800, 800), (1000, 700), (1000, 800)]
    assert {(a.unit, a.x, a.y, a.formation) for a in offered} == {
        (u, x, y, f) for u in ("gg", "eg") for x, y in spots for f in ("line", "column")}
    act(s, SetUpForwards("gg", 800, 750, 0))
    assert s.check(SetUpForwards("gg", 900, 800, 0)) == ["Glade Guard has already set up forwards"]
