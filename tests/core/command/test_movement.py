"""Moving after an order: paces, formations, paths, gaps, terrain, the table edge (digest 3, 8)."""

from game.core.command.actions import Hold, Move, Order
from tests.helpers import act, battle, char, of_type, terrain, unit

HALB = unit("Halberdiers", 900, 500, id="u1")
ORCS_FAR = unit("Orc Warriors", 900, 100, 180, id="o1")


def ordered(*units0, units1=(ORCS_FAR,), chars0=(), chars1=(), faces=(1, 1), **kw):
    s = battle(
        list(units0),
        list(units1),
        [char("General", 300, 1150, id="g"), *chars0],
        [char("Orc General", 1700, 60, id="oc"), *chars1],
        step="orders",
        **kw,
    )
    act(s, Order("g", tuple(u.id for u in units0)), list(faces))
    return s


def shifted(s, uid, dx=0, dy=0, turn=0):
    return tuple((st.x + dx, st.y + dy, (st.facing + turn) % 360) for st in s.units[uid].stands)


def test_infantry_in_line_moves_up_to_20cm():
    s = ordered(HALB)
    assert s.check(Move(("u1",), (shifted(s, "u1", dy=-200),))) == []
    assert s.check(Move(("u1",), (shifted(s, "u1", dy=-201),))) == [
        "a stand would move 20.1 cm; infantry may move 20 cm here"
    ]


def test_cavalry_moves_30cm():
    s = ordered(unit("Knights", 900, 500, id="u1"))
    assert s.check(Move(("u1",), (shifted(s, "u1", dy=-300),))) == []
    assert s.check(Move(("u1",), (shifted(s, "u1", dy=-305),)))[0].startswith("a stand would move 30.5 cm")


def test_irregular_formation_moves_at_half_pace():
    s = ordered(HALB)
    # End in a wedge: two stands in front, one behind at a corner: neither line nor column.
    wedge = ((880, 400, 0), (920, 400, 0), (960, 420, 0))
    assert s.check(Move(("u1",), (wedge,))) == ["a stand would move 10.2 cm; infantry may move 10 cm here"]


def test_column_moves_at_full_pace():
    s = ordered(HALB)
    col = ((900, 320, 0), (900, 340, 0), (900, 360, 0))
    assert s.check(Move(("u1",), (col,))) == []


def test_the_corner_that_moves_furthest_counts_and_an_about_face_costs_45mm():
    s = ordered(unit("Cannon", 900, 500, id="u1"))  # artillery: 10 cm, two stands 20 wide
    about = shifted(s, "u1", turn=180)
    assert s.check(Move(("u1",), (about,))) == []
    ev = act(s, Move(("u1",), (about,)))
    assert [st.facing for st in s.units["u1"].stands] == [180, 180]
    assert of_type(ev, "UnitMoved")


def test_a_failed_first_order_allows_a_half_pace_move():
    s = ordered(HALB, faces=(6, 5))
    assert s.command.pending.kind == "half"
    assert s.check(Move(("u1",), (shifted(s, "u1", dy=-100),))) == []
    assert s.check(Move(("u1",), (shifted(s, "u1", dy=-110),))) == [
        "a stand would move 11 cm; infantry may move at half pace 10 cm here"
    ]


def test_stands_may_not_pass_through_another_unit():
    blocker = unit("Crossbowmen", 900, 400, id="u2")
    s = battle(
        [HALB, blocker],
        [ORCS_FAR],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="oc")],
        step="orders",
    )
    act(s, Order("g", ("u1",)), [1, 1])
    reasons = s.check(Move(("u1",), (shifted(s, "u1", dy=-180),)))
    assert reasons and reasons[0].startswith("a stand's path is blocked")


def test_a_gap_between_enemies_must_be_wider_than_the_frontage():
    # Two enemy Giants (20 wide) 30 mm apart: infantry (40 wide) may not pass; cavalry (20 wide) may.
    e1 = unit("Giant", 700, 300, 180, id="o1")
    e2 = unit("Giant", 750, 300, 180, id="o2")
    s = battle(
        [unit("Halberdiers", 725, 420, id="u1", size=1)],
        [e1, e2],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="oc")],
        step="orders",
    )
    act(s, Order("g", ("u1",)), [1, 1])
    through = ((725, 230, 0),)
    assert any("path is blocked" in r for r in s.check(Move(("u1",), (through,))))
    s = battle(
        [unit("Knights", 725, 450, id="u1", size=1)],
        [e1, e2],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="oc")],
        step="orders",
    )
    act(s, Order("g", ("u1",)), [1, 1])
    assert s.check(Move(("u1",), (((725, 200, 0),),))) == []


def test_cavalry_may_not_enter_a_wood():
    wood = terrain("t1", "wood", [(700, 300), (1100, 300), (1100, 420), (700, 420)], "Dark Wood")
    s = ordered(unit("Knights", 900, 560, id="u1"), terrain_pieces=[wood])
    reasons = s.check(Move(("u1",), (shifted(s, "u1", dy=-200),)))
    assert reasons and "Dark Wood" in reasons[0]


def test_a_move_must_stay_1cm_from_enemies():
    near = unit("Orc Warriors", 900, 300, 180, id="o1")  # front edge at 310
    s = ordered(HALB, units1=(near,))
    # Halberdiers' front from 490 to 315: 5 mm short of the enemy.
    reasons = s.check(Move(("u1",), (shifted(s, "u1", dy=-175),)))
    assert reasons == ["a stand would end within 1 cm of Orc Warriors; only a charge may come that close"]
    assert s.check(Move(("u1",), (shifted(s, "u1", dy=-170),))) == []


def test_stands_must_end_in_one_formation():
    s = ordered(HALB)
    apart = ((860, 400, 0), (900, 400, 0), (1000, 400, 0))
    assert "the stands must end touching each other in one formation" in s.check(Move(("u1",), (apart,)))


def test_hold_keeps_the_unit_in_place():
    s = ordered(HALB)
    ev = act(s, Hold(("u1",)))
    assert of_type(ev, "UnitHeld")[0].reason == "its player chose not to move"
    assert s.command.pending is None


def test_leaving_the_table_rolls_on_the_off_table_chart():
    s = ordered(unit("Halberdiers", 900, 110, id="u1"))
    ev = act(s, Move(("u1",), (shifted(s, "u1", dy=-150),)), [2])
    (e,) = of_type(ev, "UnitLeftTable")
    assert e.roll == 2 and s.units["u1"].off_table
    s = ordered(unit("Halberdiers", 900, 110, id="u1"))
    act(s, Move(("u1",), (shifted(s, "u1", dy=-150),)), [5])
    assert not s.units["u1"].off_table
    ys = [st.y for st in s.units["u1"].stands]
    assert min(ys) - 10 >= 0  # brought back wholly on the table


def test_a_unit_down_a_stand_leaving_the_table_with_a_one_is_gone_for_good():
    s = ordered(unit("Halberdiers", 900, 110, id="u1", size=2))
    ev = act(s, Move(("u1",), (shifted(s, "u1", dy=-150),)), [1])
    assert of_type(ev, "UnitDestroyed")[0].cause == "left the table for good"


def test_friendly_characters_are_pushed_aside_by_the_minimum_distance():
    s = ordered(HALB, chars0=(char("Hero", 900, 395, id="h"),))
    ev = act(s, Move(("u1",), (shifted(s, "u1", dy=-100),)))
    (d,) = of_type(ev, "CharacterDisplaced")
    assert d.character == "h" and not d.by_enemy
    # The stands now occupy y 390-410; the Hero (20 deep) steps out above them.
    assert s.characters["h"].y <= 380 + 1


def test_a_lone_enemy_character_in_the_way_flees_to_a_friendly_unit():
    orcs = unit("Orc Warriors", 900, 150, 180, id="o1")
    s = ordered(HALB, units1=(orcs,), chars1=(char("Orc Hero", 900, 380, id="oh"),))
    ev = act(s, Move(("u1",), (shifted(s, "u1", dy=-150),)))
    (d,) = of_type(ev, "CharacterDisplaced")
    assert d.by_enemy and d.joined == "o1"
    assert s.characters["oh"].joined == "o1"


def test_a_lone_enemy_character_with_no_friend_within_30cm_is_slain():
    s = ordered(
        HALB, chars1=(char("Orc Hero", 900, 380, id="oh"),), units1=(unit("Orc Warriors", 300, 100, 180, id="o1"),)
    )
    ev = act(s, Move(("u1",), (shifted(s, "u1", dy=-150),)))
    assert of_type(ev, "CharacterSlain")[0].character == "oh"
    assert not s.characters["oh"].alive


def test_a_joined_character_stays_behind_when_its_unit_moves_in_the_command_phase():
    s = ordered(HALB, chars0=(char("Hero", 900, 530, id="h", joined="u1"),))
    act(s, Move(("u1",), (shifted(s, "u1", dy=-200),)))
    assert s.characters["h"].joined is None
    assert (s.characters["h"].x, s.characters["h"].y) == (900, 530)


def test_a_brigade_unit_coming_back_at_its_exit_point_is_set_down_clear_of_its_partner():
    # u1 leads u2 off the top edge; u2 stops just inside, where u1 comes back (a 3: back at its exit point).
    s = ordered(
        unit("Halberdiers", 900, 150, id="u1"),
        unit("Halberdiers", 900, 170, id="u2"),
        units1=(unit("Orc Warriors", 1500, 100, 180, id="o1"),),
    )
    move = Move(("u1", "u2"), (shifted(s, "u1", dy=-145), shifted(s, "u2", dy=-145)))
    assert s.check(move) == []
    ev = act(s, move, [3])
    assert of_type(ev, "UnitLeftTable")[0].unit == "u1" and not s.units["u1"].off_table
    from game.core import board

    t = board.table(s)
    back = board.unit_bases(s, s.units["u1"])
    mover = board.unit_mover(s, s.units["u1"])
    assert not any(t.overlaps(b, mover=mover, ignore=["u1"]) for b in back)


def test_a_blocked_path_names_a_unit_with_a_one_letter_id_without_mangling_the_words():
    from game.core.moves import path_words
    from game.table.paths import PathCheck

    s = ordered(HALB, units1=(unit("Orc Warriors", 900, 100, 180, id="o"),))
    words = path_words(s, PathCheck(False, "o", "o is in the way of the stand going to its place"))
    assert words == "Orc Warriors is in the way of the stand going to its place"


def test_a_move_within_the_measuring_slack_is_told_as_the_full_pace():
    # 15 mm across and 200 forward: every corner travels 200.56 mm, within the 0.6 mm the rules allow for
    # measuring, so the move is legal; the log gives it as 20 cm, never as 20.1 cm beyond an infantry pace.
    s = ordered(HALB)
    move = Move(("u1",), (shifted(s, "u1", dx=15, dy=-200),))
    assert s.check(move) == []
    (moved,) = of_type(act(s, move), "UnitMoved")
    assert moved.distance == 200
    assert moved.text() == "Halberdiers moves (order) 20 cm"
