"""Status markers beside units: confused, engaged in combat, hits carried, (for the side playing)
ordered and moved this turn, and the counters of optional rules (eager, shaken, firewater, poison, flying).

Like the tokens players put behind a unit on a real table, they sit in a row just behind the unit's rear
edge so they never hide its front or facing. Each has its own shape and sign, not just a colour: a "?"
for confusion, crossed blades for combat, the number of hits on a red disc, the number of orders taken
on a square, and an arrowhead for a unit that has moved.
"""

from __future__ import annotations

import pygame

from game.core import GameState, Unit, unit_counters
from game.ui import palette, text
from game.ui.camera import Camera
from game.ui.shapes import facing_axes

DARK: palette.Colour = (24, 20, 16)
ORDERED: palette.Colour = (236, 198, 84)
MOVED: palette.Colour = (150, 200, 240)


def unit_badges(u: Unit, playing: bool = False) -> list[str]:
    """The markers a unit shows, in a fixed order; ``playing``: its side is the one taking its turn (what
    it has been ordered and moved this turn is shown only then, when it matters)."""
    out = []
    if u.confused:
        out.append("confused")
    if u.engaged:
        out.append("engaged")
    if u.hits > 0:
        out.append("hits")
    if playing and u.orders > 0:
        out.append("ordered")
    if playing and (u.moved or u.initiative_moved):
        out.append("moved")
    return out


def _anchor(u: Unit, depth: float) -> tuple[float, float, float, float]:
    """(x, y) in mm just behind the middle of the unit, and the rear direction."""
    n = len(u.stands)
    cx = sum(s.x for s in u.stands) / n
    cy = sum(s.y for s in u.stands) / n
    (fx, fy), _ = facing_axes(u.stands[n // 2].facing)
    # How far back the rearmost stand reaches (columns are deeper than lines).
    back = max(-((s.x - cx) * fx + (s.y - cy) * fy) for s in u.stands) + depth / 2
    return cx - fx * back, cy - fy * back, -fx, -fy


def draw_markers(surface: pygame.Surface, state: GameState, cam: Camera, room: float = 0.0) -> None:
    """Badges for every unit that needs one; ``room`` px are left free behind the rear edge (for labels)."""
    s = cam.scale
    r = max(7.0, 6.0 * s)
    for u in state.live_units():
        _draw_counters(surface, state, cam, u, r)
        badges = unit_badges(u, u.side == state.active and state.phase != "deployment")
        if not badges:
            continue
        _w, d = state.unit_profile(u).base_mm
        ax, ay, bx, by = _anchor(u, d)
        px, py = cam.to_screen(ax, ay)
        # Step out past the rear edge by one radius, then lay the badges side by side across the rear.
        px, py = px + bx * (r + 2 + room), py + by * (r + 2 + room)
        sx, sy = -by, bx
        n = len(badges)
        for i, b in enumerate(badges):
            off = (i - (n - 1) / 2) * (2 * r + 2)
            img = badge(b, round(r), u.orders if b == "ordered" else u.hits)
            text.blit_centred(surface, img, (px + sx * off, py + sy * off))


def _draw_counters(surface: pygame.Surface, state: GameState, cam: Camera, u: Unit, r: float) -> None:
    """Optional rules' counters in a row off the unit's right flank, where no joined character stands."""
    # A machine's crew and a machine left, spiked or wrecked are told by the unit's picture and its card.
    counters = [c for c in unit_counters(state, u)
                if c != "grounded" and not c.endswith((" spiked", " wrecked")) and "crew" not in c]
    if not counters:
        return
    w, _d = state.unit_profile(u).base_mm
    _, (rx, ry) = facing_axes(u.stands[0].facing)
    # The stand furthest to the right, then out past its flank.
    end = max(u.stands, key=lambda st: st.x * rx + st.y * ry)
    px, py = cam.to_screen(end.x + rx * w / 2, end.y + ry * w / 2)
    for i, c in enumerate(counters):
        step = r + 2 + i * (2 * r + 2)
        text.blit_centred(surface, counter_badge(f"counter:{c}", round(r)), (px + rx * step, py + ry * step))


_badges: dict[tuple[str, int, int], pygame.Surface] = {}

# Optional rules' counters (Fantasy Warriors): a sign on a disc of its own colour, like a card counter.
COUNTER_LOOK: dict[str, tuple[str, palette.Colour]] = {
    "eager": ("!", (214, 74, 52)),
    "shaken": ("~", (160, 150, 200)),
    "firewater": ("F", (230, 140, 40)),
    "flying": ("^", (150, 200, 240)),
    "talisman": ("T", (236, 210, 110)),
    "poison ready": ("P", (170, 230, 90)),
    "on hold": ("H", (200, 200, 200)),
    # "enchanted by <her name>": read by its first word.
    "enchanted": ("E", (190, 140, 235)),
}
POISON_LOOK: palette.Colour = (120, 190, 80)
# Counters the Mercenary book's pieces spend, by their word: the number left on a disc of the counter's colour.
SPENT_LOOK: dict[str, palette.Colour] = {
    "gunpowder": (186, 186, 178), "bolts": (214, 170, 110), "bolt": (214, 170, 110), "breath": (250, 146, 60),
}


def counter_badge(kind: str, r: int) -> pygame.Surface:
    """A counter's disc: ``counter:eager``, ``counter:3 poisoned`` (the volleys left as its number)."""
    word = kind.partition(":")[2]
    first, _, rest = word.partition(" ")
    sign, colour = COUNTER_LOOK.get(word) or COUNTER_LOOK.get(first) or (first, SPENT_LOOK.get(rest, POISON_LOOK))
    key = (kind, r, 0)
    img = _badges.get(key)
    if img is None:
        img = pygame.Surface((2 * r + 3, 2 * r + 3), pygame.SRCALPHA)
        c = (r + 1, r + 1)
        pygame.draw.circle(img, colour, c, r)
        pygame.draw.circle(img, DARK, c, r, 1)
        text.blit_centred(img, text.render(sign, max(9, round(r * 1.45)), DARK, bold=True), (c[0], c[1] + 0.5))
        _badges[key] = img
    return img


def badge(kind: str, r: int, hits: int = 0) -> pygame.Surface:
    """A marker disc of radius ``r`` px, drawn once and reused (a frame may show dozens)."""
    key = (kind, r, hits if kind in ("hits", "ordered") else 0)
    img = _badges.get(key)
    if img is None:
        if len(_badges) > 500:
            _badges.clear()
        img = pygame.Surface((2 * r + 3, 2 * r + 3), pygame.SRCALPHA)
        draw_badge(img, kind, (r + 1, r + 1), r, hits)
        _badges[key] = img
    return img


def draw_badge(surface: pygame.Surface, kind: str, centre: tuple[float, float], r: float, hits: int = 0) -> None:
    """One marker disc."""
    c = (round(centre[0]), round(centre[1]))
    ri = round(r)
    size = max(9, round(r * 1.45))
    if kind == "confused":
        pygame.draw.circle(surface, palette.CONFUSED, c, ri)
        pygame.draw.circle(surface, DARK, c, ri, 1)
        text.blit_centred(surface, text.render("?", size, DARK, bold=True), (c[0], c[1] + 0.5))
    elif kind == "engaged":
        pygame.draw.circle(surface, palette.ENGAGED, c, ri)
        pygame.draw.circle(surface, DARK, c, ri, 1)
        k = r * 0.55
        w = max(2, round(r / 5))
        for sgn in (-1, 1):
            a = (round(c[0] - k * sgn), round(c[1] + k))
            b = (round(c[0] + k * sgn), round(c[1] - k))
            pygame.draw.line(surface, DARK, a, b, w)
            # Cross-guards near the hilts.
            g0 = (round(a[0] + sgn * r * 0.05 - r * 0.22), round(a[1] - r * 0.28))
            g1 = (round(a[0] + sgn * r * 0.05 + r * 0.22), round(a[1] - r * 0.02))
            pygame.draw.line(surface, DARK, g0, g1, max(1, w - 1))
    elif kind == "ordered":
        # A square, not a disc: the number of orders this unit has taken this turn.
        box = pygame.Rect(0, 0, 2 * ri - 1, 2 * ri - 1)
        box.center = c
        pygame.draw.rect(surface, ORDERED, box, border_radius=max(1, ri // 4))
        pygame.draw.rect(surface, DARK, box, 1, border_radius=max(1, ri // 4))
        text.blit_centred(surface, text.render(str(hits), size, DARK, bold=True), (c[0], c[1] + 0.5))
    elif kind == "moved":
        # An arrowhead pointing up the badge: this unit has moved this turn.
        pts = [(c[0], c[1] - ri), (c[0] + ri, c[1] + ri * 0.8), (c[0] - ri, c[1] + ri * 0.8)]
        pygame.draw.polygon(surface, MOVED, pts)
        pygame.draw.polygon(surface, DARK, pts, 1)
    else:
        pygame.draw.circle(surface, palette.HITS, c, ri)
        pygame.draw.circle(surface, palette.GLYPH, c, ri, 1)
        text.blit_centred(surface, text.render(str(hits), size, palette.GLYPH, bold=True), (c[0], c[1] + 0.5))
