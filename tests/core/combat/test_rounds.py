"""A combat round: attack dice, hits, armour, casualties and the result (digest 5.2, 5.4, 5.5)."""

from game.core import carry
from game.core.actions import Proceed
from tests.core.combat.common import CombatChoice, Fight, act, at_fight, of_type, one, poses, strikes, unit

HALB = unit("Halberdiers", 900, 700, id="h")  # front edge at y 690
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")  # front edge at y 690, front to front


def test_every_stand_in_contact_rolls_its_attacks_and_fours_hit():
    s = at_fight([HALB], [ORCS])
    ev = act(
        s,
        Fight("h"),
        # Halberdiers 3 x 3 dice, three 4+; Orc saves 6+ on 3 hits.
        [6, 5, 4, 3, 2, 1, 1, 1, 1, 6, 1, 1]
        # Orc Warriors 3 x 4 dice, five 4+; Empire saves on 5 hits.
        + [4, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 6, 6, 1, 1, 1],
    )
    st = strikes(ev)
    assert (st["h", "o"].dice, st["h", "o"].hits, st["h", "o"].saved) == (9, 3, 1)
    assert (st["o", "h"].dice, st["o", "h"].hits, st["o", "h"].saved) == (12, 5, 2)
    r = one(ev, "CombatResult")
    assert (r.hits, r.scores, r.winner, r.difference) == ((2, 3), (2, 3), 1, 1)


def test_casualties_come_off_after_the_round_and_odd_hits_stay():
    s = at_fight([HALB], [ORCS])
    ev = act(s, Fight("h"), [6, 5, 4, 3, 2, 1, 1, 1, 1, 6, 1, 1] + [4] * 5 + [1] * 7 + [6, 6, 1, 1, 1])
    lost = one(ev, "StandsLost")
    assert (lost.unit, lost.count, lost.left) == ("h", 1, 2)
    # Both struck back before the Halberdiers' stand came off; the Orcs keep 2 odd hits.
    assert s.units["h"].hits == 0 and s.units["o"].hits == 2
    # Stands removed from the end of the line keep it whole.
    assert poses(s, "h") == [(900, 710, 0), (940, 710, 0)]


def test_the_side_whose_turn_it_is_strikes_first():
    s = at_fight([HALB], [ORCS])
    ev = act(s, Fight("h"), [1] * 9 + [1] * 12 + [4])  # a draw: the last die says who falls back first
    assert [e.unit for e in of_type(ev, "Strike")] == ["h", "o"]
    assert one(ev, "CombatResult").winner is None


def test_hits_beyond_what_the_enemy_can_take_do_not_count_for_the_result():
    # One Orc stand (3 hits to kill) takes 9 hits: only 3 count.
    s = at_fight([HALB], [unit("Orc Warriors", 900, 680, 180, id="o", size=1)])
    ev = act(s, Fight("h"), [6] * 9 + [1] * 9 + [1] * 4)
    r = one(ev, "CombatResult")
    assert r.hits == (3, 0) and r.winner == 0 and r.wiped_out == (False, True)
    assert not s.units["o"].alive


def test_hits_struck_before_the_fight_count_in_the_first_round():
    s = at_fight([HALB], [ORCS])
    carry.add_first_round_hits(s, "o", 2)  # e.g. shot as they charged
    ev = act(s, Fight("h"), [1] * 9 + [1] * 12)
    r = one(ev, "CombatResult")
    assert (r.carried, r.scores, r.winner) == ((2, 0), (2, 0), 0)
    assert carry.first_round_hits(s, "o") == 0


def test_a_side_wiped_out_loses_whatever_the_scores():
    # The lone Orc stand is destroyed although it struck more hits than it took.
    s = at_fight([HALB], [unit("Orc Warriors", 900, 680, 180, id="o", size=1)])
    ev = act(s, Fight("h"), [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1] + [6, 6, 6, 6, 1, 1, 1, 1])
    r = one(ev, "CombatResult")
    assert r.scores == (3, 4) and r.winner == 0 and r.wiped_out == (False, True)
    assert of_type(ev, "UnitDestroyed")[0].unit == "o"


def test_after_a_draw_a_die_each_says_who_removes_casualties_first():
    s = at_fight([HALB], [ORCS])
    # 3 hits each: both lose a stand; the Empire rolls 2, the Orcs 5: the Empire removes first.
    ev = act(s, Fight("h"), [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1] + [6, 6, 6] + [1] * 9 + [1, 1, 1] + [2, 5, 4])
    roll = [e for e in of_type(ev, "DiceRolled") if e.rule == "combat.casualties.order"]
    assert roll[0].faces == (2, 5)
    assert [e.unit for e in of_type(ev, "StandsLost")] == ["h", "o"]


def test_a_tie_on_the_casualty_die_is_rolled_again():
    s = at_fight([HALB], [ORCS])
    ev = act(s, Fight("h"), [6, 6, 6] + [1] * 6 + [1, 1, 1] + [6, 6, 6] + [1] * 9 + [1, 1, 1] + [3, 3, 6, 1, 4])
    rolls = [e.faces for e in of_type(ev, "DiceRolled") if e.rule == "combat.casualties.order"]
    assert rolls == [(3, 3), (6, 1)]
    assert [e.unit for e in of_type(ev, "StandsLost")] == ["o", "h"]


def test_trolls_regenerate_a_hit_after_casualties_and_it_still_counts():
    s = at_fight([HALB], [unit("Trolls", 900, 680, 180, id="t")])
    # Halberdiers score 4 hits (Troll armour 5+ saves none); Trolls roll nothing.
    ev = act(s, Fight("h"), [6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 2, 3, 4] + [1] * 15)
    assert one(ev, "CombatResult").scores == (4, 0)
    assert one(ev, "StandsLost").unit == "t"
    regen = one(ev, "Regenerated")
    assert regen.unit == "t" and s.units["t"].hits == 0


def test_armour_of_none_rolls_no_saves():
    s = at_fight([unit("Crossbowmen", 900, 700, id="c")], [ORCS])
    ev = act(s, Fight("c"), [1] * 9 + [6, 6] + [1] * 10)
    assert strikes(ev)["o", "c"].save_faces == () and strikes(ev)["o", "c"].hits == 2


def test_the_phase_cannot_end_while_an_engagement_is_unfought():
    s = at_fight([HALB], [ORCS])
    reasons = s.check(Proceed())
    assert reasons == ["every engagement must be fought; still to fight: Halberdiers/Orc Warriors"]
    assert s.legal_actions() == [Fight("h")]


def test_the_winner_decides_and_the_game_waits_for_its_side():
    s = at_fight([HALB], [ORCS])
    act(s, Fight("h"), [6, 5, 4, 3, 2, 1, 1, 1, 1, 6, 1, 1] + [4] * 5 + [1] * 7 + [6, 6, 1, 1, 1])
    assert s.acting_side() == 1
    assert s.legal_actions() == [
        CombatChoice("o", "stand"),
        CombatChoice("o", "fall_back"),
        CombatChoice("o", "pursue"),
    ]
    assert s.check(Proceed()) == ["Orcs must first decide what their units do after the combat round"]
    act(s, CombatChoice("o", "stand"))
    assert s.acting_side() == 0 and not s.units["o"].engaged and not s.units["h"].engaged
    assert s.check(Proceed()) == []
