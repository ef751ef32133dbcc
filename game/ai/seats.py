"""A computer player at one seat of a side of two players (Fantasy Warriors' several players, ``fw-players``).

The agent inside plays the side as always, but the rules let it act only with the pieces of the player whose seat
it holds (``legal_actions`` and ``check`` refuse the ally's). Before it ends a step it hands the turn to its ally,
once a step, so that the ally (a person or another computer) acts with his own pieces too; the ally ends the step.
"""

from __future__ import annotations

from game.ai.match import Agent
from game.core import Action, GameState, PassToAlly, Proceed, ally_owed_the_step


class SeatedAgent:
    """``inner`` playing one seat of ``side``: it hands the turn over before ending a step its ally has not had."""

    def __init__(self, inner: Agent, side: int) -> None:
        self.inner = inner
        self.side = side
        self.name = getattr(inner, "name", "random")

    def choose(self, state: GameState) -> tuple[Action, str]:
        side = state.acting_side()
        action, reason = self.inner.choose(state)
        if isinstance(action, Proceed) and ally_owed_the_step(state, side):
            return PassToAlly(side), "done with my own troops in this step: my ally's turn to act with his"
        return action, reason
