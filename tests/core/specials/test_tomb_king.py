"""The Tomb King's bonus (digest 10.5 [6]): once a battle, +1 Attack to every stand of a unit within 20 cm."""

from game.core.actions import Proceed
from game.core.combat import Fight
from game.core.specials.tomb_king import TombKingBonus
from tests.core.combat.common import strikes
from tests.helpers import act, battle, char, unit

SKELETONS = unit("Skeletons", 900, 700, id="sk")  # front edge y 690
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")  # front to front with the Skeletons
SPARE0 = [unit("Skeletons", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(3)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]


def make(king=(900, 800), step="fight", joined=None, skeletons=SKELETONS):
    return battle(
        [skeletons, *SPARE0],
        [ORCS, *SPARE1],
        [char("Tomb King", *king, id="king", joined=joined)],
        [char("Orc General", 100, 40, id="og")],
        armies0="tomb_kings",
        step=step,
    )


def mods(strike):
    return {m.label: m.value for m in strike.modifiers}


def test_tomb_king_every_stand_of_the_unit_fights_with_plus_1_attack():
    s = make()
    act(s, TombKingBonus("king", "sk"))
    # 3 stands x (2 + 1) dice for the Skeletons, all missing; 3 x 4 for the Orcs, all missing.
    ev = act(s, Fight("o"), [1] * 9 + [1] * 12 + [1])
    st = strikes(ev)["sk", "o"]
    assert (st.dice, mods(st)) == (9, {"Tomb King": 3})


def test_tomb_king_without_the_bonus_the_skeletons_roll_2_dice_a_stand():
    s = make()
    ev = act(s, Fight("o"), [1] * 6 + [1] * 12 + [1])
    assert strikes(ev)["sk", "o"].dice == 6


def test_tomb_king_the_bonus_works_once_a_battle():
    s = make()
    act(s, TombKingBonus("king", "sk"))
    assert s.check(TombKingBonus("king", "sk")) == [
        "Tomb King has already called on his bonus; it works once a battle"
    ]


def test_tomb_king_the_unit_must_be_within_20cm_of_him():
    s = make(king=(900, 921))  # his top edge 21.1 cm below the Skeletons' rear edge at y 710
    assert s.check(TombKingBonus("king", "sk")) == [
        "Skeletons is 20.1 cm away; the Tomb King's bonus reaches 20 cm"
    ]
    assert make(king=(900, 920)).check(TombKingBonus("king", "sk")) == []


def test_tomb_king_the_bonus_is_called_in_the_combat_phase_and_lasts_only_that_phase():
    s = make(step="shoot")
    assert s.check(TombKingBonus("king", "sk")) == [
        "Tomb King calls on his bonus in the Combat phase; it is now the shooting phase"
    ]
    s = make(skeletons=unit("Skeletons", 900, 760, id="sk"))  # out of the fight, so nothing holds the phase
    act(s, TombKingBonus("king", "sk"))
    assert s.units["sk"].flags.get("kings_bonus") == 1
    act(s, Proceed())
    assert s.active == 1 and "kings_bonus" not in s.units["sk"].flags
