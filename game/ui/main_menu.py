"""The main menu: new hot-seat battle, solo battle, load, replays, learn to play, demos, army lists, settings, quit.

Every button has a one-letter shortcut shown on it (N, S, L, P, T, D, R, A, O, Q). Esc asks before quitting. Solo
play needs the scripted opponents: the button is enabled once ``game.ai.agents`` offers a registry of
agents (``AGENTS``), and until then it stays greyed with a tooltip saying why.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from typing import Any

import pygame

from game.core import TerrainSpec
from game.ui import text
from game.ui.backdrop import backdrop
from game.ui.scene import DialogButton, Scene
from game.ui.widgets import Kit

AGENTS_MODULE = "game.ai.agents"
SOLO_MISSING = "Needs the scripted opponents, which this version does not have yet."


def solo_agents() -> dict[str, Any] | None:
    """The computer opponents on offer (``game.ai.agents.AGENTS``), or None if there are none yet."""
    try:
        mod = sys.modules.get(AGENTS_MODULE)
        if mod is None:
            if importlib.util.find_spec(AGENTS_MODULE) is None:
                return None
            mod = importlib.import_module(AGENTS_MODULE)
    except Exception:  # noqa: BLE001 - a broken optional package must not stop the menu
        return None
    agents = getattr(mod, "AGENTS", None)
    return dict(agents) if agents else None


class MainMenu(Scene):
    """The first screen."""

    design_size = (760, 1010)

    def __init__(self) -> None:
        super().__init__()
        self.agents = solo_agents()
        self.buttons: dict[str, Any] = {}
        self.terrain: tuple[TerrainSpec, ...] | None = None
        self.drawn = False

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        bw, bh, gap = m(500), m(60), m(14)
        col = (w - bw) // 2
        top = max(m(20), (h - (m(190) + 10 * bh + 9 * gap + m(90))) // 2)
        kit.label(pygame.Rect(0, top, w, m(80)), "WARHOST", object_id="#title")
        kit.label(
            pygame.Rect(0, top + m(84), w, m(30)),
            "Fantasy mass battles on the Warmaster rules",
            object_id="#centre_hint",
        )
        y = top + m(170)
        solo_tip = (
            "Play against the computer: choose your force and its opponent."
            if self.agents
            else f"Solo battle: {SOLO_MISSING}"
        )
        entries = (
            ("new", "New hot-seat battle", pygame.K_n, self.new_battle, True, "Two players at one screen take turns."),
            ("solo", "Solo battle", pygame.K_s, self.solo_battle, bool(self.agents), solo_tip),
            ("load", "Load game", pygame.K_l, self.load_game, True, "Carry on with a saved battle."),
            ("replays", "Replays", pygame.K_p, self.replays, True, "Watch a saved game step by step; take over."),
            ("learn", "Learn to play", pygame.K_t, self.learn_to_play, True, "A first battle, one step at a time."),
            ("demos", "Rules demos", pygame.K_d, self.rules_demos, True, "Watch each rule at work, step by step."),
            ("loop", "Demo loop", pygame.K_r, self.demo_loop, True, "Every demo in turn, full screen; any key stops."),
            (
                "armies",
                "Army lists and rules",
                pygame.K_a,
                self.army_lists,
                True,
                "Stat lines, special rules and spells of every army; build rosters; read the rules as the game "
                "plays them.",
            ),
            (
                "settings",
                "Settings",
                pygame.K_o,
                self.open_settings,
                True,
                "UI scale, animation speed, side markings, full screen.",
            ),
            ("quit", "Quit", pygame.K_q, self.ask_quit, True, "Leave Warhost."),
        )
        self.buttons = {}
        room = w - col - bw - m(24)
        for name, label, key, action, enabled, tip in entries:
            if name == "solo" and not enabled and room < m(300):
                label = "Solo battle: not yet"
            self.buttons[name] = kit.button(
                pygame.Rect(col, y, bw, bh),
                label,
                action,
                key=key,
                tooltip=tip,
                enabled=enabled,
                object_id="#menu_button",
            )
            if name == "solo" and not enabled and room >= m(300):
                # Said on screen too: a tooltip alone is easy to miss.
                kit.label(
                    pygame.Rect(col + bw + m(16), y, min(m(420), room), bh),
                    "needs the scripted opponents",
                    object_id="#hint",
                )
            y += bh + gap
        y += m(18)
        app = self.app
        notice = app.notice if app is not None else None
        if notice:
            kit.label(pygame.Rect(m(40), y, w - m(80), m(28)), notice, object_id="#notice")
            y += m(32)
        kit.label(
            pygame.Rect(0, h - m(44), w, m(28)),
            "Click a button or press its letter · Esc: quit",
            object_id="#centre_hint",
        )

    def update(self, dt: float) -> None:
        # The terrain comes from the scenario files, which take a few tenths of a second to check: the
        # first frame shows the bare table at once and the terrain follows on the next pass.
        if self.terrain is None and self.drawn and self.app is not None:
            self.terrain = self.app.catalogue.pitched_terrain()
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        assert app is not None
        surface.blit(backdrop(app.size, self.terrain or ()), (0, 0))
        self.drawn = True
        version = text.render("version 0.1.0", self.m.font(13), (150, 154, 160))
        surface.blit(version, version.get_rect(bottomright=(app.size[0] - self.m(14), app.size[1] - self.m(12))))

    # ------------------------------------------------------------------ actions
    def new_battle(self) -> None:
        from game.ui.setup_scene import SetupScene

        assert self.app is not None
        self.app.push(SetupScene())

    def solo_battle(self) -> None:
        from game.ui.setup_scene import SetupScene

        if self.app is not None and self.agents:
            self.app.push(SetupScene(mode="solo", agents=self.agents))

    def load_game(self) -> None:
        from game.ui.load_scene import LoadScene

        assert self.app is not None
        self.app.push(LoadScene())

    def replays(self) -> None:
        from game.ui.replay_viewer.picker import ReplayPicker

        assert self.app is not None
        self.app.push(ReplayPicker())

    def learn_to_play(self) -> None:
        from game.ui.lesson.launch import open_lesson

        assert self.app is not None
        open_lesson(self.app)

    def rules_demos(self) -> None:
        from game.ui.demo.launch import open_library

        assert self.app is not None
        open_library(self.app)

    def demo_loop(self) -> None:
        from game.ui.demo.launch import open_loop

        assert self.app is not None
        open_loop(self.app)

    def army_lists(self) -> None:
        from game.ui.browser_scene import BrowserScene

        assert self.app is not None
        self.app.push(BrowserScene())

    def open_settings(self) -> None:
        from game.ui.settings_scene import SettingsScene

        assert self.app is not None
        self.app.push(SettingsScene())

    def ask_quit(self) -> None:
        assert self.app is not None
        self.open_dialog(
            "Quit Warhost?",
            "Leave the game and close the window.",
            (
                DialogButton("Stay", pygame.K_ESCAPE),
                DialogButton("Quit", pygame.K_RETURN, self.app.quit, primary=True),
            ),
            escape=0,
        )

    def back(self) -> None:
        self.ask_quit()
