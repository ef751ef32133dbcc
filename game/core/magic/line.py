"""Spells drawn as a line (digest 6.2 LINE: Ball of Flame, Gotcha!).

A straight line runs 30 cm from the Wizard's stand in the direction chosen. It passes through units but
stops at terrain that would stop a shot: anything that blocks sight, more than 2 cm of wood or village,
or the crest of a hill higher than the Wizard. Every unit under it, friend or foe, takes 3 shooting
attacks with armour saves as usual; units not in combat are driven back away from the Wizard at the end
of the phase with everything else shot at, and units in combat carry the hits into their first round.
"""

from __future__ import annotations

import math
from typing import cast

from game.core import board
from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect, SpellLine
from game.core.profiles import SpellProfile
from game.core.shooting.fire import settle
from game.core.shooting.volley import volley
from game.core.state import Character, GameState, Unit, id_key
from game.table import BLOCKS_SIGHT, BLOCKS_SIGHT_BEYOND_20MM, SIGHT_DEPTH, Base, TerrainKind

LINE_MM = 300
LINE_ATTACKS = 3
STEP_MM = 1.0
# A hill's crest stops the line once the ground has fallen this far below the highest point passed.
CREST_DROP_MM = 1.0


def heading(facing: int) -> tuple[float, float]:
    a = math.radians(facing % 360)
    return math.sin(a), -math.cos(a)


def line_start(base: Base, facing: int) -> tuple[float, float]:
    """Where a line leaving the middle of the stand in this direction crosses its edge."""
    vx, vy = heading(facing)
    lo, hi = 0.0, max(base.width, base.depth)
    for _ in range(30):
        mid = (lo + hi) / 2
        if base.gap_to_point((base.x + vx * mid, base.y + vy * mid)) > 0.0:
            hi = mid
        else:
            lo = mid
    return base.x + vx * hi, base.y + vy * hi


def line_path(state: GameState, ch: Character, facing: int) -> tuple[tuple[float, float], float, str]:
    """(start point, length in mm, what stopped it) of the line from the Wizard's stand."""
    t = board.table(state)
    base = board.character_base(state, ch)
    sx, sy = line_start(base, facing)
    vx, vy = heading(facing)
    start_height = t.height_at(sx, sy)
    peak, peak_at = start_height, 0.0
    inside: dict[str, float] = {}
    d = 0.0
    while d <= LINE_MM:
        p = (sx + vx * d, sy + vy * d)
        for piece in t.pieces_at(p):
            name = piece.name or piece.kind.value.replace("_", " ")
            if piece.kind in BLOCKS_SIGHT:
                return (sx, sy), d, f"at {name}"
            if piece.kind in BLOCKS_SIGHT_BEYOND_20MM:
                inside.setdefault(piece.id, d)
                if d - inside[piece.id] > SIGHT_DEPTH:
                    return (sx, sy), d, f"{SIGHT_DEPTH / 10:g} cm into {name}"
        if any(piece.kind is TerrainKind.HILL for piece in t.pieces_at(p)) or peak > start_height:
            h = t.height_at(*p)
            if h > peak:
                peak, peak_at = h, d
            elif peak > start_height + CREST_DROP_MM and h < peak - CREST_DROP_MM:
                return (sx, sy), peak_at, "at the crest of a hill"
        d += STEP_MM
    return (sx, sy), float(LINE_MM), ""


def units_under(state: GameState, start: tuple[float, float], facing: int, length: float) -> list[str]:
    """Ids of the units with a stand under the line, nearest first."""
    t = board.table(state)
    vx, vy = heading(facing)
    ex, ey = start[0] + vx * length, start[1] + vy * length
    box = (min(start[0], ex) - 1, min(start[1], ey) - 1, max(start[0], ex) + 1, max(start[1], ey) + 1)
    candidates = [b for b in t.stands_in_box(box) if b.owner in state.units]
    first: dict[str, float] = {}
    d = 0.0
    while d <= length + 1e-9 and candidates:
        p = (start[0] + vx * d, start[1] + vy * d)
        for b in candidates:
            if b.owner not in first and b.gap_to_point(p) <= 0.0:
                first[b.owner] = d
        d += STEP_MM
    return sorted(first, key=lambda u: (first[u], id_key(u)))


def resolve_line(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    start, length, stopped = line_path(state, ch, action.facing)
    victims = units_under(state, start, action.facing, length)
    vx, vy = heading(action.facing)
    end = (round(start[0] + vx * length), round(start[1] + vy * length))
    events: list[Event] = [
        SpellLine(
            wizard=ch.id,
            wizard_name=ch.name,
            spell=spell.name,
            start=(round(start[0]), round(start[1])),
            end=end,
            units=tuple(victims),
            unit_names=", ".join(state.units[u].name for u in victims),
            stopped=stopped,
            rule="magic.line",
        )
    ]
    caster = board.character_base(state, ch)
    for uid in victims:
        unit = state.units[uid]
        if not unit.alive:
            continue
        if record.affected(state, spell.name, uid):
            events.append(
                SpellEffect(
                    spell=spell.name,
                    unit=uid,
                    unit_name=unit.name,
                    effect="has already been struck by this spell this turn and is spared",
                    rule="magic.once",
                )
            )
            continue
        record.note_affected(state, spell.name, uid)
        events += strike(state, ch, spell, unit, LINE_ATTACKS, [caster], dice, rule="magic.line")
    return events


def strike(
    state: GameState,
    ch: Character,
    spell: SpellProfile,
    unit: Unit,
    attacks: int,
    from_bases: list[Base],
    dice: Dice,
    *,
    rule: str,
    drive_back: bool = True,
    no_saves: bool = False,
) -> list[Event]:
    """Shooting attacks from a spell: rolled against the unit's cover as seen from the Wizard, armour as usual
    (unless ``no_saves``). With ``drive_back`` the hits are settled like shooting (drive back later, or
    carried into combat if the unit is engaged); without it they only remove stands."""

    def every_stand() -> list[int]:
        return list(range(len(unit.stands)))

    # volley reads only the shooter's id, name and side, which a character has too.
    struck, events = volley(
        state,
        unit,
        attacks,
        dice,
        shooter=cast(Unit, ch),
        shooter_bases=from_bases,
        aim=every_stand,
        rule=rule,
        no_saves=no_saves,
        no_saves_reason=f"no armour save against {spell.name}",
        how=f"strikes with {spell.name}",
    )
    if drive_back:
        events += settle(state, unit, struck, from_bases)
    return events


def line_facings(state: GameState, ch: Character, spell: SpellProfile) -> list[int]:
    """Directions worth offering: straight at each unit within the line's reach of the Wizard."""
    t = board.table(state)
    base = board.character_base(state, ch)
    out: set[int] = set()
    for u in state.live_units():
        if u.id == ch.joined:
            continue
        # Measured from the Wizard's base, not looked up by his id: a Wizard who is the stand of a unit of his
        # own (a character module's unit of characters) is in the table as that unit.
        nearest = min(t.bases_of(u.id), key=lambda b: t.distance(base, b))
        if t.distance(base, nearest) > LINE_MM:
            continue
        f = round(math.degrees(math.atan2(nearest.x - base.x, -(nearest.y - base.y)))) % 360
        out.add(f)
    return sorted(out)
