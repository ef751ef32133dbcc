"""Fantasy Warriors' huge creatures: the war giant's bolts, tests after four saves, a fallen beast and the army
standard it carries, a mercenary dragon's breath, and dragons and giants only among mercenaries."""

from __future__ import annotations

from pathlib import Path

from game.core.combat.engagements import update_engaged
from game.core.dice import ScriptedDice
from game.core.fantasy_warriors.artillery import counters_left
from game.core.fantasy_warriors.huge import BreatheFire, legal_breaths, standard_bonus
from game.core.fantasy_warriors.states import command_tests, unit_counters
from game.core.modules import compose
from game.core.shooting import Shoot
from game.data import load_armies
from game.data.rosters import check_roster
from tests.helpers import act, battle, char, of_type, unit

ARTILLERY = compose(["fw-artillery"])


def beast(profile: str, *, shooters: bool = False, step: str = "shoot") -> object:
    """The beast (side 0, mercenaries) faces Orc Warriors; or (``shooters``) Empire crossbows shoot at it."""
    if shooters:
        return battle(
            [unit("Crossbowmen", 800, 700, id="c1"), unit("Crossbowmen", 1000, 700, id="c2")],
            [unit(profile, 900, 500, 180, id="b"), *(unit("Sellswords", x, 100, 180) for x in (200, 400, 600))],
            [char("General", 300, 1150, id="gen")],
            [char("Paymaster", 1700, 60, id="pm")],
            armies1="mercenary",
            step=step,
            ruleset=ARTILLERY,
        )
    return battle(
        [unit(profile, 900, 700, id="b"), unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 900, 560, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary",
        step=step,
        ruleset=ARTILLERY,
    )


def test_war_giant_ballistas_two_attacks_no_saves_one_bolt_spent() -> None:
    s = beast("Goblin War Giant")
    assert unit_counters(s, s.units["b"]) == ["6 bolts"]
    ev = act(s, Shoot("b", "o"), [4, 5])
    (shot,) = of_type(ev, "ShotFired")
    assert (shot.attacks, shot.rule) == (2, "fw.huge.bolts")
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.hits, hs.save) == (2, None)
    assert unit_counters(s, s.units["b"]) == ["5 bolts"]


def test_war_giant_out_of_bolts_shoots_no_more() -> None:
    s = beast("Goblin War Giant")
    from game.core.fantasy_warriors.artillery import artillery_kept

    artillery_kept(s).counters["b"] = 1
    act(s, Shoot("b", "o"), [1, 1])
    assert counters_left(s, s.units["b"]) == 0
    assert s.check(Shoot("b", "o")) != []


def test_war_giant_four_saves_in_a_phase_takes_a_confusion_test() -> None:
    s = beast("Goblin War Giant", shooters=True)
    act(s, Shoot("c1", "b"), [4, 4, 4] + [1, 1, 1])  # three saves: no test yet
    assert not s.units["b"].confused
    ev = act(s, Shoot("c2", "b"), [4, 4, 1] + [1, 1] + [6])  # five in the phase: the test, and a 6
    (test,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "fw.huge.saves"]
    assert (test.faces, test.outcome) == ((6,), "confused")
    assert s.units["b"].confused


def test_dragon_four_saves_at_once_not_in_a_phase() -> None:
    s = beast("Mercenary Dragon", shooters=True)
    act(s, Shoot("c1", "b"), [4, 4, 4] + [1, 1, 1])
    ev = act(s, Shoot("c2", "b"), [4, 4, 1] + [1, 1])  # five in the phase, never four at once: no test
    assert [e for e in of_type(ev, "DiceRolled") if e.rule == "fw.huge.saves"] == []


def test_war_giant_falls_the_army_takes_the_command_test() -> None:
    s = beast("Goblin War Giant", shooters=True)
    s.units["b"].hits = 7
    ev = act(s, Shoot("c1", "b"), [4, 1, 1] + [1] + [2, 2])
    assert not s.units["b"].alive
    assert [e.text() for e in of_type(ev, "Narration") if e.rule == "fw.huge.fallen"] == [
        "Goblin War Giant has fallen and its crew with it: Mercenaries takes the command test"]
    (test,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "fw.command_test"]
    assert (test.total, test.outcome) == (4, "shaken")


def test_army_standard_on_the_beast_adds_one_to_command_tests() -> None:
    s = beast("War Mammoth with Standard")
    assert [m.label for m in standard_bonus(s, 0)] == ["the army standard on War Mammoth with Standard"]
    ev = command_tests(s, 0, ScriptedDice([2, 3]), "fw.command_test")
    (test,) = of_type(ev, "DiceRolled")
    assert (test.total, test.outcome) == (6, "holds firm")


def test_dragon_breath_costs_a_die_of_counters_three_attacks() -> None:
    s = beast("Mercenary Dragon")
    assert unit_counters(s, s.units["b"]) == ["6 breath"]
    assert list(legal_breaths(s)) == [BreatheFire("b", "o")]
    ev = act(s, BreatheFire("b", "o"), [2] + [4, 4, 1] + [6, 1])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.hits, hs.saved, hs.struck) == (2, 1, 1)
    assert unit_counters(s, s.units["b"]) == ["4 breath"]
    assert s.check(BreatheFire("b", "o")) == ["Mercenary Dragon has already breathed this phase"]


def test_dragon_that_cannot_pay_for_its_breath_flees() -> None:
    s = beast("Mercenary Dragon")
    from game.core.fantasy_warriors.artillery import artillery_kept

    artillery_kept(s).counters["b"] = 2
    ev = act(s, BreatheFire("b", "o"), [5])
    (roll,) = of_type(ev, "DiceRolled")
    assert roll.outcome == "needs 5, has 2: it flees the field"
    assert not s.units["b"].alive


ROSTER = """name: Free company
army: mercenary
points_cap: 1000
rules: [fantasy-warriors]
units:
  - profile: Sellswords
  - profile: Sellswords
  - profile: Mercenary Dragon
characters:
  - profile: Paymaster
"""


def test_dragon_outside_a_mercenary_contingent_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "company.yaml"
    path.write_text(ROSTER, encoding="utf-8")
    _, problems = check_roster(path, load_armies())
    assert [(p.line, p.column, p.message) for p in problems] == [
        (8, 14, "units[2] 'Mercenary Dragon': a Mercenary Dragon fights only in a mercenary contingent: mark it "
                "mercenary: paid, half or unpaid")]


def test_dragon_in_a_mercenary_contingent_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "company.yaml"
    path.write_text(ROSTER.replace("  - profile: Mercenary Dragon\n", "  - profile: Mercenary Dragon\n"
                                   "    mercenary: paid\n") + "  - profile: Captain\n    mercenary: paid\n",
                    encoding="utf-8")
    roster, problems = check_roster(path, load_armies())
    assert problems == [] and roster is not None


def test_war_giant_ballistas_shoot_into_the_combat_it_is_in() -> None:
    s = battle(
        [unit("Goblin War Giant", 900, 700, id="b"), unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 900, 670, 180, id="o"), unit("Orc Warriors", 1300, 500, 180, id="far")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step="shoot", ruleset=ARTILLERY,
    )
    update_engaged(s)  # the fight goes on from the turn before
    assert s.units["b"].engaged and s.units["o"].engaged
    assert [a for a in s.legal_actions() if isinstance(a, Shoot)] == [Shoot("b", "o")]
    ev = act(s, Shoot("b", "o"), [5, 6])
    assert [e.text() for e in of_type(ev, "HitsCarried")] == [
        "Orc Warriors: 2 hits count in the first round of combat (it is engaged, so it is not driven back)"]


def test_ordinary_shooters_still_cannot_shoot_while_engaged() -> None:
    s = battle(
        [unit("Ballista", 900, 700, id="b"), unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 900, 670, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step="shoot", ruleset=ARTILLERY,
    )
    update_engaged(s)
    assert s.check(Shoot("b", "o")) == ["Ballista is engaged in combat; it may only shoot at units that charge it"]


def test_dragon_walks_fifteen_cm_on_the_ground_and_flies_in_the_air() -> None:
    from game.core.fantasy_warriors.flying import GROUNDED
    from game.core.moves import move_problems

    s = battle(
        [unit("Mercenary Dragon", 900, 900, id="d"), unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 900, 200, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step="orders", ruleset=compose(["fw-artillery", "fw-flying"]),
    )
    d = s.units["d"]
    far = [(st.x, st.y - 180, st.facing) for st in d.stands]
    assert move_problems(s, d, far, allowance=1000.0) == []  # in the air
    d.flags[GROUNDED] = 1
    assert move_problems(s, d, far, allowance=200.0) == [
        "Mercenary Dragon would move 18.0 cm; on the ground it walks only 15 cm"]


def over_what(profile: str, *, wood: bool) -> object:
    from tests.helpers import terrain

    screen = [] if wood else [unit("Sellswords", 900, 770, id="screen")]
    woods = [terrain("w", "wood", [(820, 690), (980, 690), (980, 780), (820, 780)])] if wood else []
    return battle(
        [unit(profile, 900, 800, id="b"), *screen, unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 900, 520, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        terrain_pieces=woods, armies0="mercenary", step="shoot", ruleset=ARTILLERY,
    )


def test_war_giant_shoots_over_a_unit_it_touches() -> None:
    assert over_what("Goblin War Giant", wood=False).check(Shoot("b", "o")) == []
    s = over_what("Ballista", wood=False)
    assert s.check(Shoot("b", "o")) == ["Ballista can see no enemy unit within its 40 cm range (a clear view 1 cm "
                                        "wide is needed)"]


def test_war_giant_shoots_over_a_wood_it_touches() -> None:
    assert over_what("Goblin War Giant", wood=True).check(Shoot("b", "o")) == []
    assert over_what("Ballista", wood=True).check(Shoot("b", "o")) != []
