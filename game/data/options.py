"""The rule options a scenario may set, and the steps of the turn it may start at.

``options`` used to be passed to the game as written: a misspelt key was ignored in silence and a bad
value (``game_length: 0``) only surfaced as a refusal when the battle began. Each option is checked
here against the values the rules understand, at its own line.
"""

from __future__ import annotations

from typing import Any

from game.core.scenario import DEPLOYMENT_MODES
from game.core.sequence import TURN
from game.core.turn import ALIASES, RANDOM_END, ROLLED_LENGTHS, UNLIMITED
from game.data.doc import Doc, PathT
from game.data.schema import INVALID, Bool, Choice, F, Int, Map, Type, shown
from game.data.yamlnodes import INT, STR, Node, ScalarNode

# A battle longer than this is a typing slip; "unlimited" says the other thing meant.
MAX_TURNS = 100
LENGTH_WORDS = (*ROLLED_LENGTHS, RANDOM_END, UNLIMITED, *ALIASES)
# The steps a scenario may open at: every step of the turn (the engine walks to it from the first).
START_STEPS = tuple(s.name for s in TURN)


class GameLength(Type):
    """A number of turns (1 to MAX_TURNS) or one of the words for a rolled, random or open length."""

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        if isinstance(node, ScalarNode) and node.tag == INT:
            return Int(1, MAX_TURNS).check(node, path, doc)
        if isinstance(node, ScalarNode) and node.tag == STR and node.value in LENGTH_WORDS:
            return node.value
        doc.bad(path, f"must be a number of turns (1 to {MAX_TURNS}) or one of {', '.join(LENGTH_WORDS)}, got {shown(node)}")
        return INVALID


ALWAYS_NEVER = ("always", "never")

OPTIONS = Map(
    {
        "deployment": F(Choice(DEPLOYMENT_MODES)),
        "game_length": F(GameLength()),
        "stand_and_shoot": F(Choice(ALWAYS_NEVER)),
        "make_way": F(Choice(ALWAYS_NEVER)),
        "first_turn_bonus": F(Bool()),
    }
)

START_STEP = Choice(START_STEPS)
