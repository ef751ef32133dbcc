"""Summoning a creature onto the table with a spell (Albion's Summon Fenbeast, digest 6.3).

The Wizard names a spot within the spell's range of him (sight is not needed) and the way the creature faces
(the Cast's ``x``, ``y`` and ``facing``). Its one stand must fit there: on the table, clear of every other stand
and of terrain it may not stand in. It may touch an enemy only if that enemy is already in combat; it then
joins the fight, not as a charger. A side never has more of the creature on the table than Wizards who can
summon it. The creature counts for neither break point nor victory points, and being summoned in the Shooting
phase it cannot be ordered before its side's next turn.

Where the computer (or a list of offers) might put it is worked out here too: flush against an enemy already
fighting, or on the way to the nearest enemies.
"""

from __future__ import annotations

import math

from game.core import board, distance_words
from game.core.combat.engagements import update_engaged
from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.profiles import SpellProfile
from game.core.state import Character, GameState, Stand, Unit, id_key
from game.table import Base, Mover, base_distance, touching

RULE = "magic.summon_fenbeast"
# The army list entry the spell brings onto the table.
CREATURE = "Fenbeast"
# Flags of a summoned unit: left out of the break point and of victory points.
SUMMONED_FLAGS = {"summoned": 1, "no_break_point": 1, "no_victory_points": 1}
RANGE_SLACK_MM = 0.01
# Where offers are looked for on the way to an enemy: this far from the Wizard (mm).
OFFER_STEPS_MM = (100, 200, 290)
NEAREST_ENEMIES = 3


def _base(state: GameState, side: int, x: int, y: int, facing: int) -> Base:
    width, depth = state.sides[side].army.unit(CREATURE).base_mm
    return Base(id="summoned.0", owner="summoned", side=side, x=x, y=y, facing=facing % 360, width=width, depth=depth)


def summoners(state: GameState, ch: Character, spell: SpellProfile) -> int:
    """How many Wizards of the side, on the table, can cast the spell: the most creatures it may have at once."""
    from game.core.magic.casting import spell_of

    return sum(1 for c in state.live_characters(ch.side) if not c.off_table and spell_of(state, c, spell.name))


def summoned(state: GameState, side: int) -> list[Unit]:
    return [u for u in state.live_units(side) if u.profile == CREATURE and not u.off_table]


def place_problems(state: GameState, ch: Character, spell: SpellProfile, action: Cast) -> list[str]:
    """Why the creature cannot be summoned at the Cast's spot."""
    from game.core.magic.casting import caster_points

    side = ch.side
    try:
        state.sides[side].army.unit(CREATURE)
    except KeyError:
        return [f"{state.sides[side].army.name} has no {CREATURE} to summon"]
    have, most = len(summoned(state, side)), summoners(state, ch, spell)
    if have >= most:
        return [f"the army already has {have} {CREATURE}{'s' if have > 1 else ''}, as many as it has Wizards to "
                "summon them"]
    b = _base(state, side, action.x, action.y, action.facing)
    t = board.table(state)
    if spell.range_mm is not None:
        d = min((base_distance(a, b) for o in caster_points(state, ch) for a in t.bases_of(o)), default=math.inf)
        if d > spell.range_mm + RANGE_SLACK_MM:
            return [f"that spot is {distance_words.past(d, spell.range_mm)} from {ch.name}; {spell.name} reaches "
                    f"{spell.range_mm / 10:g} cm"]
    blocked = t.overlaps(b, mover=Mover.MONSTER, include_characters=True)
    if blocked:
        return [f"the {CREATURE} has no room there ({_names(state, blocked)} in the way)"]
    for u in state.live_units(1 - side):
        if not u.engaged and any(touching(b, e) for e in t.bases_of(u.id)):
            return [f"the {CREATURE} may touch an enemy only if it is already fighting, and {u.name} is not"]
    return []


def _names(state: GameState, owners: list[str]) -> str:
    out = []
    for o in owners:
        if o in state.units:
            out.append(state.units[o].name)
        elif o in state.characters:
            out.append(state.characters[o].name)
        else:
            piece = next((p for p in board.terrain_pieces(state) if p.id == o), None)
            out.append((piece.name or piece.kind.value) if piece is not None else o)
    return ", ".join(out)


def facing_towards(x: float, y: float, tx: float, ty: float) -> int:
    """Degrees clockwise from north for a stand at (x, y) to face (tx, ty)."""
    return round(math.degrees(math.atan2(tx - x, -(ty - y)))) % 360


def nearest_enemy_facing(state: GameState, side: int, x: float, y: float) -> int:
    """The facing from (x, y) towards the nearest enemy stand; towards the enemy's edge if none is left."""
    stands = [(s.x, s.y) for u in state.live_units(1 - side) if not u.off_table for s in u.stands]
    if not stands:
        return 0 if side == 0 else 180
    tx, ty = min(stands, key=lambda p: math.dist(p, (x, y)))
    return facing_towards(x, y, tx, ty)


def offers(state: GameState, ch: Character, spell: SpellProfile) -> list[Cast]:
    """Spots worth offering: flush against the stands of enemies in combat, then on the way to the nearest
    enemies, facing them (each still to be checked)."""
    from game.core.magic.raise_dead import _against

    side = ch.side
    try:
        width, depth = state.sides[side].army.unit(CREATURE).base_mm
    except KeyError:
        return []
    t = board.table(state)
    out: list[Cast] = []
    reach = (spell.range_mm or 300) + max(width, depth)
    for u in sorted(state.live_units(1 - side), key=lambda u: id_key(u.id)):
        if not u.engaged or u.off_table or math.dist((ch.x, ch.y), u.stands[0].pose[:2]) > reach + 200:
            continue
        for e in t.bases_of(u.id):
            for _, (x, y, f) in _against(e, depth, width):
                out.append(Cast(ch.id, spell.name, x=x, y=y, facing=f))
    foes = sorted(
        (math.dist((ch.x, ch.y), (s.x, s.y)), id_key(u.id), s.x, s.y)
        for u in state.live_units(1 - side)
        if not u.off_table
        for s in u.stands[:1]
    )[:NEAREST_ENEMIES]
    for _, _, fx, fy in foes:
        d = math.dist((ch.x, ch.y), (fx, fy)) or 1.0
        for step in OFFER_STEPS_MM:
            x, y = round(ch.x + (fx - ch.x) * step / d), round(ch.y + (fy - ch.y) * step / d)
            out.append(Cast(ch.id, spell.name, x=x, y=y, facing=facing_towards(x, y, fx, fy)))
    return out



def resolve_summon(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    uid = state.free_unit_id("fenbeast")
    beast = Unit(
        id=uid,
        side=ch.side,
        profile=CREATURE,
        name=CREATURE,
        stands=[Stand(action.x, action.y, action.facing % 360)],
        start_size=1,
        flags=dict(SUMMONED_FLAGS),
    )
    state.units[uid] = beast
    record.note_affected(state, spell.name, uid)
    state.invalidate()
    update_engaged(state)
    fight = [u.name for u in state.live_units(1 - ch.side) if u.engaged and any(
        touching(b, e) for b in board.table(state).bases_of(uid) for e in board.table(state).bases_of(u.id))]
    where = f"beside {' and '.join(fight)}, joining the fight (not as a charger)" if fight else "from the marsh"
    return [
        SpellEffect(
            spell=spell.name,
            unit=uid,
            unit_name=beast.name,
            effect=f"heaves itself up {where}; it takes no order before your next turn and is worth nothing to "
            "the enemy",
            rule=RULE,
        )
    ]
