"""Shooting at chargers (digest 4.8): a unit charged may shoot at the charger the moment it arrives.

Every stand of a charged unit that can shoot, is not already touching another enemy, and saw the charger
within range during its move shoots at it. The move is judged at its start and at its end (front edge
unless the unit sees all round). Whole stands fall at once; every hit counts in the first round of the
combat; chargers are never driven back. Cannons fire grapeshot, a Helblaster that blows up still blasts
the charger with 6 hits, stone throwers cannot shoot at chargers at all.

The defending player may choose not to shoot: the shooting module's option ``stand_and_shoot`` is "always" (the
default: every unit that can, shoots) or "never".
"""

from __future__ import annotations

from game.core import board, carry, moves
from game.core.combat.camps import foes
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.questions import NOT_SHOT_AS_IT_CHARGES
from game.core.shooting.events import HitsCarried
from game.core.shooting.fire import fire
from game.core.shooting.targets import STRIP_MM
from game.core.shooting.weapons import NO_SHOOTING_FLAG, weapon
from game.core.state import GameState, Unit, id_key
from game.table import Table, touching

Pose = tuple[int, int, int]

def remember_positions(state: GameState, action: object) -> None:
    """Before each action: note every unit's stands and who is engaged (the charger's starting place is where
    it could first have been seen). It lives for the length of one action, so it is never saved."""
    poses = {u.id: [s.pose for s in u.stands] for u in state.live_units()}
    engaged = {u.id for u in state.live_units() if u.engaged}
    state.action_start = (poses, engaged)


def _before(state: GameState) -> tuple[dict[str, list[Pose]], set[str]]:
    return state.action_start if state.action_start is not None else ({}, set())


def _table_with(state: GameState, unit: Unit, poses: list[Pose]) -> Table:
    """The table as it is, but with ``unit`` standing at ``poses``."""
    bases = [b for b in board.all_bases(state) if b.owner != unit.id]
    bases += board.unit_bases(state, unit, poses)
    return Table(state.table_w, state.table_h, board.terrain_pieces(state), bases)


def _seen_within(table: Table, stand_id: str, charger: str, range_mm: int, all_round: bool) -> float | None:
    """The distance to the nearest charger stand this stand sees within range, or None."""
    best = None
    for sid in table.visible_stands(stand_id, charger, strip=STRIP_MM, all_round=all_round):
        d = table.distance(stand_id, sid)
        if d <= range_mm + moves.MEASURE_SLACK_MM and (best is None or d < best):
            best = d
    return best


def stand_and_shoot(state: GameState, charger: Unit, contacted: tuple[str, ...], dice: Dice) -> list[Event]:
    """The charge reaction: each unit the charger touches shoots at it, in id order."""
    if state.ruleset.option("shooting").stand_and_shoot == "never":
        return []
    why = state.ruleset.ask(NOT_SHOT_AS_IT_CHARGES, state, charger)
    if why:
        return [Narration(message=why, rule="shooting.chargers")]
    events: list[Event] = []
    struck = 0
    shooters: list[str] = []
    for uid in sorted(contacted, key=id_key):
        unit = state.units.get(uid)
        if unit is None or not unit.alive or unit.side == charger.side:
            continue
        if not charger.alive:
            break
        hits, evs = shoot_at_charger(state, unit, charger, dice)
        events += evs
        if evs:
            shooters.append(unit.name)
        struck += hits
    _release(state, (*contacted, charger.id))
    if struck > 0 and charger.alive and charger.engaged:
        # Every hit counts in the first round, those that felled stands included.
        carry.add_first_round_hits(state, charger.id, struck)
        events.append(
            HitsCarried(
                unit=charger.id,
                unit_name=charger.name,
                hits=struck,
                why=f"shot by {' and '.join(shooters)} as it charged; chargers are never driven back",
                rule="shooting.chargers",
            )
        )
    return events


def shoot_at_charger(state: GameState, unit: Unit, charger: Unit, dice: Dice) -> tuple[int, list[Event]]:
    """``unit``'s stands that can shoot at ``charger`` do so: (hits struck, events)."""
    w = weapon(state, unit)
    if w is None or not w.at_chargers or unit.flags.get(NO_SHOOTING_FLAG):
        return 0, []
    t = board.table(state)
    others = [b for e in state.live_units(charger.side) if e.id != charger.id for b in t.bases_of(e.id)]
    before, _ = _before(state)
    start = before.get(charger.id)
    then = _table_with(state, charger, start) if start and start != [s.pose for s in charger.stands] else None
    shooters: list[int] = []
    nearest: float | None = None
    for i, b in enumerate(t.bases_of(unit.id)):
        if any(touching(b, o) for o in others):
            continue  # already fighting another enemy: this stand cannot shoot
        seen = [_seen_within(t, b.id, charger.id, w.range_mm, w.all_round)]
        if then is not None:
            seen.append(_seen_within(then, b.id, charger.id, w.range_mm, w.all_round))
        found = [d for d in seen if d is not None]
        if found:
            shooters.append(i)
            nearest = min(found) if nearest is None else min(nearest, *found)
    if not shooters:
        return 0, []
    return fire(
        state,
        unit,
        w,
        charger,
        shooters,
        lambda: list(range(len(charger.stands))),
        dice,
        distance=nearest or 0.0,
        at_chargers=True,
    )


def _release(state: GameState, contacted: tuple[str, ...]) -> None:
    """A unit left touching no enemy (a charger shot down, or one whose target blew up) is not engaged
    after all, unless it already was before the charge."""
    from game.core.combat.engagements import contacts

    _, engaged_before = _before(state)
    t = board.table(state)
    for uid in contacted:
        unit = state.units.get(uid)
        if unit is None or not unit.alive or not unit.engaged or uid in engaged_before:
            continue
        # Foes, not just the other side: a friend a Giant gone wild charged is one (``combat.camps``).
        enemies = [b for e in state.live_units() if e.id != uid and foes(state, uid, e.id) for b in t.bases_of(e.id)]
        # Stands fighting over a piece of equipment touch it, not each other: the engagement's contacts say so.
        if not any(touching(b, e) for b in t.bases_of(uid) for e in enemies) and not contacts(state).get(uid):
            unit.engaged = False
