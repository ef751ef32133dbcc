"""The Skirmisher stand in combat (digest 10.1 [3]): it fights as part of its unit with its own 4 Attacks."""

from game.core.combat import Fight
from game.core.combat.attacks import plan_round
from tests.helpers import act, battle, char, of_type, unit

ORCS = unit("Orc Warriors", 900, 680, 180, id="o")  # front to front with the Halberdiers


def make(**kw):
    s = battle(
        [unit("Halberdiers", 900, 700, id="h", addons=("Skirmishers",), **kw), unit("Halberdiers", 150, 1120, id="sp")],
        [ORCS, unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("General", 1700, 1150, id="g")],
        [char("Orc General", 100, 40, id="og")],
        step="fight",
    )
    return s


def test_skirmishers_the_skirmisher_stand_strikes_with_its_own_4_attacks():
    s = make()
    plan = plan_round(s, ["h", "o"], 1)
    stands = plan.attacks["h"].stands
    assert [st.dice for st in stands] == [3, 3, 3, 4]
    assert [m.rule for m in stands[-1].modifiers] == ["specials.skirmishers"]


def test_skirmishers_the_add_on_is_the_first_stand_lost_and_then_strikes_no_more():
    s = make(size=2)  # three stands left of four: the Skirmishers are gone
    plan = plan_round(s, ["h", "o"], 1)
    assert sum(st.dice for st in plan.attacks["h"].stands) == 9


def test_skirmishers_a_fight_rolls_the_skirmishers_dice_with_the_units():
    s = make()
    ev = act(s, Fight("h"), [1] * 13 + [1] * 12 + [1])
    (strike,) = [e for e in of_type(ev, "Strike") if e.unit == "h"]
    assert strike.dice == 13
