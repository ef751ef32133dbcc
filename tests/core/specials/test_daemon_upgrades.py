"""The Daemon Overlord's upgrades (digest 10.13 [4]-[6]): Wings, Favour of the Gods and Wizard powers may be
taken together, in the roster and on the table; other mounts and upgrades still stand alone."""

from game.core.command.characters import character_move_reach
from game.core.items.catalogue import BY_NAME, character_may_carry
from game.core.magic import Cast
from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_points, roster_problems
from tests.core.specials.test_daemons import daemons, down_to
from tests.helpers import act, armies, unit

ALL_THREE = "Daemonic Wings + Favour of the Gods + Wizard powers"


def roster(*characters, army="daemons", units=("Daemon Hordes",) * 3):
    return Roster(name="t", army=army, points_cap=1000, units=tuple(RosterUnit(u) for u in units),
                  characters=tuple(characters))


def test_the_overlord_may_take_all_three_upgrades_paying_for_each():
    army = armies()["daemons"]
    r = roster(RosterCharacter("Daemon Overlord", ALL_THREE))
    assert roster_problems(r, army) == []
    # 3 Hordes at 75, the Overlord at 125, and 10 + 50 + 25 for his upgrades.
    assert roster_points(r, army) == 225 + 125 + 85
    mp = army.mount(ALL_THREE)
    assert (mp.attack_bonus, mp.flying, mp.terror, mp.special) == (1, True, True, ("daemon_wizard",))


def test_a_hero_may_combine_wings_and_favour_but_never_take_wizard_powers():
    army = armies()["daemons"]
    both = roster(RosterCharacter("Daemon Overlord"), RosterCharacter("Daemon Lord Hero", "Daemonic Wings + Favour of the Gods"))
    assert roster_problems(both, army) == []
    bad = roster(RosterCharacter("Daemon Overlord"), RosterCharacter("Daemon Lord Hero", "Daemonic Wings + Wizard powers"))
    assert [p.message for p in roster_problems(bad, army)] == ["Wizard powers may only be taken by: General"]


def test_an_upgrade_counts_against_its_limit_and_is_never_taken_twice():
    army = armies()["daemons"]
    twice = roster(RosterCharacter("Daemon Overlord", "Daemonic Wings + Daemonic Wings"))
    assert any("named twice" in p.message for p in roster_problems(twice, army))
    # Favour of the Gods is one per 1000 points: an Overlord and a Hero may not both have it.
    many = roster(RosterCharacter("Daemon Overlord", "Favour of the Gods + Wizard powers"),
                  RosterCharacter("Daemon Lord Hero", "Favour of the Gods"))
    assert any(p.message.startswith("Favour of the Gods: at most 1") for p in roster_problems(many, army))


def test_mounts_that_do_not_combine_still_stand_alone():
    army = armies()["araby"]
    r = roster(RosterCharacter("General", "Elephant + Djinn"), army="araby", units=("Spearmen",) * 2 + ("Bowmen",) * 2)
    assert [p.message for p in roster_problems(r, army)] == ["Elephant cannot be taken together with another upgrade"]


def test_on_the_table_he_flies_fights_harder_causes_terror_and_casts():
    s = daemons([unit("Daemon Hordes", 900, 700, id="h")], general=("Daemon Overlord", 900, 850), gmount=ALL_THREE)
    gen = s.characters["gen"]
    mp = s.mount_profile(gen)
    assert mp.flying and mp.terror and mp.attack_bonus == 1
    assert character_move_reach(s, gen) == 1000
    assert character_may_carry(BY_NAME["Ring of Magic"], s.character_profile(gen), mp) == ""
    down_to(s, "h", 2)
    act(s, Cast("gen", "Summon Daemons", target="h"), [4])
    assert len(s.units["h"].stands) == 3
