"""Fantasy Warriors rules update: a unit leaving the table on its own move stays gone."""

from __future__ import annotations

from game.core.command.actions import Move
from game.core.modules import compose
from tests.core.command.test_movement import ordered, shifted
from tests.helpers import act, of_type, unit

UPDATE = compose(["fw-update"])


def test_leave_table_voluntarily_for_good_counts_as_destroyed() -> None:
    s = ordered(unit("Halberdiers", 900, 110, id="u1"), ruleset=UPDATE)
    ev = act(s, Move(("u1",), (shifted(s, "u1", dy=-150),)))  # no die: it does not roll to return
    assert s.units["u1"].destroyed
    assert of_type(ev, "UnitLeftTable") == []
    # Off, it rolls on Warmaster's off-table chart.
    s2 = ordered(unit("Halberdiers", 900, 110, id="u1"), ruleset=compose(["fw-update"], {"fw-update": {"leave_for_good": False}}))
    ev2 = act(s2, Move(("u1",), (shifted(s2, "u1", dy=-150),)), [2])
    assert of_type(ev2, "UnitLeftTable")


def _deploying(central: bool) -> object:
    from game.core.dice import ScriptedDice
    from game.core.scenario import ScenarioSpec, SideSetup, new_game
    from game.core.turn import Start
    from tests.core.deployment.helpers import EMPIRE, ORCS
    from tests.helpers import armies

    spec = ScenarioSpec(
        name="t", sides=(SideSetup("empire", roster=EMPIRE), SideSetup("orcs", roster=ORCS)), first_side=0,
        rules=("fw-update",), options={"deployment": "alternate", "central_deployment": central},
    )
    s = new_game(spec, armies())
    s.apply(Start(), ScriptedDice([]))
    return s


def test_central_deployment_suggestion_for_the_side_that_sets_up_first() -> None:
    from game.core.deployment import DeployUnit

    s = _deploying(True)  # the Empire has more units and sets up first
    assert s.check(DeployUnit("u1", 200, 1100, 0)) == [
        "Halberdiers must be set up wholly inside its deployment zone (within 20 cm of its own table edge), "
        "in the middle 60% of its width (it sets up first)"
    ]
    act(s, DeployUnit("u1", 900, 1100, 0))
    assert s.check(DeployUnit("u4", 200, 100, 180)) == []  # the Orcs may use the whole width
    assert _deploying(False).check(DeployUnit("u1", 200, 1100, 0)) == []
