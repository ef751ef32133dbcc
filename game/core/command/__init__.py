"""The Command phase: initiative, home back, orders and character moves.

Importing this package registers its action handlers and turn-sequence hooks with the engine.
"""

from __future__ import annotations

from game.core import engine
from game.core.command import characters, homeback, initiative, movegen, orders, pending, support
from game.core.command.actions import (
    BlunderChoice,
    Charge,
    Evade,
    Hold,
    HomeBack,
    HomeBackMove,
    InitiativeCharge,
    Move,
    MoveCharacter,
    Order,
)
from game.core.dice import Dice
from game.core.events import ConfusionEnds, Event
from game.core.state import CommandState, GameState

__all__ = [
    "BlunderChoice",
    "Charge",
    "Evade",
    "HomeBack",
    "HomeBackMove",
    "Hold",
    "InitiativeCharge",
    "Move",
    "MoveCharacter",
    "Order",
]


def _reg(kind, check, apply, legal=None, blocks=None):  # type: ignore[no-untyped-def]
    engine.register(kind, engine.Handler(check, apply, legal, blocks))


_reg(
    "initiative_charge",
    initiative.check_initiative_charge,
    initiative.apply_initiative_charge,
    initiative.legal_initiative,
)
_reg("evade", initiative.check_evade, initiative.apply_evade, None, initiative.must_charge_blocker)
_reg("home_back", homeback.check_home_back, homeback.apply_home_back, homeback.legal_home_back, homeback.blocks_leaving)
_reg("home_back_move", homeback.check_home_back_move, homeback.apply_home_back_move)
_reg("order", orders.check_order, orders.apply_order, orders.legal_orders)
_reg("move", pending.check_move, pending.apply_move, movegen.pending_candidates, pending.blocks_leaving)
_reg("charge", pending.check_charge, pending.apply_charge)
_reg("hold", pending.check_hold, pending.apply_hold)
_reg(
    "blunder_choice",
    orders.check_blunder_choice,
    orders.apply_blunder_choice,
    lambda s: [BlunderChoice(u) for u in (s.command.blunder_choice or {}).get("units", [])],
)
_reg("support_charge", support.check_support, support.apply_support, support.legal_support)
_reg(
    "move_character", characters.check_move_character, characters.apply_move_character, characters.legal_character_moves
)


def _lapse_offers(state: GameState, action: object) -> None:
    # A supporting charge must follow at once: anything else declines it.
    if getattr(action, "kind", "") != "support_charge":
        state.phase_data.pop("support_offer", None)


engine.BEFORE_ACTION.append(_lapse_offers)


@engine.hook("command.start")
def _command_start(state: GameState, dice: Dice) -> list[Event]:
    """A new turn for the active side: fresh orders for its units and characters."""
    from game.core.command.offtable import return_units

    state.command = CommandState()
    for u in state.units.values():
        if u.side == state.active:
            u.orders = 0
            u.ordered_by = None
            u.order_failed = False
            u.no_more_orders = False
            u.initiative_moved = False
            u.moved = False
            u.charged = False
    for c in state.characters.values():
        if c.side == state.active:
            c.moved = False
            c.orders_given = 0
            c.finished = False
            c.failed = False
    state.phase_data.pop("brigade_touching", None)
    state.phase_data.pop("home_back", None)
    events = return_units(state, dice)
    state.phase_data["home_back_eligible"] = homeback.eligible_home_back(state)
    return events


@engine.hook("command.orders_start")
def _orders_start(state: GameState, dice: Dice) -> list[Event]:
    # Brigades are the units touching when the Orders sub-phase begins (digest 2.7).
    state.phase_data["brigade_touching"] = orders.touching_adjacency(state)
    state.phase_data.pop("home_back", None)
    return []


@engine.hook("command.end")
def _command_end(state: GameState, dice: Dice) -> list[Event]:
    """Confusion ends at the end of the unit's own Command phase (digest 7.2)."""
    events: list[Event] = []
    for u in state.live_units(state.active):
        if u.confused:
            u.confused = False
            events.append(ConfusionEnds(unit=u.id, unit_name=u.name, rule="confusion.recovery"))
    state.phase_data.pop("brigade_touching", None)
    state.phase_data.pop("home_back_eligible", None)
    return events
