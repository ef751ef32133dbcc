"""Playing a battle out between two agents, through the same actions a player would send."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.core import Action, GameState

# A random battle between 2000-point armies takes a few thousand actions; far more means a loop.
MAX_ACTIONS = 50_000


class Agent(Protocol):
    """Anything that picks the next action for its side, with a one-line reason."""

    def choose(self, state: GameState) -> tuple[Action, str]: ...


class RunawayGame(RuntimeError):
    """A battle that did not end within the allowed number of actions."""


def play_out(
    state: GameState,
    agents: Sequence[Agent],
    apply: Callable[[Action], Any],
    max_actions: int = MAX_ACTIONS,
    on_step: Callable[[Action, str], None] | None = None,
) -> int:
    """Let ``agents[side]`` choose for whichever side must act until the battle ends; returns the actions taken.

    ``apply`` carries each action out: a session's ``apply`` (which records the log) or the state's
    own with a dice source. ``on_step`` sees every action and its reason.
    """
    taken = 0
    while not state.game_over:
        if taken >= max_actions:
            raise RunawayGame(f"the battle did not end within {max_actions} actions (turn {state.turn})")
        action, reason = agents[state.acting_side()].choose(state)
        apply(action)
        taken += 1
        if on_step is not None:
            on_step(action, reason)
    return taken
