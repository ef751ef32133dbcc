"""The geometry of the rule acting in a step, drawn over the table with the battle screen's overlay drawing.

An order shows the character's command range and the distance to the unit it orders; initiative the 20 cm
within which the enemy must stand; a charge, a move, an evade or a retreat the path from where the unit
stood to where it ends; a shot the line of sight from shooters to target and the shooters' range; a drive
back its direction, away from the shooters; a character's move his 60 cm (or 100 cm) reach; a character
pushed aside or fleeing the 30 cm he may run. A refused move is shown as a crossed-out ghost.
"""

from __future__ import annotations

import math

import pygame

from game.core import (
    FLYER_RANGE_MM,
    CannonBall,
    CharacterDisplaced,
    CharacterMoved,
    Charged,
    DrivenBack,
    Evaded,
    Event,
    GameState,
    HomedBack,
    Rank,
    ShotFired,
    SpellLine,
    Teleported,
    character_reach,
    enemy_near_penalty,
)
from game.core.shooting import targets
from game.replay.script import Step
from game.ui.battle import overlays
from game.ui.camera import Camera

# What a unit's move is called on the table, by the event that moved it.
VERBS = {
    "UnitMoved": "moves",
    "Retreated": "retreats",
    "Pursued": "pursues",
    "FellBack": "falls back",
    "Advanced": "advances",
    "Charged": "charges",
}
INITIATIVE_MM = 200
FLEE_MM = 300
PATH: overlays.Colour = (255, 214, 96)
SIGHT: overlays.Colour = (150, 230, 255)
DRIVE: overlays.Colour = (255, 120, 90)
RING: overlays.Colour = (236, 236, 210)


def _centre(state: GameState, ref: str) -> tuple[float, float] | None:
    u = state.units.get(ref)
    if u is not None and u.alive and not u.off_table and u.stands:
        return overlays.centroid([s.pose for s in u.stands])
    c = state.characters.get(ref)
    if c is not None and c.alive and not c.off_table:
        return (float(c.x), float(c.y))
    return None


def _mid(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


# The tabs drawn on the table this frame (names first, then the geometry's words), so that a new one
# stacks clear of them instead of covering their words. ``name_tags`` starts each frame afresh.
_placed: list[pygame.Rect] = []


def _label(surface: pygame.Surface, cam: Camera, at: tuple[float, float], words: str, colour: overlays.Colour) -> None:
    overlays.tag(surface, cam.to_screen(*at), words, colour, avoid=_placed)


def _path(
    surface: pygame.Surface,
    cam: Camera,
    a: tuple[float, float] | None,
    b: tuple[float, float] | None,
    colour: overlays.Colour,
    words: str = "",
) -> None:
    if a is None or b is None or math.dist(a, b) < 5:
        return
    overlays.arrow(surface, cam, a, b, colour)
    if words:
        _label(surface, cam, _mid(a, b), words, colour)


def _order(surface: pygame.Surface, cam: Camera, before: GameState, step: Step) -> None:
    g = step.action.__dict__
    ch = before.characters.get(g["character"])
    if ch is None:
        return
    overlays.command_range(surface, cam, before, ch)
    colour = overlays.ILLEGAL if step.was_refused else RING
    for uid in g["units"]:
        u = before.units.get(uid)
        if u is None:
            continue
        d = character_reach(before, ch, u)
        flyer = before.unit_profile(u).flying and before.character_profile(ch).rank is not Rank.GENERAL
        extra = f" (flyers: {FLYER_RANGE_MM // 10} cm)" if flyer else ""
        _path(surface, cam, (ch.x, ch.y), _centre(before, uid), colour, f"{d / 10:.0f} cm from {ch.name}{extra}")
        overlays.outline_unit(surface, cam, before, uid, overlays.HIGHLIGHT, 2)
        near = enemy_near_penalty(before, u)
        if near is not None:
            overlays.range_outline(surface, cam, before, uid, INITIATIVE_MM, DRIVE, "enemy within 20 cm: -1")
            overlays.outline_unit(surface, cam, before, near, DRIVE, 2)


def _initiative(surface: pygame.Surface, cam: Camera, before: GameState, step: Step) -> None:
    g = step.action.__dict__
    uid = g["unit"]
    overlays.range_outline(surface, cam, before, uid, INITIATIVE_MM, RING, "20 cm: initiative")
    enemy = g.get("target") or g.get("enemy")
    if enemy:
        overlays.outline_unit(surface, cam, before, enemy, overlays.CANDIDATE, 2)


def _shot(surface: pygame.Surface, cam: Camera, before: GameState, e: ShotFired) -> None:
    u = before.units.get(e.unit)
    if u is None:
        return
    reach = before.unit_profile(u).range_mm
    if reach and not e.at_chargers:
        overlays.range_outline(surface, cam, before, e.unit, reach, SIGHT, f"range {reach // 10} cm")
    words = "shoots at the chargers" if e.at_chargers else "line of sight"
    end = _centre(before, e.target)
    # Only some of the unit's stands shoot (behind a mantlet, one rank): a line from each of them, not the middle.
    some = [i for i in range(len(u.stands)) if targets.reach(before, u, i, e.target, blind=e.blind)]
    if e.at_chargers or not some or len(some) == len(u.stands):
        _path(surface, cam, _centre(before, e.unit), end, SIGHT, words)
    for n, i in enumerate(some if len(some) < len(u.stands) else []):
        _path(surface, cam, (float(u.stands[i].x), float(u.stands[i].y)), end, SIGHT, words if n == 0 else "")
    overlays.outline_unit(surface, cam, before, e.target, overlays.CANDIDATE, 2)


def _strip(surface: pygame.Surface, cam: Camera, a: tuple[float, float], b: tuple[float, float]) -> None:
    """A see-through band 1 cm wide from a to b, so the pieces and names under it still show."""
    d = math.dist(a, b)
    if d < 1:
        return
    nx, ny = -(b[1] - a[1]) / d * 5, (b[0] - a[0]) / d * 5
    corners = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]
    pts = [(round(x), round(y)) for x, y in (cam.to_screen(*p) for p in corners)]
    overlays.translucent_polygons(surface, [pts], DRIVE, 90)


def placed() -> list[pygame.Rect]:
    """The tabs drawn on the table so far this frame (for other layers to keep clear of)."""
    return _placed


def _drive_back(surface: pygame.Surface, cam: Camera, before: GameState, e: DrivenBack) -> None:
    """The drive back's direction: straight on along the line from the shooters through the unit."""
    start = _centre(before, e.unit)
    src = _centre(before, e.away_from)
    end = overlays.centroid(e.poses) if e.poses else None
    if start is None:
        return
    if src is not None:
        pygame.draw.line(surface, DRIVE, cam.to_screen(*src), cam.to_screen(*start), 1)
        _label(surface, cam, _mid(src, start), f"away from {e.away_from_name}", DRIVE)
        if end is None or math.dist(start, end) < 5:
            # Moved little or not at all: still show which way it was pushed.
            d = math.dist(src, start) or 1.0
            end = (start[0] + (start[0] - src[0]) / d * 60, start[1] + (start[1] - src[1]) / d * 60)
    rolled = f"driven back {e.moved / 10:g} cm" + (f" of {e.distance / 10:g}" if e.moved != e.distance else "")
    _path(surface, cam, start, end, DRIVE, rolled)


def _character_move(surface: pygame.Surface, cam: Camera, before: GameState, e: CharacterMoved) -> None:
    ch = before.characters.get(e.character)
    if ch is None:
        return
    from game.core import character_move_reach as move_reach

    reach = move_reach(before, ch)
    overlays.ring(surface, cam, (ch.x, ch.y), reach, RING, f"moves up to {reach // 10} cm")
    _path(surface, cam, (ch.x, ch.y), (e.pose[0], e.pose[1]), PATH, f"{e.distance / 10:g} cm")


def _displaced(surface: pygame.Surface, cam: Camera, before: GameState, e: CharacterDisplaced) -> None:
    ch = before.characters.get(e.character)
    if ch is None:
        return
    if e.by_enemy:
        overlays.ring(surface, cam, (ch.x, ch.y), FLEE_MM, DRIVE, "flees up to 30 cm to a friend")
    _path(surface, cam, (ch.x, ch.y), (e.pose[0], e.pose[1]), DRIVE if e.by_enemy else PATH, "pushed aside")


def _home_back(surface: pygame.Surface, cam: Camera, before: GameState, step: Step) -> None:
    uid = step.action.__dict__["unit"]
    u = before.units.get(uid)
    if u is None:
        return
    for c in before.live_characters(u.side):
        overlays.ring(surface, cam, (c.x, c.y), INITIATIVE_MM, RING, f"{c.name}: 20 cm")


def screen_box(cam: Camera, state: GameState, ref: str) -> pygame.Rect | None:
    """Where a piece lies on screen (its stands' outline, or a character's stand)."""
    u = state.units.get(ref)
    if u is not None and u.alive and not u.off_table and u.stands:
        w, d = state.unit_profile(u).base_mm
        pts = [p for st in u.stands for p in overlays.base_polygon(cam, st.pose, w, d)]
    else:
        c = state.characters.get(ref)
        if c is None or not c.alive or c.off_table:
            return None
        pts = overlays.base_polygon(cam, c.pose, 40, 20)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def name_tags(surface: pygame.Surface, cam: Camera, state: GameState, refs: list[str]) -> None:
    """The names of the pieces a step is about, beside them (right of the piece, stacking clear of each
    other), so a newcomer can match the caption's words to the table. Drawn before the geometry, whose
    labels then stay readable on top."""
    _placed.clear()
    size = max(10, overlays.label_px - 2)
    for ref in refs:
        box = screen_box(cam, state, ref)
        piece = state.units.get(ref) or state.characters.get(ref)
        if box is None or piece is None:
            continue
        overlays.tag(surface, (box.right + 8, box.centery + 4), piece.name, overlays.CARD, size, "midleft", _placed)


def actors(step: Step, events: list[Event]) -> list[str]:
    """Every unit and character the step's action and events name."""
    out: list[str] = []
    g = step.action.__dict__
    for key in ("character", "unit", "target", "enemy", "wizard", "charger"):
        v = g.get(key)
        if isinstance(v, str) and v and v not in out:
            out.append(v)
    for v in g.get("units", ()) or ():
        if v not in out:
            out.append(v)
    for e in events:
        for key in ("unit", "character", "target"):
            v = getattr(e, key, None)
            if isinstance(v, str) and v and v not in out:
                out.append(v)
    return out


def draw_step(
    surface: pygame.Surface, cam: Camera, before: GameState, after: GameState, step: Step, events: list[Event]
) -> None:
    """The step's geometry, over the table (``before``: the position it started from)."""
    kind = step.action.kind
    g = step.action.__dict__
    if kind == "order":
        _order(surface, cam, before, step)
    elif kind in ("initiative_charge", "evade"):
        _initiative(surface, cam, before, step)
    elif kind in ("home_back", "home_back_move"):
        _home_back(surface, cam, before, step)
    if step.was_refused:
        _refused(surface, cam, before, step)
        return
    pathed: set[str] = set()
    for e in events:
        if isinstance(e, Charged):
            _path(surface, cam, _centre(before, e.unit), _centre(after, e.unit), PATH, f"charges ({e.edge})")
            pathed.add(e.unit)
        elif isinstance(e, Evaded):
            _path(surface, cam, _centre(before, e.unit), _centre(after, e.unit), PATH, f"evades {e.distance / 10:g} cm")
            pathed.add(e.unit)
        elif isinstance(e, ShotFired):
            _shot(surface, cam, before, e)
        elif isinstance(e, DrivenBack):
            _drive_back(surface, cam, before, e)
            pathed.add(e.unit)
        elif isinstance(e, CharacterMoved):
            _character_move(surface, cam, before, e)
            pathed.add(e.character)
        elif isinstance(e, CharacterDisplaced):
            _displaced(surface, cam, before, e)
            pathed.add(e.character)
        elif isinstance(e, SpellLine | CannonBall):
            # The strip a line spell or a cannon ball sweeps: every unit under it is struck.
            a, b = (float(e.start[0]), float(e.start[1])), (float(e.end[0]), float(e.end[1]))
            _strip(surface, cam, a, b)
            name = e.spell if isinstance(e, SpellLine) else "cannon ball"
            _path(surface, cam, a, b, DRIVE, f"{name}: {math.dist(a, b) / 10:.0f} cm")
        elif isinstance(e, Teleported):
            w = before.characters.get(e.wizard)
            if w is not None:
                _path(surface, cam, (w.x, w.y), (e.pose[0], e.pose[1]), SIGHT, "teleports")
                pathed.add(e.wizard)
        elif isinstance(e, HomedBack):
            _path(surface, cam, _centre(before, e.unit), _centre(after, e.unit), PATH, f"flies {e.moved / 10:g} cm")
            pathed.add(e.unit)
    if kind == "cast" and g.get("target"):
        _path(surface, cam, _centre(before, g["wizard"]), _centre(before, g["target"]), SIGHT, g.get("spell", ""))
    # Any other unit that moved (a move, a retreat, a pursuit, a fall back) gets its path too, named.
    verbs = {getattr(e, "unit", ""): VERBS[type(e).__name__] for e in events if type(e).__name__ in VERBS}
    for uid, u in sorted(after.units.items()):
        was = before.units.get(uid)
        # A unit that lost stands has a new middle without having moved: no path for it.
        if uid in pathed or not u.alive or u.off_table or was is None or len(was.stands) != len(u.stands):
            continue
        p, q = _centre(before, uid), _centre(after, uid)
        if p is not None and q is not None and math.dist(p, q) >= 5:
            _path(surface, cam, p, q, PATH, f"{verbs.get(uid, 'moves')} {math.dist(p, q) / 10:.0f} cm")


def _refused(surface: pygame.Surface, cam: Camera, before: GameState, step: Step) -> None:
    """What the script tried and the rules refused: a crossed-out ghost, or a red arrow."""
    g = step.action.__dict__
    if step.action.kind in ("move", "spell_move"):
        for uid, poses in zip(g["units"], g["poses"], strict=False):
            u = before.units.get(uid)
            if u is None:
                continue
            w, d = before.unit_profile(u).base_mm
            overlays.ghost(surface, cam, [tuple(p) for p in poses], w, d, legal=False)
    elif step.action.kind == "move_character":
        ch = before.characters.get(g["character"])
        if ch is not None:
            overlays.ghost_round(surface, cam, (g["x"], g["y"], g["facing"]), ch.round_base, legal=False)
            _path(surface, cam, (ch.x, ch.y), (g["x"], g["y"]), overlays.ILLEGAL, "not allowed")
    else:
        who = g.get("unit") or g.get("wizard")
        target = g.get("target") or g.get("enemy")
        if who and target:
            _path(surface, cam, _centre(before, who), _centre(before, target), overlays.ILLEGAL, "not allowed")
