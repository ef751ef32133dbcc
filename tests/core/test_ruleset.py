"""Rule modules and rulesets: a module switched on for one game and not another, and refused compositions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from game.core import hooks
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.modules import base, compose, from_spec
from game.core.ruleset import Handler, RulesetError, RulesModule, StepEdit
from game.core.sequence import Step
from game.core.state import GameState
from tests.helpers import act, battle, unit


@dataclass(frozen=True)
class RallyCry(Action):
    """The module's own action: a confused unit of the side to play shakes its confusion off."""

    kind: ClassVar[str] = "rally_cry"
    unit: str


def _check(state: GameState, action: RallyCry) -> list[str]:
    u = state.units.get(action.unit)
    if u is None or u.side != state.active:
        return [f"{action.unit} is not a unit of the side to play"]
    return [] if u.confused else [f"{u.name} is not confused"]


def _apply(state: GameState, action: RallyCry, dice: Dice) -> list[Event]:
    state.units[action.unit].confused = False
    return [Narration(message=f"{state.units[action.unit].name} rallies", rule="rally")]


def _legal(state: GameState) -> list[Action]:
    return [RallyCry(u.id) for u in state.live_units(state.active) if u.confused]


def _rally_begins(state: GameState, dice: Dice) -> list[Event]:
    return [Narration(message="the drums call the confused to rally", rule="rally")]


AFTER: list[str] = []


def _count(state: GameState, dice: Dice) -> list[Event]:
    AFTER.append(state.step)
    return []


RALLY = RulesModule(
    id="rally-drums",
    title="Rally drums",
    description="A step after initiative where confused units may rally.",
    optional=True,
    actions={"rally_cry": Handler(_check, _apply, _legal)},
    steps=(
        StepEdit(
            "after",
            (Step("command", "rally", "Rally", actions=("rally_cry",), enter=("rally.begins",)),),
            anchor="command/initiative",
        ),
    ),
    step_hooks={"rally.begins": _rally_begins},
    hooks={hooks.AFTER_ACTION: (_count,)},
    rulebook={"rally": ("Rally drums", "Confused units may rally in their own step.")},
)


def _two_games() -> tuple[GameState, GameState]:
    units0 = [unit("Halberdiers", 600, 900, id="h1", confused=True)]
    units1 = [unit("Orc Warriors", 600, 300, id="o1")]
    with_rally = battle(units0, units1, ruleset=compose(extra=(RALLY,)))
    plain = battle(units0, units1)
    return with_rally, plain


def test_a_module_plays_in_one_game_and_not_in_another_in_the_same_process() -> None:
    with_rally, plain = _two_games()
    assert [s.name for s in with_rally.ruleset.turn][:3] == ["initiative", "rally", "home_back"]
    assert "rally" not in [s.name for s in plain.ruleset.turn]
    # The plain game knows nothing of the new action.
    assert plain.check(RallyCry("h1")) == ["no rule of this game knows the action 'rally_cry'"]
    assert RallyCry("h1") not in plain.legal_actions()
    # In the other game the step opens by its hook and offers the action; applying it rallies the unit.
    AFTER.clear()
    events = act(with_rally, RallyCry("h1"))
    assert [e.message for e in events if isinstance(e, Narration)][:2] == [
        "the drums call the confused to rally",
        "Halberdiers rallies",
    ]
    assert with_rally.step == "rally" and not with_rally.units["h1"].confused
    assert AFTER  # the module's after-action hook ran in its game
    assert plain.units["h1"].confused and plain.step == "initiative"


def test_composition_refuses_a_step_hook_nobody_provides() -> None:
    orphan = RulesModule(
        id="orphan",
        title="Orphan",
        description="A step whose hook nobody provides.",
        steps=(StepEdit("after", (Step("end", "sing", "Sing", enter=("songs.begin",)),), anchor="end/end"),),
    )
    with pytest.raises(RulesetError, match="step 'end/sing' runs hook 'songs.begin', which no module provides"):
        compose(extra=(orphan,))


def test_composition_refuses_an_action_a_step_offers_but_nobody_handles() -> None:
    mute = RulesModule(
        id="mute",
        title="Mute",
        description="Offers an action it does not handle.",
        steps=(StepEdit("actions", anchor="combat/fight", actions=("sing",)),),
    )
    with pytest.raises(RulesetError, match="offers action 'sing', which no module handles"):
        compose(extra=(mute,))


def test_composition_refuses_a_missing_requirement_and_an_exclusion() -> None:
    needy = RulesModule(id="needy", title="Needy", description="d", requires=("nowhere",))
    with pytest.raises(RulesetError, match="module 'needy' needs module 'nowhere', which is not chosen"):
        compose(extra=(needy,))
    rival = RulesModule(id="rival", title="Rival", description="d", excludes=("rally-drums",))
    with pytest.raises(RulesetError, match="modules 'rival' and 'rally-drums' exclude each other"):
        compose(extra=(RALLY, rival))


def test_composition_refuses_an_unknown_module_and_an_unknown_option() -> None:
    with pytest.raises(RulesetError, match="no rule module is called 'ninth-ages'"):
        compose(["ninth-ages"])
    with pytest.raises(RulesetError, match="module 'shooting' has no option 'colour'"):
        compose(options={"shooting": {"colour": "red"}})


def test_the_ruleset_hash_is_stable_and_names_its_modules() -> None:
    assert base().hash == compose().hash == from_spec(base().spec).hash
    assert compose(extra=(RALLY,)).hash != base().hash
    assert base().difference(compose(extra=(RALLY,))) == "with rally-drums"


def test_a_saved_state_keeps_its_rules_and_a_copy_keeps_the_module() -> None:
    with_rally, plain = _two_games()
    assert plain.to_dict()["rules"]["modules"][:3] == ["sequence", "deployment", "command"]
    assert with_rally.clone().ruleset is with_rally.ruleset
    # A module this copy of the game does not know cannot be loaded back from a save.
    with pytest.raises(RulesetError, match="no rule module is called 'rally-drums'"):
        GameState.from_dict(with_rally.to_dict())


def test_a_question_folds_over_the_modules_then_the_units_special_rules() -> None:
    from game.core.confusion import MAY_BE_CONFUSED, can_be_confused
    from game.core.questions import ALWAYS_DEFENDED

    steady = RulesModule(
        id="steady-nerves",
        title="Steady nerves",
        description="Nobody is ever confused.",
        optional=True,
        answers={MAY_BE_CONFUSED: lambda state, unit, answer: False},
    )
    units0 = [unit("Halberdiers", 600, 900, id="h1"), unit("Steam Tank", 900, 900, id="st")]
    units1 = [unit("Orc Warriors", 600, 300, id="o1")]
    plain = battle(units0, units1)
    calm = battle(units0, units1, ruleset=compose(extra=(steady,)))
    assert can_be_confused(plain, plain.units["h1"]) and not can_be_confused(calm, calm.units["h1"])
    # The Steam Tank's own special rule answers; other units keep the default.
    assert plain.ruleset.ask(ALWAYS_DEFENDED, plain, plain.units["st"]) == "a Steam Tank always counts as defended"
    assert plain.ruleset.ask(ALWAYS_DEFENDED, plain, plain.units["h1"]) == ""


def test_a_recorded_game_keeps_exactly_the_modules_it_recorded() -> None:
    # A save made before an army module existed names fewer army modules than this copy has: it is played
    # with the ones it names, and its hash still matches what it recorded.
    from game.core.specials import ARMY_MODULES

    now = base()
    needed = {r for m in now.modules for r in m.requires}
    newest = [m.id for m in ARMY_MODULES if m.id not in needed][-1]
    older = dict(now.spec)
    older["modules"] = [m for m in now.spec["modules"] if m != newest]
    rules = from_spec(older)
    assert [m.id for m in rules.modules] == older["modules"]
    assert rules.hash != now.hash
    assert from_spec(rules.spec).hash == rules.hash


def test_a_recorded_unknown_module_is_refused_by_name() -> None:
    spec = dict(base().spec)
    spec["modules"] = [*spec["modules"], "no-such-rules"]
    with pytest.raises(RulesetError, match="no-such-rules"):
        from_spec(spec)
