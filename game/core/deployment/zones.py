"""Deployment zones and where a unit or character may be set up in one (digest 1 and 9.5).

Each side sets up within 20 cm of its own long edge (side 0 the bottom, side 1 the top), wholly on
the table, on no other stand and in no terrain it could not end a move in. ``free_centres`` finds
the stretches of a row where a box of a given size fits between what is already set up: the
candidate placements and the automatic layout are built from it.
"""

from __future__ import annotations

from game.core import board, hooks
from game.core.profiles import ROUND_BASE_MM, STAND_LONG_MM, STAND_SHORT_MM
from game.core.questions import NEVER_JOINED
from game.core.scenario import deployment_zone, formation_poses, zone_depth
from game.core.state import Character, GameState, Unit
from game.table import OVERLAP_TOLERANCE, TOUCH_TOLERANCE, Base, Mover, TerrainKind

Pose = tuple[int, int, int]
# Room left between units set up side by side, so they do not start as one brigade by accident.
SPACING_MM = 10


def zone(state: GameState, side: int) -> tuple[int, int]:
    """(top y, bottom y) of a side's deployment zone."""
    return deployment_zone(state.table_h, side)


def facing_enemy(side: int) -> int:
    """The facing towards the enemy's edge: side 0 looks up the table, side 1 down it."""
    return 0 if side == 0 else 180


def width(state: GameState, side: int) -> tuple[int, int, str]:
    """(left x, right x, why) of the stretch of its zone the side may use: the whole table width unless an
    optional rule narrows it."""
    x0, x1, why = 0, state.table_w, ""
    for fn in state.ruleset.hook(hooks.DEPLOY_WIDTH):
        got = fn(state, side)
        if got is not None:
            x0, x1, why = max(x0, got[0]), min(x1, got[1]), got[2]
    return x0, x1, why


def in_zone(state: GameState, side: int, base: Base) -> bool:
    """Whether a stand lies wholly in the side's zone and on the table (within the measuring tolerance)."""
    y0, y1 = zone(state, side)
    x0, x1, _ = width(state, side)
    bx0, by0, bx1, by1 = base.bounds()
    t = OVERLAP_TOLERANCE
    return by0 >= y0 - t and by1 <= y1 + t and bx0 >= x0 - t and bx1 <= x1 + t


def _zone_words(state: GameState, side: int) -> str:
    words = f"its deployment zone (within {zone_depth(state.table_h) / 10:g} cm of its own table edge)"
    why = width(state, side)[2]
    return f"{words}, {why}" if why else words


def in_the_way(state: GameState, name: str, ref: str) -> str:
    """Why ``name`` cannot stand where ``ref`` (a unit, a character or a terrain piece) is."""
    if ref in state.units:
        return f"{name} would stand on {state.units[ref].name}"
    if ref in state.characters:
        return f"{name} would stand on {state.characters[ref].name}"
    for piece in state.terrain:
        if piece.id == ref:
            kind = piece.kind.replace("_", " ")
            where = f"{piece.name} ({kind})" if piece.name else f"{kind} terrain"
            return f"{name} would stand in {where}, which it may not enter"
    return f"{name} would stand on {ref}"


def unit_poses(state: GameState, unit: Unit, x: int, y: int, facing: int, formation: str) -> list[Pose]:
    """The stands of ``unit`` in ``formation`` centred on (x, y)."""
    return formation_poses(state.unit_profile(unit), len(unit.stands), x, y, facing, formation)


def unit_problems(state: GameState, unit: Unit, poses: list[Pose]) -> list[str]:
    """Why the unit may not be set up at these poses, in words; empty if it may."""
    t = board.table(state)
    mover = board.unit_mover(state, unit)
    bases = board.unit_bases(state, unit, poses)
    if not all(in_zone(state, unit.side, b) for b in bases):
        return [f"{unit.name} must be set up wholly inside {_zone_words(state, unit.side)}"]
    for b in bases:
        hits = t.overlaps(b, mover=mover, ignore=[unit.id], include_characters=True)
        if hits:
            return [in_the_way(state, unit.name, hits[0])]
    return []


def character_problems(state: GameState, ch: Character, pose: Pose, join: str) -> list[str]:
    """Why the character may not be set up here (and join ``join``), in words; empty if it may."""
    t = board.table(state)
    mover = board.character_mover(state, ch)
    base = board.character_base(state, ch, pose)
    if not in_zone(state, ch.side, base):
        return [f"{ch.name} must be set up wholly inside {_zone_words(state, ch.side)}"]
    hits = t.overlaps(base, mover=mover, ignore=[ch.id], include_characters=True)
    if hits:
        return [in_the_way(state, ch.name, hits[0])]
    if not join:
        return []
    u = state.units.get(join)
    if u is None or u.side != ch.side or not u.alive or u.off_table:
        return [f"{ch.name} can only join a unit of its own side that is already set up"]
    if not any(t.distance(base, b) <= TOUCH_TOLERANCE for b in t.bases_of(u.id)):
        return [f"to join {u.name}, {ch.name} must be set up touching it"]
    never = state.ruleset.ask(NEVER_JOINED, state, u)
    if never:
        return [never]
    # The same limit as joining in the Character moves step.
    if mover is Mover.MOUNTED_CHARACTER and all(
        any(p.kind is TerrainKind.WOOD for p in t.terrain_under(b)) for b in t.bases_of(u.id)
    ):
        return [f"{ch.name}'s mount cannot join a unit that is wholly inside a wood"]
    # A rule module's own limits on joining (a character module's place in the front rank).
    return [r for more in state.ruleset.hook(hooks.CHARACTER_MOVE_CHECK) for r in more(state, ch, pose, join)]


def footprint(state: GameState, unit: Unit, formation: str) -> tuple[int, int]:
    """(width, depth) in mm of the unit's formation, facing straight up or down the table."""
    w, d = state.unit_profile(unit).base_mm
    n = len(unit.stands)
    return (w * n, d) if formation == "line" else (w, d * n)


def character_footprint(ch: Character) -> tuple[int, int]:
    """(width, depth) in mm of a character's base, facing straight up or down the table."""
    return (ROUND_BASE_MM, ROUND_BASE_MM) if ch.round_base else (STAND_LONG_MM, STAND_SHORT_MM)


def row_centres(state: GameState, side: int, depth: int, step: int = 20) -> list[int]:
    """Centre y of each row a box ``depth`` deep can take in the zone, nearest the enemy first."""
    y0, y1 = zone(state, side)
    lo, hi = y0 + depth // 2 + 1, y1 - (depth + 1) // 2 - 1
    if lo > hi:
        return []
    rows = list(range(lo, hi + 1, step))
    if rows[-1] != hi:
        rows.append(hi)
    return rows if side == 0 else rows[::-1]


def free_centres(state: GameState, width: int, depth: int, cy: int) -> list[tuple[float, float]]:
    """Ranges of centre x where a ``width`` x ``depth`` box centred on row ``cy`` keeps ``SPACING_MM``
    clear of every stand and character already on the table, and stays on it."""
    top, bottom = cy - depth / 2 - SPACING_MM, cy + depth / 2 + SPACING_MM
    blocked = []
    for b in board.table(state).stands_in_box((0, top, state.table_w, bottom), characters=True):
        x0, y0, x1, y1 = b.bounds()
        if y1 > top and y0 < bottom:
            blocked.append((x0 - SPACING_MM - width / 2, x1 + SPACING_MM + width / 2))
    lo, hi = width / 2 + 1, state.table_w - width / 2 - 1
    out: list[tuple[float, float]] = []
    for b0, b1 in sorted(blocked):
        if b0 > lo:
            out.append((lo, min(b0, hi)))
        lo = max(lo, b1)
        if lo > hi:
            break
    if lo <= hi:
        out.append((lo, hi))
    return [(a, b) for a, b in out if a <= b]
