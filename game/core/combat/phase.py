"""The start and the end of the Combat phase (digest 5.1, 5.4, 5.11)."""

from __future__ import annotations

from game.core import board, carry, hooks, moves
from game.core.casualties import StandsLost, remove_stands
from game.core.combat.attacks import IN_THE_OPEN, RETREAT_MM
from game.core.combat.engagements import update_engaged
from game.core.combat.events import OddHitsDiscarded
from game.core.combat.kept import CombatRecord, combat_kept
from game.core.combat.retreat import SPLIT
from game.core.dice import Dice
from game.core.events import Event
from game.core.state import GameState


def start(state: GameState, dice: Dice) -> list[Event]:
    """Fresh working data; units that charged this turn fight in the open."""
    combat_kept(state).record = CombatRecord()
    update_engaged(state)
    for u in state.live_units(state.active):
        if u.charged and u.engaged:
            u.flags[IN_THE_OPEN] = 1
    return []


def end(state: GameState, dice: Dice) -> list[Event]:
    """Odd hits are wiped from units no longer engaged; their combat flags go with them."""
    if combat_kept(state).record is None:
        return []
    events: list[Event] = []
    update_engaged(state)
    # Before odd hits are wiped: rules that look at the hits left then (a Giant being badly hurt).
    for fn in state.ruleset.hook(hooks.COMBAT_ENDS):
        events += fn(state, dice)
    events += _split_units(state)
    for u in state.live_units():
        if u.engaged:
            continue
        if u.hits:
            events.append(OddHitsDiscarded(unit=u.id, unit_name=u.name, hits=u.hits, rule="combat.odd_hits"))
            u.hits = 0
        u.flags.pop(IN_THE_OPEN, None)
        u.flags.pop(RETREAT_MM, None)
    carry.clear_first_round_hits(state)
    combat_kept(state).record = None
    return events


def _split_units(state: GameState) -> list[Event]:
    """A unit split by losing a stand in a retreat, still apart and out of combat now, loses one more."""
    events: list[Event] = []
    for u in state.live_units():
        if not u.flags.pop(SPLIT, 0) or u.engaged or moves.connected(board.unit_bases(state, u)):
            continue
        remove_stands(state, u, 1)
        events.append(
            StandsLost(
                unit=u.id,
                unit_name=u.name,
                count=1,
                left=len(u.stands),
                hits_left=u.hits,
                rule="combat.retreat.split",
            )
        )
    return events


def after_action(state: GameState, dice: Dice) -> list[Event]:
    """Close the Combat phase once play has left it.

    The turn sequence has no leave hook on the combat step, so the phase is closed by the first check
    after the step is left (the engine runs it on entering the end of the turn).
    """
    if state.phase == "combat" or combat_kept(state).record is None:
        return []
    return end(state, dice)
