"""The scoring's cheap geometry: whether two units are further apart than a distance, settled by their stands'
centres where those are enough, always agrees with the bases measured edge to edge."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.scoring.geometry import Stands, gap, gap_over, surely_blocked
from game.ai.scoring.views import Pose, UnitView, moved_view, views
from game.core.moves import move_problems
from game.core.state import GameState
from tests.helpers import battle, char, unit

STATE = battle(
    [unit("Halberdiers", 400, 800, id="hal"), unit("Knights", 900, 800, id="kn")],
    [unit("Orc Warriors", 400, 300, facing=180, id="orcs")],
    [char("General", 400, 900, id="gen")],
    [char("Orc General", 900, 150, id="boss")],
    step="orders",
)


def _placed(uid: str, x: int, y: int, facing: int) -> UnitView:
    v = views(STATE)[uid]
    # The unit's stands shifted and turned together about their first stand.
    fx, fy = v.poses[0][0], v.poses[0][1]
    turn = math.radians(facing - v.facing)
    c, s = math.cos(turn), math.sin(turn)
    poses = [
        (
            round(x + (p[0] - fx) * c - (p[1] - fy) * s),
            round(y + (p[0] - fx) * s + (p[1] - fy) * c),
            (p[2] + facing - v.facing) % 360,
        )
        for p in v.poses
    ]
    return moved_view(v, poses)


@settings(max_examples=200, deadline=None)
@given(
    x=st.integers(0, 700),
    y=st.integers(0, 700),
    facing=st.integers(0, 359),
    other=st.sampled_from(["orcs", "kn"]),
    limit=st.sampled_from([0.0, 1.0, 20.0, 110.0, 210.0, 310.0]),
)
def test_further_than_a_distance_agrees_with_the_measured_gap(
    x: int, y: int, facing: int, other: str, limit: float
) -> None:
    a = _placed("hal", 300, 300, 0)
    b = _placed(other, x, y, facing)
    assert gap_over(a, b, limit) == (gap(a, b) > limit)


def test_touching_units_are_not_further_than_a_millimetre() -> None:
    a = _placed("hal", 300, 300, 0)
    v = views(STATE)["hal"]
    width = v.prof.base_mm[0] * len(v.poses)
    beside = _placed("hal", 300 + width, 300, 0)
    assert not gap_over(a, beside, 1.0)
    assert gap_over(a, _placed("hal", 300 + width + 50, 300, 0), 20.0)


def _crossing(kx: int, ky: int, kf: int) -> GameState:
    return battle(
        [unit("Halberdiers", 400, 800, id="hal"), unit("Knights", kx, ky, facing=kf, id="kn")],
        [unit("Orc Warriors", 1400, 300, facing=180, id="orcs")],
        [char("General", 1400, 1100, id="gen")],
        [char("Orc General", 1400, 150, id="boss")],
        step="orders",
    )


def _moved(state: GameState, dx: int, dy: int, turn: int) -> tuple[Pose, ...]:
    v = views(state)["hal"]
    return tuple((p[0] + dx, p[1] + dy, (p[2] + turn) % 360) for p in v.poses)


@settings(max_examples=150, deadline=None)
@given(
    kx=st.integers(250, 550),
    ky=st.integers(560, 760),
    kf=st.integers(0, 359),
    dx=st.integers(-60, 60),
    dy=st.integers(-300, -40),
    turn=st.sampled_from([0, 0, 15, 90, 180]),
)
def test_a_move_surely_blocked_is_one_the_rules_refuse(kx: int, ky: int, kf: int, dx: int, dy: int, turn: int) -> None:
    # Knights stand somewhere ahead of the Halberdiers, who move forward: whenever the cheap test says a stand's
    # way runs through the Knights or ends on them, the rules refuse the move too.
    state = _crossing(kx, ky, kf)
    vs = views(state)
    ends = _moved(state, dx, dy, turn)
    if surely_blocked([vs["hal"]], [ends], Stands(list(vs.values()))):
        hal = state.units["hal"]
        assert move_problems(state, hal, ends, allowance=1000)


def test_a_unit_marching_straight_through_a_friend_is_surely_blocked() -> None:
    state = _crossing(400, 700, 0)
    vs = views(state)
    ends = _moved(state, 0, -200, 0)
    assert surely_blocked([vs["hal"]], [ends], Stands(list(vs.values())))
    assert "path is blocked" in move_problems(state, state.units["hal"], ends, allowance=1000)[0]
    # The same march beside the Knights is left to the rules, which allow it.
    clear = _moved(state, -200, 0, 0)
    assert not surely_blocked([vs["hal"]], [clear], Stands(list(vs.values())))
    assert not move_problems(state, state.units["hal"], clear, allowance=1000)
