"""The Combat phase as a sequence of decisions (digest 5.1, 5.5, 5.7-5.10).

The side whose turn it is picks an engagement (``Fight``). Its first round is fought at once; then
the round's aftermath waits for the players: the loser names the order of its retreats when one
could get in another's way (or the edge to retreat from when enemies press equally), the winner
decides for each unit whether it stands, falls back, pursues or advances; after a draw the sides
take turns to fall back (or stand, if defended). Every other step happens by itself: retreats
nobody need choose, must-pursue troops, the second round after a pursuit, a fight left unresolved.

Working data lives in the combat module's kept state (``CombatRecord``): ``done`` (units finished for this phase),
``fought`` (units that have fought a round), ``advanced``, ``next`` (advancers whose new fight
comes next), ``queue`` (rounds to fight) and ``pending`` (the round whose aftermath is waiting).
"""

from __future__ import annotations

from game.core import hooks
from game.core.combat import retreat
from game.core.combat.actions import ADVANCE, PURSUE, CombatChoice, Fight
from game.core.combat.aftermath import (
    DRAW,
    LOSERS_RETREAT,
    WINNERS,
    carry_out,
    draw_todo,
    names,
    undecided,
    winner_options,
)
from game.core.combat.attacks import RETREAT_MM
from game.core.combat.camps import between_friends, camp
from game.core.combat.engagements import (
    data,
    engagement_id,
    engagement_of,
    engagements,
    pending_engagements,
    update_engaged,
)
from game.core.combat.events import CombatOver, CombatUnresolved, FallBackOrder, Stood
from game.core.combat.kept import Aftermath, QueuedRound, combat_kept
from game.core.combat.rounds import Outcome, fight_round
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.state import GameState, id_key


def pending_decision(state: GameState) -> Aftermath | None:
    rec = combat_kept(state).record
    return None if rec is None else rec.pending


def in_fight_step(state: GameState) -> bool:
    return state.phase == "combat" and state.step == "fight"


# ------------------------------------------------------------------------------------------ choosing
def forced_next(state: GameState) -> str | None:
    """The engagement an advance has led into, which must be fought before any other."""
    d = data(state)
    done = set(d.done)
    for a in d.next or []:
        g = engagement_of(state, a) if state.units[a].alive else None
        if g is not None and not done & set(g):
            return engagement_id(g)
    return None


def decider(state: GameState) -> int | None:
    """The side that must choose now in the Combat phase, if not the side whose turn it is."""
    if not in_fight_step(state):
        return None
    p = pending_decision(state)
    if not p:
        return None
    if p.stage == LOSERS_RETREAT and p.winner is not None:
        # The losers' own side: in a fight between friends the camps are not the sides.
        return state.units[p.losers[0]].side if p.losers else 1 - p.winner
    if p.stage == WINNERS:
        return p.winner
    if p.stage == DRAW:
        return p.turn
    return None


def blocks_leaving(state: GameState) -> str | None:
    if not in_fight_step(state):
        return None
    p = pending_decision(state)
    if p:
        who = state.sides[decider(state) or 0].name
        return f"{who} must first decide what their units do after the combat round"
    left = pending_engagements(state)
    if left:
        parts = ["/".join(names(state, g)) for g in left]
        return f"every engagement must be fought; still to fight: {'; '.join(parts)}"
    return None


def check_fight(state: GameState, action: Fight) -> list[str]:
    if pending_decision(state):
        return ["finish the combat under way first: a decision is waiting"]
    left = {engagement_id(g): g for g in pending_engagements(state)}
    if not left:
        return ["no engagement is left to fight this phase"]
    if action.engagement not in left:
        options = ", ".join(f"{k} ({'/'.join(names(state, g))})" for k, g in left.items())
        return [f"there is no engagement {action.engagement!r} waiting to be fought; the engagements are {options}"]
    forced = forced_next(state)
    if forced is not None and forced != action.engagement:
        return [f"the fight that advancing units have joined ({'/'.join(names(state, left[forced]))}) comes next"]
    return [w for w in (fn(state, left[action.engagement]) for fn in state.ruleset.hook(hooks.FIGHT_WAITS)) if w][:1]


def _waits(state: GameState, units: list[str]) -> bool:
    """A rule module waits for a decision before this engagement is fought (a challenge)."""
    return any(fn(state, units) for fn in state.ruleset.hook(hooks.FIGHT_WAITS))


def legal_fights(state: GameState) -> list[Fight]:
    if not in_fight_step(state) or pending_decision(state):
        return []
    forced = forced_next(state)
    left = pending_engagements(state)
    if forced is not None:
        left = [g for g in left if engagement_id(g) == forced]
    return [Fight(engagement_id(g)) for g in left if not _waits(state, g)]


def apply_fight(state: GameState, action: Fight, dice: Dice) -> list[Event]:
    g = {engagement_id(x): x for x in pending_engagements(state)}[action.engagement]
    d = data(state, write=True)
    # Advances that led here (or into fights already over) need no more remembering.
    d.next = [a for a in d.next or [] if a not in g and state.units[a].alive and engagement_of(state, a)] or None
    d.queue = [QueuedRound(tuple(g), 1)]
    events = run(state, dice)
    update_engaged(state)
    return events


# ------------------------------------------------------------------------------------------ the loop
def run(state: GameState, dice: Dice) -> list[Event]:
    """Fight queued rounds and settle what needs no decision, until a player must choose or all is done."""
    events: list[Event] = []
    d = data(state, write=True)
    for _ in range(64):
        p = d.pending
        if p:
            evs, waiting = _settle(state, p, dice)
            events += evs
            if waiting:
                return events
            d.pending = None
            events += _close_round(state, p)
            continue
        queue = d.queue
        if queue:
            item = queue.pop(0)
            if not queue:
                d.queue = None
            units = [u for u in item.units if state.units[u].alive]
            if len({camp(state, u) for u in units}) < 2:
                _finish(state, units)
                continue
            for begin in state.ruleset.hook(hooks.COMBAT_ROUND_BEGINS):
                events += begin(state, units, dice)
            evs, outcome = fight_round(state, units, item.round, dice)
            events += evs
            more, d.pending = _open(state, outcome, item.round, dice)
            events += more
            continue
        break
    return events


def _open(state: GameState, outcome: Outcome, round_no: int, dice: Dice) -> tuple[list[Event], Aftermath]:
    p = Aftermath(list(outcome.units), round_no, outcome.supporters, outcome.may_pursue)
    events: list[Event] = []
    if between_friends(state, outcome.units) and not outcome.over:
        return _open_between_friends(state, outcome, p), p
    if outcome.over:
        p.stage = "over"
    elif outcome.winner is None:
        p.stage = DRAW
        sides = [s for s in (0, 1) if draw_todo(state, p, s)]
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
            p.turn = first
        else:
            p.turn = sides[0] if sides else state.active
    else:
        w = int(outcome.winner)
        losing = [u for u in outcome.units if state.units[u].side != w]
        p.winner = w
        p.retreat_mm = retreat.retreat_distance(outcome.difference, len(losing))
        p.losers = [u for u in losing if state.units[u].alive]
        p.winners = [u for u in outcome.units if state.units[u].side == w and state.units[u].alive]
        p.enemies_destroyed = bool(outcome.wiped[1 - w])
        p.stage = LOSERS_RETREAT if p.losers else WINNERS
    return events, p


def _open_between_friends(state: GameState, outcome: Outcome, p: Aftermath) -> list[Event]:
    """After a round between units of one side: the loser retreats as any loser does, the winner holds its
    ground (no pursuit or advance against its own side) and a draw parts nobody; then the fight ends."""
    if outcome.winner is None:
        p.stage = "over"
        return []
    w = int(outcome.winner)
    losing = [u for u in outcome.units if camp(state, u) != w]
    p.winner = w
    p.retreat_mm = retreat.retreat_distance(outcome.difference, len(losing))
    p.losers = [u for u in losing if state.units[u].alive]
    p.winners = []
    p.enemies_destroyed = bool(outcome.wiped[1 - w])
    p.stage = LOSERS_RETREAT if p.losers else WINNERS
    held = [u for u in outcome.units if camp(state, u) == w and state.units[u].alive]
    return [
        Stood(unit=u, unit_name=state.units[u].name, reason="the fight with its own side is over", rule="combat.friends")
        for u in sorted(held, key=id_key)
    ]


def _settle(state: GameState, p: Aftermath, dice: Dice) -> tuple[list[Event], bool]:
    """Carry out what needs nobody's decision; True if a player must now choose."""
    events: list[Event] = []
    for _ in range(64):
        stage = p.stage
        if stage == LOSERS_RETREAT:
            losers = [u for u in p.losers if state.units[u].alive]
            p.losers = losers
            if not losers:
                p.stage = WINNERS
                continue
            ties = any(len(retreat.edge_options(state, state.units[u])) > 1 for u in losers)
            if ties or retreat.order_matters(state, losers, p):
                return events, True
            for u in sorted(losers, key=id_key):
                events += retreat.retreat_unit(state, state.units[u], "", p, dice)
            p.losers = []
            continue
        if stage == WINNERS:
            todo = undecided(state, p)
            progressed = False
            for u in todo:
                unit = state.units[u]
                opts = winner_options(state, unit, p)
                if len(opts) == 1 and opts[0] in (PURSUE, ADVANCE):
                    events += carry_out(state, unit, CombatChoice(u, opts[0]), p, dice)
                    p.decided.append(u)
                    progressed = True
                    break
            if progressed:
                continue
            return (events, True) if todo else (events, False)
        if stage == DRAW:
            turn = int(p.turn or 0)
            if draw_todo(state, p, turn):
                return events, True
            if draw_todo(state, p, 1 - turn):
                p.turn = 1 - turn
                return events, True
            return events, False
        return events, False
    return events, False


def _close_round(state: GameState, p: Aftermath) -> list[Event]:
    """After the aftermath: fight another round, leave the fight unresolved, or end it."""
    d = data(state, write=True)
    done = set(d.done)
    fight = set(p.units)
    pursued = set(p.pursued)
    advanced = set(p.advanced_now)
    events: list[Event] = []
    if between_friends(state, p.units):
        # One round and the fight ends, whether or not they still touch (digest 10.0, Giant Goes Wild 2).
        _finish(state, [*p.units, *(u for g in engagements(state) if fight & set(g) for u in g)])
        for u in p.units:
            state.units[u].flags.pop(RETREAT_MM, None)
        return [CombatOver(units=tuple(p.units), unit_names=names(state, p.units), rule="combat.friends")]
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
                    unit_names=names(state, g),
                    reason="they met a combat already fought this phase; it goes on next turn",
                    rule="combat.unresolved",
                )
            )
        elif members & advanced and not members & pursued:
            # A fresh fight for the advancers: it is fought next, this phase.
            for a in sorted(members & advanced, key=id_key):
                d.next = [*(d.next or []), a]
        elif members & pursued and p.round < 2:
            d.queue = [*(d.queue or []), QueuedRound(tuple(g), p.round + 1)]
            goes_on = True
        else:
            _finish(state, g)
            goes_on = True
            why = "the winners pursued after two rounds; the fight goes on next turn"
            if not members & pursued:
                why = "they are still in contact; the fight goes on next turn"
            events.append(
                CombatUnresolved(units=tuple(g), unit_names=names(state, g), reason=why, rule="combat.unresolved")
            )
    out = [u for u in p.units if not any(u in g for g in groups)]
    _finish(state, out)
    for u in out:
        state.units[u].flags.pop(RETREAT_MM, None)
    if not goes_on:
        events.append(CombatOver(units=tuple(p.units), unit_names=names(state, p.units), rule="combat.over"))
    return events


def _finish(state: GameState, units: list[str]) -> None:
    done = data(state, write=True).done
    for u in units:
        if u not in done:
            done.append(u)
    done.sort(key=id_key)
