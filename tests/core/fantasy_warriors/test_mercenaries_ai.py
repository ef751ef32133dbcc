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


def _near(orcs: list, shooters: bool = False) -> object:
    """Paid-up mercenaries (two Halberdiers, or Crossbowmen) under the General's Command 9, these Orcs facing them."""
    from tests.core.fantasy_warriors.test_mercenaries import MERCS
    from tests.helpers import battle, char, unit

    hired = (("mercenary", 1),)
    kind = "Crossbowmen" if shooters else "Halberdiers"
    return battle(
        [unit("Halberdiers", 300, 900, id="u1"), unit(kind, 900, 900, id="m1", bought=hired),
         unit(kind, 1100, 900, id="m2", bought=hired)],
        orcs,
        [char("General", 300, 960, id="g"), char("Hero", 1000, 960, id="h", mercenary=1)],
        [char("Orc General", 1700, 60, id="og")],
        step="orders", ruleset=MERCS,
    )


def test_mercenary_ai_sends_fighters_to_attack_an_enemy_within_reach_they_outmatch() -> None:
    from tests.helpers import unit

    s = _near([unit("Orc Warriors", 1000, 600, 180, id="o")])  # 30 cm off: within two 20 cm paces
    action, why = make_agent("aggressive:normal", 0, 3).choose(s)
    # 18 Halberdier attacks to the Orcs' 12; the roll is 2D6 against 9 - 1 = 8, passing 72 %.
    assert (action.kind, action.leader, action.orders) == ("fw_standing_order", "h", "attack")
    assert why == ("Hero's mercenaries to attack orders: the enemy within reach is no match for them (18 attacks "
                   "to 12); the roll passes 72 %")


def test_mercenary_ai_keeps_oppose_when_outmatched_far_or_shooting() -> None:
    from tests.helpers import unit

    agent = make_agent("aggressive:normal", 0, 3)
    crowd = [unit("Orc Warriors", 700 + 200 * i, 600, 180, id=f"o{i}") for i in range(3)]  # 36 attacks to 18
    far = [unit("Orc Warriors", 1000, 300, 180, id="o")]  # 60 cm off
    for s in (_near(crowd), _near(far), _near([unit("Orc Warriors", 1000, 600, 180, id="o")], shooters=True)):
        action, _ = agent.choose(s)
        assert action.kind != "fw_standing_order"
    # A contingent on attack that meets a stronger enemy is put back on oppose.
    s = _near(crowd)
    mercs(s).orders["h"] = "attack"
    action, why = agent.choose(s)
    assert (action.kind, action.orders) == ("fw_standing_order", "oppose")
    assert "the enemy near them is stronger (36 attacks to their 18)" in why
