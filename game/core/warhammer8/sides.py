"""Different sized bases (the seed's "Different Sized Bases"): a character whose footprint does not fit neatly
into the unit's front rank is placed on the edge of the unit, beside the front rank, facing the same way.

Warhost: a character on a 40 x 20 mm base fits a unit of 40 x 20 mm stands facing the long edge (it takes a
front-rank place, ``front_rank``); any other (a round base, or a unit of other stands) is placed at the end
of the unit's front rank nearer where it ended its move, its front edge in line with the unit's, touching
the end stand; the other end if that one is taken. With no room at either end the join is refused, with
the reason. A unit not in ranks and files is joined as in Warmaster, where the character ends.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.core import board
from game.core.events import Event
from game.core.ninth_age import front_rank
from game.core.state import Character, GameState, Unit
from game.table.front_rank import ranks

RULE = "wh8.combined.side"
Pose = tuple[int, int, int]


@dataclass(frozen=True, kw_only=True)
class TookSidePlace(Event):
    """A joining character whose base does not fit the front rank stands beside it."""

    character: str
    character_name: str
    unit: str
    unit_name: str
    pose: tuple[int, int, int]

    def text(self) -> str:
        return (
            f"{self.character_name}'s base does not fit {_whose(self.unit_name)} front rank: "
            "it stands at the end of the rank, facing the same way"
        )


def _whose(name: str) -> str:
    return name + ("'" if name.endswith("s") else "'s")


def _frame(facing: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """(right, back) unit vectors of a stand facing ``facing``."""
    a = math.radians(facing)
    return (math.cos(a), math.sin(a)), (-math.sin(a), math.cos(a))


def side_place(state: GameState, ch: Character, unit: Unit, near: tuple[float, float]) -> Pose | str | None:
    """The pose beside the unit's front rank for a character whose base does not fit it; the reason there is
    no room; or None when the character fits the front rank (or the unit is not in ranks and files)."""
    if front_rank.plan(state, ch, unit, (round(near[0]), round(near[1]), ch.facing)) is not None:
        return None
    bases = board.unit_bases(state, unit)
    layout = ranks(bases)
    if layout is None or front_rank.fits(state, ch, unit):
        return None
    ref = bases[0]
    (rx, ry), (bx, by) = _frame(ref.facing)
    cb = board.character_base(state, ch)
    ends = []
    for i, sign in ((layout[0][0], -1), (layout[0][-1], 1)):
        s = bases[i]
        along = sign * (s.width / 2 + cb.width / 2 + 0.5)
        back = -s.depth / 2 + cb.depth / 2  # the front edges in line
        x, y = s.x + rx * along + bx * back, s.y + ry * along + by * back
        ends.append((math.dist((x, y), near), sign, (round(x), round(y), round(ref.facing) % 360)))
    t = board.table(state)
    mover = board.character_mover(state, ch)
    for _, _, pose in sorted(ends):
        spot = board.character_base(state, ch, pose)
        if not t.in_table(spot):
            continue
        hits = [h for h in t.overlaps(spot, mover=mover, ignore=[ch.id]) if h not in state.characters]
        if not hits:
            return pose
    return f"{ch.name}'s base does not fit {_whose(unit.name)} front rank and there is no room at either end of it"


def check(state: GameState, ch: Character, pose: tuple[int, int, int], join: str) -> list[str]:
    """The hook ``CHARACTER_MOVE_CHECK``: a join with no room beside the front rank is refused."""
    unit = state.units.get(join) if join else None
    if unit is None or not unit.alive or ch.joined == unit.id:
        return []
    found = side_place(state, ch, unit, (pose[0], pose[1]))
    return [found] if isinstance(found, str) else []


def take_side(state: GameState, ch: Character, unit: Unit) -> list[Event]:
    """Place a joining character whose base does not fit beside the front rank (nothing if it fits)."""
    found = side_place(state, ch, unit, (ch.x, ch.y))
    if not isinstance(found, tuple):
        return []
    ch.x, ch.y, ch.facing = found
    state.invalidate()
    return [
        TookSidePlace(
            character=ch.id, character_name=ch.name, unit=unit.id, unit_name=unit.name, pose=found, rule=RULE
        )
    ]
