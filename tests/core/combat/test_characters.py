"""Characters in combat (seed "Characters in combat", digest 5.12): they move and die with their unit."""

from tests.core.combat.common import CombatChoice, Fight, act, at_fight, char, of_type, one, unit
from tests.helpers import terrain

HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")
LOSE_BY_2 = [1] * 9 + [6, 6] + [1] * 10 + [1, 1]


def test_a_joined_character_retreats_with_its_unit():
    general = char("General", 900, 725, id="g2", joined="h")
    s = at_fight([HALB], [ORCS], [general])
    act(s, Fight("h"), [1] * 11 + [6, 6] + [1] * 10 + [1, 1])  # the General's +2 on one stand
    assert s.characters["g2"].pose[:2] == (900, 745)
    assert s.characters["g2"].joined == "h"


def test_a_joined_character_pursues_with_its_unit():
    hero = char("Orc Hero", 900, 655, id="oh", joined="o")
    s = at_fight([HALB], [ORCS], chars1=[hero])
    act(s, Fight("h"), LOSE_BY_2[:9] + [6, 6] + [1] * 11 + [1, 1])
    act(s, CombatChoice("o", "pursue"), [1] * 9 + [1] * 16 + [4])
    assert s.characters["oh"].pose[:2] == (900, 675)


def test_a_character_is_slain_with_the_unit_he_joined():
    hero = char("Hero", 900, 725, id="hero", joined="h")
    s = at_fight([unit("Halberdiers", 900, 700, id="h", size=1)], [ORCS], [hero])
    ev = act(s, Fight("h"), [1] * 4 + [6, 6, 6] + [1] * 9 + [1, 1, 1])
    slain = one(ev, "CharacterSlain")
    assert (slain.character, slain.cause) == ("hero", "Halberdiers was destroyed")
    assert not s.characters["hero"].alive


def test_a_mounted_character_whose_unit_retreats_into_a_wood_must_join_another_unit():
    wood = terrain("w", "wood", [(800, 711), (1000, 711), (1000, 800), (800, 800)], "Thicket")
    rider = char("Hero", 900, 725, id="hero", mount="Griffon", joined="h")
    friends = unit("Crossbowmen", 1150, 760, id="c")
    s = at_fight([HALB, friends], [ORCS], [rider], terrain_pieces=[wood])
    # The Griffon makes the Halberdiers terrifying: the Orcs roll 3 dice a stand.
    ev = act(s, Fight("h"), [1] * 12 + [6, 6] + [1] * 7 + [1, 1])
    moved = [e for e in of_type(ev, "CharacterDisplaced") if e.rule == "combat.characters.mount"]
    assert len(moved) == 1 and moved[0].joined == "c"
    assert s.characters["hero"].joined == "c"


def test_a_mounted_character_with_no_friend_within_30cm_is_slain():
    wood = terrain("w", "wood", [(800, 711), (1000, 711), (1000, 800), (800, 800)], "Thicket")
    rider = char("Hero", 900, 725, id="hero", mount="Griffon", joined="h")
    s = at_fight([HALB], [ORCS], [rider], terrain_pieces=[wood])
    ev = act(s, Fight("h"), [1] * 12 + [6, 6] + [1] * 7 + [1, 1])
    assert one(ev, "CharacterSlain").character == "hero"
