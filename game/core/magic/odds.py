"""The chance of casting a spell (digest 6.1), for the order planner, the explain cards and the AI."""

from __future__ import annotations

from fractions import Fraction

from game.core.state import GameState


def cast_chance(needed: int, modifier: int = 0) -> Fraction:
    """Chance that one D6 casts a spell needing ``needed``+ with ``modifier`` added to the roll.

    A natural 1 always fails and a natural 6 always works, so the chance lies between 1/6 and 5/6.
    """
    wins = sum(1 for face in range(1, 7) if face != 1 and (face == 6 or face + modifier >= needed))
    return Fraction(wins, 6)


def spell_chance(state: GameState, wizard: str, spell: str, war_altar: bool = False, item: str = "") -> Fraction:
    """Chance that this Wizard casts this spell now (the War Altar adds +1 if spent; ``item``: a magic item
    spent on the roll)."""
    from game.core import hooks
    from game.core.magic.actions import Cast
    from game.core.magic.casting import casting_modifiers, spell_of

    ch = state.characters[wizard]
    sp = spell_of(state, ch, spell)
    if sp is None:
        return Fraction(0)
    action = Cast(wizard, spell, war_altar=war_altar, item=item)
    if any(fn(state, ch, action) for fn in state.ruleset.hook(hooks.CAST_AUTOMATIC)):
        return Fraction(1)
    p = cast_chance(sp.cast, sum(m.value for m in casting_modifiers(state, ch, war_altar, action)))
    if "mage_reroll" in state.character_profile(ch).special:
        # A failure other than a 1 (1/6 of all rolls) is rolled again.
        p += (1 - p - Fraction(1, 6)) * p
    return p
