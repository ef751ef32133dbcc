"""Giant Goes Wild 2 (digest 10.0) with a friend in the way: the Giant charges it and they fight one round.

Our reading (the Giant's rulebook entry): the loser retreats, the winner holds its ground, a draw parts
nobody, and then they are friends again; losses count for their own army.
"""

from game.core.actions import Proceed
from game.core.combat import Fight
from game.core.combat.engagements import engagements, update_engaged
from game.core.command import Order
from game.core.specials.giant import giant_kept
from game.core.state import GameState
from game.core.victory import losses, scoring
from tests.helpers import act, battle, char, of_type, unit

# The Giant (one 20 x 40 stand, y 380-420) faces the top edge, its nearest; the Orc Warriors stand in a
# column 8 cm up that road, facing it: front stand y 260-280, then 240-260 (supporting) and 220-240.
GIANT = unit("Giant", 900, 400, 0, id="gi")
FRIENDS = unit("Orc Warriors", 900, 250, 180, "column", id="o")
# The Giant's 10 dice (8, +1 charging, +1 monster charging) need 4s, the front Orc stand's 3 (4, -1 terror)
# too; Orc armour 6+, Giant armour 5+.


def charged_friend():
    s = battle(
        [unit("Halberdiers", 900, 1100, id="h"), unit("Halberdiers", 300, 1100, id="sp")],
        [GIANT, FRIENDS],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1500, 300, id="og")],
        step="orders",
        first=1,
    )
    ev = act(s, Order("og", ("gi",)), [5, 5, 2])
    return s, ev


def to_the_fight(s):
    while s.step != "fight":
        act(s, Proceed())


def test_wild_2_a_friend_in_the_way_is_charged_not_walked_into():
    s, ev = charged_friend()
    (turned,) = of_type(ev, "TurnsOnFriend")
    assert (turned.friend, turned.rule) == ("o", "specials.giant.wild.2")
    assert of_type(ev, "Charged")[0].target == "o"
    assert not of_type(ev, "WalkedThrough") and not s.units["o"].confused
    assert s.units["gi"].stands[0].pose == (900, 300, 0)  # front to front with the Orcs
    assert s.units["gi"].engaged and s.units["o"].engaged
    assert engagements(s) == [["gi", "o"]]


def test_friends_with_bows_do_not_shoot_at_their_own_giant_charging():
    goblins = unit("Goblins", 900, 250, 180, "column", id="o")
    s = battle(
        [unit("Halberdiers", 900, 1100, id="h"), unit("Halberdiers", 300, 1100, id="sp")],
        [GIANT, goblins],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1500, 300, id="og")],
        step="orders",
        first=1,
    )
    ev = act(s, Order("og", ("gi",)), [5, 5, 2])
    assert of_type(ev, "Charged")[0].target == "o"
    assert not [e for e in ev if e.rule.startswith("shooting")]
    assert s.units["gi"].engaged and s.units["o"].engaged


def test_the_giant_wins_the_round_and_holds_its_ground_the_friend_retreats():
    s, _ = charged_friend()
    to_the_fight(s)
    assert s.legal_actions() == [Fight("gi")]
    # Giant: 6 hits of 10, no 6+ saves. Orcs: 3 hits, the Giant saves 1 (5+).
    ev = act(s, Fight("gi"), [4, 4, 4, 4, 4, 4, 1, 1, 1, 1] + [1] * 6 + [6, 6, 6] + [6, 1, 1])
    assert of_type(ev, "TurnsOnFriend")[0].fight
    (rnd,) = of_type(ev, "CombatRound")
    assert (rnd.side0, rnd.side1, rnd.friends) == (("Giant",), ("Orc Warriors",), True)
    (res,) = of_type(ev, "CombatResult")
    assert (res.side_names, res.hits, res.supports, res.scores) == (("Giant", "Orc Warriors"), (6, 2), (0, 1), (6, 3))
    assert (res.winner, res.difference) == (0, 3)  # the Giant's camp
    assert of_type(ev, "StandsLost")[0].count == 2
    assert [(e.unit, e.rule) for e in of_type(ev, "Stood")] == [("gi", "combat.friends")]
    assert of_type(ev, "Retreated")[0].unit == "o"
    assert of_type(ev, "CombatOver")[0].rule == "combat.friends"
    assert s.units["gi"].stands[0].pose == (900, 300, 0)  # no pursuit, no advance
    assert s.units["o"].stands[0].pose == (900, 240, 180)  # 3 cm back, the one stand left
    assert s.legal_actions() == [Proceed()]  # nothing waits: the fight is over
    act(s, Proceed())
    assert not s.units["gi"].engaged and not s.units["o"].engaged
    assert giant_kept(s).fights is None


def test_the_giant_loses_the_round_and_retreats_the_friend_holds():
    s, _ = charged_friend()
    to_the_fight(s)
    # Giant: no hits. Orcs: 3 hits, the Giant saves none; 2 + 1 support = 3 against 0.
    ev = act(s, Fight("gi"), [1] * 10 + [6, 6, 6] + [1, 1, 1])
    (res,) = of_type(ev, "CombatResult")
    assert (res.scores, res.winner, res.difference) == ((0, 4), 1, 4)
    assert [e.unit for e in of_type(ev, "Stood")] == ["o"]
    assert of_type(ev, "Retreated")[0].unit == "gi"
    assert s.units["gi"].stands[0].pose == (900, 340, 0)  # 4 cm back towards its own edge
    assert s.units["gi"].hits == 3 and s.units["o"].stands[0].pose == (900, 270, 180)
    assert s.legal_actions() == [Proceed()]


def test_a_draw_parts_nobody_and_the_fight_ends_with_the_phase():
    s, _ = charged_friend()
    to_the_fight(s)
    # Giant: 1 hit, unsaved. Orcs: no hits: 1 against 0 + 1 support.
    ev = act(s, Fight("gi"), [4] + [1] * 9 + [1] + [1, 1, 1])
    (res,) = of_type(ev, "CombatResult")
    assert (res.scores, res.winner) == ((1, 1), None)
    assert "both hold their ground and the fight ends" in res.text()
    assert not of_type(ev, "Retreated") and not of_type(ev, "FellBack")
    assert of_type(ev, "CombatOver")
    assert s.legal_actions() == [Proceed()]
    act(s, Proceed())
    # Still touching, friends again: no fight next turn, and the odd hit is wiped as for any unit out of combat.
    assert engagements(s) == [] and not s.units["o"].engaged and s.units["o"].hits == 0


def test_the_friends_losses_count_for_its_own_army():
    s, _ = charged_friend()
    to_the_fight(s)
    before = losses(s, 1)
    act(s, Fight("gi"), [4, 4, 4, 4, 4, 4, 1, 1, 1, 1] + [1] * 6 + [6, 6, 6] + [6, 1, 1])
    # Down from 3 stands to 1: half a unit lost for the Orcs' break point, half its value to the Empire,
    # as for any loss (digest 9.2, 9.3); the Orcs score nothing for it.
    assert losses(s, 1) == before + 0.5
    assert [(x.side, x.id, x.how) for x in scoring(s)] == [(0, "o", "reduced to one stand")]


def test_a_save_made_during_the_fight_loads_with_it():
    s, _ = charged_friend()
    to_the_fight(s)
    d = s.to_dict()
    assert d["kept"]["orcs"]["fights"] == [["gi", "o"]]
    back = GameState.from_dict(d, s.ruleset)
    assert engagements(back) == [["gi", "o"]] and back.legal_actions() == [Fight("gi")]
    act(back, Fight("gi"), [1] * 10 + [6, 6, 6] + [1, 1, 1])
    act(back, Proceed())
    assert "fights" not in back.to_dict()["kept"]["orcs"]  # saves without a fight stay as they were


def test_the_computer_fights_it_and_moves_on():
    from game.ai.scripted import ScriptedAgent

    s, _ = charged_friend()
    to_the_fight(s)
    agent = ScriptedAgent(1, 1, "aggressive", "hard")
    action, _ = agent.choose(s)
    assert action == Fight("gi")
    act(s, action, [1] * 10 + [6, 6, 6] + [1, 1, 1])  # the Giant loses and retreats by itself
    assert agent.choose(s)[0] == Proceed()


def test_a_friend_already_fighting_is_not_charged_it_stops_the_giant_confused():
    # The Orcs are fighting Halberdiers on their far side: the Giant bumps into them instead.
    s = battle(
        [unit("Halberdiers", 900, 230, id="h"), unit("Halberdiers", 300, 1100, id="sp")],
        [GIANT, unit("Orc Warriors", 900, 250, 180, id="o", size=1)],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1500, 300, id="og")],
        step="orders",
        first=1,
    )
    update_engaged(s)
    assert s.units["o"].engaged
    ev = act(s, Order("og", ("gi",)), [5, 5, 2])
    assert not of_type(ev, "TurnsOnFriend") and not of_type(ev, "Charged")
    assert of_type(ev, "WalkedThrough")[0].friends == ("o",) and s.units["o"].confused
    assert giant_kept(s).fights is None
