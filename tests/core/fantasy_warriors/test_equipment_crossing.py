"""Fantasy Warriors palisades crossed (seed "Palisades and movement"): crossing confuses the unit; faster than
half pace it also takes D6-2 hits, saved by its Armour. No move ends on a piece."""

from __future__ import annotations

from game.core.command.actions import Move, Order
from game.core.fantasy_warriors.equipment import pieces
from game.core.modules import compose
from tests.core.fantasy_warriors.test_equipment import begun
from tests.helpers import act, battle, char, of_type, unit

EQUIP = compose(["fw-equipment"])


def behind_palisade() -> object:
    s = begun(battle([unit("Halberdiers", 900, 800, id="u1", bought=(("palisades", 3),))],
                     [unit("Orc Warriors", 900, 100, 180, id="o1")],
                     [char("General", 300, 1150, id="g")], [char("Orc General", 1700, 60, id="oc")],
                     step="orders", ruleset=EQUIP))
    act(s, Order("g", ("u1",)), [1, 1])
    return s


def forward(s: object, dy: int) -> tuple:
    return tuple((st.x, st.y - dy, st.facing) for st in s.units["u1"].stands)  # type: ignore[attr-defined]


def test_palisade_crossing_faster_than_half_pace_d6_minus_2_hits_and_confused() -> None:
    s = behind_palisade()
    (p,) = pieces(s)
    assert p.y == 785
    # 20 cm over the palisade: a 5 is 3 hits; Armour 6 saves one of 6, 1, 1.
    ev = act(s, Move(("u1",), (forward(s, 200),)), [5, 6, 1, 1])
    u = s.units["u1"]
    assert (u.hits, u.confused, len(u.stands)) == (2, True, 3)
    rolls = of_type(ev, "DiceRolled")
    assert [(r.purpose, r.total) for r in rolls] == [("Halberdiers crosses a palisade fast", 3),
                                                     ("Halberdiers armour saves", 1)]


def test_palisade_crossing_at_half_pace_only_confuses() -> None:
    s = behind_palisade()
    ev = act(s, Move(("u1",), (forward(s, 60),)))
    u = s.units["u1"]
    assert (u.hits, u.confused) == (0, True)
    assert of_type(ev, "DiceRolled") == []


def test_palisade_never_ended_on() -> None:
    s = behind_palisade()
    assert s.check(Move(("u1",), (forward(s, 20),))) == ["a stand would end on the palisade (3 lengths)"]
