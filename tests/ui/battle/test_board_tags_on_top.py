"""The labels of ranges drawn under the stands (a move's outline, a character's command ring) are painted once the
stands are: a piece standing on a label, or the outline of a range drawn after it, never hides its words."""

from __future__ import annotations

import pygame

from game.ui import palette
from game.ui.battle import overlays


def test_a_board_tag_is_painted_over_what_is_drawn_after_it() -> None:
    pygame.init()
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    overlays.begin_frame(1.0)
    overlays.begin_board()
    box = overlays.tag(surface, (200, 150), "20 cm move", (250, 250, 250))
    # Nothing is painted yet: the label waits for the stands.
    assert surface.get_at(box.midleft)[:3] == (0, 0, 0)
    overlays.end_board()
    pygame.draw.rect(surface, (200, 30, 30), box.inflate(20, 20))  # a stand drawn where the label is
    overlays.draw_board_tags(surface)
    assert surface.get_at((box.x + 2, box.centery))[:3] == palette.HEADER_BG[:3]
    # A tag of the top layer is painted at once, as before.
    top = overlays.tag(surface, (100, 60), "ruler", (250, 250, 250))
    assert surface.get_at((top.x + 2, top.centery))[:3] == palette.HEADER_BG[:3]
