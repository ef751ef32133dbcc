"""Allies' messages (Fantasy Warriors' several allied warchiefs): what allied players may say to each other.

The seed's allies write one message in the new orders phase and send it by courier, and talk only while their
Generals' models touch. Warhost has no couriers: the player at the table may write his ally one message in each
of his side's turns, handed over with the turn and shown to the ally when his turn comes; while the two allied
Generals touch they talk, and a message may be sent at any time. Every message is in the log.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event
from game.core.fantasy_warriors.allies import allied_generals, generals
from game.core.state import GameState

MODULE_ID = "fw-players"
RULE = "fw.players.messages"
# The longest message: a folded slip of paper holds a few lines.
MAX_CHARS = 240
# Bases closer than this (mm) touch.
TOUCH_MM = 1.0


@dataclass(frozen=True, kw_only=True)
class MessageSent(Event):
    """A player's message to his ally: written (one a turn) or spoken while their Generals touch."""

    side: int
    sender: str
    to: str
    words: str
    spoken: bool = False

    def text(self) -> str:
        how = "says to" if self.spoken else "writes to"
        return f"{self.sender} {how} {self.to}: \u201c{self.words}\u201d"


@dataclass(frozen=True)
class SendMessage(Action):
    """The player at the table of ``side`` writes (or says) ``words`` to his ally."""

    kind: ClassVar[str] = "fw_message"
    side: int
    words: str

    def __str__(self) -> str:
        return f"side {self.side + 1} sends the ally a message"


def generals_touch(state: GameState, side: int) -> bool:
    """Whether the two allied Generals of ``side`` touch (both on the table, bases in contact)."""
    if not allied_generals(state, side):
        return False
    pair = [next((g for g in generals(state, side, a) if g.alive and not g.off_table), None) for a in (0, 1)]
    if pair[0] is None or pair[1] is None:
        return False
    t = board.table(state)
    ids = [g.joined if g.joined else g.id for g in pair if g is not None]
    if ids[0] == ids[1]:
        return True  # both with the same unit
    return bool(t.bases_of(ids[0]) and t.bases_of(ids[1]) and t.owner_distance(ids[0], ids[1]) <= TOUCH_MM)


def may_write(state: GameState, side: int) -> bool:
    """Whether the player at the table of ``side`` may still send a message now."""
    return not check_message(state, SendMessage(side, "-"))


def check_message(state: GameState, action: SendMessage) -> list[str]:
    from game.core.fantasy_warriors.players import allied, players_kept, seat

    if action.side not in (0, 1) or not allied(state, action.side) or not allied_generals(state, action.side):
        return ["only allied Generals, each with an army of his own, send each other messages"]
    if not players_kept(state).owners:
        return ["allies send messages once the battle has begun"]
    if state.acting_side() != action.side:
        return [f"it is not {state.sides[action.side].name}'s turn to act"]
    words = action.words.strip()
    if not words:
        return ["a message needs some words"]
    if len(words) > MAX_CHARS:
        return [f"a message holds at most {MAX_CHARS} letters, not {len(words)}"]
    key = f"{action.side}:{seat(state, action.side)}"
    if players_kept(state).written.get(key) == state.turn and not generals_touch(state, action.side):
        return ["one written message a turn: a second may be spoken only while the allied Generals touch"]
    return []


def apply_message(state: GameState, action: SendMessage, dice: Dice) -> list[Event]:
    from game.core.fantasy_warriors.players import ally_name, player_at_table, players_kept, seat

    spoken = generals_touch(state, action.side)
    if not spoken:
        players_kept(state).written[f"{action.side}:{seat(state, action.side)}"] = state.turn
    return [MessageSent(side=action.side, sender=player_at_table(state, action.side), to=ally_name(state, action.side),
                        words=action.words.strip(), spoken=spoken, rule=RULE)]


def legal_messages(state: GameState) -> Iterable[Action]:
    """No message is offered to a computer player choosing among actions: words are for people."""
    return []

