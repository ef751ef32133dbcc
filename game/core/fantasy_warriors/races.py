"""Whose people a unit's troops are (Fantasy Warriors: "Race is the army's; mercenary units carry their own").

The answer to ``questions.RACE``: the id of the army list the unit was raised from, a hired unit's own list
(``ArmyList.origin``), or "goblins" for the goblin entries of a list that mixes peoples (the Orcs' Goblins),
read from the entry's own name in that list. Rules for one people (the goblin war chant) ask it rather than
test the army a side plays.
"""

from __future__ import annotations

import re

from game.core.questions import RACE
from game.core.state import GameState, Unit

GOBLINS = "goblins"
_GOBLIN_WORD = re.compile(r"\bgoblins?\b", re.IGNORECASE)


def race(state: GameState, unit: Unit, answer: str) -> str:
    lid, own = state.army_of(unit).origin(unit.profile)
    if lid == GOBLINS or _GOBLIN_WORD.search(own):
        return GOBLINS
    return lid or answer


def is_goblin(state: GameState, unit: Unit) -> bool:
    return bool(state.ruleset.ask(RACE, state, unit) == GOBLINS)
