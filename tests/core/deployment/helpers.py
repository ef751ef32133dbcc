"""Small roster battles that open with the deployment phase."""

from __future__ import annotations

from typing import Any

from game.core.dice import ScriptedDice
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.state import GameState, TerrainSpec
from game.core.turn import Start
from tests.helpers import armies


def roster(army: str, units: list[str], characters: list[str]) -> Roster:
    return Roster(
        name=f"{army} test",
        army=army,
        points_cap=2000,
        units=tuple(RosterUnit(p) for p in units),
        characters=tuple(RosterCharacter(c) for c in characters),
    )


EMPIRE = roster("empire", ["Halberdiers", "Halberdiers", "Knights"], ["General", "Hero"])
ORCS = roster("orcs", ["Orc Warriors", "Boar Riders"], ["Orc General"])


def deploying(
    r0: Roster = EMPIRE,
    r1: Roster = ORCS,
    *,
    dice: list[int] | None = None,
    options: dict[str, Any] | None = None,
    terrain: tuple[TerrainSpec, ...] = (),
    first_side: int | None = 0,
) -> GameState:
    """A started battle between two rosters, in the deployment phase (unless told otherwise)."""
    spec = ScenarioSpec(
        name="deployment test",
        sides=(SideSetup(r0.army, roster=r0), SideSetup(r1.army, roster=r1)),
        terrain=terrain,
        first_side=first_side,
        options={"deployment": "alternate", **(options or {})},
    )
    state = new_game(spec, armies())
    d = ScriptedDice(dice or [])
    state.apply(Start(), d)
    d.assert_consumed()
    return state
