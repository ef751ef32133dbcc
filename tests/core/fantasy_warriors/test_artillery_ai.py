"""The computer opponents with the Mercenary book's artillery and huge creatures: they load and fire the war
cannon, breathe with a dragon while it can pay, and play whole battles with these pieces to the end."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from game.ai.agents import make_agent
from game.cli.simulate import battle_spec, play_game
from game.core.dice import SeededDice
from game.core.fantasy_warriors.artillery import counters_left
from game.core.modules import compose
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.data import DEFAULT_SCENARIO, load_scenario
from tests.helpers import armies, battle, char, unit

PAID = (("mercenary", 1),)
COMPANY = Roster(
    "Free company", "mercenary", 1000,
    (RosterUnit("Sellswords"), RosterUnit("Sellswords"), RosterUnit("Hired Crossbows"), RosterUnit("War Cannon"),
     RosterUnit("Ballista"), RosterUnit("Goblin War Giant"), RosterUnit("Mercenary Dragon", bought=PAID)),
    (RosterCharacter("Paymaster"), RosterCharacter("Captain", mercenary=1)),
    ("fantasy-warriors",),
)
ORCS = Roster(
    "Orc warband", "orcs", 1000,
    (RosterUnit("Orc Warriors"), RosterUnit("Orc Warriors"), RosterUnit("Orc Warriors"), RosterUnit("Goblins"),
     RosterUnit("Goblins"), RosterUnit("Boar Riders"), RosterUnit("Wolf Riders")),
    (RosterCharacter("Orc General"), RosterCharacter("Orc Hero")),
)


def test_computer_loads_and_fires_the_cannon_and_breathes() -> None:
    s = battle(
        [unit("War Cannon", 700, 800, id="gun"), unit("Mercenary Dragon", 1200, 640, id="d"),
         unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 700, 400, 180, id="o1"), unit("Orc Warriors", 1200, 520, 180, id="o2")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step="shoot", ruleset=compose(["fw-artillery"]),
    )
    agent = make_agent("aggressive:normal", 0, 5)
    dice = SeededDice(5)
    kinds = []
    reasons = []
    while s.phase == "shooting" and s.step == "shoot" and not s.game_over:
        action, why = agent.choose(s)
        assert s.check(action) == [], (action, s.check(action))
        kinds.append((action.kind, getattr(action, "unit", "")))
        reasons.append(why)
        s.apply(action, dice)
    assert ("fw_load", "gun") in kinds and ("shoot", "gun") in kinds and ("fw_breath", "d") in kinds
    assert counters_left(s, s.units["gun"]) == 5  # a single charge with a full crew
    assert any(r.startswith("War Cannon loads a charge of 1") for r in reasons)


@pytest.mark.skipif(not os.environ.get("WARHOST_LONG"), reason="a series of games: set WARHOST_LONG=1")
@pytest.mark.parametrize("seed", range(10))
def test_computer_battles_with_artillery_and_huge_creatures_run_to_their_end(seed: int) -> None:
    terrain = load_scenario(DEFAULT_SCENARIO, armies()).terrain
    spec = dataclasses.replace(battle_spec((COMPANY, ORCS), seed, terrain=terrain), rules=("fantasy-warriors",))
    state, actions = play_game(spec, armies(), ai=("aggressive:normal", "cautious:normal"))
    assert state.result is not None and actions > 0


@pytest.mark.skipif(not os.environ.get("WARHOST_LONG"), reason="a series of games: set WARHOST_LONG=1")
@pytest.mark.parametrize("seed", range(50))
def test_random_battles_with_artillery_and_huge_creatures_run_to_their_end(seed: int) -> None:
    terrain = load_scenario(DEFAULT_SCENARIO, armies()).terrain
    spec = dataclasses.replace(battle_spec((COMPANY, ORCS), seed, terrain=terrain), rules=("fantasy-warriors",))
    state, actions = play_game(spec, armies())
    assert state.result is not None and actions > 0


def test_one_random_battle_with_the_pieces_runs_to_its_end_and_its_log_verifies(tmp_path: Path) -> None:
    from game.replay.verify import verify

    terrain = load_scenario(DEFAULT_SCENARIO, armies()).terrain
    spec = dataclasses.replace(battle_spec((COMPANY, ORCS), 3, terrain=terrain), rules=("fantasy-warriors",))
    log = tmp_path / "company.log"
    state, actions = play_game(spec, armies(), log)
    assert state.result is not None and actions > 0
    result = verify(log)
    assert result.ok, result.message
    assert result.steps == actions
