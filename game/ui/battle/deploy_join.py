"""Deployment's geometry for the screen: a character's ghost settling against a unit to join it, and the zones.

Pure helpers of the deployment tool (deploy_tool.py); ``check`` is the controller's, so every offer
made is one the rules accept.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from game.core import Action, Character, DeployCharacter, DeployJoinCharacter, GameState, board, moves
from game.core.deployment import zones
from game.ui import palette
from game.ui.battle import overlays
from game.ui.camera import Camera

Pose = tuple[int, int, int]
Check = Callable[[Action], list[str]]
# A character's ghost let go this close to a unit of its side (mm) is taken as meant to join it.
SNAP_MM = 15.0


def joinable(state: GameState, ch: Character, pose: Pose, check: Check) -> str:
    """A unit of the character's side it may join from ``pose`` (it touches it), or a lone character of its side
    it may join as a unit of characters (a rule module's), or ""."""
    t = board.table(state)
    cb = board.character_base(state, ch, pose)
    for b in t.stands_in_box((cb.x - 50, cb.y - 50, cb.x + 50, cb.y + 50)):
        if b.side == ch.side and b.owner in state.units and t.distance(cb, b) <= 1.0:
            if not check(DeployCharacter(ch.id, *pose, b.owner)):
                return b.owner
    if DeployJoinCharacter.kind in state.ruleset.handlers:
        for b in t.stands_in_box((cb.x - 50, cb.y - 50, cb.x + 50, cb.y + 50), characters=True):
            if b.side == ch.side and b.owner in state.characters and b.owner != ch.id and t.distance(cb, b) <= 1.0:
                if not check(DeployJoinCharacter(ch.id, *pose, b.owner)):
                    return b.owner
    return ""


def placing(ch: Character, pose: Pose, join: str, state: GameState) -> Action:
    """Setting ``ch`` up at ``pose``, joining the unit or lone character ``join`` (none when "")."""
    if join in state.characters:
        return DeployJoinCharacter(ch.id, *pose, join)
    return DeployCharacter(ch.id, *pose, join)


def joined_name(state: GameState, join: str) -> str:
    """The name of what a character set up joins: a unit, or a lone character (a unit of characters)."""
    return state.units[join].name if join in state.units else state.characters[join].name


def unit_near(state: GameState, ch: Character, pose: Pose) -> str | None:
    """The unit of the character's side its ghost at ``pose`` lies on or within a hair of (the nearest)."""
    t = board.table(state)
    cb = board.character_base(state, ch, pose)
    best: tuple[float, str] | None = None
    for b in t.stands_in_box((cb.x - 60, cb.y - 60, cb.x + 60, cb.y + 60)):
        if b.side == ch.side and b.owner in state.units:
            d = t.distance(cb, b)
            if d <= SNAP_MM and (best is None or d < best[0]):
                best = (d, b.owner)
    return None if best is None else best[1]


def settle(state: GameState, ch: Character, pose: Pose, check: Check) -> tuple[Pose, str]:
    """(the pose, the unit to offer joining) for a character's ghost let go at ``pose``: touching a unit
    already, it may join it there; on or just short of one, it moves to the nearest free spot touching it."""
    join = joinable(state, ch, pose, check)
    if join:
        return pose, join
    near = unit_near(state, ch, pose)
    if near is None:
        return pose, ""
    # The spot nearest the ghost, not the waiting character's suggested place.
    spot = moves.join_position(state, replace(ch, x=pose[0], y=pose[1]), state.units[near])
    if spot is None:
        return pose, ""
    snapped = (round(spot.x), round(spot.y), round(spot.facing) % 360)
    if check(DeployCharacter(ch.id, *snapped, near)):
        return pose, ""
    return snapped, near


def _zone_corners(cam: Camera, state: GameState, side: int) -> list[tuple[int, int]]:
    """The zone's corners on screen: top left, top right, bottom right, bottom left (in table terms)."""
    y0, y1 = zones.zone(state, side)
    corners = [(0, y0), (state.table_w, y0), (state.table_w, y1), (0, y1)]
    return [(round(cam.to_screen(x, y)[0]), round(cam.to_screen(x, y)[1])) for x, y in corners]


def draw_zone(surface: pygame.Surface, cam: Camera, state: GameState, side: int, placing: bool) -> None:
    """A side's deployment zone: tinted and edged in its colour for the side placing now (its name is drawn
    with the ghost, ``draw_zone_label``); only outlined for the other."""
    pts = _zone_corners(cam, state, side)
    colour = palette.side_style(side).shades[2]
    overlays.translucent_polygons(surface, [pts], colour, 46 if placing else 16)
    pygame.draw.polygon(surface, colour if placing else palette.TEXT_DIM, pts, 3 if placing else 1)


def draw_zone_label(
    surface: pygame.Surface, cam: Camera, state: GameState, side: int, avoid: list[pygame.Rect]
) -> None:
    """The placing side's zone named in one of its corners clear of ``avoid`` (the ghost being placed): top left,
    then top right, then bottom right; never at the bottom left, where the table's scale bar would cover it."""
    y0, y1 = zones.zone(state, side)
    pts = _zone_corners(cam, state, side)
    top, bottom = min(pts[0][1], pts[3][1]), max(pts[0][1], pts[3][1])
    words = f"{state.sides[side].name}: deployment zone, {(y1 - y0) / 10:g} cm from their edge"
    spots = [((pts[0][0] + 8, top + 12), "topleft"), ((pts[1][0] - 8, top + 12), "topright"),
             ((pts[1][0] - 8, bottom - 12), "bottomright")]
    at, anchor = spots[overlays.free_spot(words, spots, avoid)]
    overlays.tag(surface, at, words, palette.side_style(side).shades[2], None, anchor)
