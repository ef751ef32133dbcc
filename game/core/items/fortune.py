"""The Banner of Fortune (digest 6.4): once a battle, all of the unit's attack dice of one Shooting or Combat roll
are rolled again, if its side wants.

The side decides after seeing the dice, so play waits at the roll. A roll sits in the middle of an action (a
volley, a round of combat), whose rest cannot simply be paused; so the action is carried out to its end and, if
the side takes the chance, played again from its start: the state before it is put back, the dice it rolled up
to the banner's roll are played back face for face, the banner's dice are thrown anew and the rest of the action
rolls as it comes. Letting the chance go keeps everything as it was.

To play an action back, the faces it rolls are kept while a Banner of Fortune is on the table (``ACTION_DICE``),
with the state before it. They are never saved: a saved game is its log, and replaying the log keeps them again.
A roll met where nothing was kept (outside the phases that roll attacks) is settled for the player as the
computer would: rolled again when it hit less than the dice do on average.

Only the first roll of an action that misses at least once is offered; a later one in the same action passes. A roll
offered to the banner is not touched by a Sword of Cleaving: the side decides on the dice as they fell.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from game.core.actions import Action
from game.core.dice import Dice, DiceError
from game.core.events import Event, Narration
from game.core.items.rules import _said
from game.core.items.use import Usable, UseItem, hold, items_kept, ready, spend
from game.core.state import GameState, Unit

FORTUNE = "banner_of_fortune"
# Phases in which a unit's attacks are rolled (shooting at chargers happens in the Command phase's charges).
ROLLING_PHASES = ("command", "shooting", "combat")


class KeptDice:
    """The action's dice, passed through and kept face by face."""

    def __init__(self, inner: Dice) -> None:
        self.inner = inner
        self.faces: list[int] = []

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        out = self.inner.roll(count, sides, purpose)
        self.faces.extend(out)
        return out


class PlayedBack:
    """The kept faces first, then fresh dice."""

    def __init__(self, faces: list[int], inner: Dice) -> None:
        self.faces = list(faces)
        self.inner = inner

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        if not self.faces:
            return self.inner.roll(count, sides, purpose)
        if len(self.faces) < count:
            raise DiceError(f"the action played back for the Banner of Fortune rolls differently ({purpose})")
        out, self.faces = tuple(self.faces[:count]), self.faces[count:]
        return out


@dataclass
class Watch:
    """What an action in progress needs to be played again: never saved."""

    before: str
    action: Action
    dice: KeptDice
    action_start: Any
    # Attack rolls of each unit so far in the action.
    calls: dict[str, int] = field(default_factory=dict)


@dataclass
class Again:
    """The action whose roll waits for the banner's decision, and which roll of the carrier it was."""

    before: str
    action: Action
    faces: list[int]
    action_start: Any
    carrier: str
    nth: int
    calls: int = 0


def _transient(state: GameState) -> dict[str, Any]:
    """The banner's working data, kept beside the module's saved state but never in it."""
    k = items_kept(state)
    got = k.__dict__.get("_fortune")
    if got is None:
        got = k.__dict__["_fortune"] = {"watch": None, "again": None, "replay": None}
    return got  # type: ignore[no-any-return]


def action_dice(state: GameState, action: Action, dice: Dice) -> Dice:
    """``ACTION_DICE``: keep the faces (and the state before) of an action a Banner of Fortune could roll in."""
    t = _transient(state)
    t["watch"] = None
    if t["replay"] is not None or action.kind == "start" or state.phase not in ROLLING_PHASES:
        return dice
    if not any(ready(u, FORTUNE) for u in state.units.values()):
        return dice
    kept = KeptDice(dice)
    t["watch"] = Watch(state.canonical_json(), action, kept, state.action_start)
    return kept


def below_average(faces: tuple[int, ...], to_hit: int) -> bool:
    """Whether the roll hit less than such dice do on average (a fresh throw then does better on average)."""
    hits = sum(1 for f in faces if f >= to_hit)
    return hits < len(faces) * Fraction(max(0, 7 - max(1, to_hit)), 6)


def _throw(unit: Unit, target: Unit, faces: tuple[int, ...], to_hit: int, dice: Dice) -> tuple[
        tuple[int, ...], list[Event]]:
    hits = sum(1 for f in faces if f >= to_hit)
    spend(unit, FORTUNE)
    new = dice.roll(len(faces), 6, f"{unit.name}: Banner of Fortune")
    now = sum(1 for f in new if f >= to_hit)
    # The new faces are told by the roll's own line, which follows.
    return new, [_said(unit, FORTUNE, f"{hits} hit{'s' if hits != 1 else ''} from {len(faces)} dice: all are rolled "
                                      f"again, {now} hit{'s' if now != 1 else ''} now")]


def fortune_rolled(
    state: GameState, unit: Unit, target: Unit, faces: tuple[int, ...], to_hit: int, kind: str, dice: Dice
) -> tuple[tuple[int, ...], list[Event]] | None:
    """The banner's part of ``ATTACKS_ROLLED``: None when it has nothing to do with this roll."""
    if not ready(unit, FORTUNE):
        return None
    t = _transient(state)
    again: Again | None = t["replay"]
    if again is not None:
        # Played back: the roll the side chose is thrown anew; every other roll stands.
        if unit.id != again.carrier:
            return None
        again.calls += 1
        return _throw(unit, target, faces, to_hit, dice) if again.calls == again.nth else None
    watch: Watch | None = t["watch"]
    if watch is None:
        return _throw(unit, target, faces, to_hit, dice) if below_average(faces, to_hit) else None
    watch.calls[unit.id] = watch.calls.get(unit.id, 0) + 1
    hits = sum(1 for f in faces if f >= to_hit)
    if hits == len(faces) or items_kept(state).held is not None:
        return None
    hold(state, FORTUNE, unit, faces=list(faces), hits=hits, to_hit=to_hit, kind=kind, target=target.id)
    t["again"] = Again(watch.before, watch.action, list(watch.dice.faces), watch.action_start, unit.id,
                       watch.calls[unit.id])
    return faces, [_said(unit, FORTUNE, f"{hits} hit{'s' if hits != 1 else ''} from {len(faces)} dice: the banner "
                                        "may have them all rolled again")]


# ------------------------------------------------------------------------------------- used by choice
def _check(state: GameState, a: UseItem) -> str:
    held = items_kept(state).held
    if held is None or held["item"] != FORTUNE or held["carrier"] != a.carrier:
        return "the Banner of Fortune rolls again a roll of its unit's attacks just made"
    if a.use and _transient(state)["again"] is None:
        return "the battle was reloaded since that roll: it can no longer be rolled again"
    return ""


def _restore(state: GameState, before: str, action_start: Any) -> None:
    fresh = GameState.from_dict(json.loads(before), state.ruleset)
    for f in dataclasses.fields(GameState):
        if f.name not in ("_ruleset", "_cache", "action_start"):
            setattr(state, f.name, getattr(fresh, f.name))
    state.action_start = action_start
    state.invalidate()


def _apply(state: GameState, a: UseItem, dice: Dice) -> list[Event]:
    from game.core import engine

    k = items_kept(state)
    held = k.held
    assert held is not None
    again: Again | None = _transient(state)["again"]
    k.held = None
    _transient(state)["again"] = None
    unit = state.units[a.carrier]
    if not a.use:
        return [_said(unit, FORTUNE, f"the roll of {held['hits']} hits stands; the banner is kept for later")]
    assert again is not None
    _restore(state, again.before, again.action_start)
    _transient(state)["replay"] = again
    n = len(held["faces"])
    events: list[Event] = [Narration(message=f"Banner of Fortune: {unit.name} roll their {n} attack dice again, and "
                                             "play goes on from the new roll", rule=f"items.{FORTUNE}")]
    try:
        events += engine.apply(state, again.action, PlayedBack(again.faces, dice))
    finally:
        _transient(state)["replay"] = None
    return events


def _legal(state: GameState) -> list[UseItem]:
    held = items_kept(state).held
    if held is None or held["item"] != FORTUNE:
        return []
    return [UseItem(held["carrier"], FORTUNE), UseItem(held["carrier"], FORTUNE, use=False)]


USABLE = {FORTUNE: Usable(_check, _apply, _legal)}
