"""The view transform: table millimetres <-> screen pixels, with zoom about a point, pan and fit.

Everything stays in floats (pygame-ce ``FRect`` and tuples); the drawing code rounds once, at the very
end, so neighbouring stands that touch on the table also touch on screen.
"""

from __future__ import annotations

import pygame

Point = tuple[float, float]

# Zoom limits relative to "whole table fits": far enough out to see the edges with room around them,
# close enough that a 20 mm base edge fills a good part of a laptop screen.
MIN_ZOOM = 0.6
MAX_SCALE_PX_PER_MM = 12.0
FIT_MARGIN_PX = 14.0


class Camera:
    """Maps the table (``table_w`` x ``table_h`` mm, origin top-left, y down) into a screen ``viewport``."""

    def __init__(self, table_w: int, table_h: int, viewport: pygame.typing.RectLike) -> None:
        self.table_w = float(table_w)
        self.table_h = float(table_h)
        self.viewport = pygame.FRect(viewport)
        # Bands of the viewport (left, top, right, bottom px) that something is drawn over for good, such
        # as the strip of controls along its bottom: "fit" keeps the whole table clear of them.
        self.insets: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
        self.scale = 1.0
        self.ox = 0.0
        self.oy = 0.0
        # While true the view follows the window: a resize re-fits instead of keeping the user's framing.
        self.fitted = True
        self.fit()

    # ----------------------------------------------------------------- transforms
    def to_screen(self, x: float, y: float) -> Point:
        """Table mm -> screen px (floats)."""
        return (self.ox + x * self.scale, self.oy + y * self.scale)

    def to_table(self, px: float, py: float) -> Point:
        """Screen px -> table mm (floats)."""
        return ((px - self.ox) / self.scale, (py - self.oy) / self.scale)

    def table_rect(self) -> pygame.FRect:
        """Where the whole table lies on screen."""
        return pygame.FRect(self.ox, self.oy, self.table_w * self.scale, self.table_h * self.scale)

    def visible_table_area(self) -> pygame.FRect:
        """The part of the table (in mm) the viewport shows, clipped to the table."""
        x0, y0 = self.to_table(self.viewport.left, self.viewport.top)
        x1, y1 = self.to_table(self.viewport.right, self.viewport.bottom)
        r = pygame.FRect(x0, y0, x1 - x0, y1 - y0)
        return r.clip(pygame.FRect(0, 0, self.table_w, self.table_h))

    def fit_area(self) -> pygame.FRect:
        """The part of the viewport a fitted table goes in: the viewport less its covered bands."""
        left, top, right, bottom = self.insets
        vp = self.viewport
        return pygame.FRect(vp.x + left, vp.y + top, max(1.0, vp.width - left - right), max(1.0, vp.height - top - bottom))

    def set_insets(self, insets: tuple[float, float, float, float]) -> None:
        """New covered bands; a fitted view fits again so the table stays clear of them."""
        if insets != self.insets:
            self.insets = insets
            if self.fitted:
                self.fit()

    @property
    def fit_scale(self) -> float:
        """px per mm at which the whole table fits the clear area with a small margin (letterboxed)."""
        area = self.fit_area()
        w = max(1.0, area.width - 2 * FIT_MARGIN_PX)
        h = max(1.0, area.height - 2 * FIT_MARGIN_PX)
        return max(1e-3, min(w / self.table_w, h / self.table_h))

    @property
    def zoom(self) -> float:
        """Magnification relative to the fitted view (1.0 = whole table)."""
        return self.scale / self.fit_scale

    def key(self) -> tuple[float, float, float, float, float]:
        """Identifies the current view, for caches that depend on it."""
        return (self.scale, self.ox, self.oy, self.viewport.width, self.viewport.height)

    # ------------------------------------------------------------------- changes
    def fit(self) -> None:
        """Show the whole table centred in the clear area; the unused band (top/bottom or sides) stays empty."""
        self.scale = self.fit_scale
        vx, vy = self.fit_area().center
        self.ox = vx - self.table_w * self.scale / 2
        self.oy = vy - self.table_h * self.scale / 2
        self.fitted = True

    def zoom_at(self, factor: float, pos: Point) -> None:
        """Multiply the scale by ``factor``, keeping the table point under screen ``pos`` where it is."""
        lo = self.fit_scale * MIN_ZOOM
        hi = max(MAX_SCALE_PX_PER_MM, lo)
        new = min(hi, max(lo, self.scale * factor))
        if new == self.scale:
            return
        tx, ty = self.to_table(*pos)
        self.scale = new
        self.ox = pos[0] - tx * new
        self.oy = pos[1] - ty * new
        self.fitted = False
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        """Move the view contents by (dx, dy) screen pixels (dragging right moves the table right)."""
        if dx == 0 and dy == 0:
            return
        self.ox += dx
        self.oy += dy
        self.fitted = False
        self._clamp()

    def resize(self, viewport: pygame.typing.RectLike) -> None:
        """Adopt a new viewport (window resized): re-fit, or keep the same table point centred at the same zoom."""
        new_vp = pygame.FRect(viewport)
        if self.fitted:
            self.viewport = new_vp
            self.fit()
            return
        zoom = self.zoom
        cx, cy = self.to_table(*self.viewport.center)
        self.viewport = new_vp
        self.scale = self.fit_scale * zoom
        vx, vy = new_vp.center
        self.ox = vx - cx * self.scale
        self.oy = vy - cy * self.scale
        self._clamp()

    def _clamp(self) -> None:
        """Keep the middle of the viewport over the table so the table can never be panned out of sight."""
        vx, vy = self.viewport.center
        cx, cy = self.to_table(vx, vy)
        cx = min(self.table_w, max(0.0, cx))
        cy = min(self.table_h, max(0.0, cy))
        self.ox = vx - cx * self.scale
        self.oy = vy - cy * self.scale
