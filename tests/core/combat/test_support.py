"""Supporting stands (digest 5.6) and how support ties units into one engagement (5.1)."""

from game.core.combat.engagements import engagements
from tests.core.combat.common import Fight, act, at_fight, one, unit

HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")
DRAW = [1] * 9 + [1] * 12


def test_each_stand_exactly_behind_a_stand_fighting_to_its_front_adds_one():
    s = at_fight([HALB, unit("Crossbowmen", 900, 720, id="c")], [ORCS])
    ev = act(s, Fight("c"), DRAW)
    assert one(ev, "CombatResult").supports == (3, 0)
    assert one(ev, "CombatResult").winner == 0


def test_supporting_stands_count_even_when_their_unit_is_not_touching_the_enemy():
    s = at_fight([HALB, unit("Crossbowmen", 900, 720, id="c")], [ORCS])
    assert engagements(s) == [["c", "h", "o"]]
    assert s.units["c"].engaged


def test_a_confused_unit_cannot_support():
    s = at_fight([HALB, unit("Crossbowmen", 900, 720, id="c")], [ORCS])
    s.units["c"].confused = True
    s.invalidate()
    assert engagements(s) == [["h", "o"]]
    ev = act(s, Fight("h"), DRAW + [4])
    assert one(ev, "CombatResult").supports == (0, 0)


def test_only_infantry_support():
    s = at_fight([HALB, unit("Knights", 900, 730, id="k")], [ORCS])  # Knights 4 cm deep right behind
    ev = act(s, Fight("h"), DRAW + [4])
    assert one(ev, "CombatResult").supports == (0, 0)


def test_a_stand_exactly_beside_a_fighting_stand_supports_it():
    # A single Boar Rider stand (2 cm wide) meets the middle Halberdier; the two beside it touch no enemy.
    s = at_fight([HALB], [unit("Boar Riders", 900, 670, 180, id="o", size=1)])
    ev = act(s, Fight("h"), [1] * 3 + [1] * 4)
    assert one(ev, "CombatResult").supports == (2, 0)


def test_a_stand_fighting_only_to_its_side_cannot_be_supported():
    lone = unit("Halberdiers", 900, 700, id="h", size=1)
    beside = unit("Crossbowmen", 860, 700, id="c", size=1)
    flanker = unit("Orc Warriors", 930, 700, 270, id="o", size=1)  # front edge on the Halberdiers' right
    s = at_fight([lone, beside], [flanker])
    ev = act(s, Fight("h"), [1] * 2 + [1] * 4 + [4])
    assert one(ev, "CombatResult").supports == (0, 0)


def test_a_unit_supporting_two_fights_joins_them_into_one_engagement():
    left = unit("Halberdiers", 700, 700, id="h1")
    right = unit("Halberdiers", 820, 700, id="h2")
    # One Crossbowmen line behind both: its left stand backs h1, its other stands back h2.
    crossbows = unit("Crossbowmen", 780, 720, id="c")
    s = at_fight(
        [left, right, crossbows],
        [unit("Orc Warriors", 700, 680, 180, id="o1"), unit("Goblins", 820, 680, 180, id="o2")],
    )
    assert engagements(s) == [["c", "h1", "h2", "o1", "o2"]]
