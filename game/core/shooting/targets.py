"""Who may shoot at whom (digest 0.2, 4.1-4.3, 4.7).

Each stand needs its own sight of a target stand (from its front edge, or any free edge with 360-degree
vision) through a clear strip 1 cm wide, and that stand within range. A unit shoots at the closest enemy
unit it can see and reach (engaged units are no targets; characters only where a rule module lets lone
characters be shot at, ``hooks.PIECE_TARGETS``); ties are the owner's
choice. Stands that cannot reach that unit shoot at the closest one they can reach instead, stand by
stand. A stone thrower with nothing in sight may shoot blind at the nearest enemy unit in range.

Sight questions are the costly part, so they are asked lazily, nearest enemy first, and cached until the
table changes.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import board, hooks, moves
from game.core.questions import SHOOTS_AFTER_MOVING, SHOOTS_INTO_COMBAT, SHOOTS_OVER
from game.core.shooting import book
from game.core.shooting.weapons import NO_SHOOTING_FLAG, SHOOT_AGAIN, weapon
from game.core.state import GameState, Unit, id_key
from game.table import Base

STRIP_MM = 10
TIE_MM = 0.5
# How much nearer a module's way of measuring range may make a target (two pieces' depths: 2 cm).
RANGE_MARGIN_MM = 20


@dataclass(frozen=True)
class Reach:
    """The stands of one target unit that one shooting stand can shoot at, and the nearest distance."""

    target: str
    stands: tuple[int, ...]
    distance: float


def stand_index(stand_id: str) -> int:
    """The stand's place in its unit; a character's base (no place in a unit) is its piece's only stand, 0."""
    return int(stand_id.rsplit(".", 1)[1]) if "." in stand_id else 0


def candidate_targets(state: GameState, unit: Unit) -> list[tuple[str, float]]:
    """Enemy units that may be shot at (on the table, not engaged) within the unit's range, nearest first."""
    key = ("shoot_candidates", unit.id)
    cached = state._cache.get(key)  # type: ignore[call-overload]
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    w = weapon(state, unit)
    out: list[tuple[str, float]] = []
    if w is not None:
        t = board.table(state)
        fighting = _fighting(state, unit)
        # A module measuring range from a piece's front reaches a little further: look that much further.
        extra = RANGE_MARGIN_MM if state.ruleset.hook(hooks.SHOT_RANGE) else 0
        for uid, d in t.closest_enemy_units(unit.id, w.range_mm + moves.MEASURE_SLACK_MM + extra):
            enemy = state.units.get(uid)
            if enemy is None or not enemy.alive or enemy.off_table:
                continue
            # An engaged enemy is no target, unless it is the one a crew shooting into its own fight faces.
            if (uid in fighting) if unit.engaged else not enemy.engaged:
                out.append((uid, d))
        # Lone characters a rule module lets be shot at count like units, by the same distances.
        for point in state.ruleset.hook(hooks.PIECE_TARGETS):
            out.extend(point(state, unit, w.range_mm + moves.MEASURE_SLACK_MM))
        out.sort(key=lambda kv: (kv[1], id_key(kv[0])))
    state._cache[key] = out  # type: ignore[index]
    return out


def _fighting(state: GameState, unit: Unit) -> set[str]:
    """The enemy units an engaged unit that may shoot into its own fight is fighting; empty otherwise."""
    if not unit.engaged or not state.ruleset.ask(SHOOTS_INTO_COMBAT, state, unit):
        return set()
    from game.core.combat.engagements import engagement_of

    return {uid for uid in engagement_of(state, unit.id) or () if state.units[uid].side != unit.side}


def reach(state: GameState, unit: Unit, index: int, target: str, *, blind: bool = False) -> Reach | None:
    """What stand ``index`` of ``unit`` can shoot of ``target``: the stands it sees within range (blind:
    within range, seen or not), or None."""
    key = ("shoot_reach", unit.id, index, target, blind)
    if key in state._cache:  # type: ignore[operator]
        return state._cache[key]  # type: ignore[index,no-any-return]
    w = weapon(state, unit)
    out: Reach | None = None
    if w is not None and index < len(unit.stands):
        t = board.table(state)
        me = t.base(board.stand_id(unit.id, index))
        limit = w.range_mm + moves.MEASURE_SLACK_MM
        near = [(stand_index(b.id), _measured(state, me, b, t.distance(me, b))) for b in t.bases_of(target)
                if _in_arc(state, unit, index, me, b)]
        near = [(j, d) for j, d in near if d <= limit]
        if near and not blind:
            over = state.ruleset.ask(SHOOTS_OVER, state, unit)
            seen = {stand_index(s) for s in t.visible_stands(me.id, target, strip=STRIP_MM, all_round=w.all_round,
                                                             over=over)}
            near = [(j, d) for j, d in near if j in seen]
        if near:
            out = Reach(target, tuple(sorted(j for j, _ in near)), min(d for _, d in near))
    state._cache[key] = out  # type: ignore[index]
    return out


def _in_arc(state: GameState, unit: Unit, index: int, me: Base, them: Base) -> bool:
    """Whether the modules let the stand shoot at that target stand (a narrower arc behind a mantlet)."""
    return all(arc(state, unit, index, me, them) for arc in state.ruleset.hook(hooks.SHOT_ARC))


def _measured(state: GameState, me: Base, them: Base, d: float) -> float:
    """The range between two stands, as a module may measure it instead (from a piece's front)."""
    for measure in state.ruleset.hook(hooks.SHOT_RANGE):
        d = measure(state, me, them, d)
    return d


def shooter_problems(state: GameState, unit: Unit) -> list[str]:
    """Why the unit may not shoot at all this phase; empty if it may."""
    if not unit.alive or unit.off_table:
        return [f"{unit.name} is not on the table"]
    if unit.side != state.active:
        return [f"{unit.name} belongs to the other side; only the side whose turn it is shoots"]
    if weapon(state, unit) is None:
        return [f"{unit.name} has no missile weapons"]
    if unit.engaged and not state.ruleset.ask(SHOOTS_INTO_COMBAT, state, unit):
        return [f"{unit.name} is engaged in combat; it may only shoot at units that charge it"]
    if book.has_shot(state, unit.id) and not unit.flags.get(SHOOT_AGAIN):
        return [f"{unit.name} has already shot this phase"]
    if unit.flags.get(NO_SHOOTING_FLAG):
        return [f"{unit.name} cannot shoot this turn"]
    if unit.moved and not state.ruleset.ask(SHOOTS_AFTER_MOVING, state, unit):
        return [f"{unit.name} moved this turn and cannot shoot until it stands still for a turn"]
    return []


def _closest(state: GameState, unit: Unit, blind: bool) -> list[str]:
    """The nearest enemy units some stand can shoot at, nearest first, stopping past the first distance."""
    found: list[str] = []
    best = 0.0
    for uid, d in candidate_targets(state, unit):
        if found and d > best + TIE_MM:
            break
        if any(reach(state, unit, i, uid, blind=blind) for i in range(len(unit.stands))):
            if not found:
                best = d
            found.append(uid)
    return sorted(found, key=id_key)


def closest_targets(state: GameState, unit: Unit) -> list[str]:
    """The closest enemy units the unit can shoot at (more than one only when equally close)."""
    return _closest(state, unit, blind=False)


def blind_targets(state: GameState, unit: Unit) -> list[str]:
    """For a stone thrower with nothing in sight: the nearest enemy units in range it cannot see."""
    w = weapon(state, unit)
    if w is None or not w.blind_fire or closest_targets(state, unit):
        return []
    return _closest(state, unit, blind=True)


def legal_targets(state: GameState, unit: Unit) -> tuple[list[str], bool]:
    """(the targets the unit may choose, whether it would be shooting blind)."""
    close = closest_targets(state, unit)
    if close:
        return close, False
    return blind_targets(state, unit), True


def allocation(state: GameState, unit: Unit, target: str, blind: bool) -> list[tuple[str, tuple[int, ...]]]:
    """Which stands shoot at which unit: every stand that can reach ``target`` shoots it; the others
    shoot, stand by stand, at the closest unit they can reach (ties go to the lowest id)."""
    t = board.table(state)
    groups: dict[str, list[int]] = {}
    for i in range(len(unit.stands)):
        if reach(state, unit, i, target, blind=blind):
            groups.setdefault(target, []).append(i)
            continue
        if blind:
            continue
        base = t.base(board.stand_id(unit.id, i))
        options = sorted(
            (min(t.distance(base, b) for b in t.bases_of(uid)), id_key(uid), uid)
            for uid, _ in candidate_targets(state, unit)
        )
        own = next((uid for _, _, uid in options if reach(state, unit, i, uid)), None)
        if own is not None:
            groups.setdefault(own, []).append(i)
    order = [target] + sorted((g for g in groups if g != target), key=id_key)
    return [(g, tuple(groups[g])) for g in order if g in groups]


def aimed_stands(state: GameState, unit: Unit, stands: tuple[int, ...], target: str, blind: bool) -> list[int]:
    """The target's stands that any of ``stands`` can shoot at now."""
    found: set[int] = set()
    for i in stands:
        r = reach(state, unit, i, target, blind=blind)
        if r is not None:
            found.update(r.stands)
    return sorted(found)
