"""The battle controller: the one place where input becomes actions, applied through the session.

The tools of the battle screen work out *what* the player means (these units to those poses, this
character ordering that brigade); the controller builds the action, asks the rules whether it is
allowed, applies it through the ``Session`` (which records it with its dice) and hands the events to
every listener. A refused action is never applied: its first reason becomes ``message``, which the
scene shows, so a click can never crash the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core import (
    Action,
    BlunderChoice,
    Charge,
    Event,
    GameState,
    Hold,
    InitiativeCharge,
    JoinCharacter,
    Move,
    MoveCharacter,
    Order,
    Proceed,
)
from game.replay.session import Session

Pose = tuple[int, int, int]
Listener = Callable[[list[Event], GameState], None]


class BattleController:
    """Builds and applies the actions of one battle; ``listeners`` hear (events, state) after each."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.listeners: list[Listener] = []
        # The actions applied through this controller, in order (tests and the log read them).
        self.applied: list[Action] = []
        self.last_events: list[Event] = []
        # Why the last attempt was refused, in the rules' words; None after a success.
        self.message: str | None = None
        # Goes up after every change of the state (an action or an undo): caches key on it.
        self.version = 0
        # Why the computer chose the action being applied: heard by the listeners before its events.
        self._reason: list[Event] | None = None
        # ...and the reason alone, which the log keeps beside the action (not the opponent's introduction).
        self._why: str | None = None
        # A lesson vets every action first: it returns the action to apply, or why it is refused.
        self.gate: Callable[[Action], Action | str] | None = None

    @property
    def state(self) -> GameState:
        # The session swaps in an earlier state on undo, so never keep a reference to it elsewhere.
        return self.session.state

    # ------------------------------------------------------------------ the general case
    def check(self, action: Action) -> list[str]:
        """Why ``action`` is not allowed now (empty: it is)."""
        return self.state.check(action)

    def apply(self, action: Action) -> list[Event] | None:
        """Apply ``action`` if the rules allow it; returns its events, or None (see ``message``)."""
        if self.gate is not None:
            gated = self.gate(action)
            if isinstance(gated, str):
                self.message = gated
                return None
            action = gated
        reasons = self.check(action)
        if reasons:
            self.message = reasons[0][:1].upper() + reasons[0][1:] + "."
            return None
        events = self.session.apply(action, self._why)
        self.message = None
        self.applied.append(action)
        self.last_events = events
        self._changed(events)
        return events

    def apply_agent(self, action: Action, reason: str, side: int, intro: str = "") -> list[Event] | None:
        """Apply an action a computer opponent chose; the listeners hear its reason first, as a log line
        (after ``intro``, a line saying who the opponent is, before its first action)."""
        from game.ai.reasons import AgentReason

        name = self.state.sides[side].name
        lines = [intro, reason] if intro else [reason]
        self._reason = [AgentReason(side=side, side_name=name, reason=r, rule="ai.reason") for r in lines]
        self._why = reason
        try:
            return self.apply(action)
        finally:
            self._reason = None
            self._why = None

    def undo(self) -> bool:
        """Take back the last action if no die has decided anything since; listeners hear an empty list."""
        if not self.session.undo():
            self.message = "Nothing can be taken back: a die has been rolled since." if self.applied else None
            return False
        self.message = None
        self._changed([])
        return True

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def _changed(self, events: list[Event]) -> None:
        self.version += 1
        if self._reason is not None:
            events = [*self._reason, *events]
        for listener in list(self.listeners):
            listener(events, self.state)

    # ------------------------------------------------------------------ what the tools ask for
    def proceed(self) -> list[Event] | None:
        """Finish the current step ("Next step")."""
        return self.apply(Proceed())

    def order(self, character: str, units: Sequence[str]) -> list[Event] | None:
        return self.apply(Order(character, tuple(units)))

    def move_action(self, units: Sequence[str], poses: Sequence[Sequence[Pose]], column: Sequence[str] = ()) -> Move:
        """The Move for these units to these stand poses (one tuple per unit); ``column``: War Wagons kept in
        column after a short move."""
        return Move(tuple(units), tuple(tuple((int(x), int(y), int(f) % 360) for x, y, f in p) for p in poses),
                    tuple(column))

    def check_move(self, units: Sequence[str], poses: Sequence[Sequence[Pose]], column: Sequence[str] = ()) -> list[str]:
        return self.check(self.move_action(units, poses, column))

    def move(self, units: Sequence[str], poses: Sequence[Sequence[Pose]], column: Sequence[str] = ()) -> list[Event] | None:
        return self.apply(self.move_action(units, poses, column))

    def charge(self, unit: str, target: str, initiative: bool = False) -> list[Event] | None:
        return self.apply(InitiativeCharge(unit, target) if initiative else Charge(unit, target))

    def check_charge(self, unit: str, target: str, initiative: bool = False) -> list[str]:
        return self.check(InitiativeCharge(unit, target) if initiative else Charge(unit, target))

    def hold(self, units: Sequence[str]) -> list[Event] | None:
        return self.apply(Hold(tuple(units)))

    def blunder_choice(self, unit: str) -> list[Event] | None:
        return self.apply(BlunderChoice(unit))

    def character_action(self, character: str, pose: Pose, join: str = "") -> MoveCharacter | JoinCharacter:
        x, y, f = pose
        if join in self.state.characters:  # joining a lone character: a unit of characters (a rule module's)
            return JoinCharacter(character, int(x), int(y), int(f) % 360, join)
        return MoveCharacter(character, int(x), int(y), int(f) % 360, join)

    def check_character(self, character: str, pose: Pose, join: str = "") -> list[str]:
        return self.check(self.character_action(character, pose, join))

    def move_character(self, character: str, pose: Pose, join: str = "") -> list[Event] | None:
        return self.apply(self.character_action(character, pose, join))
