"""How the tray, the log, the hand-over, saving, the pause menu and undo reach the battle scene.

They are built around the battle scene without depending on its insides: everything they need from it
goes through the few names here (``session``, ``controller``, ``highlight``, ``flash``, ``dirty``), each
looked up when needed, so a scene that lacks one still works (a missing ``highlight`` just highlights
nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core import Action, Event, GameState
    from game.replay.session import Session

Listener = Callable[[list["Event"], "GameState"], None]


def session_of(scene: Any) -> Session | None:
    """The game being played on ``scene`` (its own, or its controller's)."""
    s = getattr(scene, "session", None)
    if s is None:
        s = getattr(getattr(scene, "controller", None), "session", None)
    return s


def state_of(scene: Any) -> GameState:
    """The state as it is now: the session's (undo replaces it), else the scene's."""
    s = session_of(scene)
    if s is not None:
        return s.state
    return scene.state


def highlight(scene: Any, ids: Iterable[str]) -> None:
    """Ask the scene to highlight these units and characters on the table, if it can."""
    fn = getattr(scene, "highlight", None)
    if callable(fn):
        fn(list(ids))
    mark_dirty(scene)


def reset_for_side(scene: Any, side: int) -> None:
    """Ask the scene to give ``side``'s player a fresh table (view and selection), if it can."""
    fn = getattr(scene, "reset_for_side", None)
    if callable(fn):
        fn(side)
    mark_dirty(scene)


def mark_dirty(scene: Any) -> None:
    if scene is not None:
        scene.dirty = True


def flash(scene: Any, message: str) -> bool:
    """Show a short message through the scene's own flash, if it has one; False if it has not."""
    fn = getattr(scene, "flash", None)
    if callable(fn):
        fn(message)
        mark_dirty(scene)
        return True
    return False


def listeners_of(scene: Any) -> list[Listener] | None:
    """The controller's listener list (events and state after every applied action), if there is one."""
    ctl = getattr(scene, "controller", None)
    ls = getattr(ctl, "listeners", None)
    return ls if isinstance(ls, list) else None


def apply_action(scene: Any, action: Action) -> list[Event]:
    """Apply ``action`` through the scene's controller (which tells its listeners); without one, through
    the session, telling the scene's ``on_events`` directly."""
    ctl = getattr(scene, "controller", None)
    for name in ("apply", "apply_action", "submit"):
        fn = getattr(ctl, name, None)
        if callable(fn):
            out = fn(action)
            mark_dirty(scene)
            return list(out) if isinstance(out, list | tuple) else []
    session = session_of(scene)
    if session is None:
        raise RuntimeError("the battle has no session to apply an action to")
    events = session.apply(action)
    for fn in listeners_of(scene) or ():
        fn(events, session.state)
    mark_dirty(scene)
    return events


def undo(scene: Any) -> bool:
    """Undo through the controller (which re-syncs the table), else through the session."""
    ctl = getattr(scene, "controller", None)
    fn = getattr(ctl, "undo", None)
    if callable(fn):
        out = fn()
        mark_dirty(scene)
        return out is not False
    session = session_of(scene)
    done = session.undo() if session is not None else False
    mark_dirty(scene)
    return done
