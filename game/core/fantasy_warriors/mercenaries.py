"""Mercenary contingents in battle (Fantasy Warriors' "A mercenary command during the battle").

Units and Heroes hired in the roster carry their pay in their flags (``bought:mercenary``: 1 paid up, 2 half
paid, 4 unpaid). The first mercenary Hero leads the contingent, a second is its individual. The contingent
starts on oppose orders; every order to it loses its pay; at the end of its side's turn, when it lost a
unit or its Hero since its last test, it takes the loyalty test and may turn eager, shaken, leave the
battle or change sides (``ContingentTurned``). Kept in ``MercenariesKept``, the module's typed state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.fantasy_warriors.events import TableRead
from game.core.fantasy_warriors.hiring import PAY_TITLES
from game.core.fantasy_warriors.states import make_eager, make_shaken, settle_contingents, states
from game.core.kept import kept
from game.core.moves import destroy_unit
from game.core.state import RAISED_BY, Character, GameState, Unit, id_key

MODULE_ID = "fw-mercenaries"
RULE = "fw.mercenaries"
FLAG = "bought:mercenary"
# The flag a unit that does not count towards its side's break point carries (victory.losses reads it).
NO_BREAK_POINT = "no_break_point"
OPPOSE = "oppose"
# Loyalty: 2D6 less the pay; 7 or more eager, 5-6 no change, 4 or less the follow-up 1D6 (+2 paid up, -2 unpaid;
# read as 6 above 6): 6 shaken, 4-5 they leave the battle, 3 or less they change sides (the second time, leave).
EAGER_ON, STEADY_ON = 7, 5
FOLLOW_UP = {1: 2, 2: 0, 4: -2}


@dataclass
class MercenariesKept:
    """Per contingent (by its leader's id): its standing orders, its individual, the units and Heroes it had
    lost at its last loyalty test, and the leaders whose contingents have changed sides once."""

    orders: dict[str, str] = field(default_factory=dict)
    individual: dict[str, str] = field(default_factory=dict)
    losses: dict[str, int] = field(default_factory=dict)
    turned: list[str] = field(default_factory=list)
    # The turn each contingent was last given new standing orders (one attempt a turn).
    changed: dict[str, int] = field(default_factory=dict)

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        return {
            "orders": {k: self.orders[k] for k in sorted(self.orders, key=id_key)},
            "individual": {k: self.individual[k] for k in sorted(self.individual, key=id_key)},
            "losses": {k: self.losses[k] for k in sorted(self.losses, key=id_key)},
            "turned": sorted(self.turned, key=id_key),
            "changed": {k: self.changed[k] for k in sorted(self.changed, key=id_key)},
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> MercenariesKept:
        return cls(
            orders={str(k): str(v) for k, v in (d.get("orders") or {}).items()},
            individual={str(k): str(v) for k, v in (d.get("individual") or {}).items()},
            losses={str(k): int(v) for k, v in (d.get("losses") or {}).items()},
            turned=[str(x) for x in d.get("turned", [])],
            changed={str(k): int(v) for k, v in (d.get("changed") or {}).items()},
        )


def mercs(state: GameState) -> MercenariesKept:
    return kept(state, MODULE_ID, MercenariesKept)


def pay(piece: Unit | Character) -> int:
    """The piece's pay as a mercenary (1, 2 or 4), 0 when it is not one."""
    return piece.flags.get(FLAG, 0) if piece.flags else 0


def is_mercenary(state: GameState, piece: Unit | Character) -> bool:
    return state.ruleset.has(MODULE_ID) and pay(piece) > 0


def leaders(state: GameState) -> list[Character]:
    """The contingents' leaders: on each side the first mercenary Hero hired (by id)."""
    out = []
    for side in (0, 1):
        hired = sorted((c for c in state.characters.values() if pay(c) and _raised_by(c) == side),
                       key=lambda c: id_key(c.id))
        if hired:
            out.append(hired[0])
    return out


def _raised_by(piece: Unit | Character) -> int:
    return piece.flags.get(RAISED_BY, piece.side)


def members(state: GameState, leader: Character) -> list[Unit]:
    """Every unit of the leader's contingent, dead or alive, in id order."""
    held = states(state).contingents
    return sorted((u for u in state.units.values() if held.get(u.id) == leader.id), key=lambda u: id_key(u.id))


def losses(state: GameState, leader: Character) -> int:
    return sum(1 for u in members(state, leader) if not u.alive) + (0 if leader.alive else 1)


# ------------------------------------------------------------------ the battle begins
def battle_begins(state: GameState, dice: Dice) -> list[Event]:
    """Contingents are settled and each mercenary one starts on oppose orders."""
    settle_contingents(state)
    k = mercs(state)
    events: list[Event] = []
    for leader in leaders(state):
        if leader.id in k.orders:
            continue
        k.orders[leader.id] = OPPOSE
        k.losses[leader.id] = 0
        others = sorted((c for c in state.characters.values() if pay(c) and c.side == leader.side and c is not leader),
                        key=lambda c: id_key(c.id))
        if others:
            k.individual[leader.id] = others[0].id
        events.append(Narration(message=f"{leader.name}'s mercenaries ({PAY_TITLES.get(pay(leader), '')}) start "
                                        "on oppose orders: free to move and fight as ordered",
                                rule=f"{RULE}.oppose"))
    return events


# ------------------------------------------------------------------ orders
def order_penalty(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """Every order given to mercenaries loses their pay: -1 paid up, -2 half paid, -4 unpaid."""
    worst = max((pay(u) for u in units), default=0)
    if not worst:
        return []
    return [Modifier(-worst, f"{RULE}.orders", f"{PAY_TITLES.get(worst, '')} mercenaries")]


# ------------------------------------------------------------------ the leader falls
def after_action(state: GameState, dice: Dice) -> list[Event]:
    """When the contingent's leader is slain its individual leaves the battle at once."""
    k = mercs(state)
    events: list[Event] = []
    for lid, iid in sorted(k.individual.items()):
        leader, ind = state.characters.get(lid), state.characters.get(iid)
        if leader is not None and not leader.alive and ind is not None and ind.alive:
            events += _character_leaves(state, ind, f"{leader.name} has fallen", f"{RULE}.individual")
    return events


def _character_leaves(state: GameState, ch: Character, cause: str, rule: str) -> list[Event]:
    ch.alive = False
    ch.joined = None
    state.invalidate()
    return [Narration(message=f"{ch.name} leaves the battle: {cause}", rule=rule)]


# ------------------------------------------------------------------ the loyalty test
def turn_ends(state: GameState, dice: Dice) -> list[Event]:
    """Mercenary contingents of the side whose turn ends that lost a unit or their Hero since their last
    test take the loyalty test."""
    k = mercs(state)
    events: list[Event] = []
    for leader in leaders(state):
        if leader.side != state.active or leader.id not in k.orders:
            continue
        now = losses(state, leader)
        if now <= k.losses.get(leader.id, 0):
            continue
        k.losses[leader.id] = now
        live = [u for u in members(state, leader) if u.alive]
        if live:
            events += loyalty_test(state, leader, live, dice)
    return events


def loyalty_test(state: GameState, leader: Character, units: list[Unit], dice: Dice) -> list[Event]:
    from game.core.fantasy_warriors.firewater import test_bonus
    from game.core.fantasy_warriors.talismans import contingent_bonus

    wage = pay(leader) or 1
    what = f"{leader.name}'s mercenaries: loyalty test"
    mods = [Modifier(-wage, f"{RULE}.loyalty", PAY_TITLES.get(wage, ""))]
    if state.ruleset.has("fw-firewater"):
        mods += test_bonus(state, units)
    mods += contingent_bonus(units)
    faces = tuple(dice.roll(2, 6, what))
    total = sum(faces) + sum(m.value for m in mods)
    if total >= EAGER_ON:
        line, effect = "7 or more", "they fight harder for their pay: every unit is eager"
    elif total >= STEADY_ON:
        line, effect = "5-6", "no change"
    else:
        line, effect = "4 or less", "roll again"
    events: list[Event] = [
        # The table line below tells the roll in full, so the log says it once.
        DiceRolled(purpose=what, sides=6, faces=faces, modifiers=tuple(mods), total=total, success=total >= STEADY_ON,
                   outcome=effect, side=leader.side, quiet=True, rule=f"{RULE}.loyalty"),
        TableRead(what=_shown(what, faces, mods), score=total, line=line, effect=effect, rule=f"{RULE}.loyalty"),
    ]
    if total >= EAGER_ON:
        for u in units:
            events += make_eager(state, u, f"{leader.name}'s mercenaries fight for their pay", f"{RULE}.loyalty")
    elif total < STEADY_ON:
        events += follow_up(state, leader, units, wage, dice)
    return events


def _shown(what: str, faces: tuple[int, ...], mods: list[Modifier]) -> str:
    """The roll as the log tells it: "loyalty test, rolled 4+5 -2 half paid"."""
    return f"{what}, rolled {'+'.join(map(str, faces))}" + "".join(f" {m}" for m in mods)


def follow_up(state: GameState, leader: Character, units: list[Unit], wage: int, dice: Dice) -> list[Event]:
    what = f"{leader.name}'s mercenaries: rout or betrayal"
    bonus = FOLLOW_UP.get(wage, 0)
    mods = (Modifier(bonus, f"{RULE}.betrayal", PAY_TITLES.get(wage, "")),) if bonus else ()
    faces = tuple(dice.roll(1, 6, what))
    total = min(6, faces[0] + bonus)
    k = mercs(state)
    if total >= 6:
        line, effect = "6", "every unit is shaken"
    elif total >= 4:
        line, effect = "4-5", "they leave the battle"
    elif leader.id in k.turned:
        line, effect = "3 or less", "they have changed sides once: now they leave the battle"
    else:
        line, effect = "3 or less", "betrayal: they change sides"
    events: list[Event] = [
        DiceRolled(purpose=what, sides=6, faces=faces, modifiers=mods, total=total, outcome=effect, side=leader.side,
                   quiet=True, rule=f"{RULE}.betrayal"),
        TableRead(what=_shown(what, faces, list(mods)), score=total, line=line, effect=effect, rule=f"{RULE}.betrayal"),
    ]
    if total >= 6:
        for u in units:
            events += make_shaken(state, u, f"{leader.name}'s mercenaries waver", f"{RULE}.betrayal")
    elif total >= 4 or leader.id in k.turned:
        events += leave_battle(state, leader, units)
    else:
        events += change_sides(state, leader, units)
    return events


def leave_battle(state: GameState, leader: Character, units: list[Unit]) -> list[Event]:
    """The Hero, the individual and every unit of the contingent are removed as destroyed."""
    events: list[Event] = []
    hired = {u.id for u in units}
    for ch in state.live_characters(leader.side):
        if ch.joined in hired and not pay(ch):
            ch.joined = None  # a General with them does not go too
    for u in units:
        events += destroy_unit(state, u, "the mercenaries leave the battle", f"{RULE}.leave")
    for cid in (leader.id, mercs(state).individual.get(leader.id)):
        gone = state.characters.get(cid) if cid else None
        if gone is not None and gone.alive:
            events += _character_leaves(state, gone, "the mercenaries leave the battle", f"{RULE}.leave")
    return events


@dataclass(frozen=True, kw_only=True)
class ContingentTurned(Event):
    """A mercenary contingent changes sides: its units and Heroes now belong to ``to_side``."""

    leader: str
    leader_name: str
    units: tuple[str, ...]
    to_side: int
    side_name: str

    def text(self) -> str:
        n = len(self.units)
        count = "1 unit now fights" if n == 1 else f"{n} units now fight"
        return f"{self.leader_name}'s mercenaries change sides, keeping their orders: {count} for {self.side_name}"


def change_sides(state: GameState, leader: Character, units: list[Unit]) -> list[Event]:
    """The contingent passes to the other player with its orders; its pieces keep the list they were hired from."""
    k = mercs(state)
    old, new = leader.side, 1 - leader.side
    hired_units = {u.id for u in units}
    pieces: list[Unit | Character] = [*units]
    pieces += [c for c in (leader, state.characters.get(k.individual.get(leader.id, ""))) if c is not None and c.alive]
    for ch in state.live_characters(old):
        if ch.joined in hired_units and not pay(ch):
            ch.joined = None  # the General stays with his own side
    for p in pieces:
        p.flags[RAISED_BY] = _raised_by(p)
        if isinstance(p, Unit):
            p.flags[NO_BREAK_POINT] = 1  # neither army's break point counted it as the other's
        p.flags = dict(sorted(p.flags.items()))
        p.side = new
        if isinstance(p, Character) and p.joined is not None and p.joined not in hired_units:
            p.joined = None
    k.turned.append(leader.id)
    state.invalidate()
    _part_new_friends(state)
    return [ContingentTurned(leader=leader.id, leader_name=leader.name, units=tuple(u.id for u in units),
                             to_side=new, side_name=state.sides[new].name, rule=f"{RULE}.change_sides")]


def _part_new_friends(state: GameState) -> None:
    """A fight between the turncoats and their new friends is over at once: the units stand where they are, and
    only those still touching an enemy (or supporting a friend who does) stay engaged."""
    from game.core import board
    from game.table import TOUCH_TOLERANCE

    t = board.table(state)

    def fighting(uid: str) -> bool:
        return bool(t.closest_enemy_units(uid, TOUCH_TOLERANCE))

    for u in state.live_units():
        if not u.engaged or fighting(u.id):
            continue
        friends = [f.id for f in state.live_units(u.side) if f.id != u.id and t.owner_distance(u.id, f.id) <= TOUCH_TOLERANCE]
        if not any(fighting(f) for f in friends):
            u.engaged = False


def mercenary_counters(state: GameState, unit: Unit) -> list[str]:
    """Words for a mercenary unit's card: its pay and standing orders."""
    if not is_mercenary(state, unit):
        return []
    lid = states(state).contingents.get(unit.id)
    orders = mercs(state).orders.get(lid or "", OPPOSE)
    return [f"mercenary, {PAY_TITLES.get(pay(unit), '')}, {orders}"]


@dataclass(frozen=True)
class ContingentView:
    """A mercenary contingent as the screen shows it: who leads it, its pay, orders, side and live units."""

    leader: str
    label: str
    side: int
    units: tuple[str, ...]


def mercenary_contingents(state: GameState) -> list[ContingentView]:
    """Every mercenary contingent with units on the table ([] when the module is off)."""
    if not state.ruleset.has(MODULE_ID):
        return []
    out = []
    k = mercs(state)
    for leader in leaders(state):
        live = tuple(u.id for u in members(state, leader) if u.alive and not u.off_table)
        if not live:
            continue
        turned = " (turned)" if leader.id in k.turned else ""
        label = f"{leader.name}'s mercenaries: {PAY_TITLES.get(pay(leader), '')}, {k.orders.get(leader.id, OPPOSE)}"
        out.append(ContingentView(leader.id, label + turned, state.units[live[0]].side, live))
    return out
