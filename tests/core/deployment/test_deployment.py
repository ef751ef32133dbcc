"""Deployment: alternate placement, one unit at a time, then characters, inside the zones (digest 1, 9.5)."""

from __future__ import annotations

import pytest

from game.core import board
from game.core.actions import Proceed
from game.core.command.actions import Order
from game.core.deployment import AutoDeploy, DeployCharacter, DeployUnit
from game.core.deployment.order import DeployOrder, deployment_kept
from game.core.scenario import UNDEPLOYED, ScenarioSpec, SideSetup, deployment_zone, new_game, zone_depth
from game.table import overlapping
from tests.core.deployment.helpers import EMPIRE, ORCS, deploying, roster
from tests.helpers import act, armies, of_type, terrain

# Empire units u1, u2 (Halberdiers), u3 (Knights); characters c1 (General), c2 (Hero).
# Orc units u4 (Orc Warriors), u5 (Boar Riders); character c3 (Orc General).
# Zones on the 180 x 120 cm table: side 0 (Empire) y 1000-1200, side 1 (Orcs) y 0-200.


def test_roster_sides_wait_off_the_table_until_they_are_deployed():
    s = deploying()
    assert (s.phase, s.step, s.ruleset.option("deployment").deployment) == ("deployment", "deploy", "alternate")
    assert all(u.off_table and u.flags == {UNDEPLOYED: 1} for u in s.units.values())
    assert all(c.off_table and c.flags == {UNDEPLOYED: 1} for c in s.characters.values())
    assert s.live_units() == [] and s.sides[0].start_units == 3


def test_auto_deployment_lays_the_rosters_out_at_once_and_the_battle_begins():
    s = deploying(options={"deployment": "auto"})
    assert (s.phase, s.step, s.turn) == ("command", "orders", 1)
    assert len(s.live_units()) == 5 and len(s.live_characters()) == 3


def test_an_unknown_deployment_method_is_refused_when_the_game_is_made():
    spec = ScenarioSpec(
        "x", (SideSetup("empire", roster=EMPIRE), SideSetup("orcs", roster=ORCS)), options={"deployment": "secret"}
    )
    with pytest.raises(ValueError, match="module 'deployment': deployment must be one of alternate, auto"):
        new_game(spec, armies())


def test_zones_run_20_cm_from_each_long_edge_and_stay_80_cm_apart():
    assert deployment_zone(1200, 0) == (1000, 1200) and deployment_zone(1200, 1) == (0, 200)
    assert zone_depth(1100) == 150 and zone_depth(900) == 60


def test_the_army_with_more_units_deploys_first():
    s = deploying()
    assert s.acting_side() == 0
    assert deployment_kept(s).order == DeployOrder(first=0, next=0, stage="units")


def test_the_narration_says_who_deploys_first_and_why():
    from game.core.dice import ScriptedDice
    from game.core.turn import Start

    spec = ScenarioSpec("x", (SideSetup("orcs", roster=ORCS), SideSetup("empire", roster=EMPIRE)))
    s = new_game(spec, armies())
    ev = s.apply(Start(), ScriptedDice([]))
    assert [e.text() for e in of_type(ev, "Narration")] == ["The Empire have more units (3 to 2) and deploy first"]
    assert s.acting_side() == 1


def test_equal_armies_roll_for_who_deploys_first_and_roll_again_on_a_tie():
    even = roster("orcs", ["Orc Warriors", "Boar Riders", "Goblins"], ["Orc General"])
    s = deploying(EMPIRE, even, dice=[3, 3, 2, 5])
    assert s.acting_side() == 1


def test_sides_alternate_one_unit_at_a_time():
    s = deploying()
    act(s, DeployUnit("u1", 500, 1100, 0))
    assert s.acting_side() == 1
    assert s.check(DeployUnit("u2", 900, 1100, 0)) == ["it is the other side's turn to deploy (Orcs)"]
    act(s, DeployUnit("u4", 900, 100, 180))
    assert s.acting_side() == 0


def test_a_side_with_no_units_left_waits_while_the_other_places_the_rest():
    s = deploying()
    act(s, DeployUnit("u1", 500, 1100, 0))
    act(s, DeployUnit("u4", 900, 100, 180))
    act(s, DeployUnit("u2", 900, 1100, 0))
    act(s, DeployUnit("u5", 1200, 100, 180))
    assert s.acting_side() == 0
    act(s, DeployUnit("u3", 1300, 1100, 0))
    # Every unit is down: the characters follow, starting with the army that placed first.
    assert deployment_kept(s).order.stage == "characters"  # type: ignore[union-attr] and s.acting_side() == 0


def test_characters_are_set_up_only_after_every_unit():
    s = deploying()
    assert s.check(DeployCharacter("c1", 900, 1150, 0)) == ["characters are set up after every unit of both armies"]


def _all_units_down(s):
    for a in (
        DeployUnit("u1", 500, 1100, 0),
        DeployUnit("u4", 900, 100, 180),
        DeployUnit("u2", 900, 1100, 0),
        DeployUnit("u5", 1200, 100, 180),
        DeployUnit("u3", 1300, 1100, 0),
    ):
        act(s, a)


def test_a_character_set_up_touching_a_unit_may_join_it():
    s = deploying()
    _all_units_down(s)
    # Halberdiers u2 in line centred on (900, 1100): rear edge at y 1110; a 40 x 20 base touching it sits at y 1120.
    ev = act(s, DeployCharacter("c1", 900, 1121, 0, join="u2"))
    assert s.characters["c1"].joined == "u2" and not s.characters["c1"].off_table
    assert [e.text() for e in ev][0] == "The Empire deploy General with Halberdiers in the centre"
    assert s.check(DeployCharacter("c3", 900, 150, 180, join="u4")) == [
        "to join Orc Warriors, Orc General must be set up touching it"
    ]


def test_a_unit_must_stand_wholly_inside_its_zone():
    s = deploying()
    assert s.check(DeployUnit("u1", 900, 995, 0)) == [
        "Halberdiers must be set up wholly inside its deployment zone (within 20 cm of its own table edge)"
    ]
    assert s.check(DeployUnit("u1", 900, 1011, 0)) == []


def test_a_unit_may_not_stand_on_another_unit_or_in_terrain_it_cannot_enter():
    pond = terrain("pond", "impassable", [(1400, 1050), (1500, 1050), (1500, 1150), (1400, 1150)], "Mill Pond")
    s = deploying(terrain=(pond,))
    act(s, DeployUnit("u1", 500, 1100, 0))
    act(s, DeployUnit("u4", 900, 100, 180))
    assert s.check(DeployUnit("u2", 520, 1100, 0)) == ["Halberdiers would stand on Halberdiers"]
    assert s.check(DeployUnit("u2", 1450, 1100, 0)) == [
        "Halberdiers would stand in Mill Pond (impassable), which it may not enter"
    ]


def test_a_unit_is_set_up_in_line_or_in_column_only():
    s = deploying()
    assert s.check(DeployUnit("u1", 900, 1100, 0, "wedge")) == ["a unit is set up in line or in column, not 'wedge'"]
    act(s, DeployUnit("u1", 900, 1100, 0, "column"))
    assert [st.pose for st in s.units["u1"].stands] == [(900, 1080, 0), (900, 1100, 0), (900, 1120, 0)]


def test_nothing_of_the_turn_happens_during_deployment_and_deployment_is_over_after():
    s = deploying()
    assert s.check(Order("c1", ("u1",))) == ["the battle has not begun: deployment comes first"]
    assert s.check(Proceed()) == ["still to deploy: The Empire 3 units and 2 characters; Orcs 2 units and 1 character"]
    act(s, AutoDeploy(0))
    act(s, AutoDeploy(1))
    assert s.check(DeployUnit("u1", 900, 1100, 0)) == ["deployment is over; the battle has begun"]


def test_when_all_are_deployed_who_goes_first_is_rolled_and_turn_1_begins():
    s = deploying(first_side=None)
    act(s, AutoDeploy(0))
    ev = act(s, AutoDeploy(1), [2, 5])
    texts = [e.text() for e in ev]
    assert "Both armies are deployed" in texts
    assert "Who goes first: rolled 2+5 = 7: Orcs go first" in texts
    assert (s.turn, s.active, s.phase) == (1, 1, "command")
    assert deployment_kept(s).order is None


def test_auto_deploy_places_the_rest_of_a_side_in_its_zone_clear_of_everything():
    s = deploying()
    act(s, DeployUnit("u1", 420, 1100, 0))
    act(s, AutoDeploy(1))
    act(s, AutoDeploy(0))
    for side in (0, 1):
        y0, y1 = deployment_zone(1200, side)
        for u in s.live_units(side):
            for b in board.unit_bases(s, u):
                x0, by0, x1, by1 = b.bounds()
                assert y0 - 1 <= by0 and by1 <= y1 + 1 and 0 <= x0 and x1 <= 1800
                assert b.facing == (0 if side == 0 else 180)
    bases = [b for u in s.live_units() for b in board.unit_bases(s, u)]
    assert not any(overlapping(a, b) for i, a in enumerate(bases) for b in bases[i + 1 :] if a.owner != b.owner)
    assert not any(u.flags for u in s.units.values()) and not any(c.off_table for c in s.characters.values())


def test_every_placement_offered_is_allowed():
    s = deploying()
    while s.phase == "deployment":
        legal = s.legal_actions()
        assert AutoDeploy(s.acting_side()) in legal
        for a in legal:
            assert s.check(a) == [], a
        units = [a for a in legal if isinstance(a, DeployUnit)]
        chars = [a for a in legal if isinstance(a, DeployCharacter)]
        act(s, (units or chars)[0])
    assert s.phase == "command"


def test_laid_out_at_once_the_characters_stand_among_their_units_not_on_the_edge():
    s = deploying(options={"deployment": "auto"})
    for c in s.live_characters():
        # 20 cm zones: side 0 from y 1000 to the edge at 1200, side 1 from the edge at 0 to 200.
        from_edge = 1200 - c.y if c.side == 0 else c.y
        assert 80 <= from_edge <= 120, (c.name, c.y)
