"""Fantasy Warriors battlefield equipment: set up in front of the unit that bought it, cover behind it, and the
combat result of the sides fighting over it."""

from __future__ import annotations

from game.core.combat import Fight
from game.core.fantasy_warriors.before import Ready, decider
from game.core.fantasy_warriors.equipment import pieces
from game.core.modules import compose
from game.core.shooting import Shoot
from game.core.state import GameState
from tests.core.combat.common import at_fight, one
from tests.core.shooting.common import shooting
from tests.helpers import act, of_type, unit

EQUIP = compose(["fw-equipment"])


def begun(s: GameState) -> GameState:
    """Past the choices before the battle (fixed pieces stay where they were put down)."""
    while s.phase == "before_battle":
        act(s, Ready(decider(s)))
    return s


def _shot_at(bought: tuple[tuple[str, int], ...], faces: list[int]) -> list:
    s = begun(shooting([unit("Crossbowmen", 900, 700, id="u1")],
                       [unit("Orc Warriors", 900, 560, 180, id="o1", bought=bought)], ruleset=EQUIP))
    return act(s, Shoot("u1", "o1"), faces)


def test_equipment_set_up_touching_the_front_of_the_unit_that_bought_it() -> None:
    s = shooting([unit("Crossbowmen", 900, 700, id="u1")],
                 [unit("Orc Warriors", 900, 560, 180, id="o1", bought=(("palisades", 3),))], ruleset=EQUIP)
    (p,) = pieces(s)
    # Orcs face down the table (180): their front edge is at y 570, the 10 mm palisade's centre 5 mm beyond.
    assert (p.kind, p.lengths, p.x, p.y, p.facing, p.side, p.unit) == ("palisades", 3, 900, 575, 180, 1, "o1")
    assert p.base().width == 120 and p.base().depth == 10
    # Without the module the purchase puts nothing on the table.
    base = shooting([unit("Crossbowmen", 900, 700, id="u1")],
                    [unit("Orc Warriors", 900, 560, 180, id="o1", bought=(("palisades", 3),))])
    assert pieces(base) == []


def test_palisade_soft_cover_stands_behind_it_are_defended() -> None:
    ev = _shot_at((("palisades", 3),), [4, 5, 6, 1, 1])
    (hs,) = of_type(ev, "HitsScored")
    # 4, 5, 6 against defended Orcs (5+): two hits instead of three.
    assert (hs.to_hit, hs.hits) == (5, 2)
    assert "defended: behind a palisade" in [m.label for m in hs.modifiers]


def test_pavise_soft_cover_stands_behind_it_are_defended() -> None:
    ev = _shot_at((("pavises", 3),), [4, 5, 6, 1, 1])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits) == (5, 2)


def test_mantlet_hard_cover_when_it_interrupts_the_line_of_sight() -> None:
    ev = _shot_at((("mantlets", 3),), [4, 5, 6, 1])
    (hs,) = of_type(ev, "HitsScored")
    # Only the 6 hits a fortified stand.
    assert (hs.to_hit, hs.hits) == (6, 1)
    assert "fortified: behind a mantlet" in [m.label for m in hs.modifiers]


def test_mantlet_soft_cover_when_half_or_more_of_the_unit_is_covered() -> None:
    # One length of mantlet before the middle stand: the crossbowmen's nearest stands see the other two around
    # it; 1 of 3 stands sheltered is less than half, so those two stay in the open.
    s = shooting([unit("Crossbowmen", 900, 700, id="u1")],
                 [unit("Orc Warriors", 900, 560, 180, id="o1", bought=(("mantlets", 1),))], ruleset=EQUIP)
    from game.core import board
    from game.core.shooting.volley import stand_covers

    covers = stand_covers(s, s.units["o1"], board.unit_bases(s, s.units["u1"]))
    assert [c.level for c in covers] == ["open", "fortified", "open"]
    # Two lengths moved 2 cm to the right shelter two stands of three (at x 940 and 900): the third is defended.
    s2 = shooting([unit("Crossbowmen", 900, 700, id="u1")],
                  [unit("Orc Warriors", 900, 560, 180, id="o1", bought=(("mantlets", 2),))], ruleset=EQUIP)
    (p,) = pieces(s2)
    p.x = 920
    s2.invalidate()
    covers2 = stand_covers(s2, s2.units["o1"], board.unit_bases(s2, s2.units["u1"]))
    assert [c.level for c in covers2] == ["fortified", "fortified", "defended"]
    assert covers2[2].reason == "half the unit behind mantlets"


def test_palisade_minus_two_to_the_attackers_result_per_length() -> None:
    # Orcs behind 1 length of palisade, touching it; Halberdiers touching its front.
    s = begun(at_fight([unit("Halberdiers", 900, 700, id="h")],
                       [unit("Orc Warriors", 900, 670, 180, id="o", bought=(("palisades", 1),))], ruleset=EQUIP))
    (p,) = pieces(s)
    assert (p.x, p.y) == (900, 685)
    ev = act(s, Fight("h"), [1] * 9 + [1] * 12)
    r = one(ev, "CombatResult")
    assert (r.hits, r.scores) == ((0, 0), (-2, 0))
    assert "-2 attacking over a palisade (1 length)" in r.text()
