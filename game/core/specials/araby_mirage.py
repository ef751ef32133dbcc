"""Araby's Mirage (digest 6.3): an illusory unit the Wizard raises on the table.

The Wizard names a spot within 60 cm of him (the Cast's ``x``, ``y`` and ``facing``) and the list entry the
illusion looks like (the Cast's ``target``: any infantry, cavalry or monster of the Araby list; left empty, the
costliest of them, the most fearsome sight). It stands there as a unit of that entry, in a line of its full
size, every stand within 60 cm of him and more than 20 cm from every enemy.

It never moves, shoots or fights, and nothing harms it: hits on it are lost (``hooks.HITS_STRUCK``). To the
enemy it is real: it costs their orders near it, their shooters must take it as the closest target, their
charges may be aimed at it. It is gone at once when:

- an enemy unit touches it in any way (a charge, a pursuit, an advance, a stand pushed against it);
- a unit or character of its own side passes through it (its side may move through it as over open ground);
- its Wizard tries to cast any spell (another Mirage too): the old one ends before the new roll's effect;
- its Wizard leaves the table or is slain (our reading: the source says nothing, and nobody is left to keep
  the illusion up).

It is worth nothing: neither break point nor victory points.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from game.core import board, distance_words
from game.core.actions import Action
from game.core.combat.engagements import update_engaged
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.kept import kept
from game.core.magic import record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.profiles import SpellProfile, UnitProfile, UnitType
from game.core.state import Character, GameState, Stand, Unit, id_key
from game.table import Base, base_distance, overlapping

RULE = "magic.mirage"
MODULE = "araby"
EFFECT = "mirage"
# A Mirage's profile is "%mirage:SIDE:ENTRY": its stat line is the entry's, with nothing it could do to anyone.
PREFIX = "mirage:"
KINDS = (UnitType.INFANTRY, UnitType.CAVALRY, UnitType.MONSTER)
ENEMY_GAP_MM = 200
FLAGS = {"mirage": 1, "no_break_point": 1, "no_victory_points": 1}
RANGE_SLACK_MM = 0.01
# A stand passing through is looked for this often along its way (mm): less than half the narrowest base.
SWEEP_STEP_MM = 8.0
OFFER_STEPS_MM = (250, 400, 550)
NEAREST_ENEMIES = 3


@dataclass
class MirageKept:
    """Each illusion's Wizard, and where its side's pieces stood before the action now being carried out."""

    wizards: dict[str, str] = field(default_factory=dict)
    before: dict[str, list[list[int]]] = field(default_factory=dict)

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        return {"wizards": dict(sorted(self.wizards.items())), "before": {k: self.before[k] for k in sorted(self.before)}}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> MirageKept:
        return cls(wizards=dict(d.get("wizards", {})), before={k: [list(p) for p in v] for k, v in d.get("before", {}).items()})


def mirage_kept(state: GameState) -> MirageKept:
    return kept(state, MODULE, MirageKept)


def is_mirage(unit: Unit) -> bool:
    return bool(unit.flags.get("mirage"))


def mirages(state: GameState, side: int | None = None) -> list[Unit]:
    return [u for u in state.live_units(side) if is_mirage(u)]


def mirage_of(state: GameState, wizard: str) -> Unit | None:
    k = state.kept.get(MODULE)
    if not isinstance(k, MirageKept):
        return None  # asked before any Mirage was raised: nothing is kept yet
    for uid, w in k.wizards.items():
        u = state.units.get(uid)
        if w == wizard and u is not None and u.alive:
            return u
    return None


# ---------------------------------------------------------------- what it looks like


def choices(state: GameState, side: int) -> list[UnitProfile]:
    """The list entries an illusion of this side may look like, costliest first."""
    army = state.sides[side].army
    return sorted((p for p in army.units if p.type in KINDS and not p.addon), key=lambda p: (-p.points, p.name))


def entry(state: GameState, side: int, name: str) -> UnitProfile | None:
    found = [p for p in choices(state, side) if not name or p.name == name]
    return found[0] if found else None


def summoned_profile(state: GameState, name: str) -> UnitProfile | None:
    """``SUMMONED_PROFILE``: the entry's stat line, with no shots and no rule but the illusion's."""
    if not name.startswith(PREFIX):
        return None
    side, _, what = name[len(PREFIX):].partition(":")
    prof = state.sides[int(side)].army.unit(what)
    return replace(prof, shots=None, shooting=None, range_mm=None, special=("mirage",), limit=replace(prof.limit))


def poses_for(prof: UnitProfile, x: int, y: int, facing: int) -> list[tuple[int, int, int]]:
    """A line of the entry's full size, centred on (x, y), facing ``facing``."""
    width = prof.base_mm[0]
    rad = math.radians(facing)
    out = []
    for i in range(prof.size):
        along = (i - (prof.size - 1) / 2) * width
        out.append((round(x + along * math.cos(rad)), round(y + along * math.sin(rad)), facing % 360))
    return out


def _bases(state: GameState, side: int, prof: UnitProfile, poses: list[tuple[int, int, int]]) -> list[Base]:
    width, depth = prof.base_mm
    return [Base(id=f"mirage.{i}", owner="mirage", side=side, x=p[0], y=p[1], facing=p[2], width=width, depth=depth)
            for i, p in enumerate(poses)]


# ---------------------------------------------------------------- casting


def place_problems(state: GameState, ch: Character, spell: SpellProfile, action: Cast) -> list[str]:
    """Why the illusion cannot be raised at the Cast's spot."""
    from game.core.magic.casting import caster_points

    prof = entry(state, ch.side, action.target)
    if prof is None:
        kinds = ", ".join(k.value for k in KINDS)
        return [f"a Mirage looks like {kinds} of the army's list; {action.target or 'nothing'} is none of them"]
    bases = _bases(state, ch.side, prof, poses_for(prof, action.x, action.y, action.facing))
    t = board.table(state)
    if spell.range_mm is not None:
        own = [a for o in caster_points(state, ch) for a in t.bases_of(o)]
        far = max(min((base_distance(a, b) for a in own), default=math.inf) for b in bases)
        if far > spell.range_mm + RANGE_SLACK_MM:
            return [f"the illusion would reach {distance_words.past(far, spell.range_mm)} from {ch.name}; "
                    f"{spell.name} reaches {spell.range_mm / 10:g} cm"]
    old = mirage_of(state, ch.id)
    ignore = (old.id,) if old is not None else ()
    for b in bases:
        if not t.in_table(b):
            return ["the illusion would stand off the table"]
        blocked = t.overlaps(b, mover=board.profile_mover(prof), ignore=ignore, include_characters=True)
        if blocked:
            return [f"the illusion has no room there ({_name(state, blocked[0])} in the way)"]
    for u in state.live_units(1 - ch.side):
        d = min(base_distance(b, e) for b in bases for e in t.bases_of(u.id))
        if d <= ENEMY_GAP_MM:
            return [f"the illusion must stand more than 20 cm from every enemy; {u.name} is "
                    f"{distance_words.within(d, ENEMY_GAP_MM)} from it"]
    return []


def _name(state: GameState, owner: str) -> str:
    if owner in state.units:
        return state.units[owner].name
    if owner in state.characters:
        return state.characters[owner].name
    piece = next((p for p in board.terrain_pieces(state) if p.id == owner), None)
    return (piece.name or piece.kind.value) if piece is not None else owner


def offers(state: GameState, ch: Character, spell: SpellProfile) -> list[Cast]:
    """Spots worth offering, looking like the costliest entry: between the Wizard and the nearest enemies, facing
    them, as far forward as the spell and the 20 cm gap allow (each still to be checked)."""
    from game.core.magic.summon import facing_towards

    prof = entry(state, ch.side, "")
    if prof is None:
        return []
    foes = sorted(
        (math.dist((ch.x, ch.y), (s.x, s.y)), id_key(u.id), s.x, s.y)
        for u in state.live_units(1 - ch.side) if not u.off_table and not is_mirage(u)
        for s in u.stands[:1]
    )[:NEAREST_ENEMIES]
    out: list[Cast] = []
    for _, _, fx, fy in foes:
        d = math.dist((ch.x, ch.y), (fx, fy)) or 1.0
        for step in OFFER_STEPS_MM:
            x, y = round(ch.x + (fx - ch.x) * step / d), round(ch.y + (fy - ch.y) * step / d)
            out.append(Cast(ch.id, spell.name, target=prof.name, x=x, y=y, facing=facing_towards(x, y, fx, fy)))
    return out


def resolve_mirage(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    prof = entry(state, ch.side, action.target)
    assert prof is not None
    uid = state.free_unit_id("mirage")
    poses = poses_for(prof, action.x, action.y, action.facing)
    unit = Unit(id=uid, side=ch.side, profile=f"%{PREFIX}{ch.side}:{prof.name}", name=f"Mirage of {prof.name}",
                stands=[Stand(*p) for p in poses], start_size=len(poses), flags=dict(FLAGS), no_more_orders=True)
    state.units[uid] = unit
    mirage_kept(state).wizards[uid] = ch.id
    record.note_affected(state, spell.name, uid)
    state.invalidate()
    return [SpellEffect(spell=spell.name, unit=uid, unit_name=unit.name,
                        effect=f"shimmers into sight: it never moves or fights, nothing harms it, and it is gone once "
                        f"an enemy touches it, {ch.name}'s side passes through it or {ch.name} casts again",
                        rule=RULE)]


# ---------------------------------------------------------------- when it is gone


def vanish(state: GameState, unit: Unit, why: str) -> list[Event]:
    """The illusion is gone: no stand of it is left, and it was worth nothing to anyone."""
    mirage_kept(state).wizards.pop(unit.id, None)
    unit.stands = []
    unit.destroyed = True
    unit.engaged = False
    state.invalidate()
    update_engaged(state)
    return [Narration(message=f"{unit.name} was never there: it vanishes ({why})", rule=RULE)]


def cast_rolled(state: GameState, ch: Character, action: Any, ok: bool, dice: Dice) -> list[Event]:
    """``CAST_ROLLED``: a Wizard who tries any spell lets his illusion go, whatever the roll."""
    old = mirage_of(state, ch.id)
    if old is None:
        return []
    return vanish(state, old, f"{ch.name} turned to another spell")


def charge_arrives(state: GameState, charger: Unit, contacted: tuple[str, ...], dice: Dice) -> list[Event]:
    """``CHARGE_ARRIVES``: a charge that reaches the illusion finds nothing there."""
    return [e for uid in contacted if (u := state.units.get(uid)) is not None and is_mirage(u) and u.alive
            for e in vanish(state, u, f"{charger.name} charged into it")]


def _snapshot(state: GameState, side: int) -> dict[str, list[list[int]]]:
    out = {u.id: [list(s.pose) for s in u.stands] for u in state.live_units(side) if not is_mirage(u)}
    out.update({c.id: [[c.x, c.y, c.facing]] for c in state.live_characters(side) if not c.off_table})
    return out


def before_action(state: GameState, action: Action) -> None:
    """``BEFORE_ACTION``: where the illusions' own side stands, to see afterwards who passed through them."""
    if MODULE not in state.kept and not any(is_mirage(u) for u in state.units.values()):
        return  # no Mirage yet in this battle: nothing kept, the saves stay as they were
    k = mirage_kept(state)
    sides = sorted({u.side for u in mirages(state)})
    k.before = {pid: p for side in sides for pid, p in _snapshot(state, side).items()}


def _swept(start: Base, end: Base, others: list[Base]) -> bool:
    """Whether a stand going straight from ``start`` to ``end`` passes over any of ``others``."""
    steps = max(1, math.ceil(math.dist((start.x, start.y), (end.x, end.y)) / SWEEP_STEP_MM))
    for i in range(steps + 1):
        f = i / steps
        b = replace(start, x=start.x + (end.x - start.x) * f, y=start.y + (end.y - start.y) * f,
                    facing=end.facing if i == steps else start.facing)
        if any(overlapping(b, o) for o in others):
            return True
    return False


def _pose(p: list[int]) -> tuple[int, int, int]:
    return (p[0], p[1], p[2])


def _passed_through(state: GameState, mirage: Unit, before: dict[str, list[list[int]]]) -> str:
    ghost = board.unit_bases(state, mirage)
    for pid, poses in sorted(before.items()):
        if pid in state.units:
            u = state.units[pid]
            if not u.alive or u.side != mirage.side or [list(s.pose) for s in u.stands] == poses:
                continue
            if len(poses) == len(u.stands) and any(
                _swept(board.unit_base(state, u, i, _pose(poses[i])), board.unit_base(state, u, i), ghost)
                for i in range(len(poses))
            ):
                return u.name
        elif pid in state.characters:
            c = state.characters[pid]
            if not c.alive or c.off_table or [c.x, c.y, c.facing] == poses[0]:
                continue
            if _swept(board.character_base(state, c, _pose(poses[0])), board.character_base(state, c), ghost):
                return c.name
    return ""


def after_action(state: GameState, dice: Dice) -> list[Event]:
    """``AFTER_ACTION``: an illusion an enemy touches, its own side passed through, or its Wizard left, is gone."""
    if MODULE not in state.kept:
        return []
    k = mirage_kept(state)
    before, k.before = k.before, {}
    events: list[Event] = []
    for unit in mirages(state):
        wizard = state.characters.get(k.wizards.get(unit.id, ""))
        if wizard is None or not wizard.alive or wizard.off_table:
            events += vanish(state, unit, "its Wizard is gone")
            continue
        t = board.table(state)
        ghost = t.bases_of(unit.id)
        toucher = next((u for u in state.live_units(1 - unit.side)
                        if any(base_distance(g, e) <= 1.0 for g in ghost for e in t.bases_of(u.id))), None)
        if toucher is not None:
            events += vanish(state, unit, f"{toucher.name} touched it")
            continue
        passer = _passed_through(state, unit, before)
        if passer:
            events += vanish(state, unit, f"{passer} passed through it")
    return events


# ---------------------------------------------------------------- what it may not do


def refusals(state: GameState, unit: Unit, what: str, where: list[Any] | None) -> list[str]:
    """``STANDING_ORDERS``: an illusion is never ordered, never uses initiative, never evades, never moves."""
    if is_mirage(unit) and what != "hold":
        return [f"{unit.name} is an illusion: it cannot move or fight"]
    return []


def no_harm(state: GameState, unit: Unit, hits: int, rule: str) -> tuple[int, list[Event]]:
    """``HITS_STRUCK``: hits on an illusion strike nothing."""
    if not is_mirage(unit) or hits <= 0:
        return hits, []
    return 0, [Narration(message=f"{hits} hit(s) pass through {unit.name}: there is nothing there to harm", rule=RULE)]


def crossable(state: GameState, unit: Unit, answer: tuple[str, ...]) -> tuple[str, ...]:
    """``CROSSABLE_PIECES``: a side's units may pass through its own illusions (which ends them)."""
    own = tuple(u.id for u in mirages(state, unit.side) if u.id != unit.id)
    return (*answer, *own) if own else answer

