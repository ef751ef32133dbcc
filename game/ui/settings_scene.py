"""Settings: UI scale, animation speed, side markings, window or full screen, confirm before committing, sound.

Each change takes effect at once and is saved at once (atomically) to the player's config folder. The
UI scale rebuilds every widget at the new size, this screen included.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import palette, sound
from game.ui.scene import Scene
from game.ui.settings import ANIMATION_SPEEDS, SCALE_MAX, SCALE_MIN, SCALE_STEP, SIDE_MARKINGS, WINDOW_MODES
from game.ui.userdirs import shown_path
from game.ui.widgets import Kit


class SettingsScene(Scene):
    """The settings screen."""

    title = "Settings"
    design_size = (1000, 800)

    def __init__(self) -> None:
        super().__init__()
        self.scale_label: Any = None
        self.minus: Any = None
        self.plus: Any = None
        self.swatch_rect: pygame.Rect | None = None
        self.volume_label: Any = None
        self.sound_button: Any = None

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        app = self.app
        assert app is not None
        s = app.settings
        m = self.m
        w, h = size
        pad = m(36)
        col = min(w - 2 * pad, m(900))
        x0 = (w - col) // 2
        kit.label(pygame.Rect(x0, m(20), col, m(44)), "Settings", object_id="#screen_title")
        kit.label(
            pygame.Rect(x0, m(64), col, m(26)),
            "Changes take effect and are saved at once. Esc: back.",
            object_id="#hint",
        )
        lw = m(340)
        cw = col - lw
        y = m(116)
        row = m(88)

        def caption(title: str, hint: str) -> None:
            # The title beside its control, the explanation on a line of its own underneath.
            kit.label(pygame.Rect(x0, y + m(6), lw, m(32)), title, object_id="#heading")
            kit.label(pygame.Rect(x0, y + m(50), col, m(26)), hint, object_id="#hint")

        caption("UI scale", "Text, buttons and panels; 100 % to 200 %. Keys: − and +.")
        self.minus = kit.button(
            pygame.Rect(x0 + lw, y, m(56), m(44)),
            "−",
            lambda: self.step_scale(-1),
            key=pygame.K_MINUS,
            also=(pygame.K_KP_MINUS,),
            show_key="tooltip",
            tooltip="Smaller",
            enabled=s.ui_scale > SCALE_MIN,
            object_id="#stepper",
        )
        self.scale_label = kit.label(
            pygame.Rect(x0 + lw + m(60), y, m(110), m(44)), f"{s.ui_scale} %", object_id="#count"
        )
        self.plus = kit.button(
            pygame.Rect(x0 + lw + m(174), y, m(56), m(44)),
            "+",
            lambda: self.step_scale(1),
            key=pygame.K_PLUS,
            also=(pygame.K_EQUALS, pygame.K_KP_PLUS),
            show_key="tooltip",
            tooltip="Larger",
            enabled=s.ui_scale < SCALE_MAX,
            object_id="#stepper",
        )
        kit.button(
            pygame.Rect(x0 + lw + m(246), y, m(150), m(44)),
            "Reset",
            lambda: self.app.set_scale(100) if self.app else None,
            tooltip="Back to 100 %",
            object_id="#small",
            enabled=s.ui_scale != 100,
        )
        if m.scale * 100 < s.ui_scale - 0.5:
            # As tall as its words need (-1): a fixed box cut the second line off in a small window.
            note = kit.textbox(
                pygame.Rect(x0 - m(6), y + m(74), col, -1),
                f"This window is too small for {s.ui_scale} %: screens are shown at up to {round(m.scale * 100)} %. "
                "A larger window or full screen shows the full size.",
                object_id="#notice",
            )
            y += note.rect.height - m(8)
        y += row
        caption("Animation speed", "How fast moves and dice play out.")
        kit.dropdown(
            pygame.Rect(x0 + lw, y, min(cw, m(420)), m(44)),
            [(t, k) for k, t in ANIMATION_SPEEDS],
            s.animation_speed,
            self.choose_speed,
        )
        y += row
        caption("Side markings", "How the two sides are told apart on the table.")
        kit.dropdown(
            pygame.Rect(x0 + lw, y, min(cw, m(420)), m(44)),
            [(t, k) for k, t in SIDE_MARKINGS],
            s.side_markings,
            self.choose_markings,
        )
        self.swatch_rect = pygame.Rect(x0 + lw + min(cw, m(420)) + m(16), y + m(6), m(120), m(32))
        y += row
        caption("Window", "Full screen or a window you can resize.")
        kit.dropdown(
            pygame.Rect(x0 + lw, y, min(cw, m(420)), m(44)),
            [(t, k) for k, t in WINDOW_MODES],
            s.window_mode,
            self.choose_window,
        )
        y += row
        caption("Confirm before committing", "Ask before an order, move or charge is final.")
        kit.button(
            pygame.Rect(x0 + lw, y, m(200), m(44)),
            "On" if s.confirm_commit else "Off",
            self.toggle_confirm,
            key=pygame.K_c,
            show_key="tooltip",
            tooltip="Switch confirmations on or off",
            selected=s.confirm_commit,
        )
        y += row
        caption("Sound", "Dice, orders, charges, fights and losses. Keys: M to mute, [ and ] for volume.")
        self.sound_button = kit.button(
            pygame.Rect(x0 + lw, y, m(110), m(44)),
            "On" if s.sound_on else "Off",
            self.toggle_sound,
            key=pygame.K_m,
            show_key="tooltip",
            tooltip="Sound on or off",
            selected=s.sound_on,
        )
        kit.button(
            pygame.Rect(x0 + lw + m(126), y, m(56), m(44)),
            "−",
            lambda: self.step_volume(-1),
            key=pygame.K_LEFTBRACKET,
            show_key="tooltip",
            tooltip="Quieter",
            enabled=s.sound_volume > 0,
            object_id="#stepper",
        )
        self.volume_label = kit.label(
            pygame.Rect(x0 + lw + m(186), y, m(110), m(44)), f"{s.sound_volume} %", object_id="#count"
        )
        kit.button(
            pygame.Rect(x0 + lw + m(300), y, m(56), m(44)),
            "+",
            lambda: self.step_volume(1),
            key=pygame.K_RIGHTBRACKET,
            show_key="tooltip",
            tooltip="Louder",
            enabled=s.sound_volume < 100,
            object_id="#stepper",
        )
        y += row + m(10)
        where = f"Saved in {shown_path(app.loaded.path)}"
        kit.label(pygame.Rect(x0, y, col, m(26)), where, object_id="#hint")
        if app.notice:
            # Beside Back, not under it.
            kit.textbox(pygame.Rect(x0 - m(6), y + m(32), col - m(240), m(70)), app.notice, object_id="#notice")
        kit.button(
            pygame.Rect(x0 + col - m(220), h - m(30) - m(52), m(220), m(52)), "Back", self.back, key=pygame.K_ESCAPE
        )

    # ------------------------------------------------------------------ changes
    def step_scale(self, steps: int) -> None:
        if self.app is not None:
            self.app.set_scale(self.app.settings.ui_scale + steps * SCALE_STEP)

    def choose_speed(self, key: str) -> None:
        if self.app is not None:
            self.app.settings.animation_speed = key
            self.app.save_settings()
            self.refresh()

    def choose_markings(self, key: str) -> None:
        if self.app is not None:
            self.app.settings.side_markings = key
            self.app.save_settings()
            self.refresh()

    def choose_window(self, key: str) -> None:
        if self.app is not None:
            self.app.set_fullscreen(key == "fullscreen")

    def toggle_confirm(self) -> None:
        if self.app is not None:
            self.app.settings.confirm_commit = not self.app.settings.confirm_commit
            self.app.save_settings()
            self.refresh()

    def toggle_sound(self) -> None:
        if self.app is not None:
            self.app.settings.sound_on = not self.app.settings.sound_on
            self.app.save_settings()
            sound.play("dice", self.app.settings)
            self.refresh()

    def step_volume(self, steps: int) -> None:
        """Ten per cent louder or quieter; a roll of the dice lets the player hear the new level."""
        if self.app is not None:
            s = self.app.settings
            s.sound_volume = max(0, min(100, s.sound_volume + steps * 10))
            self.app.save_settings()
            sound.play("dice", s)
            self.refresh()

    def draw(self, surface: pygame.Surface) -> None:
        if self.swatch_rect is None:
            return
        # A sample of both sides' markings as they will look.
        r = self.swatch_rect
        m = self.m
        for side in (0, 1):
            x = r.x + side * m(64)
            palette.draw_swatch(surface, side, pygame.Rect(x, r.y + m(6), m(30), m(20)))
            palette.draw_shield(surface, side, pygame.FRect(x + m(36), r.y + m(3), m(18), m(24)))
