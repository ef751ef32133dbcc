"""Clear paths: through gaps, past enemies, over terrain, and where a move may end."""

from game.table import Mover, TerrainKind

from .build import cav, hero, inf, rect, table

INF = Mover.INFANTRY


def _north(b, to_y=200.0):
    """The same stand moved straight up the table to ``to_y``."""
    return b.moved(b.x, to_y)


def test_a_25mm_gap_between_two_friendly_units_lets_infantry_through():
    # friends at x 80..120 and 145..185: the gap is x 120..145
    t = table(inf("f1", "u2", 0, 100, 300), inf("f2", "u3", 0, 165, 300))
    mover = inf("m", "u1", 0, 132.5, 420)
    assert t.path_clear(mover, _north(mover), mover=INF).ok


def test_a_gap_narrower_than_the_shortest_edge_stops_a_stand():
    t = table(inf("f1", "u2", 0, 100, 300), inf("f2", "u3", 0, 158, 300))  # gap x 120..138: 18 mm
    mover = inf("m", "u1", 0, 129, 420)
    check = t.path_clear(mover, _north(mover), mover=INF)
    assert not check.ok and check.blocked_by in ("u2", "u3")


def test_a_30mm_gap_between_two_enemies_blocks_infantry_but_not_cavalry():
    # enemies at x 80..120 and 150..190: a 30 mm gap; infantry have a 40 mm front, cavalry 20 mm
    t = table(inf("e1", "u5", 1, 100, 300, 180), inf("e2", "u6", 1, 170, 300, 180))
    foot = inf("m", "u1", 0, 135, 420)
    horse = cav("m", "u1", 0, 135, 420)
    check = t.path_clear(foot, _north(foot), mover=INF)
    assert not check.ok and check.blocked_by == "u5"
    assert "wider than 40 mm" in check.reason
    assert t.path_clear(horse, _north(horse), mover=Mover.CAVALRY).ok


def test_a_charge_may_go_into_a_gap_narrower_than_its_frontage():
    t = table(inf("e1", "u5", 1, 100, 300, 180), inf("e2", "u6", 1, 170, 300, 180))
    foot = inf("m", "u1", 0, 135, 420)
    assert t.path_clear(foot, _north(foot), mover=INF, charging=True).ok


def test_a_gap_wider_than_the_frontage_lets_infantry_pass_between_enemies():
    t = table(inf("e1", "u5", 1, 100, 300, 180), inf("e2", "u6", 1, 185, 300, 180))  # 45 mm
    foot = inf("m", "u1", 0, 142.5, 420)
    assert t.path_clear(foot, _north(foot), mover=INF).ok


def test_a_gap_between_an_enemy_and_a_friend_must_also_be_wider_than_the_frontage():
    t = table(inf("e1", "u5", 1, 100, 300, 180), inf("f1", "u2", 0, 170, 300))
    foot = inf("m", "u1", 0, 135, 420)
    assert t.path_clear(foot, _north(foot), mover=INF).blocked_by == "u5"


def test_a_gap_between_an_enemy_and_a_building_must_be_wider_than_the_frontage():
    t = table(inf("e1", "u5", 1, 100, 300, 180), terrain=(rect("x1", TerrainKind.BUILDING, 150, 250, 250, 350),))
    foot = inf("m", "u1", 0, 135, 420)
    assert t.path_clear(foot, _north(foot), mover=INF).blocked_by == "u5"


def test_a_lone_enemy_may_be_passed_close_by():
    t = table(inf("e1", "u5", 1, 100, 300, 180))  # x 80..120
    foot = inf("m", "u1", 0, 155, 420)  # its left edge runs 15 mm clear of the enemy
    assert t.path_clear(foot, _north(foot), mover=INF).ok


def test_a_stand_may_not_pass_through_another_unit():
    t = table(inf("f1", "u2", 0, 100, 300))
    foot = inf("m", "u1", 0, 100, 420)
    check = t.path_clear(foot, _north(foot), mover=INF)
    assert not check.ok and check.blocked_by == "u2" and check.reason == "u2 is in the way"


def test_a_stand_may_pass_through_its_own_units_stands_and_ignored_units():
    t = table(inf("m2", "u1", 0, 100, 300), inf("f1", "u2", 0, 100, 260))
    foot = inf("m", "u1", 0, 100, 420)
    assert not t.path_clear(foot, _north(foot), mover=INF).ok  # u2 is in the way
    assert t.path_clear(foot, _north(foot), mover=INF, ignore=["u2"]).ok


def test_characters_never_block_a_path():
    t = table(hero("c1", 0, 100, 300))
    foot = inf("m", "u1", 0, 100, 420)
    assert t.path_clear(foot, _north(foot), mover=INF).ok


RIVER = rect("r1", TerrainKind.RIVER, 0, 280, 1800, 320)


def test_a_river_stops_infantry_but_a_flyer_passes_over_it():
    t = table(terrain=(RIVER,))
    foot = inf("m", "u1", 0, 300, 420)
    check = t.path_clear(foot, _north(foot), mover=INF)
    assert not check.ok and check.blocked_by == "r1"
    assert t.path_clear(foot, _north(foot), mover=Mover.FLYER).ok


def test_a_flyer_may_not_land_in_a_wood_or_a_river():
    t = table(terrain=(RIVER, rect("w1", TerrainKind.WOOD, 200, 100, 400, 250)))
    flyer = inf("m", "u1", 0, 300, 420)
    assert t.path_clear(flyer, _north(flyer, 300), mover=Mover.FLYER).blocked_by == "r1"
    landing = t.path_clear(flyer, _north(flyer, 150), mover=Mover.FLYER)
    assert landing.blocked_by == "w1" and "flyers may not land" in landing.reason


WOOD = rect("w1", TerrainKind.WOOD, 200, 200, 400, 400)


def test_artillery_cannot_enter_a_wood_nor_cross_one():
    t = table(terrain=(WOOD,))
    gun = inf("g", "u1", 0, 300, 500)
    into = t.path_clear(gun, _north(gun, 300), mover=Mover.ARTILLERY)
    assert not into.ok and into.blocked_by == "w1"
    across = t.path_clear(gun, _north(gun, 120), mover=Mover.ARTILLERY)
    assert not across.ok and across.blocked_by == "w1"


def test_infantry_may_go_into_and_through_a_wood():
    t = table(terrain=(WOOD,))
    foot = inf("m", "u1", 0, 300, 500)
    assert t.path_clear(foot, _north(foot, 300), mover=INF).ok
    assert t.path_clear(foot, _north(foot, 120), mover=INF).ok


def test_a_stand_may_squeeze_past_the_corner_of_a_wood_it_may_not_enter():
    t = table(terrain=(WOOD,))
    horse = cav("m", "u1", 0, 411, 500)  # its centre passes 11 mm right of the wood's edge
    assert t.path_clear(horse, _north(horse, 120), mover=Mover.CAVALRY).ok
    assert not t.path_clear(horse.moved(409, 500), _north(horse.moved(409, 500), 120), mover=Mover.CAVALRY).ok


def test_a_move_may_not_end_on_another_unit():
    t = table(inf("f1", "u2", 0, 300, 200))
    foot = inf("m", "u1", 0, 300, 420)
    check = t.path_clear(foot, foot.moved(300, 215), mover=INF)
    assert check.blocked_by == "u2" and "end on top of" in check.reason


def test_only_a_charge_may_end_touching_an_enemy():
    t = table(inf("e1", "u5", 1, 300, 200, 180))  # front edge at y = 210
    foot = inf("m", "u1", 0, 300, 420)
    contact = foot.moved(300, 220)  # front edge at y = 210
    check = t.path_clear(foot, contact, mover=INF)
    assert not check.ok and check.blocked_by == "u5" and "only a charge" in check.reason
    assert t.path_clear(foot, contact, mover=INF, charging=True).ok
    assert not t.path_clear(foot, foot.moved(300, 217), mover=INF, charging=True).ok  # 3 mm into it


def test_a_move_may_end_right_beside_a_friend():
    t = table(inf("f1", "u2", 0, 340, 200))
    foot = inf("m", "u1", 0, 300, 420)
    assert t.path_clear(foot, foot.moved(300, 200), mover=INF).ok


def test_a_move_off_the_table_says_so():
    foot = inf("m", "u1", 0, 300, 40)
    check = table().path_clear(foot, foot.moved(300, 5), mover=INF)
    assert not check.ok and check.blocked_by == "table edge"
