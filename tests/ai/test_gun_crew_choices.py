"""The computer opponents' machine crews: they leave a ballista about to be overrun and a gun out of powder,
stay with a machine that can still serve them (and with a gun the rules keep them at), and man again a
machine they stand beside."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import LeaveGun, ManGun
from game.core.fantasy_warriors.artillery import artillery_kept
from game.core.modules import compose
from game.core.state import GameState
from tests.helpers import act, battle, char, unit

ARTILLERY = compose(["fw-artillery"])


def crews(profile: str, enemy_y: int, enemy: str = "Orc Warriors") -> GameState:
    """The machine ``m`` round (900, 800) facing the top edge, the Paymaster far off; ``enemy`` facing it from
    ``enemy_y``, its Orders step now."""
    return battle(
        [unit(profile, 900, 800, id="m"), unit("Sellswords", 200, 1100, id="spare")],
        [unit(enemy, 900, enemy_y, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step="orders", ruleset=ARTILLERY,
    )


def choose(s: GameState) -> tuple[object, str]:
    action, why = make_agent("cautious:normal", 0, 1).choose(s)
    assert s.check(action) == [], s.check(action)
    return action, why


def test_crew_leave_a_ballista_about_to_be_overrun() -> None:
    s = crews("Ballista", 650, "Boar Riders")  # 15 cm off: the boars charge next turn
    action, why = choose(s)
    assert action == LeaveGun("m")
    assert why.startswith("Boar Riders could charge Ballista next turn and win ")
    assert why.endswith("% of the time: the crew leave their ballista to seek cover")


def test_crew_keep_a_ballista_with_the_enemy_far_off() -> None:
    s = crews("Ballista", 200)
    action, _ = choose(s)
    assert not isinstance(action, LeaveGun | ManGun)


def test_crew_leave_a_gun_out_of_powder() -> None:
    s = crews("War Cannon", 200)
    artillery_kept(s).counters["m"] = 0
    action, why = choose(s)
    assert (action, why) == (LeaveGun("m"), "War Cannon's gun has nothing left to fire: the crew move at their own "
                                            "pace without it")


def test_crew_stay_at_a_gun_the_rules_keep_them_at() -> None:
    # Powder left and no oppose orders: the gun must fire, so leaving is not offered, however near the boars.
    s = crews("War Cannon", 650, "Boar Riders")
    action, _ = choose(s)
    assert not isinstance(action, LeaveGun)


def test_crew_man_a_ballista_they_stand_beside() -> None:
    s = crews("Ballista", 200)
    act(s, LeaveGun("m"))  # left last turn, say; the Orcs are far off now
    action, why = choose(s)
    assert (action, why) == (ManGun("m"), "Ballista's crew stand beside their ballista: manned, it shoots; away "
                                          "from it they shoot nothing")


def test_crew_do_not_man_a_ballista_the_enemy_would_overrun() -> None:
    s = crews("Ballista", 650, "Boar Riders")
    act(s, LeaveGun("m"))
    action, _ = choose(s)
    assert not isinstance(action, ManGun | LeaveGun)


def play_orders(s: GameState) -> list[str]:
    """The computer's whole Orders step, every order passed with a 6 (two 3s); the reasons it gave."""
    agent = make_agent("cautious:normal", 0, 1)
    said = []
    while s.phase == "command" and s.active == 0:
        action, why = agent.choose(s)
        said.append(why)
        act(s, action, [3, 3] if type(action).__name__ == "Order" else None)
    return said


def test_crew_walk_back_to_a_ballista_they_left_and_man_it() -> None:
    s = crews("Ballista", 200)
    act(s, LeaveGun("m"))
    for st in s.units["m"].stands:
        st.y += 120  # they sought cover 12 cm behind it; the Orcs are far off now
    said = play_orders(s)
    assert said[:3] == ["Paymaster orders Ballista: 42 % to pass, walk back to their ballista",
                        "Ballista walk back to their ballista",
                        "Ballista's crew stand beside their ballista: manned, it shoots; away from it they shoot nothing"]
    assert [(st.x, st.y) for st in s.units["m"].stands] == [(890, 840), (910, 840)]  # behind it, touching
    assert "m" not in artillery_kept(s).left


def test_crew_do_not_walk_back_to_a_gun_with_no_powder() -> None:
    s = crews("War Cannon", 200)
    artillery_kept(s).counters["m"] = 0
    act(s, LeaveGun("m"))
    for st in s.units["m"].stands:
        st.y += 120
    assert not any("walk back" in why for why in play_orders(s))
