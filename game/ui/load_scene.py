"""Load game: the saved games in the player's data folder, newest first, and loading one.

Each line shows the save's name, date, battle and the turn it reached. When a game was left without
being finished (closed, or the game crashed) the first line continues it from its newest autosave;
the named saves follow, then every game's autosaves (the last few phases of each). Loading replays the
save (``game.replay.log.load_session``); a damaged, truncated or incompatible file is listed as damaged
with its reason, loading it shows the reason in a dialog, and the screen stays as it was.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.ui import palette
from game.ui.doc import BAD, DocPane, Heading, Para
from game.ui.saves import SaveInfo, last_game, list_autosaves, list_saves
from game.ui.scene import Scene
from game.ui.userdirs import saves_dir, shown_path
from game.ui.widgets import Kit

CONTINUE = "Continue the last game"


def load_list() -> list[SaveInfo]:
    """What the screen lists: the game to continue (if any), the named saves, then the autosaves."""
    autos = list_autosaves()
    last = last_game()
    named = list_saves()
    first = [dataclasses.replace(last, name=CONTINUE)] if last is not None else []
    return first + named + [a for a in autos if last is None or a.path != last.path]


class LoadScene(Scene):
    """Pick a saved game and carry on with it."""

    title = "Load game"
    design_size = (900, 640)
    #: The screen's heading and its button's word (the replay viewer's picker says its own).
    heading = "Load a saved game"
    action_word = "Load"

    def __init__(self) -> None:
        super().__init__()
        self.saves: list[SaveInfo] | None = None
        self.selected = 0
        self.items: list[Any] = []
        self.load_button: Any = None
        self.detail: DocPane | None = None

    def on_enter(self) -> None:
        # A fresh list each time the screen shows (a game may have been saved since).
        if self.saves is None:
            self.saves = load_list()
            self.refresh()

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        pad = m(36)
        kit.label(pygame.Rect(pad, m(20), w - 2 * pad, m(44)), self.heading, object_id="#screen_title")
        kit.label(
            pygame.Rect(pad, m(64), w - 2 * pad, m(26)),
            f"Pick a game (click, or the Up and Down keys) and press {self.action_word}. Esc: back to the menu.",
            object_id="#hint",
        )
        top = m(108)
        saves = self.saves or []
        detail_w = m(420)
        list_w = min(w - 3 * pad - detail_w, m(1000))
        bh = m(52)
        self.items = []
        if self.saves is not None and not saves:
            kit.label(pygame.Rect(pad, top, list_w, m(32)), "No saved games yet.", object_id="#heading")
            kit.label(
                pygame.Rect(pad, top + m(40), list_w, m(28)),
                f"Games are saved in {shown_path(saves_dir())}.",
                object_id="#hint",
            )
        else:
            list_h = h - top - bh - m(60)
            row = m(58)
            scroller = kit.scroller(pygame.Rect(pad, top, list_w, list_h), len(saves) * row)
            for i, s in enumerate(saves):
                # Short enough for one line: the battle, phase and sides are in the pane beside the list.
                state = "damaged" if s.damaged else (f"turn {s.turn}" if s.turn is not None else "turn ?")
                if s.phase and not s.damaged and not s.finished:
                    # The autosaves of one game differ only by their phase: it tells them apart.
                    state += f", {s.phase}"
                if s.finished and not s.damaged:
                    state += ", over"
                words = f"{s.name}   ·   {state}   ·   {s.date}"
                self.items.append(
                    kit.button(
                        pygame.Rect(0, i * row, list_w - m(24), row - m(8)),
                        words,
                        lambda i=i: self.pick(i),
                        selected=i == self.selected,
                        object_id="#choice",
                        tooltip=s.sides or None,
                        container=scroller,
                    )
                )
            dx = pad + list_w + pad
            self.detail = DocPane(pygame.Rect(dx, top, w - dx - pad, list_h), m, self._detail())
        self.load_button = kit.button(
            pygame.Rect(w - pad - m(480), h - m(30) - bh, m(230), bh),
            self.action_word,
            self.load,
            key=pygame.K_RETURN,
            also=(pygame.K_KP_ENTER,),
            enabled=bool(saves),
            object_id="#primary",
        )
        kit.button(pygame.Rect(w - pad - m(230), h - m(30) - bh, m(230), bh), "Back", self.back, key=pygame.K_ESCAPE)

    def _detail(self) -> list[Any]:
        saves = self.saves or []
        if not saves:
            return []
        s = saves[self.selected]
        out: list[Any] = [Heading(s.name, 2)]
        if s.damaged:
            out.append(
                Para(
                    "This file is damaged; nothing in it is changed, and the other saves are not affected.",
                    colour=BAD,
                    size=15,
                )
            )
            out.append(Para(s.damaged.replace(str(s.path), s.path.name), size=14))
        else:
            if s.sides:
                out.append(Para(s.sides, size=16, bold=True))
            out.append(Para(f"{s.scenario or 'Battle'}, {s.turn_text}.", size=15))
        if s.name == CONTINUE:
            out.append(
                Para("This game was left before it ended; it goes on from the start of its last phase.", size=15)
            )
        if s.autosave:
            out.append(
                Para(f"Autosaved {s.date} ({s.path.parent.name}/{s.path.name}).", size=15, colour=palette.TEXT_DIM)
            )
        else:
            out.append(Para(f"Saved {s.date} as {s.path.name}.", size=15, colour=palette.TEXT_DIM))
        return out

    def pick(self, i: int) -> None:
        if not self.saves:
            return
        self.selected = max(0, min(len(self.saves) - 1, i))
        for k, b in enumerate(self.items):
            if k == self.selected:
                b.select()
            else:
                b.unselect()
        if self.detail is not None:
            self.detail.set_blocks(self._detail())
        self.dirty = True

    def load(self) -> None:
        from game.replay.log import LogError, load_session
        from game.ui.battle_entry import open_battle

        if not self.saves or self.app is None:
            return
        info = self.saves[self.selected]
        try:
            session = load_session(info.path)
        except LogError as e:
            # The message starts with the file's full path; its name is enough on screen.
            why = str(e).replace(str(info.path), info.path.name)
            self.open_dialog(
                "This game cannot be loaded", f"{why}\n\nThe file is left as it is; other saves are not affected."
            )
            return
        except (ValueError, KeyError, TypeError, OSError) as e:
            self.open_dialog("This game cannot be loaded", f"{info.path.name}: {e}")
            return
        open_battle(self.app, session)

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_UP, pygame.K_DOWN):
            self.pick(self.selected + (1 if e.key == pygame.K_DOWN else -1))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.detail is not None and self.saves:
            self.detail.draw(surface)
