"""Fighting one round of an engagement (digest 5.2-5.6, 10.2 regeneration).

Units strike one at a time, the side whose turn it is first, each unit's dice grouped by target and
by the score needed; the target's owner rolls armour saves at once. Each side's result is the hits it
struck (no more than the enemy could still take), the hits struck before the fight that count in its
first round, and one per supporting stand. Casualties come off after the round, loser first (after a
draw both roll a die, lowest first). A side wiped out loses whatever the scores. Trolls then heal a hit.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import board, carry, hooks
from game.core.casualties import take_casualties
from game.core.combat.attacks import ATTACK_MULTIPLIER, RETREAT_MM, plan_round
from game.core.combat.camps import between_friends, camp, camp_names
from game.core.combat.engagements import contacts, data
from game.core.combat.events import CombatResult, CombatRound, Regenerated, Strike
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.moves import formation
from game.core.profiles import UnitType
from game.core.questions import REGENERATES, REROLLS_FAILED_SAVES
from game.core.state import GameState, Unit, id_key


@dataclass
class Outcome:
    """What a round decided."""

    winner: int | None
    difference: int
    units: list[str]
    wiped: tuple[bool, bool]
    supporters: dict[str, list[str]] = field(default_factory=dict)
    may_pursue: dict[str, list[str]] = field(default_factory=dict)

    @property
    def over(self) -> bool:
        """Both sides gone: nothing is left to do."""
        return all(self.wiped)


def _merge(mods: list[Modifier]) -> tuple[Modifier, ...]:
    """Stand modifiers added up across a unit's stands, one line per rule and label."""
    total: dict[tuple[str, str], int] = {}
    for m in mods:
        total[(m.rule, m.label)] = total.get((m.rule, m.label), 0) + m.value
    return tuple(Modifier(v, r, lbl) for (r, lbl), v in total.items() if v)


def side_order(state: GameState, units: list[str]) -> list[str]:
    """The side whose turn it is first, then by id."""
    return sorted(units, key=lambda u: (state.units[u].side != state.active, id_key(u)))


def fight_round(state: GameState, units: list[str], round_no: int, dice: Dice) -> tuple[list[Event], Outcome]:
    """Fight one round between ``units``; returns the events and what the round decided."""
    units = [u for u in sorted(units, key=id_key) if state.units[u].alive]
    # Sides are camps here: a fight between friends (a Giant gone wild charging one) has two all the same.
    names = {s: tuple(state.units[u].name for u in units if camp(state, u) == s) for s in (0, 1)}
    friends = between_friends(state, units)
    events: list[Event] = [
        CombatRound(
            units=tuple(units), side0=names[0], side1=names[1], round=round_no, friends=friends, rule="combat.engagement"
        )
    ]
    plan = plan_round(state, units, round_no)
    # Strikes a rule module rolls itself (a challenge, attacks aimed at a character) come first.
    added = [0, 0]
    for extra in state.ruleset.hook(hooks.ROUND_STRIKES):
        evs, more = extra(state, plan, units, round_no, dice)
        events += evs
        added = [added[0] + more[0], added[1] + more[1]]
    may_pursue = _may_pursue_mounted(state, units, round_no)
    before = {u: state.units[u].hits for u in units}
    capacity = {
        u: max(0, len(state.units[u].stands) * state.unit_profile(state.units[u]).hits - before[u]) for u in units
    }
    struck = {u: 0 for u in units}
    for uid in side_order(state, units):
        ua = plan.attacks.get(uid)
        if ua is None:
            continue
        groups: dict[tuple[str, int], list] = {}  # type: ignore[type-arg]
        for sa in ua.stands:
            groups.setdefault((sa.target, sa.to_hit), []).append(sa)
        for (target, to_hit), stands in sorted(groups.items(), key=lambda kv: (id_key(kv[0][0]), kv[0][1])):
            n = sum(s.dice for s in stands)
            if n <= 0:
                continue
            events += _strike(state, state.units[uid], state.units[target], stands, n, to_hit, dice, struck)
    hits = [0, 0]
    for u in units:
        hits[1 - camp(state, u)] += min(struck[u], capacity[u])
    carried = [0, 0]
    fought = data(state, write=True).fought
    for u in units:
        if u not in fought:
            c = carry.first_round_hits(state, u)
            carried[1 - camp(state, u)] += c
    carry.clear_first_round_hits(state, [u for u in units if u not in fought])
    bonus: list[tuple[Modifier, ...]] = [(), ()]
    for s in (0, 1):
        side_units = [state.units[u] for u in units if camp(state, u) == s]
        bonus[s] = tuple(m for rule in state.ruleset.hook(hooks.RESULT_MODIFIERS) for m in rule(state, side_units))
    scores = [hits[s] + carried[s] + plan.supports[s] + sum(m.value for m in bonus[s]) + added[s] for s in (0, 1)]
    for u in units:
        state.units[u].hits += struck[u]
    tentative = None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)
    events += _casualties(state, units, tentative, dice)
    alive = [any(state.units[u].alive for u in units if camp(state, u) == s) for s in (0, 1)]
    wiped = (not alive[0], not alive[1])
    winner = tentative
    if wiped[0] != wiped[1]:
        winner = 0 if alive[0] else 1
    elif all(wiped):
        winner = None
    events += _regenerate(state, units)
    diff = abs(scores[0] - scores[1])
    events.append(
        CombatResult(
            side_names=camp_names(state, units),
            hits=(hits[0], hits[1]),
            supports=(plan.supports[0], plan.supports[1]),
            carried=(carried[0], carried[1]),
            bonus=(added[0], added[1]),
            scores=(scores[0], scores[1]),
            winner=winner,
            difference=diff if winner is not None and winner == tentative else 0,
            wiped_out=wiped,
            modifiers=(bonus[0], bonus[1]),
            friends=friends,
            rule="combat.result",
        )
    )
    for rule in state.ruleset.hook(hooks.ROUND_DECIDED):
        events += rule(state, units, winner)
    for u in units:
        if u not in fought:
            fought.append(u)
        state.units[u].flags.pop(RETREAT_MM, None)
        state.units[u].flags.pop(ATTACK_MULTIPLIER, None)
    fought.sort(key=id_key)
    outcome = Outcome(
        winner=winner,
        difference=diff if winner == tentative else 0,
        units=units,
        wiped=wiped,
        supporters=plan.supporters,
        may_pursue=may_pursue,
    )
    return events, outcome


def _strike(
    state: GameState,
    unit: Unit,
    target: Unit,
    stands: list,  # type: ignore[type-arg]
    n: int,
    to_hit: int,
    dice: Dice,
    struck: dict[str, int],
) -> list[Event]:
    mods = _merge([m for s in stands for m in s.modifiers])
    faces = dice.roll(n, 6, f"{unit.name} attack {target.name}")
    events: list[Event] = []
    for reroll in state.ruleset.hook(hooks.ATTACKS_ROLLED):
        faces, evs = reroll(state, unit, target, faces, to_hit, "combat", dice)
        events += evs
    hits = sum(1 for f in faces if f >= to_hit)
    events += [
        DiceRolled(
            purpose=f"{unit.name} attack {target.name}",
            sides=6,
            faces=faces,
            target=to_hit,
            modifiers=mods,
            outcome=f"{hits} hit{'s' if hits != 1 else ''}",
            side=unit.side,
            quiet=True,
            rule="combat.attacks",
        )
    ]
    armour = state.unit_profile(target).armour
    save_faces: tuple[int, ...] = ()
    again: tuple[int, ...] = ()
    saved = 0
    if hits and armour:
        save_faces = dice.roll(hits, 6, f"{target.name} armour saves")
        for resave in state.ruleset.hook(hooks.SAVES_MADE):
            save_faces, evs = resave(state, target, unit, save_faces, armour, dice)
            events += evs
        saved = sum(1 for f in save_faces if f >= armour)
        for count in state.ruleset.hook(hooks.SAVES_ROLLED):
            count(state, target, hits)
        events.append(
            DiceRolled(
                purpose=f"{target.name} armour saves",
                sides=6,
                faces=save_faces,
                target=armour,
                outcome=f"{saved} saved",
                side=target.side,
                quiet=True,
                rule="combat.armour",
            )
        )
        failed = hits - saved
        if failed and state.ruleset.ask(REROLLS_FAILED_SAVES, state, target):
            again = dice.roll(failed, 6, f"{target.name} armour saves again")
            more = sum(1 for f in again if f >= armour)
            saved += more
            events.append(
                DiceRolled(
                    purpose=f"{target.name} armour saves again",
                    sides=6,
                    faces=again,
                    target=armour,
                    outcome=f"{more} more saved",
                    side=target.side,
                    quiet=True,
                    rule="combat.armour.again",
                )
            )
    struck[target.id] += hits - saved
    events.append(
        Strike(
            unit=unit.id,
            unit_name=unit.name,
            target=target.id,
            target_name=target.name,
            stands=len(stands),
            dice=n,
            to_hit=to_hit,
            modifiers=mods,
            faces=faces,
            hits=hits,
            armour=armour,
            save_faces=save_faces,
            saved=saved,
            cover=next((s.cover for s in stands if s.cover), ""),
            saves_again=again,
            rule="combat.attacks",
        )
    )
    return events


def _casualties(state: GameState, units: list[str], loser_of: int | None, dice: Dice) -> list[Event]:
    """Stands come off after the round: the loser first; after a draw the lower die first."""
    losing = {s: [u for u in units if camp(state, u) == s and _loses_stands(state, state.units[u])] for s in (0, 1)}
    events: list[Event] = []
    if loser_of is not None:
        first = 1 - loser_of
    elif losing[0] and losing[1]:
        first, rolls = _roll_off(state, camp_names(state, units), dice)
        events += rolls
    else:
        first = state.active
    for s in (first, 1 - first):
        for u in losing[s]:
            events += take_casualties(state, state.units[u], "combat.casualties")
    return events


def _loses_stands(state: GameState, unit: Unit) -> bool:
    return unit.alive and unit.hits >= state.unit_profile(unit).hits > 0


def _roll_off(state: GameState, called: tuple[str, str], dice: Dice) -> tuple[int, list[Event]]:
    events: list[Event] = []
    while True:
        a = dice.roll(1, 6, "casualties after a draw")[0]
        b = dice.roll(1, 6, "casualties after a draw")[0]
        me, other = state.active, 1 - state.active
        faces = {me: a, other: b}
        first = None if a == b else (me if a < b else other)
        outcome = "tie, roll again" if first is None else f"{called[first]} removes casualties first"
        events.append(
            DiceRolled(
                purpose="Who removes casualties first",
                sides=6,
                faces=(faces[0], faces[1]),
                outcome=outcome,
                rule="combat.casualties.order",
            )
        )
        if first is not None:
            return first, events


def _regenerate(state: GameState, units: list[str]) -> list[Event]:
    events: list[Event] = []
    for u in units:
        unit = state.units[u]
        if unit.alive and unit.hits > 0 and state.ruleset.ask(REGENERATES, state, unit):
            unit.hits -= 1
            events.append(Regenerated(unit=u, unit_name=unit.name, hits_left=unit.hits, rule="combat.regenerate"))
    return events


def _may_pursue_mounted(state: GameState, units: list[str], round_no: int) -> dict[str, list[str]]:
    """Infantry that charged cavalry, chariots or flyers in the flank or rear, or in irregular
    formation, may pursue them when they retreat this round (digest 5.8)."""
    from game.core.combat.attacks import charging_now

    out: dict[str, list[str]] = {}
    touch = contacts(state)
    for u in units:
        unit = state.units[u]
        if not unit.alive or not charging_now(state, unit, round_no):
            continue
        for e in units:
            eu = state.units[e]
            if camp(state, eu) == camp(state, unit) or not eu.alive:
                continue
            eprof = state.unit_profile(eu)
            if eprof.type not in (UnitType.CAVALRY, UnitType.CHARIOT) and not eprof.flying:
                continue
            hit_flank = any(x.enemy == u and x.contact.flanked for x in touch.get(e, []))
            touching = any(x.enemy == e for x in touch.get(u, []))
            irregular = formation(board.unit_bases(state, eu)) == "irregular"
            if touching and (hit_flank or irregular):
                out.setdefault(u, []).append(e)
    return out
