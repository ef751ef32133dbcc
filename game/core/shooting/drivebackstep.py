"""The drive-back step of the Shooting phase (digest 4.5, 4.6): every unit hit is driven back, then hits
short of a whole stand are forgotten.

The rules let the owner of the units choose the order; here it is fixed: the shooting side's enemies by
unit id, then its own units hit by its cannon (friends are driven back after every enemy).
"""

from __future__ import annotations

from game.core import carry, casualties, hooks
from game.core.dice import Dice
from game.core.events import Event
from game.core.shooting import book
from game.core.shooting.driveback import drive_back
from game.core.shooting.events import HitsCarried, OddHitsDiscarded
from game.core.state import GameState, id_key


def resolve_drive_backs(state: GameState, dice: Dice) -> list[Event]:
    """Every unit hit this phase is driven back, in a fixed order: enemies of the shooting side by id, then
    its own units hit by its cannon; then hits short of a whole stand are discarded from unengaged units."""
    events: list[Event] = []
    order = sorted(book.units_hit(state), key=lambda u: (state.units[u].side == state.active, id_key(u)))
    for uid in order:
        unit = state.units[uid]
        if not unit.alive or unit.off_table:
            continue
        hits = book.hits_taken(state, uid)
        if unit.engaged:
            # Engaged before the phase ended: the hits count in the first round instead.
            carry.add_first_round_hits(state, uid, hits)
            events.append(
                HitsCarried(unit=uid, unit_name=unit.name, hits=hits, why="it is now engaged", rule="shooting.engaged")
            )
            continue
        drv = book.driver(state, unit)
        if drv is None:
            continue
        owner, point = drv
        events += drive_back(
            state,
            unit,
            hits,
            point,
            dice,
            driver=owner,
            driver_name=_owner_name(state, owner),
            fierce=book.fierce_hits(state, uid),
        )
    # Before odd hits are discarded: rules that look at the hits left then (a Giant being badly hurt).
    for fn in state.ruleset.hook(hooks.SHOOTING_ENDS):
        events += fn(state, dice)
    left = [u for u in state.live_units() if not u.engaged and u.hits]
    if left:
        events.append(
            OddHitsDiscarded(
                units=tuple(u.id for u in left),
                unit_names=", ".join(u.name for u in left),
                rule="shooting.odd_hits",
            )
        )
        casualties.discard_odd_hits(state, left)
    book.clear(state)
    return events


def _owner_name(state: GameState, owner: str) -> str:
    if owner in state.units:
        return state.units[owner].name
    if owner in state.characters:
        return state.characters[owner].name
    return owner
