"""The rule questions phase code asks about a unit, answered by the game's ruleset.

Phase code never tests a unit's special-rule tag: it asks ``state.ruleset.ask(QUESTION, state, unit)``,
and the answer is folded over the modules' general answers and the special rules the unit carries
(``game.core.ruleset.Question``). A rule that changes an answer is written once, in its module.
``game.core.confusion.MAY_BE_CONFUSED`` lives with the confusion rules.
"""

from __future__ import annotations

from game.core.ruleset import Question

# Reasons are "" when the rule does not apply, else the words a player reads.
ALWAYS_DEFENDED: Question[str] = Question(
    "always_defended", "Why the unit always counts as defended against attacks, or ''.", ""
)
NEVER_DRIVEN_BACK: Question[str] = Question(
    "never_driven_back", "Why shooting never drives the unit back, or ''.", ""
)
NEVER_USES_INITIATIVE: Question[str] = Question(
    "never_uses_initiative", "Why the unit never uses initiative, or ''.", ""
)
# Table pieces a unit carries with it as it moves (a module's mantlets and pavises): its moves pass through them.
CARRIED_PIECES: Question[tuple[str, ...]] = Question(
    "carried_pieces", "The ids of table pieces that move with the unit (equipment it carries).", ()
)
# Table pieces a unit's ordinary moves may pass over, though never end on (Fantasy Warriors' palisades).
CROSSABLE_PIECES: Question[tuple[str, ...]] = Question(
    "crossable_pieces", "The ids of table pieces the unit's moves may cross (never end on).", ()
)
# Friendly units a unit's charge may pass through (a character charging out of its unit passes through it).
CHARGE_PASSES: Question[tuple[str, ...]] = Question(
    "charge_passes", "The ids of friendly units the unit's charge may pass through (never end on).", ()
)
CARRIES_CHARACTERS: Question[bool] = Question(
    "carries_characters", "Joined characters move with the unit wherever it moves (a combined unit).", False
)
NEVER_JOINED: Question[str] = Question("never_joined", "Why no character may join the unit, or ''.", "")
MUST_CHARGE: Question[bool] = Question(
    "must_charge",
    "The unit charges whenever it can on initiative, takes no orders, never evades and always pursues or advances.",
    False,
)
# Which enemies a unit is obliged to charge on its initiative: "" none, "any" every enemy, else the name of
# the special rule the enemy must carry (Ogres must charge "humans").
MUST_CHARGE_AT: Question[str] = Question("must_charge_at", "Which enemies the unit must charge on initiative.", "")
NEVER_EVADES: Question[bool] = Question("never_evades", "The unit never evades a charge.", False)
# "with anyone"; "never"; or "only with <kind>" for troops brigaded only among their own kind.
BRIGADES: Question[str] = Question("brigades", "Whom the unit may be brigaded with.", "with anyone")
DISTANCE_PENALTY_FACTOR: Question[int] = Question(
    "distance_penalty_factor", "How many times the order distance penalty counts for the unit.", 1
)
ENEMY_NEAR_PENALTY: Question[bool] = Question(
    "enemy_near_penalty", "Whether an enemy within 20 cm costs the unit's orders -1.", True
)
CAUSES_TERROR: Question[bool] = Question("causes_terror", "The unit causes terror.", False)
IGNORES_TERROR: Question[bool] = Question("ignores_terror", "Terrifying enemies do not cost it -1 Attack.", False)
REGENERATES: Question[bool] = Question("regenerates", "The unit regenerates a hit at the end of each round.", False)
DRIVE_BACK_CONFUSES_ON: Question[int] = Question(
    "drive_back_confuses_on", "The lowest drive-back face that confuses, for hits this unit scored.", 6
)
NOT_FRIGHTENED_BY_SPELLS: Question[bool] = Question(
    "not_frightened_by_spells", "Spells that frighten (Weird Enchantment) do not frighten the unit.", False
)
MAY_PURSUE_ANY: Question[bool] = Question(
    "may_pursue_any", "The unit may pursue any retreating enemy, whatever its troop type (Rangers).", False
)
DENSE_TERRAIN_PENALTY: Question[bool] = Question(
    "dense_terrain_penalty", "Whether being in dense terrain costs the unit's orders -1.", True
)
# "usual"; "standing": the enemy scores the unit's full value if any of it is left at the end, and nobody
# scores anything for destroying it (Troll Slayers); "none": the enemy never scores it (a Pump Wagon).
VICTORY_POINTS: Question[str] = Question("victory_points", "How the enemy scores victory points for the unit.", "usual")
# Beastmen Gor and Ungor: up to half the side's units of the same kind (rounded down) may be held back, each kind
# counted apart, instead of so many per 1000 points.
INFILTRATORS_HALF: Question[bool] = Question(
    "infiltrators_half", "Up to half the side's units of this kind (rounded down) may be held back to infiltrate.",
    False,
)
INFILTRATORS_PER_1000: Question[int] = Question(
    "infiltrators_per_1000", "How many units like this one may be held back to infiltrate, per full 1000 points.", 0
)
SHOOTING_HIT_BONUS: Question[int] = Question(
    "shooting_hit_bonus", "How much easier the unit's shooting hits than usual (Elven archers: 1).", 0
)
# (rule id, the words a player reads), both "" when the unit recovers as usual.
STAYS_CONFUSED: Question[tuple[str, str]] = Question(
    "stays_confused", "Why the unit does not recover from confusion at the end of its Command phase.", ("", "")
)
LEAVES_FOR_GOOD: Question[str] = Question(
    "leaves_for_good", "Why a unit that moves off the table on its own move never returns, or ''.", ""
)
SHOOTS_INTO_COMBAT: Question[bool] = Question(
    "shoots_into_combat", "The unit may shoot while engaged, at the enemy it is fighting (crews on a huge beast).", False
)
SHOOTS_OVER: Question[frozenset[str]] = Question(
    "shoots_over", "Units and terrain pieces the unit sees over when it shoots (a war giant's crew).", frozenset()
)
MOVES_AS: Question[str] = Question(
    "moves_as", "How the unit crosses terrain (a table Mover value), '' for its own troop type's way.", ""
)
# Army rules of Bretonnia (digest 10.10), written as questions any later army may answer too.
COUNTS_FOR_BREAK_POINT: Question[bool] = Question(
    "counts_for_break_point", "Whether the unit counts towards its army's break point (Feudal Society).", True
)
NO_INITIATIVE_CHARGE: Question[str] = Question(
    "no_initiative_charge", "Why the unit may not charge on its initiative (it may still evade), or ''.", ""
)
CHARGE_BONUS: Question[bool] = Question(
    "charge_bonus", "Whether the unit fights with +1 Attack for charging an enemy in the open.", True
)
EXTRA_CHARGE_ATTACK: Question[bool] = Question(
    "extra_charge_attack", "The unit charges an enemy in the open with +1 more, as monsters and chariots do.", False
)
COVER_STEP_LESS: Question[int] = Question(
    "cover_step_less", "How many steps less the targets of the unit's shooting count their cover.", 0
)
SHOOTS_AFTER_MOVING: Question[bool] = Question(
    "shoots_after_moving", "Whether the unit may shoot in a turn it has moved.", True
)
DRIVE_BACK_LIMIT_MM: Question[int] = Question(
    "drive_back_limit_mm", "A drive back longer than this (mm) destroys the unit; 0 for its full pace.", 0
)
IMMUNE_TO_SPELLS: Question[tuple[str, ...]] = Question(
    "immune_to_spells", "The spell effects that cannot be cast on the unit (a Trebuchet and Gerroff!!!).", ()
)
REROLLS_FAILED_SAVES: Question[bool] = Question(
    "rerolls_failed_saves", "The unit rolls failed armour saves again in the Combat phase.", False
)
SHOT_AT_PENALTY: Question[int] = Question(
    "shot_at_penalty", "How much harder enemy shooting hits the unit (never worse than 6).", 0
)
# Army rules of the Lizardmen (digest 10.9).
# Army rules of Chaos (digest 10.7).
BRIGADE_SLOT: Question[bool] = Question(
    "brigade_slot", "Whether the unit takes one of a brigade's four places (a Chaos Spawn does not).", True
)
MUST_PURSUE: Question[bool] = Question(
    "must_pursue", "The unit always pursues or advances when it may (it need not take orders badly).", False
)
RETREAT_DESTROYS: Question[str] = Question(
    "retreat_destroys", "Why the unit is destroyed if forced to retreat, as artillery is, or ''.", ""
)
STAYS_AFTER_COMBAT: Question[str] = Question(
    "stays_after_combat", "Why the unit may not pursue, advance or fall back now, or '' (a Screaming Bell alone).", ""
)
DEPLOYS_FLUSH: Question[bool] = Question(
    "deploys_flush", "The unit is offered set-up places flush against its side's units (a Bell the horde pushes).", False
)
PURSUES_ONLY: Question[bool] = Question(
    "pursues_only", "A winner that pursues if it can and otherwise stands: never falls back or advances.", False
)
# Army rules of the Vampire Counts (digest 10.14).
ALWAYS_HITS_ON: Question[int] = Question(
    "always_hits_on", "The score the unit always needs to hit in combat, whatever the cover (0: as usual).", 0
)
# Units of its own side a unit fights as enemies for now (a Giant gone wild charging a friend), by id. The unit
# that answers fights in the other camp of that fight; the fight's side-by-side working is done by camp.
FIGHTS_FRIENDS: Question[tuple[str, ...]] = Question(
    "fights_friends", "The units of its own side the unit fights as enemies until that fight ends.", ()
)
# The people a unit's troops are: the id of the army list they were raised from (a hired unit's own list), or the
# people their entry names where a list mixes several (Fantasy Warriors' "goblins"); "" when no module says.
RACE: Question[str] = Question("race", "The people the unit's troops are (an army list's id, or 'goblins').", "")
# Army rules of the Wood Elves (digest 10.21).
FIRST_ROUND_FRONT_ATTACKS: Question[int] = Question(
    "first_round_front_attacks",
    "Attacks a stand adds in the first round of each combat when its front edge fights (Wild Riders).",
    0,
)
NOT_SHOT_AS_IT_CHARGES: Question[str] = Question(
    "not_shot_as_it_charges", "Why the units the unit charges may not shoot at it as it comes (Call of the Hunt), or ''.", ""
)
# Army rules of the Skaven (digest 10.8), written as questions any later army may answer too.
BRIGADE_SIZE: Question[int] = Question(
    "brigade_size", "How many units a brigade holding the unit may have at most (0: no limit).", 4
)
COMMAND_RANGE_MM: Question[int] = Question(
    "command_range_mm", "The farthest (mm) any character's order reaches the unit, if closer than usual (0: usual).", 0
)
ARTILLERY_PURSUES: Question[bool] = Question(
    "artillery_pursues", "Whether the unit may pursue or advance although it is artillery.", False
)
SUPPORTED_ONLY_BY: Question[str] = Question(
    "supported_only_by", "The special rule a stand must carry to support the unit in combat ('' for anyone).", ""
)
PIERCES_ARMOUR: Question[bool] = Question(
    "pierces_armour", "A target hit by the unit's shooting saves as if its armour were one point worse.", False
)
CHARGE_DICE: Question[int] = Question(
    "charge_dice", "Attacks a unit adds to the usual +1 when charging an enemy in the open, rolled as it strikes.", 0
)
# Army rules of Cathay (digest 10.24).
SUPPORTS_ONLY: Question[str] = Question(
    "supports_only", "The special rule a unit must carry for this unit's stands to support it ('' for anyone).", ""
)
LOBS_SHOTS: Question[bool] = Question(
    "lobs_shots", "The unit lobs its shots high as a stone thrower does, so it never shoots at chargers.", False
)
# Army rules of Albion (digest 10.18).
ORDERED_ONLY_BY: Question[str] = Question(
    "ordered_only_by", "The character (its list name) who alone may order the unit, '' for any (a Fenbeast).", ""
)
# Army rules of the Witch Hunters (digest 10.19), written as questions any later army may answer too.
FOE_KINDS: Question[tuple[str, ...]] = Question(
    "foe_kinds", "What the unit counts as to enemy rules that single out a kind of foe ('chaos', 'undead').", ()
)
MUST_CHARGE_KINDS: Question[tuple[str, ...]] = Question(
    "must_charge_kinds", "The kinds of foe (``FOE_KINDS``) the unit must charge on initiative when it can.", ()
)
PURSUES_MOUNTED: Question[bool] = Question(
    "pursues_mounted", "The unit's infantry may pursue cavalry and chariots (Warhounds running with it).", False
)
COVER_RAISED: Question[str] = Question(
    "cover_raised", "Why the unit counts one step better protected than its ground (defended in the open), or ''.", ""
)
# Army rules of the Norse (digest 10.23).
NEVER_SUPPORTS: Question[str] = Question(
    "never_supports", "Why the unit never supports another in combat nor is supported, or ''.", ""
)
# Army rules of the Dogs of War (digest 10.16).
SUPPORTS_BESIDE_ONLY: Question[bool] = Question(
    "supports_beside_only",
    "The unit gives and takes support only flank to whole flank, facing the same way, never front or back.",
    False,
)
BLUNDERS_APART: Question[bool] = Question(
    "blunders_apart", "In a brigade that blunders, the unit takes a Blunder result rolled for it and its kind apart.",
    False,
)
# Army rules of Araby (digest 10.15).
PURSUED_BY_ANY: Question[bool] = Question(
    "pursued_by_any", "Troops of any kind may pursue the unit when it retreats (Magic Carpets).", False
)
# Army rules of the Goblins (digest 10.3).
PACE_MM: Question[int] = Question(
    "pace_mm", "The unit's full pace for this move set by a rule (a Pump Wagon's roll), 0 for its profile's.", 0
)
SHOOTS_AT_CHARGERS: Question[bool] = Question(
    "shoots_at_chargers", "Whether the unit's missiles may stand and shoot at chargers (a Doom Diver's may not).", True
)
# Army rules of Nippon (digest 10.25).
DRIVE_BACK_DICE_LESS: Question[int] = Question(
    "drive_back_dice_less", "How many dice fewer the unit rolls when shooting drives it back (Bushido).", 0
)
# Army rules of Kislev (digest 10.11).
DEFENDED_ONLY_INSIDE: Question[str] = Question(
    "defended_only_inside",
    "Why the unit counts as defended only inside dense terrain, never behind an obstacle or uphill, or ''.",
    "",
)
ARTILLERY_RETREAT: Question[str] = Question(
    "artillery_retreat",
    "How an artillery unit forced to retreat fares: '' overrun as usual, 'stands' holds its ground, 'retreats' as "
    "other troops do.",
    "",
)
DRIVE_BACK_CONFUSES_ONLY: Question[str] = Question(
    "drive_back_confuses_only",
    "Why shooting never moves nor routs the unit, though a 6 on its drive-back dice still confuses it, or ''.",
    "",
)
HAS_NO_FLANKS: Question[str] = Question(
    "has_no_flanks", "Why the unit has no flank nor rear: an enemy there costs it nothing (a laager), or ''.", ""
)
NEVER_MAKES_WAY: Question[str] = Question(
    "never_makes_way", "Why the unit cannot make way for a friend driven back or retreating through it, or ''.", ""
)
# Army rules of the Dark Elves (digest 10.12).
SHOTS_BY_RANGE: Question[tuple[tuple[int, int], ...]] = Question(
    "shots_by_range",
    "A missile's attacks a stand by range, nearest band first ((up to mm, attacks), ...); () for the profile's.",
    (),
)
# Whether its own side's spells and effects help the unit: those cast on it and those that reach every friendly unit
# in an area (Light of Battle, Daemonic Rage, the Anvil's song) or that a character gives (the Tomb King's bonus).
# False for a hired Regiment of Renown; each such effect asks it, so a new one asks it too.
SHARES_FRIENDLY_EFFECTS: Question[bool] = Question(
    "shares_friendly_effects", "Its own side's spells and effects help the unit.", True
)
