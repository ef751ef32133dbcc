"""Unresolved combats and the end of the phase (digest 5.1, 5.4): two rounds at most, then next turn."""

from game.core.actions import Proceed
from game.core.combat.attacks import RETREAT_MM
from game.core.combat.kept import combat_kept
from tests.core.combat.common import CombatChoice, Fight, act, at_fight, of_type, one, strikes, unit

HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")
WIN_BY_4 = [6, 6, 6, 6] + [1] * 5 + [1, 1, 1, 1] + [1] * 12


def labels(strike):
    return {m.label: m.value for m in strike.modifiers}


def two_rounds():
    s = at_fight([HALB], [ORCS])
    act(s, Fight("h"), WIN_BY_4)
    # Round 2: three more hits (the Orcs lose another stand, one hit stays), the Orcs roll nothing.
    ev = act(s, CombatChoice("h", "pursue"), [6, 6, 6] + [1] * 12 + [1, 1, 1] + [1] * 8)
    assert one(ev, "CombatResult").scores == (3, 0)
    ev += act(s, CombatChoice("h", "pursue"))
    return s, ev


def test_a_pursuit_after_the_second_round_leaves_the_combat_unresolved():
    s, ev = two_rounds()
    u = one(ev, "CombatUnresolved")
    assert u.units == ("h", "o") and "two rounds" in u.reason
    assert [e.round for e in of_type(ev, "CombatRound")] == [2]
    assert s.units["h"].engaged and s.units["o"].engaged
    assert s.check(Proceed()) == []


def test_units_in_an_unresolved_combat_keep_their_odd_hits_and_others_lose_theirs():
    s, _ = two_rounds()
    s.units["spare0"].hits = 2
    ev = act(s, Proceed())
    assert [(e.unit, e.hits) for e in of_type(ev, "OddHitsDiscarded")] == [("spare0", 2)]
    assert s.units["o"].hits == 1 and s.units["spare0"].hits == 0


def test_an_unresolved_combat_is_fought_next_turn_with_the_pursuit_bonus():
    s, _ = two_rounds()
    assert s.units["o"].flags[RETREAT_MM] == 30
    while not (s.active == 1 and s.step == "fight"):
        act(s, Proceed())
    assert s.legal_actions() == [Fight("h")]
    ev = act(s, Fight("h"), [1] * 4 + [1] * 10 + [4])
    st = strikes(ev)
    # The Orcs' turn: they strike first. Two Halberdier stands still touch the last Orc stand (one
    # corner to corner); each keeps +1 pursuit and +1 for the full 3 cm the Orcs retreated.
    assert [e.unit for e in of_type(ev, "Strike")] == ["o", "h"]
    assert (st["h", "o"].dice, labels(st["h", "o"])) == (10, {"pursuit": 2, "enemy retreated 3 cm": 2})


def test_odd_hits_are_wiped_from_units_no_longer_engaged_at_the_end_of_the_phase():
    s = at_fight([HALB], [ORCS])
    act(s, Fight("h"), [6, 6, 6, 6] + [1] * 5 + [1, 1, 1, 1] + [1] * 12)
    act(s, CombatChoice("h", "stand"))
    assert s.units["o"].hits == 1
    ev = act(s, Proceed())
    assert [(e.unit, e.hits) for e in of_type(ev, "OddHitsDiscarded")] == [("o", 1)]
    assert s.units["o"].hits == 0 and combat_kept(s).record is None
    assert RETREAT_MM not in s.units["o"].flags
