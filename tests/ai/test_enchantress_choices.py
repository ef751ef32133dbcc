"""The computer opponents' enchantress: she enchants the unit of most worth she holds at least half the time,
a Hero touching an enchanted unit frees it, and battles with her on the table keep to legal actions (a series
with WARHOST_LONG=1, figures in the report of the change)."""

from __future__ import annotations

import dataclasses
import os
from collections import Counter
from pathlib import Path

import pytest

from game.ai.agents import make_agent
from game.cli.simulate import battle_spec, play_game
from game.core import Enchant, FreeEnchanted
from game.core.dice import SeededDice
from game.core.scenario import new_game
from game.core.state import GameState
from game.data import DEFAULT_SCENARIO, load_roster, load_scenario
from game.replay.verify import verify
from tests.core.fantasy_warriors.test_enchantress import enchanting, to_side_orders
from tests.core.fantasy_warriors.test_power_games import ORCS
from tests.helpers import act, armies

LONG = os.environ.get("WARHOST_LONG") == "1"
ROSTER = "armies/rosters/empire-enchantress-1000.yaml"


def test_enchantress_ai_enchants_the_unit_it_holds_most_likely_of_most_worth() -> None:
    s = enchanting()
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert action == Enchant("e", "o")  # 83 %; the Hero's unit only 17 %
    assert reason == "the enchantress holds Orc Warriors 83 % of the time"


def test_enchantress_ai_hero_touching_an_enchanted_unit_frees_it() -> None:
    s = enchanting()
    act(s, Enchant("e", "o"), [1])
    to_side_orders(s, 1)
    s.characters["oh"].joined = "o"
    s.invalidate()
    action, reason = make_agent("cautious:normal", 1, 1).choose(s)
    assert action == FreeEnchanted("oh", "o") and "breaks the spell" in reason


def spec(seed: int, turns: int = 8) -> object:
    terrain = load_scenario(DEFAULT_SCENARIO, armies()).terrain
    empire = load_roster(ROSTER, armies())
    return dataclasses.replace(battle_spec((empire, ORCS), seed, turns=turns, terrain=terrain),
                               rules=("fantasy-warriors",))


def computer_battle(seed: int, kinds: Counter[str], turns: int = 8) -> GameState:
    state = new_game(spec(seed, turns), armies())
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


def test_enchantress_ai_two_turn_computer_battle_enchants_frees_and_keeps_to_legal_actions() -> None:
    kinds: Counter[str] = Counter()
    state = computer_battle(5, kinds, turns=2)
    assert state.result is not None
    assert (kinds["fw_enchant"], kinds["fw_free_enchanted"]) == (1, 1)


def test_enchantress_random_battle_is_recorded_and_its_replay_verifies(tmp_path: Path) -> None:
    path = tmp_path / "game.log"
    state, actions = play_game(spec(2, turns=1), armies(), log=path)
    assert state.result is not None and actions > 0
    assert verify(path).ok


@pytest.mark.skipif(not LONG, reason="a series of whole battles: WARHOST_LONG=1 plays it")
def test_enchantress_ai_series_of_random_and_computer_battles() -> None:
    for seed in range(50):
        state, _ = play_game(spec(seed), armies())
        assert state.result is not None, seed
    kinds: Counter[str] = Counter()
    for seed in range(10):
        assert computer_battle(200 + seed, kinds).result is not None, seed
    print(dict(kinds))
    assert kinds["fw_enchant"] > 0


def test_tree_spirit_ai_druid_summons_with_20_power_and_controls_it_after() -> None:
    from game.core import ControlSpirit, SummonSpirit
    from tests.core.fantasy_warriors.test_druid import druid_battle
    from tests.core.fantasy_warriors.test_tree_spirit import next_orders

    s = druid_battle()
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert action == SummonSpirit("d", "w1") and "tree spirit" in reason
    act(s, action, [3, 4])
    next_orders(s)
    action, _ = make_agent("cautious:normal", 0, 1).choose(s)
    assert action == ControlSpirit("d")
