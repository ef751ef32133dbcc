"""What each magic item does in play (digest 6.4), each clause with scripted dice and exact results."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.combat import CombatChoice, Fight
from tests.core.combat.common import act, at_fight, char, charge_then_fight, of_type, strikes, unit


def labels(strike):
    return {m.label: m.value for m in strike.modifiers}


def said(events):
    return [e.text() for e in of_type(events, "ItemWorks")]


ORCS = unit("Orc Warriors", 900, 680, 180, id="o")
HALB = unit("Halberdiers", 900, 700, id="h")


def _end_combat_phase(s, faces=()):
    events = []
    while s.phase == "combat":
        events += act(s, Proceed(), list(faces))
    return events


def test_battle_banner_adds_an_attack_a_stand_in_the_first_engagement_only():
    banner = unit("Halberdiers", 900, 750, id="h", item="Battle Banner")
    s, ev = charge_then_fight([banner], [ORCS], "h", "o")
    assert said(ev) == ["Battle Banner of Halberdiers: +1 Attack a stand in its first engagement"]
    ev = act(s, Fight("h"), [6] * 6 + [1] * 9 + [1] * 6 + [1] * 12)
    st = strikes(ev)["h", "o"]
    assert (st.dice, labels(st)) == (15, {"charging": 3, "Battle Banner": 3})
    # The pursuit round belongs to the same engagement: the banner's Attack stays, on the 2 stands in contact.
    ev = act(s, CombatChoice("h", "pursue"), [1] * 14 + [1] * 4 + [1])
    assert labels(strikes(ev)["h", "o"])["Battle Banner"] == 2


def test_battle_banner_ends_with_the_combat_phase_that_leaves_the_unit_unengaged():
    banner = unit("Halberdiers", 900, 750, id="h", item="Battle Banner")
    s, _ = charge_then_fight([banner], [ORCS], "h", "o")
    act(s, Fight("h"), [6] * 6 + [1] * 9 + [1] * 6 + [1] * 12)
    act(s, CombatChoice("h", "stand"))
    ev = _end_combat_phase(s)
    assert said(ev) == ["Battle Banner of Halberdiers: its first engagement is over"]
    assert s.units["h"].flags["item:battle_banner"] == 0


def test_banner_of_shielding_makes_armour_one_better_until_a_stand_is_lost():
    shielded = unit("Halberdiers", 900, 700, id="h", item="Banner of Shielding")
    s = at_fight([shielded], [ORCS])
    assert s.unit_profile(s.units["h"]).armour == 5  # Halberdiers save on 6+: one better
    # The Orcs strike 12 dice: 3 hits; the Halberdiers save on 5+ (5, 6, 4): 2 saved, 1 hit, no stand lost.
    ev = act(s, Fight("h"), [1] * 9 + [6, 6, 6] + [1] * 9 + [5, 6, 4])
    st = strikes(ev)["o", "h"]
    assert (st.hits, st.saved) == (3, 2)
    assert s.unit_profile(s.units["h"]).armour == 5


def test_banner_of_shielding_is_lost_with_the_first_stand():
    shielded = unit("Halberdiers", 900, 700, id="h", item="Banner of Shielding")
    s = at_fight([shielded], [ORCS])
    ev = act(s, Fight("h"), [1] * 9 + [6] * 6 + [1] * 6 + [1] * 6)
    assert "Banner of Shielding of Halberdiers: the unit has lost a stand: its Armour is as before" in said(ev)
    assert s.unit_profile(s.units["h"]).armour == 6


def test_banner_of_fortitude_adds_a_hit_a_stand_for_the_first_engagement():
    steady = unit("Halberdiers", 900, 700, id="h", item="Banner of Fortitude")
    s = at_fight([steady], [ORCS])
    assert s.unit_profile(s.units["h"]).hits == 4
    # 5 hits on the Halberdiers: one stand (4 hits) and 1 hit carried, where 3 Hits would lose one and carry 2.
    act(s, Fight("h"), [1] * 9 + [6] * 5 + [1] * 7 + [1] * 5)
    assert len(s.units["h"].stands) == 2 and s.units["h"].hits == 1


def test_sword_of_might_gives_one_stand_of_a_unit_an_extra_attack():
    s = at_fight([unit("Halberdiers", 900, 700, id="h", item="Sword of Might")], [ORCS])
    ev = act(s, Fight("h"), [1] * 10 + [1] * 12 + [4])
    assert sum(st.dice for (a, _), st in strikes(ev).items() if a == "h") == 10


def test_sword_of_might_adds_one_to_a_joined_characters_attack_bonus():
    hero = char("Hero", 900, 700, id="hero", joined="h", item="Sword of Might")
    s = at_fight([HALB], [ORCS], chars0=[hero])
    ev = act(s, Fight("h"), [1] * 11 + [1] * 12 + [4])
    # 9 for the stands, the Hero's +1 and the sword's +1.
    assert sum(st.dice for (a, _), st in strikes(ev).items() if a == "h") == 9 + 1 + 1


def test_sword_of_fate_adds_an_attack_in_the_first_round_of_the_first_combat_only():
    s = at_fight([unit("Halberdiers", 900, 700, id="h", item="Sword of Fate")], [ORCS])
    ev = act(s, Fight("h"), [1] * 10 + [1] * 12 + [4])
    assert sum(st.dice for (a, _), st in strikes(ev).items() if a == "h") == 10
    assert said(ev) == ["Sword of Fate of Halberdiers: its Attack is spent after the first round"]
    assert s.units["h"].flags["item:sword_of_fate"] == 0


def test_banner_of_fortitude_discards_the_hits_left_over_when_the_first_engagement_ends():
    steady = unit("Halberdiers", 900, 700, id="h", item="Banner of Fortitude")
    s = at_fight([steady], [ORCS])
    # Orcs win 5-0: one stand lost, 1 hit carried; the Halberdiers retreat out of the fight.
    act(s, Fight("h"), [1] * 9 + [6] * 5 + [1] * 7 + [1] * 5)
    events = []
    while s.phase == "combat":
        legal = s.legal_actions()
        events += act(s, legal[0]) if not isinstance(legal[0], Proceed) else act(s, Proceed())
    assert "Banner of Fortitude of Halberdiers: its first engagement is over; the 1 hit left over is discarded" in said(
        events
    )
    assert s.unit_profile(s.units["h"]).hits == 3 and s.units["h"].hits == 0


def test_banner_of_steadfastness_ignores_one_hit_from_shooting_a_turn_after_saves():
    from game.core.shooting import Shoot
    from tests.core.shooting.common import shooting

    steady = unit("Orc Warriors", 900, 560, 180, id="o1", item="Banner of Steadfastness")
    s = shooting([unit("Crossbowmen", 900, 700, id="u1"), unit("Handgunners", 1020, 700, id="u2")], [steady])
    # 3 hits, one saved on a 6: 2 struck, and the banner turns one aside.
    ev = act(s, Shoot("u1", "o1"), [4, 5, 6, 3, 6, 2])
    assert said(ev) == ["Banner of Steadfastness of Orc Warriors: one hit from the shooting is ignored this turn"]
    assert s.units["o1"].hits == 1
    # The second volley of the same turn: every hit counts.
    ev = act(s, Shoot("u2", "o1"), [4, 1, 1])  # handguns: no save for the Orcs
    assert said(ev) == [] and s.units["o1"].hits == 2


def test_sword_of_cleaving_rolls_one_missed_attack_die_again_each_round():
    s = at_fight([unit("Halberdiers", 900, 700, id="h", item="Sword of Cleaving")], [ORCS])
    # Nine misses: the first is rolled again (5, a hit); the Orcs fail their save and miss with all 12.
    ev = act(s, Fight("h"), [1] * 9 + [5] + [1] + [1] * 12)
    assert said(ev) == ["Sword of Cleaving of Halberdiers: a missed 1 is rolled again: 5, a hit"]
    assert strikes(ev)["h", "o"].hits == 1
    assert "item:round:sword_of_cleaving" not in s.units["h"].flags  # it works again next round


def test_sword_of_cleaving_carried_by_a_joined_character_rolls_his_units_miss_again():
    hero = char("Hero", 900, 700, id="hero", joined="h", item="Sword of Cleaving")
    s = at_fight([HALB], [ORCS], chars0=[hero])
    # 10 dice (the Hero's 1 with the stands' 9): one miss, rolled again.
    ev = act(s, Fight("h"), [1] * 9 + [4] + [6] + [1] * 2 + [1] * 12)
    assert said(ev) == ["Sword of Cleaving of Hero: a missed 1 is rolled again: 6, a hit"]
    assert strikes(ev)["h", "o"].hits == 2


def test_sword_of_destruction_makes_the_enemy_roll_one_successful_save_again_each_round():
    s = at_fight([unit("Halberdiers", 900, 700, id="h", item="Sword of Destruction")], [ORCS])
    # 3 hits; the Orcs save two on 6s, and the first of them is rolled again: a 2, lost.
    ev = act(s, Fight("h"), [6] * 3 + [1] * 6 + [6, 6, 1] + [2] + [1] * 12)
    assert said(ev) == ["Sword of Destruction of Halberdiers: Orc Warriors roll a save of 6 again: 2, the save is lost"]
    st = strikes(ev)["h", "o"]
    assert (st.hits, st.saved) == (3, 1)
