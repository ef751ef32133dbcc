"""The Mercenary book's pieces drawn recognisably: each has a picture of its own on its base (a machine on its
first stand, its crew on the rest), the huge creatures stand on 40 x 60 bases, a gun its crew left is drawn
where it stands, and the counters they spend show on their cards and beside them."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.core.dice import ScriptedDice
from game.core.fantasy_warriors.artillery import artillery_kept, place
from game.core.modules import compose
from game.core.state import Stand
from game.ui import palette
from game.ui.battle.cards import unit_card
from game.ui.camera import Camera
from game.ui.markers import counter_badge
from game.ui.piece_art import ART, art_kind
from game.ui.stands import LEFT_GUN, Frame, StandArtist, draw_base

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from helpers import battle, char, unit  # noqa: E402

PIECES = {"Ballista": "ballista", "Giant Crossbow": "giant_crossbow", "War Cannon": "war_cannon",
          "Goblin War Giant": "war_giant", "War Mammoth": "war_mammoth", "Mercenary Dragon": "mercenary_dragon",
          "Mercenary Giant": "mercenary_giant"}


def drawn(kind: str, w: float, d: float, scale: float = 4.0) -> tuple[set[tuple[int, int]], pygame.Surface]:
    """The glyph or picture pixels of a base of ``kind`` (side 0, facing the top), and the picture."""
    surf = pygame.Surface((int(w * scale) + 20, int(d * scale) + 20))
    surf.fill((0, 0, 0))
    fr = Frame(surf.get_width() / 2, surf.get_height() / 2, scale, 0.0, 0.0, -scale)
    draw_base(surf, fr, w, d, palette.side_style(0).shades[0], 0, kind, scale)
    light = {(x, y) for x in range(surf.get_width()) for y in range(surf.get_height())
             if surf.get_at((x, y))[:3] == palette.GLYPH}
    return light, surf


def company() -> object:
    s = battle(
        [unit("Ballista", 400, 700, id="b"), unit("War Cannon", 700, 700, id="gun"),
         unit("Goblin War Giant", 1000, 700, id="wg"), unit("Mercenary Dragon", 1200, 700, id="d"),
         unit("War Cannon", 700, 900, id="gun2"), unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step="shoot", ruleset=compose(["fw-artillery"]),
    )
    place(s, ScriptedDice([]))
    return s


def test_art_each_piece_has_a_picture_of_its_own() -> None:
    s = company()
    pictures = {}
    for name, kind in PIECES.items():
        prof = s.sides[0].army.unit(name)
        assert art_kind(prof.special, 0) == f"piece:{kind}"
        w, d = prof.base_mm
        light, _ = drawn(f"piece:{kind}", w, d)
        generic, _ = drawn(str(prof.type), w, d)
        # A picture, not the troop-type glyph: far more of it, and not where the glyph is.
        assert len(light) > 2 * len(generic) and len(light - generic) > len(light) // 2, name
        pictures[kind] = frozenset(light)
    assert len(set(pictures.values())) == len(PIECES)
    # Each machine's crew stand shows the crew, not another machine; other troops keep their glyph.
    assert art_kind(s.sides[0].army.unit("Ballista").special, 1) == "piece:crew"
    assert art_kind(s.sides[0].army.unit("War Cannon").special, 0, without_gun=True) == "piece:crew"
    assert art_kind(s.sides[0].army.unit("Sellswords").special, 0) is None
    # The army standard the beast may carry flies over its picture.
    flag = art_kind(s.sides[0].army.unit("War Mammoth with Standard").special, 0)
    assert flag == "piece:war_mammoth+standard"
    assert len(drawn(flag, 40, 60)[0] - pictures["war_mammoth"]) > 100


def test_art_stays_on_its_base() -> None:
    for kind, (_, (w, d)) in ART.items():
        scale = 4.0
        light, surf = drawn(f"piece:{kind}", w, d, scale)
        cx, cy = surf.get_width() / 2, surf.get_height() / 2
        assert all(abs(x - cx) <= w * scale / 2 + 1 and abs(y - cy) <= d * scale / 2 + 1 for x, y in light), kind


def test_art_huge_creatures_stand_on_forty_by_sixty_bases() -> None:
    from game.core import board

    s = company()
    for uid in ("wg", "d"):
        (b,) = board.unit_bases(s, s.units[uid])
        assert (b.width, b.depth) == (40, 60)
    assert s.unit_profile(s.units["gun"]).base_mm == (20, 40)


def test_art_a_gun_left_by_its_crew_is_drawn_where_it_stands() -> None:
    s = company()
    artillery_kept(s).left["gun2"] = (700.0, 900.0, 0.0)
    g = s.units["gun2"]
    g.stands = [Stand(st.x + 200, st.y, st.facing) for st in g.stands]
    cam = Camera(s.table_w, s.table_h, (0, 0, 900, 600))
    surf = pygame.Surface((900, 600))
    StandArtist().draw_units(surf, s, cam)
    # Off the barrel, towards the gun's right rear corner: the drab base of a gun nobody mans.
    x, y = cam.to_screen(706, 915)
    assert surf.get_at((round(x), round(y)))[:3] == LEFT_GUN
    assert ("gold", "Counters: 6 gunpowder · crew away from the gun") in unit_card(s, "gun2").lines


def test_art_counters_on_cards_and_beside_the_pieces() -> None:
    s = company()
    assert ("gold", "Counters: 2 crew: full effect") in unit_card(s, "b").lines
    assert ("gold", "Counters: 6 gunpowder") in unit_card(s, "gun").lines
    assert ("gold", "Counters: 6 bolts") in unit_card(s, "wg").lines
    assert ("gold", "Counters: 6 breath") in unit_card(s, "d").lines
    # Each spent counter has its colour beside the piece: powder grey, bolts wood, breath flame.
    colours = {w: counter_badge(f"counter:6 {w}", 9).get_at((10, 4))[:3] for w in ("gunpowder", "bolts", "breath")}
    assert len(set(colours.values())) == 3


def test_art_a_tree_spirit_and_the_treeman_walk_as_trees() -> None:
    from game.core.fantasy_warriors.tree_spirit import SPIRIT_PROFILE
    from game.data import load_armies

    treeman = load_armies()["wood_elves"].unit("Treeman")
    assert art_kind(SPIRIT_PROFILE.special, 0) == "piece:tree_spirit"
    assert art_kind(treeman.special, 0) == "piece:treeman"
    assert drawn("piece:tree_spirit", 20, 40)[0] == drawn("piece:treeman", 20, 40)[0]
    light, surf = drawn("piece:treeman", *treeman.base_mm)
    generic, _ = drawn("monster", *treeman.base_mm)
    assert len(light) > 2 * len(generic)
    pygame.image.save(pygame.transform.scale_by(surf, 3), "/tmp/art-tree.png")


def test_art_the_norse_war_mammoth_is_drawn_as_a_mammoth() -> None:
    from game.data import load_armies

    mammoth = load_armies()["norse"].unit("War Mammoth")
    assert art_kind(mammoth.special, 0) == "piece:mammoth"
    assert drawn("piece:mammoth", *mammoth.base_mm)[0] == drawn("piece:war_mammoth", 40, 60)[0]
