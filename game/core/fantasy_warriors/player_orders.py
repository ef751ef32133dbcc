"""A single General's standing orders (Fantasy Warriors' single-warchief game) for his ally's contingents.

With two players on a side and one General, the General's player gives each contingent of his ally (each Hero
and the units that follow him) standing orders before the battle: hold, attack or oppose, as the seed's
warchief does before the battle turn. They start on oppose (free). His ally plays those contingents within
their orders (``standing_orders.refusals_under``: hold may not move, attack must charge or close in); only the
General changes them during the battle, in the Orders step, with an order's roll (2D6 against his Command;
a failure is a failed order of the General). Mercenary contingents keep their own orders (``fw-mercenaries``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Narration
from game.core.fantasy_warriors import before
from game.core.fantasy_warriors.allies import allied_generals
from game.core.fantasy_warriors.standing_orders import ORDERS, WHAT, refusals_under
from game.core.fantasy_warriors.states import MERCENARY_FLAG, states
from game.core.profiles import Rank
from game.core.state import Character, GameState, Unit

RULE = "fw.players.standing"
OPPOSE = "oppose"


@dataclass(frozen=True)
class ContingentOrders(Action):
    """The General gives the contingent led by ``leader`` (his ally's Hero) standing orders."""

    kind: ClassVar[str] = "fw_contingent_orders"
    character: str
    leader: str
    orders: str

    def __str__(self) -> str:
        return f"{self.character} gives {self.leader}'s contingent {self.orders} orders"


@dataclass(frozen=True)
class NewContingentOrders(ContingentOrders):
    """In the battle's Orders step: the General changes a contingent's standing orders, with an order's roll."""

    kind: ClassVar[str] = "fw_new_contingent_orders"


def single_general(state: GameState, side: int) -> bool:
    """A side of two players under one General (not allied Generals)."""
    from game.core.fantasy_warriors.players import allied

    return allied(state, side) and not allied_generals(state, side)


def ally_leaders(state: GameState, side: int) -> list[Character]:
    """The Heroes whose contingents the General's ally plays (not hired ones: they follow their pay)."""
    if not single_general(state, side):
        return []
    return [c for c in state.live_characters(side) if state.character_profile(c).rank is Rank.HERO
            and not c.flags.get(MERCENARY_FLAG)]


def contingent_orders(state: GameState, leader_id: str) -> str:
    from game.core.fantasy_warriors.players import players_kept

    return players_kept(state).orders.get(leader_id, OPPOSE)


def may_give_orders(state: GameState, side: int) -> bool:
    """Before the battle: the side's General has his ally's contingents to give orders to."""
    return bool(ally_leaders(state, side)) and state.general(side) is not None


def check_orders(state: GameState, action: ContingentOrders) -> list[str]:
    general = state.characters.get(action.character)
    if general is None or not general.alive or state.character_profile(general).rank is not Rank.GENERAL:
        return [f"only the General gives standing orders, not {action.character!r}"]
    leader = state.characters.get(action.leader)
    if leader is None or leader not in ally_leaders(state, general.side):
        return [f"{action.leader!r} leads no contingent of {general.name}'s ally"]
    if action.orders not in ORDERS:
        return [f"standing orders are hold, attack or oppose, not {action.orders!r}"]
    if contingent_orders(state, leader.id) == action.orders:
        return [f"{leader.name}'s contingent is already under {action.orders} orders"]
    if before.here(state) and not isinstance(action, NewContingentOrders):
        return [] if before.decider(state) == general.side else [f"{state.sides[general.side].name} is not choosing now"]
    if state.phase != "command" or state.step != "orders":
        return ["standing orders are given before the battle, or changed by the General in the Orders step"]
    from game.core.command.orders import orderer_refusal

    why = orderer_refusal(state, general.id)
    if why:
        return [why]
    if state.command.general_failed or general.failed:
        return [f"{general.name} has failed an order and can give no more this phase"]
    return []


def apply_orders(state: GameState, action: ContingentOrders, dice: Dice) -> list[Event]:
    from game.core.fantasy_warriors.players import players_kept

    general, leader = state.characters[action.character], state.characters[action.leader]
    old = contingent_orders(state, leader.id)
    events: list[Event] = []
    if not before.here(state):
        # During the battle only the General changes them, with an order's roll.
        state.command.orders_started = True
        command = state.character_profile(general).command
        faces = tuple(dice.roll(2, 6, "new standing orders"))
        passed = sum(faces) <= command and sum(faces) != 12
        general.orders_given += 1
        events.append(DiceRolled(purpose=f"{general.name} gives {leader.name}'s contingent {action.orders} orders",
                                 sides=6, faces=faces, target=command, total=sum(faces), success=passed,
                                 outcome=f"{action.orders} orders" if passed else f"they keep their {old} orders",
                                 side=general.side, rule=RULE))
        if not passed:
            general.failed = True
            state.command.general_failed = True
            return events + [Narration(message=f"{general.name} fails to give {leader.name}'s contingent new orders: "
                                                f"they keep their {old} orders, and the General has failed", rule=RULE)]
    players_kept(state).orders[leader.id] = action.orders
    return events + [Narration(message=f"{leader.name}'s contingent is under {action.orders} orders: "
                                        f"{WHAT[action.orders]}", rule=RULE)]


def legal_orders(state: GameState) -> Iterable[Action]:
    side = before.decider(state) if before.here(state) else state.active
    general = state.general(side) if side is not None else None
    if general is None:
        return []
    kind = ContingentOrders if before.here(state) else NewContingentOrders
    out = [kind(general.id, c.id, o) for c in ally_leaders(state, general.side) for o in ORDERS]
    return [a for a in out if not check_orders(state, a)]


def refusals(state: GameState, unit: Unit, doing: str, end: list[Any] | None) -> list[str]:
    """The standing orders of the contingent the unit follows, when its General's ally plays it."""
    if not state.ruleset.has("fw-players") or not single_general(state, unit.side):
        return []
    leader = states(state).contingents.get(unit.id)
    if leader is None or leader not in {c.id for c in ally_leaders(state, unit.side)}:
        return []
    return refusals_under(state, unit, contingent_orders(state, leader), doing, end)
