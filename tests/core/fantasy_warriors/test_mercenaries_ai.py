"""The computer opponents with mercenaries: they weigh an order to hired units with its pay, and a side that
gains a contingent that changed sides orders it as its own, never taking an illegal action."""

from __future__ import annotations

import dataclasses

import pytest

from game.ai.agents import make_agent
from game.cli.simulate import battle_spec, play_game
from game.core import order_passes, order_target
from game.core.actions import Proceed
from game.core.dice import SeededDice
from game.core.fantasy_warriors.mercenaries import mercs
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.data import DEFAULT_SCENARIO, load_scenario
from tests.core.fantasy_warriors.test_mercenaries import loyalty, make
from tests.helpers import armies


def test_mercenary_ai_order_odds_count_the_pay() -> None:
    for wage, needs in ((1, 7), (2, 6), (4, 4)):  # the Hero's Command 8 less the pay
        s = make(wage)
        tgt = order_target(s, s.characters["h"], [s.units["m1"]])
        assert tgt.target == needs
        assert order_passes(tgt.target) < order_passes(8)


def test_mercenary_ai_orders_a_turned_contingent_and_acts_legally() -> None:
    s = make(1, step="shaken")
    loyalty(s, [1, 1, 1])  # paid up, 2 - 1 then 1 + 2 = 3: they change sides to the orcs, whose turn begins
    assert s.active == 1 and s.units["m1"].side == 1
    agent = make_agent("aggressive:normal", 1, 7)
    dice = SeededDice(7)
    ordered_by = set()
    for _ in range(200):
        if s.active != 1 or s.game_over:
            break
        action, _why = agent.choose(s)
        assert s.check(action) == [], (action, s.check(action))
        s.apply(action, dice)
        if s.units["m1"].orders:
            ordered_by.add(s.units["m1"].ordered_by)
    assert s.active == 0  # the orcs' whole turn was played
    assert ordered_by & {"h", "i", "og"}, "the turned Halberdiers were given orders by their new side"


def test_mercenary_ai_random_agent_after_a_change_of_sides_keeps_to_legal_actions() -> None:
    s = make(4, step="shaken")
    loyalty(s, [4, 4, 5])
    agent = make_agent("random", 1, 3)
    dice = SeededDice(3)
    for _ in range(300):
        if s.game_over:
            break
        if s.legal_actions() == [Proceed()] or s.active != 1:
            s.apply(Proceed(), dice)
            continue
        action, _why = agent.choose(s)
        assert s.check(action) == []
        s.apply(action, dice)


UNPAID = Roster(
    "Free company", "empire", 1000,
    (RosterUnit("Halberdiers"), RosterUnit("Halberdiers"), RosterUnit("Crossbowmen"), RosterUnit("Crossbowmen"),
     RosterUnit("Knights", bought=(("mercenary", 4),)), RosterUnit("Halberdiers", bought=(("mercenary", 4),))),
    (RosterCharacter("General"), RosterCharacter("Hero", mercenary=4), RosterCharacter("Hero", mercenary=4)),
    ("fantasy-warriors",),
)
ORCS = Roster(
    "Orc mob", "orcs", 1000,
    (RosterUnit("Orc Warriors"), RosterUnit("Orc Warriors"), RosterUnit("Goblins"), RosterUnit("Goblins"),
     RosterUnit("Boar Riders"), RosterUnit("Orc Warriors", bought=(("mercenary", 2),))),
    (RosterCharacter("Orc General"), RosterCharacter("Orc Hero", mercenary=2)),
    ("fantasy-warriors",),
)


@pytest.mark.parametrize(("seed", "turned"), [(5, []), (7, ["c2"])])
def test_mercenary_ai_random_battles_with_unpaid_mercenaries_run_to_their_end(seed: int, turned: list[str]) -> None:
    from game.core.roster import roster_problems

    assert roster_problems(UNPAID, armies()["empire"]) == [] and roster_problems(ORCS, armies()["orcs"]) == []
    terrain = load_scenario(DEFAULT_SCENARIO, armies()).terrain
    spec = dataclasses.replace(battle_spec((UNPAID, ORCS), seed, terrain=terrain), rules=("fantasy-warriors",))
    state, actions = play_game(spec, armies())
    assert state.result is not None and actions > 0
    assert mercs(state).turned == turned  # seed 7: the unpaid contingent changes sides and the battle goes on


def test_mercenary_ai_obeys_hold_orders_and_frees_the_contingent() -> None:
    s = make(1)  # paid up: the General's 9 less 1, likelier to pass than fail
    mercs(s).orders["h"] = "hold"
    agent = make_agent("aggressive:normal", 0, 3)
    action, why = agent.choose(s)
    assert (action.kind, action.orders) == ("fw_standing_order", "oppose"), why
    s.apply(action, SeededDice(3))
    for _ in range(100):  # the rest of the Orders step: never an order to a unit on hold
        if s.step != "orders" or s.active != 0:
            break
        action, _why = agent.choose(s)
        assert s.check(action) == []
        if mercs(s).orders["h"] == "hold":
            assert not (action.kind == "order" and set(action.units) & {"m1", "m2"})
        s.apply(action, SeededDice(3))
