"""Who shoots at whom (digest 0.2, 4.1-4.3): closest visible target, range and sight stand by stand."""

from game.core import board
from game.core.actions import Proceed
from game.core.shooting import Shoot
from game.core.shooting.book import shooting_kept
from tests.core.shooting.common import shooting
from tests.helpers import act, char, of_type, unit

XBOW = unit("Crossbowmen", 900, 700, id="u1")  # stands at x 860, 900, 940; front edge y 690
ORCS = unit("Orc Warriors", 900, 560, 180, id="o1")  # 12 cm in front of the Crossbowmen


def shots(state):
    return [a for a in state.legal_actions() if isinstance(a, Shoot)]


def test_a_unit_shoots_at_the_closest_enemy_unit_it_can_see():
    far = unit("Goblins", 900, 450, 180, id="o2", name="Far Goblins")
    s = shooting([XBOW], [ORCS, far])
    assert shots(s) == [Shoot("u1", "o1")]
    assert s.check(Shoot("u1", "o2")) == [
        "Crossbowmen must shoot at the closest enemy unit it can see: Orc Warriors (12.0 cm)"
    ]


def test_equally_close_enemy_units_are_the_owners_choice():
    left = unit("Orc Warriors", 780, 560, 180, id="o1")
    right = unit("Goblins", 1020, 560, 180, id="o2")
    s = shooting([XBOW], [left, right])
    assert shots(s) == [Shoot("u1", "o1"), Shoot("u1", "o2")]


def test_engaged_enemy_units_are_never_targets():
    far = unit("Goblins", 1200, 560, 180, id="o2")
    s = shooting([XBOW], [ORCS, far])
    s.units["o1"].engaged = True
    s.invalidate()
    assert shots(s) == [Shoot("u1", "o2")]
    assert s.check(Shoot("u1", "o1")) == ["Orc Warriors is engaged in combat and cannot be picked out as a target"]


def test_characters_are_never_targets():
    s = shooting([XBOW], [ORCS], chars1=[char("Orc Hero", 900, 640, id="oh")])
    assert shots(s) == [Shoot("u1", "o1")]
    assert s.check(Shoot("u1", "oh")) == ["there is no enemy unit 'oh' on the table"]


def test_range_is_measured_stand_by_stand():
    # One orc stand up and to the right: 28.4 cm from the right-hand stand, 31.6 cm and more from the others.
    lone = unit("Orc Warriors", 1200, 500, 180, id="o1", size=1)
    s = shooting([XBOW], [lone])
    ev = act(s, Shoot("u1", "o1"), [3])
    (fired,) = of_type(ev, "ShotFired")
    assert (fired.stands, fired.attacks) == (1, 1)


def test_each_stand_needs_its_own_line_of_sight():
    target = unit("Goblins", 860, 560, 180, id="o1", size=1)
    screen = unit("Halberdiers", 860, 640, id="u2", size=1)  # right in front of the left-hand stand
    s = shooting([XBOW, screen], [target])
    ev = act(s, Shoot("u1", "o1"), [3, 3])
    assert of_type(ev, "ShotFired")[0].stands == 2


def test_only_the_front_edge_looks_out_unless_the_unit_sees_all_round():
    east = unit("Crossbowmen", 1000, 700, 90, "column", id="u1")  # its front edge faces east at x 1030
    s = shooting([east], [ORCS])
    assert shots(s) == []
    assert s.check(Shoot("u1", "o1")) == [
        "Crossbowmen can see no enemy unit within its 30 cm range (a clear view 1 cm wide is needed)"
    ]
    pistols = unit("Pistoliers", 1000, 690, 90, "column", id="u1")  # facing away, 360-degree vision, 15 cm
    s = shooting([pistols], [ORCS])
    assert shots(s) == [Shoot("u1", "o1")]


def test_a_shot_needs_a_clear_strip_1cm_wide():
    shooter = unit("Crossbowmen", 900, 700, id="u1", size=1)  # front edge x 880-920
    target = unit("Goblins", 900, 500, 180, id="o1", size=1)
    gap_left = unit("Halberdiers", 877, 600, id="u2", size=1, name="Left Halberdiers")  # right edge x 897
    gap_right = unit("Halberdiers", 923, 600, id="u3", size=1, name="Right Halberdiers")  # left edge x 903
    s = shooting([shooter, gap_left, gap_right], [target])
    # A 6 mm gap lets the eye through but not the shot.
    assert board.table(s).can_see("u1", "o1").visible
    assert shots(s) == []


def test_stands_that_cannot_reach_the_closest_target_shoot_stand_by_stand():
    near = unit("Goblins", 550, 670, 180, id="o1", size=1)  # 27 cm from the left stand, beyond 30 cm of the rest
    far = unit("Orc Warriors", 1000, 400, 180, id="o2")  # 28 cm from the right-hand stands
    s = shooting([XBOW], [near, far])
    assert shots(s) == [Shoot("u1", "o1")]
    ev = act(s, Shoot("u1", "o1"), [3, 3, 3])
    fired = of_type(ev, "ShotFired")
    assert [(f.target, f.stands, f.split) for f in fired] == [("o1", 1, True), ("o2", 2, True)]


def test_a_unit_shoots_once_per_phase():
    s = shooting([XBOW], [ORCS])
    act(s, Shoot("u1", "o1"), [1, 2, 3])
    assert s.check(Shoot("u1", "o1")) == ["Crossbowmen has already shot this phase"]
    assert shots(s) == []


def test_shooting_is_optional():
    s = shooting([XBOW], [ORCS])
    assert Proceed() in s.legal_actions()
    act(s, Proceed())
    assert (s.phase, s.step) == ("combat", "fight")


def test_engaged_units_and_units_without_missiles_do_not_shoot():
    halb = unit("Halberdiers", 1300, 700, id="u2")
    s = shooting([XBOW, halb], [ORCS])
    assert s.check(Shoot("u2", "o1")) == ["Halberdiers has no missile weapons"]
    s.units["u1"].engaged = True
    assert s.check(Shoot("u1", "o1")) == ["Crossbowmen is engaged in combat; it may only shoot at units that charge it"]


def test_only_the_side_whose_turn_it_is_shoots():
    goblins = unit("Goblins", 900, 600, 180, id="o1")
    s = shooting([unit("Halberdiers", 900, 700, id="u1")], [goblins])
    assert s.check(Shoot("o1", "u1")) == ["Goblins belongs to the other side; only the side whose turn it is shoots"]


def test_a_new_shooting_phase_starts_with_a_clean_record():
    s = shooting([XBOW], [ORCS])
    act(s, Shoot("u1", "o1"), [1, 2, 3])
    assert shooting_kept(s).book.shot == ["u1"]  # type: ignore[union-attr]
    act(s, Proceed())
    assert shooting_kept(s).book is None
