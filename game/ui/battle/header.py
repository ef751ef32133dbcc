"""The battle header: turn, the side to play with its marking, phase and step, and the "Next step" button.

The words are drawn into a cached picture rebuilt only when they (or the width) change; the button is
a widget the scene makes in ``button_rect``. ``proceed_status`` says whether the step can be left and,
if not, why (the rules' own reason), which becomes the disabled button's tooltip.
"""

from __future__ import annotations

import pygame

from game.core import GameState, Proceed, player_at_table
from game.ui import palette, text
from game.ui.hud import step_title, turn_words
from game.ui.theme import Metrics

BUTTON_W = 190
# The optional rules in play: warm, apart from the side's marks and the step chip.
RULES_INK = (232, 196, 120)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def next_step_title(state: GameState) -> str:
    """What "Next step" leads to, as a player reads it."""
    rules = state.ruleset
    pre = rules.pre_battle_index(state.phase, state.step)
    if pre is not None:
        return "the first turn" if pre + 1 >= len(rules.pre_battle) else rules.pre_battle[pre + 1].title.lower()
    for i, s in enumerate(rules.turn):
        if s.phase == state.phase and s.name == state.step:
            rest = [t for t in rules.turn[i + 1 :] if not t.automatic]
            if not rest:
                return f"{state.sides[1 - state.active].name}'s turn"
            nxt = rest[0]
            return f"the {nxt.phase} phase" if nxt.phase != s.phase else nxt.title.lower()
    return "the next step"


def proceed_status(state: GameState) -> tuple[bool, str]:
    """(can the step be left now, the words for the button's tooltip)."""
    if state.result is not None:
        return False, "The battle is over."
    reasons = state.check(Proceed())
    if reasons:
        return False, "Not yet: " + "; ".join(reasons) + "."
    return True, f"Finish this step and go on to {next_step_title(state)}"


def turn_title(state: GameState) -> str:
    """ "Turn 3 of 8", or just "Turn 3" when the battle has no turn limit (a limit of 0 means none)."""
    if not state.turn_limit:
        return f"Turn {state.turn}"
    return turn_words(state)


def status_words(state: GameState) -> tuple[str, str]:
    """(turn and side to play, phase and step) for the header."""
    if state.result is not None:
        r = state.result
        who = "drawn" if r.winner is None else f"{state.sides[r.winner].name} win"
        return f"Battle over after turn {r.turn}", f"{_cap(who)} · {r.reason}"
    acting = state.acting_side()
    pre = state.ruleset.pre_battle_index(state.phase, state.step)
    if pre is not None:
        # Before the battle nobody has a turn yet: the side named is the one setting up now.
        return f"Before the battle · {state.sides[acting].name} to decide", state.ruleset.pre_battle[pre].title
    side = state.sides[state.active].name
    who = player_at_table(state, state.active)
    if who:  # two players a side: the one at the table
        side = f"{side} ({who})"
    decide = f" · {state.sides[acting].name} to decide" if acting != state.active else ""
    return f"{turn_title(state)} · {side} to play", step_title(state.phase, state.step, state) + decide


def rules_words(state: GameState) -> str:
    """The optional rule modules the game is played with, by title ("" for the Warmaster rules alone).

    A family chosen as one (Fantasy Warriors) is named once: its parts, titled "Family: part", would push
    the words past the header's room, and the header then shows none."""
    chosen = [m for m in state.ruleset.modules if m.optional]
    within = {need for m in chosen for need in m.requires}
    families = {m.title for m in chosen}
    titles = [
        m.title
        for m in chosen
        if not (m.id in within and m.title.partition(":")[0] in families and ":" in m.title)
    ]
    return ("Rules: " + ", ".join(titles)) if titles else ""


def header_side(state: GameState) -> int:
    """The side whose marks lead the header: the side setting up before the battle, else the side to play."""
    return state.acting_side() if state.ruleset.pre_battle_index(state.phase, state.step) is not None else state.active


class BattleHeader:
    """Draws the header bar inside ``rect`` (the right end is left free for the button)."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] = ()
        self._surf: pygame.Surface | None = None

    @staticmethod
    def button_rect(rect: pygame.Rect, m: Metrics) -> pygame.Rect:
        h = rect.height - m(10)
        return pygame.Rect(rect.right - m(BUTTON_W) - m(8), rect.y + (rect.height - h) // 2, m(BUTTON_W), h)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, state: GameState, m: Metrics) -> None:
        first, second = status_words(state)
        key = (
            rect.size,
            m.scale,
            first,
            second,
            header_side(state),
            state.scenario,
            state.sides[0].name,
            state.sides[1].name,
            palette.side_style(0).pattern,
            rules_words(state),
        )
        if key != self._key or self._surf is None:
            self._key = key
            self._surf = self._build(rect, state, m, first, second)
        surface.blit(self._surf, rect.topleft)

    def _build(self, rect: pygame.Rect, state: GameState, m: Metrics, first: str, second: str) -> pygame.Surface:
        surf = pygame.Surface(rect.size)
        surf.fill(palette.HEADER_BG)
        w, h = rect.size
        pygame.draw.line(surf, palette.HEADER_RULE, (0, h - 1), (w, h - 1))
        mid = h // 2
        x = m(12)
        title = text.render(state.scenario or "Battle", m.font(16), palette.TEXT, bold=True)
        surf.blit(title, title.get_rect(midleft=(x, mid)))
        x += title.get_width() + m(18)
        if state.result is None:
            # The side to play: its swatch and shield, so it reads without colour too.
            side = header_side(state)
            palette.draw_swatch(surf, side, pygame.Rect(x, mid - m(8), m(24), m(16)))
            x += m(30)
            palette.draw_shield(surf, side, pygame.FRect(x, mid - m(10), m(17), m(20)))
            x += m(26)
        a = text.render(first, m.font(15), palette.TEXT, bold=True)
        surf.blit(a, a.get_rect(midleft=(x, mid)))
        x += a.get_width() + m(14)
        b = text.render(second, m.font(15), palette.HOVER)
        chip = b.get_rect(midleft=(x + m(8), mid)).inflate(m(16), m(8))
        pygame.draw.rect(surf, (48, 54, 66), chip, border_radius=m(6))
        pygame.draw.rect(surf, palette.HEADER_RULE, chip, 1, border_radius=m(6))
        surf.blit(b, b.get_rect(center=chip.center))
        x = chip.right + m(18)
        rules = rules_words(state)
        if rules:
            # The optional rules in play, so that no player wonders why characters fight alone.
            r = text.render(rules, m.font(14), RULES_INK, bold=True)
            if x + r.get_width() < w - m(BUTTON_W) - m(24):
                surf.blit(r, r.get_rect(midleft=(x, mid)))
                x += r.get_width() + m(18)
        self._legend(surf, state, m, x, mid, w - m(BUTTON_W) - m(24))
        return surf

    @staticmethod
    def _legend(surf: pygame.Surface, state: GameState, m: Metrics, x: int, mid: int, limit: int) -> None:
        """Both sides' marks and names, right-aligned before the button, if there is room."""
        parts = [(i, text.render(state.sides[i].name, m.font(13), palette.TEXT_DIM)) for i in (0, 1)]
        width = sum(m(22) + m(20) + img.get_width() + m(14) for _, img in parts)
        if limit - width < x:
            return
        lx = limit - width
        for side, img in parts:
            palette.draw_swatch(surf, side, pygame.Rect(lx, mid - m(6), m(18), m(12)))
            lx += m(22)
            palette.draw_shield(surf, side, pygame.FRect(lx, mid - m(8), m(13), m(16)))
            lx += m(20)
            surf.blit(img, img.get_rect(midleft=(lx, mid)))
            lx += img.get_width() + m(14)
