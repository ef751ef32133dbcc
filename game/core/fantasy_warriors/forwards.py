"""Wood elves setting up forwards (Fantasy Warriors' "Wood elf tricks").

An army of nothing but wood elves (the Wood Elves list) that outmanoeuvres the enemy (Warhost: sets up first,
having won the deployment roll-off or being the larger army) may, before the battle, move units already set up
into a wood in its own half of the table, nearer the enemy than its deployment zone. Each such unit starts the
battle confused, and its contingent starts on hold orders: none of its units moves on its initiative until it
has been given an order (Fantasy Warriors' new orders are Warhost's Command roll). A unit that infiltrates is not
on the table yet and cannot set up forwards (the seed's units that scouted). Every stand must stand in a wood,
on no other stand and in no terrain it may not enter, with its centre in the army's half of the table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.confusion import confuse
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.fantasy_warriors.chant import MODULE_ID, chant_kept
from game.core.fantasy_warriors.states import settle_contingents, states
from game.core.state import Character, GameState, Stand, Unit
from game.table import TerrainKind

RULE = "fw.forwards"
# A unit is set up in line or in column (game.core.scenario's FORMATIONS, which imports this package).
FORMATIONS = ("line", "column")
ARMY_ID = "wood_elves"

Pose = tuple[int, int, int]


@dataclass(frozen=True)
class SetUpForwards(Action):
    """Move a unit of an all-wood-elf army that set up first into a wood in its own half."""

    kind: ClassVar[str] = "fw_forwards"
    unit: str
    x: int
    y: int
    facing: int
    formation: str = "line"

    def __str__(self) -> str:
        return f"{self.unit} sets up forwards at ({self.x}, {self.y})"


def all_wood_elves(state: GameState, side: int) -> bool:
    """Every piece of the side, on the table or still to be set up, is of the Wood Elves list."""
    pieces: list[Unit | Character] = [*(u for u in state.units.values() if u.side == side and u.alive),
                                      *(c for c in state.characters.values() if c.side == side and c.alive)]
    return bool(pieces) and all(state.army_of(p).id == ARMY_ID for p in pieces)


def outmanoeuvred(state: GameState, side: int) -> bool:
    """Whether the side set up first (Fantasy Warriors' outmanoeuvring is Warhost's deployment roll-off)."""
    from game.core.deployment.order import deployment_kept

    order = deployment_kept(state).order
    if order is not None:
        return order.first == side
    return chant_kept(state).outmanoeuvred == side


def note_first(state: GameState, dice: Dice) -> list[Event]:
    """While the armies deploy, remember an all-wood-elf side that sets up first: the deployment's own record
    of it is gone by the time the armies stand ready for battle."""
    from game.core.deployment.order import deployment_kept

    order = deployment_kept(state).order
    k = chant_kept(state)
    if (state.phase == "deployment" and order is not None and k.outmanoeuvred is None
            and all_wood_elves(state, order.first)):
        k.outmanoeuvred = order.first
    return []


def may_set_up_forwards(state: GameState, side: int) -> bool:
    return (state.ruleset.has(MODULE_ID) and all_wood_elves(state, side) and outmanoeuvred(state, side)
            and any(p.kind == TerrainKind.WOOD.value for p in state.terrain))


def _in_own_half(state: GameState, side: int, y: float) -> bool:
    return y >= state.table_h / 2 if side == 0 else y <= state.table_h / 2


def pose_problems(state: GameState, unit: Unit, poses: list[Pose]) -> list[str]:
    t = board.table(state)
    mover = board.unit_mover(state, unit)
    for b, (_, y, _) in zip(board.unit_bases(state, unit, poses), poses, strict=True):
        if not any(p.kind is TerrainKind.WOOD for p in t.terrain_under(b)):
            return [f"{unit.name} sets up forwards only in a wood: every stand must stand in one"]
        if not _in_own_half(state, unit.side, y):
            return [f"{unit.name} sets up forwards only in its own half of the table"]
        hits = t.overlaps(b, mover=mover, ignore=[unit.id], include_characters=True)
        if hits:
            from game.core.deployment.zones import in_the_way

            return [in_the_way(state, unit.name, hits[0])]
    return []


def check_forwards(state: GameState, action: SetUpForwards) -> list[str]:
    from game.core.fantasy_warriors.before import decider, here

    unit = state.units.get(action.unit)
    if unit is None or not unit.alive or unit.off_table:
        return [f"there is no unit {action.unit!r} on the table"]
    if not here(state):
        return ["units set up forwards before the battle, once the armies are deployed"]
    if decider(state) != unit.side:
        return [f"{state.sides[unit.side].name} is not the side to choose now"]
    if not all_wood_elves(state, unit.side):
        return ["only an army of nothing but wood elves sets up forwards"]
    if not outmanoeuvred(state, unit.side):
        return [f"{state.sides[unit.side].name} did not set up first: only the army that outmanoeuvres sets up forwards"]
    if unit.id in chant_kept(state).forwards:
        return [f"{unit.name} has already set up forwards"]
    if action.formation not in FORMATIONS:
        return [f"a unit is set up in line or in column, not {action.formation!r}"]
    joined = [c.name for c in state.live_characters(unit.side) if c.joined == unit.id]
    if joined:
        return [f"{joined[0]} has joined {unit.name}: a unit sets up forwards without its character"]
    return pose_problems(state, unit, _poses(state, unit, action))


def _poses(state: GameState, unit: Unit, action: SetUpForwards) -> list[Pose]:
    from game.core.scenario import formation_poses

    return formation_poses(state.unit_profile(unit), len(unit.stands), action.x, action.y, action.facing,
                           action.formation)


def apply_forwards(state: GameState, action: SetUpForwards, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    unit.stands = [Stand(*p) for p in _poses(state, unit, action)]
    state.invalidate()
    k = chant_kept(state)
    k.forwards.append(unit.id)
    events: list[Event] = [Narration(message=f"{unit.name} set up forwards among the trees", rule=RULE)]
    events += confuse(state, unit, "set up forwards: it starts the battle confused", RULE)
    # Its whole contingent starts on hold orders.
    settle_contingents(state)
    leader = states(state).contingents.get(unit.id)
    held = [u for u in state.live_units(unit.side)
            if u.id == unit.id or (leader is not None and states(state).contingents.get(u.id) == leader)]
    fresh = [u for u in held if u.id not in k.hold]
    k.hold += [u.id for u in fresh]
    if fresh:
        whose = state.characters[leader].name if leader in state.characters else unit.name
        n = len(fresh)
        events.append(Narration(message=f"{whose}'s contingent is on hold orders ({n} unit{'s' * (n != 1)}): "
                                        "none moves on its initiative until it is given an order",
                                rule=f"{RULE}.hold"))
    return events


def legal_forwards(state: GameState) -> Iterable[Action]:
    """Each unit of the side to choose, in line and in column, at the middle of each wood in its half and half way
    from there to the corners of the wood's bounds ."""
    from game.core.fantasy_warriors.before import decider

    side = decider(state)
    if side is None or not may_set_up_forwards(state, side):
        return []
    facing = 0 if side == 0 else 180
    spots = []
    for piece in state.terrain:
        if piece.kind == TerrainKind.WOOD.value and piece.points:
            cx = round(sum(p[0] for p in piece.points) / len(piece.points))
            cy = round(sum(p[1] for p in piece.points) / len(piece.points))
            spots.append((cx, cy))
            xs, ys = [p[0] for p in piece.points], [p[1] for p in piece.points]
            spots += [(round((cx + x) / 2), round((cy + y) / 2)) for x in (min(xs), max(xs)) for y in (min(ys), max(ys))]
    out: list[Action] = []
    for u in state.live_units(side):
        for cx, cy in spots:
            for formation in FORMATIONS:
                a = SetUpForwards(u.id, cx, cy, facing, formation)
                if not check_forwards(state, a):
                    out.append(a)
    return out


def on_hold(state: GameState, unit: Unit) -> bool:
    return state.ruleset.has(MODULE_ID) and unit.id in chant_kept(state).hold


def hold_reason(state: GameState, unit: Unit, answer: str) -> str:
    """A unit on hold orders uses no initiative until it has been given an order."""
    if answer or not on_hold(state, unit):
        return answer
    return f"{unit.name} is on hold orders: it moves only when given an order"


def orders_arrive(state: GameState, dice: Dice) -> list[Event]:
    """A unit on hold that has been given an order is free of the hold."""
    if not state.ruleset.has(MODULE_ID):
        return []
    k = chant_kept(state)
    events: list[Event] = []
    for uid in list(k.hold):
        u = state.units.get(uid)
        if u is None or not u.alive:
            k.hold.remove(uid)
        elif u.orders > 0:
            k.hold.remove(uid)
            events.append(Narration(message=f"{u.name} has its orders: the hold is over", rule=f"{RULE}.hold"))
    return events
