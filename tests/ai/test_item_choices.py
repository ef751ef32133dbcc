"""The computer opponents with magic items to use in play: the Scroll against a harmful spell, the Staff after a
failed spell, the Sceptre against a blunder, the Orb only when the new try is likely to pass."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import UseItem
from game.core.command.actions import Order
from game.core.magic import Cast
from tests.core.items.test_command_items import make
from tests.core.magic.common import magic
from tests.helpers import act, char, unit

ORCS = unit("Orc Warriors", 900, 500, 180, id="o")


def _shaman(item: str):
    return magic([], [ORCS], [char("Wizard", 900, 700, id="w")], [char("Orc Shaman", 1500, 100, id="sh", item=item)])


def test_the_computer_reads_the_scroll_against_a_harmful_spell_but_not_against_a_teleport() -> None:
    s = _shaman("Scroll of Dispelling")
    act(s, Cast("w", "Weird Enchantment", target="o"), [5])
    action, reason = make_agent("cautious:normal", 1, 1).choose(s)
    assert action == UseItem("sh", "scroll_of_dispelling") and "Scroll of Dispelling against Weird" in reason
    s = _shaman("Scroll of Dispelling")
    act(s, Cast("w", "Teleport", x=300, y=900), [5])
    action, _ = make_agent("cautious:normal", 1, 1).choose(s)
    assert action == UseItem("sh", "scroll_of_dispelling", use=False)


def test_the_computer_raises_the_staff_at_a_failed_spell() -> None:
    s = _shaman("Staff of Spellbinding")
    act(s, Cast("w", "Weird Enchantment", target="o"), [2])
    action, _ = make_agent("cautious:normal", 1, 1).choose(s)
    assert action == UseItem("sh", "staff_of_spellbinding")


def test_the_computer_cancels_a_blunder_with_the_sceptre() -> None:
    s = make(char("Hero", 900, 600, id="h"), char("General", 300, 1100, id="g", item="Sceptre of Sovereignty"))
    act(s, Order("h", ("u1",)), [6, 6, 5])
    action, _ = make_agent("cautious:normal", 0, 1).choose(s)
    assert action == UseItem("g", "sceptre_of_sovereignty")


def test_the_computer_rolls_again_with_the_orb_only_when_likely_to_pass() -> None:
    s = make(char("General", 900, 600, id="g", item="Orb of Majesty"))
    act(s, Order("g", ("u1",)), [5, 5])
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert action == UseItem("g", "orb_of_majesty") and "72 % to pass" in reason
    # Eighty cm away (-3): as if Command 8 it needs 5 or less, 28 %: the Orb is kept.
    s = make(char("General", 900, 1300, id="g", item="Orb of Majesty"))
    act(s, Order("g", ("u1",)), [4, 4])
    action, _ = make_agent("cautious:normal", 0, 1).choose(s)
    assert not isinstance(action, UseItem)
