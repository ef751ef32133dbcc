"""The spell patterns: whom each kind of spell may be laid on, and what it needs (digest 6.1-6.3).

Army lists name each spell's ``effect``; this table says what the effect asks of its target. The
effects themselves are worked out in ``line``, ``strike``, ``order`` and ``teleport``.
"""

from __future__ import annotations

from dataclasses import dataclass

ENEMY, FRIEND, LINE, SELF, TOUCHING = "enemy", "friend", "line", "self", "touching"
# No target named: the spell works on every unit it concerns within its range of the Wizard (Storm of Stone).
AROUND = "around"
# A combat engagement, named by any unit fighting in it (Raise Dead).
ENGAGEMENT = "engagement"
# A wood on the table, named by its terrain id (Fury of the Forest).
WOOD = "wood"
# A spot on the table, the Cast's x, y and facing, where the spell brings a creature (Summon Fenbeast).
PLACE = "place"
# A spot and a list entry (the Cast's x, y, facing and target) where the spell raises an illusion (Mirage).
ILLUSION = "illusion"


@dataclass(frozen=True)
class Pattern:
    """What a kind of spell is laid on.

    ``target``: an enemy unit, a friendly unit, a line drawn from the Wizard, the Wizard himself, an enemy
    touching the unit he has joined, a combat engagement (named by any unit in it), every unit concerned
    around the Wizard, or a wood (by its terrain id). ``engaged``: True if the target must be in combat, False if it
    must not be, None if either. ``sight``: whether the Wizard must see the target.
    """

    effect: str
    target: str
    engaged: bool | None = None
    sight: bool = False
    rule: str = "magic"
    # Only greenskins (units without the not_greenskin rule) may be the target.
    greenskin: bool = False
    # Only infantry or cavalry with missiles, not artillery, may be the target (Heaven's Fire).
    shooters: bool = False
    # The troop types ``shooters`` admits, where they are others (Glory of Cathay: infantry and chariots).
    shooter_types: tuple[str, ...] = ("infantry", "cavalry")
    # Only the unit the Wizard has joined may be the target (Shield of Combat).
    own_unit: bool = False
    # A special rule the target must not carry (Vanhel's Danse Macabre does not move Ghouls).
    excludes: str = ""
    # Only infantry may be the target (Tree Singing).
    infantry: bool = False
    # The troop types the target must be, where only some may (Traitor Kin: cavalry, chariots, monsters).
    types: tuple[str, ...] = ()


PATTERNS: dict[str, Pattern] = {
    "line": Pattern("line", LINE, rule="magic.line"),
    "order": Pattern("order", FRIEND, engaged=False, rule="magic.order"),
    "weird_enchantment": Pattern("weird_enchantment", ENEMY, rule="magic.weird_enchantment"),
    "teleport": Pattern("teleport", SELF, rule="magic.teleport"),
    "foot_of_gork": Pattern("foot_of_gork", ENEMY, engaged=False, rule="magic.foot_of_gork"),
    "gerroff": Pattern("gerroff", ENEMY, engaged=False, rule="magic.gerroff"),
    "rally": Pattern("rally", FRIEND, engaged=True, rule="magic.rally", greenskin=True),
    "bolt": Pattern("bolt", ENEMY, engaged=False, sight=True, rule="magic.bolt"),
    "touch": Pattern("touch", TOUCHING, engaged=True, rule="magic.touch"),
    "hold": Pattern("hold", ENEMY, rule="magic.hold"),
    "raise_dead": Pattern("raise_dead", ENGAGEMENT, engaged=True, rule="magic.raise_dead"),
    "quake": Pattern("quake", AROUND, rule="magic.quake"),
    "light_of_battle": Pattern("light_of_battle", AROUND, rule="magic.light_of_battle"),
    "heavens_fire": Pattern("heavens_fire", FRIEND, engaged=False, rule="magic.heavens_fire", shooters=True),
    "shield_of_combat": Pattern("shield_of_combat", FRIEND, rule="magic.shield_of_combat", own_unit=True),
    "eerie_mist": Pattern("eerie_mist", ENEMY, rule="magic.eerie_mist"),
    "aerial_shield": Pattern("aerial_shield", FRIEND, rule="magic.aerial_shield"),
    "boon_of_chaos": Pattern("boon_of_chaos", FRIEND, engaged=True, rule="magic.rally", own_unit=True),
    "anger_of_the_gods": Pattern("anger_of_the_gods", AROUND, rule="magic.anger_of_the_gods"),
    "vanhels_danse_macabre": Pattern("vanhels_danse_macabre", FRIEND, engaged=False, rule="magic.order",
                                     excludes="ghouls"),
    "curse_of_years": Pattern("curse_of_years", TOUCHING, engaged=True, rule="magic.touch"),
    "wings_of_the_jungle": Pattern("wings_of_the_jungle", FRIEND, engaged=False, rule="magic.order", own_unit=True),
    "shield_of_the_old_ones": Pattern("shield_of_the_old_ones", FRIEND, engaged=True,
                                      rule="magic.shield_of_the_old_ones"),
    "rage_of_chaos": Pattern("rage_of_chaos", FRIEND, engaged=True, rule="magic.rage_of_chaos"),
    "tree_singing": Pattern("tree_singing", FRIEND, engaged=False, rule="magic.tree_singing", infantry=True),
    "twilight_host": Pattern("twilight_host", FRIEND, rule="magic.twilight_host"),
    "fury_of_the_forest": Pattern("fury_of_the_forest", WOOD, rule="magic.fury_of_the_forest"),
    "call_of_the_hunt": Pattern("call_of_the_hunt", FRIEND, engaged=False, rule="magic.call_of_the_hunt"),
    "wither": Pattern("wither", ENEMY, engaged=True, rule="magic.wither"),
    "plague": Pattern("plague", ENEMY, engaged=False, rule="magic.plague"),
    "glory_of_cathay": Pattern("glory_of_cathay", FRIEND, engaged=False, rule="magic.glory_of_cathay", shooters=True,
                               shooter_types=("infantry", "chariot")),
    "ferocity_of_tigers": Pattern("ferocity_of_tigers", FRIEND, engaged=True, rule="magic.ferocity_of_tigers"),
    "tranquility_of_heaven": Pattern("tranquility_of_heaven", AROUND, rule="magic.tranquility_of_heaven"),
    "downpour": Pattern("downpour", AROUND, rule="magic.downpour"),
    "mists_of_albion": Pattern("mists_of_albion", FRIEND, engaged=False, rule="magic.mists_of_albion", infantry=True),
    "summon_fenbeast": Pattern("summon_fenbeast", PLACE, rule="magic.summon_fenbeast"),
    "sanctuary": Pattern("sanctuary", FRIEND, rule="magic.sanctuary", own_unit=True),
    "holy_fervour": Pattern("holy_fervour", FRIEND, rule="magic.holy_fervour", own_unit=True),
    "aspect_of_wulfen": Pattern("aspect_of_wulfen", FRIEND, rule="magic.aspect_of_wulfen"),
    "word_of_fear": Pattern("word_of_fear", FRIEND, rule="magic.word_of_fear"),
    "eye_of_the_raven": Pattern("eye_of_the_raven", AROUND, rule="magic.eye_of_the_raven"),
    "spite_of_low_key": Pattern("spite_of_low_key", AROUND, rule="magic.spite_of_low_key"),
    "traitor_kin": Pattern("traitor_kin", ENEMY, rule="magic.traitor_kin", types=("cavalry", "chariot", "monster")),
    "power_of_herd": Pattern("power_of_herd", AROUND, rule="magic.power_of_herd"),
    "summon_daemons": Pattern("summon_daemons", FRIEND, rule="magic.summon_daemons"),
    "daemonic_rage": Pattern("daemonic_rage", AROUND, rule="magic.daemonic_rage"),
    "frenzy_of_chaos": Pattern("frenzy_of_chaos", FRIEND, engaged=True, rule="magic.frenzy_of_chaos"),
    "curse_of_the_djinn": Pattern("curse_of_the_djinn", ENEMY, rule="magic.curse_of_the_djinn"),
    "mork_save_uz": Pattern("mork_save_uz", FRIEND, rule="magic.mork_save_uz"),
    "tooth_cracker": Pattern("tooth_cracker", FRIEND, engaged=False, rule="magic.tooth_cracker"),
    "bull_gorger": Pattern("bull_gorger", FRIEND, engaged=True, rule="magic.bull_gorger", own_unit=True),
    "troll_guts": Pattern("troll_guts", FRIEND, engaged=True, rule="magic.troll_guts"),
    "black_horror": Pattern("black_horror", ENEMY, engaged=False, sight=True, rule="magic.black_horror"),
    "soul_stealer": Pattern("soul_stealer", TOUCHING, engaged=True, rule="magic.soul_stealer"),
    "mirage": Pattern("mirage", ILLUSION, rule="magic.mirage"),
    "monster_bear": Pattern("monster_bear", FRIEND, engaged=True, rule="magic.monster_bear", own_unit=True),
    "freeze": Pattern("freeze", ENEMY, engaged=False, rule="magic.freeze"),
}


def pattern(effect: str) -> Pattern | None:
    """The pattern of a spell effect, or None if the game does not know that effect yet."""
    return PATTERNS.get(effect)
