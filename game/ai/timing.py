"""Timing the opponents: an agent wrapper that counts its decisions and their time, and a tally of results."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from game.ai.match import Agent
from game.core import Action, GameState


class TimedAgent:
    """An agent whose decisions are counted and timed (process time, so a busy machine does not count)."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.decisions = 0
        self.seconds = 0.0
        self.times: list[float] = []

    def choose(self, state: GameState) -> tuple[Action, str]:
        t0 = time.process_time()
        out = self.inner.choose(state)
        dt = time.process_time() - t0
        self.decisions += 1
        self.seconds += dt
        self.times.append(dt)
        return out


@dataclass
class Tally:
    """One agent's record over a series of games."""

    name: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    points: int = 0
    decisions: int = 0
    seconds: float = 0.0
    seeds_won: list[int] = field(default_factory=list)

    def add(self, won: bool, drawn: bool, points: int, timed: TimedAgent, seed: int) -> None:
        self.games += 1
        self.wins += won
        self.draws += drawn
        self.points += points
        self.decisions += timed.decisions
        self.seconds += timed.seconds
        if won:
            self.seeds_won.append(seed)

    def summary(self) -> dict[str, Any]:
        return {
            "agent": self.name,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.games - self.wins - self.draws,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "average_points": self.points / self.games if self.games else 0.0,
            "decisions": self.decisions,
            "ms_per_decision": 1000 * self.seconds / self.decisions if self.decisions else 0.0,
        }
