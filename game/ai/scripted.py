"""The scripted opponent: a personality (what it values) at a difficulty level (how well it judges).

It sees the state and its legal actions, like a player, and answers one action with a one-line
reason. Its own dice (``SeededDice``, seeded from the game's seed and its side, never the game's
dice) add the level's noise and pick Easy's random shortlists, so a seed repeats a game exactly.
"""

from __future__ import annotations

from typing import Any

from game.ai.difficulty import LEVELS, Level
from game.ai.personalities import PERSONALITIES, Personality
from game.ai.planner import Ctx, decide
from game.ai.random_agent import agent_seed
from game.core import Action, GameState, SeededDice


class ScriptedAgent:
    """Plays one side with a personality's weights and a level's handicaps."""

    def __init__(self, side: int, seed: int, personality: str | Personality, level: str | Level = "normal") -> None:
        self.side = side
        self.persona = PERSONALITIES[personality] if isinstance(personality, str) else personality
        self.level = LEVELS[level] if isinstance(level, str) else level
        self.dice = SeededDice(agent_seed(seed, side))
        self.name = f"{self.persona.name}:{self.level.name}"
        # Worth of units and places remembered within one side's turn (keys carry everything they depend on).
        self.memory: dict[Any, Any] = {}
        self._memory_turn: tuple[int, int, str] | None = None

    def choose(self, state: GameState) -> tuple[Action, str]:
        """One legal action for its side and the reason for it."""
        if state.acting_side() != self.side:
            raise ValueError(f"side {self.side} is not the side to act")
        if state.game_over:
            raise ValueError("there is nothing to do: the battle is over")
        now = (state.turn, state.active, state.phase)
        if now != self._memory_turn:
            self.memory.clear()
            self._memory_turn = now
        ctx = Ctx(state, self.side, self.persona, self.level, self.dice, self.memory)
        return decide(ctx)

    def __repr__(self) -> str:
        return f"ScriptedAgent(side={self.side}, {self.name!r}, seed={self.dice.seed})"
