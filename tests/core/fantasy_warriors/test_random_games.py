"""Random games with the whole Fantasy Warriors family: whatever is chosen, the rules' invariants hold and
battles between random agents run to their end, with rosters that buy firewater and poisoned volleys."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli.simulate import battle_spec, play_game
from game.core.modules import compose
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.core.scenario import new_game
from game.data import DEFAULT_SCENARIO, load_scenario
from tests.core.test_random_games import DrawnDice, Watch
from tests.helpers import armies, battle, char, unit

FW = compose(["fantasy-warriors"])
GOBLINS = Roster(
    "Goblin horde", "orcs", 900,
    (
        RosterUnit("Goblins", bought=(("firewater", 1),)),
        RosterUnit("Goblins", bought=(("poisoned_volleys", 3),)),
        RosterUnit("Goblins"), RosterUnit("Goblins"), RosterUnit("Goblins"),
    ),
    (RosterCharacter("Orc General"), RosterCharacter("Goblin Hero")),
    ("fantasy-warriors",),
)
UNDEAD = Roster(
    "Tomb host", "tomb_kings", 900,
    (RosterUnit("Skeletons"), RosterUnit("Skeletons"), RosterUnit("Carrion"), RosterUnit("Skeleton Bowmen")),
    (RosterCharacter("Tomb King"),),
)


def start() -> object:
    return battle(
        [unit("Goblins", 700, 900, id="g1", bought=(("firewater", 1),)),
         unit("Goblins", 1000, 900, id="g2", bought=(("poisoned_volleys", 2),)), unit("Goblins", 1300, 900, id="g3")],
        [unit("Skeletons", 900, 300, 180, id="s1"), unit("Carrion", 1300, 300, 180, id="c1"),
         unit("Skeleton Bowmen", 600, 300, 180, id="b1")],
        [char("Orc General", 1000, 1000, id="og")],
        [char("Tomb King", 900, 200, id="tk")],
        armies0="orcs", armies1="tomb_kings", step=None, ruleset=FW,
    )


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_random_play_with_fantasy_warriors_keeps_the_invariants(data: st.DataObject) -> None:
    s = start()
    dice = DrawnDice(data)
    watch = Watch(s)
    for _ in range(40):
        if s.game_over:
            break
        legal = s.legal_actions()
        assert legal, "the side to act always has something to do"
        action = legal[data.draw(st.integers(0, len(legal) - 1), label="choice")]
        assert s.check(action) == [], f"{action} is offered but refused"
        s.apply(action, dice)
        watch.check(s)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_battles_with_fantasy_warriors_run_to_their_end(seed: int) -> None:
    terrain = load_scenario(DEFAULT_SCENARIO, armies()).terrain
    spec = dataclasses.replace(battle_spec((GOBLINS, UNDEAD), seed, terrain=terrain), rules=("fantasy-warriors",))
    assert new_game(spec, armies()).ruleset.has("fw-tricks")
    state, actions = play_game(spec, armies())
    assert state.result is not None and actions > 0
