"""Magic items (digest 6.4): bought in a roster for a unit or a character, carried out in play.

``catalogue`` lists every item of the generic list, who may carry it and its points; ``rules`` carries out
the items marked ``carried_out`` (a roster may buy only these). The module is part of the base rules.
"""

from __future__ import annotations

from game.core import hooks
from game.core.items.catalogue import ITEMS
from game.core.items.command_items import crown_value, helm_command, order_rolled, sceptre_holds
from game.core.items.fortune import action_dice
from game.core.items.rerolls import attacks_rolled, saves_made
from game.core.items.rules import (
    banner_attacks,
    banners_after_combat,
    banners_between_actions,
    banners_in_the_fight,
    round_fought,
    steadfast,
    sword_bonus,
    sword_stand,
)
from game.core.items.use import ItemsKept, apply_use, blocks_leaving, check_use, decider, lapse, legal_uses, waits
from game.core.items.wizard_items import cast_items, cast_modifiers, cast_rolled, ring_casts, scroll_holds
from game.core.ruleset import Handler, RulesModule

RULEBOOK = {
    f"items.{i.id}": (i.name, i.effect) for i in ITEMS if i.carried_out
} | {
    "items.one_each": (
        "Magic items",
        "One item a unit (infantry, cavalry or chariots only) or a character, each item once in an army; its points "
        "are added to the carrier's. An item works from the start of the battle. Our reading: the Crown of Command, "
        "the Helm of Dominion and the Orb of Majesty work only on the General's own orders, so a General who gives "
        "none (the Lizardmen's Slann) may not carry them; the Sceptre of Sovereignty, which saves any character's "
        "order, he may.",
    ),
    "items.use": ("Using a magic item", "An item used by choice is used by its carrier's side when the rules offer it."),
}

MODULE = RulesModule(
    id="magic-items",
    title="Magic items",
    description="Banners and swords bought for units and characters in the roster.",
    actions={"use_item": Handler(check_use, apply_use, legal_uses, blocks_leaving)},
    state=ItemsKept,
    hooks={
        hooks.BEFORE_ACTION: (lapse,),
        hooks.ACTION_DICE: (action_dice,),
        hooks.HELD_DECIDER: (decider,),
        hooks.ACTION_WAITS: (waits,),
        hooks.ORDER_VALUE: (crown_value,),
        hooks.ORDER_ROLLED: (order_rolled,),
        hooks.BLUNDER_HELD: (sceptre_holds,),
        hooks.COMMAND_MODIFIERS: (helm_command,),
        hooks.CAST_ITEMS: (cast_items,),
        hooks.CAST_AUTOMATIC: (ring_casts,),
        hooks.CAST_MODIFIERS: (cast_modifiers,),
        hooks.CAST_ROLLED: (cast_rolled,),
        hooks.SPELL_HELD: (scroll_holds,),
        hooks.ATTACKS_ROLLED: (attacks_rolled,),
        hooks.SAVES_MADE: (saves_made,),
        hooks.STAND_ATTACKS: (banner_attacks,),
        hooks.ONE_STAND_MODIFIERS: (sword_stand,),
        hooks.CHARACTER_BONUS: (sword_bonus,),
        hooks.ROUND_DECIDED: (round_fought,),
        hooks.AFTER_ACTION: (banners_between_actions,),
        hooks.COMBAT_ENDS: (banners_after_combat,),
        hooks.COMBAT_ROUND_BEGINS: (banners_in_the_fight,),
        hooks.HITS_STRUCK: (steadfast,),
    },
    rulebook=RULEBOOK,
)
