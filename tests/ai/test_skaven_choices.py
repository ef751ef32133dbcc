"""The computer opponents with the Skaven: characters stand within the 20 cm Under the Lash allows, and hidden
Gutter Runners are brought on by a Hero rather than the General, whose failure would stop every order."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Infiltrate, MoveCharacter
from game.core.command.penalties import character_reach
from game.core.specials.infiltration import HIDDEN
from tests.core.specials.test_skaven import skaven
from tests.helpers import act, char, unit

ORCS_FAR = unit("Orc Warriors", 900, 150, 180, id="o")


def test_skaven_ai_moves_a_character_to_within_20cm_of_the_units_it_would_order() -> None:
    # Clanrats 40 cm ahead of a Hero and the Grey Seer: neither may order them from there.
    s = skaven([unit("Clanrats", 900, 700, id="c")], [ORCS_FAR], [char("Hero", 1000, 1110, id="h")],
               general=("Grey Seer", 800, 1110), step="characters")
    assert all(character_reach(s, c, u) > 200 for c in s.live_characters(0) for u in s.live_units(0))
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert isinstance(action, MoveCharacter) and reason.endswith("to order more units next turn")
    act(s, action)
    ch = s.characters[action.character]
    # Wherever he goes, a unit he means to order is within the lash's 20 cm of him.
    assert min(character_reach(s, ch, u) for u in s.live_units(0)) <= 200


def test_skaven_ai_infiltrates_with_a_hero_not_the_general() -> None:
    s = skaven([unit("Gutter Runners", 900, 1000, id="gr")], [ORCS_FAR], [char("Hero", 1300, 1100, id="h")],
               step="orders")
    s.units["gr"].flags[HIDDEN] = 1
    s.units["gr"].off_table = True
    s.invalidate()
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert isinstance(action, Infiltrate) and action.character == "h"
    assert reason == "the hidden troops appear as close to the enemy as the rules allow at fair odds"
