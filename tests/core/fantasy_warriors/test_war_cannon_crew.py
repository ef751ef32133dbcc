"""The war cannon's crew leaving their gun (the Mercenary book's orders and reactions): who may leave it, the crew
away from it, manning it again, and a gun left alone spiked by the enemy."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.fantasy_warriors.artillery import artillery_kept, counters_left, push_allowance
from game.core.fantasy_warriors.artillery_crew import LeaveGun, ManGun, gun_base, left_guns
from game.core.fantasy_warriors.mercenaries import mercs
from game.core.fantasy_warriors.states import unit_counters
from game.core.modules import compose
from game.core.shooting import Shoot
from game.core.shooting.volley import target_cover
from game.core.state import GameState, Stand
from tests.helpers import act, battle, char, of_type, unit


def gun(mercenary: bool = False, step: str = "orders") -> GameState:
    """The war cannon ``gun`` (two crew stands side by side round (900, 800), facing the top edge); Orc Warriors
    ``o`` far ahead. ``mercenary``: a half-paid gun led by the mercenary Captain ``cap``."""
    hired = (("mercenary", 2),) if mercenary else ()
    return battle(
        [unit("War Cannon", 900, 800, id="gun", bought=hired), unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm"), *([char("Captain", 1000, 900, id="cap", mercenary=2)] * mercenary)],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step=step, ruleset=compose(["fw-artillery", "fw-mercenaries"]),
    )


def walk_off(s: GameState, dx: int = 300) -> None:
    """The crew, ordered away, now stand ``dx`` to the right (their move is Warmaster's own)."""
    g = s.units["gun"]
    g.stands = [Stand(st.x + dx, st.y, st.facing) for st in g.stands]


def test_crew_stay_to_fire_a_gun_with_powder() -> None:
    s = gun()
    assert s.check(LeaveGun("gun")) == ["War Cannon's crew stay to fire it while it has powder: only a crew on "
                                        "oppose orders, or with no powder left, leave their gun"]
    assert not [a for a in s.legal_actions() if isinstance(a, LeaveGun)]


def test_crew_leave_a_gun_out_of_powder() -> None:
    s = gun()
    artillery_kept(s).counters["gun"] = 0
    assert LeaveGun("gun") in s.legal_actions()
    (said,) = act(s, LeaveGun("gun"))
    assert said.rule == "fw.artillery.crew.leave"
    g = s.units["gun"]
    # The gun stays where the crew stood; the card says where they are.
    base = gun_base(s, g)
    assert base is not None and (base.x, base.y, base.width, base.depth) == (900.0, 800.0, 20, 40)
    assert unit_counters(s, g) == ["0 gunpowder", "crew away from the gun"]
    assert [u.id for u, _ in left_guns(s)] == ["gun"]


def test_crew_leave_on_oppose_orders_even_with_powder() -> None:
    s = gun(mercenary=True)
    assert mercs(s).orders["cap"] == "oppose"
    act(s, LeaveGun("gun"))
    g = s.units["gun"]
    # Away from the gun: no shelter behind it, no hauling (they move at their own pace), no shooting.
    assert push_allowance(s, g) is None
    assert target_cover(s, g, 0, (900, 300)).level == "open"
    assert s.check(LeaveGun("gun")) == ["War Cannon's crew have left their gun already"]


def test_crew_stay_with_the_gun_under_hold_orders() -> None:
    s = gun(mercenary=True)
    mercs(s).orders["cap"] = "hold"
    assert s.check(LeaveGun("gun")) == ["War Cannon is under hold orders: the crew must stay with their gun"]


def test_crew_away_from_the_gun_shoot_nothing_and_need_not_fire() -> None:
    s = gun(mercenary=True)
    act(s, LeaveGun("gun"))
    while s.step != "shoot":
        act(s, Proceed())
    assert s.check(Shoot("gun", "o")) == ["War Cannon cannot shoot this turn"]
    assert s.check(Proceed()) == []  # a gun nobody mans is not bound to fire


def test_crew_man_the_gun_again_beside_it() -> None:
    s = gun(mercenary=True)
    act(s, LeaveGun("gun"))
    walk_off(s)
    assert s.check(ManGun("gun")) == ["War Cannon's crew must stand beside their gun to man it"]
    walk_off(s, -300 + 30)  # back, the left stand's flank against the gun's
    (said,) = act(s, ManGun("gun"))
    assert said.rule == "fw.artillery.crew.man"
    assert gun_base(s, s.units["gun"]) is None and unit_counters(s, s.units["gun"]) == ["6 gunpowder"]
    while s.step != "shoot":
        act(s, Proceed())
    assert s.check(Shoot("gun", "o")) == []


def test_crew_gun_left_alone_is_spiked_by_an_enemy_touching_it() -> None:
    s = gun(mercenary=True)
    act(s, LeaveGun("gun"))
    walk_off(s)
    # Orc Warriors stand against the gun's front edge (y 780): the next action finds them there.
    s.units["o"].stands = [Stand(860 + 40 * i, 770, 180) for i in range(3)]
    ev = act(s, Proceed())
    (spiked,) = [e for e in of_type(ev, "Narration") if e.rule == "fw.artillery.crew.spiked"]
    assert spiked.message == "Orc Warriors reach War Cannon's gun, left without its crew, and spike it: it will never " \
                             "fire again"
    g = s.units["gun"]
    assert counters_left(s, g) == 0 and left_guns(s) == []
    assert unit_counters(s, g) == ["0 gunpowder", "gun spiked"]
    assert s.check(ManGun("gun")) != [] and s.check(LeaveGun("gun")) != []


def test_crew_a_left_gun_is_kept_in_the_save() -> None:
    s = gun(mercenary=True)
    act(s, LeaveGun("gun"))
    again = type(s).from_dict(s.to_dict(), s.ruleset)
    assert artillery_kept(again).left == {"gun": (900.0, 800.0, 0.0)}
