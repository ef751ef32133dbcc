"""The random agent: picks uniformly among the legal actions of the side it plays.

It is the baseline every scripted opponent is measured against and the driver of whole-game tests.
Its choices come from its own dice (``SeededDice``), seeded from the game's seed and its side, so a
seed repeats a game exactly and the two agents of one game never share a source.
"""

from __future__ import annotations

from game.core import Action, GameState, SeededDice


def agent_seed(game_seed: int, side: int) -> int:
    """The seed of the agent playing ``side`` in a game seeded ``game_seed`` (distinct from the game's dice)."""
    return game_seed * 1_000_003 + 17 + side


class RandomAgent:
    """Chooses uniformly among ``state.legal_actions()`` whenever its side is to act."""

    name = "random"

    def __init__(self, side: int, seed: int) -> None:
        self.side = side
        self.dice = SeededDice(agent_seed(seed, side))

    def choose(self, state: GameState) -> tuple[Action, str]:
        """One legal action for the side to act, and a one-line reason."""
        if state.acting_side() != self.side:
            raise ValueError(f"side {self.side} is not the side to act")
        legal = state.legal_actions()
        if not legal:
            raise ValueError("there is nothing to do: the battle is over")
        pick = self.dice.roll(1, len(legal), "agent choice")[0]
        return legal[pick - 1], f"picked at random, {pick} of {len(legal)} legal actions"

    def __repr__(self) -> str:
        return f"RandomAgent(side={self.side}, seed={self.dice.seed})"
