"""Random games: whatever the players choose and the dice say, the rules' invariants hold.

Hypothesis draws every choice (an index into ``legal_actions()``) and every die, on several scenarios,
and the invariants are checked after each step. Then whole battles between random agents with the
two sample rosters, deployed in turn, must all run to their end. ``WARHOST_LONG=1`` plays 200 of them.
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli.simulate import battle_spec, play_game
from game.core import board
from game.core.combat.camps import camp
from game.core.scenario import new_game
from game.core.state import GameState
from game.data import DEFAULT_SCENARIO, SCENARIOS_DIR, load_roster, load_scenario
from game.table import overlapping
from tests.helpers import armies

ROSTERS = sorted((Path(__file__).resolve().parents[2] / "armies" / "rosters").glob("*.yaml"))
LONG = os.environ.get("WARHOST_LONG") == "1"
GAMES = 200 if LONG else 2
# Scenario file (relative to assets/scenarios) and the deployment method to play it with.
STARTS = [
    ("pitched-battle.yaml", "alternate"),
    ("pitched-battle.yaml", "auto"),
    ("skirmish.yaml", None),
    ("battle/end-general-slain.yaml", None),
    ("command/charges.yaml", None),
]
STEPS = 25
TOUCH_MM = 1.5


class DrawnDice:
    """Dice whose every face hypothesis chooses."""

    def __init__(self, data: st.DataObject) -> None:
        self.data = data

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        return tuple(self.data.draw(st.integers(1, sides), label=purpose) for _ in range(count))


_SPECS: dict[tuple[str, str | None], object] = {}


def start(name: str, deployment: str | None) -> GameState:
    key = (name, deployment)
    if key not in _SPECS:
        spec = load_scenario(SCENARIOS_DIR / name, armies())
        # Scripted openings are for demonstrations: a random game starts from the bare set-up.
        spec = dataclasses.replace(spec, dice=None, actions=(), start_step=None)
        if deployment is not None:
            spec = dataclasses.replace(spec, options={**spec.options, "deployment": deployment})
        _SPECS[key] = spec
    return new_game(_SPECS[key], armies())  # type: ignore[arg-type]


class Watch:
    """What the invariants compare across steps."""

    def __init__(self, s: GameState) -> None:
        self.stands = {k: len(u.stands) for k, u in s.units.items()}
        self.dead = {k for k, c in s.characters.items() if not c.alive}
        self.orderers: dict[tuple[int, int, str], set[str]] = {}
        self.phase = (s.turn, s.active, s.phase)

    def check(self, s: GameState) -> None:
        no_overlaps(s)
        for k, u in s.units.items():
            # A unit may come on later (a lone character taking the field as a unit of its own under a module).
            was = self.stands.setdefault(k, len(u.stands))
            # Only a rule that gives stands back (Daemonic Instability, Summon Daemons) grows a unit, and never
            # beyond the stands it started with.
            assert len(u.stands) <= max(was, u.start_size), f"{u.name} grew from {was} to {len(u.stands)} stands"
            self.stands[k] = len(u.stands)
            assert u.orders <= 3, f"{u.name} had {u.orders} orders"
            assert not (u.initiative_moved and u.orders), f"{u.name} moved on initiative and by orders"
            # Orders stay marked until the unit's side plays again: count them during that side's own turn.
            if u.ordered_by and u.side == s.active and not s.game_over:
                who = self.orderers.setdefault((s.turn, u.side, k), set())
                who.add(u.ordered_by)
                assert len(who) == 1, f"{u.name} took orders from {sorted(who)}"
        for k, c in s.characters.items():
            assert not (k in self.dead and c.alive), f"{c.name} came back from the dead"
            if not c.alive:
                self.dead.add(k)
        engaged_touch(s)
        now = (s.turn, s.active, s.phase)
        if now != self.phase:
            # Between phases every unit has fewer hits than it takes to remove a stand.
            for u in s.live_units():
                assert u.hits < s.unit_profile(u).hits, f"{u.name} holds {u.hits} hits between phases"
            self.phase = now
        assert GameState.from_dict(s.to_dict()) == s


def no_overlaps(s: GameState) -> None:
    """No two units' stands overlap (characters are tokens and may be covered)."""
    t = board.table(s)
    for a in t.bases:
        if a.character:
            continue
        for b in t.stands_in_box(a.bounds()):
            assert a.owner == b.owner or not overlapping(a, b), f"{a.id} overlaps {b.id}"


def engaged_touch(s: GameState) -> None:
    """Every engaged unit touches an enemy unit (or a friend it fights, of the other camp), or a friend that does
    (a supporting unit)."""
    t = board.table(s)

    def in_contact(uid: str) -> bool:
        if t.closest_enemy_units(uid, TOUCH_MM):
            return True
        # A fight between friends (a Giant gone wild charging its own side): its foe is a friend of the other camp.
        me = s.units[uid]
        return any(
            camp(s, f) != camp(s, me) and t.owner_distance(uid, f.id) <= TOUCH_MM
            for f in s.live_units(me.side)
            if f.id != uid and f.engaged
        )

    for u in s.live_units():
        if not u.engaged or in_contact(u.id):
            continue
        friends = [f.id for f in s.live_units(u.side) if f.id != u.id and t.owner_distance(u.id, f.id) <= TOUCH_MM]
        assert any(in_contact(f) for f in friends), f"{u.name} is engaged but touches no enemy and supports no one"


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(which=st.sampled_from(STARTS), data=st.data())
def test_random_play_keeps_the_rules_invariants(which: tuple[str, str | None], data: st.DataObject) -> None:
    s = start(*which)
    dice = DrawnDice(data)
    watch = Watch(s)
    for _ in range(STEPS):
        if s.game_over:
            break
        before = s.state_hash()
        legal = s.legal_actions()
        assert legal, "the side to act always has something to do"
        assert s.state_hash() == before, "listing the legal actions changed the state"
        action = legal[data.draw(st.integers(0, len(legal) - 1), label="choice")]
        assert s.check(action) == [], f"{action} is offered but refused"
        s.apply(action, dice)
        watch.check(s)


@pytest.fixture(scope="module")
def sample_rosters():
    return tuple(load_roster(p, armies()) for p in ROSTERS[:2])


@pytest.mark.parametrize("seed", range(1, GAMES + 1))
def test_random_battles_between_the_sample_rosters_run_to_their_end(seed: int, sample_rosters) -> None:
    terrain = load_scenario(DEFAULT_SCENARIO, armies()).terrain
    state, actions = play_game(battle_spec(sample_rosters, seed, terrain=terrain), armies())
    r = state.result
    assert r is not None and actions > 0
    assert r.reason == "turn limit" or r.reason.endswith(("withdrew (break point)", "withdrew (General lost)"))
    assert 1 <= r.turn <= 8
    assert not any(u.flags.get("undeployed") for u in state.units.values())
