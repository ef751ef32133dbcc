"""The rulebook of the Warhammer 8th character module: what the seed's Characters chapter says, and how Warhost
carries it out on Warmaster's stands and centimetres (the translation is ``module-adaptations``')."""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "wh8": (
        "Warhammer 8th characters",
        "The seed: Warhammer 8th edition's Characters chapter, for single models measured in inches. Warhost: "
        "played on Warmaster's stands and centimetres (2.5 cm to the inch, 7.5 cm for 3 inches, 30 cm for 12); "
        "characters get Hits and Armour (the character modules' shared data, armies/modules/character-pieces.yaml), "
        "join units by troop type, are shot at and fought as the seed says; everything this rulebook does not name "
        "stays Warmaster.",
    ),
    "wh8.joining": (
        "What a character may join",
        "The seed: characters join infantry, cavalry and monstrous troops, never monsters, swarms or war machines, "
        "flyers only if they fly too, chariots only from a chariot, and no troop type of higher Unit Strength than "
        "their own; not a unit engaged in combat or fleeing. Warhost: Unit Strength is infantry 1, cavalry 2, "
        "chariots 3, monsters 4; a character is infantry on foot, cavalry on a common mount, a chariot on a "
        "chariot mount and a monster on a monstrous or flying mount. So a Hero on foot joins infantry only, a "
        "mounted one infantry or cavalry, one in a chariot chariots only, a flying one only flyers of its type; "
        "artillery and machines are war machines; fleeing is confusion. The move is refused with the reason.",
    ),
    "wh8.joining.horse": (
        "A horse for characters",
        "The seed: characters ride horses (a Warhorse, a Boar, a Steed) and so count as cavalry. Warhost: the "
        "Warmaster lists have no plain mount for characters, only monstrous, chariot and special ones, so the "
        "character modules keep one per army in their data (armies/modules/character-pieces.yaml: a Warhorse for the "
        "Empire, Bretonnia and the Mercenaries, a War Boar for Orc and a Giant Wolf for Goblin characters, an Elven "
        "Steed, a Chaos Steed, a Nightmare, a Skeletal Steed; none for the Dwarfs). It adds no attack dice and costs "
        "5 points; a mounted character is of the cavalry troop type for the module's rules (its Characters-step move "
        "stays Warmaster's). A game played "
        "without a character module refuses a roster that rides one, naming the mount, and the builder offers it only"
        " with the Warhammer 8th rules chosen. Here: a mounted Hero (Unit Strength 2) joins cavalry as well as "
        "infantry, and joined to infantry it is a larger troop type that shooting may pick out.",
    ),
    "wh8.joining.moving": (
        "Joining only by moving into contact",
        "The seed: a character joins a unit by moving into base contact with it in the Movement phase, and "
        "neither moves further. Warhost: a character joins by ending its Characters-step move touching the unit "
        "(after every order of the phase, so the unit moves no further); setting it up touching a unit in "
        "deployment does not join it.",
    ),
    "wh8.leaving": (
        "Leaving a unit",
        "The seed: a character may leave its unit by moving away in the Remaining Moves, or charge out of it; it "
        "cannot leave if the unit is fleeing, in combat or held by a spell, nor on the turn it joined. "
        "Warhost: a character leaves by its Characters-step move (it moves once a phase, so it cannot leave a "
        "unit it joined that phase); a unit in combat, or confused (Warmaster's fleeing), cannot be left, and "
        "the move is refused with the reason. Charging out of a unit is not carried out: Warmaster characters "
        "do not charge by themselves.",
    ),
    "wh8.combined.moving": (
        "A combined unit moves as its slowest part",
        "The seed: a unit with characters moves at the pace of its slowest model and under the most restrictive "
        "of their movement rules. Warhost: a character joins no troops of higher Unit Strength than its own, so "
        "the unit's pace is already the slowest; the ground is what differs: a Hero on a common mount (cavalry) "
        "joined to infantry keeps the whole unit out of woods and anything else cavalry may not enter. The seed's "
        "combined unit is one unit for all rules purposes, so whatever moves the unit (an order, a charge, an "
        "advance, a pursuit, a retreat) carries its joined characters with it, each keeping its place beside "
        "the unit (one that no longer fits takes the nearest free spot touching it); in Warmaster a unit "
        "ordered away leaves its characters behind, and here it does not.",
    ),
    "wh8.combined.side": (
        "A base that does not fit stands beside the front rank",
        "The seed: a character whose footprint does not fit neatly into the unit is placed on the edge of the "
        "unit, beside the front rank, facing the same direction, and is not counted as filling the rank. "
        "Warhost: only a character on a 40 x 20 mm base joining a unit of 40 x 20 mm stands facing the long "
        "edge fits (it takes a front-rank place); any other, a round base or a unit of other stands (a mounted "
        "Hero joining cavalry, whose stands face the short edge), is placed at the end of the unit's front rank "
        "nearer where it ended its move, touching the end stand with its front edge in line with the unit's "
        "and facing its way; at the other end if that one is taken; the join is refused, with the reason, "
        "when neither end has room. Stands are not counted by rank in Warmaster, so nothing else changes; a "
        "unit not in ranks and files is joined as in Warmaster, where the character ends.",
    ),
    "wh8.combined.front_rank": (
        "A joining character takes a front-rank place",
        "The seed: a character joining a unit takes a place in its front rank, the models it displaces moving "
        "back. Warhost: as the Ninth Age module places it: the front stand nearest where the character ended "
        "its move makes room, its file stepping back a rank (or, beside a one-rank unit, the rank widening); "
        "the join is refused with the reason when a displaced stand has no room.",
    ),
    "wh8.pieces": (
        "Characters as pieces",
        "The seed: a character has its own Wounds and armour save. Warhost: its Hits and Armour per army from the "
        "shared data (General 3, Hero 2, Wizard 1 Hits as a rule); it is slain at its Hits. Hits that did not slay "
        "it are forgotten at the end of the phase, as a stand's odd hits are.",
    ),
    "wh8.hits": ("A character takes hits", "The seed: wounds on a character. Warhost: hits counted against its Hits."),
    "wh8.slain": ("A character slain", "The seed: a character losing its last Wound is removed. Warhost: at its Hits."),
    "wh8.shooting": (
        "Shooting at a combined unit",
        "The seed: missiles cannot hit a character while five or more rank-and-file models of its troop type "
        "remain; with fewer, the owner spreads the hits over models and characters, one each before a second. "
        "Warhost: five rank and file are 2 or more stands; while the unit has them every hit goes to its stands. "
        "With fewer, its joined characters share the hits after saves, each stand and character one before any "
        "takes a second, the odd ones to the stands first (the owner's choice: he shields his characters). A "
        "character takes its own Armour save when shot at by itself; hits beyond what slays it go to the stands.",
    ),
    "wh8.shooting.picked_out": (
        "Picking out a larger character",
        "The seed: a character of a troop type with higher Unit Strength than its unit may be targeted "
        "separately; each hit on it moves to the unit on a 4+. Warhost: such a joined character (a mounted Hero "
        "with infantry) is a target of its own, as close as its unit is, so the closest-target rule lets the "
        "shooter choose it or the unit; it is hit on 4+ (5+ on foot in cover), each hit rolls a D6 and on 4+ "
        "strikes the unit instead (the unit's saves, its drive back); the rest face the character's Armour.",
    ),
    "wh8.look_out_sir": (
        "Look Out, Sir! for lone characters",
        "The seed: a lone character hit by any shooting rolls a D6 per hit if a friendly unit of five or more "
        "rank and file of its troop type is within 3 inches; on a 4+ that unit takes the hit. Warhost: a lone "
        "character may be shot at as a one-stand unit (the closest-target rule applies); for each hit a D6 "
        "on 4+ moves it to the nearest friendly unit of 2 or more stands of its troop type within 7.5 cm, which "
        "saves on its own Armour and is driven back as if shot at.",
    ),
    "wh8.look_out_sir.template": (
        "Look Out, Sir! against templates",
        "The seed: templates can hit a character in a unit, but a comrade pushes it clear automatically when it "
        "is of the unit's troop type and five rank and file remain. Warhost: spells that strike an area (a line "
        "of fire such as Ball of Flame or Gotcha!, the Foot of Gork) are the templates; on a unit of 2 or more "
        "stands their hits are shared with joined characters of another troop type only: those of the unit's "
        "type are shielded automatically, and the log says so.",
    ),
    "wh8.close_combat": (
        "Attacks on a character and its unit",
        "The seed: enemies in contact with both a character and its unit choose, before rolling, to attack the "
        "character or the unit or split their attacks; if the character is slain, excess wounds are lost. "
        "Warhost: a joined character stands at its unit's first fighting stand (where its Attack bonus goes); "
        "before the round, each enemy unit with stands touching that stand says how many of their attack dice "
        "go at the character. Those dice are rolled at the stand's score, the character saves on its Armour, "
        "and the hits count for the combat result up to what slays it.",
    ),
    "wh8.close_combat.lost": (
        "Excess hits on a slain character are lost",
        "The seed: excess wounds do not carry over onto the unit. Warhost: hits beyond the character's Hits "
        "are lost and do not count for the result.",
    ),
    "wh8.challenge": (
        "Issuing a challenge",
        "The seed: at the start of a combat round the side whose turn it is may issue a challenge with a character "
        "in the fight, else the other side; one challenge per combat. Warhost: before an engagement is fought in a "
        "Combat phase, the side whose turn it is may challenge with a character joined to one of its units there "
        "whose unit touches an enemy unit with a character; if it does not, the other side may. A pursuit's "
        "second round keeps what was decided.",
    ),
    "wh8.challenge.accept": (
        "Accepting a challenge",
        "The seed: a character whose unit is in contact with the challenger's unit may accept; the two fight only "
        "each other. Warhost: a character joined to a unit touching the challenger's accepts; neither adds its "
        "Attack bonus to its unit, and no one else may attack them.",
    ),
    "wh8.challenge.refuse": (
        "Refusing a challenge",
        "The seed: if no one accepts, the challenger names an enemy character that could have accepted; it "
        "retires to the back, may not attack that round, and its Leadership cannot be used that turn. Warhost: "
        "the named character adds no Attack bonus that round (nor the pursuit round after), gives no Inspiring "
        "Presence and no Hold Your Ground until the turn ends. A Battle Standard that retires keeps its +1.",
    ),
    "wh8.challenge.nowhere_to_run": (
        "Nowhere to run",
        "The seed: a character that cannot be placed out of contact with the enemy cannot refuse. Warhost: a "
        "character whose unit has every stand touching an enemy cannot retire and cannot be named; when no "
        "character that could accept can retire, the challenge must be accepted.",
    ),
    "wh8.challenge.fight": (
        "Fighting a challenge",
        "The seed: the two characters direct all their attacks at each other. Warhost: each rolls its Attack "
        "bonus + 2 dice (its mount's bonus included: General 4, Hero 3, Wizard 2) at 4+, the other saves on its "
        "Armour, both strike before either falls; hits up to what slays count for the combat result.",
    ),
    "wh8.challenge.overkill": (
        "Overkill",
        "The seed: wounds beyond those needed to slay the opponent count for the combat result, up to +3. "
        "Warhost: hits beyond the slain character's Hits, up to 3, are added to its foe's side's result.",
    ),
    "wh8.challenge.further_rounds": (
        "Further rounds",
        "The seed: if both survive, the challenge goes on in the next round and no other may be issued in that "
        "combat. Warhost: while both characters live and their units fight in one engagement, they fight each "
        "other in every round of it, in later turns too, and no new challenge is offered there.",
    ),
    "wh8.inspiring_presence": (
        "Inspiring Presence",
        "The seed: units within 12 inches of the General may use his Leadership (18 inches with Line of Sight 5 "
        "or more). Warhost: Leadership lives in orders: an order to units all within 30 cm of the General is "
        "rolled against the General's Command when it is higher (45 cm when he rides a monstrous or flying "
        "mount); not while his unit is confused (fleeing), nor after he retired from a challenge this turn, nor "
        "for an order that includes a Regiment of Renown (independent).",
    ),
    "wh8.battle_standard": (
        "The Battle Standard Bearer",
        "The seed: a Hero may carry the army's battle standard (not the General); it is lost with its bearer. "
        "Warhost: the upgrade `battle_standard: true` on one character of a roster or scenario, never the General; "
        "a game given it without this module is refused, so it is only ever played under it.",
    ),
    "wh8.battle_standard.combat": (
        "The Battle Standard in combat",
        "The seed: a battle standard in a unit in combat adds +1 to the combat result. Warhost: +1 to its side's "
        "result in each round while its bearer is joined to a unit in the fight.",
    ),
    "wh8.hold_your_ground": (
        "Hold Your Ground",
        "The seed: units within 12 inches of the Battle Standard re-roll failed Panic and Break tests (18 inches "
        "with Line of Sight 5). Warhost: Panic is Warmaster's confusion, so a unit within 30 cm of its Battle "
        "Standard (45 cm on a monstrous or flying mount) rolls again, once a phase, a 6 that would confuse it "
        "(among its drive-back dice, or a confusion test); Break tests have no Warmaster moment (losers always "
        "retreat) and are not added. Not while the bearer's unit is confused, nor after it retired from a "
        "challenge this turn; never for a Regiment of Renown (independent).",
    ),
}
