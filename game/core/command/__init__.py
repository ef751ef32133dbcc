"""The Command phase: initiative, home back, orders and character moves.

The package's ``MODULE`` is the "command" rule module: its action kinds, the four steps of the Command
phase and their hooks, and the rule that lapses a supporting-charge offer when play moves on.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import hooks, rulebook
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
from game.core.command.kept import CommandKept, command_kept
from game.core.dice import Dice
from game.core.events import ConfusionEnds, Event, Narration
from game.core.questions import STAYS_CONFUSED
from game.core.ruleset import Handler, RulesModule, StepEdit
from game.core.sequence import Step
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
    "MODULE",
    "Order",
]


ACTIONS: dict[str, Handler] = {
    "initiative_charge": Handler(
        initiative.check_initiative_charge, initiative.apply_initiative_charge, initiative.legal_initiative
    ),
    "evade": Handler(initiative.check_evade, initiative.apply_evade, None, initiative.must_charge_blocker),
    "home_back": Handler(
        homeback.check_home_back, homeback.apply_home_back, homeback.legal_home_back, homeback.blocks_leaving
    ),
    "home_back_move": Handler(homeback.check_home_back_move, homeback.apply_home_back_move),
    "order": Handler(orders.check_order, orders.apply_order, orders.legal_orders),
    "move": Handler(pending.check_move, pending.apply_move, movegen.pending_candidates, pending.blocks_leaving),
    "charge": Handler(pending.check_charge, pending.apply_charge),
    "hold": Handler(pending.check_hold, pending.apply_hold),
    "blunder_choice": Handler(
        orders.check_blunder_choice,
        orders.apply_blunder_choice,
        lambda s: [BlunderChoice(u) for u in (s.command.blunder_choice.units if s.command.blunder_choice else ())],
    ),
    "support_charge": Handler(support.check_support, support.apply_support, support.legal_support),
    "move_character": Handler(
        characters.check_move_character, characters.apply_move_character, characters.legal_character_moves
    ),
}

STEPS = (
    Step(
        "command",
        "initiative",
        "Initiative",
        actions=("initiative_charge", "evade"),
        enter=("command.start",),
        skip_when_idle=True,
    ),
    Step("command", "home_back", "Home back", actions=("home_back", "home_back_move"), skip_when_idle=True),
    Step(
        "command",
        "orders",
        "Orders",
        actions=("order", "move", "charge", "hold", "blunder_choice"),
        enter=("command.orders_start",),
    ),
    Step("command", "characters", "Character moves", actions=("move_character",), leave=("command.end",)),
)


def _lapse_offers(state: GameState, action: object) -> None:
    # A supporting charge must follow at once: anything else declines it.
    if getattr(action, "kind", "") != "support_charge":
        command_kept(state).support_charger = None



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
    k = command_kept(state)
    k.brigade_touching = None
    k.home_back = None
    events = return_units(state, dice)
    for begins in state.ruleset.hook(hooks.COMMAND_BEGINS):
        events += begins(state, dice)
    k.home_back_eligible = homeback.eligible_home_back(state)
    return events


def _orders_start(state: GameState, dice: Dice) -> list[Event]:
    # Brigades are the units touching when the Orders sub-phase begins (digest 2.7).
    k = command_kept(state)
    k.brigade_touching = orders.touching_adjacency(state)
    k.home_back = None
    return []


def _command_end(state: GameState, dice: Dice) -> list[Event]:
    """Confusion ends at the end of the unit's own Command phase (digest 7.2)."""
    events: list[Event] = []
    for u in state.live_units(state.active):
        if u.confused:
            # An optional rule may keep a unit confused (firewater); it says why.
            rule, why = state.ruleset.ask(STAYS_CONFUSED, state, u)
            if why:
                events.append(Narration(message=f"{u.name} stays confused: {why}", rule=rule))
                continue
            u.confused = False
            events.append(ConfusionEnds(unit=u.id, unit_name=u.name, rule="confusion.recovery"))
    k = command_kept(state)
    k.brigade_touching = None
    k.home_back_eligible = None
    return events


@dataclass(frozen=True)
class CommandOptions:
    """``first_turn_bonus``: the first order of the battle by each character gets +1 Command (a scenario's
    choice for the attacker, digest 9.5)."""

    first_turn_bonus: bool = False

    def problems(self) -> list[str]:
        return [] if isinstance(self.first_turn_bonus, bool) else ["first_turn_bonus must be true or false"]


MODULE = RulesModule(
    id="command",
    title="Command",
    description="Initiative, homing back, orders from characters with their penalties, brigades, blunders, "
    "character moves.",
    actions=ACTIONS,
    steps=(StepEdit("turn", STEPS),),
    step_hooks={"command.start": _command_start, "command.orders_start": _orders_start, "command.end": _command_end},
    hooks={hooks.BEFORE_ACTION: (_lapse_offers,)},
    options=CommandOptions,
    state=CommandKept,
    rulebook=rulebook.section("command", "characters"),
)
