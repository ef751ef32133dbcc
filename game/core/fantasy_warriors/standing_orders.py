"""Standing orders of a mercenary contingent (Fantasy Warriors' hold, attack and oppose orders), enforced.

A contingent starts on oppose (free: it moves and fights as its orders say). Under hold its units may not move:
they take no orders and use no initiative (they still shoot and fight). Under attack, a unit given an order must
charge or end its move closer to the enemy, and does not evade; it may stay where it is only when no move or
charge towards the enemy is open to it. The General changes a contingent's standing orders in the Orders step
("new orders"): 2D6 against his Command less the contingent's pay; a failure is a failed order of the General.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.fantasy_warriors.hiring import PAY_TITLES
from game.core.fantasy_warriors.mercenaries import OPPOSE, RULE, leaders, mercs, pay
from game.core.fantasy_warriors.states import states
from game.core.profiles import Rank
from game.core.state import GameState, Unit

HOLD, ATTACK = "hold", "attack"
ORDERS = (HOLD, ATTACK, OPPOSE)
STANDING = f"{RULE}.standing"
# How much closer (mm) a move under attack orders must end to count as towards the enemy.
CLOSER_MM = 1


def unit_orders(state: GameState, unit: Unit) -> str:
    """The standing orders of the unit's mercenary contingent, "" when it is in none."""
    lid = states(state).contingents.get(unit.id)
    return mercs(state).orders.get(lid or "", "")


def contingent_orders(state: GameState, leader: str) -> str:
    """The standing orders of the contingent ``leader`` leads, "" when he leads none."""
    return mercs(state).orders.get(leader, "")


def _closest(state: GameState, unit: Unit, bases: list[Any]) -> float:
    t = board.table(state)
    enemy = [b for e in state.live_units(1 - unit.side) if not e.off_table for b in t.bases_of(e.id)]
    return min((t.distance(a, b) for a in bases for b in enemy), default=0.0)


def refusals(state: GameState, unit: Unit, doing: str, end: list[Any] | None) -> list[str]:
    """Why the unit's standing orders forbid ``doing`` ("order", "initiative", "evade", "move", "hold")."""
    return refusals_under(state, unit, unit_orders(state, unit), doing, end)


def refusals_under(state: GameState, unit: Unit, orders: str, doing: str, end: list[Any] | None) -> list[str]:
    """Why standing ``orders`` forbid the unit ``doing`` (also a single General's orders to a contingent)."""
    if orders == HOLD and doing in ("order", "initiative"):
        return [f"{unit.name} is under hold orders: it may not move"]
    if orders != ATTACK:
        return []
    if doing == "evade":
        return [f"{unit.name} is under attack orders: it does not evade the enemy"]
    if doing == "move" and end is not None:
        before, after = _closest(state, unit, board.unit_bases(state, unit)), _closest(state, unit, end)
        if after > before - CLOSER_MM:
            return [f"{unit.name} is under attack orders: it must charge or end closer to the enemy "
                    f"({before / 10:.1f} cm away now, {after / 10:.1f} cm after this move)"]
    if doing == "hold" and _way_open(state):
        return [f"{unit.name} is under attack orders: it must charge or move towards the enemy"]
    return []


def _way_open(state: GameState) -> bool:
    """Whether the units owed a move have a charge or a move towards the enemy they may make."""
    from game.core.command.movegen import pending_candidates

    return any(not state.check(a) for a in pending_candidates(state, hold=False))


# ------------------------------------------------------------------ new orders
@dataclass(frozen=True)
class StandingOrder(Action):
    """The General gives the contingent led by ``leader`` new standing orders."""

    kind: ClassVar[str] = "fw_standing_order"
    character: str
    leader: str
    orders: str

    def __str__(self) -> str:
        return f"{self.character} gives {self.leader}'s mercenaries {self.orders} orders"


def check_standing_order(state: GameState, action: StandingOrder) -> list[str]:
    from game.core.command.orders import orderer_refusal

    why = orderer_refusal(state, action.character)
    if why:
        return [why]
    ch = state.characters[action.character]
    if state.character_profile(ch).rank is not Rank.GENERAL:
        return [f"only the General gives a contingent new standing orders, not {ch.name}"]
    if state.command.general_failed or ch.failed:
        return [f"{ch.name} has failed an order and can give no more this phase"]
    leader = state.characters.get(action.leader)
    k = mercs(state)
    if leader is None or action.leader not in k.orders or not leader.alive:
        return [f"{action.leader!r} leads no mercenary contingent on the table"]
    if leader.side != ch.side:
        return [f"{leader.name}'s mercenaries fight for the other side"]
    if bool(leader.flags.get("ally")) != bool(ch.flags.get("ally")):
        # Allied Generals (fw-players): each gives orders to his own army's contingents only.
        return [f"{leader.name}'s mercenaries are of the allied army: only its own General gives them orders"]
    if action.orders not in ORDERS:
        return [f"standing orders are hold, attack or oppose, not {action.orders!r}"]
    if k.orders[action.leader] == action.orders:
        return [f"{leader.name}'s mercenaries are already under {action.orders} orders"]
    if k.changed.get(action.leader) == state.turn:
        return [f"{leader.name}'s mercenaries have had new orders this turn"]
    return []


def apply_standing_order(state: GameState, action: StandingOrder, dice: Dice) -> list[Event]:
    state.command.orders_started = True
    ch, leader = state.characters[action.character], state.characters[action.leader]
    k = mercs(state)
    k.changed[leader.id] = state.turn
    wage = pay(leader) or 1
    command = state.character_profile(ch).command
    mods = (Modifier(-wage, STANDING, f"{PAY_TITLES.get(wage, '')} mercenaries"),)
    target = command - wage
    faces = tuple(dice.roll(2, 6, "new standing orders"))
    total = sum(faces)
    passed = total <= target and total != 12
    old = k.orders[leader.id]
    outcome = f"{action.orders} orders" if passed else f"they keep their {old} orders"
    events: list[Event] = [DiceRolled(
        purpose=f"{ch.name} gives {leader.name}'s mercenaries {action.orders} orders", sides=6, faces=faces,
        target=target, modifiers=mods, total=total, success=passed, outcome=outcome, side=ch.side, rule=STANDING)]
    ch.orders_given += 1
    if passed:
        k.orders[leader.id] = action.orders
        events.append(Narration(message=f"{leader.name}'s mercenaries are now under {action.orders} orders: "
                                        f"{WHAT[action.orders]}", rule=STANDING))
        return events
    ch.failed = True
    state.command.general_failed = True
    events.append(Narration(message=f"{ch.name} fails to give {leader.name}'s mercenaries new orders: they keep "
                                    f"their {old} orders, and the General has failed: no more orders this phase",
                            rule=STANDING))
    return events


WHAT = {HOLD: "they may not move", ATTACK: "ordered, they must charge or move towards the enemy",
        OPPOSE: "free to move and fight as ordered"}


def legal_standing_orders(state: GameState) -> Iterable[Action]:
    # Every General of the side: allied Generals (fw-players) each have one.
    generals = [c for c in state.live_characters(state.active) if state.character_profile(c).rank is Rank.GENERAL]
    out = [StandingOrder(g.id, leader.id, o) for g in generals for leader in leaders(state) for o in ORDERS]
    return [a for a in out if not check_standing_order(state, a)]
