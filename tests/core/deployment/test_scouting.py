"""Scouting (digest 9.5, the optional module "scouting"): the roll, the edge, who sets up what and when, who moves
first."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.core.deployment import AutoDeploy
from game.core.deployment.scouting import LATER, ChooseEdge, character_worth, unit_worth, worth
from game.core.dice import ScriptedDice
from game.core.scenario import UNDEPLOYED, ScenarioSpec, SideSetup, new_game
from game.core.state import GameState, TerrainSpec
from game.core.turn import Start
from tests.core.deployment.helpers import roster
from tests.helpers import act, armies, of_type

# Empire: u1 Halberdiers, u2 Pistoliers (5+: worth 1), u3 Knights (4+: none); c1 General (2), c2 Hero (Command 8: 1).
EMPIRE = roster("empire", ["Halberdiers", "Pistoliers", "Knights"], ["General", "Hero"])
# Orcs: u4 Orc Warriors, u5 Wolf Riders (6+: worth 2); c3 Orc General (2).
ORCS = roster("orcs", ["Orc Warriors", "Wolf Riders"], ["Orc General"])
WOOD = TerrainSpec("t1", "wood", ((100, 1000), (300, 1000), (300, 1100), (100, 1100)), "Darkwood")


def scouting(faces: list[int], *, r0=EMPIRE, r1=ORCS, rules: tuple[str, ...] = ("scouting",)) -> GameState:
    spec = ScenarioSpec(
        name="scouting test",
        sides=(SideSetup(r0.army, roster=r0), SideSetup(r1.army, roster=r1)),
        terrain=(WOOD,),
        first_side=None,
        options={"deployment": "alternate"},
        rules=rules,
    )
    state = new_game(spec, armies())
    d = ScriptedDice(faces)
    state.events = state.apply(Start(), d)  # type: ignore[attr-defined]
    d.assert_consumed()
    return state


def waiting(state: GameState) -> set[str]:
    return {p.id for p in (*state.units.values(), *state.characters.values()) if p.flags.get(UNDEPLOYED)}


def test_each_piece_is_worth_what_the_rule_says():
    s = scouting([3, 4, 1, 1])
    assert [unit_worth(s, s.units[u]) for u in ("u1", "u2", "u3", "u4", "u5")] == [0, 1, 0, 0, 2]
    assert [character_worth(s, s.characters[c]) for c in ("c1", "c2", "c3")] == [2, 1, 2]
    usual = scouting([], rules=())
    assert (worth(usual, 0), worth(usual, 1)) == (4, 4)


def test_the_higher_total_wins_and_sets_up_only_its_scouts_after_choosing_the_edge():
    # Empire 3 + 4 + worth 4 = 11 against Orcs 1 + 1 + worth 4 = 6.
    s = scouting([3, 4, 1, 1])
    rolls = of_type(s.events, "DiceRolled")  # type: ignore[attr-defined]
    assert [(r.faces, r.total) for r in rolls] == [((3, 4), 11), ((1, 1), 6)]
    said = [e.message for e in of_type(s.events, "Narration") if e.rule == "deployment.scouting"]  # type: ignore[attr-defined]
    assert said[0].startswith("The Empire win the scouting roll 11 to 6: they choose the table edge and set up their "
                              "3 scouts first")
    assert waiting(s) == {"u2", "c1", "c2"}
    assert s.units["u1"].flags[LATER] == 2 and s.units["u4"].flags[LATER] == 1
    assert s.acting_side() == 0
    assert s.legal_actions() == [ChooseEdge(False), ChooseEdge(True)]


def test_nothing_is_set_up_before_the_edge_is_chosen():
    s = scouting([3, 4, 1, 1])
    with pytest.raises(IllegalAction, match="won the scouting roll and must first choose their table edge"):
        act(s, AutoDeploy(0))


def test_taking_the_far_edge_turns_the_terrain_round():
    s = scouting([3, 4, 1, 1])
    events = act(s, ChooseEdge(True))
    assert s.terrain[0].points == ((1700, 200), (1500, 200), (1500, 100), (1700, 100))
    assert "take the far table edge" in of_type(events, "Narration")[0].message


def test_the_loser_sets_up_all_its_army_then_the_scouts_the_rest_and_the_loser_moves_first():
    s = scouting([3, 4, 1, 1])
    act(s, ChooseEdge(False))
    assert s.terrain[0] == WOOD
    events = act(s, AutoDeploy(0))
    assert "Orcs now set up all their army" in [e.message for e in of_type(events, "Narration")]
    assert waiting(s) == {"u4", "u5", "c3"} and s.acting_side() == 1
    events = act(s, AutoDeploy(1))
    assert "The Empire now set up the rest of their army" in [e.message for e in of_type(events, "Narration")]
    assert waiting(s) == {"u1", "u3"} and s.acting_side() == 0
    act(s, AutoDeploy(0))
    assert (s.phase, s.turn, s.active, s.first_side) == ("command", 1, 1, 1)
    assert not any(LATER in p.flags for p in (*s.units.values(), *s.characters.values()))
    assert len(s.live_units()) == 5


def test_a_tie_rolls_again():
    s = scouting([2, 2, 1, 3, 1, 1, 6, 6])
    rolls = of_type(s.events, "DiceRolled")  # type: ignore[attr-defined]
    assert [r.total for r in rolls] == [8, 8, 6, 16]
    assert s.acting_side() == 1 and waiting(s) == {"u5", "c3"}


def test_without_the_module_the_usual_order_holds():
    s = scouting([], rules=())
    assert waiting(s) == {"u1", "u2", "u3", "u4", "u5", "c1", "c2", "c3"}
    assert s.acting_side() == 0
