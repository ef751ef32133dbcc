"""Whole battles with magical power and individuals on: Wizards with pools, a paladin, destroyers, marksmen and
a druid in the rosters. One seeded random battle runs to its end in the default run, recorded and verified; with
WARHOST_LONG=1 a series of 50 seeded random battles and 10 between computer opponents (figures in the
report of the change)."""

from __future__ import annotations

import dataclasses
import os
from collections import Counter
from pathlib import Path

import pytest

from game.ai.agents import make_agent
from game.cli.simulate import battle_spec, play_game
from game.core.dice import SeededDice
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.core.scenario import new_game
from game.core.state import GameState
from game.data import DEFAULT_SCENARIO, load_scenario
from game.replay.verify import verify
from tests.helpers import armies

LONG = os.environ.get("WARHOST_LONG") == "1"
EMPIRE = Roster(
    "Empire with a paladin", "empire", 1000,
    (RosterUnit("Halberdiers"), RosterUnit("Halberdiers"), RosterUnit("Crossbowmen"), RosterUnit("Crossbowmen"),
     RosterUnit("Knights")),
    (RosterCharacter("General"), RosterCharacter("Wizard"), RosterCharacter("Paladin"),
     RosterCharacter("Destroyer"), RosterCharacter("Marksman"), RosterCharacter("Druid")),
    ("fantasy-warriors",),
)
ORCS = Roster(
    "Orcs with shamans", "orcs", 1000,
    (RosterUnit("Orc Warriors"), RosterUnit("Orc Warriors"), RosterUnit("Goblins"), RosterUnit("Goblins"),
     RosterUnit("Boar Riders")),
    (RosterCharacter("Orc General"), RosterCharacter("Orc Shaman"), RosterCharacter("Goblin Shaman"),
     RosterCharacter("Destroyer"), RosterCharacter("Marksman")),
    ("fantasy-warriors",),
)


def spec(seed: int, turns: int = 8) -> object:
    terrain = load_scenario(DEFAULT_SCENARIO, armies()).terrain
    return dataclasses.replace(battle_spec((EMPIRE, ORCS), seed, turns=turns, terrain=terrain),
                               rules=("fantasy-warriors",))


def test_power_games_random_battle_runs_to_its_end_and_its_record_verifies(tmp_path: Path) -> None:
    path = tmp_path / "game.log"
    state, actions = play_game(spec(3, turns=2), armies(), log=path)
    assert state.result is not None and actions > 0
    assert state.ruleset.has("fw-power") and state.ruleset.has("fw-individuals")
    assert verify(path).ok


def computer_battle(seed: int, kinds: Counter[str]) -> GameState:
    """A battle between two computer opponents, counting the kinds of action they take."""
    state = new_game(spec(seed), armies())
    agents = (make_agent("cunning:normal", 0, seed), make_agent("aggressive:normal", 1, seed))
    dice = SeededDice(seed)
    for _ in range(5000):
        if state.game_over:
            break
        action, _why = agents[state.acting_side()].choose(state)
        assert state.check(action) == [], (action, state.check(action))
        state.apply(action, dice)
        kinds[action.kind] += 1
    return state


@pytest.mark.skipif(not LONG, reason="a series of whole battles: WARHOST_LONG=1 plays it")
def test_power_games_series_of_random_and_computer_battles() -> None:
    for seed in range(50):
        state, _ = play_game(spec(seed), armies())
        assert state.result is not None, seed
    kinds: Counter[str] = Counter()
    for seed in range(10):
        assert computer_battle(100 + seed, kinds).result is not None, seed
    print(sorted((k, n) for k, n in kinds.items() if k.startswith("fw_")))
    assert kinds["fw_terror"] + kinds["fw_shield"] + kinds["fw_duel"] > 0
