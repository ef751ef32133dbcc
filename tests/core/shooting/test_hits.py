"""To hit, armour and casualties (digest 4.4, 4.5): 4+/5+/6 per target stand, batches, saves, stand losses."""

from game.core.shooting import Shoot
from game.core.shooting.book import shooting_kept
from tests.core.shooting.common import poses, shooting
from tests.helpers import act, of_type, terrain, unit

XBOW = unit("Crossbowmen", 900, 700, id="u1")
ORCS = unit("Orc Warriors", 900, 560, 180, id="o1")


def scored(events):
    return [(e.attacks, e.to_hit, e.hits, e.save, e.saved, e.struck) for e in of_type(events, "HitsScored")]


def test_4_plus_hits_a_target_in_the_open_and_each_hit_may_be_saved():
    s = shooting([XBOW], [ORCS])
    ev = act(s, Shoot("u1", "o1"), [4, 5, 6, 3, 6, 2])
    assert scored(ev) == [(3, 4, 3, 6, 1, 2)]
    assert s.units["o1"].hits == 2 and len(s.units["o1"].stands) == 3
    rolls = of_type(ev, "DiceRolled")
    assert [(r.faces, r.target, r.side) for r in rolls] == [((4, 5, 6), 4, 0), ((3, 6, 2), 6, 1)]


def test_defended_targets_need_5_or_more():
    wood = terrain("w", "wood", [(830, 535), (970, 535), (970, 580), (830, 580)], "Copse")
    s = shooting([XBOW], [ORCS], terrain_pieces=[wood])
    ev = act(s, Shoot("u1", "o1"), [5, 4, 6, 6, 1])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits, hs.struck) == (5, 2, 1)
    assert [(m.value, m.rule, m.label) for m in hs.modifiers] == [
        (1, "shooting.to_hit.defended", "defended: in a wood (Copse)")
    ]


def test_fortified_targets_need_a_6():
    shooter = unit("Crossbowmen", 900, 700, id="u1", size=1)
    target = unit("Goblins", 900, 560, 180, id="o1", size=1)
    wall = terrain("wall", "high_obstacle", [(830, 572), (903, 572), (903, 576), (830, 576)], "Wall")
    s = shooting([shooter], [target], terrain_pieces=[wall])
    ev = act(s, Shoot("u1", "o1"), [5])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits) == (6, 0)
    assert hs.modifiers[0].rule == "shooting.to_hit.fortified"


def test_stands_in_the_open_are_shot_first_and_the_dice_are_rolled_in_batches():
    # The hedge covers the two right-hand Goblin stands (x 900 and 940) from the Empire line.
    hedge = terrain("h", "low_obstacle", [(880, 612), (960, 612), (960, 616), (880, 616)], "Hedge")
    goblins = unit("Goblins", 900, 600, 180, id="o1")
    guns = unit("Handgunners", 1020, 700, id="u2")
    s = shooting([XBOW, guns], [goblins], terrain_pieces=[hedge])
    ev = act(s, Shoot("u1", "o1"), [4, 5, 1])
    assert scored(ev) == [(3, 4, 2, None, 0, 2)]
    ev = act(s, Shoot("u2", "o1"), [6, 5, 4])
    # One more hit would finish the stand in the open: one die at 4+, then the rest at 5+.
    assert scored(ev) == [(1, 4, 1, None, 0, 1), (2, 5, 1, None, 0, 1)]
    assert [e.type_name for e in ev if e.type_name in ("HitsScored", "StandsLost")] == [
        "HitsScored",
        "StandsLost",
        "HitsScored",
    ]
    # The stand in the open (x 860) is the one that fell.
    assert poses(s, "o1") == [(940, 600, 180), (900, 600, 180)]
    assert s.units["o1"].hits == 1


def test_a_stand_is_removed_as_soon_as_the_hits_reach_its_hits_value():
    goblins = unit("Goblins", 900, 560, 180, id="o1")
    s = shooting([XBOW], [goblins])
    ev = act(s, Shoot("u1", "o1"), [4, 5, 6])
    (lost,) = of_type(ev, "StandsLost")
    assert (lost.count, lost.left, lost.hits_left) == (1, 2, 0)


def test_hits_from_several_units_add_up():
    second = unit("Crossbowmen", 1020, 700, id="u2", name="Second Crossbowmen")
    s = shooting([XBOW, second], [ORCS])
    act(s, Shoot("u1", "o1"), [4, 4, 1, 1, 1])
    assert s.units["o1"].hits == 2
    ev = act(s, Shoot("u2", "o1"), [4, 1, 1, 2])
    assert of_type(ev, "StandsLost")[0].count == 1
    assert (s.units["o1"].hits, len(s.units["o1"].stands)) == (0, 2)
    assert shooting_kept(s).book.hits == {"o1": 3}  # type: ignore[union-attr]


def test_handguns_make_armour_one_worse():
    guns = unit("Handgunners", 900, 700, id="u1")
    boars = unit("Boar Riders", 900, 530, 180, "line", id="o1")  # Armour 5+
    s = shooting([guns], [boars])
    ev = act(s, Shoot("u1", "o1"), [4, 4, 4, 5, 6, 6])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.save, hs.saved, hs.struck) == (6, 2, 1)
    assert [(m.value, m.rule) for m in hs.save_modifiers] == [(1, "shooting.armour_piercing")]


def test_a_6_plus_save_is_no_save_against_handguns():
    guns = unit("Handgunners", 900, 700, id="u1")
    s = shooting([guns], [ORCS])
    ev = act(s, Shoot("u1", "o1"), [4, 4, 4])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.save, hs.struck, hs.note) == (None, 3, "armour 6+ counts one worse: no save")


def test_an_engaged_unit_loses_its_stands_away_from_the_enemy_first_whatever_their_cover() -> None:
    # Dark Elves v Skaven (computer pair, seed 176): a Death Frenzy turned inward on Plague Monks in combat took
    # their front stand first, as the least protected, and left them engaged with nobody.
    from game.core.casualties import remove_stands
    from game.core.combat.engagements import update_engaged
    from tests.core.specials.test_nippon import ORCS, nippon

    s = nippon([unit("Oni", 900, 640, formation="column", id="oni")], [ORCS], step="shoot")
    update_engaged(s)
    oni = s.units["oni"]
    assert oni.engaged and [st.pose[1] for st in oni.stands] == [620, 640, 660]
    remove_stands(s, oni, 1, ranks=[0, 1, 1])  # the front stand, touching the Orcs, has the least cover
    assert [st.pose[1] for st in oni.stands] == [620, 640]
    # A unit out of combat still loses its least protected stand first.
    oni.engaged = False
    remove_stands(s, oni, 1, ranks=[0, 1])
    assert [st.pose[1] for st in oni.stands] == [640]
