"""Hot-seat hand-over: when the other side must play, a screen hides the table, names that side (with its
marking) and recaps what happened since it last had the mouse. "Ready" (Enter) shows the table again;
a line of the recap does too, and highlights the pieces it names.

Warmaster hides nothing, but the recap must be read: without this screen a player returning to the table
would not know what the other side did. A solo game (one side played by the computer) has no hand-over.
Nor has deployment, where the sides place units in turn with both players at the table.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Event, GameState, TurnBegan, player_at_table
from game.ui.battle import bridge
from game.ui.battle.chronicle import Chronicle, Entry

# The hand-over opens on the next pass of the loop, not inside the controller's apply: the action's other
# listeners and the battle scene finish their work first.
SHOW_EVENT = pygame.event.custom_type()


def is_hotseat(session: Any) -> bool:
    """Two people at one machine: not a solo game, or a solo game with no computer side."""
    if session is None:
        return False
    header = getattr(session, "header_extra", {}) or {}
    return header.get("mode") != "solo" or not header.get("ai")


class HandOver:
    """Watches whose decision it is and shows the hand-over screen when it passes to the other player."""

    def __init__(self, scene: Any, rect: pygame.Rect | None = None) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        session = bridge.session_of(scene)
        state = bridge.state_of(scene)
        self.enabled = is_hotseat(session)
        self.chronicle = Chronicle.of_session(session, state)
        self.side = state.acting_side()
        # Seats the computer plays (several players): nobody is handed the mouse for them.
        self.computer_seats = set((getattr(session, "header_extra", {}) or {}).get("ai_seats") or {})
        # With two players a side (fw-players), the one of them at the table.
        self.who = player_at_table(state, self.side)
        # The action count when each side (each player, with two a side) last gave up the mouse: its recap
        # starts after it.
        self.left_at: dict[object, int] = {}
        if session is not None:
            # A loaded game: each side last gave up the mouse after its last recorded action.
            for n, rec in enumerate(session.records, start=1):
                if rec.actor != self.side:
                    self.left_at[rec.actor] = n
        self.pending: int | None = None
        self.shown: Any = None

    # ------------------------------------------------------------------ the component interface
    def on_events(self, events: list[Event], state: GameState) -> None:
        session = bridge.session_of(self.scene)
        self.chronicle.take(events, session, state)
        records = len(session.records) if session is not None else len(self.chronicle)
        new = state.acting_side()
        who = player_at_table(state, new)
        if new == self.side and who == self.who:
            return
        self.left_at[(self.side, self.who) if self.who else self.side] = records
        self.side, self.who = new, who
        if not self.enabled or state.result is not None or state.phase == "deployment":
            return
        if who and who in self.computer_seats:
            return  # the computer takes its seat: no screen to hide the table from it
        self.pending = new
        pygame.event.post(pygame.event.Event(SHOW_EVENT, side=new))

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing on the battle screen itself: the hand-over is a screen of its own."""

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == SHOW_EVENT:
            if self.pending is not None:
                self.show()
            return True
        return False

    # ------------------------------------------------------------------ behaviour
    def sync(self) -> None:
        session = bridge.session_of(self.scene)
        if session is not None and self.chronicle.truncate(len(session.records), session.state):
            self.side = session.state.acting_side()

    def recap_entries(self, side: int) -> list[Entry]:
        """What happened since ``side`` last gave up the mouse (the whole battle if it never had it); at the start
        of its turn, the whole of the other side's turn too, though it chose something part way through it."""
        state = bridge.state_of(self.scene)
        who = player_at_table(state, side)
        since = self.left_at.get((side, who) if who else side, 0)
        entries = self.chronicle.entries
        if state.active == side and any(isinstance(e.event, TurnBegan) for e in entries if e.record > since):
            theirs = [e for e in entries if e.when.active != side and e.when.phase != "deployment"]
            if theirs:
                turn = theirs[-1].when.turn
                start = min(e.record for e in theirs if e.when.turn == turn)
                since = min(since, start - 1)
        return [e for e in entries if e.record > since]

    def show(self, side: int | None = None) -> None:
        """Open the hand-over screen for ``side`` (default: the side whose decision it is)."""
        self.sync()
        state = bridge.state_of(self.scene)
        side = self.pending if side is None and self.pending is not None else side
        if side is None:
            side = state.acting_side()
        self.pending = None
        entries = self.recap_entries(side)
        from game.ui.battle.handover_screen import HandOverScene

        app = getattr(self.scene, "app", None)
        scene = HandOverScene(self, side, state, entries)
        self.shown = scene
        if app is not None:
            app.push(scene)

    def closed(self, ids: tuple[str, ...] = ()) -> None:
        """The hand-over screen was dismissed (with a recap line's pieces to find, if one was clicked).

        The player now at the table starts afresh: the whole table in view, the last player's picks put
        down, their own General shown.
        """
        shown, self.shown = self.shown, None
        side = getattr(shown, "side", None)
        if side is not None:
            bridge.reset_for_side(self.scene, side)
        if ids:
            bridge.highlight(self.scene, ids)
        bridge.mark_dirty(self.scene)
