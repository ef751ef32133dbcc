"""The computer's use of magic items chosen in play (digest 2.4, 6.4).

Every item is once a battle, so each is spent where it is worth most on a simple reading:
- the Scroll of Dispelling cancels any spell of the enemy's but a Wizard's own move (Teleport);
- the Staff of Spellbinding is raised at the first failed enemy spell (half the time it binds him for good);
- the Sceptre of Sovereignty is always used against a blunder or a General's double six: every blunder
  loses a move, and the General's double six stops every order of the phase;
- the Orb of Majesty rolls the General's failed order again when the new try passes at least 40 % of the time;
- the Helm of Dominion is worn in the first Command phase, when the whole army has to move;
- the Rod of Repetition is used at once: a second spell is worth more than a saved one;
- the Banner of Fortune rolls again a roll that hit less than such dice do on average (a fresh throw does better
  on average), and keeps any other.
Only uses the rules offer are taken, so the computer never uses an item illegally.
"""

from __future__ import annotations

from game.core import (
    SELF,
    GameState,
    UseItem,
    below_average,
    items_kept,
    legal_uses,
    order_target,
    pattern,
    spell_of,
)

ORB_WORTH = 0.4


def _passes(target: int) -> float:
    """The chance two dice total ``target`` or less, and not 12."""
    ways = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= target and a + b != 12)
    return ways / 36


def choose_item(state: GameState) -> tuple[UseItem, str] | None:
    """A use of a magic item worth making now, with its reason, or None."""
    offers = [a for a in legal_uses(state) if not state.check(a)]
    if not offers:
        return None
    k = items_kept(state)
    # A General's double six may be offered both: the Sceptre's sure pass goes before the Orb's new roll.
    offers.sort(key=lambda a: a.item != "sceptre_of_sovereignty")
    for a in offers:
        carrier = state.characters.get(a.carrier)
        who = carrier.name if carrier is not None else a.carrier
        if a.item == "banner_of_fortune" and k.held is not None:
            poor = below_average(tuple(k.held["faces"]), int(k.held["to_hit"]))
            if a.use == poor:
                name = state.units[a.carrier].name
                return a, (f"{name} roll their {len(k.held['faces'])} dice again: {k.held['hits']} hits is below "
                           "the average" if poor else f"{name} keep their {k.held['hits']} hits: the banner waits")
            continue
        if a.item == "scroll_of_dispelling" and k.held is not None:
            wizard = state.characters[k.held["wizard"]]
            sp = spell_of(state, wizard, k.held["cast"]["spell"])
            pat = pattern(sp.effect) if sp is not None else None
            keep = pat is not None and pat.target == SELF
            if a.use != keep:
                spell = k.held["cast"]["spell"]
                return a, (f"{who} lets {spell} be: the Scroll waits for a spell that hurts" if keep
                           else f"{who} reads the Scroll of Dispelling against {spell}")
        elif a.item == "staff_of_spellbinding" and a.use:
            return a, f"{who} raises the Staff: a spellbound Wizard casts worse for the rest of the battle"
        elif a.item == "sceptre_of_sovereignty" and a.use:
            return a, f"{who}'s Sceptre turns the double six into a passed order"
        elif a.item == "orb_of_majesty":
            w = next(o for o in k.offers if o["item"] == a.item)
            assert carrier is not None
            tgt = order_target(state, carrier, [state.units[u] for u in w["units"]])
            p = _passes(min(10, 8 + sum(m.value for m in tgt.modifiers)))
            if p >= ORB_WORTH:
                return a, f"{who} rolls the order again with the Orb: {round(p * 100)} % to pass"
        elif a.item == "helm_of_dominion":
            return a, f"{who} wears the Helm of Dominion while the whole army has to move"
        elif a.item == "rod_of_repetition":
            return a, f"{who} uses the Rod of Repetition: one more spell this phase"
    return None
