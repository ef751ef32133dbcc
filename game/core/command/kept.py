"""What the Command phase keeps between actions, typed (see ``game/core/kept.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.kept import kept, plain
from game.core.state import GameState


@dataclass
class CommandKept:
    # The infantry unit whose charge a supporting charge may follow now (digest 2.9).
    support_charger: str | None = None
    # Brigades fixed when the Orders sub-phase began: unit id -> the ids of the units it touched then.
    brigade_touching: dict[str, list[str]] | None = None
    # Home back rolls made this phase, by unit id; None before the first.
    home_back: dict[str, int] | None = None
    # Units that may try to come home this phase, worked out as it began.
    home_back_eligible: list[str] | None = None

    OLD_KEYS: ClassVar[dict[str, str]] = {
        "support_offer": "support_offer",
        "brigade_touching": "brigade_touching",
        "home_back": "home_back",
        "home_back_eligible": "home_back_eligible",
    }

    def to_dict(self) -> dict[str, Any]:
        return {
            "support_offer": None if self.support_charger is None else {"charger": self.support_charger},
            "brigade_touching": plain(self.brigade_touching),
            "home_back": plain(self.home_back),
            "home_back_eligible": plain(self.home_back_eligible),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CommandKept:
        offer = d.get("support_offer") or {}
        return cls(
            support_charger=offer.get("charger"),
            brigade_touching=plain(d.get("brigade_touching")),
            home_back=plain(d.get("home_back")),
            home_back_eligible=plain(d.get("home_back_eligible")),
        )


def command_kept(state: GameState) -> CommandKept:
    return kept(state, "command", CommandKept)


def support_offer(state: GameState) -> str | None:
    """The charger a supporting charge may follow now, if any."""
    return command_kept(state).support_charger
