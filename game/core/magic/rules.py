"""One line, in our own words, for each rule magic names."""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "magic": ("Magic", "Wizards cast spells in their own side's Shooting phase, one spell each a turn."),
    "magic.cast": (
        "Casting",
        "Roll a D6 and reach the spell's casting number; a 1 always fails and a 6 always works. Range is measured "
        "from the Wizard or from the unit he has joined, and sight matters only where the spell says so.",
    ),
    "magic.once": ("Once a turn", "The same spell can take effect on a unit only once in a turn."),
    "magic.war_altar": (
        "War Altar",
        "Once in the battle the Wizard riding the War Altar adds +1 to a casting roll, declared before rolling.",
    ),
    "magic.line": (
        "Spell line",
        "A line runs 30 cm from the Wizard in any direction, through units but not past terrain that stops a "
        "shot; every unit under it, friend or foe, takes 3 shooting attacks and is driven back from the Wizard, "
        "or carries the hits into combat if engaged.",
    ),
    "magic.order": (
        "Spell of command",
        "A friendly unit not in combat moves as if it had been ordered: alone, with no supporting charge, and "
        "without the characters who had joined it.",
    ),
    "magic.weird_enchantment": (
        "Weird Enchantment",
        "Until the end of its side's next turn the enemy unit moves at half pace in everything it does and treats "
        "every enemy as terrifying; if it caused terror it no longer does. Undead and Daemons are only slowed.",
    ),
    "magic.teleport": (
        "Teleport",
        "The Wizard reappears anywhere on the table, joining or leaving units as he likes, and may then try one "
        "more, different spell.",
    ),
    "magic.foot_of_gork": (
        "Foot of Gork",
        "An enemy unit not in combat takes 6 attacks from above, saving with armour as usual; it is not driven back.",
    ),
    "magic.gerroff": (
        "Gerroff!!!",
        "An enemy unit not in combat is shoved D6 x 5 cm straight towards its own table edge like a drive back: "
        "a 6 confuses it, it cannot rout, and leaving the table rolls on the off-table chart.",
    ),
    "magic.rally": (
        "Waaagh!",
        "A friendly unit in combat gets +1 Attack on every stand, and on the character who fights with it, for "
        "the next Combat phase.",
    ),
    "magic.bolt": (
        "Bolt",
        "A visible enemy unit not in combat takes 3 shooting attacks with no armour saves and is driven back as usual.",
    ),
    "magic.touch": (
        "Touch",
        "The Wizard, with a unit in combat, strikes an enemy touching it with 3 attacks that count as struck in "
        "the first combat round.",
    ),
    "magic.hold": (
        "Doom and Despair",
        "An enemy unit in range, seen or not, may not charge, pursue or advance until the end of its side's next "
        "turn, even when a rule would force it to; the Undead are not spared.",
    ),
    "magic.raise_dead": (
        "Raise Dead",
        "Aimed at a combat within 30 cm, once a turn each: three Skeleton stands rise, each with its front against "
        "an enemy of that fight or supporting a friend in it; if three cannot be placed the spell fails. Raised "
        "Skeletons never charge and count for neither break point nor victory points.",
    ),
    "magic.effects_end": ("Spell ends", "A lasting spell or special effect runs out when its time is up."),
}
