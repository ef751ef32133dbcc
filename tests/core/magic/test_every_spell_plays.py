"""Every spell of every army list is worked out by the game: none is refused as not playable (digest 6.3)."""

from game.core.magic.spells import pattern
from game.core.modules import base
from tests.helpers import armies


def test_every_spell_of_every_army_has_a_pattern_and_a_resolver():
    effects = base().spell_effects
    missing = [
        f"{army.name}: {spell.name} ({spell.effect})"
        for army in armies().values()
        for spell in army.spells
        if pattern(spell.effect) is None or spell.effect not in effects
    ]
    assert missing == []
