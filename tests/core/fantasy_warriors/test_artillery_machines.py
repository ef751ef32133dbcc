"""Fantasy Warriors' ballistas and giant crossbows: full effect with two crew, one attack with one; the crew
push the machine 5 cm each."""

from __future__ import annotations

from game.core.fantasy_warriors.artillery import counter_words
from game.core.modules import compose
from game.core.moves import move_problems
from game.core.shooting import Shoot
from tests.helpers import act, battle, char, of_type, unit

ARTILLERY = compose(["fw-artillery"])


def machine_shoots(profile: str, stands: int = 2, step: str = "shoot") -> object:
    return battle(
        [unit(profile, 900, 700, id="m", size=stands), unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 900, 520, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary",
        step=step,
        ruleset=ARTILLERY,
    )


def test_ballista_with_two_crew_shoots_one_bolt_of_two_attacks_no_saves() -> None:
    s = machine_shoots("Ballista")
    ev = act(s, Shoot("m", "o"), [4, 5])
    (shot,) = of_type(ev, "ShotFired")
    assert (shot.stands, shot.attacks) == (1, 2)
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.hits, hs.saved) == (2, 0)
    assert s.units["o"].hits == 2


def test_ballista_with_one_crew_left_shoots_a_single_attack() -> None:
    s = machine_shoots("Ballista", stands=1)
    ev = act(s, Shoot("m", "o"), [6])
    (shot,) = of_type(ev, "ShotFired")
    assert (shot.attacks, shot.rule) == (1, "fw.artillery.one_crew")
    assert s.units["o"].hits == 1


def test_giant_crossbow_two_attacks_armour_one_worse() -> None:
    s = battle(
        [unit("Giant Crossbow", 900, 700, id="m"), unit("Sellswords", 200, 1100, id="spare")],
        [unit("Black Orcs", 900, 520, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary",
        step="shoot",
        ruleset=ARTILLERY,
    )
    ev = act(s, Shoot("m", "o"), [4, 5] + [5, 6])
    (hs,) = of_type(ev, "HitsScored")
    # Black Orcs save on 5+; against the giant crossbow on 6: the 5 fails, the 6 saves.
    assert (hs.hits, hs.save, hs.saved) == (2, 6, 1)
    assert [m.label for m in hs.save_modifiers] == ["giant crossbow: armour counts one worse"]


def test_crew_push_the_machine_five_cm_each() -> None:
    s = machine_shoots("Ballista", stands=1, step="orders")
    m = s.units["m"]
    poses = [(st.x, st.y - 60, st.facing) for st in m.stands]
    assert move_problems(s, m, poses, allowance=100.0) == ["Ballista would move 6.0 cm; its crew can push it only 5 cm"]
    assert move_problems(s, m, [(st.x, st.y - 50, st.facing) for st in m.stands], allowance=100.0) == []
    assert counter_words(s, m) == ["1 crew left: a single attack"]  # told on its card
