"""A combined unit on the move and a joining character's place (the seed's "Joining A Unit" and "Moving
Combined Units"): the unit moves at the pace and under the restrictions of its slowest part, and the
character takes a place in the front rank, the stands it displaces making room.

Warhost: a character may join only troops of no higher Unit Strength than its own (``joining``), so the
unit's own pace is always the slowest part's and stays as it is; the restriction that can differ is the
ground: a Hero on a common mount (cavalry) in a unit of infantry keeps the whole unit out of woods. The
front-rank place is the Ninth Age module's geometry (``game.core.ninth_age.front_rank``).
"""

from __future__ import annotations

from game.core import board
from game.core.characters.alone import troop_type
from game.core.events import Event
from game.core.ninth_age import front_rank
from game.core.profiles import UnitType
from game.core.state import Character, GameState, Unit
from game.core.warhammer8 import sides
from game.table.terrain import TERRAIN_ACCESS, Mover

MOVING = "wh8.combined.moving"
FRONT_RANK = "wh8.combined.front_rank"


def _access(mover: Mover) -> frozenset[str]:
    return frozenset(kind for kind, who in TERRAIN_ACCESS.items() if mover in who)


def moves_as(state: GameState, unit: Unit, answer: str) -> str:
    """The answer to ``MOVES_AS``: the way of the part that may enter the least ground, if less than the unit's."""
    if answer:
        return answer
    own = board.profile_mover(state.unit_profile(unit))
    best, room = own, _access(own)
    for ch in state.live_characters():
        if ch.joined != unit.id:
            continue
        kind = troop_type(state, ch)
        mover = board.character_mover(state, ch) if kind is UnitType.INFANTRY else Mover(kind.value)
        theirs = _access(mover)
        if theirs < room:
            best, room = mover, theirs
    return "" if best is own else best.value


def carries(state: GameState, unit: Unit, answer: bool) -> bool:
    """The answer to ``CARRIES_CHARACTERS``: a combined unit moves as one, its characters with it."""
    return True


def take_place(state: GameState, ch: Character, unit: Unit) -> list[Event]:
    """The hook ``CHARACTER_JOINS``: the joining character takes its front-rank place, or one beside the front
    rank when its base does not fit (``sides``)."""
    return front_rank.take_place(state, ch, unit, rule=FRONT_RANK) or sides.take_side(state, ch, unit)
