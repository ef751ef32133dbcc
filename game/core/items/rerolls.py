"""The items that have dice rolled again (digest 6.4): the Swords of Cleaving and Destruction, the Banner of
Fortune.

- Sword of Cleaving (a unit's or a joined character's): each combat round, one missed attack die of the unit is
  rolled again. Always worth it, so always done, on the round's first roll with a miss.
- Sword of Destruction: each combat round, one touching enemy unit rolls one of its successful armour saves
  against the carrier's unit again. Choice made for the players: the first enemy unit to save in the round.
- Banner of Fortune: once a battle, every attack die of one Shooting or Combat roll of the unit is rolled again,
  if its side wants: see ``fortune``.

A die rolled again is not rolled a third time: the Sword of Cleaving does not touch a roll the Banner of
Fortune has just thrown again.
"""

from __future__ import annotations

from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.items.fortune import fortune_rolled
from game.core.items.rules import _said
from game.core.items.use import ready
from game.core.state import Character, GameState, Unit

CLEAVING, DESTRUCTION, FORTUNE = "sword_of_cleaving", "sword_of_destruction", "banner_of_fortune"
# A carrier whose sword has worked this round: flag ``item:round:<id>``, cleared when the round is decided.
ROUND = "item:round:"


def _carrier(state: GameState, unit: Unit, item: str) -> Unit | Character | None:
    """The unit, or a character joined to it, carrying ``item`` unused this round."""
    pieces: list[Unit | Character] = [unit, *(c for c in state.characters.values() if c.joined == unit.id and c.alive)]
    for p in pieces:
        if ready(p, item) and not p.flags.get(ROUND + item):
            return p
    return None


def _again(who: str, faces: tuple[int, ...], side: int, item: str, outcome: str) -> DiceRolled:
    return DiceRolled(
        purpose=who, sides=6, faces=faces, outcome=outcome, side=side, quiet=True, rule=f"items.{item}"
    )


def attacks_rolled(
    state: GameState, unit: Unit, target: Unit, faces: tuple[int, ...], to_hit: int, kind: str, dice: Dice
) -> tuple[tuple[int, ...], list[Event]]:
    """``ATTACKS_ROLLED``: the Banner of Fortune's once-a-battle throw (or its offer), else the Sword of Cleaving."""
    fortune = fortune_rolled(state, unit, target, faces, to_hit, kind, dice)
    if fortune is not None:
        return fortune
    hits = sum(1 for f in faces if f >= to_hit)
    if kind != "combat" or hits == len(faces):
        return faces, []
    sword = _carrier(state, unit, CLEAVING)
    if sword is None:
        return faces, []
    sword.flags[ROUND + CLEAVING] = 1
    miss = next(i for i, f in enumerate(faces) if f < to_hit)
    (face,) = dice.roll(1, 6, f"{unit.name}: Sword of Cleaving")
    out = faces[:miss] + (face,) + faces[miss + 1 :]
    verdict = "a hit" if face >= to_hit else "still a miss"
    return out, [
        _said(sword, CLEAVING, f"a missed {faces[miss]} is rolled again: {face}, {verdict}"),
        _again(f"{unit.name}: Sword of Cleaving", (face,), unit.side, CLEAVING, verdict),
    ]


def saves_made(
    state: GameState, target: Unit, attacker: Unit, faces: tuple[int, ...], needed: int, dice: Dice
) -> tuple[tuple[int, ...], list[Event]]:
    """``SAVES_MADE``: the Sword of Destruction has one successful save rolled again."""
    sword = _carrier(state, attacker, DESTRUCTION)
    if sword is None or not any(f >= needed for f in faces):
        return faces, []
    sword.flags[ROUND + DESTRUCTION] = 1
    i = next(i for i, f in enumerate(faces) if f >= needed)
    (face,) = dice.roll(1, 6, f"{target.name}: save again (Sword of Destruction)")
    verdict = "still saved" if face >= needed else "the save is lost"
    return faces[:i] + (face,) + faces[i + 1 :], [
        _said(sword, DESTRUCTION, f"{target.name} roll a save of {faces[i]} again: {face}, {verdict}"),
        _again(f"{target.name}: save again", (face,), target.side, DESTRUCTION, verdict),
    ]


def round_over(state: GameState, units: list[str]) -> None:
    """The swords work again next round."""
    fought = set(units)
    pieces: list[Unit | Character] = [state.units[u] for u in units if u in state.units]
    pieces += [c for c in state.characters.values() if c.joined in fought]
    for p in pieces:
        p.flags.pop(ROUND + CLEAVING, None)
        p.flags.pop(ROUND + DESTRUCTION, None)
