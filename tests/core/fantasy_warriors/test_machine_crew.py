"""Ballista and giant crossbow crews leaving their machine and manning it again, by the war cannon's own rule:
who may leave it, the crew away from it, manning it again, and a machine left alone wrecked by the enemy."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.command.actions import Move, Order
from game.core.fantasy_warriors.artillery import artillery_kept, push_allowance
from game.core.fantasy_warriors.artillery_crew import (
    LeaveGun,
    ManGun,
    gun_base,
    leave_problems,
    left_guns,
    man_problems,
    wrecked_machines,
)
from game.core.fantasy_warriors.mercenaries import mercs
from game.core.fantasy_warriors.states import unit_counters
from game.core.modules import compose
from game.core.shooting import Shoot
from game.core.state import GameState, Stand
from tests.helpers import act, battle, char, of_type, unit


def machine(profile: str = "Ballista", mercenary: bool = False) -> GameState:
    """The machine ``m`` (two crew stands side by side round (900, 800), facing the top edge); Orc Warriors ``o``
    30 cm ahead. ``mercenary``: a half-paid machine led by the mercenary Captain ``cap``."""
    hired = (("mercenary", 2),) if mercenary else ()
    return battle(
        [unit(profile, 900, 800, id="m", bought=hired), unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 900, 500, 180, id="o")],
        [char("Paymaster", 300, 1150, id="pm"), *([char("Captain", 1000, 900, id="cap", mercenary=2)] * mercenary)],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step="orders", ruleset=compose(["fw-artillery", "fw-mercenaries"]),
    )


def shift(s: GameState, dx: int) -> None:
    """The crew now stand ``dx`` to the right (their move is Warmaster's own)."""
    m = s.units["m"]
    m.stands = [Stand(st.x + dx, st.y, st.facing) for st in m.stands]


def to_shooting(s: GameState) -> None:
    while s.step != "shoot":
        act(s, Proceed())


def test_ballista_crew_may_leave_it_though_it_could_still_shoot() -> None:
    s = machine()
    # Never bound to shoot, unlike the war cannon: no oppose orders needed.
    assert LeaveGun("m") in s.legal_actions()
    (said,) = act(s, LeaveGun("m"))
    assert (said.rule, said.message) == ("fw.artillery.crew.leave", "Ballista's crew leave their ballista where it "
                                         "stands and go to seek cover: they shoot nothing until they man it again")
    m = s.units["m"]
    base = gun_base(s, m)
    assert base is not None and (base.x, base.y, base.width, base.depth) == (900.0, 800.0, 20, 40)
    assert unit_counters(s, m) == ["2 crew: full effect", "crew away from the ballista"]
    assert s.check(LeaveGun("m")) == ["Ballista's crew have left their ballista already"]


def test_ballista_crew_stay_with_it_under_hold_orders() -> None:
    s = machine(mercenary=True)
    mercs(s).orders["cap"] = "hold"
    assert s.check(LeaveGun("m")) == ["Ballista is under hold orders: the crew must stay with their ballista"]
    assert not [a for a in s.legal_actions() if isinstance(a, LeaveGun)]


def test_ballista_crew_away_shoot_nothing_and_walk_at_their_own_pace() -> None:
    s = machine()
    act(s, LeaveGun("m"))
    assert push_allowance(s, s.units["m"]) is None  # no longer pushing it: 5 cm a stand no more
    to_shooting(s)
    assert s.check(Shoot("m", "o")) == ["Ballista cannot shoot this turn"]


def test_ballista_crew_man_it_again_and_shoot_its_bolt() -> None:
    s = machine()
    act(s, LeaveGun("m"))
    shift(s, 300)
    assert s.check(ManGun("m")) == ["Ballista's crew must stand beside their ballista to man it"]
    shift(s, -300 + 30)  # back, the left stand's flank against the machine's
    (said,) = act(s, ManGun("m"))
    assert (said.rule, said.message) == ("fw.artillery.crew.man", "Ballista's crew man their ballista again")
    assert left_guns(s) == [] and unit_counters(s, s.units["m"]) == ["2 crew: full effect"]
    to_shooting(s)
    ev = act(s, Shoot("m", "o"), [4, 5])
    (shot,) = of_type(ev, "ShotFired")
    assert (shot.stands, shot.attacks) == (1, 2)
    assert s.units["o"].hits == 2


def test_giant_crossbow_left_alone_is_wrecked_by_an_enemy_touching_it() -> None:
    s = machine("Giant Crossbow")
    act(s, LeaveGun("m"))
    shift(s, 300)
    # Orc Warriors stand against the machine's front edge (y 780): the next action finds them there.
    s.units["o"].stands = [Stand(860 + 40 * i, 770, 180) for i in range(3)]
    ev = act(s, Proceed())
    (wrecked,) = [e for e in of_type(ev, "Narration") if e.rule == "fw.artillery.crew.spiked"]
    assert wrecked.message == ("Orc Warriors reach Giant Crossbow's giant crossbow, left without its crew, and "
                               "wreck it: it will never shoot again")
    m = s.units["m"]
    assert unit_counters(s, m) == ["2 crew: full effect", "giant crossbow wrecked"]
    assert artillery_kept(s).spiked == ["m"] and left_guns(s) == []
    ((crew, wreck),) = wrecked_machines(s)
    assert (crew.id, wreck.x, wreck.y, wreck.facing) == ("m", 900.0, 800.0, 0.0)  # where it was left
    assert man_problems(s, m) == ["Giant Crossbow's giant crossbow is wrecked: it will never shoot again"]
    assert leave_problems(s, m) == ["Giant Crossbow's giant crossbow is wrecked: there is nothing left to leave"]
    to_shooting(s)
    assert s.check(Shoot("m", "o")) == ["Giant Crossbow cannot shoot this turn"]


def test_no_stand_ends_a_move_on_a_machine_left_alone() -> None:
    s = machine()
    act(s, LeaveGun("m"))
    m = s.units["m"]
    m.stands = [Stand(st.x, st.y + 80, st.facing) for st in m.stands]  # 8 cm behind it
    act(s, Order("pm", ("m",)), [1, 1])
    onto = ((890, 820, 0), (910, 820, 0))  # over the machine's rear half
    assert s.check(Move(("m",), (onto,))) == ["a stand would end on Ballista's ballista, left where it stands: stop "
                                              "beside it"]
    behind = ((890, 840, 0), (910, 840, 0))  # its front edge on the machine's rear edge
    act(s, Move(("m",), (behind,)))
    assert man_problems(s, s.units["m"]) == []
