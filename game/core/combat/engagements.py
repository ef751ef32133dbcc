"""Engagements (digest 5.1, 5.6): which units fight together, worked out from where the stands are.

A unit is engaged when one of its stands touches an enemy stand, edge or corner, or supports a
friendly stand fighting to its front. "Enemy" is a foe (``camps.foes``): a friend a rule sets a unit
against for a while counts as one. Everything linked by contact or support is one engagement,
named by the lowest id among its units. Contacts are worked out once per arrangement of the stands
(they are cached on the state until a pose changes).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import board, hooks
from game.core.combat.camps import camp, sworn
from game.core.combat.contact import FRONT, Contact, contact, flank_to_flank, support_relation
from game.core.combat.kept import CombatRecord, combat_kept
from game.core.profiles import UnitType
from game.core.questions import NEVER_SUPPORTS, SUPPORTED_ONLY_BY, SUPPORTS_BESIDE_ONLY, SUPPORTS_ONLY
from game.core.state import GameState, Unit, id_key
from game.table import TOUCH_TOLERANCE, Base, Table, TerrainKind
from game.table.equipment import across


@dataclass(frozen=True)
class Touch:
    """One enemy stand touching one of a unit's stands."""

    stand: int
    enemy: str
    enemy_stand: int
    contact: Contact


def stand_index(base_id: str) -> int:
    return int(base_id.rsplit(".", 1)[1])


_PAD = TOUCH_TOLERANCE + 0.5


def contacts(state: GameState) -> dict[str, list[Touch]]:
    """Every live unit's touches with enemy stands, by unit id (cached until a pose changes)."""
    cached = state._cache.get("combat_contacts")
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    t = board.table(state)
    against = sworn(state)
    walls = not_fought_across(state)
    out = {u.id: _touches(t, u, against, walls) for u in state.live_units()}
    state._cache["combat_contacts"] = out
    return out


def contacts_after_move(state: GameState, earlier: dict[str, list[Touch]], moved: Unit, before: list[Base]) -> None:
    """Work out ``state``'s contacts from ``earlier``, those of the same table before ``moved`` left ``before``
    for where it stands now: only the units with a stand near either place can touch differently, so only they
    are worked out again (in the same way and order as ``contacts``)."""
    t = board.table(state)
    near = {moved.id}
    for b in (*before, *t.bases_of(moved.id)):
        x0, y0, x1, y1 = b.bounds()
        near.update(o.owner for o in t.stands_in_box((x0 - _PAD, y0 - _PAD, x1 + _PAD, y1 + _PAD)))
    against = sworn(state)
    walls = not_fought_across(state)
    state._cache["combat_contacts"] = {
        u.id: _touches(t, u, against, walls) if u.id in near else earlier[u.id] for u in state.live_units()
    }


def not_fought_across(state: GameState) -> frozenset[str]:
    """Pieces a module says are not fought across (a spiked pit)."""
    return frozenset(i for rule in state.ruleset.hook(hooks.NOT_FOUGHT_ACROSS) for i in rule(state))


def _set_against(u: Unit, owner: str, against: dict[str, frozenset[str]]) -> bool:
    """A friend's stand this unit fights all the same (a rule set one of them against the other)."""
    return owner in against.get(u.id, ()) or u.id in against.get(owner, ())


def _touches(t: Table, u: Unit, against: dict[str, frozenset[str]], walls: frozenset[str] = frozenset()) -> list[Touch]:
    """One unit's touches with enemy stands, stand by stand."""
    found: list[Touch] = []
    for i, b in enumerate(t.bases_of(u.id)):
        x0, y0, x1, y1 = b.bounds()
        for o in t.stands_in_box((x0 - _PAD, y0 - _PAD, x1 + _PAD, y1 + _PAD)):
            if o.character or (o.side == u.side and not _set_against(u, o.owner, against)):
                continue
            c = contact(b, o)
            if c is not None:
                found.append(Touch(i, o.owner, stand_index(o.id), c))
        found += _touches_across(t, u, i, b, walls)
    return found


def _touches_across(t: Table, u: Unit, i: int, b: Base, walls: frozenset[str]) -> list[Touch]:
    """Enemy stands touching the far side of a piece of equipment this stand touches: they fight over it."""
    out: list[Touch] = []
    bx0, by0, bx1, by1 = b.bounds()
    # Only pieces whose box comes within touching of the stand's: measuring each piece's outline is dear.
    for piece in t.pieces_in_box((bx0 - _PAD, by0 - _PAD, bx1 + _PAD, by1 + _PAD)):
        if piece.kind is not TerrainKind.EQUIPMENT or piece.id in walls:
            continue
        if t.terrain_distance(b, piece.id) > TOUCH_TOLERANCE:
            continue
        x0, y0, x1, y1 = piece.bounds()
        for o in t.stands_in_box((x0 - _PAD, y0 - _PAD, x1 + _PAD, y1 + _PAD)):
            if o.side == u.side or o.character:
                continue
            moved = across(piece.points, b, o)  # type: ignore[arg-type]
            c = None if moved is None else contact(b, moved)
            if c is not None:
                out.append(Touch(i, o.owner, stand_index(o.id), c))
    return out


def can_support(state: GameState, unit: Unit) -> bool:
    """Only unconfused infantry support (and only infantry are supported), unless a rule forbids it."""
    return (
        state.unit_profile(unit).type is UnitType.INFANTRY
        and not unit.confused
        and not state.ruleset.ask(NEVER_SUPPORTS, state, unit)
    )


def supports(state: GameState) -> dict[str, list[tuple[int, str, int]]]:
    """Supporting stands by unit: (stand index, supported unit, supported stand index).

    A supporting stand touches no enemy and stands exactly behind or beside a friendly infantry stand
    whose front edge touches an enemy, facing the same way; it counts once however many it backs.
    """
    # Confusion changes who may support without moving anything: it is part of the cache key.
    key = ("combat_supports", tuple(u.id for u in state.live_units() if u.confused))
    cached = state._cache.get(key)  # type: ignore[call-overload]
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    touch = contacts(state)
    t = board.table(state)
    fronts: dict[str, set[int]] = {}
    for uid, ts in touch.items():
        u = state.units[uid]
        if state.unit_profile(u).type is UnitType.INFANTRY and not state.ruleset.ask(NEVER_SUPPORTS, state, u):
            fronts[uid] = {x.stand for x in ts if x.contact.category == FRONT}
    out: dict[str, list[tuple[int, str, int]]] = {}
    camps = {u.id: camp(state, u) for u in state.live_units()}
    # Units that only their own kind may back (Rat Swarms): the special rule a supporter must carry.
    only = {uid: state.ruleset.ask(SUPPORTED_ONLY_BY, state, state.units[uid]) for uid in fronts}
    # Pikemen give and take support only flank to flank (their pikes bar anyone behind or in front).
    beside_only = {u.id for u in state.live_units() if state.ruleset.ask(SUPPORTS_BESIDE_ONLY, state, u)}
    for u in state.live_units():
        if not can_support(state, u):
            continue
        # Units that back only their own kind (Terracotta Warriors): the special rule the supported must carry.
        gives = state.ruleset.ask(SUPPORTS_ONLY, state, u)
        busy = {x.stand for x in touch.get(u.id, [])}
        for i, b in enumerate(t.bases_of(u.id)):
            if i in busy:
                continue
            x0, y0, x1, y1 = b.bounds()
            reach = 2.0
            for f in t.stands_in_box((x0 - reach, y0 - reach, x1 + reach, y1 + reach)):
                if f.character or camps.get(f.owner) != camps[u.id] or (f.owner == u.id and stand_index(f.id) == i):
                    continue
                if stand_index(f.id) not in fronts.get(f.owner, ()):
                    continue
                if only.get(f.owner) and not state.unit_profile(u).has(only[f.owner]):
                    continue
                if gives and not state.unit_profile(state.units[f.owner]).has(gives):
                    continue
                rel = support_relation(f, b)
                if rel is not None and (u.id in beside_only or f.owner in beside_only):
                    rel = "beside" if flank_to_flank(f, b) else None
                if rel is not None:
                    out.setdefault(u.id, []).append((i, f.owner, stand_index(f.id)))
                    break
    state._cache[key] = out  # type: ignore[index]
    return out


def engagements(state: GameState) -> list[list[str]]:
    """Every engagement on the table as a sorted list of unit ids, in order of their lowest id."""
    touch = contacts(state)
    sup = supports(state)
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def link(a: str, b: str) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb, key=id_key)] = min(ra, rb, key=id_key)

    for uid, ts in touch.items():
        for x in ts:
            link(uid, x.enemy)
    for uid, rows in sup.items():
        for _, other, _ in rows:
            link(uid, other)
    groups: dict[str, list[str]] = {}
    for uid in parent:
        groups.setdefault(find(uid), []).append(uid)
    out = []
    for members in groups.values():
        camps = {camp(state, m) for m in members}
        if len(camps) == 2:
            out.append(sorted(members, key=id_key))
    return sorted(out, key=lambda g: id_key(g[0]))


def engagement_id(units: list[str]) -> str:
    return min(units, key=id_key)


def engagement_of(state: GameState, unit_id: str) -> list[str] | None:
    for g in engagements(state):
        if unit_id in g:
            return g
    return None


def update_engaged(state: GameState) -> None:
    """Set ``Unit.engaged`` from the table: in some engagement or not."""
    inside = {uid for g in engagements(state) for uid in g}
    for u in state.units.values():
        u.engaged = u.alive and not u.off_table and u.id in inside


def data(state: GameState, write: bool = False) -> CombatRecord:
    """The Combat phase's working data in the combat module's kept state.

    Reading never changes the state (a missing record reads as empty); ``write`` creates the record
    so that it can be changed.
    """
    k = combat_kept(state)
    if k.record is None:
        if not write:
            return CombatRecord()
        k.record = CombatRecord()
    return k.record


def pending_engagements(state: GameState) -> list[list[str]]:
    """Engagements still to fight this phase: none of their units has finished fighting."""
    done = set(data(state).done)
    return [g for g in engagements(state) if not done & set(g)]
