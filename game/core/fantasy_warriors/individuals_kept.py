"""What the ``fw-individuals`` module keeps through a battle: druids' powers over terrain, the enchantresses'
counters and the units they hold, and the druids' tree spirits.

Keys with nothing in them are left out of a save, so that a battle without an enchantress or a tree spirit
saves exactly as it did before they were carried.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.kept import kept
from game.core.state import GameState, id_key

MODULE_ID = "fw-individuals"


@dataclass
class IndividualsKept:
    # Druid id -> [terrain id, "impassable" or "hostile", the ply it was made or last kept].
    powers: dict[str, list[Any]] = field(default_factory=dict)
    # Enchantress id -> the enchantment counters beside her (absent: she has not used any yet).
    counters: dict[str, int] = field(default_factory=dict)
    # Enchantresses whose power is spent for the battle.
    spent: list[str] = field(default_factory=list)
    # Enchanted unit id -> [enchantress id, the ply it was enchanted, the last ply it marched].
    enchanted: dict[str, list[Any]] = field(default_factory=dict)
    # Tree spirit unit id -> [druid id, terrain id it came from, the ply it was summoned or last controlled].
    spirits: dict[str, list[Any]] = field(default_factory=dict)

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"powers": {k: list(self.powers[k]) for k in sorted(self.powers, key=id_key)}}
        if self.counters:
            out["counters"] = {k: self.counters[k] for k in sorted(self.counters, key=id_key)}
        if self.spent:
            out["spent"] = sorted(self.spent, key=id_key)
        if self.enchanted:
            out["enchanted"] = {k: list(self.enchanted[k]) for k in sorted(self.enchanted, key=id_key)}
        if self.spirits:
            out["spirits"] = {k: list(self.spirits[k]) for k in sorted(self.spirits, key=id_key)}
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> IndividualsKept:
        return cls(
            powers={str(k): [str(v[0]), str(v[1]), int(v[2])] for k, v in (d.get("powers") or {}).items()},
            counters={str(k): int(v) for k, v in (d.get("counters") or {}).items()},
            spent=[str(x) for x in d.get("spent") or ()],
            enchanted={str(k): [str(v[0]), int(v[1]), int(v[2])] for k, v in (d.get("enchanted") or {}).items()},
            spirits={str(k): [str(v[0]), str(v[1]), int(v[2])] for k, v in (d.get("spirits") or {}).items()},
        )


def individuals_kept(state: GameState) -> IndividualsKept:
    return kept(state, MODULE_ID, IndividualsKept)
