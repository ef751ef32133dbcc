"""The replay viewer's file picker: the Load screen's list (saves, then autosaves) with the logs opened
lately first; choosing one opens it in the viewer instead of playing on.

A file that cannot be read is listed as damaged with its reason, as on the Load screen; opening one
anyway shows the reason (``FILE:LINE: ...``) in a dialog and the picker stays.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.ui import palette, text
from game.ui.doc import GOLD
from game.ui.load_scene import LoadScene
from game.ui.replay_viewer.recent import recent, remember
from game.ui.saves import SaveInfo, describe, list_autosaves, list_saves

if TYPE_CHECKING:
    from game.ui.app import SceneManager


def replay_list() -> list[SaveInfo]:
    """The logs opened lately, then every save and autosave not among them."""
    first = [dataclasses.replace(describe(p), name=f"Recent: {p.name}") for p in recent()]
    seen = {i.path.resolve() for i in first}
    rest = [i for i in list_saves() + list_autosaves() if i.path.resolve() not in seen]
    return first + rest


class ReplayPicker(LoadScene):
    """Pick a save or command log to watch."""

    title = "Replays"
    heading = "Watch a replay"
    action_word = "Watch"

    def on_enter(self) -> None:
        if self.saves is None:
            self.saves = replay_list()
            self.refresh()

    def __init__(self) -> None:
        super().__init__()
        self.reading: str | None = None

    def load(self) -> None:
        if not self.saves or self.app is None:
            return
        info = self.saves[self.selected]
        # A long battle takes seconds to read: the screen says so rather than seeming to hang.
        self.reading = info.path.name
        self.app.draw()
        try:
            problem = open_viewer(self.app, info.path)
        finally:
            self.reading = None
        if problem is not None:
            self.open_dialog(
                "This replay cannot be opened",
                f"{problem.replace(str(info.path), info.path.name)}\n\nThe file is left as it is.",
            )


    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.reading is not None:
            m = self.m
            words = text.render(f"Reading {self.reading}: every step is played again...", m.font(18), GOLD, True)
            box = words.get_rect(center=surface.get_rect().center).inflate(m(40), m(28))
            pygame.draw.rect(surface, palette.HEADER_BG, box, border_radius=m(8))
            pygame.draw.rect(surface, GOLD, box, 2, border_radius=m(8))
            surface.blit(words, words.get_rect(center=box.center))


def open_viewer(app: SceneManager, path: Path) -> str | None:
    """Read ``path`` and push the viewer on it; the reason (naming FILE:LINE) if it cannot be read."""
    from game.replay.log import LogError
    from game.ui.main_menu import solo_agents
    from game.ui.replay_viewer.model import Replay
    from game.ui.replay_viewer.viewer import ReplayViewer

    try:
        replay = Replay.open(path)
    except LogError as e:
        return str(e)
    except (ValueError, KeyError, TypeError, OSError) as e:
        return f"{path}: {e}"
    remember(Path(path))
    app.push(ReplayViewer(replay, solo_agents()))
    return None
