"""Spells of command (digest 6.2 ORDER: Voice of Command): a friendly unit moves as if ordered.

A successful spell leaves the unit a move owed, kept where the Command phase keeps one
(``state.command.pending``, kind "spell"); it is settled in the Shooting phase by ``spell_move``,
``spell_charge`` or ``spell_hold``, checked and carried out by the Command phase's own rules. Only that
one unit moves (never a brigade), it may not be followed by a supporting charge, and characters who had
joined it stay where they are.
"""

from __future__ import annotations

from dataclasses import replace

from game.core import board
from game.core.command import movegen, pending
from game.core.command.actions import Hold, Move
from game.core.command.charging import carry_out_charge, charge_problems
from game.core.command.kept import command_kept
from game.core.dice import Dice
from game.core.events import Event, UnitMoved
from game.core.magic.actions import Cast, SpellCharge, SpellHold, SpellMove
from game.core.magic.events import SpellEffect
from game.core.profiles import SpellProfile
from game.core.state import Character, GameState, PendingMove

SPELL_KIND = "spell"


def spell_pending(state: GameState) -> PendingMove | None:
    p = state.command.pending
    return p if p is not None and p.kind == SPELL_KIND else None


def resolve_order(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    from game.core.magic import record

    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    state.command.pending = PendingMove((unit.id,), SPELL_KIND, ch.id, spell.name)
    return [
        SpellEffect(
            spell=spell.name,
            unit=unit.id,
            unit_name=unit.name,
            effect="may now move as if it had been given an order (alone, with no supporting charge)",
            rule="magic.order",
        )
    ]


def order_problems(state: GameState) -> list[str]:
    if spell_pending(state) is None:
        return ["no unit is waiting to move by a spell"]
    return []


def check_spell_move(state: GameState, action: SpellMove) -> list[str]:
    return order_problems(state) or pending.check_move(state, action)


def apply_spell_move(state: GameState, action: SpellMove, dice: Dice) -> list[Event]:
    p = spell_pending(state)
    assert p is not None
    events = pending.apply_move(state, action, dice)
    how = f"{p.spell or 'spell'}: as if ordered"
    return [replace(e, how=how) if isinstance(e, UnitMoved) else e for e in events]


def check_spell_charge(state: GameState, action: SpellCharge) -> list[str]:
    reasons = order_problems(state)
    if reasons:
        return reasons
    p = spell_pending(state)
    assert p is not None
    if action.unit not in p.units:
        return [f"{action.unit} is not the unit the spell moves"]
    return charge_problems(state, state.units[action.unit], action.target, how=SPELL_KIND)


def apply_spell_charge(state: GameState, action: SpellCharge, dice: Dice) -> list[Event]:
    p = spell_pending(state)
    assert p is not None
    unit = state.units[action.unit]
    events = pending.break_joins(state, unit)
    events += carry_out_charge(state, unit, action.target, dice, how=p.spell or SPELL_KIND)
    state.command.pending = None
    # No supporting charge may follow a unit moved by a spell.
    command_kept(state).support_charger = None
    return events


def check_spell_hold(state: GameState, action: SpellHold) -> list[str]:
    return order_problems(state) or pending.check_hold(state, action)


def apply_spell_hold(state: GameState, action: SpellHold, dice: Dice) -> list[Event]:
    return pending.apply_hold(state, action, dice)


def legal_spell_moves(state: GameState) -> list[SpellMove | SpellCharge | SpellHold]:
    """The Command phase's representative moves, charges and the hold, as spell actions."""
    p = spell_pending(state)
    if p is None:
        return []
    out: list[SpellMove | SpellCharge | SpellHold] = []
    for a in movegen.pending_candidates(state):
        if isinstance(a, Move):
            out.append(SpellMove(a.units, a.poses))
        elif isinstance(a, Hold):
            out.append(SpellHold(a.units))
    t = board.table(state)
    for uid in p.units:
        u = state.units[uid]
        for enemy in state.live_units(1 - u.side):
            if t.owner_distance(u.id, enemy.id) > state.unit_profile(u).full_pace_mm + 50:
                continue
            c = SpellCharge(u.id, enemy.id)
            if not check_spell_charge(state, c):
                out.append(c)
    return out


def blocks_leaving(state: GameState) -> str | None:
    p = spell_pending(state)
    if p is None:
        return None
    names = ", ".join(state.units[u].name for u in p.units)
    return f"{names} must move, charge or hold first ({p.spell or 'spell'})"
