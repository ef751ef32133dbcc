"""Magic: Wizards casting spells in their side's Shooting phase (digest 6.1-6.3).

``MODULE`` is the "magic" rule module: the "cast" action (offered in the Shooting step), the "spell_move",
"spell_charge" and "spell_hold" actions that settle the move a spell of command grants, the resolvers of
the spells' effects, an after-action check that ends lasting effects when their time is up, and the
rulebook entries.

Spells known: the Empire's Ball of Flame, Voice of Command, Weird Enchantment and Teleport; the Orcs'
Foot of Gork, Gotcha!, Gerroff!!! and Waaagh!; the Tomb Kings' Death Bolt, Touch of Death, Doom and
Despair (``doom_and_despair``) and Raise Dead (``raise_dead``). Magic items (digest 6.4) are not in rosters.

Pieces other phases use:

- ``effects``: the lasting flags on units and the questions combat and movement ask of them
  (``attack_modifiers``, ``character_attack_bonus``, ``sits_out``, ``pace_factor``/``scaled``),
  plus ``set_lasting``/``expire`` for special rules that last a while.
- ``odds.cast_chance(needed, modifier)``: the chance of a casting roll.
- ``MODULE.spell_effects``: effect name -> how a successful spell is worked out; a module bringing new
  spells adds its own (the ruleset gathers them).

Choices made for the players: a spell of command cannot move a confused unit (it moves "as if ordered",
and confused units cannot be ordered); a Gerroff!!! roll of 6 confuses the unit, as a 6 among drive-back
dice would.
"""

from __future__ import annotations

from game.core import hooks
from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import casting, effects, line, order, record, strike, teleport
from game.core.magic.actions import Cast, SpellCharge, SpellHold, SpellMove
from game.core.magic.events import EffectsEnded
from game.core.magic.record import MagicKept
from game.core.magic.rules import RULES
from game.core.ruleset import Handler, RulesModule, StepEdit
from game.core.state import GameState

__all__ = ["MODULE", "Cast", "SpellCharge", "SpellHold", "SpellMove"]

SPELL_EFFECTS = {
    "line": line.resolve_line,
    "order": order.resolve_order,
    "weird_enchantment": strike.resolve_weird,
    "teleport": teleport.resolve_teleport,
    "foot_of_gork": strike.resolve_foot,
    "gerroff": strike.resolve_gerroff,
    "rally": strike.resolve_rally,
    "bolt": strike.resolve_bolt,
    "touch": strike.resolve_touch,
}


def _after_action(state: GameState, dice: Dice) -> list[Event]:
    """End lasting effects whose time is up, and forget the phase's casting record once it is over."""
    if state.phase != "shooting":
        record.drop(state)
    gone = effects.expire(state)
    if not gone:
        return []
    names = []
    # A hold ends under the name of the spell that laid it (its HELD_BY flag), not the flag's label.
    named = {g.split(":", 1)[0] for g in gone if g.split(":", 1)[1].startswith(effects.HELD_BY)}
    for item in gone:
        uid, key = item.split(":", 1)
        holder = state.units.get(uid) or state.characters.get(uid)  # a character kept under its unit's effects
        if key == effects.HELD and uid in named:
            continue
        label = key[len(effects.HELD_BY):] if key.startswith(effects.HELD_BY) else None
        if not key.startswith("stat:") and holder is not None:
            names.append(f"{holder.name} ({label or effects.LABELS.get(key, key.replace('_', ' '))})")
    return [
        EffectsEnded(units=tuple(g.split(":", 1)[0] for g in gone), what=", ".join(names), rule="magic.effects_end")
    ]


MODULE = RulesModule(
    id="magic",
    title="Magic",
    description="Wizards casting their army's spells in the Shooting phase, and the spells' lasting effects.",
    actions={
        "cast": Handler(casting.check_cast, casting.apply_cast, casting.legal_casts),
        # Leaving the step while the move is owed is refused by the Command phase's own "move" handler.
        "spell_move": Handler(order.check_spell_move, order.apply_spell_move, order.legal_spell_moves),
        "spell_charge": Handler(order.check_spell_charge, order.apply_spell_charge),
        "spell_hold": Handler(order.check_spell_hold, order.apply_spell_hold),
    },
    steps=(StepEdit("actions", anchor="shooting/shoot", actions=("cast",)),),
    hooks={hooks.AFTER_ACTION: (_after_action,)},
    spell_effects=SPELL_EFFECTS,
    state=MagicKept,
    rulebook=RULES,
)
