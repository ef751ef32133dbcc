"""The line the battle log shows for a computer opponent's choice.

The rules core knows nothing of agents: this event is made by the battle screen's controller, outside
the rules, when it applies an action an agent chose, so the log can say why ("Orc Hero orders Boar
Riders first: 58 % to pass, charge wins 71 %"). It is never part of a saved game.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True, kw_only=True)
class AgentReason(Event):
    """Why the computer opponent playing ``side_name`` chose the action that follows."""

    side: int
    side_name: str
    reason: str

    def text(self) -> str:
        return f"{self.side_name} (computer): {self.reason}"
