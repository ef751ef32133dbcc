"""What the drawing shows: cards, header words, markers, stand pictures; and the screenshots people look at."""

from __future__ import annotations

from pathlib import Path

import pygame
from ui_samples import big_state, sample_state

from game.ui import palette
from game.ui.app import App
from game.ui.camera import Camera
from game.ui.hud import status_line, step_title
from game.ui.markers import unit_badges
from game.ui.picking import Target
from game.ui.shapes import facing_axes
from game.ui.stands import Frame, StandArtist, draw_base
from game.ui.tooltip import card_lines

SIZE = (1600, 1000)


def test_unit_card_names_type_stands_and_hits() -> None:
    state = sample_state()
    state.units["u2"].stands.pop()
    title, lines, side = card_lines(state, Target("unit", "u2"))
    assert title == "Crossbowmen" and side == 0
    text = "\n".join(lines)
    assert "The Empire · Infantry" in text
    assert "Stands 2 of 3" in text
    assert "Hits carried 1" in text
    _t, lines, _s = card_lines(state, Target("unit", "u3"))
    assert "Confused" in lines[-1] and "Cavalry" in lines[0]


def test_character_card_names_rank_and_command() -> None:
    state = sample_state()
    title, lines, side = card_lines(state, Target("character", "c3"))
    assert title == "Wizard" and side == 0
    assert lines[0] == "The Empire · Wizard"
    assert "Command 7" in lines
    assert "Rides Griffon" in lines
    title, lines, side = card_lines(state, Target("character", "c11"))
    assert (title, side) == ("Warboss", 1) and "Command 9" in lines


def test_terrain_card_names_the_piece() -> None:
    assert card_lines(sample_state(), Target("terrain", "hedge")) == ("Hawthorn Hedge", ["Low obstacle"], None)


def test_header_names_turn_side_phase_and_step() -> None:
    state = sample_state()
    assert status_line(state) == "Turn 1 of 8 · The Empire to play · Command phase · Initiative"
    state.active, state.phase, state.step = 1, "shooting", "shoot"
    assert "The Orcs to play" in status_line(state)
    assert step_title("combat", "fight") == "Combat phase · Combat"


def test_markers_follow_the_unit_state() -> None:
    state = sample_state()
    assert unit_badges(state.units["u1"]) == []
    assert unit_badges(state.units["u2"]) == ["hits"]
    assert unit_badges(state.units["u3"]) == ["confused"]
    assert unit_badges(state.units["u16"]) == ["engaged", "hits"]


def test_pre_drawn_stands_land_where_direct_drawing_puts_them() -> None:
    """The sprite cache must not shift stands: compare with drawing straight onto the screen."""
    state = sample_state()
    cam = Camera(state.table_w, state.table_h, (0, 0, 800, 600))
    cam.zoom_at(1.7, (321.3, 222.7))
    direct = pygame.Surface((800, 600))
    cached = pygame.Surface((800, 600))
    artist = StandArtist()
    artist.draw_units(cached, state, cam)
    for u in state.live_units():
        prof = state.unit_profile(u)
        w, d = prof.base_mm
        for st in u.stands:
            (fx, fy), (rx, ry) = facing_axes(st.facing)
            sx, sy = cam.to_screen(st.x, st.y)
            s = cam.scale
            fr = Frame(sx, sy, rx * s, ry * s, fx * s, fy * s)
            draw_base(direct, fr, w, d, artist.colours[u.id], u.side, str(prof.type), s)
    # Compare where the bases are (covered pixels), not the texture: a stripe may move by a pixel inside.
    bg = (0, 0, 0, 255)
    cover_direct = {(x, y) for x in range(800) for y in range(600) if direct.get_at((x, y)) != bg}
    cover_cached = {(x, y) for x in range(800) for y in range(600) if cached.get_at((x, y)) != bg}
    assert len(cover_direct) > 2000
    # Only the odd edge pixel may differ (rounding a quarter-pixel position).
    assert len(cover_direct ^ cover_cached) <= len(cover_direct) * 0.02


def test_a_busy_table_draws(tmp_path: Path) -> None:
    app = App(big_state(60), SIZE)
    assert app.tick(force=True)
    assert len(app.view.artist.sprites) > 0


def _save_views(app: App, artifacts: Path, name: str) -> None:
    app.tick(force=True)
    app.save(artifacts / f"{name}.png")


def test_save_screenshots_for_people_to_look_at(artifacts: Path) -> None:
    """tests/artifacts/ui-table.png: every terrain kind and both armies; -zoom: close up with a card."""
    state = sample_state()
    app = App(state, SIZE)
    _save_views(app, artifacts, "ui-table")
    assert (artifacts / "ui-table.png").exists()
    cam = app.view.camera
    sx, sy = cam.to_screen(1050, 335)
    pos = (round(sx), round(sy))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(7):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    _save_views(app, artifacts, "ui-table-zoom")
    img = pygame.image.load(str(artifacts / "ui-table-zoom.png"))
    # The hovered Orc Boyz are outlined and their card is up.
    assert app.view.hover == Target("unit", "u16")
    assert tuple(img.get_at((pos[0] + 40, pos[1] + 40)))[:3] == palette.CARD_BG
