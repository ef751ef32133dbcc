"""Many seeded games between two agents, with the figures that say which is stronger.

``TimedAgent`` wraps an agent to add up the time it spends deciding. ``pairing`` plays ``games``
battles between the two sample rosters, swapping which agent commands which army every other game,
and returns per agent its wins, draws, average victory points and average time per decision.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.ai.match import Agent
from game.core.actions import Action
from game.core.state import GameState


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


def pairing(
    a: str,
    b: str,
    games: int,
    seed: int = 1,
    turns: int | None = None,
    on_game: Callable[[int, dict[str, Any]], None] | None = None,
) -> tuple[Tally, Tally]:
    """Play ``games`` seeded battles between agents ``a`` and ``b`` on the two sample rosters; game k
    uses seed ``seed + k`` and gives ``a`` the first roster (side 0) when k is even, the second (side 1)
    when odd."""
    from game.cli.simulate import battle_spec, load_sample, play_match

    armies, rosters, terrain = load_sample()
    ta, tb = Tally(a), Tally(b)
    for k in range(games):
        s = seed + k
        swap = k % 2 == 1
        order = (b, a) if swap else (a, b)
        spec = battle_spec(rosters, s, turns, terrain)
        state, _, timed = play_match(spec, armies, ai=order)
        r = state.result
        assert r is not None
        side_a = 1 if swap else 0
        for tally, side in ((ta, side_a), (tb, 1 - side_a)):
            tally.add(r.winner == side, r.winner is None, r.points[side], timed[side], s)
        if on_game is not None:
            on_game(
                k,
                {
                    "seed": s,
                    "a_side": side_a,
                    "winner": r.winner,
                    "points": r.points,
                    "turn": r.turn,
                    "reason": r.reason,
                },
            )
    return ta, tb
