"""The computer opponents with Araby: the Wizards' spells are cast where they count - the Curse of the Djinn on
an armoured enemy in combat, Sunstrike on a line of foes."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast
from tests.core.specials.test_araby import araby
from tests.helpers import char, unit


def _agent():
    return make_agent("cautious:normal", 0, 1)


def _fight(enemy: str, mount: str | None = "Djinn"):
    s = araby([unit("Spearmen", 900, 700, id="sp")], [unit(enemy, 900, 680, 180, id="o")],
              [char("Wizard", 900, 800, id="w", mount=mount)])
    s.units["sp"].engaged = s.units["o"].engaged = True
    # The Orcs' spare units still off the table, so that no Mirage before them outweighs the spell being tested.
    for u in s.units.values():
        if u.id.startswith("ospare"):
            u.off_table = True
    s.invalidate()
    return s


def test_araby_ai_curses_well_armoured_foes_in_combat():
    action, reason = _agent().choose(_fight("Black Orcs"))
    assert action == Cast("w", "Curse of the Djinn", target="o") and "cursing Black Orcs's armour" in reason


def test_araby_ai_burns_a_row_of_foes_with_sunstrike():
    s = araby([unit("Spearmen", 900, 900, id="sp")],
              [unit("Orc Warriors", 700 + 200 * i, 600, 180, id=f"o{i}") for i in range(3)],
              [char("Wizard", 900, 850, id="w")])
    action, reason = _agent().choose(s)
    assert isinstance(action, Cast) and action.spell == "Sunstrike" and "burning Orc Warriors" in reason

