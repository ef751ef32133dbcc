"""The slim header above the table: scenario, turn, side to play, phase and step, and the sides' legend.

The header is rendered into a cached surface and rebuilt only when its words or the window width
change, so an idle or panning frame costs one blit.
"""

from __future__ import annotations

import pygame

from game.core import GameState
from game.ui import palette, text

HEADER_H = 34
FONT = 15
FONT_BIG = 16


def step_title(phase: str, step: str, state: GameState | None = None) -> str:
    """Phase and step as a player reads them, e.g. "Command phase · Orders" (the step's title from the game's
    rules when ``state`` is given, else from the base rules)."""
    from game.core import base

    for s in (state.ruleset if state is not None else base()).turn:
        if s.phase == phase and s.name == step:
            return f"{phase.capitalize()} phase · {s.title}"
    return f"{phase.capitalize()} phase · {step.replace('_', ' ').capitalize()}"


def status_line(state: GameState) -> str:
    """Turn, side to play, phase and step, or the result once the battle is over."""
    if state.result is not None:
        r = state.result
        who = "Drawn battle" if r.winner is None else f"{state.sides[r.winner].name} win"
        return f"Battle over after turn {r.turn} · {who} · {r.reason}"
    return f"{turn_words(state)} · {state.sides[state.active].name} to play · " + step_title(state.phase, state.step, state)


def turn_words(state: GameState) -> str:
    """ "Turn 3 of 8"; with no turn limit just "Turn 3"; with a random end "Turn 3 of at most 8"."""
    from game.core import RANDOM_END, UNLIMITED, game_length

    length = game_length(state)
    if length == UNLIMITED:
        return f"Turn {state.turn}"
    if length == RANDOM_END:
        return f"Turn {state.turn} of at most {state.turn_limit}"
    return f"Turn {state.turn} of {state.turn_limit}"


class Header:
    """Draws the header bar; caches its picture by content and width."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] = ()
        self._surf: pygame.Surface | None = None
        # False when the window is too narrow for the legend; the table view then shows it in a corner.
        self.legend_shown = True

    def draw(self, surface: pygame.Surface, state: GameState) -> pygame.Rect:
        w = surface.get_width()
        key = (w, state.scenario, status_line(state), state.active, state.sides[0].name, state.sides[1].name)
        if key != self._key or self._surf is None:
            self._key = key
            self._surf = self._build(w, state)
        surface.blit(self._surf, (0, 0))
        return self._surf.get_rect()

    def _build(self, w: int, state: GameState) -> pygame.Surface:
        surf = pygame.Surface((max(1, w), HEADER_H))
        surf.fill(palette.HEADER_BG)
        pygame.draw.line(surf, palette.HEADER_RULE, (0, HEADER_H - 1), (w, HEADER_H - 1))
        mid = HEADER_H // 2
        x = 12
        title = text.render(state.scenario or "Battle", FONT_BIG, palette.TEXT, bold=True)
        surf.blit(title, title.get_rect(midleft=(x, mid)))
        x += title.get_width() + 16
        if state.result is None:
            # The active side's shield ahead of the status, so whose turn it is reads without colour too.
            palette.draw_shield(surf, state.active, pygame.FRect(x, mid - 9, 15, 18))
            x += 22
        status = text.render(status_line(state), FONT, palette.TEXT)
        surf.blit(status, status.get_rect(midleft=(x, mid)))
        legend = legend_surface(state)
        lx = w - legend.get_width() - 12
        self.legend_shown = lx > x + status.get_width() + 16
        if self.legend_shown:
            surf.blit(legend, legend.get_rect(midleft=(lx, mid)))
        return surf


def legend_surface(state: GameState, size: int = FONT) -> pygame.Surface:
    """Both sides as swatch + shield + name, side by side, on a transparent surface."""
    parts: list[tuple[int, pygame.Surface]] = [
        (i, text.render(state.sides[i].name, size, palette.TEXT)) for i in (0, 1)
    ]
    h = max(22, size + 8)
    width = sum(28 + 20 + img.get_width() + 18 for _i, img in parts)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    x = 0
    for side, img in parts:
        palette.draw_swatch(surf, side, pygame.Rect(x, (h - 16) // 2, 26, 16))
        x += 30
        palette.draw_shield(surf, side, pygame.FRect(x, (h - 18) / 2, 15, 18))
        x += 20
        surf.blit(img, img.get_rect(midleft=(x, h // 2)))
        x += img.get_width() + 18
    return surf
