"""Falling back (digest 5.9, 7.1): after a draw, or by choice after a win."""

from tests.core.combat.common import CombatChoice, Fight, act, at_fight, of_type, one, poses, unit
from tests.helpers import terrain

HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")
DRAW = [1] * 9 + [1] * 12


def test_after_a_draw_both_sides_fall_back_taking_turns_a_die_says_who_starts():
    s = at_fight([HALB], [ORCS])
    ev = act(s, Fight("h"), DRAW + [2])  # 1-3: the side whose turn it is not moves first
    assert one(ev, "FallBackOrder").side == 1
    assert s.acting_side() == 1 and s.legal_actions() == [CombatChoice("o", "fall_back")]
    ev = act(s, CombatChoice("o", "fall_back"), [3, 4, 5])
    f = one(ev, "FellBack")
    assert (f.distance, f.allowed, f.confused) == (120, 120, False)
    assert poses(s, "o") == [(940, 560, 180), (900, 560, 180), (860, 560, 180)]
    assert s.acting_side() == 0
    ev = act(s, CombatChoice("h", "fall_back", distance=20), [1, 1, 1])
    assert (one(ev, "FellBack").distance, one(ev, "FellBack").allowed) == (20, 30)
    assert poses(s, "h") == [(860, 720, 0), (900, 720, 0), (940, 720, 0)]
    assert one(ev, "CombatOver").units == ("h", "o")


def test_a_unit_that_cannot_fall_back_1cm_clear_is_confused():
    river = terrain("r", "river", [(820, 715), (980, 715), (980, 760), (820, 760)], "Stream")
    s = at_fight([HALB], [ORCS], terrain_pieces=[river])
    act(s, Fight("h"), DRAW + [5])  # the Empire moves first
    ev = act(s, CombatChoice("h", "fall_back"), [6, 6, 6])
    f = one(ev, "FellBack")
    assert (f.distance, f.confused) == (5, True)
    assert s.units["h"].confused and one(ev, "Confused").unit == "h"
    ev = act(s, CombatChoice("o", "fall_back"), [2, 2, 2])
    assert one(ev, "FellBack").distance == 60


def test_a_defended_unit_may_stand_after_a_draw():
    wood = terrain("w", "wood", [(820, 690), (980, 690), (980, 760), (820, 760)], "Copse")
    s = at_fight([HALB], [ORCS], terrain_pieces=[wood])
    act(s, Fight("h"), DRAW + [6])
    assert s.legal_actions() == [CombatChoice("h", "stand"), CombatChoice("h", "fall_back")]
    ev = act(s, CombatChoice("h", "stand"))
    assert one(ev, "Stood").reason == "defended"
    assert s.check(CombatChoice("o", "stand")) == [
        "after a draw only defended or fortified units may stand; Orc Warriors must fall back"
    ]
    act(s, CombatChoice("o", "fall_back"), [4, 4, 4])
    assert poses(s, "o") == [(940, 560, 180), (900, 560, 180), (860, 560, 180)]


def test_winners_may_fall_back_and_one_roll_serves_every_unit_of_the_side():
    h1 = unit("Halberdiers", 900, 700, id="h1")
    h2 = unit("Halberdiers", 1020, 700, id="h2")
    o1 = unit("Orc Warriors", 900, 680, 180, id="o1")
    o2 = unit("Goblins", 1020, 680, 180, id="o2")
    s = at_fight([h1, h2], [o1, o2])
    # h1's right stand meets o2 corner to corner: one engagement. The Empire wins by 3.
    ev = act(s, Fight("h1"), [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1] + [1] * 9 + [1] * 12 + [1] * 6)
    assert one(ev, "CombatResult").difference == 3
    ev = act(s, CombatChoice("h1", "fall_back"), [2, 3, 4])
    assert [e.faces for e in of_type(ev, "DiceRolled")] == [(2, 3, 4)]
    assert one(ev, "FellBack").distance == 90
    ev = act(s, CombatChoice("h2", "fall_back", distance=50))
    assert of_type(ev, "DiceRolled") == [] and one(ev, "FellBack").distance == 50
    assert poses(s, "h2") == [(980, 750, 0), (1020, 750, 0), (1060, 750, 0)]
