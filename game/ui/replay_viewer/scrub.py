"""The scrub bar of the replay viewer: the whole game as a strip, turns and phases marked, bookmarks shown.

A click or a drag along it goes to the step under the pointer. Each turn starts with a tall tick and its
number; each phase with a short tick in the colour of the side playing it; bookmarks are gold flags
above the strip; the position on show is a bright knob.
"""

from __future__ import annotations

import pygame

from game.ui import palette, text
from game.ui.doc import GOLD
from game.ui.replay_viewer.model import Mark
from game.ui.theme import Metrics

TRACK = (58, 64, 76)
DONE = (96, 112, 140)
PHASE_LETTER = {"command": "C", "shooting": "S", "combat": "F", "end": "E", "deployment": "D"}


def step_at(rect: pygame.Rect, total: int, x: int) -> int:
    """The position under ``x`` along a bar of ``total`` steps."""
    if total <= 0 or rect.width <= 0:
        return 0
    return max(0, min(total, round((x - rect.x) * total / rect.width)))


def x_of(rect: pygame.Rect, total: int, step: int) -> int:
    return rect.x + (round(step * rect.width / total) if total else 0)


# The part of the bar not read yet, while a long battle is still being read.
UNREAD = (28, 30, 36)


def draw_scrub(
    surface: pygame.Surface,
    rect: pygame.Rect,
    m: Metrics,
    total: int,
    index: int,
    marks: list[Mark],
    bookmarks: list[int],
    hover: int | None,
    read: int | None = None,
) -> None:
    """The bar in ``rect`` (its track is the middle third; labels above and below); ``read`` is how many
    of the ``total`` steps have been read so far (the rest of the track is drawn faint)."""
    track = pygame.Rect(rect.x, rect.centery - m(4), rect.width, m(8))
    pygame.draw.rect(surface, TRACK, track, border_radius=m(4))
    if read is not None and read < total:
        unread = pygame.Rect(x_of(track, total, read), track.y + m(2), 0, track.height - m(4))
        unread.width = track.right - unread.x
        pygame.draw.rect(surface, UNREAD, unread)
    done = track.copy()
    done.width = max(0, x_of(track, total, index) - track.x)
    pygame.draw.rect(surface, DONE, done, border_radius=m(4))
    small = m.font(11)
    last_label = -10_000
    for mk in marks:
        x = x_of(track, total, mk.step - 1)
        if mk.new_turn:
            pygame.draw.line(surface, palette.TEXT, (x, track.y - m(9)), (x, track.bottom + m(9)), 2)
            words = "Deployment" if mk.phase == "deployment" else f"Turn {mk.turn}"
            label = text.render(words, small, palette.TEXT)
            if x - last_label > label.get_width() + m(6):
                surface.blit(label, (x + m(3), track.bottom + m(3)))
                last_label = x
        else:
            colour = palette.side_style(mk.side).mark if mk.side in (0, 1) else palette.TEXT_DIM
            pygame.draw.line(surface, colour, (x, track.y - m(3)), (x, track.bottom + m(3)), 2)
    for step in bookmarks:
        x = x_of(track, total, step)
        top = track.y - m(4)
        pygame.draw.polygon(surface, GOLD, [(x, top), (x - m(5), top - m(9)), (x + m(5), top - m(9))])
    kx = x_of(track, total, index)
    pygame.draw.circle(surface, palette.HOVER, (kx, track.centery), m(8))
    pygame.draw.circle(surface, (20, 22, 28), (kx, track.centery), m(8), 2)
    if hover is not None:
        hx = x_of(track, total, hover)
        pygame.draw.line(surface, palette.HOVER, (hx, track.y - m(6)), (hx, track.bottom + m(6)), 1)


def phase_words(mark: Mark | None, names: tuple[str, str]) -> str:
    if mark is None:
        return "Before the battle"
    side = names[mark.side] if mark.side in (0, 1) else ""
    return f"Turn {mark.turn}, {side}: {mark.phase} phase"
