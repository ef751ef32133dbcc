"""Every state of a whole game survives the layout older saves used (``phase_data`` and plain dicts for
the owed move), so saves made before typed module state still load as the same game."""

from __future__ import annotations

from game.ai.match import play_out
from game.cli.simulate import battle_spec
from game.core.dice import SeededDice
from game.core.kept import old_layout
from game.core.scenario import new_game
from game.core.state import GameState
from game.data import load_armies, load_roster


def test_each_state_of_a_random_game_reads_back_from_the_old_layout() -> None:
    from game.ai.agents import make_agent

    armies = load_armies()
    rosters = (
        load_roster("armies/rosters/empire-2000.yaml", armies),
        load_roster("armies/rosters/orcs-2000.yaml", armies),
    )
    spec = battle_spec(rosters, 102, 3)
    state = new_game(spec, armies)
    dice = SeededDice(spec.seed)
    seen: set[str] = set()
    owed = 0

    def apply(action: object) -> None:
        nonlocal owed
        state.apply(action, dice)  # type: ignore[arg-type]
        d = state.to_dict()
        old = old_layout(d, state.ruleset)
        seen.update(old["phase_data"])
        owed += state.command.pending is not None
        assert GameState.from_dict(old, state.ruleset) == state, f"turn {state.turn} {state.phase}/{state.step}"

    play_out(state, (make_agent("random", 0, spec.seed), make_agent("random", 1, spec.seed)), apply)
    # The game went through the parts each module keeps.
    assert {"combat", "shooting", "brigade_touching", "home_back_eligible"} <= seen
    assert owed


def test_a_save_holding_a_waiting_combat_round_as_plain_mappings_plays_on_the_same() -> None:
    """Saves written before the combat record was typed hold the waiting round's aftermath and the queued
    rounds as plain mappings; such a save loads, offers the same choices and plays on to the same end."""
    import copy
    import json

    from game.ai.agents import make_agent
    from game.core.combat.kept import Aftermath, combat_kept

    armies = load_armies()
    rosters = (
        load_roster("armies/rosters/empire-2000.yaml", armies),
        load_roster("armies/rosters/orcs-2000.yaml", armies),
    )
    spec = battle_spec(rosters, 118, 8)
    state = new_game(spec, armies)
    dice = SeededDice(spec.seed)
    agents = (make_agent("random", 0, spec.seed), make_agent("random", 1, spec.seed))
    while combat_kept(state).record is None or combat_kept(state).record.pending is None:  # type: ignore[union-attr]
        assert not state.game_over, "the game never waited on a combat round"
        state.apply(agents[state.acting_side()].choose(state)[0], dice)
    # Written to a file and read back, as a save is: the record is plain JSON in the old layout.
    old = json.loads(json.dumps(old_layout(state.to_dict(), state.ruleset)))
    record = old["phase_data"]["combat"]
    assert isinstance(record["pending"], dict) and record["pending"]["stage"] in ("retreat", "winners", "draw")
    loaded = GameState.from_dict(old, state.ruleset)
    waiting = combat_kept(loaded).record.pending  # type: ignore[union-attr]
    assert isinstance(waiting, Aftermath) and waiting.units and waiting.stage == record["pending"]["stage"]
    assert loaded == state and loaded.state_hash() == state.state_hash()
    assert loaded.legal_actions() == state.legal_actions() and loaded.acting_side() == state.acting_side()

    # Both play on with the same choices and dice to the end of the battle.
    dice2, agents2 = copy.deepcopy(dice), copy.deepcopy(agents)
    for s, d, a in ((state, dice, agents), (loaded, dice2, agents2)):
        while not s.game_over:
            s.apply(a[s.acting_side()].choose(s)[0], d)
    assert loaded.state_hash() == state.state_hash()


def test_rounds_queued_in_an_old_save_read_as_queued_rounds() -> None:
    """A second round queued after a pursuit, in the plain form older saves wrote, reads back as a queued
    round and is written out again unchanged."""
    from game.core.combat.kept import CombatKept, QueuedRound

    queue = [{"units": ["u2", "u7"], "round": 2}]
    old = {"combat": {"done": ["u1"], "fought": ["u2", "u7"], "advanced": [], "queue": queue}}
    kept = CombatKept.from_dict({"record": old["combat"]})
    assert kept.record is not None and kept.record.queue == [QueuedRound(("u2", "u7"), 2)]
    assert kept.to_dict()["record"] == old["combat"]
