"""Ninth Age characters in whole random battles: with the module on, battles between random agents run to
their end, the rules' invariants hold after every step (those of ``tests/core/test_random_games.py``), every
character acting alone is engaged or stands alone again by the end of the Combat phase, and the characters'
own charges and one-stand units are actually played."""

from __future__ import annotations

import pytest

from game.ai.agents import make_agent
from game.cli.simulate import battle_spec, load_sample
from game.core import is_own_unit
from game.core.dice import SeededDice
from game.core.scenario import new_game
from tests.core.test_random_games import Watch

RULES = ("ninth-age-characters",)


@pytest.mark.parametrize("seed", [10])
def test_random_battles_with_ninth_age_characters_keep_the_invariants(seed: int) -> None:
    armies, rosters, terrain = load_sample()
    state = new_game(battle_spec(rosters, seed, None, terrain, RULES), armies)
    agents = [make_agent("random", 0, seed), make_agent("random", 1, seed)]
    dice = SeededDice(seed)
    watch = Watch(state)
    kinds: set[str] = set()
    own_units = 0
    while not state.game_over:
        action, _ = agents[state.acting_side()].choose(state)
        assert state.check(action) == [], f"{action} is offered but refused"
        kinds.add(action.kind)
        state.apply(action, dice)
        watch.check(state)
        lingering = [
            u.id
            for u in state.units.values()
            if is_own_unit(u) and u.alive and not u.engaged and not u.off_table and not u.flags.get("band")
        ]
        if state.phase != "combat":
            assert lingering == [], f"characters acting alone outside combat: {lingering}"
        own_units = max(own_units, sum(1 for u in state.units.values() if is_own_unit(u)))
    # Random characters charging alone do get slain: the General's loss may end the battle early.
    r = state.result
    assert r is not None and (r.reason == "turn limit" or r.reason.endswith(("(break point)", "(General lost)")))
    assert "character_charge" in kinds and own_units >= 1 and "join_character" in kinds
