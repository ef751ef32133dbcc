"""Araby's Elephants stampede instead of becoming confused (digest 10.15 [5]), each clause with scripted dice."""

from game.core.actions import Proceed
from game.core.combat import Fight
from game.core.command.actions import Order
from game.core.confusion import confuse, confusion_test
from game.core.dice import ScriptedDice
from game.core.questions import PURSUES_ONLY
from game.core.specials.araby_stampede import STAMPEDE
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Spearmen", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]


def araby(units0, units1, step="shoot"):
    """Araby (side 0, bottom, facing up) with Elephants at (900, 800) against Orcs (side 1, top, facing down)."""
    return battle([unit("Elephants", 900, 800, id="e"), *units0, *SPARE0], [*units1, *SPARE1],
                  [char("General", 1700, 1150, id="gen")], [char("Orc General", 100, 40, id="og")],
                  armies0="araby", step=step)


def to_next_command_phase(s, faces):
    """Play on to Araby's next Command phase, the stampede rolled with ``faces`` as it begins."""
    while s.active == 0:
        act(s, Proceed())
    while not (s.active == 1 and s.phase == "combat"):
        act(s, Proceed())
    d = ScriptedDice(list(faces))
    events = s.apply(Proceed(), d)
    d.assert_consumed()
    return events


def test_elephants_that_would_be_confused_stampede_instead():
    s = araby([], [unit("Orc Warriors", 900, 500, 180, id="o")])
    e = s.units["e"]
    ev = confusion_test(s, e, ScriptedDice([6]), "driven back", "shooting.drive_back")
    assert not e.confused and e.flags[STAMPEDE] == 1 and "they stampede instead" in ev[-1].message
    # In their own Command phase it only stops their orders: the stampede ends with the phase.
    s = araby([], [unit("Orc Warriors", 900, 500, 180, id="o")], step="orders")
    e = s.units["e"]
    confuse(s, e, "a blunder", "command.blunder")
    assert not e.confused and STAMPEDE not in e.flags and e.no_more_orders


def test_on_1_or_2_they_charge_the_nearest_enemy_and_take_no_order():
    s = araby([], [unit("Orc Warriors", 900, 650, 180, id="o")])
    confuse(s, s.units["e"], "test", "shooting.drive_back")
    ev = to_next_command_phase(s, [2])
    e = s.units["e"]
    assert of_type(ev, "DiceRolled")[-1].outcome == "towards the nearest enemy"
    assert e.engaged and s.units["o"].engaged and STAMPEDE not in e.flags
    assert s.ruleset.ask(PURSUES_ONLY, s, e)
    while s.step != "orders":
        act(s, Proceed())
    assert s.check(Order("gen", ("e",)))


def test_on_3_or_4_they_go_a_full_move_straight_away_from_the_nearest_enemy():
    s = araby([], [unit("Orc Warriors", 900, 500, 180, id="o")])
    confuse(s, s.units["e"], "test", "shooting.drive_back")
    to_next_command_phase(s, [4])
    e = s.units["e"]
    # Turned about to run south, a full 20 cm.
    assert sorted(st.pose for st in e.stands) == [(880, 1000, 180), (900, 1000, 180), (920, 1000, 180)]
    assert not e.engaged


def test_on_5_they_charge_the_nearest_friend_and_fight_it_as_a_foe():
    s = araby([unit("Spearmen", 900, 920, id="sp")], [unit("Orc Warriors", 900, 300, 180, id="o")])
    confuse(s, s.units["e"], "test", "shooting.drive_back")
    ev = to_next_command_phase(s, [5])
    assert s.units["e"].engaged and s.units["sp"].engaged
    (turned,) = of_type(ev, "TurnsOnFriend")
    assert turned.rule == "specials.elephants.stampede" and turned.text() == (
        "Elephants stampede into Spearmen of their own side: it counts as a charge, and they fight one round as "
        "enemies in the Combat phase")
    assert of_type(ev, "Charged")[0].how == "stampeding Elephants"
    while s.step != "fight":
        act(s, Proceed())
    # 21 dice for the Elephants (3 stands, +1 charging and +1 monster charging each), 6 for the Spearmen: all miss.
    ev = act(s, Fight("e"), [1] * 27)
    (fought,) = of_type(ev, "TurnsOnFriend")
    assert fought.rule == "specials.elephants.stampede" and fought.text() == (
        "Elephants, stampeding, count as enemies of Spearmen of their own side for this combat: one round, then it "
        "ends")
    assert "gone wild" not in " ".join(e.text() for e in ev)
