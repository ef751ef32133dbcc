"""The computer opponents of a solo battle, playing through the battle screen's controller.

A solo session's header names the agent of each computer side (``ai``: {side: name}, names from
``game.ai.agents``). ``SoloOpponents.update`` is called every frame: when the side to decide is a
computer side and nothing is moving on screen, it waits the pause the animation speed asks for
(none when animations are off), asks the agent, and hands the action and its reason to the
controller (``apply_agent``), which applies it like a player's and lets the log show the reason. No
pygame here: the scene passes the time and the setting in.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.ai.agents import choice_for, make_agent
from game.ai.match import Agent
from game.ai.seats import SeatedAgent
from game.core import Action, GameState, player_at_table, player_names

# Seconds between two of the computer's actions, per animation speed.
PAUSES = {"off": 0.0, "fast": 0.15, "normal": 0.45, "slow": 0.9}


class Controller(Protocol):
    """What the opponents need of the battle controller."""

    @property
    def state(self) -> GameState: ...

    def apply_agent(self, action: Action, reason: str, side: int, intro: str = "") -> Any: ...


class SoloOpponents:
    """The agents playing the computer sides of one battle (none in a hot-seat battle)."""

    def __init__(self, controller: Controller, header: dict[str, Any], seed: int) -> None:
        self.controller = controller
        self.agents: dict[int, Agent] = {}
        self.names: dict[int, str] = {}
        if header.get("mode") == "solo":
            for side, name in dict(header.get("ai") or {}).items():
                try:
                    self.agents[int(side)] = make_agent(str(name), int(side), seed)
                    self.names[int(side)] = choice_for(str(name)).title
                except ValueError:
                    continue  # an opponent this version does not know: that side is left to a person
        # Computer players at one seat of a side of two (several players): seat name -> agent.
        self.seats: dict[str, Agent] = {}
        for who, name in dict(header.get("ai_seats") or {}).items():
            side = _side_of(controller.state, str(who))
            try:
                if side is not None:
                    self.seats[str(who)] = SeatedAgent(make_agent(str(name), side, seed), side)
            except ValueError:
                continue  # an opponent this version does not know: that seat is left to a person
        self.waited = 0.0
        self.introduced: set[int] = set()
        # The last reason given, for a status line.
        self.last: str = ""

    @classmethod
    def for_session(cls, controller: Controller, session: Any) -> SoloOpponents:
        """The opponents a session's header names; none when its dice follow a strict script (a test or a
        demonstration, whose author plays every side)."""
        inner = getattr(getattr(session, "dice", None), "inner", None)
        if inner is not None and getattr(inner, "scripted", None) is not None and getattr(inner, "then", 0) is None:
            return cls(controller, {}, 0)
        return cls(controller, dict(getattr(session, "header_extra", {}) or {}), int(getattr(session, "seed", 0)))

    def describe(self, side: int) -> str:
        """The opponent playing ``side``, its personality and level in words (empty for a person)."""
        agent = self.agents.get(side)
        if agent is None:
            return ""
        name = getattr(agent, "name", "random")
        return choice_for(name).description

    def to_play(self) -> int | None:
        """The computer side that must decide now, if any (a side whose player at the table is a computer)."""
        state = self.controller.state
        if state.game_over or not (self.agents or self.seats):
            return None
        side = state.acting_side()
        return side if side in self.agents or player_at_table(state, side) in self.seats else None

    def seat_playing(self) -> str:
        """The name of the computer player at the table now ("" when a whole side, or a person, decides)."""
        state = self.controller.state
        who = player_at_table(state, state.acting_side())
        return who if who in self.seats else ""

    def _agent(self, side: int) -> Agent:
        who = self.seat_playing()
        return self.seats[who] if who and side not in self.agents else self.agents[side]

    def update(self, dt: float, speed: str, busy: bool = False) -> bool:
        """Let the computer act if it is its turn to decide and its pause is over; True if it acted."""
        side = self.to_play()
        if side is None or busy:
            self.waited = 0.0 if side is None else self.waited
            return False
        self.waited += dt
        if self.waited < PAUSES.get(speed, PAUSES["normal"]):
            return False
        self.waited = 0.0
        action, reason = self._agent(side).choose(self.controller.state)
        self.last = reason
        intro = ""
        if side in self.agents and side not in self.introduced:
            # Before its first action the opponent says who it is: personality and level, in words.
            self.introduced.add(side)
            intro = f"plays as {self.names[side]}. {self.describe(side)}"
        self.controller.apply_agent(action, reason, side, intro)
        return True


def _side_of(state: GameState, who: str) -> int | None:
    """The side whose players include ``who`` (None when no side has a player of that name)."""
    return next((side for side in (0, 1) if who in player_names(state, side)), None)
