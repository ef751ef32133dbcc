"""Framing the table on the pieces a demo uses, so a newcomer sees them large rather than a whole empty table."""

from __future__ import annotations

from game.core import GameState
from game.ui.camera import Camera
from game.ui.demo.deck import DemoDeck

# Room left round the pieces (mm): enough for the 20 cm rings and the tags drawn round them.
MARGIN_MM = 220
# Never closer than this many times the whole-table view (a tight cluster would fill the screen).
MAX_ZOOM = 3.0


# A step's view is never narrower than this (mm): the rings and ranges drawn round the pieces need room.
MIN_SPAN = (700.0, 460.0)


def _extent(state: GameState, box: list[float], refs: set[str] | None = None) -> None:
    pts = [(s.x, s.y) for u in state.live_units() if not u.off_table and (refs is None or u.id in refs) for s in u.stands]
    pts += [(c.x, c.y) for c in state.live_characters() if not c.off_table and (refs is None or c.id in refs)]
    for x, y in pts:
        box[0], box[1] = min(box[0], x), min(box[1], y)
        box[2], box[3] = max(box[2], x), max(box[3], y)


def frame(cam: Camera, deck: DemoDeck) -> None:
    """Zoom and centre the camera on every piece at the start and at the end of the demo."""
    tl = deck.run.timeline
    box = [float("inf"), float("inf"), float("-inf"), float("-inf")]
    _extent(tl.state_at(0), box)
    _extent(deck.state if tl.length == 0 else tl.state_at(tl.length), box)
    _show(cam, box)


def focus(cam: Camera, before: GameState, after: GameState, refs: list[str]) -> bool:
    """Zoom and centre on the pieces a step is about, where they were and where they are; False (the view
    left as it is) when the step names none."""
    box = [float("inf"), float("inf"), float("-inf"), float("-inf")]
    _extent(before, box, set(refs))
    _extent(after, box, set(refs))
    if box[0] == float("inf"):
        return False
    for i, span in enumerate(MIN_SPAN):
        lo, hi = box[i], box[i + 2]
        if hi - lo < span:
            mid = (lo + hi) / 2
            box[i], box[i + 2] = mid - span / 2, mid + span / 2
    _show(cam, box)
    return True


def _show(cam: Camera, box: list[float]) -> None:
    if box[0] == float("inf"):
        cam.fit()
        return
    x0, y0 = max(0.0, box[0] - MARGIN_MM), max(0.0, box[1] - MARGIN_MM)
    x1, y1 = min(cam.table_w, box[2] + MARGIN_MM), min(cam.table_h, box[3] + MARGIN_MM)
    vp = cam.viewport
    scale = min(vp.width / max(1.0, x1 - x0), vp.height / max(1.0, y1 - y0), cam.fit_scale * MAX_ZOOM)
    scale = max(scale, cam.fit_scale)
    cam.scale = scale
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    cam.ox = vp.centerx - cx * scale
    cam.oy = vp.centery - cy * scale
    # No empty band beyond the table's edge where the table is larger than the view.
    w, h = cam.table_w * scale, cam.table_h * scale
    if w >= vp.width:
        cam.ox = min(vp.left, max(vp.right - w, cam.ox))
    if h >= vp.height:
        cam.oy = min(vp.top, max(vp.bottom - h, cam.oy))
    cam.fitted = False
