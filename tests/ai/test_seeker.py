"""The seeker: a cheap opponent that closes with the enemy, so seeded battles end in fights, not parades."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.ai.agents import AGENTS, make_agent, parse_name
from game.ai.seeker import SeekerAgent
from game.cli.simulate import battle_spec, load_sample, play_match
from game.core import Charge, GameState, InitiativeCharge, Order, SeededDice, load_rules, new_game

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def sample():  # type: ignore[no-untyped-def]
    load_rules()
    return load_sample()


def test_the_seeker_is_offered_by_name_with_no_level() -> None:
    assert parse_name("seeker") == ("seeker", "")
    assert parse_name("Seeker:hard") == ("seeker", "")
    assert isinstance(make_agent("seeker", 1, 4), SeekerAgent)
    assert AGENTS["seeker"].title == "Seeker"


def test_seekers_finish_a_seeded_battle_and_lose_units_in_it(sample) -> None:  # type: ignore[no-untyped-def]
    armies, rosters, terrain = sample
    state, taken, _ = play_match(battle_spec(rosters, 2, 4, terrain), armies, ai=("seeker", "seeker"))
    r = state.result
    assert r is not None and r.turn <= 4 and taken > 50
    # Random agents lose 0.15 units a game; two seekers close and fight within four turns.
    assert sum(r.units_lost) >= 2, r.units_lost


def test_the_same_seed_plays_the_same_seeker_game(sample) -> None:  # type: ignore[no-untyped-def]
    armies, rosters, terrain = sample
    spec = battle_spec(rosters, 3, 2, terrain)
    a, n_a, _ = play_match(spec, armies, ai=("seeker", "seeker"))
    b, n_b, _ = play_match(spec, armies, ai=("seeker", "seeker"))
    assert n_a == n_b and a.state_hash() == b.state_hash()


def play_until(state: GameState, agents: list[SeekerAgent], dice: SeededDice, want: type, limit: int = 400) -> object:
    """Play on until a seeker chooses an action of type ``want``; that action (already applied)."""
    for _ in range(limit):
        action, reason = agents[state.acting_side()].choose(state)
        assert reason
        state.apply(action, dice)
        if isinstance(action, want):
            return action
    raise AssertionError(f"no {want.__name__} in {limit} actions")


def test_the_seeker_orders_the_unit_nearest_the_enemy_and_charges_when_it_can(sample) -> None:  # type: ignore[no-untyped-def]
    armies, rosters, terrain = sample
    state = new_game(battle_spec(rosters, 2, None, terrain), armies)
    agents = [SeekerAgent(0, 2), SeekerAgent(1, 2)]
    dice = SeededDice(2)
    order = play_until(state, agents, dice, Order)
    assert isinstance(order, Order) and len(order.units) == 1
    charge = play_until(state, agents, dice, (Charge, InitiativeCharge))  # type: ignore[arg-type]
    assert state.units[charge.unit].engaged  # type: ignore[attr-defined]


def test_simulate_takes_the_seeker_for_either_side() -> None:
    rosters = [str(p.relative_to(REPO)) for p in sorted((REPO / "armies" / "rosters").glob("*.yaml"))[:2]]
    r = subprocess.run(
        [sys.executable, "-m", "game", "simulate", *(a for p in rosters for a in ("--roster", p)),
         "--seed", "3", "--turns", "1", "--ai", "seeker", "--ai", "random"],
        capture_output=True, text=True, cwd=REPO,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert ", seeker): " in r.stdout and ", random): " in r.stdout, r.stdout
