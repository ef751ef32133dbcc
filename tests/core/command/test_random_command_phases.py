"""Random Command phases: hypothesis draws every choice and every die; the rules' invariants must hold."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import board, moves
from game.core.actions import Proceed
from game.core.command.actions import Charge, Evade, HomeBackMove, InitiativeCharge, Move, Order
from game.core.command.charging import charge_allowance
from game.core.command.support import SupportCharge
from game.core.deployment.actions import AutoDeploy
from game.core.scenario import new_game
from game.core.state import GameState
from game.core.turn import Start
from game.table import overlapping
from tests.helpers import armies

SCENARIOS = Path(__file__).resolve().parents[3] / "assets" / "scenarios"
FILES = ["skirmish.yaml", "command/orders-and-penalties.yaml", "command/home-back.yaml", "pitched-battle.yaml"]
_START: dict[str, GameState] = {}


def start_state(name: str) -> GameState:
    if name not in _START:
        from game.core.dice import SeededDice
        from game.data import load_scenario

        spec = load_scenario(SCENARIOS / name, armies())
        s = new_game(spec, armies())
        dice = SeededDice(1)
        s.apply(Start(), dice)
        # A pitched battle opens with deployment: set both armies up and go on to the first Command phase.
        while s.phase != "command" and not s.game_over:
            auto = [a for a in s.legal_actions() if isinstance(a, AutoDeploy)]
            s.apply(auto[0] if auto else s.legal_actions()[0], dice)
        _START[name] = s
    return _START[name].clone()


class DrawnDice:
    """Dice whose every face hypothesis chooses."""

    def __init__(self, data: st.DataObject) -> None:
        self.data = data

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        return tuple(self.data.draw(st.integers(1, sides), label=purpose) for _ in range(count))


def no_overlaps(s: GameState) -> None:
    bases = [b for u in s.live_units() for b in board.unit_bases(s, u)]
    for i, a in enumerate(bases):
        for b in bases[i + 1 :]:
            assert a.owner == b.owner or not overlapping(a, b), f"{a.id} overlaps {b.id}"


def travel(before: GameState, after: GameState, uid: str) -> float:
    u0, u1 = before.units[uid], after.units[uid]
    if len(u0.stands) != len(u1.stands) or not u1.alive:
        return 0.0
    return max(
        moves.corner_travel(a, b)
        for a, b in zip(board.unit_bases(before, u0), board.unit_bases(after, u1), strict=True)
    )


def allowance(before: GameState, action, uid: str) -> float:
    u = before.units[uid]
    prof = before.unit_profile(u)
    if isinstance(action, Charge | InitiativeCharge):
        return charge_allowance(before, u)
    if isinstance(action, HomeBackMove):
        return 600
    if isinstance(action, Move) and before.command.pending and before.command.pending.kind == "half":
        return prof.full_pace_mm / 2 if not prof.flying else 100
    return prof.full_pace_mm


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(name=st.sampled_from(FILES), data=st.data())
def test_random_command_phases_keep_the_rules(name: str, data: st.DataObject) -> None:
    s = start_state(name)
    dice = DrawnDice(data)
    orders_from: dict[str, set[str]] = {}
    for _ in range(40):
        if s.phase != "command" or s.game_over:
            break
        legal = s.legal_actions()
        assert legal, "a side to act always has something to do"
        action = data.draw(st.sampled_from(legal), label="action")
        assert s.check(action) == [], f"{action} is offered but refused"
        before = s.clone()
        s.apply(action, dice)
        no_overlaps(s)
        for uid, u in s.units.items():
            assert u.orders <= 3
            assert not (u.initiative_moved and u.orders), f"{u.name} moved on initiative and by order"
            if u.ordered_by:
                orders_from.setdefault(uid, set()).add(u.ordered_by)
                assert len(orders_from[uid]) == 1, f"{u.name} took orders from two characters"
            if uid in before.units and before.units[uid].alive and u.alive and not isinstance(action, Proceed | Order):
                limit = allowance(before, action, uid)
                if isinstance(action, Evade | SupportCharge):
                    limit = before.unit_profile(u).full_pace_mm
                assert travel(before, s, uid) <= limit + 1.5 or isinstance(action, Order), (
                    f"{u.name} moved {travel(before, s, uid):.1f} mm with {action}"
                )
        assert GameState.from_dict(s.to_dict()) == s
