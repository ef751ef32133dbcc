"""The scripted opponent finds its way round terrain it may not cross: the walk, not the straight line,
is how far it is from the enemy, and its moves head for the river's end or a crossing wide enough."""

from __future__ import annotations

import math

from game.ai.planner import Ctx
from game.ai.scoring.ways import detour, way_round, zone_detour
from game.ai.scripted import ScriptedAgent
from game.core import board
from game.core.command.actions import Move, Order
from game.core.state import GameState
from tests.helpers import act, battle, char, terrain, unit

# A river across the table from the left edge to x = 1300, with a gap of 60 mm (a bridge's width) at x 380-440.
RIVER = [
    terrain("west", "river", [(0, 580), (380, 580), (380, 620), (0, 620)]),
    terrain("east", "river", [(440, 580), (1300, 580), (1300, 620), (440, 620)]),
]


def _state(formation: str = "line", pieces: list = RIVER) -> GameState:  # type: ignore[type-arg]
    return battle(
        [unit("Halberdiers", 410, 800, id="hal", formation=formation)],
        [unit("Orc Warriors", 410, 300, facing=180, id="orcs")],
        [char("General", 410, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        terrain_pieces=pieces,
        step="orders",
    )


def _ctx(state: GameState) -> Ctx:
    agent = ScriptedAgent(0, 1, "aggressive", "normal")
    return Ctx(state, 0, agent.persona, agent.level, agent.dice, {})


def test_on_an_open_table_the_walk_is_the_straight_line() -> None:
    state = _state(pieces=[])
    ctx = _ctx(state)
    hal = ctx.views["hal"]
    assert detour(state, hal, ctx.enemies) == 0.0
    assert way_round(state, [hal], ctx.enemies, hal.pace) is None


def test_a_unit_in_line_behind_a_river_must_walk_round_its_end() -> None:
    # The 60 mm gap is too narrow for three stands abreast: the way is round the end at x = 1300, about
    # 2 x 900 mm further than straight across.
    state = _state("line")
    ctx = _ctx(state)
    hal = ctx.views["hal"]
    assert 1500 < detour(state, hal, ctx.enemies) < 2100
    via = way_round(state, [hal], ctx.enemies, hal.pace)
    assert via is not None
    assert via[0] > hal.cx + 100  # heading east, for the river's end
    assert math.dist(via, (hal.cx, hal.cy)) <= hal.pace


def test_a_column_heads_for_the_crossing() -> None:
    state = _state("column")
    ctx = _ctx(state)
    hal = ctx.views["hal"]
    assert detour(state, hal, ctx.enemies) < 100  # straight over the crossing, no real detour
    state_far = battle(
        [unit("Halberdiers", 200, 800, id="hal", formation="column")],
        [unit("Orc Warriors", 200, 300, facing=180, id="orcs")],
        [char("General", 200, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        terrain_pieces=RIVER,
        step="orders",
    )
    ctx = _ctx(state_far)
    hal = ctx.views["hal"]
    via = way_round(state_far, [hal], ctx.enemies, hal.pace)
    assert via is not None
    assert 250 < via[0] < 440  # towards the gap at x 380-440, not the far end at 1300


def test_setting_up_behind_the_river_counts_the_walk_round_it() -> None:
    state = _state()
    mover = board.unit_mover(state, state.units["hal"])
    behind = zone_detour(state, mover, True, 400, 1000, 0)
    clear = zone_detour(state, mover, True, 1600, 1000, 0)
    assert clear == 0.0
    assert behind > 500  # east round the end, then on to the far edge


def test_an_ordered_unit_behind_the_river_marches_round_it() -> None:
    state = _state("line")
    act(state, Order("gen", ("hal",)), [1, 1])
    action, reason = ScriptedAgent(0, 1, "aggressive", "normal").choose(state)
    assert isinstance(action, Move)
    assert "round the terrain" in reason
    before = _ctx(state).views["hal"]
    act(state, action)
    after = _ctx(state).views["hal"]
    ctx = _ctx(state)
    assert after.cx > before.cx + 50
    assert detour(state, after, ctx.enemies) < detour(state, before, ctx.enemies)


def test_walking_distances_step_to_the_eight_neighbours_round_shut_cells_and_never_off_the_grid() -> None:
    from game.ai.scoring.ways import _field

    straight, diagonal = 25.0, 25.0 * math.sqrt(2.0)
    # Three by three, nothing shut, from the top left corner: the far corner is two diagonal steps away.
    open_grid = _field(3, 3, bytes(9), (0,))
    assert open_grid[8] == 2 * diagonal
    assert open_grid[2] == 2 * straight
    # The middle shut: round it, one straight step, one diagonal, one straight.
    walled = _field(3, 3, bytes([0, 0, 0, 0, 1, 0, 0, 0, 0]), (0,))
    assert math.isinf(walled[4])
    assert walled[8] == straight + diagonal + straight
    # From the right edge of the top row to the left edge of the next: across the grid, not round its side.
    assert _field(3, 2, bytes(6), (2,))[3] == diagonal + straight
