"""The unit wiped out, characters left (the seed's "R&F Models in a Combined Unit Wiped out"): when hits
remove a combined unit's last stand, its characters stay on the table and count as the same unit for the
effects lasting on it.

Warhost: hits from shooting and spells that take a unit's last stand leave its joined characters where
they stand, each now a lone character, carrying the unit's lasting effects (a spell's half pace, say) until
those end as they would have on the unit. A unit's last stand lost in combat still slays its characters as
in Warmaster. The unit itself counts as destroyed (break point and victory points stay Warmaster's).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.characters.alone import BAND, character_of, is_own_unit
from game.core.events import Event
from game.core.magic.effects import LABELS, UNTIL
from game.core.state import GameState, Unit

RULE = "ninth_age.wiped_out"


@dataclass(frozen=True, kw_only=True)
class CharactersLeft(Event):
    """A unit's last stand fell; its characters stay on the table as its remainder."""

    unit: str
    unit_name: str
    characters: tuple[str, ...]
    names: str
    effects: tuple[str, ...]

    def text(self) -> str:
        words = [LABELS.get(e, e.replace("_", " ")) for e in self.effects]
        kept = f", still under {', '.join(words)}" if words else ""
        return f"{self.names} stand{'s' if len(self.characters) == 1 else ''} alone where {self.unit_name} fell{kept}"


def lasting(unit: Unit) -> dict[str, int]:
    """The unit's effects that end at a set time, with the companion flags that say when."""
    keys = [k[: -len(UNTIL)] for k in unit.flags if k.endswith(UNTIL)]
    return {f: unit.flags[f] for k in keys for f in (k, k + UNTIL) if f in unit.flags}


def keep_characters(state: GameState, unit: Unit, rule: str) -> list[Event]:
    """The hook ``UNIT_WIPED_OUT``: outside combat, the unit's characters stay, under its lasting effects."""
    if rule.startswith("combat.") or (is_own_unit(unit) and not unit.flags.get(BAND)):
        return []  # a character acting alone falls with its stand
    # A unit of characters loses its host with its stand; the characters joined to it stay.
    host = character_of(state, unit)
    kept = [ch for ch in state.live_characters(unit.side) if ch.joined == unit.id and ch is not host]
    if not kept:
        return []
    carried = lasting(unit)
    for key in carried:  # the effects pass to what is left of the unit: its characters
        unit.flags.pop(key)
    for ch in kept:
        ch.joined = None
        ch.flags = dict(sorted({**ch.flags, **carried}.items()))
    state.invalidate()
    return [
        CharactersLeft(
            unit=unit.id,
            unit_name=unit.name,
            characters=tuple(ch.id for ch in kept),
            names=" and ".join(ch.name for ch in kept),
            effects=tuple(sorted(k for k in carried if not k.endswith(UNTIL))),
            rule=RULE,
        )
    ]
