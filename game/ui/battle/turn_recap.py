"""In a solo battle, the recap of the computer's turn when it hands the table back: the hot-seat hand-over's
screen, with words for one player, laid over the table as the computer left it (dimmed).

Its lines come from the hand-over's chronicle (the battle's memory of events), every event of the
computer side's turn; a click on a line closes the recap and highlights the pieces it names, and
"Ready" (Enter or Space) gives the player the table.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.battle import bridge
from game.ui.battle.chronicle import Entry
from game.ui.battle.handover_screen import HandOverScene
from game.ui.battle.log_panel import PHASE_WORDS
from game.ui.battle.overlay import CARD_BG
from game.ui.battle.paint import GOLD
from game.ui.widgets import Kit

VEIL_ALPHA = 190


def turn_entries(scene: Any, side: int, turn: int) -> list[Entry]:
    """Every remembered event of ``side``'s turn ``turn`` (none if the scene keeps no chronicle)."""
    handover = getattr(getattr(scene, "aids", None), "handover", None)
    chronicle = getattr(handover, "chronicle", None)
    if chronicle is None:
        return []
    return [e for e in chronicle.entries if e.when.active == side and e.when.turn == turn]


class _Back:
    """What the hand-over screen tells when it closes: here, the battle scene highlights a line's pieces."""

    def __init__(self, scene: Any, side: int) -> None:
        self.scene = scene
        self.side = side

    def closed(self, ids: tuple[str, ...] = ()) -> None:
        # The player's own General is shown again, not the last piece the computer moved; the view stays
        # where the player left it to watch.
        fn = getattr(self.scene, "reset_for_side", None)
        if callable(fn):
            fn(self.side, view=False)
        if ids:
            bridge.highlight(self.scene, ids)
        bridge.mark_dirty(self.scene)


class TurnRecapScene(HandOverScene):
    """What the computer did in its turn, over the table, until the player is ready."""

    title = "The computer's turn"

    def __init__(self, battle: Any, side: int, turn: int) -> None:
        state = bridge.state_of(battle)
        super().__init__(_Back(battle, 1 - side), 1 - side, state, turn_entries(battle, side, turn))  # type: ignore[arg-type]
        name, you = state.sides[side].name, state.sides[1 - side].name
        phase = PHASE_WORDS.get(state.phase, state.phase.capitalize())
        self.headline = f"Your turn: {you}"
        self.sub = f"Turn {state.turn}, {phase} phase. The computer has finished playing {name}."
        self.recap_title = f"What {name} did in their turn {turn}"
        self.ready_words = "Ready (Enter) gives you the table; a line shows its pieces."
        self.marking_label = "Your marking"
        self.backdrop: pygame.Surface | None = None
        self._veiled: pygame.Surface | None = None

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        super().build(kit, size)
        # As tall as its lines (the table shows round it), Ready just below them.
        m = self.m
        self.list_rect.height = max(m(48), min(self.list_rect.height, self.content_h))
        self._lay_rows()
        if self.ready_button is not None:
            self.ready_button.set_relative_position((self.ready_button.rect.x, self.list_rect.bottom + m(24)))

    def on_enter(self) -> None:
        if self.backdrop is None and self.app is not None:
            # The table as the computer left it, behind the recap.
            self.backdrop = self.app.screen.copy()

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._veiled is None or self._veiled.get_size() != size:
            veiled = pygame.Surface(size)
            if self.backdrop is not None:
                src = self.backdrop
                veiled.blit(src if src.get_size() == size else pygame.transform.smoothscale(src, size), (0, 0))
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((14, 16, 20, VEIL_ALPHA))
            veiled.blit(shade, (0, 0))
            self._veiled = veiled
        surface.blit(self._veiled, (0, 0))
        # A card under the words: read against the dimmed table they would be lost among its pieces.
        m = self.m
        bottom = self.ready_button.rect.bottom if self.ready_button is not None else self.list_rect.bottom
        card = pygame.Rect(self.head_rect.x - m(28), self.head_rect.y - m(20), 0, 0)
        card.size = (self.head_rect.width + m(56), bottom + m(20) - card.y)
        pygame.draw.rect(surface, (0, 0, 0), card.move(m(4), m(4)), border_radius=m(10))
        pygame.draw.rect(surface, CARD_BG, card, border_radius=m(10))
        pygame.draw.rect(surface, GOLD, card, 2, border_radius=m(10))
        super().draw(surface)
