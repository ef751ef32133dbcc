"""Giant Goes Wild (digest 10.0; Orcs [5]): any failed order to a Giant rolls on its own chart instead of
the half-pace move or the Blunder table, one roll per Giant.

1 stands about: no move, no fighting this turn. 2 heads for the nearest table edge, charging an enemy in
its way. 3 hurls something at the closest unit it sees, friend or foe, within D6 x 5 cm: 3 attacks, into
that unit's combat if it is engaged, otherwise worked out when the Shooting phase begins. 4 strides a full
move straight ahead, charging the first enemy met, walking through friends if it can clear them (else
halting against them); friends walked through or bumped into are confused. 5 goes as fast as it can for
the nearest enemy it sees and charges if it reaches. 6 the same at double pace, with double Attacks in the
first round of the fight.

On a 2 the Giant walks a full move towards the nearest edge; if that takes it over the edge it leaves the
table and rolls on the off-table chart, and if it charges an enemy on the way and wins it holds its
ground (it may only stand). A friend in its way is charged too: until that Combat phase ends the Giant
answers ``FIGHTS_FRIENDS`` with the friend, so the two fight one round as foes (``game.core.combat.camps``). On a 5 it walks through friends between it and the enemy, confusing them,
and charges if the rest of its move reaches the foe. On a 6 the chart says nothing of friends: they stop
it as they stop any move.

Our reading of the fight with a friend, which the chart leaves open: one round and it ends. If the Giant
wins it holds its ground and the friend retreats as a loser does; if it loses the Giant retreats and the
friend holds (no pursuit of its own Giant); a draw parts nobody. Stands lost count as losses of their own
army, for its break point and for the enemy's victory points as any loss does (digest 9.2, 9.3). A friend
already in a fight, or one the Giant cannot reach without touching an enemy, is not charged: it stops
the Giant and is confused, as on a 4.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core import board, carry, moves
from game.core.combat.attacks import ATTACK_MULTIPLIER
from game.core.combat.engagements import update_engaged
from game.core.command.blunders import visible_enemies
from game.core.command.charging import carry_out_charge, charge_problems, plan_charge
from game.core.command.events import UnitHeld
from game.core.confusion import confuse
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, UnitMoved
from game.core.kept import kept, plain
from game.core.magic import effects
from game.core.makeway import in_path, path_hulls
from game.core.shooting.events import HitsCarried
from game.core.shooting.fire import settle
from game.core.shooting.volley import volley
from game.core.specials.events import STAMPEDE_RULE, GiantGoesWild, ThingThrown, TurnsOnFriend, WalkedThrough
from game.core.state import Character, GameState, Unit, id_key

STEP_MM = 5
THROW_STEP_MM = 50
THROW_ATTACKS = 3
THROWS = "giant_throws"


@dataclass
class GiantKept:
    """Things Giants gone wild threw in the Command phase, landing when the Shooting phase begins:
    [giant id, target id] pairs in the order thrown; None when nothing is in the air. ``fights``: [giant id,
    friend id] pairs, a Giant that charged a friend on a 2 and the friend, foes until the Combat phase ends."""

    throws: list[list[str]] | None = None
    fights: list[list[str]] | None = None

    OLD_KEYS: ClassVar[dict[str, str]] = {THROWS: "throws"}

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"throws": plain(self.throws)}
        if self.fights:
            # Only while a fight is on: saves and their hashes stay as they were otherwise.
            out["fights"] = plain(self.fights)
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GiantKept:
        return cls(plain(d.get("throws")), plain(d.get("fights")) or None)


def giant_kept(state: GameState) -> GiantKept:
    return kept(state, "orcs", GiantKept)

RESULTS = {
    1: "it stands rooted to the spot looking dopey: no move and no fighting this turn",
    2: "it stomps off towards the nearest table edge",
    3: "it picks something up to throw",
    4: "it strides straight ahead",
    5: "it heads for the nearest enemy it can see",
    6: "it bellows and rushes the nearest enemy it can see at double pace",
}


def is_giant(state: GameState, unit: Unit) -> bool:
    prof = state.unit_profile(unit)
    return prof.has("giant_goes_wild") or prof.has("giant")


def wild_chart(
    state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int]
) -> tuple[str, Callable[[Dice], list[Event]]] | None:
    """Any failed order to Giants (they brigade only with each other) rolls the Giant Goes Wild chart."""
    if not units or not all(is_giant(state, u) for u in units):
        return None

    def roll(dice: Dice) -> list[Event]:
        events: list[Event] = []
        for giant in units:
            if giant.alive:
                events += go_wild(state, giant, dice)
        return events

    return "the Giant goes wild instead (no half-pace move, no blunder)", roll


def go_wild(state: GameState, giant: Unit, dice: Dice) -> list[Event]:
    face = dice.roll(1, 6, f"{giant.name} goes wild")[0]
    rule = f"specials.giant.wild.{face}"
    events: list[Event] = [
        DiceRolled(
            purpose=f"{giant.name}: Giant Goes Wild chart",
            sides=6,
            faces=(face,),
            outcome=RESULTS[face],
            side=giant.side,
            quiet=True,
            rule=rule,
        ),
        GiantGoesWild(unit=giant.id, unit_name=giant.name, face=face, result=RESULTS[face], rule=rule),
    ]
    full = effects.scaled(state, giant, state.unit_profile(giant).full_pace_mm)
    if face == 1:
        effects.set_lasting(giant, effects.NO_FIGHT, 1, effects.ply(state))
    elif face == 2:
        events += wander(state, giant, towards_nearest_edge(state, giant), full, dice, rule)
    elif face == 3:
        events += throw(state, giant, dice)
    elif face == 4:
        events += stride(state, giant, facing_vector(giant), full, dice, rule, through_friends=True)
    else:
        events += rush(state, giant, dice, rule, double=face == 6)
    giant.moved = True
    return events


def facing_vector(unit: Unit) -> tuple[float, float]:
    a = math.radians(unit.stands[0].facing)
    return math.sin(a), -math.cos(a)


def _centre(unit: Unit) -> tuple[float, float]:
    return sum(s.x for s in unit.stands) / len(unit.stands), sum(s.y for s in unit.stands) / len(unit.stands)


def towards_nearest_edge(state: GameState, unit: Unit) -> tuple[float, float]:
    cx, cy = _centre(unit)
    edges = [(cy, (0.0, -1.0)), (state.table_h - cy, (0.0, 1.0)), (cx, (-1.0, 0.0)), (state.table_w - cx, (1.0, 0.0))]
    return min(edges, key=lambda e: e[0])[1]


def _furthest(
    state: GameState,
    giant: Unit,
    direction: tuple[float, float],
    limit: int,
    ignore: list[str],
    *,
    first: bool = False,
    start: int = STEP_MM,
) -> int:
    """The longest straight move (5 mm steps) that is legal, passing through the units in ``ignore`` but not
    ending on them; with ``first``, the shortest such move of at least ``start`` mm (0 if none)."""
    at = moves.unit_poses(giant)
    t = board.table(state)
    best = 0
    for d in range(start, limit + 1, STEP_MM):
        poses = moves.translate(at, direction[0] * d, direction[1] * d)
        if moves.move_problems(state, giant, poses, allowance=limit, ignore=ignore, allow_leave_table=False):
            if not ignore:
                break
            continue
        ends = board.unit_bases(state, giant, poses)
        if any(
            h in ignore for b in ends for h in t.overlaps(b, mover=board.unit_mover(state, giant), ignore=[giant.id])
        ):
            continue
        best = d
        if first:
            break
    return best


def _move(state: GameState, giant: Unit, direction: tuple[float, float], d: int, how: str, rule: str) -> list[Event]:
    if d <= 0:
        return [UnitHeld(unit=giant.id, unit_name=giant.name, reason="it has no room to move", rule=rule)]
    poses = moves.translate(moves.unit_poses(giant), direction[0] * d, direction[1] * d)
    events: list[Event] = [
        UnitMoved(unit=giant.id, unit_name=giant.name, how=how, poses=tuple(poses), distance=d, rule=rule)
    ]
    return events + moves.carry_out_move(state, giant, poses, None)


def _in_the_way(state: GameState, giant: Unit, direction: tuple[float, float], length: int, side: int) -> list[Unit]:
    """Units of ``side`` with a stand in the ground the Giant would sweep, nearest first."""
    hulls = path_hulls(board.unit_bases(state, giant), direction, length)
    t = board.table(state)
    found = [u for u in state.live_units(side) if u.id != giant.id and in_path(state, u, hulls)]
    return sorted(found, key=lambda u: (t.owner_distance(giant.id, u.id), id_key(u.id)))


def stride(
    state: GameState,
    giant: Unit,
    direction: tuple[float, float],
    limit: int,
    dice: Dice,
    rule: str,
    *,
    through_friends: bool,
) -> list[Event]:
    """Move straight along ``direction`` up to ``limit`` mm: charge the first enemy in the way if possible,
    walk through friends if allowed and there is room beyond, else halt against them (confusing them)."""
    enemies = _in_the_way(state, giant, direction, limit, 1 - giant.side)
    friends = _in_the_way(state, giant, direction, limit, giant.side)
    charged = _charge_first_enemy(state, giant, enemies, friends, dice)
    if charged is not None:
        return charged
    events: list[Event] = []
    halt = _furthest(state, giant, direction, limit, [])
    if through_friends and friends:
        beyond = _furthest(state, giant, direction, limit, [f.id for f in friends])
        if beyond > halt:
            crossed = _in_the_way(state, giant, direction, beyond, giant.side)
            events += _move(state, giant, direction, beyond, "going wild: through its own side", rule)
            return events + _trample(state, giant, crossed, through=True, rule=rule)
    events += _move(state, giant, direction, halt, "going wild", rule)
    # The table as it stands after the move: the one read before it still has the Giant where it was.
    bumped = [f for f in friends if board.table(state).owner_distance(giant.id, f.id) <= 1.0 + moves.MEASURE_SLACK_MM]
    if bumped and through_friends:
        events += _trample(state, giant, bumped, through=False, rule=rule)
    return events


def _charge_first_enemy(
    state: GameState, giant: Unit, enemies: list[Unit], friends: list[Unit], dice: Dice, *, hold_ground: bool = False,
    how: str = "a Giant gone wild",
) -> list[Event] | None:
    """The Giant charges the first enemy in its way, unless a friend stands nearer or the charge is not
    possible (then None). With ``hold_ground`` it holds its ground if it wins (result 2)."""
    if not enemies:
        return None
    t = board.table(state)
    first = enemies[0]
    if friends and t.owner_distance(giant.id, friends[0].id) < t.owner_distance(giant.id, first.id):
        return None
    if charge_problems(state, giant, first.id, how="blunder"):
        return None
    if hold_ground:
        effects.set_lasting(giant, effects.HOLD_GROUND, 1, effects.ply(state))
    return carry_out_charge(state, giant, first.id, dice, how=how)


def fights_friends(state: GameState, unit: Unit, answer: tuple[str, ...]) -> tuple[str, ...]:
    """``FIGHTS_FRIENDS``: the friends a Giant charged going wild on a 2, until that Combat phase ends."""
    fights = giant_kept(state).fights
    if not fights:
        return answer
    return (*answer, *(f for g, f in fights if g == unit.id))


def _charge_friend(
    state: GameState, giant: Unit, friend: Unit, enemies: list[Unit], dice: Dice, rule: str,
    how: str = "a Giant gone wild",
) -> list[Event] | None:
    """Result 2 with a friend first in the way: the Giant charges it, and they fight one round in the Combat
    phase. None when it cannot: an enemy stands nearer, the friend is already fighting, or the charge would
    not reach it or would touch an enemy as well."""
    t = board.table(state)
    if enemies and t.owner_distance(giant.id, enemies[0].id) <= t.owner_distance(giant.id, friend.id):
        return None
    if friend.engaged or giant.engaged:
        return None
    plan = plan_charge(state, giant, friend.id)
    if isinstance(plan, str) or list(plan.contacted) != [friend.id]:
        return None
    k = giant_kept(state)
    k.fights = [*(k.fights or []), [giant.id, friend.id]]
    state.invalidate()  # who fights whom is cached with the contacts
    turned = TurnsOnFriend(unit=giant.id, unit_name=giant.name, friend=friend.id, friend_name=friend.name, rule=rule)
    return [turned, *carry_out_charge(state, giant, friend.id, dice, how=how)]


def round_with_friend(state: GameState, units: list[str], dice: Dice) -> list[Event]:
    """A round between a Giant and the friend it charged begins: say which rule set them at each other."""
    from game.core.specials.araby_stampede import STAMPEDED  # it imports this module: read here, not at the top

    fights = giant_kept(state).fights or []
    return [
        TurnsOnFriend(
            unit=g,
            unit_name=state.units[g].name,
            friend=f,
            friend_name=state.units[f].name,
            fight=True,
            # Stampeding Elephants charge friends by this rule too: the round is theirs.
            rule=STAMPEDE_RULE if state.units[g].flags.get(STAMPEDED) else "specials.giant.wild.2",
        )
        for g, f in fights
        if g in units and f in units
    ]


def end_friend_fights(state: GameState, dice: Dice) -> list[Event]:
    """When the Combat phase ends the Giant and the friend it charged are friends again."""
    k = giant_kept(state)
    if not k.fights:
        return []
    k.fights = None
    state.invalidate()
    update_engaged(state)
    return []


def wander(
    state: GameState, giant: Unit, direction: tuple[float, float], limit: int, dice: Dice, rule: str
) -> list[Event]:
    """Result 2: a full move towards the nearest table edge. The first unit in the way, enemy or friend, is
    charged (and if the Giant wins it holds its ground); a friend it cannot charge stops it, confused; the
    edge takes it off the table, to roll on the off-table chart."""
    enemies = _in_the_way(state, giant, direction, limit, 1 - giant.side)
    friends = _in_the_way(state, giant, direction, limit, giant.side)
    charged = _charge_first_enemy(state, giant, enemies, friends, dice, hold_ground=True)
    if charged is not None:
        return charged
    if friends:
        charged = _charge_friend(state, giant, friends[0], enemies, dice, rule)
        if charged is not None:
            return charged
    if not enemies and not friends:
        poses = moves.translate(moves.unit_poses(giant), direction[0] * limit, direction[1] * limit)
        if moves.leaves_table(state, giant, poses) and not moves.move_problems(state, giant, poses, allowance=limit):
            moved = UnitMoved(
                unit=giant.id,
                unit_name=giant.name,
                how="going wild: off the table",
                poses=tuple(poses),
                distance=limit,
                rule=rule,
            )
            return [moved, *moves.carry_out_move(state, giant, poses, dice)]
    events = _move(state, giant, direction, _furthest(state, giant, direction, limit, []), "going wild", rule)
    # The table as it stands after the move: the one read before it still has the Giant where it was.
    bumped = [f for f in friends if board.table(state).owner_distance(giant.id, f.id) <= 1.0 + moves.MEASURE_SLACK_MM]
    if bumped:
        events += _trample(state, giant, bumped, through=False, rule=rule)
    return events


def _trample(state: GameState, giant: Unit, friends: list[Unit], *, through: bool, rule: str) -> list[Event]:
    events: list[Event] = [
        WalkedThrough(
            unit=giant.id,
            unit_name=giant.name,
            friends=tuple(f.id for f in friends),
            friend_names=", ".join(f.name for f in friends),
            through=through,
            rule=rule,
        )
    ]
    for f in friends:
        events += confuse(state, f, f"{giant.name} went wild through its ranks", rule)
    return events


def rush(state: GameState, giant: Unit, dice: Dice, rule: str, *, double: bool) -> list[Event]:
    """Results 5 and 6: at the nearest visible enemy, charging if it can reach (double pace on a 6)."""
    seen = visible_enemies(state, giant, 10_000)
    if not seen:
        return [UnitHeld(unit=giant.id, unit_name=giant.name, reason="no enemy in sight: it does nothing", rule=rule)]
    target = state.units[seen[0][0]]
    if double:
        effects.set_lasting(giant, effects.DOUBLE_PACE, 1, effects.ply(state))
        state.invalidate()
    try:
        if not charge_problems(state, giant, target.id, how="blunder"):
            events = carry_out_charge(state, giant, target.id, dice, how="a Giant gone wild")
            if double:
                effects.set_lasting(giant, ATTACK_MULTIPLIER, 2, effects.ply(state))
            return events
        limit = effects.scaled(state, giant, state.unit_profile(giant).full_pace_mm)
        tb = min(board.table(state).bases_of(target.id), key=lambda b: math.dist((b.x, b.y), _centre(giant)))
        cx, cy = _centre(giant)
        n = math.hypot(tb.x - cx, tb.y - cy) or 1.0
        direction = ((tb.x - cx) / n, (tb.y - cy) / n)
        d = _furthest(state, giant, direction, limit, [])
        if not double:
            through = _through_friends(state, giant, target, direction, limit, d, dice, rule)
            if through is not None:
                return through
        return _move(state, giant, direction, d, f"going wild: towards {target.name}", rule)
    finally:
        if double:
            effects.clear(giant, effects.DOUBLE_PACE)
            state.invalidate()


def _through_friends(
    state: GameState,
    giant: Unit,
    target: Unit,
    direction: tuple[float, float],
    limit: int,
    halt: int,
    dice: Dice,
    rule: str,
) -> list[Event] | None:
    """Result 5 with friends in the way: walk through them (confusing them) and charge if the rest of the
    move reaches the enemy. None if no friend is in the way or there is no room beyond them."""
    friends = [f for f in _in_the_way(state, giant, direction, limit, giant.side)]
    if not friends:
        return None
    ids = [f.id for f in friends]
    clear = _furthest(state, giant, direction, limit, ids, first=True, start=halt + STEP_MM)
    if clear <= halt:
        return None
    # Just through them; then on to the charge if the rest of the move reaches, or as far as it goes.
    crossed = _in_the_way(state, giant, direction, clear, giant.side)
    events = _move(state, giant, direction, clear, f"going wild: through its own side towards {target.name}", rule)
    events += _trample(state, giant, crossed, through=True, rule=rule)
    left = limit - clear
    reach = board.table(state).owner_distance(giant.id, target.id)
    if reach <= left + moves.MEASURE_SLACK_MM and not charge_problems(state, giant, target.id, how="blunder"):
        return events + carry_out_charge(state, giant, target.id, dice, how="a Giant gone wild")
    more = _furthest(state, giant, direction, left, [])
    if more:
        events += _move(state, giant, direction, more, f"going wild: towards {target.name}", rule)
    return events


def closest_seen(state: GameState, giant: Unit, reach: int) -> Unit | None:
    """The closest unit, friend or foe, the Giant can see within ``reach`` mm."""
    t = board.table(state)
    near = []
    for u in state.live_units():
        if u.id == giant.id:
            continue
        d = t.owner_distance(giant.id, u.id)
        if d <= reach + moves.MEASURE_SLACK_MM:
            near.append((d, id_key(u.id), u))
    for _, _, u in sorted(near, key=lambda n: n[:2]):
        if t.can_see(giant.id, u.id).visible:
            return u
    return None


def throw(state: GameState, giant: Unit, dice: Dice) -> list[Event]:
    rule = "specials.giant.wild.3"
    face = dice.roll(1, 6, f"{giant.name} throws: reach")[0]
    reach = face * THROW_STEP_MM
    events: list[Event] = [
        DiceRolled(
            purpose=f"{giant.name}: how far it can throw (D6 x 5 cm)",
            sides=6,
            faces=(face,),
            total=reach // 10,
            outcome=f"{reach / 10:g} cm",
            side=giant.side,
            rule=rule,
        )
    ]
    target = closest_seen(state, giant, reach)
    if target is None:
        return events + [
            UnitHeld(unit=giant.id, unit_name=giant.name, reason="nothing in sight within reach to throw at", rule=rule)
        ]
    if target.engaged:
        events.append(
            ThingThrown(
                unit=giant.id,
                unit_name=giant.name,
                target=target.id,
                target_name=target.name,
                reach=reach,
                when="it is in combat, so the hits count in its fight",
                rule=rule,
            )
        )
        struck, evs = _hurl(state, giant, target, dice)
        events += evs
        if struck:
            carry.add_first_round_hits(state, target.id, struck)
            events.append(
                HitsCarried(
                    unit=target.id,
                    unit_name=target.name,
                    hits=struck,
                    why="they count as struck in the first round of its combat",
                    rule=rule,
                )
            )
        return events
    k = giant_kept(state)
    if k.throws is None:
        k.throws = []
    k.throws.append([giant.id, target.id])
    events.append(
        ThingThrown(
            unit=giant.id,
            unit_name=giant.name,
            target=target.id,
            target_name=target.name,
            reach=reach,
            when="the 3 attacks are worked out when the Shooting phase begins",
            rule=rule,
        )
    )
    return events


def _hurl(state: GameState, giant: Unit, target: Unit, dice: Dice) -> tuple[int, list[Event]]:
    def every_stand() -> list[int]:
        return list(range(len(target.stands)))

    return volley(
        state,
        target,
        THROW_ATTACKS,
        dice,
        shooter=giant,
        shooter_bases=board.unit_bases(state, giant),
        aim=every_stand,
        rule="specials.giant.wild.3",
        how="hurls something at",
    )


def resolve_throws(state: GameState, dice: Dice) -> list[Event]:
    """When the Shooting phase begins: the things Giants threw at units out of combat land."""
    k = giant_kept(state)
    throws, k.throws = k.throws, None
    if not throws:
        return []
    events: list[Event] = []
    for giant_id, target_id in throws:
        giant, target = state.units.get(giant_id), state.units.get(target_id)
        if giant is None or target is None or not giant.alive or not target.alive or target.off_table:
            continue
        struck, evs = _hurl(state, giant, target, dice)
        events += evs
        events += settle(state, target, struck, board.unit_bases(state, giant))
    return events


# Shared with other rules that send a unit off on its own (Araby's stampeding Elephants).
in_the_way = _in_the_way
charge_first_enemy = _charge_first_enemy
charge_friend = _charge_friend
furthest = _furthest
move_straight = _move
