"""Undo (Ctrl+Z): take back the last action while no die has decided anything since.

The session keeps what can be undone (``Session.can_undo``); once a die is rolled, everything before it
stands, and undo never rolls a die again. When undo is refused the player is told why, in a short message
(and ``why_not`` gives the same words for a button's tooltip).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core import DiceRolled, Event, GameState, PhaseBegan, TurnBegan
from game.ui.battle import bridge
from game.ui.battle.chronicle import Chronicle
from game.ui.battle.toast import say


def why_not(session: Any, last_roll: str | None = None) -> str | None:
    """Why the last action cannot be undone now, in words; None if it can. ``last_roll`` names the roll
    that decided things ("Helmut orders Altdorf Guard"), when known."""
    if session is None:
        return "There is no game to undo in."
    if session.state.result is not None:
        return "The battle is over."
    records = session.records
    if not records or records[-1].action.get("kind") == "start":
        # Starting the battle is not a player's move to take back.
        return "Nothing to undo yet."
    if session.can_undo():
        last, now = records[-1].actor, session.state.acting_side()
        if last != now:
            # The other side's action (its end of turn, a choice it made): taking it back is theirs to ask.
            names = session.state.sides
            return f"Cannot undo: the last action was {names[last].name}'s, and {names[now].name} are playing now."
        return None
    which = f" ({last_roll})" if last_roll else ""
    return f"Cannot undo: a die has been rolled since{which}, and dice are never rolled again."


class UndoKeys:
    """Ctrl+Z as a component of the battle scene; ``after`` is told once an undo has happened."""

    def __init__(self, scene: Any, rect: pygame.Rect | None = None, after: Callable[[], None] | None = None) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.after = after
        self.chronicle = Chronicle.of_session(bridge.session_of(scene), bridge.state_of(scene))
        self.last_message: str | None = None

    def on_events(self, events: list[Event], state: GameState) -> None:
        self.chronicle.take(events, bridge.session_of(self.scene), state)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing of its own to draw (messages go through the toast)."""

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_z and getattr(e, "mod", 0) & pygame.KMOD_CTRL:
            self.undo()
            return True
        return False

    def what(self) -> str:
        """The last action in words, from the log ("Halberdiers moves (order) 12 cm")."""
        session = bridge.session_of(self.scene)
        n = len(session.records) if session is not None else 0
        for e in reversed(self.chronicle.entries):
            if e.record != n:
                break
            if not isinstance(e.event, DiceRolled | TurnBegan | PhaseBegan):
                return e.event.text()
        for e in reversed(self.chronicle.entries):
            if e.record == n and isinstance(e.event, PhaseBegan | TurnBegan):
                return "going on to the " + e.event.text()
        return "the last action"

    def last_roll(self) -> str | None:
        """What the latest roll was for."""
        for e in reversed(self.chronicle.entries):
            if isinstance(e.event, DiceRolled):
                return e.event.purpose
        return None

    def undo(self) -> bool:
        """Undo the last action if allowed; either way the player is told what happened."""
        session = bridge.session_of(self.scene)
        reason = why_not(session, self.last_roll())
        if reason is not None:
            self.tell(reason)
            return False
        words = self.what()
        if not bridge.undo(self.scene):
            self.tell("Cannot undo that.")
            return False
        assert session is not None
        self.chronicle.truncate(len(session.records), session.state)
        self.tell(f"Undone: {words}")
        if self.after is not None:
            self.after()
        return True

    def tell(self, message: str) -> None:
        self.last_message = message
        say(self.scene, message)
