"""Falling back (digest 5.9, 7.1).

One 3D6 roll per side per engagement sets the most any of its units may fall back. A unit goes straight
back, away from the side most enemies press on (or from its closest enemy), keeping formation and facing,
as far as its player asks within the roll, and stops at the furthest point where every stand is on the
table, on nothing, with a clear way, and at least 1 cm from every enemy unit and every engaged unit. If
no such point exists it goes as far as its way is clear and is confused. Flyers fly back.

Table pieces a module lets the unit cross (``questions.CROSSABLE_PIECES``, Fantasy Warriors' palisades) are
passed over but never ended on; one the unit stood on already (a pit) it may end still partly on, climbing
out. The module pays for what was crossed after the action.
"""

from __future__ import annotations

from game.core import board, moves
from game.core.combat.actions import FALL_BACK
from game.core.combat.engagements import engagements
from game.core.combat.events import FellBack, Stood
from game.core.combat.moving import away_angle, edge_towards, end_refused, pressed_edges, relocate, shifted
from game.core.confusion import confuse
from game.core.events import Event
from game.core.questions import CROSSABLE_PIECES
from game.core.state import GameState, Unit
from game.table import Base

CLEAR_MM = 10.0
STEP_MM = 5


def fall_back_angle(state: GameState, unit: Unit, fight: list[str]) -> int:
    edges = pressed_edges(state, unit)
    if edges:
        return away_angle(state, unit, edges[0])
    enemies = [u for u in fight if state.units[u].alive and state.units[u].side != unit.side]
    e = edge_towards(state, unit, enemies) or "front"
    return (unit.stands[0].facing + {"front": 180, "right": 270, "rear": 0, "left": 90}[e]) % 360


def _placeable(state: GameState, unit: Unit, start: list[Base], end: list[Base], ignore: set[str]) -> bool:
    t = board.table(state)
    mover = board.unit_mover(state, unit)
    crossable: tuple[str, ...] = state.ruleset.ask(CROSSABLE_PIECES, state, unit)
    over = ignore | set(crossable)
    for a, b in zip(start, end, strict=True):
        # Climbing out of a piece the stand stood on (a pit) may end still partly on it.
        was = {h for h in t.overlaps(a, mover=mover, ignore=ignore) if h in crossable} if crossable else set()
        if not t.in_table(b) or t.overlaps(b, mover=mover, ignore=ignore | was):
            return False
        if not t.path_clear(a, b, mover=mover, ignore=over, charging=True).ok:
            return False
    return True


def _clear(state: GameState, unit: Unit, end: list[Base], keep_off: list[str]) -> bool:
    t = board.table(state)
    for other in keep_off:
        for ob in t.bases_of(other):
            if any(t.distance(b, ob) < CLEAR_MM - moves.MEASURE_SLACK_MM for b in end):
                return False
    return True


def fall_back(state: GameState, unit: Unit, allowed: int, wanted: int | None, fight: list[str]) -> list[Event]:
    """Fall the unit back up to ``min(allowed, wanted)`` mm; confused if it cannot get 1 cm clear."""
    limit = allowed if wanted is None else max(0, min(allowed, wanted))
    angle = fall_back_angle(state, unit, fight)
    chars = {c.id for c in state.live_characters()}
    ignore = {unit.id, *chars}
    engaged = {u for g in engagements(state) for u in g}
    keep_off = [u.id for u in state.live_units() if u.id != unit.id and (u.side != unit.side or u.id in engaged)]
    start = board.unit_bases(state, unit)
    poses = [s.pose for s in unit.stands]
    tries = sorted({limit, *range(limit - limit % STEP_MM, -1, -STEP_MM)}, reverse=True)
    chosen: int | None = None
    reachable: int | None = None
    for d in tries:
        end = board.unit_bases(state, unit, shifted(poses, angle, d, state, unit))
        if not _placeable(state, unit, start, end, ignore):
            continue
        if reachable is None:
            reachable = d
        if _clear(state, unit, end, keep_off):
            chosen = d
            break
    confused = chosen is None
    d = chosen if chosen is not None else (reachable or 0)
    new = shifted(poses, angle, d, state, unit)
    why = end_refused(state, unit, FALL_BACK, new) if d else ""
    if why:
        return [Stood(unit=unit.id, unit_name=unit.name, reason=why, rule="combat.fall_back")]
    events: list[Event] = [
        FellBack(
            unit=unit.id,
            unit_name=unit.name,
            distance=d,
            allowed=allowed,
            poses=tuple(new),
            confused=confused,
            rule="combat.fall_back",
        )
    ]
    if d:
        events += relocate(state, unit, new)
    if confused:
        events += confuse(state, unit, "it could not fall back 1 cm clear", "combat.fall_back")
    return events
