"""Whole battles between the shipped rosters that buy battlefield equipment and hire sellswords from other lists
(``armies/rosters/*sellswords*``) under the whole Fantasy Warriors family. With WARHOST_LONG=1, ten battles
between computer opponents, every action checked: offered and allowed, no two units' stands overlapping, and
no stand on a piece of equipment it may not stand on (figures in the report of the change). Nothing runs by
default: a whole battle between these rosters takes seconds."""

from __future__ import annotations

import dataclasses
import os
from collections import Counter

import pytest

from game.ai.agents import make_agent
from game.cli.simulate import battle_spec
from game.core.dice import SeededDice
from game.core.roster import Roster
from game.core.scenario import ScenarioSpec, new_game
from game.core.state import GameState
from game.data import DEFAULT_SCENARIO, load_roster, load_scenario
from tests.core.fantasy_warriors.test_equipment_random import on_equipment
from tests.core.test_random_games import no_overlaps
from tests.helpers import armies

LONG = os.environ.get("WARHOST_LONG") == "1"
NAMES = ("empire-goblin-sellswords-1000", "dwarfs-elf-sellswords-1000", "empire-orc-sellswords-1000")


def rosters() -> list[Roster]:
    return [load_roster(f"armies/rosters/{n}.yaml", armies()) for n in NAMES]


def spec(pair: tuple[Roster, Roster], seed: int, turns: int = 8) -> ScenarioSpec:
    terrain = load_scenario(DEFAULT_SCENARIO, armies()).terrain
    return dataclasses.replace(battle_spec(pair, seed, turns=turns, terrain=terrain), rules=("fantasy-warriors",))


def computer_battle(pair: tuple[Roster, Roster], seed: int, kinds: Counter[str]) -> GameState:
    """A battle between two computer opponents, every action checked and the table's invariants held after it."""
    state = new_game(spec(pair, seed), armies())
    agents = (make_agent("cunning:normal", 0, seed), make_agent("aggressive:normal", 1, seed))
    dice = SeededDice(seed)
    for _ in range(5000):
        if state.game_over:
            break
        action, _why = agents[state.acting_side()].choose(state)
        assert state.check(action) == [], (seed, action, state.check(action))
        state.apply(action, dice)
        no_overlaps(state)
        assert on_equipment(state) == [], (seed, action)
        kinds[action.kind] += 1
        if action.kind == "fw_standing_order":
            kinds[f"orders:{action.orders}"] += 1  # type: ignore[attr-defined]
    return state


@pytest.mark.skipif(not LONG, reason="a series of whole battles: WARHOST_LONG=1 plays it")
def test_sellsword_series_of_computer_battles() -> None:
    found = rosters()
    pairs = [(found[a], found[b]) for a, b in ((0, 1), (1, 2), (2, 0), (1, 0), (0, 2))]
    kinds: Counter[str] = Counter()
    results = Counter()
    for i in range(10):
        state = computer_battle(pairs[i % len(pairs)], 300 + i, kinds)
        assert state.result is not None, i
        results[state.result.winner] += 1
    print(dict(results), sorted((k, n) for k, n in kinds.items() if k.startswith(("fw_", "orders:"))))
    assert kinds["fw_standing_order"] > 0
