"""Advances (digest 5.10): only when every enemy is destroyed, up to 20 cm, once a phase, no charge bonus."""

from game.core.combat.engagements import pending_engagements
from tests.core.combat.common import CombatChoice, Fight, act, at_fight, one, poses, strikes, unit

HALB = unit("Halberdiers", 900, 700, id="h")
LONE = unit("Orc Warriors", 900, 680, 180, id="o", size=1)  # one stand, meeting all three Halberdiers
FRESH = unit("Orc Warriors", 900, 560, 180, id="o2")  # 12 cm away, in no combat
# Three hits on the lone stand (no saves): destroyed; the Orcs roll nothing.
WIPE = [6, 6, 6] + [1] * 6 + [1, 1, 1] + [1] * 4


def test_a_winner_whose_enemies_are_all_destroyed_may_advance_and_fights_a_fresh_enemy_at_once():
    s = at_fight([HALB], [LONE, FRESH])
    act(s, Fight("h"), WIPE)
    assert s.legal_actions() == [
        CombatChoice("h", "stand"),
        CombatChoice("h", "fall_back"),
        CombatChoice("h", "advance"),
    ]
    ev = act(s, CombatChoice("h", "advance"))
    a = one(ev, "Advanced")
    assert (a.target, a.contacted, a.joins_now) == ("o2", ("o2",), True)
    assert poses(s, "h") == [(860, 580, 0), (900, 580, 0), (940, 580, 0)]
    assert s.units["o2"].engaged
    # The new fight comes next, and the advance brings no charge bonus.
    assert s.legal_actions() == [Fight("h")]
    ev = act(s, Fight("h"), [1] * 9 + [1] * 12 + [4])
    assert strikes(ev)["h", "o2"].dice == 9


def test_no_advance_while_an_enemy_of_the_fight_survives():
    s = at_fight([HALB], [unit("Orc Warriors", 900, 680, 180, id="o"), FRESH])
    act(s, Fight("h"), [6, 6, 6, 6] + [1] * 5 + [1] * 4 + [1] * 12)
    assert s.check(CombatChoice("h", "advance")) == ["a unit advances only when every enemy of its fight is destroyed"]


def test_no_advance_without_an_enemy_in_sight_within_20cm():
    far = unit("Orc Warriors", 900, 440, 180, id="o2")  # 24 cm away
    s = at_fight([HALB], [LONE, far])
    act(s, Fight("h"), WIPE)
    assert s.check(CombatChoice("h", "advance")) == ["Halberdiers can neither see nor reach an enemy within 20 cm"]


def test_a_unit_advances_only_once_a_phase():
    second = unit("Orc Warriors", 900, 560, 180, id="o2", size=1)
    third = unit("Orc Warriors", 900, 440, 180, id="o3")
    s = at_fight([HALB], [LONE, second, third])
    act(s, Fight("h"), WIPE)
    act(s, CombatChoice("h", "advance"))
    act(s, Fight("h"), WIPE)
    assert not s.units["o2"].alive
    assert s.check(CombatChoice("h", "advance")) == ["Halberdiers has already advanced this phase"]
    act(s, CombatChoice("h", "stand"))
    assert pending_engagements(s) == []


def test_advancing_into_a_fight_already_fought_this_phase_waits_for_next_turn():
    # Crossbowmen beat an Orc unit from behind twice and pursue it south, towards the Halberdiers.
    rear = unit("Crossbowmen", 900, 520, 180, id="c2")  # front edge on the Orcs' rear edge
    orcs = unit("Orc Warriors", 900, 540, 180, id="o3")
    s = at_fight([HALB, rear], [LONE, orcs])
    act(s, Fight("c2"), [6, 6, 6] + [1] * 6 + [1, 1, 1] + [1] * 9)
    act(s, CombatChoice("c2", "pursue"), [6, 6, 6] + [1] * 12 + [1, 1, 1] + [1] * 6)
    ev = act(s, CombatChoice("c2", "pursue"))
    assert one(ev, "CombatUnresolved").units == ("c2", "o3")
    # The Halberdiers destroy their lone enemy and advance into the Orcs of that unresolved fight.
    act(s, Fight("h"), WIPE)
    ev = act(s, CombatChoice("h", "advance"))
    a = one(ev, "Advanced")
    assert (a.target, a.joins_now) == ("o3", False)
    assert "already fought" in one(ev, "CombatUnresolved").reason
    assert pending_engagements(s) == [] and s.units["h"].engaged


def test_power_of_herd_is_not_carried_into_an_advance():
    from game.core.magic.effects import HERD, ply, set_lasting

    s = at_fight([HALB], [LONE, FRESH])
    act(s, Fight("h"), WIPE)
    # Power of Herd on the winners for this Combat phase (cast before the fight; set here so the dice above hold).
    set_lasting(s.units["h"], HERD, 1, ply(s))
    act(s, CombatChoice("h", "advance"))
    # Into the new fight without the spell's +1 a stand: 3 stands x 3 Attacks, no charge bonus.
    assert HERD not in s.units["h"].flags
    ev = act(s, Fight("h"), [1] * 9 + [1] * 12 + [4])
    assert strikes(ev)["h", "o2"].dice == 9
