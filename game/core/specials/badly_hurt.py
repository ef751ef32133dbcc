"""Badly hurt monsters (digest 10.0): a Giant out of combat at the end of a Shooting or Combat phase with 5
to 7 hits on it loses those hits, but its Hits and Attacks are halved for the rest of the battle.

The same pattern serves other big monsters with ``badly_hurt`` in their rules: the band is more than half
their Hits up to one short of them (Giant 5-7 of 8, Sphinx 4-5 of 6, Stegadon 6-9 of 10); a monster that
shoots loses half its shooting attacks too, rounding up (a High Elf Dragon Rider's 3 become 2).
"""

from __future__ import annotations

from game.core.dice import Dice
from game.core.events import Event
from game.core.magic.effects import STAT_ATTACKS, STAT_HITS, STAT_SHOTS
from game.core.specials.events import BadlyHurt
from game.core.state import GameState


def check_badly_hurt(state: GameState, dice: Dice) -> list[Event]:
    """At the end of a Shooting or Combat phase, before odd hits go: unengaged monsters with many hits."""
    events: list[Event] = []
    for u in state.live_units():
        prof = state.unit_profile(u)
        if not prof.has("badly_hurt") or u.engaged or STAT_HITS in u.flags:
            continue
        low, high = prof.hits // 2 + 1, prof.hits - 1
        if not low <= u.hits <= high:
            continue
        cleared = u.hits
        u.hits = 0
        u.flags[STAT_HITS] = max(1, prof.hits // 2)
        u.flags[STAT_ATTACKS] = max(1, prof.attacks // 2)
        if prof.shots:
            # Shooting drops too, rounding up (a Dragon's 3 breath attacks become 2).
            u.flags[STAT_SHOTS] = (prof.shots + 1) // 2
        events.append(
            BadlyHurt(
                unit=u.id,
                unit_name=u.name,
                hits_cleared=cleared,
                hits_value=u.flags[STAT_HITS],
                attacks_value=u.flags[STAT_ATTACKS],
                rule="specials.badly_hurt",
            )
        )
    return events
