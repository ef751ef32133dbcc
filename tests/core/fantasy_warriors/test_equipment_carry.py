"""Fantasy Warriors mantlets and pavises move with the unit behind them at half pace, and are left behind when
the unit becomes eager (seed "Mantlets and movement", "Mantlets and reactions", "Pavises and movement")."""

from __future__ import annotations

from game.core.command.actions import Move, Order
from game.core.fantasy_warriors.equipment import pieces
from game.core.fantasy_warriors.states import make_eager
from game.core.modules import compose
from tests.helpers import act, battle, char, unit

EQUIP = compose(["fw-equipment"])


def ordered(kind: str) -> object:
    s = battle([unit("Halberdiers", 900, 500, id="u1", bought=((kind, 2),))],
               [unit("Orc Warriors", 900, 100, 180, id="o1")],
               [char("General", 300, 1150, id="g")], [char("Orc General", 1700, 60, id="oc")],
               step="orders", ruleset=EQUIP)
    act(s, Order("g", ("u1",)), [1, 1])
    return s


def shifted(s: object, dx: int = 0, dy: int = 0) -> tuple:
    return tuple((st.x + dx, st.y + dy, st.facing) for st in s.units["u1"].stands)  # type: ignore[attr-defined]


def test_mantlet_moves_with_the_unit_behind_it_at_half_pace() -> None:
    s = ordered("mantlets")
    (p,) = pieces(s)
    assert (p.x, p.y) == (900, 485)
    assert s.check(Move(("u1",), (shifted(s, dy=-101),))) == [
        "a stand would move 10.1 cm; infantry may move carrying its equipment 10 cm here"]
    act(s, Move(("u1",), (shifted(s, dy=-100),)))
    # Through its own mantlet and 10 cm on: the mantlet is touching the Halberdiers' front again.
    assert (p.x, p.y, p.unit) == (900, 385, "u1")


def test_pavise_moves_with_the_unit_at_half_pace() -> None:
    s = ordered("pavises")
    (p,) = pieces(s)
    assert s.check(Move(("u1",), (shifted(s, dy=-101),))) != []
    act(s, Move(("u1",), (shifted(s, dx=60, dy=-80),)))
    assert (p.x, p.y) == (960, 405)


def test_mantlet_left_behind_when_the_unit_becomes_eager() -> None:
    s = ordered("mantlets")
    (p,) = pieces(s)
    make_eager(s, s.units["u1"], "test", "fw.eager")
    ev = act(s, Move(("u1",), (shifted(s, dx=150),)))
    assert (p.x, p.y, p.unit) == (900, 485, "")
    assert "Halberdiers is eager and comes out from behind it: its mantlet (2 lengths) is left behind" in [
        e.text() for e in ev]


def test_mantlet_kept_out_of_woods() -> None:
    from tests.helpers import terrain

    s = battle([unit("Halberdiers", 900, 500, id="u1", bought=(("mantlets", 2),))],
               [unit("Orc Warriors", 900, 100, 180, id="o1")],
               [char("General", 300, 1150, id="g")], [char("Orc General", 1700, 60, id="oc")],
               terrain_pieces=[terrain("w1", "wood", [(850, 380), (950, 380), (950, 440), (850, 440)], "Dark Wood")],
               step="orders", ruleset=EQUIP)
    act(s, Order("g", ("u1",)), [1, 1])
    # The mantlet (y 480-490) would go 7 cm on, into the wood's edge at y 440: refused, though the
    # Halberdiers alone may walk into a wood.
    assert s.check(Move(("u1",), (shifted(s, dy=-70),))) == ["the mantlet (2 lengths) cannot be carried into Dark Wood"]
    # 3 cm on stops it 1 cm short of the wood; 9 cm to the side is clear of it.
    assert s.check(Move(("u1",), (shifted(s, dy=-30),))) == []
    assert s.check(Move(("u1",), (shifted(s, dx=90),))) == []
