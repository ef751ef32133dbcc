"""What the Warhammer 8th character module keeps between actions, typed (see ``game/core/kept.py``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.kept import kept, plain
from game.core.state import GameState

MODULE_ID = "warhammer8-characters"


@dataclass
class Wh8Kept:
    # The decisions taken before an engagement's round this phase, by engagement id: "passed" (sides that
    # issued no challenge), "challenger", "challenged" (character ids), "refused", "done".
    talks: dict[str, dict[str, Any]] = field(default_factory=dict)
    # Challenges going on, as [challenger, accepter] character ids; they last until one falls or they part.
    duels: list[list[str]] = field(default_factory=list)
    # Characters that retired from a refused challenge, with the player turn it happened in (see ``now``).
    retired: dict[str, int] = field(default_factory=dict)
    # Attack dice an attacking unit aims at a joined enemy character this phase, by "unit>character".
    aims: dict[str, int] = field(default_factory=dict)
    # Units that have rolled a confusing 6 again by Hold Your Ground, with the phase it happened in.
    held: dict[str, str] = field(default_factory=dict)

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        return {
            "talks": plain(self.talks),
            "duels": plain(self.duels),
            "retired": dict(sorted(self.retired.items())),
            "aims": dict(sorted(self.aims.items())),
            "held": dict(sorted(self.held.items())),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Wh8Kept:
        return cls(
            talks=plain(d.get("talks") or {}),
            duels=[list(x) for x in d.get("duels") or []],
            retired={str(k): int(v) for k, v in (d.get("retired") or {}).items()},
            aims={str(k): int(v) for k, v in (d.get("aims") or {}).items()},
            held={str(k): str(v) for k, v in (d.get("held") or {}).items()},
        )


def wh8_kept(state: GameState) -> Wh8Kept:
    return kept(state, MODULE_ID, Wh8Kept)


def now(state: GameState) -> int:
    """The player turn being played, as one number (two per game turn)."""
    return state.turn * 2 + state.active


def phase_key(state: GameState) -> str:
    return f"{state.turn}.{state.active}.{state.phase}"
