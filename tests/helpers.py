"""Building small battles for rules tests: real army lists, hand-placed units, scripted dice."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.core.actions import Action
from game.core.dice import ScriptedDice
from game.core.events import Event
from game.core.scenario import CharacterPlacement, ScenarioSpec, SideSetup, UnitPlacement, new_game
from game.core.state import GameState, TerrainSpec
from game.core.turn import Start


@lru_cache(maxsize=1)
def armies() -> dict[str, Any]:
    from game.data import load_armies

    return load_armies()


def unit(
    profile: str, x: int, y: int, facing: int = 0, formation: str = "line", id: str | None = None, **kw: Any
) -> UnitPlacement:
    return UnitPlacement(profile, x, y, facing, formation, id=id, **kw)


def char(profile: str, x: int, y: int, id: str | None = None, **kw: Any) -> CharacterPlacement:
    return CharacterPlacement(profile, x, y, id=id, **kw)


def terrain(id: str, kind: str, points: list[tuple[int, int]], name: str = "") -> TerrainSpec:
    return TerrainSpec(id, kind, tuple(points), name)


def battle(
    units0: list[UnitPlacement],
    units1: list[UnitPlacement],
    chars0: list[CharacterPlacement] = (),  # type: ignore[assignment]
    chars1: list[CharacterPlacement] = (),  # type: ignore[assignment]
    *,
    terrain_pieces: list[TerrainSpec] = (),  # type: ignore[assignment]
    armies0: str = "empire",
    armies1: str = "orcs",
    step: str | None = "initiative",
    first: int = 0,
    turn_limit: int = 8,
    options: dict[str, Any] | None = None,
    dice: list[int] | None = None,
    ruleset: Any = None,
) -> GameState:
    """A started battle with side 0 to play, in the given step of its Command phase (played with ``ruleset``
    when given, else the base rules)."""
    spec = ScenarioSpec(
        name="test",
        sides=(
            SideSetup(armies0, units=tuple(units0), characters=tuple(chars0)),
            SideSetup(armies1, units=tuple(units1), characters=tuple(chars1)),
        ),
        terrain=tuple(terrain_pieces),
        first_side=first,
        turn_limit=turn_limit,
        options=dict(options or {}),
        start_step=step,
    )
    state = new_game(spec, armies(), ruleset)
    d = ScriptedDice(dice or [])
    state.apply(Start(), d)
    d.assert_consumed()
    return state


def act(state: GameState, action: Action, faces: list[int] | None = None) -> list[Event]:
    """Apply an action with exactly these dice; fail if any are left over."""
    d = ScriptedDice(faces or [])
    events = state.apply(action, d)
    d.assert_consumed()
    return events


def of_type(events: list[Event], name: str) -> list[Event]:
    return [e for e in events if e.type_name == name]
