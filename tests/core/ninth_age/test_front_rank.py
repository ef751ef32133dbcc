"""Ninth Age characters, "Front Rank" when joining: the character takes the front place nearest where it ends,
the stand it displaces steps back a rank, or, ended at the side of a one-rank unit, the rank widens; a join
with no room is refused with the reason. No dice are rolled; the table's geometry decides."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.command import MoveCharacter
from game.core.modules import compose
from game.table.front_rank import front_place
from game.table.shapes import Base
from tests.helpers import act, battle, char, of_type, unit

NINTH = compose(["ninth-age-characters"])


def _characters_step(ruleset=NINTH, more=()):  # type: ignore[no-untyped-def]
    s = battle(
        [unit("Orc Warriors", 900, 700, id="o1"), *more],
        [unit("Halberdiers", 900, 200, 180, id="x1")],
        [char("Orc Hero", 1100, 760, id="h")],
        [],
        armies0="orcs",
        armies1="empire",
        ruleset=ruleset,
        step="orders",
    )
    act(s, Proceed(), [])
    return s


def test_front_rank_the_displaced_stand_steps_back_a_rank() -> None:
    s = _characters_step()
    # Ending behind the right-hand stand: the Hero takes its place, the stand goes behind him.
    ev = act(s, MoveCharacter("h", 940, 720, 0, "o1"), [])
    (took,) = of_type(ev, "TookFrontPlace")
    assert took.how == "behind" and took.pose == (940, 700, 0)
    assert [st.pose for st in s.units["o1"].stands] == [(860, 700, 0), (900, 700, 0), (940, 720, 0)]
    assert s.characters["h"].joined == "o1"


def test_front_rank_ended_at_the_side_of_one_rank_the_unit_widens() -> None:
    s = _characters_step()
    ev = act(s, MoveCharacter("h", 980, 700, 0, "o1"), [])
    (took,) = of_type(ev, "TookFrontPlace")
    assert took.how == "widen" and took.pose == (940, 700, 0)
    assert [st.pose for st in s.units["o1"].stands] == [(860, 700, 0), (900, 700, 0), (980, 700, 0)]


def test_front_rank_no_room_for_a_second_rank_refuses_the_join() -> None:
    # More Orc Warriors right behind: ending in front of the unit, the Hero's place would push a stand onto them.
    s = _characters_step(more=[unit("Orc Warriors", 900, 720, id="o2")])
    assert s.check(MoveCharacter("h", 940, 680, 0, "o1")) == [
        "no room for Orc Hero in Orc Warriors' front rank: a stand would end on Orc Warriors"
    ]


def test_front_rank_with_the_module_off_the_character_stands_where_it_ended() -> None:
    s = _characters_step(ruleset=None)
    ev = act(s, MoveCharacter("h", 940, 720, 0, "o1"), [])
    assert of_type(ev, "TookFrontPlace") == []
    assert s.characters["h"].pose == (940, 720, 0)
    assert [st.pose for st in s.units["o1"].stands] == [(860, 700, 0), (900, 700, 0), (940, 700, 0)]


def test_front_rank_a_deeper_unit_pushes_the_whole_file_back() -> None:
    stands = [
        Base(id=f"u.{i}", owner="u", side=0, x=860 + 40 * (i % 2), y=700 + 20 * (i // 2), facing=0, width=40, depth=20)
        for i in range(4)
    ]
    place = front_place(stands, (900, 690))
    assert place is not None and place.displaced == 1
    assert [tuple(round(v) for v in c) for c in place.centres] == [(860, 700), (900, 720), (860, 720), (900, 740)]
    assert front_place(stands, (900, 690), "widen") is None


def test_front_rank_joining_in_deployment_keeps_the_combined_unit_in_the_zone() -> None:
    from game.core.deployment import DeployCharacter, DeployUnit
    from tests.core.deployment.helpers import deploying

    s = deploying()
    s.ruleset = NINTH
    # Empire zone y 1000-1200: the Halberdiers u1 at its back edge (y 1179-1199).
    for a in (
        DeployUnit("u1", 500, 1189, 0),
        DeployUnit("u4", 900, 100, 180),
        DeployUnit("u2", 900, 1100, 0),
        DeployUnit("u5", 1200, 100, 180),
        DeployUnit("u3", 1300, 1100, 0),
    ):
        act(s, a)
    # Set up in front of them, the General's place would push a stand back out of the zone.
    assert s.check(DeployCharacter("c1", 500, 1169, 0, join="u1")) == [
        "no room for General in Halberdiers' front rank: a stand would leave the deployment zone"
    ]
    # Beside their one rank the rank widens instead, within the zone: he takes the end place.
    ev = act(s, DeployCharacter("c1", 580, 1189, 0, join="u1"))
    (took,) = of_type(ev, "TookFrontPlace")
    assert (took.how, took.pose) == ("widen", (540, 1189, 0))
    assert s.characters["c1"].joined == "u1"
