"""The computer's choice of table edge when it wins the scouting roll (the optional module "scouting")."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core.deployment.scouting import ChooseEdge
from game.core.dice import ScriptedDice
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.state import TerrainSpec
from game.core.turn import Start
from tests.core.deployment.helpers import roster
from tests.helpers import armies

EMPIRE = roster("empire", ["Halberdiers", "Pistoliers"], ["General"])
ORCS = roster("orcs", ["Orc Warriors", "Wolf Riders"], ["Orc General"])


def won_by_the_orcs(*terrain: TerrainSpec):  # type: ignore[no-untyped-def]
    """The Orcs (side 1, the top edge) win the roll 6 + 6 + 4 against 1 + 1 + 3."""
    spec = ScenarioSpec("edges", (SideSetup("empire", roster=EMPIRE), SideSetup("orcs", roster=ORCS)),
                        terrain=terrain, first_side=None, options={"deployment": "alternate"}, rules=("scouting",))
    s = new_game(spec, armies())
    s.apply(Start(), ScriptedDice([1, 1, 6, 6]))
    return s


def box(tid: str, kind: str, y0: int, y1: int) -> TerrainSpec:
    return TerrainSpec(tid, kind, ((500, y0), (1300, y0), (1300, y1), (500, y1)), tid)


def test_the_computer_takes_the_far_edge_when_its_own_zone_is_wooded_and_the_far_one_a_hill():
    s = won_by_the_orcs(box("wood", "wood", 20, 180), box("hill", "hill", 1020, 1180))
    action, reason = make_agent("cunning:normal", 1, 1).choose(s)
    assert action == ChooseEdge(True) and "far edge" in reason


def test_the_computer_keeps_its_edge_when_the_ground_is_alike():
    s = won_by_the_orcs(box("wood", "wood", 500, 700))
    action, reason = make_agent("cunning:normal", 1, 1).choose(s)
    assert action == ChooseEdge(False) and "our own edge" in reason
