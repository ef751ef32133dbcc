"""The computer opponents on offer: ``AGENTS`` maps a name to a choice that makes the agent.

Names are ``personality:level`` (``cunning:hard``) for every personality of ``game.ai.personalities``
at every level of ``game.ai.difficulty``, ``seeker`` for the cheap agent that goes straight for the enemy
(``game.ai.seeker``), and ``random`` for the uniform random agent. The set-up
screen lists these names (the first is the default opponent); ``python -m game simulate --ai NAME``
and a solo battle's session header (``ai``: {side: name}) use the same names. ``make_agent`` also
accepts a personality alone (``cautious``), meaning its Normal level.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.difficulty import DEFAULT_LEVEL, LEVELS
from game.ai.match import Agent
from game.ai.personalities import PERSONALITIES
from game.ai.random_agent import RandomAgent
from game.ai.scripted import ScriptedAgent
from game.ai.seeker import SeekerAgent

RANDOM = "random"
SEEKER = "seeker"


@dataclass(frozen=True)
class AgentChoice:
    """One opponent on offer: its name, a title and one sentence for the screen; call it to make the agent."""

    name: str
    title: str
    description: str
    personality: str = ""
    level: str = ""

    def __call__(self, side: int, seed: int) -> Agent:
        """The agent playing ``side`` in a game seeded ``seed``."""
        if self.name == SEEKER:
            return SeekerAgent(side, seed)
        if not self.personality:
            return RandomAgent(side, seed)
        return ScriptedAgent(side, seed, self.personality, self.level)

    def __str__(self) -> str:
        return self.name


def _choices() -> dict[str, AgentChoice]:
    out: dict[str, AgentChoice] = {}
    # The default level first, so the set-up screen offers a fair fight to begin with.
    levels = [DEFAULT_LEVEL] + [lv for lv in LEVELS if lv != DEFAULT_LEVEL]
    for lv in levels:
        level = LEVELS[lv]
        for p in PERSONALITIES.values():
            name = f"{p.name}:{lv}"
            out[name] = AgentChoice(
                name, f"{p.title} ({level.title})", f"{p.description} {level.title}: {level.description}", p.name, lv
            )
    out[SEEKER] = AgentChoice(
        SEEKER, "Seeker", "Marches every unit straight at the nearest enemy and charges whenever it can: a brawl."
    )
    out[RANDOM] = AgentChoice(RANDOM, "Random", "Picks any legal action at random: a sparring target, not a general.")
    return out


AGENTS: dict[str, AgentChoice] = _choices()


def parse_name(name: str) -> tuple[str, str]:
    """(personality or "random", level) from ``NAME[:LEVEL]``; raises ValueError naming what is on offer."""
    base, _, level = name.strip().lower().partition(":")
    if base in (RANDOM, SEEKER):
        return base, ""
    if base not in PERSONALITIES:
        known = ", ".join([*PERSONALITIES, RANDOM, SEEKER])
        raise ValueError(f"no opponent called {base!r}; choose one of {known}")
    level = level or DEFAULT_LEVEL
    if level not in LEVELS:
        raise ValueError(f"no level {level!r}; choose one of {', '.join(LEVELS)}")
    return base, level


def choice_for(name: str) -> AgentChoice:
    """The registry entry for ``NAME[:LEVEL]``."""
    base, level = parse_name(name)
    return AGENTS[f"{base}:{level}" if level else base]


def make_agent(name: str, side: int, seed: int) -> Agent:
    """The agent called ``NAME[:LEVEL]`` playing ``side`` in a game seeded ``seed``."""
    return choice_for(name)(side, seed)
