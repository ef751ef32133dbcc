"""The parts of the battle screen built as separate components (dice tray, log, hand-over, saving, pause...).

When ``game.ui.battle.aids`` offers ``BattleAids`` (all of them wired together: the pause menu knows
the saver, undo re-syncs the tray and the log), the scene embeds that bundle: ``BattleAids(scene)``,
``attach()``, ``layout(tray=, log=, table=)``, ``handle``, ``draw``, ``busy``.

Otherwise each component is found on its own: a class built with ``(scene, rect)`` that offers
``on_events(events, state)``, ``layout(rect)``, ``draw(surface)`` and ``handle(event) -> bool`` (True:
it used the event); it may also offer ``update(dt)`` and an ``animating`` or ``busy`` property. The
scene finds them through ``SLOTS``: a module that does not import (not written yet) is simply left
out, and so is its place on screen. Inside a module the class is the one named in ``SLOTS``, or the
module's ``COMPONENT`` attribute, or else its first class offering the four methods.
"""

from __future__ import annotations

import importlib
import inspect
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.ui.battle.layout import BattleLayout
    from game.ui.battle.scene import BattleScene

REQUIRED = ("on_events", "layout", "draw", "handle")


@dataclass(frozen=True)
class Slot:
    """A component's module (in game.ui.battle), its preferred class name, and where it goes.

    ``place`` is "tray" (bottom strip, left), "log" (bottom strip, right) or "overlay" (the whole window;
    it draws over everything, e.g. a message strip). ``first``: it hears input before the table's tools
    (clicks in its own area, the hand-over); otherwise after them, so a key a tool uses (Esc cancelling a
    ghost) reaches the tool first and the component (Esc opening the pause menu) only if it was not used.
    """

    module: str
    name: str
    place: str
    first: bool = True


# ---- Components of the battle screen. Add a line here for a new one; order is drawing order. -------
SLOTS: tuple[Slot, ...] = (
    Slot("dice_tray", "DiceTray", "tray"),
    Slot("log_panel", "LogPanel", "log"),
    Slot("handover", "HandOver", "overlay"),
    Slot("toast", "Toast", "overlay"),
    Slot("saving", "Saver", "overlay", first=False),
    Slot("undo", "UndoKeys", "overlay", first=False),
    Slot("pause", "PauseMenu", "overlay", first=False),
)
# -----------------------------------------------------------------------------------------------------


def _offers(cls: Any) -> bool:
    return all(callable(getattr(cls, m, None)) for m in REQUIRED)


def find(slot: Slot) -> type | None:
    """The component class for ``slot``, or None if its module is not there (yet)."""
    try:
        mod = importlib.import_module(f"game.ui.battle.{slot.module}")
    except ModuleNotFoundError as e:
        if e.name and e.name.endswith(slot.module):
            return None
        raise
    for cand in (getattr(mod, slot.name, None), getattr(mod, "COMPONENT", None)):
        if inspect.isclass(cand) and _offers(cand):
            return cand
    for _, cls in inspect.getmembers(mod, inspect.isclass):
        if cls.__module__ == mod.__name__ and _offers(cls):
            return cls
    return None


def bundle() -> type | None:
    """``BattleAids`` if its module is there (and offers what the scene calls), else None."""
    try:
        mod = importlib.import_module("game.ui.battle.aids")
    except ModuleNotFoundError as e:
        if e.name and e.name.endswith("aids"):
            return None
        raise
    cls = getattr(mod, "BattleAids", None)
    needed = ("attach", "layout", "handle", "draw", "on_events")
    return cls if inspect.isclass(cls) and all(callable(getattr(cls, n, None)) for n in needed) else None


def available() -> list[tuple[Slot, type]]:
    """The slots whose component exists, in drawing order."""
    out = []
    for slot in SLOTS:
        cls = find(slot)
        if cls is not None:
            out.append((slot, cls))
    return out


def embed(scene: BattleScene, lay: BattleLayout, found: list[tuple[Slot, type]]) -> None:
    """Build the components found on their own (first time) or give them their new places."""
    full = pygame.Rect((0, 0), lay.size)
    rects = {"tray": lay.tray, "log": lay.log, "overlay": full}
    if scene.components:
        for slot, comp in scene.components:
            comp.layout(rects.get(slot.place) or full)
        return
    for slot, cls in found:
        comp = cls(scene, rects.get(slot.place) or full)
        scene.components.append((slot, comp))
        if comp.on_events not in scene.controller.listeners:
            scene.controller.listeners.append(comp.on_events)
