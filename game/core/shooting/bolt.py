"""The bolt thrower's skewer (digest 4.7): each bolt strikes up to two touching stands along its flight.

Each bolt thrower stand shoots along the line from itself to the nearest point of the closest target
stand it aims at (as a cannon ball flies). The bolt passes through that stand and on into a second stand
if one touches it and lies across the line: the target unit takes 2 attacks from each bolt, +1 if the
second stand is its own; a second stand of another unit takes 1 attack, friend or foe, engaged or not
(engaged units carry the hits into combat, others are driven back as usual).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from game.core import board
from game.core.shooting.cannon import GRAZE_MM, ball_path
from game.core.state import GameState, Unit
from game.table import Base, closest_pair, touching
from game.table.convex import clip_segment_convex

BOLT_ATTACKS = 2


def skewered(state: GameState, bolt: Base, target: Unit, aimed: Sequence[int]) -> Base | None:
    """The second stand the bolt from ``bolt`` passes into after the target stand it strikes, if any."""
    t = board.table(state)
    stands = t.bases_of(target.id)
    # The closest stand; of stands equally close (a corner of one touching the face of another), the one
    # squarely ahead, so that the bolt does not run down the seam between them.
    nearest = min(
        aimed, key=lambda i: (round(closest_pair(bolt, stands[i])[0], 3), math.dist(bolt.centre, stands[i].centre))
    )
    start, end, first_id = ball_path(state, [bolt], target, [nearest])
    first = next(b for b in t.bases_of(target.id) if b.id == first_id)
    length = math.dist(start, end)
    box = (min(start[0], end[0]), min(start[1], end[1]), max(start[0], end[0]), max(start[1], end[1]))
    best: tuple[float, Base] | None = None
    for b in t.stands_in_box(box):
        if b.id == first.id or b.character or b.round or b.owner == bolt.owner:
            continue
        # Through the stand itself, not along its edge: a bolt grazing the seam between two stands
        # side by side skewers neither.
        inner = replace(b, width=b.width - 2 * GRAZE_MM, depth=b.depth - 2 * GRAZE_MM)
        span = clip_segment_convex(start, end, inner.corners())
        if span is None or (span[1] - span[0]) * length <= GRAZE_MM or not touching(first, b):
            continue
        if best is None or span[0] < best[0]:
            best = (span[0], b)
    return best[1] if best else None


def bolt_attacks(
    state: GameState, bolts: Sequence[Base], target: Unit, aimed: Sequence[int]
) -> tuple[int, dict[str, int]]:
    """(attacks on the target, {other unit id: attacks}) for a volley of these bolt thrower stands."""
    on_target = 0
    others: dict[str, int] = {}
    for b in bolts:
        on_target += BOLT_ATTACKS
        second = skewered(state, b, target, aimed)
        if second is None:
            continue
        if second.owner == target.id:
            on_target += 1
        else:
            others[second.owner] = others.get(second.owner, 0) + 1
    return on_target, others
