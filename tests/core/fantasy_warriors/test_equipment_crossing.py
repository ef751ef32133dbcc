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


def facing_enemy_piece(kind: str) -> object:
    # The Orcs' piece moved to 10 cm in front of the Halberdiers, its front towards them.
    s = begun(battle([unit("Halberdiers", 900, 800, id="u1")],
                     [unit("Orc Warriors", 900, 100, 180, id="o1", bought=((kind, 3),))],
                     [char("General", 300, 1150, id="g")], [char("Orc General", 1700, 60, id="oc")],
                     step="orders", ruleset=EQUIP))
    (p,) = pieces(s)
    p.y = 700
    s.invalidate()
    act(s, Order("g", ("u1",)), [1, 1])
    return s


def test_chevaux_de_frise_going_through_from_the_front_d6_minus_3_hits() -> None:
    s = facing_enemy_piece("chevaux_de_frise")
    # A 5 is 2 hits; Armour 6 saves neither.
    ev = act(s, Move(("u1",), (forward(s, 150),)), [5, 1, 1])
    u = s.units["u1"]
    assert (u.hits, u.confused) == (2, False)
    assert [(r.purpose, r.total) for r in of_type(ev, "DiceRolled")] == [
        ("Halberdiers goes on through the stakes", 2), ("Halberdiers armour saves", 0)]


def test_chevaux_de_frise_halting_in_contact_costs_nothing() -> None:
    s = facing_enemy_piece("chevaux_de_frise")
    # The Halberdiers' front (y 790) stops touching the stakes' front (y 705).
    ev = act(s, Move(("u1",), (forward(s, 85),)))
    assert s.units["u1"].hits == 0 and of_type(ev, "DiceRolled") == []


def test_chevaux_de_frise_crossed_from_behind_costs_nothing() -> None:
    s = behind_palisade_kind("chevaux_de_frise")
    ev = act(s, Move(("u1",), (forward(s, 150),)))
    assert s.units["u1"].hits == 0 and of_type(ev, "DiceRolled") == []


def test_spiked_pit_crossed_eager_unit_d6_minus_2_hits() -> None:
    from game.core.fantasy_warriors.states import make_eager

    s = facing_enemy_piece("spiked_pits")
    make_eager(s, s.units["u1"], "test", "fw.eager")
    # Eager: a 4 is 2 hits; Armour 6 saves one of 6, 1.
    ev = act(s, Move(("u1",), (forward(s, 150),)), [4, 6, 1])
    assert s.units["u1"].hits == 1
    assert of_type(ev, "DiceRolled")[0].purpose == "Halberdiers goes over a spiked pit"


def behind_palisade_kind(kind: str) -> object:
    s = begun(battle([unit("Halberdiers", 900, 800, id="u1", bought=((kind, 3),))],
                     [unit("Orc Warriors", 900, 100, 180, id="o1")],
                     [char("General", 300, 1150, id="g")], [char("Orc General", 1700, 60, id="oc")],
                     step="orders", ruleset=EQUIP))
    act(s, Order("g", ("u1",)), [1, 1])
    return s
