"""The Slann's Divine Guidance (digest 10.9 [6]): the Skink characters order in the name of a General who gives none.

The Slann Mage is the Lizardmen's General but never gives an order (``refuse_slann_orders`` turns the order away).
A Skink character (``divine_guidance`` in his rules) within 20 cm of the Slann may call on the Guidance in the
Orders step before his first order of the turn (the ``divine_guidance`` action): for the rest of the turn his
order rolls count one less (shown as +1 to his Command) and a double six is a plain failure, never a blunder.
If an order under the Guidance fails, the Guidance is gone for the rest of the turn, and each character that
has not ordered yet adds one to his first order roll (-1 to his Command).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from game.core import board, distance_words
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.magic import effects
from game.core.profiles import Rank
from game.core.state import Character, GameState, PendingMove, Unit

KIND = "divine_guidance"
RULE = "specials.divine_guidance"
LOST_RULE = "specials.divine_guidance.lost"
REACH_MM = 200
SLACK_MM = 0.01
# Flags on the characters, each holding the ply it was set in: a Skink guided this turn, and the Slann whose
# Guidance failed this turn.
GUIDED = "divine_guidance"
FAILED = "divine_guidance_failed"


@dataclass(frozen=True)
class DivineGuidance(Action):
    """A Skink character calls on the Slann's Divine Guidance for his orders this turn."""

    kind: ClassVar[str] = KIND
    character: str

    def __str__(self) -> str:
        return f"{self.character} calls on Divine Guidance"


def is_slann(state: GameState, ch: Character) -> bool:
    return "slann" in state.character_profile(ch).special


def slann_of(state: GameState, side: int) -> Character | None:
    return next((c for c in state.live_characters(side) if is_slann(state, c) and not c.off_table), None)


def _mark(ch: Character, key: str, now: int) -> None:
    # A lasting flag on a character: ``effects.expire`` removes it once this player turn is over.
    ch.flags[key] = now
    ch.flags[key + effects.UNTIL] = now


def guided(state: GameState, ch: Character) -> bool:
    return ch.flags.get(GUIDED) == effects.ply(state)


def guidance_failed(state: GameState, side: int) -> bool:
    slann = slann_of(state, side)
    return slann is not None and slann.flags.get(FAILED) == effects.ply(state)


def check_guidance(state: GameState, action: DivineGuidance) -> list[str]:
    ch = state.characters.get(action.character)
    if ch is None or not ch.alive or ch.off_table:
        return [f"there is no character {action.character!r} on the table"]
    if ch.side != state.active:
        return [f"{ch.name} belongs to the other side"]
    if "divine_guidance" not in state.character_profile(ch).special:
        return [f"{ch.name} is no Skink character; only they act on the Slann's Divine Guidance"]
    if state.command.pending is not None:
        return ["finish the move of the unit already ordered first"]
    if guided(state, ch):
        return [f"{ch.name} already acts on the Divine Guidance this turn"]
    if ch.orders_given or ch.failed or ch.finished:
        return [f"{ch.name} has already given orders this turn; the Guidance is called on before the first"]
    slann = slann_of(state, ch.side)
    if slann is None:
        return ["the Slann is no longer on the table to guide anyone"]
    if guidance_failed(state, ch.side):
        return ["an order under the Divine Guidance has failed this turn: it is lost until the next"]
    d = board.table(state).owner_distance(ch.id, slann.id)
    if d > REACH_MM + SLACK_MM:
        return [f"{ch.name} is {distance_words.past(d, REACH_MM)} from {slann.name}; the Guidance reaches 20 cm"]
    return []


def apply_guidance(state: GameState, action: DivineGuidance, dice: Dice) -> list[Event]:
    ch = state.characters[action.character]
    _mark(ch, GUIDED, effects.ply(state))
    return [
        Narration(
            message=f"{ch.name} acts on the Slann's Divine Guidance: his order rolls count one less this turn, "
            "and a double six is only a failed order",
            rule=RULE,
        )
    ]


def legal_guidance(state: GameState) -> list[DivineGuidance]:
    if state.phase != "command" or state.step != "orders":
        return []
    out = []
    for ch in state.live_characters(state.active):
        a = DivineGuidance(ch.id)
        if "divine_guidance" in state.character_profile(ch).special and not check_guidance(state, a):
            out.append(a)
    return out


def command_modifiers(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """+1 to the Command of a guided Skink; -1 on the first order of a character after the Guidance failed."""
    if guided(state, ch):
        return [Modifier(1, RULE, "Divine Guidance")]
    if ch.orders_given == 0 and guidance_failed(state, ch.side):
        return [Modifier(-1, LOST_RULE, "the Divine Guidance failed")]
    return []


def failed_order(
    state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int]
) -> tuple[str, Callable[[Dice], list[Event]]] | None:
    """A guided order failed: the Guidance is lost for the turn; a double six is a plain failure."""
    if not guided(state, ch):
        return None
    slann = slann_of(state, ch.side)
    if slann is not None:
        _mark(slann, FAILED, effects.ply(state))
    lost = "the Divine Guidance is lost for the rest of the turn"
    return _plain(state, ch, units, lost, blunder=sum(faces) == 12)


def _plain(
    state: GameState, ch: Character, units: list[Unit], lost: str, blunder: bool
) -> tuple[str, Callable[[Dice], list[Event]]]:
    """The failed order's usual outcome for a Hero or Wizard, with no blunder: a half-pace move if it was the
    unit's first order of the turn."""
    first = max(u.orders for u in units) == 0
    if first:
        state.command.pending = PendingMove(tuple(u.id for u in units), "half", ch.id)
    move = "it may still move at half pace" if first else "it does not move"
    words = f"{'a double six under the Divine Guidance: no blunder; ' if blunder else ''}{move}"

    def roll_out(dice: Dice) -> list[Event]:
        return [Narration(message=f"An order under the Slann's Guidance has failed: {lost}", rule=LOST_RULE)]

    return words, roll_out


def refuse_slann_orders(state: GameState, action: Action) -> list[str]:
    """The ``ACTION_CHECK`` hook: the Slann gives no orders of his own."""
    if action.kind != "order":
        return []
    ch = state.characters.get(getattr(action, "character", ""))
    if ch is None or not is_slann(state, ch) or state.character_profile(ch).rank is not Rank.GENERAL:
        return []
    return [f"{ch.name} gives no orders: his Skink characters order in his name, with his Divine Guidance"]
