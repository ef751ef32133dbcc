"""The table scene: the camera, the cached terrain, the armies, the header and the hover card.

It only reads the ``GameState``. Input here moves the view (zoom, pan, fit) and the hover; orders and
moves will come through a controller that turns clicks into actions. ``dirty`` says a redraw is due.
"""

from __future__ import annotations

import pygame

from game.core import GameState
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
# Space (px) round the tabs of the strip of controls along the bottom of the view.
BAND_MARGIN = 5
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
        # Size (px) of the words in the strip of controls; the battle screen grows it with the UI scale.
        self.small_px = 12
        # Where the scale bar and the controls line were last drawn (tests check nothing hides the table).
        self.covers: list[pygame.Rect] = []
        self._fit_clear()

    @staticmethod
    def _viewport(size: tuple[int, int]) -> pygame.FRect:
        return pygame.FRect(0, HEADER_H, size[0], max(1, size[1] - HEADER_H))

    def band_height(self) -> int:
        """Height of the strip along the bottom of the view that the scale bar and the controls line cover."""
        return text.font(self.small_px).get_linesize() + 10 + 2 * BAND_MARGIN

    def _fit_clear(self) -> None:
        """Fitting leaves the strip of controls free, so both table edges and what stands on them show."""
        self.camera.set_insets((0.0, 0.0, 0.0, float(self.band_height())))

    def set_text_px(self, px: int) -> None:
        """The size of the strip's words (the UI scale changed): the strip and the fit follow."""
        if px != self.small_px:
            self.small_px = px
            self._fit_clear()
            self.dirty = True

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
        """The view controls, on a dark tab in the bottom-right corner so they read over any terrain.

        It keeps clear of the scale bar: in a narrow view the middle keys are left out (F1 lists them all).
        """
        vp = self.camera.viewport
        left = (self.covers[0].right if self.covers else round(vp.left)) + 12
        room = round(vp.right) - 12 - left - 12
        hint = text.render(fit_hint(self.hint, self.small_px, room), self.small_px, palette.TEXT)
        band = self.band_height()
        r = hint.get_rect(midright=(round(vp.right) - 12 - 6, round(vp.bottom) - band // 2))
        panel = r.inflate(12, 8)
        pygame.draw.rect(screen, palette.HEADER_BG, panel, border_radius=4)
        pygame.draw.rect(screen, palette.HEADER_RULE, panel, 1, border_radius=4)
        screen.blit(hint, r)
        self.covers.append(panel)

    def _scale_bar(self, screen: pygame.Surface) -> None:
        """A ruler in centimetres in the corner, so distances on the table can be judged at any zoom.

        The bar and its words sit side by side on one low tab, inside the strip that "fit" keeps clear.
        """
        s = self.camera.scale
        cm = next((c for c in (1, 2, 5, 10, 20, 30, 60) if c * 10 * s >= 70), 60)
        length = round(cm * 10 * s)
        label = text.render(f"{cm} cm", self.small_px, palette.TEXT)
        band = self.band_height()
        mid = round(self.camera.viewport.bottom) - band // 2
        x0 = round(self.camera.viewport.left) + 18
        panel = pygame.Rect(x0 - 8, mid - (band - 2 * BAND_MARGIN) // 2, length + 24 + label.get_width(), 0)
        panel.height = band - 2 * BAND_MARGIN
        pygame.draw.rect(screen, palette.HEADER_BG, panel, border_radius=4)
        pygame.draw.rect(screen, palette.HEADER_RULE, panel, 1, border_radius=4)
        pygame.draw.line(screen, palette.TEXT, (x0, mid), (x0 + length, mid), 2)
        for x in (x0, x0 + length):
            pygame.draw.line(screen, palette.TEXT, (x, mid - 5), (x, mid + 5), 2)
        screen.blit(label, label.get_rect(midleft=(x0 + length + 8, mid)))
        self.covers = [panel]


def fit_hint(words: str, px: int, width: int) -> str:
    """The controls line within ``width`` px: the keys in the middle go first, the last one (F1) stays."""
    parts = words.split(" · ")
    f = text.font(px)
    while len(parts) > 2 and f.size(" · ".join(parts))[0] > width:
        del parts[-2]
    return " · ".join(parts)
