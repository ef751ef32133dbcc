"""Measuring words against the boxes they are drawn in, on whatever screen is showing.

``clipped(app)`` lists every button, label and drop-down of the widget manager whose words do not fit
inside its box (less its border and padding), and every piece of text drawn on the window that the
clipping rectangle in force cut off. The second part records the frame's blits: a ``Surface`` subclass
stands in for the window while ``frame_text`` draws one frame.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.elements import UIButton, UILabel, UITextBox

from game.ui import text


def _border(el: Any) -> int:
    b = getattr(el, "border_width", 0) or 0
    if isinstance(b, dict):
        return max(b.values()) if b else 0
    return int(b)


def widget_problems(app: Any) -> list[str]:
    """Buttons and labels (drop-downs are buttons inside) whose words overflow their box."""
    out: list[str] = []
    for el in app.ui.get_sprite_group().sprites():
        if isinstance(el, UITextBox) and el.alive() and el.visible and getattr(el, "scroll_bar", None) is not None:
            if el.rect.height < app.size[1] // 4:
                # A message of a line or two that needs a scroll bar shows only part of itself.
                out.append(f"UITextBox {el.html_text[:60]!r}: needs scrolling in a box {el.rect.size}")
            continue
        if not isinstance(el, (UIButton, UILabel)) or not el.alive() or not el.visible:
            continue
        words = el.text
        font = getattr(el, "font", None)
        if not words or font is None:
            continue
        tw, th = font.get_rect(words).size
        border = _border(el)
        pad = 0
        if isinstance(el, UIButton):
            # Left- or right-aligned words keep the theme's padding from the edge; centred ones a little air.
            centred = getattr(el, "text_horiz_alignment", "center") == "center"
            pad = 2 if centred else max(2, int(getattr(el, "text_horiz_alignment_padding", 0) or 0))
        room_w = el.rect.width - 2 * border - 2 * pad
        room_h = el.rect.height - 2 * border
        if tw > room_w or th > room_h + 2:
            kind = type(el).__name__
            out.append(f"{kind} {words!r}: text {tw}x{th} px in a box {room_w}x{room_h} px")
    return out


class _Recorder(pygame.Surface):
    """A surface that remembers each piece of text blitted onto it that its clip (or its edge) cuts.

    It stands in for the window while ``frame_text_problems`` draws a frame, and for every surface the
    drawing code makes during that frame (panels render into cached surfaces), so text cut at the edge
    of a panel's own picture is caught too.
    """

    names: dict[int, str] = {}
    boxes: list[pygame.Rect] = []
    cut: list[str] = []
    blits = 0

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        words = _Recorder.names.get(id(source))
        if words is not None and area is None:
            _Recorder.blits += 1
            pos = dest.topleft if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
            r = source.get_rect(topleft=pos)
            clip = self.get_clip()
            if not clip.contains(r) and clip.colliderect(r):
                # Part of a line of text showing: the words are cut by the edge of their box.
                _Recorder.cut.append(f"text {words!r} at {tuple(r)} cut by its box {tuple(clip)}")
            for box in _Recorder.boxes if self.get_size() == _Recorder.window else ():
                if box.collidepoint(r.topleft) and not box.contains(r):
                    _Recorder.cut.append(f"text {words!r} at {tuple(r)} runs out of its panel {tuple(box)}")
        return super().blit(source, dest, area, special_flags)

    window: tuple[int, int] = (0, 0)


def panel_boxes(app: Any) -> list[pygame.Rect]:
    """The battle screen's panels (header, side panel, dice tray, log): words started in one stay in it."""
    lay = getattr(app.top, "lay", None)
    if lay is None:
        return []
    return [pygame.Rect(r) for r in (lay.header, lay.panel, lay.tray, lay.log) if r is not None]


def _forget_pictures(scene: Any) -> None:
    """Drop the cached pictures of the scene's parts (keys set to a value no draw has), so all are made anew."""
    parts = [scene, getattr(scene, "header", None), getattr(scene, "view", None)]
    aids = getattr(scene, "aids", None)
    parts += list(getattr(aids, "components", ()))
    parts += [c for _, c in getattr(scene, "components", ())]
    for part in parts:
        if part is None or not hasattr(part, "__dict__"):
            continue
        for name, value in list(vars(part).items()):
            if name == "_key":
                setattr(part, name, ("forgotten",))
            elif isinstance(value, pygame.Surface) and name.startswith("_"):
                setattr(part, name, None)


def frame_text_problems(app: Any) -> list[str]:
    """Draw one frame with every text and surface watched, and list the words cut off.

    The scene is rebuilt first, so panels make their pictures afresh during the watched frame.
    """
    real_render, real_surface = text.render, pygame.Surface

    def render(words: str, size: int, colour: Any, bold: bool = False) -> pygame.Surface:
        s = real_render(words, size, colour, bold)
        _Recorder.names[id(s)] = words
        return s

    _Recorder.names, _Recorder.cut, _Recorder.blits = {}, [], 0
    _Recorder.boxes, _Recorder.window = panel_boxes(app), app.size
    rec = _Recorder(app.size, pygame.SRCALPHA)
    saved = app.screen
    text.render = render  # type: ignore[assignment]
    pygame.Surface = _Recorder  # type: ignore[misc]
    try:
        text._surfaces.clear()
        app.screen = rec
        app.rebuild()
        _forget_pictures(app.top)
        app.top.update(0.0)
        rec.fill((0, 0, 0))
        app.top.draw(rec)
    finally:
        text.render = real_render  # type: ignore[assignment]
        pygame.Surface = real_surface  # type: ignore[misc]
        app.screen = saved
    return list(dict.fromkeys(_Recorder.cut))


def clipped(app: Any) -> list[str]:
    """Everything cut off on the screen showing now."""
    return widget_problems(app) + frame_text_problems(app)
