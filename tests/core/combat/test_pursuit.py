"""Pursuit (digest 5.8): who may pursue, basic, indirect and supporting pursuit, and the second round."""

from tests.core.combat.common import (
    CombatChoice,
    Fight,
    act,
    at_fight,
    charge_then_fight,
    of_type,
    one,
    poses,
    strikes,
    unit,
)

HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")
# Halberdiers hit four times (Orcs fail every save), the Orcs roll nothing: the Orcs lose a stand
# and retreat 4 cm.
WIN_BY_4 = [6, 6, 6, 6] + [1] * 5 + [1, 1, 1, 1] + [1] * 12


def labels(strike):
    return {m.label: m.value for m in strike.modifiers}


def test_a_pursuer_goes_straight_forward_into_contact_and_fights_a_second_round():
    s = at_fight([HALB], [ORCS])
    act(s, Fight("h"), WIN_BY_4)
    assert poses(s, "o") == [(900, 640, 180), (860, 640, 180)]
    ev = act(s, CombatChoice("h", "pursue"), [1] * 15 + [1] * 8 + [4])
    p = one(ev, "Pursued")
    assert (p.how, p.targets) == ("basic", ("o",))
    assert poses(s, "h") == [(860, 660, 0), (900, 660, 0), (940, 660, 0)]
    assert one(ev, "CombatRound").round == 2
    st = strikes(ev)["h", "o"]
    # +1 for the pursuit and +1 for the one full 3 cm the Orcs retreated, on each of three stands.
    assert (st.dice, labels(st)) == (15, {"pursuit": 3, "enemy retreated 4 cm": 3})
    assert labels(strikes(ev)["o", "h"]) == {}


def test_a_winner_that_stands_ends_the_fight():
    s = at_fight([HALB], [ORCS])
    act(s, Fight("h"), WIN_BY_4)
    ev = act(s, CombatChoice("h", "stand"))
    assert one(ev, "Stood").unit == "h"
    assert one(ev, "CombatOver").units == ("h", "o")
    assert s.legal_actions()[-1].kind == "proceed"


def test_infantry_cannot_pursue_cavalry():
    s = at_fight([HALB], [unit("Boar Riders", 900, 670, 180, id="o")])
    act(s, Fight("h"), [6, 6, 6] + [1] * 6 + [1, 1, 1] + [1] * 12)
    assert s.legal_actions() == [CombatChoice("h", "stand"), CombatChoice("h", "fall_back")]
    assert s.check(CombatChoice("h", "pursue")) == [
        "Halberdiers may not pursue the enemies that retreated (foot cannot chase riders, nor walkers flyers)"
    ]


def test_infantry_that_charged_cavalry_in_the_flank_may_pursue_them():
    riders = unit("Boar Riders", 900, 600, 90, id="b")  # facing east: their right flank faces the Halberdiers
    s, ev = charge_then_fight([HALB], [riders], "h", "b")
    assert one(ev, "Charged").edge == "flank"
    act(s, Fight("b"), [6, 6, 6] + [1] * 9 + [1, 1, 1] + [1] * 3)
    assert CombatChoice("h", "pursue") in s.legal_actions()


def test_artillery_never_pursues():
    cannon = unit("Cannon", 900, 700, id="can")
    s = at_fight([cannon], [unit("Goblins", 900, 670, 180, id="g")])
    act(s, Fight("can"), [6, 6] + [1] * 6)
    assert s.check(CombatChoice("can", "pursue")) == ["artillery never pursues"]


def test_troops_that_must_pursue_do_so_without_being_asked():
    s = at_fight([unit("Flagellants", 900, 700, id="f")], [ORCS])
    # Round 1: the Flagellants win by 4 and follow at once; round 2: 3 stands x (5 + 1 + 1).
    ev = act(s, Fight("f"), [6, 6, 6, 6] + [1] * 11 + [1, 1, 1, 1] + [1] * 12 + [1] * 21 + [1] * 8 + [4])
    assert one(ev, "Pursued").unit == "f"
    assert [e.round for e in of_type(ev, "CombatRound")] == [1, 2]


def test_with_nobody_straight_ahead_a_pursuer_that_sees_the_enemy_pursues_like_a_charge():
    lone = unit("Halberdiers", 900, 700, id="h", size=1)
    corner = unit("Orc Warriors", 940, 680, 180, id="o", size=1)  # corner to corner
    s = at_fight([lone], [corner])
    act(s, Fight("h"), [6, 6, 1] + [1, 1] + [1] * 4)
    assert poses(s, "o") == [(940, 660, 180)]
    ev = act(s, CombatChoice("h", "pursue"), [1] * 4 + [1] * 4 + [4])
    assert one(ev, "Pursued").how == "indirect"
    assert poses(s, "h") == [(940, 680, 0)]


def test_infantry_that_cannot_reach_the_enemy_may_pursue_into_support():
    second = unit("Crossbowmen", 900, 720, id="c")  # right behind the Halberdiers
    s = at_fight([HALB, second], [ORCS])
    # Four hits and three supporting stands: the Orcs retreat 7 cm; the Halberdiers follow them.
    act(s, Fight("c"), WIN_BY_4)
    act(s, CombatChoice("h", "pursue"))
    assert poses(s, "h") == [(860, 630, 0), (900, 630, 0), (940, 630, 0)]
    # The Crossbowmen cannot see past their friends: they pursue into support, right behind them.
    ev = act(s, CombatChoice("c", "pursue"), [1] * 18 + [1] * 8)
    assert one(ev, "Pursued").how == "supporting"
    assert poses(s, "c") == [(860, 650, 0), (900, 650, 0), (940, 650, 0)]
    # The right-hand Halberdier meets the Orcs only corner to corner: the stand behind it cannot support.
    assert one(ev, "CombatResult").supports == (2, 0)
