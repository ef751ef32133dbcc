"""The Banner of Fortune (digest 6.4): once a battle its side may have all the attack dice of one roll of the unit
rolled again, after seeing them; play waits for the answer, and the action goes on from the new roll."""

from __future__ import annotations

from game.core import UseItem, items_kept, legal_uses
from game.core.combat import Fight
from game.core.dice import ScriptedDice
from tests.core.combat.common import act, at_fight, of_type, strikes, unit

ORCS = unit("Orc Warriors", 900, 680, 180, id="o")
FORTUNE = "banner_of_fortune"
# The Halberdiers strike 9 dice at 4+, all missing; the Orcs strike 12 dice, all missing; a die for the draw.
MISSED = [1] * 9 + [1] * 12 + [3]


def said(events):
    return [e.text() for e in of_type(events, "ItemWorks")]


def _fortune_fight():
    s = at_fight([unit("Halberdiers", 900, 700, id="h", item="Banner of Fortune")], [ORCS])
    ev = act(s, Fight("h"), MISSED)
    return s, ev


def test_a_missed_combat_roll_waits_for_the_banners_side_to_decide():
    s, ev = _fortune_fight()
    assert said(ev) == ["Banner of Fortune of Halberdiers: 0 hits from 9 dice: the banner may have them all rolled again"]
    held = items_kept(s).held
    assert held is not None and (held["carrier"], held["hits"], held["side"]) == ("h", 0, 0)
    assert legal_uses(s) == [UseItem("h", FORTUNE), UseItem("h", FORTUNE, use=False)]
    # Nothing else goes on until the side answers.
    assert s.check(Fight("h")) and s.acting_side() == 0


def test_taking_the_chance_rolls_the_nine_dice_again_and_fights_on_from_there():
    s, _ = _fortune_fight()
    # The nine dice again: three 4s hit; the Orcs save none of them (1s) and strike their 12 dice as before.
    ev = act(s, UseItem("h", FORTUNE), [4] * 3 + [1] * 6 + [1] * 3 + [1] * 12)
    assert said(ev) == ["Banner of Fortune of Halberdiers: 0 hits from 9 dice: all are rolled again, 3 hits now"]
    assert strikes(ev)["h", "o"].hits == 3 and s.units["o"].hits + 3 * (3 - len(s.units["o"].stands)) == 3
    assert s.units["h"].flags["item:" + FORTUNE] == 0 and items_kept(s).held is None


def test_letting_it_go_keeps_the_roll_and_the_banner():
    s, _ = _fortune_fight()
    before = s.units["o"].hits, len(s.units["o"].stands)
    ev = act(s, UseItem("h", FORTUNE, use=False))
    assert said(ev) == ["Banner of Fortune of Halberdiers: the roll of 0 hits stands; the banner is kept for later"]
    assert (s.units["o"].hits, len(s.units["o"].stands)) == before
    assert s.units["h"].flags["item:" + FORTUNE] == 1 and items_kept(s).held is None


def test_a_roll_that_hits_with_every_die_is_not_offered():
    s = at_fight([unit("Halberdiers", 900, 700, id="h", item="Banner of Fortune")], [ORCS])
    act(s, Fight("h"), [6] * 9 + [1] * 9 + [1] * 12)
    assert items_kept(s).held is None and s.units["h"].flags["item:" + FORTUNE] == 1


def test_a_poor_volley_is_offered_and_shot_again():
    from game.core.shooting import Shoot
    from tests.core.shooting.common import shooting

    s = shooting([unit("Crossbowmen", 900, 700, id="u1", item="Banner of Fortune")],
                 [unit("Orc Warriors", 900, 560, 180, id="o1")])
    act(s, Shoot("u1", "o1"), [1, 2, 3])
    assert items_kept(s).held is not None and len(s.units["o1"].stands) == 3
    act(s, UseItem("u1", FORTUNE), [4, 5, 6] + [1, 1, 1])
    assert len(s.units["o1"].stands) == 2  # 3 hits: one stand of Orcs


def test_the_decision_replays_the_same_from_the_same_dice():
    s = at_fight([unit("Halberdiers", 900, 700, id="h", item="Banner of Fortune")], [ORCS])
    twin = s.clone()
    again = [4] * 3 + [1] * 6 + [1] * 3 + [1] * 12
    for state in (s, twin):
        state.apply(Fight("h"), ScriptedDice(MISSED))
        state.apply(UseItem("h", FORTUNE), ScriptedDice(again))
    assert s.state_hash() == twin.state_hash() and s.units["o"].hits + len(s.units["o"].stands) != 3


def test_the_computer_rolls_a_poor_roll_again_and_keeps_a_fair_one():
    from game.ai.plans.items import choose_item

    s, _ = _fortune_fight()
    assert choose_item(s) is not None and choose_item(s)[0] == UseItem("h", FORTUNE)  # type: ignore[index]
    fair = at_fight([unit("Halberdiers", 900, 700, id="h", item="Banner of Fortune")], [ORCS])
    # Five hits from nine dice at 4+: better than the 4.5 on average, kept.
    act(fair, Fight("h"), [4] * 5 + [1] * 4 + [1] * 5 + [1] * 12)
    choice = choose_item(fair)
    assert choice is not None and choice[0] == UseItem("h", FORTUNE, use=False)


def test_the_banner_is_still_asked_when_its_unit_falls_in_the_round_of_the_roll():
    s = at_fight([unit("Halberdiers", 900, 700, id="h", item="Banner of Fortune")], [ORCS])
    # All nine miss; the Orcs' twelve dice all hit and no save is made: the Halberdiers are wiped out.
    act(s, Fight("h"), [1] * 9 + [6] * 12 + [1] * 12)
    assert not s.units["h"].alive and items_kept(s).held is not None
    assert not s.check(UseItem("h", FORTUNE)) and not s.check(UseItem("h", FORTUNE, use=False))
    # Thrown again the nine hit with six dice, saved by none; the Orcs' twelve dice and saves as before.
    act(s, UseItem("h", FORTUNE), [6] * 6 + [1] * 3 + [1] * 6 + [6] * 12 + [1] * 12)
    assert strikes_hits(s) == 6 and not s.units["h"].alive and items_kept(s).held is None


def strikes_hits(s):
    return s.units["o"].hits + 3 * (3 - len(s.units["o"].stands))


def test_an_army_breaking_in_the_action_waits_for_the_banners_answer():
    from tests.core.combat.common import GENERALS0, GENERALS1, battle

    s = battle([unit("Halberdiers", 900, 700, id="h", item="Banner of Fortune")], [ORCS], GENERALS0, GENERALS1,
               step="fight")
    # The Halberdiers, the Empire's only unit, are wiped out by the round whose roll waits for the banner.
    act(s, Fight("h"), [1] * 9 + [6] * 12 + [1] * 12)
    assert not s.units["h"].alive and s.result is None and items_kept(s).held is not None
    # Kept: the losses stand and the army withdraws at once.
    act(s, UseItem("h", FORTUNE, use=False))
    assert s.result is not None and s.withdrawn == 0
