"""The table scene: the camera, the cached terrain, the armies, the header and the hover card.

It only reads the ``GameState``. Input here moves the view (zoom, pan, fit) and the hover; orders and
moves will come through a controller that turns clicks into actions. ``dirty`` says a redraw is due.
"""

from __future__ import annotations

import pygame

from game.core.state import GameState
from game.ui import palette, text
from game.ui.camera import Camera
from game.ui.hud import HEADER_H, Header, legend_surface
from game.ui.markers import draw_markers
from game.ui.picking import Target, pick
from game.ui.stands import LABEL_MIN_SCALE, StandArtist
from game.ui.terrain_layer import TerrainLayer
from game.ui.tooltip import draw_card

WHEEL_STEP = 1.15
KEY_PAN_FRACTION = 0.15
PAN_KEYS = {
    pygame.K_LEFT: (1, 0),
    pygame.K_a: (1, 0),
    pygame.K_RIGHT: (-1, 0),
    pygame.K_d: (-1, 0),
    pygame.K_UP: (0, 1),
    pygame.K_w: (0, 1),
    pygame.K_DOWN: (0, -1),
    pygame.K_s: (0, -1),
}
DRAG_BUTTONS = (2, 3)
HINT = "Wheel: zoom · Right-drag or arrows: pan · F: fit table · Esc: quit"


class TableView:
    """Shows one game state in a window of ``size`` pixels."""

    def __init__(self, state: GameState, size: tuple[int, int]) -> None:
        self.state = state
        self.size = size
        self.camera = Camera(state.table_w, state.table_h, self._viewport(size))
        self.terrain = TerrainLayer()
        self.artist = StandArtist()
        self.header = Header()
        self.hover: Target | None = None
        self.pointer: tuple[int, int] | None = None
        self._drag_from: tuple[int, int] | None = None
        self.quit = False
        self.dirty = True
        # The controls line in the corner; a scene that gives Esc another meaning says so here.
        self.hint = HINT

    @staticmethod
    def _viewport(size: tuple[int, int]) -> pygame.FRect:
        return pygame.FRect(0, HEADER_H, size[0], max(1, size[1] - HEADER_H))

    # ------------------------------------------------------------------ input
    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the view transform (the display surface resized itself)."""
        if size != self.size:
            self.size = size
            self.camera.resize(self._viewport(size))
            self.dirty = True

    def handle(self, e: pygame.event.Event) -> None:
        """React to one event; sets ``quit`` or ``dirty`` as needed."""
        t = e.type
        if t == pygame.QUIT:
            self.quit = True
        elif t == pygame.KEYDOWN:
            self._key(e.key)
        elif t == pygame.MOUSEWHEEL:
            steps = getattr(e, "precise_y", None) or e.y
            if steps:
                self.camera.zoom_at(WHEEL_STEP**steps, self._zoom_centre())
                self._update_hover()
                self.dirty = True
        elif t == pygame.MOUSEBUTTONDOWN and e.button in DRAG_BUTTONS:
            self._drag_from = e.pos
            self.pointer = e.pos
        elif t == pygame.MOUSEBUTTONUP and e.button in DRAG_BUTTONS:
            self._drag_from = None
            self._update_hover()
        elif t == pygame.MOUSEMOTION:
            # event.pos, not mouse.get_pos(): posted events do not move the dummy driver's pointer.
            self.pointer = e.pos
            if self._drag_from is not None:
                dx, dy = e.pos[0] - self._drag_from[0], e.pos[1] - self._drag_from[1]
                self._drag_from = e.pos
                self.camera.pan(dx, dy)
                self.dirty = True
            self._update_hover()
        elif t == pygame.WINDOWLEAVE:
            self.pointer = None
            self._update_hover()
        elif t == pygame.WINDOWEXPOSED:
            self.dirty = True

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.quit = True
        elif key in (pygame.K_f, pygame.K_HOME):
            self.camera.fit()
            self.dirty = True
        elif key in PAN_KEYS:
            sx, sy = PAN_KEYS[key]
            vp = self.camera.viewport
            self.camera.pan(sx * vp.width * KEY_PAN_FRACTION, sy * vp.height * KEY_PAN_FRACTION)
            self._update_hover()
            self.dirty = True

    def _zoom_centre(self) -> tuple[float, float]:
        """Zoom about the pointer when it is over the table area, else about the middle of the view."""
        if self.pointer is not None and self.camera.viewport.collidepoint(self.pointer):
            return (float(self.pointer[0]), float(self.pointer[1]))
        return self.camera.viewport.center

    def _update_hover(self) -> None:
        target = None
        if self.pointer is not None and self._drag_from is None and self.camera.viewport.collidepoint(self.pointer):
            x, y = self.camera.to_table(*self.pointer)
            # A couple of pixels of grace so tiny bases are still easy to point at when zoomed out.
            target = pick(self.state, x, y, slack=min(3.0, 2.0 / self.camera.scale))
        if target != self.hover or target is not None:
            self.hover = target
            self.dirty = True

    # ------------------------------------------------------------------ draw
    def draw(self, screen: pygame.Surface) -> None:
        """Draw the whole frame."""
        screen.fill(palette.BACKGROUND)
        cam = self.camera
        self.terrain.blit(screen, self.state, cam)
        clip = screen.get_clip()
        screen.set_clip(cam.viewport)
        hover_unit = self.hover.id if self.hover and self.hover.kind == "unit" else None
        hover_char = self.hover.id if self.hover and self.hover.kind == "character" else None
        self.artist.draw_units(screen, self.state, cam, hover_unit)
        # Labels sit on units' rear edges once zoomed in; the markers then step back to leave them room.
        room = StandArtist.label_size(cam.scale) * 0.7 if cam.scale >= LABEL_MIN_SCALE else 0.0
        draw_markers(screen, self.state, cam, room)
        self.artist.draw_characters(screen, self.state, cam, hover_char)
        self._scale_bar(screen)
        self._hint(screen)
        screen.set_clip(clip)
        self.header.draw(screen, self.state)
        if not self.header.legend_shown:
            legend = legend_surface(self.state)
            screen.blit(legend, (10, round(cam.viewport.bottom) - legend.get_height() - 46))
        if self.hover is not None and self.pointer is not None:
            draw_card(screen, self.state, self.hover, self.pointer)
        self.dirty = False

    def _hint(self, screen: pygame.Surface) -> None:
        """The view controls, on a dark tab in the bottom-right corner so they read over any terrain."""
        hint = text.render(self.hint, 12, palette.TEXT)
        vp = self.camera.viewport
        r = hint.get_rect(bottomright=(round(vp.right) - 12, round(vp.bottom) - 8))
        panel = r.inflate(12, 6)
        pygame.draw.rect(screen, palette.HEADER_BG, panel, border_radius=4)
        pygame.draw.rect(screen, palette.HEADER_RULE, panel, 1, border_radius=4)
        screen.blit(hint, r)

    def _scale_bar(self, screen: pygame.Surface) -> None:
        """A ruler in centimetres in the corner, so distances on the table can be judged at any zoom."""
        s = self.camera.scale
        cm = next((c for c in (1, 2, 5, 10, 20, 30, 60) if c * 10 * s >= 70), 60)
        length = round(cm * 10 * s)
        label = text.render(f"{cm} cm", 12, palette.TEXT)
        x0 = round(self.camera.viewport.left) + 18
        y0 = round(self.camera.viewport.bottom) - 14
        panel = pygame.Rect(x0 - 8, y0 - label.get_height() - 10, length + 16, label.get_height() + 18)
        pygame.draw.rect(screen, palette.HEADER_BG, panel, border_radius=4)
        pygame.draw.rect(screen, palette.HEADER_RULE, panel, 1, border_radius=4)
        pygame.draw.line(screen, palette.TEXT, (x0, y0), (x0 + length, y0), 2)
        for x in (x0, x0 + length):
            pygame.draw.line(screen, palette.TEXT, (x, y0 - 5), (x, y0), 2)
        screen.blit(label, label.get_rect(midbottom=(x0 + length // 2, y0 - 3)))
