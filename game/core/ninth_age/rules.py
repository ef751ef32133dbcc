"""The rulebook of the Ninth Age character module: what the seed's Character rule says, and how Warhost
carries it out on Warmaster's stands and centimetres (the translation is ``module-adaptations``')."""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "ninth_age": (
        "Ninth Age characters",
        "The seed: the Ninth Age's Character rule, for single models measured in inches. Warhost: played on "
        "Warmaster's stands and centimetres (2.5 cm to the inch). Characters have Hits and Armour; joined "
        "ones share the hits shot at their unit, take a place in its front rank, move with it, fight only from "
        "a place touching the enemy and make way to one; lone ones may be shot at, charged and fought as "
        "one-stand units; any may be ordered to charge alone or out of its unit; characters outlive a unit shot "
        "away beneath them, and join and leave units by the seed's limits. Everything this rulebook does not "
        "name stays Warmaster.",
    ),
    "ninth_age.pieces": (
        "Characters as pieces",
        "The seed: a character is a model with its own Wounds and armour. Warhost: each character has Hits and "
        "Armour, given per army in the character modules' shared data (armies/modules/character-pieces.yaml), "
        "each value argued there; a character is infantry on foot, cavalry on a common mount, a chariot on a "
        "chariot mount, a monster on a monstrous or flying mount. A character the data gives no Hits is never "
        "allotted hits.",
    ),
    "ninth_age.hits": (
        "Distributing hits onto combined units",
        "The seed: with 5 or more rank-and-file models and characters of their type, hits from shooting and "
        "spells go to the rank and file; otherwise the attacker spreads them over models and characters as "
        "equally as possible. Warhost: 5 rank-and-file models are 2 or more stands of the unit; a joined "
        "character of another troop type, or any joined character when fewer than 2 stands are left, shares "
        "the hits struck (after the unit's saves): each stand and each such character takes one before any "
        "takes a second. The unit is driven back for every hit struck on it, the characters' share too.",
    ),
    "ninth_age.hits.choice": (
        "Who takes the odd hits",
        "The seed lets the attacker choose where the hits that cannot be spread evenly go. Warhost gives "
        "them to the characters first, the one nearest to being slain first (then in army order), and the "
        "rest to the stands; hits no player made are spread the same way. A character takes no more hits "
        "than slay it: the rest of its share goes to the stands.",
    ),
    "ninth_age.hits.forgotten": (
        "A character's hits are forgotten",
        "The seed keeps a character's lost Wounds for the battle. Warhost: as a stand's odd hits are forgotten at "
        "the end of the phase (Warmaster), so are the hits a character took without being slain.",
    ),
    "ninth_age.joining": (
        "Joining a unit",
        "The seed: a character joins by deploying in a unit (not if the combined unit would leave the "
        "deployment zone) or by moving into contact in its move; units engaged in combat or fleeing cannot be "
        "joined, and the unit joined moves no further that phase. Warhost: a character set up touching a unit "
        "must itself stand wholly in the zone; fleeing is confusion, so an engaged or confused unit cannot be "
        "joined; a character joins by ending its Characters-step move touching the unit, after every order of "
        "the phase, so the unit moves no further in it, and takes a place in its front rank (Front Rank when "
        "joining). Characters joining characters: see A unit of characters.",
    ),
    "ninth_age.bands": (
        "A unit of characters",
        "The seed: characters can join other characters to form a unit consisting only of characters, a "
        "combined unit like any other. Warhost: in the Characters step a character with Hits may end its move "
        "touching a friendly lone character with Hits and join it (offered beside it, in one rank). The one "
        "joined becomes the unit's stand, a one-stand unit of its own on its 40 x 20 mm base (as a lone "
        "character charged), named after it (\"General's band\"); the joiner is joined to it, and more "
        "characters may join it as any unit. The unit is ordered, charges and moves at its stand's pace like "
        "any unit, carrying the characters joined to it; it is shot at as a unit of fewer than 2 stands, so the "
        "hits are spread over its stand and its characters; it fights as a combined unit. Its stand moves "
        "only with the unit; a joined character leaves it as any unit (2.5 cm clear) or charges out of it. "
        "When no other character is joined to it, the unit ends (after the Shooting phase, if shot away then) "
        "and its stand's character stands alone again. Its stand lost to shooting or a spell slays that "
        "character and leaves the others alone on the table; lost in combat, the whole unit falls, as any "
        "combined unit in Warmaster. Being a unit, it is never formed where its stand or the joiner would stand on a "
        "unit's stand or on another character standing alone. In deployment, see A unit of characters set up.",
    ),
    "ninth_age.bands.deployment": (
        "A unit of characters set up",
        "The seed: units may be joined during deployment, not if the combined unit would leave the deployment "
        "zone; characters joining characters form a unit of characters. Warhost: when its side sets up "
        "characters, a character with Hits may be set up touching a friendly lone character with Hits already on "
        "the table and join it: the two are one unit of characters from the start, the one set up first its "
        "stand. Both must stand wholly in the deployment zone, so the unit does too.",
    ),
    "ninth_age.horse": (
        "A horse for characters",
        "The seed: characters ride horses (a Warhorse, a Boar, a Steed) and so count as cavalry. Warhost: the "
        "Warmaster lists have no plain mount for characters, only monstrous, chariot and special ones, so the "
        "character modules keep one per army in their data (armies/modules/character-pieces.yaml: a Warhorse for the "
        "Empire, Bretonnia and the Mercenaries, a War Boar for Orc and a Giant Wolf for Goblin characters, an Elven "
        "Steed, a Chaos Steed, a Nightmare, a Skeletal Steed; none for the Dwarfs). It adds no attack dice and costs "
        "5 points; a mounted character is of the cavalry troop type for the module's rules (its Characters-step move "
        "stays Warmaster's). A game played "
        "without a character module refuses a roster that rides one, naming the mount, and the builder offers it only"
        " with the Warhammer 8th rules chosen. Here: a lone mounted character is a cavalry stand, charged and moving "
        "at cavalry's pace.",
    ),
    "ninth_age.leaving": (
        "Leaving a unit",
        "The seed: a character leaves a unit only if able to move (not engaged in combat, not fleeing); one that "
        "cannot be placed at least 1 inch from its unit cannot leave it, and none may leave a unit and rejoin it "
        "in the same phase. Warhost: fleeing is confusion, so a character cannot leave an engaged or confused "
        "unit; leaving, it must end at least 2.5 cm clear of the unit; it moves once in the Characters step, so "
        "it cannot come back to the unit that phase.",
    ),
    "ninth_age.lone": (
        "Lone characters are shot at",
        "The seed: a character alone is a unit of one model and follows the normal rules for units. Warhost, "
        "for shooting: an enemy unit may shoot at a lone character (one joined to no unit that has Hits "
        "and Armour), and must if it is the closest target it can see, as for a unit; each shooting stand rolls "
        "its weapon's attacks at 4+, or 5+ and 6 against a character on foot in cover as against infantry (a "
        "mounted one is never in cover, as cavalry, chariots and monsters), the character saves on its own "
        "Armour (made worse or taken away by the weapon as for a unit) and is slain when the hits reach its "
        "Hits. It is not driven back; hits that do not slay it are forgotten at the end of the phase.",
    ),
    "ninth_age.lone_unit": (
        "Lone characters charge and fight as one-stand units",
        "The seed: a lone character follows the normal rules for units. Warhost: an enemy unit may charge a "
        "lone character that has Hits (on an order, as it charges a unit; not on initiative); at once the "
        "character takes the field as a one-stand unit of its own, on its 40 x 20 mm base where it stands: "
        "Attacks its bonus (its mount's included) + 2, its own Hits and Armour, its troop type (infantry, "
        "cavalry on a common mount, a chariot, a monster on a monstrous or flying mount) and that type's pace. "
        "It fights, is supported against, wins, loses, retreats, pursues and falls back as any unit; when its "
        "stand falls (its Hits taken in one phase) the character is slain. Its own unit counts for neither "
        "the break point nor victory points; the character is scored as slain. When it is no longer engaged "
        "(at the end of the Combat phase, or at once outside it) it stands alone again where its stand stood "
        "and moves freely in the Characters step as in Warmaster. Its one-stand unit that leaves the table (pursuing "
        "off an edge, say) is off the table as any unit: the character is with it, rolls with it to come back "
        "at the start of its side's turn and stands alone again once back. A unit that moves into a lone character "
        "without charging it still sends it to a friend within 30 cm or slays it, as in Warmaster.",
    ),
    "ninth_age.charge": (
        "A character ordered to charge",
        "The seed: a lone character charges as a unit; a character in a unit may declare a charge of its own. "
        "Warhost: in the Orders step, before it gives any order or moves, a character with Hits may be ordered "
        "to charge as a one-stand unit by itself: 2D6 against its own Command with no distance or other "
        "penalty (-1 if its unit is shaken); a 12 always fails and there is no blunder chart. Sight and reach "
        "are from its own base, at its troop type's pace (flyers 60 cm). Passed, it takes the field as a "
        "one-stand unit and charges; stands that may shoot at chargers shoot at it alone. Passed or failed, "
        "it makes no free move that turn and gives no orders that phase; a failed roll is a failed order, and "
        "a General's failure ends every order of the phase as in Warmaster. Failed, it makes the failed charge "
        "move: half its pace straight at the enemy, stopping 1 cm short and on nothing.",
    ),
    "ninth_age.charge_out": (
        "Charging out of a unit",
        "The seed: a character in a combined unit declares a charge using its own model for line of sight and "
        "distance; from the declaration it is a separate unit (charge reactions are against it alone); its unit "
        "may not charge that player turn; a failed charge move too short to take it 1 inch out of the unit "
        "leaves it in the unit, and the whole unit is shaken to the end of the turn. Warhost: as a character "
        "ordered to charge, seen and measured from the character's base; its way may pass through the unit it "
        "leaves (the seed's character moves through its own unit), never through another; passed, it leaves "
        "the unit as a one-stand unit at once, and its unit (not engaged, not confused, not yet charged) may not charge "
        "that turn, passed or failed. Failed, it leaves only if its failed charge move ends 2.5 cm clear of the "
        "unit; else it stays and the whole unit is shaken. Warmaster has no evading from a charge: a unit "
        "evades on its initiative from the closest enemy, which is then the character's own unit.",
    ),
    "ninth_age.shaken": (
        "Shaken",
        "The seed: a unit left shaken by a character's failed charge is shaken until the end of the player "
        "turn. Warhost (module-adaptations, as for Fantasy Warriors): -1 to every order to the unit and -1 "
        "Attack a stand until the end of its side's next turn, since it is shaken during its own turn; shown "
        "on the unit as a lasting effect.",
    ),
    "ninth_age.front_rank": (
        "Joined characters fight from the front rank",
        "The seed: characters have Front Rank and fight as models of the unit. Warhost (module-adaptations): a "
        "joined character adds its Attack bonus to its unit's fight only if its own base touches an enemy "
        "stand; Make Way brings it there. A character acting alone fights with its own unit's dice instead.",
    ),
    "ninth_age.make_way": (
        "Make Way",
        "The seed: at step 3 of each Round of Combat, a character in the first rank not in base contact with "
        "an enemy may switch places with a rank-and-file model that is, to face an enemy attacking the unit "
        "in its front; never with mismatching bases. Warhost: before each combat round's attacks, a joined "
        "character standing in line with the unit's front stands, facing their way, that touches no enemy "
        "changes places with the nearest stand whose front edge touches an enemy. Only a "
        "character on a 40 x 20 mm base in a unit of 40 x 20 mm stands facing the long edge (infantry) makes "
        "way; a round base or a unit of another base never does. The opponents and players always take it.",
    ),
    "ninth_age.front_rank_place": (
        "Front Rank when joining",
        "The seed: a joining character must move into a legal place in the first rank, displacing models as "
        "little as possible; joining a unit of one rank, the owner chooses whether the displaced model goes to "
        "a second rank or the unit widens. Warhost: a character on a 40 x 20 mm base joining a unit of 40 x 20 "
        "mm stands in ranks and files takes the place of the front stand nearest where it ended its move. The "
        "owner chooses by where it ends: beside a one-rank unit, the rank widens on that side (the stands from "
        "that place outwards step one stand's width); anywhere else that stand's file steps back one stand's "
        "depth. A join is refused, with the reason, when the stands would end off the table, on another "
        "unit, in ground the unit may not enter or within 1 cm of an enemy. A round base, or a unit of other "
        "stands (cavalry, chariots, monsters), joins as in Warmaster, touching the unit where it ended.",
    ),
    "ninth_age.combined": (
        "A combined unit moves as one",
        "The seed: a character joined to a unit is part of it for all rules purposes and moves with it; the "
        "character and the unit keep their own moved or marched status for the turn in which it joined. "
        "Warhost: a unit moved by an order (or a spell's order, or in combat) carries its joined characters, "
        "each keeping its place beside the unit's first stand, turned with it; one that would then sit on a "
        "stand or no longer touch the unit takes the nearest free spot touching it, and one with no spot stays "
        "behind, no longer joined. Joining happens in the Characters step after every order, so the unit "
        "joined moves no further that phase; the unit's moved status and the character's are kept apart for "
        "the rest of the turn. A character carried by its unit has made no move of its own: it may still "
        "leave in the Characters step (the seed's leaving before the unit moves), but may not come back that "
        "phase.",
    ),
    "ninth_age.wiped_out": (
        "The unit wiped out, characters left",
        "The seed: when a combined unit loses its last rank-and-file model, its characters stay as a unit that "
        "counts as the same unit for ongoing effects. Warhost: when hits from shooting or a spell take a unit's "
        "last stand, its joined characters stay where they stand as lone characters (they may then be shot at) "
        "and keep the unit's lasting effects until those end as they would have on the unit (Weird "
        "Enchantment halves their Characters-step move). The unit counts as destroyed for break point and "
        "victory points, and a unit's last stand lost in combat slays its characters, as in Warmaster.",
    ),
    "ninth_age.slain": (
        "A character slain by hits",
        "The seed: a character losing its last Wound is removed. Warhost: a character whose hits reach its "
        "Hits is slain and removed from the table.",
    ),
}
