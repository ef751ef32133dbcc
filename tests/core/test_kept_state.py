"""A rule module's typed state: kept per game, saved under its module id, rebuilt on load, and read from
the untyped ``phase_data`` layout of older saves."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event
from game.core.kept import kept, old_layout
from game.core.modules import compose
from game.core.ruleset import Handler, RulesModule, StepEdit
from game.core.state import GameState
from tests.helpers import act, battle, unit


@dataclass
class Tally:
    """How many war cries each unit has raised this battle."""

    cries: dict[str, int] = field(default_factory=dict)

    OLD_KEYS: ClassVar[dict[str, str]] = {"war_cries": "cries"}

    def to_dict(self) -> dict[str, Any]:
        return {"cries": dict(self.cries)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Tally:
        return cls(dict(d.get("cries", {})))


@dataclass(frozen=True)
class WarCry(Action):
    kind: ClassVar[str] = "war_cry"
    unit: str


def _apply(state: GameState, action: WarCry, dice: Dice) -> list[Event]:
    cries = kept(state, "war-cries", Tally).cries
    cries[action.unit] = cries.get(action.unit, 0) + 1
    return []


CRIES = RulesModule(
    id="war-cries",
    title="War cries",
    description="Units may raise a war cry in the Command phase; the game counts them.",
    optional=True,
    actions={"war_cry": Handler(lambda s, a: [], _apply)},
    steps=(StepEdit("actions", anchor="command/initiative", actions=("war_cry",)),),
    state=Tally,
)


def _game() -> GameState:
    return battle([unit("Halberdiers", 600, 900, id="h1")], [unit("Orc Warriors", 600, 300, id="o1")],
                  ruleset=compose(extra=(CRIES,)))


def test_a_module_keeps_typed_state_that_a_save_carries_under_its_id() -> None:
    s = _game()
    act(s, WarCry("h1"))
    d = s.to_dict()
    assert d["kept"]["war-cries"] == {"cries": {"h1": 1}}
    # Saved in module order, the new module last (a module whose state is still fresh may leave it out).
    assert list(d["kept"]) == [k for k in s.ruleset.kept if k in d["kept"]] and list(d["kept"])[-1] == "war-cries"
    back = GameState.from_dict(d, s.ruleset)
    assert kept(back, "war-cries", Tally).cries == {"h1": 1} and back == s
    # A game without the module keeps nothing for it.
    plain = battle([unit("Halberdiers", 600, 900, id="h1")], [unit("Orc Warriors", 600, 300, id="o1")])
    assert "war-cries" not in plain.to_dict()["kept"]


def test_an_older_save_with_phase_data_loads_onto_the_typed_state() -> None:
    s = _game()
    act(s, WarCry("h1"))
    old = old_layout(s.to_dict(), s.ruleset)
    assert "kept" not in old and old["phase_data"]["war_cries"] == {"h1": 1}
    back = GameState.from_dict(old, s.ruleset)
    assert kept(back, "war-cries", Tally).cries == {"h1": 1} and back == s


def test_a_save_naming_kept_data_of_a_module_the_game_lacks_is_refused() -> None:
    s = _game()
    d = s.to_dict()
    d["kept"]["nowhere"] = {}
    with pytest.raises(ValueError, match="module 'nowhere', which keeps none in this game"):
        GameState.from_dict(d, s.ruleset)
