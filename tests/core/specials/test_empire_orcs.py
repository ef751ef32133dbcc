"""The Steam Tank, Skirmishers, Flagellants, Ogres, Trolls (digest 10.1, 10.2, 2.6): each rule where the game
keeps it, proved once more under the clause's name."""

from game.core import PendingMove, board
from game.core.actions import Proceed
from game.core.combat.attacks import plan_round
from game.core.command import MoveCharacter, Order
from game.core.command.penalties import order_target
from game.core.cover import DEFENDED, stand_cover
from game.core.moves import formation
from game.core.roster import Roster, RosterUnit, roster_problems
from game.core.shooting import Shoot
from game.core.shooting.driveback import never_driven_back
from tests.helpers import act, armies, battle, char, of_type, unit

TANK = unit("Steam Tank", 900, 800, 0, id="st")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")


def tank_battle(general=(900, 900), units0=(), step="orders"):
    return battle(
        [TANK, unit("Halberdiers", 300, 1000, id="h"), *units0],
        [ORCS],
        [char("General", *general, id="g"), char("Hero", 1000, 900, id="hero")],
        [char("Orc General", 1700, 60, id="og")],
        step=step,
    )


def malfunction(face, who="g"):
    s = tank_battle()
    ev = act(s, Order(who, ("st",)), [6, 6, face])
    return s, ev


def test_steam_tank_a_double_six_even_for_the_general_rolls_the_malfunction_chart():
    s, ev = malfunction(5)
    (m,) = of_type(ev, "Malfunction")
    assert (m.face, m.rule) == (5, "specials.steam_tank.malfunction.5")
    assert s.command.general_failed and s.command.pending is None


def test_steam_tank_a_heros_double_six_is_a_malfunction_not_a_blunder():
    s, ev = malfunction(5, who="hero")
    assert of_type(ev, "Malfunction") and not of_type(ev, "Blunder")


def test_steam_tank_a_plain_failure_still_allows_half_pace():
    s = tank_battle()
    act(s, Order("g", ("st",)), [5, 5])
    assert s.command.pending == PendingMove(("st",), "half", "g")


def test_malfunction_1_destroyed():
    s, ev = malfunction(1)
    assert not s.units["st"].alive
    assert of_type(ev, "UnitDestroyed")


def test_malfunction_2_broken_down_for_the_rest_of_the_battle():
    s, _ = malfunction(2)
    s.command.general_failed = False
    assert "Steam Tank has broken down and can never move again" in s.check(Order("hero", ("st",)))


def test_malfunction_3_stuck_no_shooting_this_turn():
    s, _ = malfunction(3)
    act(s, Proceed())
    act(s, Proceed())
    assert "Steam Tank" in " ".join(s.check(Shoot("st", "o")))
    assert s.check(Shoot("st", "o")) != []


def test_malfunction_4_commander_slain_minus_1_command_for_the_rest_of_the_battle():
    s, _ = malfunction(4)
    target = order_target(s, s.characters["hero"], [s.units["st"]])
    assert [(m.value, m.rule) for m in target.modifiers if m.rule == "command.penalty.spell"] == [
        (-1, "command.penalty.spell")
    ]


def test_malfunction_6_steam_overload_shoots_6_attacks_this_turn():
    s, _ = malfunction(6)
    act(s, Proceed())
    act(s, Proceed())
    ev = act(s, Shoot("st", "o"), [4, 4, 4, 1, 1, 1])
    assert of_type(ev, "ShotFired")[0].attacks == 6
    assert sum(h.struck for h in of_type(ev, "HitsScored")) == 3


def test_steam_tank_is_its_own_unit_no_brigade_and_no_character_joins():
    s = tank_battle(units0=[unit("Halberdiers", 900, 770, id="h2")])
    assert s.check(Order("g", ("st", "h2"))) == ["Steam Tank cannot be brigaded"]
    s = tank_battle(general=(960, 800), step="characters")
    assert "no character may join Steam Tank" in s.check(MoveCharacter("g", 935, 800, 0, "st"))


def test_steam_tank_always_counts_as_defended_and_is_never_driven_back():
    s = tank_battle(step="shoot")
    tank = s.units["st"]
    assert stand_cover(s, tank, 0).level == DEFENDED
    assert never_driven_back(s, tank) == "a Steam Tank is never driven back or routed by shooting"
    assert s.unit_profile(tank).full_pace_mm == 200


def test_skirmishers_share_the_armour_of_their_unit_and_never_count_for_the_command_penalty():
    s = battle(
        [unit("Halberdiers", 900, 800, id="h", addons=("Skirmishers",))],
        [ORCS],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="og")],
        step="orders",
    )
    h = s.units["h"]
    assert len(h.stands) == 4 and s.unit_profile(h).armour == 6
    assert formation(board.unit_bases(s, h)) == "line"
    h.stands.pop()
    target = order_target(s, s.characters["g"], [h])
    assert not [m for m in target.modifiers if m.rule == "command.penalty.casualties"]


def test_flagellants_take_no_skirmishers_are_not_driven_back_and_ignore_terror():
    army = armies()["empire"]
    r = Roster("test", "empire", 1000, units=(RosterUnit("Flagellants", addons=("Skirmishers",)),))
    assert "Skirmishers may not join Flagellants" in [p.message for p in roster_problems(r, army)]
    s = battle(
        [unit("Flagellants", 900, 620, id="f")],
        [unit("Giant", 900, 580, 180, id="gi")],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="og")],
        step="shoot",
    )
    assert never_driven_back(s, s.units["f"]).endswith("never driven back by shooting and roll no drive-back dice")
    s.units["f"].engaged = s.units["gi"].engaged = True
    plan = plan_round(s, ["f", "gi"], 1)
    assert not any(m.rule == "combat.terror" for st in plan.attacks["f"].stands for m in st.modifiers)


def test_ogres_must_charge_only_men():
    # A Steam Tank is no man: the Ogres need not charge it.
    s = battle(
        [TANK],
        [unit("Ogres", 900, 700, 180, id="og1")],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="og")],
        first=1,
    )
    assert s.check(Proceed()) == []
