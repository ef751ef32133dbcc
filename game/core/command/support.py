"""Supporting charges (digest 3.7): infantry behind an infantry charger may follow it in.

After an infantry unit charges, one unengaged infantry unit of its side placed so that it could
support may make a supporting charge: a normal move ending touching the charger with at least one
stand exactly behind or beside a charging stand, facing the same way, and no stand touching an enemy.
The game offers the positions; the player picks one or carries on (which declines).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from game.core import board, moves
from game.core.actions import Action
from game.core.command.events import Charged
from game.core.command.kept import command_kept, support_offer
from game.core.command.pending import release
from game.core.dice import Dice
from game.core.events import Event
from game.core.profiles import UnitType
from game.core.questions import NEVER_USES_INITIATIVE
from game.core.state import GameState, Unit
from game.table import Base

Pose = tuple[int, int, int]


@dataclass(frozen=True)
class SupportCharge(Action):
    """An infantry unit makes a supporting charge behind (or beside) the unit that just charged."""

    kind: ClassVar[str] = "support_charge"
    unit: str
    charger: str
    place: int = 0

    def __str__(self) -> str:
        return f"{self.unit} supports the charge of {self.charger}"


def _offset(b: Base, right: float, back: float) -> tuple[float, float]:
    a = math.radians(b.facing)
    return (b.x + right * math.cos(a) - back * math.sin(a), b.y + right * math.sin(a) + back * math.cos(a))


def support_places(state: GameState, supporter: Unit, charger: Unit) -> list[list[Pose]]:
    """Candidate end positions, best first: a line right behind the charger, then a column behind each stand."""
    t = board.table(state)
    cb = t.bases_of(charger.id)
    if not cb:
        return []
    w, d = state.unit_profile(supporter).base_mm
    n = len(supporter.stands)
    facing = round(cb[0].facing)
    out: list[list[Pose]] = []
    # A line directly behind the charging line, centred on it.
    cx = sum(b.x for b in cb) / len(cb)
    cy = sum(b.y for b in cb) / len(cb)
    ref = cb[0].moved(cx, cy, facing)
    back = (cb[0].depth + d) / 2
    line: list[Pose] = []
    for i in range(n):
        right = (i - (n - 1) / 2) * w
        x, y = _offset(ref, right, back)
        line.append((round(x), round(y), facing))
    out.append(line)
    # A column behind each charging stand.
    for b in cb:
        col = []
        for i in range(n):
            x, y = _offset(b, 0, (b.depth + d) / 2 + i * d)
            col.append((round(x), round(y), facing))
        out.append(col)
    return out


def _place_problems(state: GameState, supporter: Unit, poses: list[Pose]) -> list[str]:
    start = board.unit_bases(state, supporter)
    end = board.unit_bases(state, supporter, poses)
    allow = moves.pace(state, supporter, start, end)
    reasons = moves.move_problems(state, supporter, poses, allowance=allow, keep_away=False, allow_leave_table=False)
    if reasons:
        return reasons
    t = board.table(state)
    for e in state.live_units(1 - supporter.side):
        for eb in t.bases_of(e.id):
            if any(t.distance(b, eb) <= 1.0 for b in end):
                return [f"a supporting stand may not touch the enemy ({e.name})"]
    return []


def eligible(state: GameState, supporter: Unit, charger: Unit) -> list[str]:
    if supporter.side != charger.side or supporter.id == charger.id:
        return ["only a friendly unit may support the charge"]
    if (
        state.unit_profile(supporter).type is not UnitType.INFANTRY
        or state.unit_profile(charger).type is not UnitType.INFANTRY
    ):
        return ["only infantry make supporting charges, behind infantry"]
    if supporter.engaged or supporter.confused or supporter.moved or supporter.order_failed:
        return [f"{supporter.name} cannot move to support now"]
    never = state.ruleset.ask(NEVER_USES_INITIATIVE, state, supporter)
    if charger.initiative_moved and never:
        # A supporting charge behind an initiative charge is initiative too (Undead behind Ghouls).
        return [f"{never}: it cannot support a charge made on initiative"]
    return []


def offer(state: GameState, charger: Unit) -> list[Event]:
    """After an infantry charge, remember that a supporting charge may follow (if any unit could make one)."""
    command_kept(state).support_charger = None
    if state.unit_profile(charger).type is not UnitType.INFANTRY:
        return []
    for u in state.live_units(charger.side):
        if eligible(state, u, charger):
            continue
        if any(not _place_problems(state, u, p) for p in support_places(state, u, charger)):
            command_kept(state).support_charger = charger.id
            break
    return []


def check_support(state: GameState, action: SupportCharge) -> list[str]:
    if support_offer(state) != action.charger:
        # Say why this unit could not have supported that charge, when that is the reason.
        unit, charger = state.units.get(action.unit), state.units.get(action.charger)
        why = eligible(state, unit, charger) if unit is not None and charger is not None and charger.charged else []
        return why or ["a supporting charge follows straight after the charge it supports"]
    supporter = state.units.get(action.unit)
    charger = state.units[action.charger]
    if supporter is None:
        return [f"there is no unit {action.unit!r}"]
    reasons = eligible(state, supporter, charger)
    if reasons:
        return reasons
    places = support_places(state, supporter, charger)
    if not 0 <= action.place < len(places):
        return ["no such supporting position"]
    return _place_problems(state, supporter, places[action.place])


def apply_support(state: GameState, action: SupportCharge, dice: Dice) -> list[Event]:
    command_kept(state).support_charger = None
    supporter = state.units[action.unit]
    charger = state.units[action.charger]
    poses = support_places(state, supporter, charger)[action.place]
    events: list[Event] = [
        Charged(
            unit=supporter.id,
            unit_name=supporter.name,
            target=action.charger,
            target_name=charger.name,
            contacted=(),
            edge="support",
            how="supporting charge",
            poses=tuple(poses),
            rule="movement.supporting_charge",
        )
    ]
    for ch in state.live_characters(supporter.side):
        if ch.joined == supporter.id:
            ch.joined = None
    events += moves.carry_out_move(state, supporter, poses, None)
    supporter.moved = True
    supporter.charged = True
    supporter.engaged = True
    supporter.no_more_orders = True
    # A unit of the charger's brigade makes its move by supporting: it is owed no other (else it could walk
    # away from the fight it has just joined).
    release(state, supporter.id)
    return events


def legal_support(state: GameState) -> list[SupportCharge]:
    off = support_offer(state)
    if off is None:
        return []
    charger = state.units[off]
    out = []
    for u in state.live_units(charger.side):
        if eligible(state, u, charger):
            continue
        for i, p in enumerate(support_places(state, u, charger)):
            if not _place_problems(state, u, p):
                out.append(SupportCharge(u.id, charger.id, i))
                break
    return out
