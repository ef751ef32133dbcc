"""The computer's use of army special rules that are choices of their own (digest 10.6).

Machine crews leave and man their machine by ``gun_crews``. Free once-a-turn boosts are always taken when offered (the Anvil struck in the Shooting phase); the once-a-battle
Oathstone is called on as soon as the Hero's unit is in a fight (it is only offered then). Infiltrators are held
back at deployment when the rules allow it, and brought on by a character other than the General where one may
(his failure would stop every order), at the offered place nearest the enemy among those at about the best odds:
troops that appear at their foe's elbow are the point of hiding them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.core import Action, BreatheFire, GameState, Infiltrate, Rank, cannon_choice, order_needed, worth_breathing

# Kinds taken as soon as they are offered, with the reason given for them.
AT_ONCE = {
    "strike_anvil": "the Anvil's song may steady the units near the Runesmith, and striking it costs nothing",
    "oathstone": "the Hero's unit is fighting: now the Oathstone's +1 Attack counts",
    "hold_back": "hidden troops can appear later where the enemy does not expect them",
    "divine_guidance": "the Slann's Divine Guidance makes the orders surer and spares a blunder",
}


def choose_special(state: GameState, legal: Sequence[Action]) -> tuple[Action, str] | None:
    """A special-rule action worth taking now, with its reason, or None."""
    for a in legal:
        if a.kind in AT_ONCE:
            return a, AT_ONCE[a.kind]
    from game.ai.plans.gun_crews import choose_gun_crew

    crew = choose_gun_crew(state, legal)
    if crew is not None:
        return crew
    cannon = cannon_choice(state, legal)
    if cannon is not None:
        return cannon
    for a in legal:
        if isinstance(a, BreatheFire) and worth_breathing(state, a):
            return a, f"{state.units[a.unit].name} breathes while it has breath enough to pay for it"
    offers = [a for a in legal if isinstance(a, Infiltrate)]
    if not offers:
        return None
    enemies = [(s.x, s.y) for u in state.live_units(1 - state.active) for s in u.stands]

    def gap(a: Infiltrate) -> float:
        return min((math.hypot(a.x - ex, a.y - ey) for ex, ey in enemies), default=0.0)

    # A General who fails an order stops every order of the turn: another character tries if one may. Of the
    # places offered, those at about the best odds; of those, the nearest the enemy.
    others = [a for a in offers if state.character_profile(state.characters[a.character]).rank is not Rank.GENERAL]
    offers = others or offers
    needed = {a: order_needed(state, a) for a in offers}
    likely = max(needed.values()) - 1
    best = min((a for a in offers if needed[a] >= likely), key=gap)
    return best, "the hidden troops appear as close to the enemy as the rules allow at fair odds"
