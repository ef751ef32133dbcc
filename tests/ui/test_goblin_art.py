"""The Goblins' Pump Wagon and Doom Diver drawn as what they are, not as a chariot's wheel or a gun's barrel."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.data import load_armies
from game.ui.camera import Camera
from game.ui.piece_art import art_kind
from game.ui.stands import StandArtist

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from helpers import battle, unit  # noqa: E402
from test_piece_art import drawn  # noqa: E402


def test_art_the_pump_wagon_and_the_doom_diver_have_pictures_of_their_own() -> None:
    goblins = load_armies()["goblins"]
    wagon, diver = goblins.unit("Pump Wagon"), goblins.unit("Doom Diver")
    assert art_kind(wagon.special, 0) == "piece:pump_wagon"
    # Each Doom Diver stand is a catapult of its own, not a machine with its crew beside it.
    assert [art_kind(diver.special, i) for i in range(diver.size)] == ["piece:doom_diver"] * diver.size
    pictures = {}
    for kind, prof in (("piece:pump_wagon", wagon), ("piece:doom_diver", diver)):
        w, d = prof.base_mm
        light, _ = drawn(kind, w, d)
        generic, _ = drawn(str(prof.type), w, d)
        # Far more than the troop glyph, and mostly where the glyph is not.
        assert len(light) > 3 * len(generic) and len(light - generic) > len(light) // 2, kind
        pictures[kind] = frozenset(light)
    others = [frozenset(drawn(k, 20, 40)[0]) for k in ("piece:war_wagon", "piece:war_cannon", "chariot", "artillery")]
    assert len({*pictures.values(), *others}) == 6


def test_art_the_table_shows_the_goblin_machines_by_their_pictures() -> None:
    s = battle([unit("Pump Wagon", 800, 700, id="pw"), unit("Doom Diver", 900, 700, id="dd"),
                unit("Wolf Chariots", 700, 700, id="wc"), unit("Spear Chukka", 1000, 700, id="sc")],
               [unit("Orc Warriors", 900, 300, 180, id="o")], armies0="goblins")
    cam = Camera(s.table_w, s.table_h, (0, 0, 1300, 860))
    cam.fit()
    cam.zoom_at(2.0, cam.to_screen(850, 700))
    surf = pygame.Surface((1300, 860))
    StandArtist().draw_units(surf, s, cam)

    def light(uid: str) -> int:
        """Light pixels over the unit's stands, front strip left out."""
        u = s.units[uid]
        (x0, y0), (x1, y1) = cam.to_screen(u.stands[0].x - 10, u.stands[0].y - 15), cam.to_screen(
            u.stands[-1].x + 10, u.stands[0].y + 20)
        box = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
        return sum(surf.get_at((x, y))[:3] == (250, 250, 246) for x in range(box.left, box.right)
                   for y in range(box.top, box.bottom)) // len(u.stands)

    assert light("pw") > 3 * light("wc") and light("dd") > 3 * light("sc")
    (x0, y0), (x1, y1) = cam.to_screen(670, 650), cam.to_screen(1030, 750)
    pygame.image.save(surf.subsurface(pygame.Rect(x0, y0, x1 - x0, y1 - y0)), "/tmp/art-goblin-table.png")
