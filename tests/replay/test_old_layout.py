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
    spec = battle_spec(rosters, 101, 3)
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
