"""The Combat phase's rules in our own words, for the explain cards, the dice tray and the log."""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "combat": (
        "Combat phase",
        "Every engagement is fought, whoever's turn it is; the side whose turn it is picks the order.",
    ),
    "combat.engagement": (
        "Engagement",
        "Units touching an enemy, or supporting a friend who does, fight together; linked units make one engagement.",
    ),
    "combat.attacks": (
        "Attacks",
        "Each stand touching an enemy rolls its Attacks: against an enemy on its front edge first, else on a side or "
        "rear edge, else one met only corner to corner. 4+ hits (5+ defended, 6 fortified).",
    ),
    "combat.armour": ("Armour", "The owner rolls a die per hit; each roll equal to or over the Armour value saves it."),
    "combat.charge": (
        "Charging",
        "+1 Attack to each stand of a unit that charged, in the first round only, unless the enemy is defended, "
        "fortified or in loose terrain.",
    ),
    "combat.charge.monster": (
        "Monster or chariot charging",
        "Monsters and chariots add a further +1 when they charge.",
    ),
    "combat.pursuit_bonus": (
        "Pursuit",
        "+1 Attack against an enemy that retreated from this fight in the round before (next turn too, if unresolved).",
    ),
    "combat.pursuit_bonus.distance": (
        "Long retreat",
        "A further +1 Attack for each full 3 cm the enemy retreated in the round before.",
    ),
    "combat.terror": (
        "Terror",
        "-1 Attack to a stand touching a terrifying enemy, unless its own unit is terrifying or ignores terror.",
    ),
    "combat.flank": (
        "Attacked in flank or rear",
        "-1 Attack to a stand with an enemy's front edge or front corner on its side edge, rear edge or rear corner.",
    ),
    "combat.confused": ("Confused", "-1 Attack to every stand of a confused unit."),
    "combat.character": (
        "Character in combat",
        "The joined character with the best Attack bonus (mount included) adds it to one stand each round.",
    ),
    "combat.last_ditch": (
        "Last-ditch die",
        "A unit whose modifiers leave every fighting stand without dice still rolls one die.",
    ),
    "combat.attack_multiplier": (
        "Multiplied Attacks",
        "A rule has multiplied this unit's Attacks for its next combat round (a Giant's wild rush doubles them).",
    ),
    "combat.result": (
        "Combat result",
        "Each side scores the hits it struck (no more than the enemy could take), hits struck before the fight that "
        "count in its first round, and 1 per supporting stand. More wins; equal is a draw; a side wiped out loses.",
    ),
    "combat.support": (
        "Support",
        "An unconfused infantry stand touching no enemy, exactly behind or beside a friendly infantry stand that fights "
        "to its front and facing the same way, adds 1 to its side's result.",
    ),
    "combat.casualties": (
        "Combat casualties",
        "After the round each unit loses a stand for every full Hits value of hits on it; odd hits stay for the phase.",
    ),
    "combat.casualties.order": (
        "Who removes first",
        "The loser removes its casualties first; after a draw each side rolls a die and the lower goes first.",
    ),
    "combat.regenerate": (
        "Regeneration",
        "After casualties the unit heals one hit left on it each round; the healed hit still counted for the result.",
    ),
    "combat.retreat": (
        "Retreat",
        "The loser moves straight away from the side most enemy stands press on, by the difference in results shared "
        "among its units (rounded up, at least 1 cm), keeping formation and facing.",
    ),
    "combat.retreat.blocked": (
        "Blocked retreat",
        "A retreating stand that would cross enemies, impassable terrain or friends, or end touching an enemy of "
        "another fight, is destroyed; the unit keeps its hits.",
    ),
    "combat.retreat.split": (
        "Split by a blocked retreat",
        "A unit split apart by losing a stand in a retreat that is still apart and out of combat at the end of the "
        "turn loses one more stand.",
    ),
    "combat.retreat.artillery": ("Artillery overrun", "Artillery forced to retreat is destroyed."),
    "combat.retreat.holds": ("Holding its ground", "A unit a rule keeps from retreating stays where it is, still fighting."),
    "combat.retreat.off_table": ("Retreat off the table", "A unit that retreats off the table is destroyed."),
    "combat.pursuit": (
        "Pursuit",
        "A winner may follow an enemy that retreated and fight another round; after a second round the fight goes on "
        "next turn. Artillery and fortified units never pursue; foot cannot chase riders, nor walkers flyers, unless "
        "they charged them in the flank, rear or in disorder.",
    ),
    "combat.pursuit.basic": (
        "Basic pursuit",
        "Stands that can go straight forward into front-edge contact with a retreating stand do so, up to a full pace.",
    ),
    "combat.pursuit.indirect": (
        "Indirect pursuit",
        "With no stand able to go straight in, a unit that sees the enemy pursues like a charge at the closest one.",
    ),
    "combat.pursuit.supporting": (
        "Supporting pursuit",
        "Infantry that cannot pursue into contact may move in behind a fighting friend, touching no enemy.",
    ),
    "combat.stand": ("Stand", "The unit stays where it is; for it the fight is over."),
    "combat.fall_back": (
        "Fall back",
        "Roll 3D6 once per side: each unit may move back up to that many cm, ending 1 cm from every enemy and engaged "
        "unit, or it is confused.",
    ),
    "combat.fall_back.order": (
        "Falling back after a draw",
        "A die decides which side moves a unit first (4-6 the side whose turn it is); then the sides take turns.",
    ),
    "combat.advance": (
        "Advance",
        "With every enemy of its fight destroyed a winner may charge up to 20 cm at the closest enemy it sees and "
        "reaches, once a phase and without the charge bonus; a fresh fight is fought this phase.",
    ),
    "combat.unresolved": (
        "Unresolved combat",
        "Units still locked together stay in place and fight on in the next Combat phase, with their pursuit bonuses.",
    ),
    "combat.over": ("Combat over", "No unit of the fight touches an enemy any more."),
    "combat.friends": (
        "A fight between friends",
        "When a rule sets a unit against a friend they fight as foes for one round: the loser retreats, the winner "
        "holds its ground, a draw parts nobody, and then they are friends again. Losses count for their own army.",
    ),
    "combat.odd_hits": (
        "Odd hits",
        "At the end of the Combat phase hits short of a whole stand are wiped from units no longer engaged.",
    ),
    "combat.characters": (
        "Characters with their unit",
        "A joined character retreats, pursues, falls back and advances with his unit, and is slain if it is destroyed.",
    ),
    "combat.characters.mount": (
        "Mount cannot follow",
        "A character on a monster or chariot whose unit ends where the mount cannot go moves up to 30 cm to another "
        "unit, or is slain.",
    ),
}
