"""The Combat phase as a sequence of decisions (digest 5.1, 5.5, 5.7-5.10).

The side whose turn it is picks an engagement (``Fight``). Its first round is fought at once; then
the round's aftermath waits for the players: the loser names the order of its retreats when one
could get in another's way (or the edge to retreat from when enemies press equally), the winner
decides for each unit whether it stands, falls back, pursues or advances; after a draw the sides
take turns to fall back (or stand, if defended). Every other step happens by itself: retreats
nobody need choose, must-pursue troops, the second round after a pursuit, a fight left unresolved.

Working data lives in ``state.phase_data["combat"]``: ``done`` (units finished for this phase),
``fought`` (units that have fought a round), ``advanced``, ``next`` (advancers whose new fight
comes next), ``queue`` (rounds to fight) and ``pending`` (the round whose aftermath is waiting).
"""

from __future__ import annotations

from typing import Any

from game.core.combat import advance as adv
from game.core.combat import fallback, pursuit, retreat
from game.core.combat.actions import ADVANCE, FALL_BACK, PURSUE, RETREAT, STAND, CombatChoice, Fight
from game.core.combat.attacks import IN_THE_OPEN, RETREAT_MM
from game.core.combat.engagements import (
    data,
    engagement_id,
    engagement_of,
    engagements,
    pending_engagements,
    update_engaged,
)
from game.core.combat.events import Advanced, CombatOver, CombatUnresolved, FallBackOrder, Pursued, Stood
from game.core.combat.moving import relocate
from game.core.combat.rounds import Outcome, fight_round
from game.core.cover import RANK, unit_cover
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.state import GameState, Unit, id_key

WINNERS, LOSERS_RETREAT, DRAW = "winners", "retreat", "draw"


def _pending(state: GameState) -> dict[str, Any] | None:
    return state.phase_data.get("combat", {}).get("pending")  # type: ignore[no-any-return]


def in_fight_step(state: GameState) -> bool:
    return state.phase == "combat" and state.step == "fight"


def _names(state: GameState, units: list[str]) -> tuple[str, ...]:
    return tuple(state.units[u].name for u in sorted(units, key=id_key))


# ------------------------------------------------------------------------------------------ choosing
def forced_next(state: GameState) -> str | None:
    """The engagement an advance has led into, which must be fought before any other."""
    d = data(state)
    done = set(d.get("done", []))
    for a in d.get("next", []):
        g = engagement_of(state, a) if state.units[a].alive else None
        if g is not None and not done & set(g):
            return engagement_id(g)
    return None


def decider(state: GameState) -> int | None:
    """The side that must choose now in the Combat phase, if not the side whose turn it is."""
    if not in_fight_step(state):
        return None
    p = _pending(state)
    if not p:
        return None
    if p["stage"] == LOSERS_RETREAT:
        return 1 - int(p["winner"])
    if p["stage"] == WINNERS:
        return int(p["winner"])
    if p["stage"] == DRAW:
        return int(p["turn"])
    return None


def blocks_leaving(state: GameState) -> str | None:
    if not in_fight_step(state):
        return None
    p = _pending(state)
    if p:
        who = state.sides[decider(state) or 0].name
        return f"{who} must first decide what their units do after the combat round"
    left = pending_engagements(state)
    if left:
        parts = ["/".join(_names(state, g)) for g in left]
        return f"every engagement must be fought; still to fight: {'; '.join(parts)}"
    return None


def check_fight(state: GameState, action: Fight) -> list[str]:
    if _pending(state):
        return ["finish the combat under way first: a decision is waiting"]
    left = {engagement_id(g): g for g in pending_engagements(state)}
    if not left:
        return ["no engagement is left to fight this phase"]
    if action.engagement not in left:
        options = ", ".join(f"{k} ({'/'.join(_names(state, g))})" for k, g in left.items())
        return [f"there is no engagement {action.engagement!r} waiting to be fought; the engagements are {options}"]
    forced = forced_next(state)
    if forced is not None and forced != action.engagement:
        return [f"the fight that advancing units have joined ({'/'.join(_names(state, left[forced]))}) comes next"]
    return []


def legal_fights(state: GameState) -> list[Fight]:
    if not in_fight_step(state) or _pending(state):
        return []
    forced = forced_next(state)
    if forced is not None:
        return [Fight(forced)]
    return [Fight(engagement_id(g)) for g in pending_engagements(state)]


def apply_fight(state: GameState, action: Fight, dice: Dice) -> list[Event]:
    g = {engagement_id(x): x for x in pending_engagements(state)}[action.engagement]
    d = data(state, write=True)
    # Advances that led here (or into fights already over) need no more remembering.
    d["next"] = [a for a in d.get("next", []) if a not in g and state.units[a].alive and engagement_of(state, a)]
    if not d["next"]:
        d.pop("next")
    d["queue"] = [{"units": g, "round": 1}]
    events = run(state, dice)
    update_engaged(state)
    return events


# ------------------------------------------------------------------------------------ the aftermath
def winner_options(state: GameState, unit: Unit, p: dict[str, Any]) -> list[str]:
    """What a winning unit may do: stand, fall back, pursue (if it can), advance (if it can)."""
    opts = [STAND, FALL_BACK]
    can_pursue = not p.get("enemies_destroyed") and pursuit.plan_pursuit(state, unit, p) is not None
    can_advance = adv.plan_advance(state, unit, p) is not None
    if can_pursue:
        opts.append(PURSUE)
    if can_advance:
        opts.append(ADVANCE)
    prof = state.unit_profile(unit)
    if prof.has("must_charge"):
        if can_pursue:
            return [PURSUE]
        if can_advance:
            return [ADVANCE]
    if not prof.flying and not can_pursue and _touches_flyers(state, unit):
        opts.remove(STAND)
    return opts


def _touches_flyers(state: GameState, unit: Unit) -> bool:
    from game.core.combat.engagements import contacts

    return any(state.unit_profile(state.units[x.enemy]).flying for x in contacts(state).get(unit.id, []))


def may_stand_on_draw(state: GameState, unit: Unit, p: dict[str, Any]) -> bool:
    """Defended or fortified units may stand after a draw."""
    enemies = [state.units[u] for u in p["units"] if state.units[u].alive and state.units[u].side != unit.side]
    if not enemies:
        return True
    at = (enemies[0].stands[0].x, enemies[0].stands[0].y)
    return unit_cover(state, unit, at).rank >= RANK["defended"]


def _undecided(state: GameState, p: dict[str, Any]) -> list[str]:
    decided = set(p.get("decided", []))
    return [u for u in p.get("winners", []) if state.units[u].alive and u not in decided]


def _draw_todo(state: GameState, p: dict[str, Any], side: int) -> list[str]:
    decided = set(p.get("decided", []))
    return [u for u in p["units"] if state.units[u].alive and state.units[u].side == side and u not in decided]


def check_choice(state: GameState, action: CombatChoice) -> list[str]:
    p = _pending(state)
    if not in_fight_step(state) or not p:
        return ["there is no combat decision to make now"]
    unit = state.units.get(action.unit)
    if unit is None or not unit.alive:
        return [f"there is no unit {action.unit!r} on the table"]
    if action.distance is not None and action.distance < 0:
        return ["a fall back distance cannot be negative"]
    stage = p["stage"]
    if stage == LOSERS_RETREAT:
        if action.choice != RETREAT:
            return [f"the losing side ({state.sides[1 - p['winner']].name}) must retreat first"]
        if action.unit not in p["losers"]:
            return [f"{unit.name} is not a losing unit still to retreat"]
        options = retreat.edge_options(state, unit)
        if len(options) > 1 and action.edge not in options:
            return [f"{unit.name} is pressed equally on its {' and '.join(options)}: say which edge it retreats from"]
        if action.edge and options and action.edge not in options:
            return [f"{unit.name} retreats away from its {options[0]}, where most enemies press"]
        return []
    if stage == WINNERS:
        if action.unit not in _undecided(state, p):
            return [f"{unit.name} is not a winning unit waiting for orders"]
        opts = winner_options(state, unit, p)
        if action.choice not in opts:
            return [_why_not(state, unit, action.choice, p, opts)]
        return []
    if stage == DRAW:
        todo = _draw_todo(state, p, int(p["turn"]))
        if action.unit not in todo:
            side = state.sides[int(p["turn"])].name
            return [f"after the draw it is {side}'s turn to move one of {', '.join(_names(state, todo))}"]
        if action.choice == STAND and not may_stand_on_draw(state, unit, p):
            return [f"after a draw only defended or fortified units may stand; {unit.name} must fall back"]
        if action.choice not in (STAND, FALL_BACK):
            return ["after a draw both sides fall back (defended or fortified units may stand)"]
        return []
    return ["there is no combat decision to make now"]


def _why_not(state: GameState, unit: Unit, choice: str, p: dict[str, Any], opts: list[str]) -> str:
    if choice == PURSUE:
        why = pursuit.barred(state, unit, p)
        if p.get("enemies_destroyed"):
            why = "every enemy is destroyed: there is nobody to pursue (it may advance instead)"
        return why or f"{unit.name} cannot reach a retreating enemy, see it, or move into support"
    if choice == ADVANCE:
        return adv.barred(state, unit, p) or f"{unit.name} can neither see nor reach an enemy within 20 cm"
    if choice == RETREAT:
        return "only losers retreat"
    if choice == STAND and unit.id in p.get("winners", []) and PURSUE in opts:
        return f"{unit.name} must pursue when it can"
    if choice == STAND:
        return f"{unit.name} may not stand touching flyers it cannot pursue: it must fall back"
    return f"{unit.name} must {' or '.join(o.replace('_', ' ') for o in opts)}"


def legal_choices(state: GameState) -> list[CombatChoice]:
    p = _pending(state)
    if not in_fight_step(state) or not p:
        return []
    out: list[CombatChoice] = []
    if p["stage"] == LOSERS_RETREAT:
        for u in p["losers"]:
            if not state.units[u].alive:
                continue
            options = retreat.edge_options(state, state.units[u])
            if len(options) > 1:
                out += [CombatChoice(u, RETREAT, edge=e) for e in options]
            else:
                out.append(CombatChoice(u, RETREAT))
    elif p["stage"] == WINNERS:
        for u in _undecided(state, p):
            out += [CombatChoice(u, c) for c in winner_options(state, state.units[u], p)]
    elif p["stage"] == DRAW:
        for u in _draw_todo(state, p, int(p["turn"])):
            if may_stand_on_draw(state, state.units[u], p):
                out.append(CombatChoice(u, STAND))
            out.append(CombatChoice(u, FALL_BACK))
    return out


def apply_choice(state: GameState, action: CombatChoice, dice: Dice) -> list[Event]:
    p = _pending(state)
    assert p is not None
    unit = state.units[action.unit]
    events: list[Event] = []
    if action.choice == RETREAT:
        events += retreat.retreat_unit(state, unit, action.edge, p, dice)
        p["losers"] = [u for u in p["losers"] if u != unit.id]
    else:
        events += _carry_out(state, unit, action, p, dice)
        p.setdefault("decided", []).append(unit.id)
        if p["stage"] == DRAW:
            other = 1 - int(p["turn"])
            if _draw_todo(state, p, other):
                p["turn"] = other
    events += run(state, dice)
    update_engaged(state)
    return events


def _carry_out(state: GameState, unit: Unit, action: CombatChoice, p: dict[str, Any], dice: Dice) -> list[Event]:
    if action.choice == STAND:
        reason = "defended" if p["stage"] == DRAW else ""
        return [Stood(unit=unit.id, unit_name=unit.name, reason=reason, rule="combat.stand")]
    if action.choice == FALL_BACK:
        events: list[Event] = []
        key = str(unit.side)
        rolls = p.setdefault("roll", {})
        if key not in rolls:
            faces = dice.roll(3, 6, f"{state.sides[unit.side].name} fall back")
            rolls[key] = 10 * sum(faces)
            events.append(
                DiceRolled(
                    purpose=f"Fall back distance for {state.sides[unit.side].name} (3D6 cm, one roll for its units in this fight)",
                    sides=6,
                    faces=faces,
                    total=sum(faces),
                    outcome=f"up to {sum(faces)} cm",
                    side=unit.side,
                    rule="combat.fall_back",
                )
            )
        return events + fallback.fall_back(state, unit, int(rolls[key]), action.distance, p["units"])
    if action.choice == PURSUE:
        plan = pursuit.plan_pursuit(state, unit, p)
        assert plan is not None
        events = relocate(state, unit, plan.poses)
        unit.flags[IN_THE_OPEN] = 1
        p.setdefault("pursued", []).append(unit.id)
        met = pursuit.contacted(state, unit)
        events.insert(
            0,
            Pursued(
                unit=unit.id,
                unit_name=unit.name,
                how=plan.how,
                targets=tuple(met),
                target_names=_names(state, met),
                poses=plan.poses,
                rule=f"combat.pursuit.{plan.how}",
            ),
        )
        return events
    if action.choice == ADVANCE:
        return _advance(state, unit, p, dice)
    raise ValueError(action.choice)


def _advance(state: GameState, unit: Unit, p: dict[str, Any], dice: Dice) -> list[Event]:
    from game.core.command.charging import CHARGE_REACTIONS

    found = adv.plan_advance(state, unit, p)
    assert found is not None
    target, plan = found
    done = set(data(state).get("done", []))
    events = relocate(state, unit, plan.poses)
    adv.mark_advanced(state, unit)
    p.setdefault("advanced_now", []).append(unit.id)
    for uid in plan.contacted:
        state.units[uid].engaged = True
    unit.engaged = True
    g = engagement_of(state, unit.id) or []
    fresh = not (done & set(g)) or not g
    events.insert(
        0,
        Advanced(
            unit=unit.id,
            unit_name=unit.name,
            target=target,
            target_name=state.units[target].name,
            contacted=tuple(plan.contacted),
            poses=tuple(plan.poses),
            joins_now=fresh,
            rule="combat.advance",
        ),
    )
    for react in CHARGE_REACTIONS:
        events += react(state, unit, tuple(plan.contacted), dice)
    return events


# ------------------------------------------------------------------------------------------ the loop
def run(state: GameState, dice: Dice) -> list[Event]:
    """Fight queued rounds and settle what needs no decision, until a player must choose or all is done."""
    events: list[Event] = []
    d = data(state, write=True)
    for _ in range(64):
        p = d.get("pending")
        if p:
            evs, waiting = _settle(state, p, dice)
            events += evs
            if waiting:
                return events
            d.pop("pending", None)
            events += _close_round(state, p)
            continue
        queue = d.get("queue")
        if queue:
            item = queue.pop(0)
            if not queue:
                d.pop("queue", None)
            units = [u for u in item["units"] if state.units[u].alive]
            if len({state.units[u].side for u in units}) < 2:
                _finish(state, units)
                continue
            evs, outcome = fight_round(state, units, int(item["round"]), dice)
            events += evs
            more, d["pending"] = _open(state, outcome, int(item["round"]), dice)
            events += more
            continue
        break
    return events


def _open(state: GameState, outcome: Outcome, round_no: int, dice: Dice) -> tuple[list[Event], dict[str, Any]]:
    p: dict[str, Any] = {
        "units": outcome.units,
        "round": round_no,
        "supported": outcome.supporters,
        "may_pursue": outcome.may_pursue,
    }
    events: list[Event] = []
    if outcome.over:
        p["stage"] = "over"
    elif outcome.winner is None:
        p["stage"] = DRAW
        sides = [s for s in (0, 1) if _draw_todo(state, p, s)]
        if len(sides) == 2:
            face = dice.roll(1, 6, "which side falls back first")[0]
            first = state.active if face >= 4 else 1 - state.active
            events.append(
                DiceRolled(
                    purpose="Which side falls back first",
                    sides=6,
                    faces=(face,),
                    outcome=f"{state.sides[first].name} first (4-6: the side whose turn it is)",
                    quiet=True,
                    rule="combat.fall_back.order",
                )
            )
            events.append(
                FallBackOrder(side=first, side_name=state.sides[first].name, face=face, rule="combat.fall_back.order")
            )
            p["turn"] = first
        else:
            p["turn"] = sides[0] if sides else state.active
    else:
        w = int(outcome.winner)
        losing = [u for u in outcome.units if state.units[u].side != w]
        p["winner"] = w
        p["retreat_mm"] = retreat.retreat_distance(outcome.difference, len(losing))
        p["losers"] = [u for u in losing if state.units[u].alive]
        p["winners"] = [u for u in outcome.units if state.units[u].side == w and state.units[u].alive]
        p["enemies_destroyed"] = outcome.wiped[1 - w]
        p["stage"] = LOSERS_RETREAT if p["losers"] else WINNERS
    return events, p


def _settle(state: GameState, p: dict[str, Any], dice: Dice) -> tuple[list[Event], bool]:
    """Carry out what needs nobody's decision; True if a player must now choose."""
    events: list[Event] = []
    for _ in range(64):
        stage = p["stage"]
        if stage == LOSERS_RETREAT:
            losers = [u for u in p["losers"] if state.units[u].alive]
            p["losers"] = losers
            if not losers:
                p["stage"] = WINNERS
                continue
            ties = any(len(retreat.edge_options(state, state.units[u])) > 1 for u in losers)
            if ties or retreat.order_matters(state, losers, p):
                return events, True
            for u in sorted(losers, key=id_key):
                events += retreat.retreat_unit(state, state.units[u], "", p, dice)
            p["losers"] = []
            continue
        if stage == WINNERS:
            todo = _undecided(state, p)
            progressed = False
            for u in todo:
                unit = state.units[u]
                opts = winner_options(state, unit, p)
                if len(opts) == 1 and opts[0] in (PURSUE, ADVANCE):
                    events += _carry_out(state, unit, CombatChoice(u, opts[0]), p, dice)
                    p.setdefault("decided", []).append(u)
                    progressed = True
                    break
            if progressed:
                continue
            return (events, True) if todo else (events, False)
        if stage == DRAW:
            turn = int(p["turn"])
            if _draw_todo(state, p, turn):
                return events, True
            if _draw_todo(state, p, 1 - turn):
                p["turn"] = 1 - turn
                return events, True
            return events, False
        return events, False
    return events, False


def _close_round(state: GameState, p: dict[str, Any]) -> list[Event]:
    """After the aftermath: fight another round, leave the fight unresolved, or end it."""
    d = data(state, write=True)
    done = set(d.get("done", []))
    fight = set(p["units"])
    pursued = set(p.get("pursued", []))
    advanced = set(p.get("advanced_now", []))
    events: list[Event] = []
    groups = [g for g in engagements(state) if fight & set(g)]
    goes_on = False
    for g in groups:
        members = set(g)
        if members & done:
            _finish(state, g)
            goes_on = True
            events.append(
                CombatUnresolved(
                    units=tuple(g),
                    unit_names=_names(state, g),
                    reason="they met a combat already fought this phase; it goes on next turn",
                    rule="combat.unresolved",
                )
            )
        elif members & advanced and not members & pursued:
            # A fresh fight for the advancers: it is fought next, this phase.
            for a in sorted(members & advanced, key=id_key):
                d.setdefault("next", []).append(a)
        elif members & pursued and int(p["round"]) < 2:
            d.setdefault("queue", []).append({"units": g, "round": int(p["round"]) + 1})
            goes_on = True
        else:
            _finish(state, g)
            goes_on = True
            why = "the winners pursued after two rounds; the fight goes on next turn"
            if not members & pursued:
                why = "they are still in contact; the fight goes on next turn"
            events.append(
                CombatUnresolved(units=tuple(g), unit_names=_names(state, g), reason=why, rule="combat.unresolved")
            )
    out = [u for u in p["units"] if not any(u in g for g in groups)]
    _finish(state, out)
    for u in out:
        state.units[u].flags.pop(RETREAT_MM, None)
    if not goes_on:
        events.append(CombatOver(units=tuple(p["units"]), unit_names=_names(state, p["units"]), rule="combat.over"))
    return events


def _finish(state: GameState, units: list[str]) -> None:
    d = data(state, write=True)
    done = d.setdefault("done", [])
    for u in units:
        if u not in done:
            done.append(u)
    done.sort(key=id_key)


__all__ = [
    "apply_choice",
    "apply_fight",
    "blocks_leaving",
    "check_choice",
    "check_fight",
    "decider",
    "legal_choices",
    "legal_fights",
]
