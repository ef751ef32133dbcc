"""Saving the battle: Ctrl+S (or the pause menu) asks for a name and writes the game to the saves folder;
an autosave is written at the start of every phase.

A save is the command log (``game.replay.log.write_log``, atomic), the same file the load screen reads,
so a game saved here loads there to the very same state. An existing save is never replaced without
asking. Autosaves go to a folder of their own game (``saves/autosave/<game id>/``), one file a phase,
the last ``KEEP_PHASES`` kept: starting another battle never touches them, and after a crash the Load
screen continues the newest. Only the folders of the oldest games beyond ``KEEP_GAMES`` are removed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.core import Event, GameState, PhaseBegan, TurnBegan
from game.replay.log import write_log
from game.ui.battle import bridge
from game.ui.battle.overlay import OverlayScene
from game.ui.battle.toast import say
from game.ui.scene import DialogButton
from game.ui.userdirs import autosaves_dir, saves_dir, shown_path
from game.ui.widgets import Kit

AUTOSAVE = "autosave"
SUFFIX = ".jsonl"
MAX_NAME = 60
KEEP_PHASES = 4
KEEP_GAMES = 12


def file_stem(name: str) -> str:
    """A save's file name (without suffix) from the name a player typed: "Evening game" -> "Evening_game"."""
    kept = re.sub(r"[^\w\- ]", "", name.strip(), flags=re.UNICODE)
    return re.sub(r"\s+", "_", kept).strip("_")[:MAX_NAME]


def name_problem(name: str) -> str | None:
    """Why a typed name cannot be used, or None."""
    stem = file_stem(name)
    if not stem:
        return "Type a name for the save (letters, digits, spaces, - and _)."
    if stem.lower() == AUTOSAVE:
        return "That name is kept for the autosave; choose another."
    return None


def save_path(name: str, folder: Path | None = None) -> Path:
    return (saves_dir() if folder is None else folder) / (file_stem(name) + SUFFIX)


def default_name(state: GameState) -> str:
    return f"{state.scenario or 'Battle'} turn {state.turn}"


class Saver:
    """Saving as a component of the battle scene: Ctrl+S opens the name dialog; phases autosave."""

    def __init__(self, scene: Any, rect: pygame.Rect | None = None) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.last_saved: Path | None = None
        self.last_autosave: Path | None = None
        # Actions recorded when the game was last saved by name (None: never), to know if leaving loses any.
        self.saved_at: int | None = None
        state = bridge.state_of(scene)
        self.phase_key = (state.turn, state.active, state.phase)
        session = bridge.session_of(scene)
        # A battle just set up (only its start recorded) is autosaved at once; a loaded one already is on disk.
        if session is not None and len(session.records) <= 1:
            self.autosave()

    # ------------------------------------------------------------------ the component interface
    def on_events(self, events: list[Event], state: GameState) -> None:
        for e in events:
            if isinstance(e, PhaseBegan | TurnBegan):
                key = (e.turn, e.side, getattr(e, "phase", "command"))
                if key != self.phase_key:
                    self.phase_key = key
                    self.autosave()
                    return

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing to show on the battle screen."""

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_s and getattr(e, "mod", 0) & pygame.KMOD_CTRL:
            self.open()
            return True
        return False

    # ------------------------------------------------------------------ behaviour
    @property
    def unsaved(self) -> bool:
        """Whether anything happened since the last save by name (or there has been none)."""
        session = bridge.session_of(self.scene)
        return session is not None and self.saved_at != len(session.records)

    def open(self, then: Callable[[], None] | None = None, backdrop: pygame.Surface | None = None) -> None:
        """Ask for a name and save; ``then`` runs after a successful save."""
        app = getattr(self.scene, "app", None)
        if app is not None and bridge.session_of(self.scene) is not None:
            app.push(SaveScene(self, then, backdrop))

    def write(self, path: Path) -> str | None:
        """Save to ``path``; returns a message for the player if it failed."""
        session = bridge.session_of(self.scene)
        if session is None:
            return "There is no game to save."
        try:
            write_log(session, path)
        except OSError as e:
            return f"The game could not be saved to {shown_path(path)}: {e.strerror or e}."
        self.last_saved = path
        self.saved_at = len(session.records)
        return None

    def autosave(self) -> None:
        """Write this phase's autosave into the game's own folder; a failure is told briefly and the game goes on."""
        session = bridge.session_of(self.scene)
        if session is None:
            return
        path = autosave_path(session)
        try:
            write_log(session, path)
            prune_autosaves(path.parent)
        except OSError as e:
            say(self.scene, f"Autosave failed: {e.strerror or e}")
            return
        self.last_autosave = path


def autosave_path(session: Any) -> Path:
    """``autosave/<game>/<actions>-turn<N>-<phase>.jsonl``: names sort in the order the game reached them."""
    game = file_stem(str(session.header_extra.get("game_id") or "")) or "game"
    state = session.state
    return autosaves_dir() / game / f"{len(session.records):06d}-turn{state.turn}-{file_stem(state.phase)}{SUFFIX}"


def prune_autosaves(folder: Path) -> None:
    """Keep this game's last ``KEEP_PHASES`` autosaves, and the ``KEEP_GAMES`` games autosaved most recently."""
    mine = sorted(folder.glob("*" + SUFFIX), key=lambda p: (p.stat().st_mtime_ns, p.name))
    for old in mine[:-KEEP_PHASES]:
        old.unlink(missing_ok=True)
    games = [g for g in folder.parent.iterdir() if g.is_dir()]
    games.sort(key=lambda g: g.stat().st_mtime_ns)
    for g in games[:-KEEP_GAMES]:
        if g == folder:
            continue
        for f in g.iterdir():
            f.unlink(missing_ok=True)
        g.rmdir()


class SaveScene(OverlayScene):
    """The name dialog: a text field, Save (Enter) and Cancel (Esc); asks before replacing a save."""

    title = "Save the game"

    def __init__(self, saver: Saver, then: Callable[[], None] | None, backdrop: pygame.Surface | None) -> None:
        super().__init__(backdrop)
        self.saver = saver
        self.then = then
        state = bridge.state_of(saver.scene)
        self.name = saver.last_saved.stem.replace("_", " ") if saver.last_saved else default_name(state)
        self.entry: Any = None
        self.problem_label: Any = None

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        cw, ch = min(w - m(40), m(620)), m(300)
        self.card = pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)
        x, y, inner = self.card.x + m(24), self.card.y + m(20), cw - m(48)
        kit.label(pygame.Rect(x, y, inner, m(36)), "Save the game", object_id="#heading")
        kit.label(pygame.Rect(x, y + m(40), inner, m(26)), f"Saves go in {shown_path(saves_dir())}", object_id="#hint")
        self.entry = kit.entry(pygame.Rect(x, y + m(80), inner, m(44)), self.name, self.set_name, max_length=MAX_NAME)
        self.entry.focus()
        self.problem_label = kit.label(pygame.Rect(x, y + m(130), inner, m(26)), "", object_id="#bad")
        self._show_problem()
        bw, bh = m(200), m(50)
        kit.button(
            pygame.Rect(self.card.right - m(24) - 2 * bw - m(12), self.card.bottom - m(24) - bh, bw, bh),
            "Save",
            self.save,
            key=pygame.K_RETURN,
            also=(pygame.K_KP_ENTER,),
            object_id="#primary",
        )
        kit.button(
            pygame.Rect(self.card.right - m(24) - bw, self.card.bottom - m(24) - bh, bw, bh),
            "Cancel",
            self.close,
            key=pygame.K_ESCAPE,
        )

    def handle(self, e: pygame.event.Event) -> bool:
        import pygame_gui

        # Enter in the name field: the field keeps the key, and says so with this event instead.
        if e.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and getattr(e, "ui_element", None) is self.entry:
            self.save()
            return True
        return super().handle(e)

    def set_name(self, name: str) -> None:
        self.name = name
        self._show_problem()

    def _show_problem(self) -> None:
        if self.problem_label is not None:
            problem = name_problem(self.name) if self.name.strip() else None
            self.problem_label.set_text(problem or "")
        self.dirty = True

    def save(self) -> None:
        """Save under the typed name, asking first if a save of that name exists."""
        problem = name_problem(self.name)
        if problem is not None:
            self.open_dialog("Choose a name", problem)
            return
        path = save_path(self.name)
        if path.exists():
            self.open_dialog(
                "Replace this save?",
                f"A save named “{path.stem.replace('_', ' ')}” already exists. Replacing it loses the game it holds.",
                (
                    DialogButton("Choose another name", pygame.K_ESCAPE),
                    DialogButton("Replace it", pygame.K_r, lambda: self._write(path), primary=True),
                ),
                escape=0,
            )
            return
        self._write(path)

    def _write(self, path: Path) -> None:
        problem = self.saver.write(path)
        if problem is not None:
            self.open_dialog("The game was not saved", problem)
            return
        self.close()
        say(self.saver.scene, f"Saved as “{path.stem.replace('_', ' ')}”")
        if self.then is not None:
            self.then()
