"""The Characters sub-phase (seed "Character movement"; digest 2.9)."""

from game.core.command.actions import MoveCharacter
from tests.helpers import act, battle, char, of_type, terrain, unit

HALB = unit("Halberdiers", 900, 700, id="u1")
ORCS = unit("Orc Warriors", 900, 200, 180, id="o1")


def make(*chars, units0=(HALB,), units1=(ORCS,), **kw):
    return battle(
        list(units0), list(units1), list(chars), [char("Orc General", 1700, 60, id="oc")], step="characters", **kw
    )


def test_a_character_moves_up_to_60cm_without_a_roll():
    s = make(char("Hero", 300, 1000, id="h"))
    ev = act(s, MoveCharacter("h", 300, 400, 0))
    assert of_type(ev, "CharacterMoved")[0].distance == 600
    s = make(char("Hero", 300, 1000, id="h"))
    assert s.check(MoveCharacter("h", 300, 395, 0)) == ["Hero would move 60.5 cm; characters move up to 60 cm"]


def test_a_character_on_a_flying_mount_moves_100cm():
    s = make(char("Hero", 300, 1150, id="h", mount="Griffon"))
    assert s.check(MoveCharacter("h", 300, 150, 0)) == []
    assert s.check(MoveCharacter("h", 300, 140, 0)) == ["Hero would move 101 cm; characters move up to 100 cm"]


def test_a_character_moves_once():
    s = make(char("Hero", 300, 1000, id="h"))
    act(s, MoveCharacter("h", 300, 900, 0))
    assert s.check(MoveCharacter("h", 300, 800, 0)) == ["Hero has already moved this phase; a character moves once"]


def test_joining_a_unit_needs_the_character_to_end_touching_it():
    s = make(char("Hero", 900, 900, id="h"))
    ev = act(s, MoveCharacter("h", 900, 720, 0, "u1"))
    assert of_type(ev, "CharacterMoved")[0].text() == "Hero moves 18 cm and joins Halberdiers"
    assert s.characters["h"].joined == "u1"
    s = make(char("Hero", 900, 900, id="h"))
    assert s.check(MoveCharacter("h", 900, 740, 0, "u1")) == ["to join Halberdiers, Hero must end touching it"]


def test_characters_may_not_end_on_a_stand():
    s = make(char("Hero", 900, 900, id="h"))
    assert s.check(MoveCharacter("h", 900, 700, 0)) == ["Hero would end on Halberdiers"]


def test_characters_pass_through_friends_but_not_through_enemies():
    s = make(char("Hero", 900, 800, id="h"))
    assert s.check(MoveCharacter("h", 900, 600, 0)) == []  # straight through the Halberdiers
    s = make(char("Hero", 900, 300, id="h"))
    reasons = s.check(MoveCharacter("h", 900, 100, 0))
    assert reasons and "path is blocked" in reasons[0]


def test_characters_on_foot_treat_terrain_as_infantry_and_mounted_ones_as_their_mount():
    wood = terrain("t1", "wood", [(200, 300), (500, 300), (500, 600), (200, 600)], "Deep Wood")
    s = make(char("Hero", 350, 800, id="h"), terrain_pieces=[wood])
    assert s.check(MoveCharacter("h", 350, 450, 0)) == []
    s = make(char("Wizard", 350, 800, id="w", mount="War Altar"), terrain_pieces=[wood])
    reasons = s.check(MoveCharacter("w", 350, 450, 0))
    assert reasons and "Deep Wood" in reasons[0]


def test_flying_characters_pass_over_impassable_terrain():
    rocks = terrain("t1", "impassable", [(200, 500), (500, 500), (500, 600), (200, 600)], "Crags")
    s = make(char("Hero", 350, 800, id="h", mount="Griffon"), terrain_pieces=[rocks])
    assert s.check(MoveCharacter("h", 350, 300, 0)) == []
    s = make(char("Hero", 350, 800, id="h"), terrain_pieces=[rocks])
    assert s.check(MoveCharacter("h", 350, 300, 0))


def test_a_character_may_not_end_touching_the_enemy():
    s = make(char("Hero", 900, 400, id="h"))
    assert s.check(MoveCharacter("h", 900, 220, 0)) == ["Hero may not end touching the enemy (Orc Warriors)"]
