"""The typed working data rule modules keep in the game state.

A module that keeps data across actions (the Combat phase's engagements, the Shooting phase's record, a
deployment's order) declares a dataclass as its ``RulesModule.state``. The game state holds one instance
per such module of its ruleset (``GameState.kept``, by module id), made fresh when first reached, and
``to_dict`` writes each under its module id in module order. Phase code reaches its own data through
one small accessor of its package (``combat_state(state)``), never through a string key.

Each state class has ``to_dict()``, a ``from_dict()`` class method taking what ``to_dict`` gave, and
``OLD_KEYS``: the keys its parts had in the untyped ``phase_data`` mapping saves made before, mapped to
the names ``from_dict`` reads, so those saves still load.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from game.core.ruleset import Ruleset
    from game.core.state import GameState

T = TypeVar("T")


def plain(value: Any) -> Any:
    """A deep copy of plain JSON data that keeps the order of its mappings (a save's or a clone's)."""
    return json.loads(json.dumps(value))


def kept(state: GameState, module_id: str, cls: type[T]) -> T:
    """The module's kept state in this game, made fresh the first time it is reached."""
    found = state.kept.get(module_id)
    if found is None:
        found = cls()
        state.kept[module_id] = found
    if not isinstance(found, cls):
        raise TypeError(f"module {module_id!r} keeps {type(found).__name__}, not {cls.__name__}")
    return found


def from_old_layout(cls: type, phase_data: dict[str, Any]) -> Any:
    """A module's kept state from the ``phase_data`` mapping of an older save."""
    old: dict[str, str] = getattr(cls, "OLD_KEYS", {})
    return cls.from_dict({name: phase_data[key] for key, name in old.items() if key in phase_data})  # type: ignore[attr-defined]


def old_layout(d: dict[str, Any], ruleset: Ruleset) -> dict[str, Any]:
    """A state's ``to_dict()`` laid out as saves made before typed state laid it out: every module's
    kept state back under its old ``phase_data`` keys, parts at their default left out as they were."""
    out = {k: v for k, v in d.items() if k != "kept"}
    phase_data: dict[str, Any] = {}
    for mid, cls in ruleset.kept.items():
        part = d.get("kept", {}).get(mid) or {}
        fresh = cls().to_dict()
        for key, name in getattr(cls, "OLD_KEYS", {}).items():
            if name in part and part[name] != fresh.get(name):
                phase_data[key] = part[name]
    out["phase_data"] = {k: phase_data[k] for k in sorted(phase_data)}
    return out


def old_layout_hash(state: GameState) -> str:
    """The state's hash as saves made before typed state computed it (their logs still verify)."""
    text = json.dumps(old_layout(state.to_dict(), state.ruleset), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()
