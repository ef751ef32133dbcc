"""The typed hook points of the turn loop: moments where rule modules act.

A module lists its handlers under these points (``RulesModule.hooks``); the engine and the phases run
``state.ruleset.hook(POINT)`` in module order. Step hooks (a step beginning or ending) are named by the
steps themselves and provided by ``RulesModule.step_hooks``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core.ruleset import HookPoint

if TYPE_CHECKING:
    from game.core.actions import Action
    from game.core.dice import Dice
    from game.core.events import Event, Modifier
    from game.core.profiles import UnitProfile
    from game.core.state import Character, GameState, Unit

BeforeAction = Callable[["GameState", "Action"], None]
# (state, action, the dice it is carried out with) -> the dice to use instead: the same faces through a wrapper that
# keeps them (an item that may have part of an action rolled again must play the rest back).
ActionDice = Callable[["GameState", "Action", "Dice"], "Dice"]
AfterAction = Callable[["GameState", "Dice"], list["Event"]]
# (state, action) -> reasons a module refuses the action (whose pieces a player may move, in several-player games).
ActionCheck = Callable[["GameState", "Action"], list[str]]
Decider = Callable[["GameState"], "int | None"]
# (state, charger, the unit ids it contacted, dice) -> events; run once the charger has finished moving.
ChargeReaction = Callable[["GameState", "Unit", "tuple[str, ...]", "Dice"], list["Event"]]
# (state, character, units ordered, the two dice) -> (what happens, how to roll it out), or None: a chart
# replacing the failed order's usual outcome.
FailedOrderChart = Callable[
    ["GameState", "Character", "list[Unit]", "tuple[int, int]"],
    "tuple[str, Callable[[Dice], list[Event]]] | None",
]
PhaseEnd = Callable[["GameState", "Dice"], list["Event"]]
# (state, unit) -> modifiers for one fighting stand of the unit (the Skirmisher stand's own Attacks).
StandModifiers = Callable[["GameState", "Unit"], list["Modifier"]]
# (state, unit, hits struck after saves, rule) -> (hits left for the unit's stands, events): hits from shooting
# or a spell taken elsewhere (joined characters) before they are put on the unit.
HitsStruck = Callable[["GameState", "Unit", int, str], "tuple[int, list[Event]]"]
# (state, character, where its move would end (x, y, facing), the unit it would join or "") -> reasons the move
# is refused beyond the Characters step's own (a character module's rules for leaving a unit).
CharacterMoveCheck = Callable[["GameState", "Character", "tuple[int, int, int]", str], list[str]]
# (state, shooting unit, reach in mm) -> (character id, distance in mm) of enemy characters the unit may shoot at
# as well as units (a character module's lone characters, which act as one-stand units).
PieceTargets = Callable[["GameState", "Unit", float], "list[tuple[str, float]]"]
# (state, shooting unit, its shooting stands, the character shot at, dice) -> events, or None when the module
# does not resolve shots at that character.
PieceShot = Callable[["GameState", "Unit", "tuple[int, ...]", "Character", "Dice"], "list[Event] | None"]
# (state, unit that lost its last stand to hits, the rule that struck them) -> events: a module keeping the unit's
# joined characters on the table detaches them here (those still joined are slain with the unit).
UnitWipedOut = Callable[["GameState", "Unit", str], list["Event"]]
# (state, joined character, its unit) -> why the character adds no Attack bonus to its unit's fight, or "" (a
# character module's character that fights only from a place touching the enemy).
CharacterSitsOut = Callable[["GameState", "Character", "Unit"], str]
# (state, the units of a fight, dice) -> events: before a combat round's attacks are worked out (Make Way).
RoundBegins = Callable[["GameState", "list[str]", "Dice"], list["Event"]]
# (state, an enemy character) -> whether a charge may target it as a one-stand unit (a lone character).
ChargeableCharacter = Callable[["GameState", "Character"], bool]
# (state, character, the unit it has just joined) -> events: a character module placing it in the unit.
CharacterJoins = Callable[["GameState", "Character", "Unit"], list["Event"]]
# (state, attacking unit, the enemy unit one of its stands fights) -> modifiers for that stand (Slayers
# fighting a monster).
TargetModifiers = Callable[["GameState", "Unit", "Unit"], list["Modifier"]]
# (state, shooter, its stands' bases, target, aim, dice, at_chargers) -> (hits struck, events), or None
# when the module does not fire this unit's weapon (weapons whose attacks are rolled: the Flame Cannon).
SpecialFire = Callable[
    ["GameState", "Unit", "list[Any]", "Unit", "Callable[..., list[int]]", "Dice", bool],
    "tuple[int, list[Event]] | None",
]
# (state, casting wizard, spell name, dice) -> (dispelled, events): an enemy rule that may undo a spell
# that has just worked (Dwarf Runesmiths' anti-magic).
SpellWorks = Callable[["GameState", "Character", str, "Dice"], "tuple[bool, list[Event]]"]
# (state, casting wizard, the Cast, the unit it is laid on, dice) -> (stopped, events): a rule of the target's
# side that may undo a spell laid on one of its units (the Chaos Dwarfs' Lammasu); stopped also when the rule
# holds the spell for its side's decision, and then carries it on itself (``casting.past_the_dispels``).
SpellOnUnit = Callable[["GameState", "Character", Any, "Unit", "Dice"], "tuple[bool, list[Event]]"]
# (state, character, units ordered) -> modifiers to the order's Command beyond the standard penalties.
CommandModifiers = Callable[["GameState", "Character", "list[Unit]"], list["Modifier"]]
# (state, the units of an engagement) -> why its next round cannot be fought yet (a decision a module waits
# for, such as a challenge), or "".
FightWaits = Callable[["GameState", "list[str]"], str]
# (state, the round's plan, its units, the round number, dice) -> (events, score to add per side): strikes a
# module rolls itself (characters in a challenge, attacks aimed at a joined character), taking their dice out
# of the plan first, and bonuses to the combat result.
RoundStrikes = Callable[["GameState", Any, "list[str]", int, "Dice"], "tuple[list[Event], tuple[int, int]]"]
# (state, a joined character) -> why it adds no Attack bonus to its unit this round, or "".
# (state, unit, what the die was for) -> why the unit may roll again a die that would confuse it, or ""; a
# module granting one counts it as used.
ConfusionReroll = Callable[["GameState", "Unit", str], str]
# (state, unit, whether it charges this round) -> modifiers to the Attacks of each of its fighting stands.
StandAttacks = Callable[["GameState", "Unit", bool], list["Modifier"]]
# (state, unit, "combat" or "shooting") -> modifiers added to the score the unit needs to hit.
StrikeScore = Callable[["GameState", "Unit", str], list["Modifier"]]
# (state, one side's units in the fight) -> modifiers to that side's combat result.
ResultModifiers = Callable[["GameState", "list[Unit]"], list["Modifier"]]
# (state, the units that fought the round, the winning side or None) -> events.
RoundDecided = Callable[["GameState", "list[str]", "int | None"], list["Event"]]
# (state, side) -> (left x, right x, why) of the stretch of its zone the side may set up in, or None.
DeployWidth = Callable[["GameState", int], "tuple[int, int, str] | None"]
# (state, dice) -> the events of deciding who sets up first, or None to leave it to the usual rule.
DeployOrderHook = Callable[["GameState", "Dice"], "list[Event] | None"]
# (state, shooting unit, target) -> (modifiers to the target's saves, events): a module may spend a counter here.
VolleySaves = Callable[["GameState", "Unit", "Unit"], "tuple[list[Modifier], list[Event]]"]
# (state, shooting unit, how many of its stands shoot) -> modifiers adding attack dice to the volley (an add-on
# stand with more shots than its unit's: Salamanders; Fantasy Warriors' marksman beside bowmen).
VolleyShots = Callable[["GameState", "Unit", int], list["Modifier"]]
# (state, unit, stand index, the attacker's point) -> (cover level "defended"/"fortified", why), or None: cover
# a module's pieces give a stand beyond the terrain's.
StandCover = Callable[["GameState", "Unit", int, "tuple[float, float]"], "tuple[str, str] | None"]
# (state, unit, stand index, (level, reason) its ground gives) -> the (level, reason) it keeps, or None to keep it.
GroundCover = Callable[["GameState", "Unit", int, "tuple[str, str]"], "tuple[str, str] | None"]
# (state, attacking unit, target unit, target stand index, round) -> (level, reason) the stand counts against that
# attacker in that round whatever its ground (Pikemen against cavalry charging their front), or None.
CombatCover = Callable[["GameState", "Unit", "Unit", int, int], "tuple[str, str] | None"]
# (state) -> (id, points, name) of pieces a module puts on the table that only flyers may pass (equipment).
TablePieces = Callable[["GameState"], "list[tuple[str, tuple[tuple[float, float], ...], str]]"]
# (state, unit, how many armour saves it has just rolled at once) -> None: a module counting saves (Fantasy Warriors'
# huge creatures test after four or more).
SavesRolled = Callable[["GameState", "Unit", int], None]
# (state, unit, where its stands would end) -> reasons a module refuses the move (equipment it carries would not fit).
UnitMoveCheck = Callable[["GameState", "Unit", "list[Any]"], list[str]]
CharacterBonus = Callable[["GameState", "Character"], list["Modifier"]]
# (state, unit, target id) -> where a module places the charge (a ``ChargePlacement``), why it cannot be made,
# or None to leave it to the usual placement (a charge over equipment, or with mantlets carried before it).
ChargePlace = Callable[["GameState", "Unit", str], Any]
# (state, shooting stand, target stand, the distance between them) -> the range a module measures instead
# (from or to the front of a piece of equipment the stand is behind).
ShotRange = Callable[["GameState", Any, Any, float], float]
# (state, shooting unit, its stand's index, that stand, a target stand) -> whether a module lets the stand shoot at
# that target stand (Fantasy Warriors: behind a mantlet only straight ahead of it; one rank shoots).
ShotArc = Callable[["GameState", "Unit", int, Any, Any], bool]
# (state) -> ids of table pieces stands touching their opposite sides do not fight across (a spiked pit: only a
# unit standing in it reaches the far side).
NotFoughtAcross = Callable[["GameState"], "tuple[str, ...]"]
# (state, unit, what it would do: "order", "initiative", "evade", "move", "hold"; where its stands would end, for a
# move) -> reasons the unit's standing orders forbid it (Fantasy Warriors' hold, attack and oppose).
StandingOrders = Callable[["GameState", "Unit", str, "list[Any] | None"], list[str]]

BEFORE_ACTION: HookPoint[BeforeAction] = HookPoint(
    "before_action", "Before any action is carried out: offers that lapse when play moves on."
)
ACTION_DICE: HookPoint[ActionDice] = HookPoint(
    "action_dice", "Just before an action is carried out: a wrapper around its dice that keeps the faces."
)
AFTER_ACTION: HookPoint[AfterAction] = HookPoint(
    "after_action", "After every action: end-of-battle checks, lasting effects ending, things landing."
)
DECIDER: HookPoint[Decider] = HookPoint(
    "decider", "Which side must decide now when it is not the active side (a loser choosing its retreat)."
)
HELD_DECIDER: HookPoint[Decider] = HookPoint(
    "held_decider", "The side a decision holding up all play waits for (a magic item's): asked before any DECIDER."
)
CHARGE_ARRIVES: HookPoint[ChargeReaction] = HookPoint(
    "charge_arrives", "A charge has reached its targets: their reactions (standing to shoot at the chargers)."
)
FAILED_ORDER: HookPoint[FailedOrderChart] = HookPoint(
    "failed_order", "An order failed: a chart that replaces the usual outcome for these units, if any."
)
SHOOTING_ENDS: HookPoint[PhaseEnd] = HookPoint("shooting_ends", "The Shooting phase's drive backs are done.")
COMBAT_ENDS: HookPoint[PhaseEnd] = HookPoint("combat_ends", "Every engagement of the Combat phase is fought.")
ONE_STAND_MODIFIERS: HookPoint[StandModifiers] = HookPoint(
    "one_stand_modifiers", "A unit's stands are given their attacks: modifiers for its last fighting stand."
)
COMMAND_MODIFIERS: HookPoint[CommandModifiers] = HookPoint(
    "command_modifiers", "An order's Command is worked out: modifiers of terrain and special rules."
)
HITS_STRUCK: HookPoint[HitsStruck] = HookPoint(
    "hits_struck", "Hits from shooting or a spell are about to be put on a unit: some may be taken elsewhere."
)
CHARACTER_MOVE_CHECK: HookPoint[CharacterMoveCheck] = HookPoint(
    "character_move_check", "A character's move in the Characters step is checked: further reasons to refuse it."
)
PIECE_TARGETS: HookPoint[PieceTargets] = HookPoint(
    "piece_targets", "A unit's shooting targets are listed: enemy characters that may be shot at like units."
)
PIECE_SHOT: HookPoint[PieceShot] = HookPoint(
    "piece_shot", "Stands shoot at a character listed by ``piece_targets``: the module rolls the shots."
)
UNIT_WIPED_OUT: HookPoint[UnitWipedOut] = HookPoint(
    "unit_wiped_out", "A unit's last stand fell to hits: joined characters may be kept rather than slain with it."
)
CHARACTER_SITS_OUT: HookPoint[CharacterSitsOut] = HookPoint(
    "character_sits_out", "A joined character's Attack bonus is counted: reasons it does not fight this round."
)
COMBAT_ROUND_BEGINS: HookPoint[RoundBegins] = HookPoint(
    "combat_round_begins", "A combat round is about to be fought: moves made before the attacks (Make Way)."
)
CHARGEABLE_CHARACTER: HookPoint[ChargeableCharacter] = HookPoint(
    "chargeable_character", "A charge's target is a character: whether it may be charged as a one-stand unit."
)
CHARACTER_JOINS: HookPoint[CharacterJoins] = HookPoint(
    "character_joins", "A character has joined a unit by its move: where in the unit it takes its place."
)
TARGET_MODIFIERS: HookPoint[TargetModifiers] = HookPoint(
    "target_modifiers", "A stand's attacks on the enemy it fights: modifiers for the kind of enemy it is."
)
SPECIAL_FIRE: HookPoint[SpecialFire] = HookPoint(
    "special_fire", "A unit fires a weapon of its own rules: the module rolls its attacks, or passes."
)
SPELL_WORKS: HookPoint[SpellWorks] = HookPoint(
    "spell_works", "A spell has been cast successfully: enemy rules may dispel it before it takes effect."
)
STAND_ATTACKS: HookPoint[StandAttacks] = HookPoint(
    "stand_attacks", "A unit's stands are given their attacks: modifiers for each fighting stand."
)
STRIKE_SCORE: HookPoint[StrikeScore] = HookPoint(
    "strike_score", "The score a unit needs to hit in combat or shooting is worked out: modifiers to it."
)
RESULT_MODIFIERS: HookPoint[ResultModifiers] = HookPoint(
    "result_modifiers", "A side's combat result is added up: modifiers beyond hits, supports and earlier hits."
)
ROUND_DECIDED: HookPoint[RoundDecided] = HookPoint(
    "round_decided", "A combat round's result is known: states that end with a lost combat end here."
)
VOLLEY_SAVES: HookPoint[VolleySaves] = HookPoint(
    "volley_saves", "A unit shoots at a target: modifiers to the target's saves (a counter may be spent)."
)
VOLLEY_SHOTS: HookPoint[VolleyShots] = HookPoint(
    "volley_shots", "A unit's stands shoot: attack dice a module adds to the volley (an add-on stand's own shots)."
)
DEPLOY_WIDTH: HookPoint[DeployWidth] = HookPoint(
    "deploy_width", "A side sets up: a narrower stretch of its zone an optional rule allows it."
)
DEPLOY_ORDER: HookPoint[DeployOrderHook] = HookPoint(
    "deploy_order", "Deployment begins: an optional rule that decides who sets up what first (scouting)."
)
STAND_COVER: HookPoint[StandCover] = HookPoint(
    "stand_cover", "A stand's cover against an attacker is judged: cover from a module's pieces (equipment)."
)
GROUND_COVER: HookPoint[GroundCover] = HookPoint(
    "ground_cover", "A stand's cover from its ground is judged: a module may take it away (Pikemen in a wood)."
)
COMBAT_COVER: HookPoint[CombatCover] = HookPoint(
    "combat_cover", "A stand's cover against one attacker in a combat round: cover a module grants it (Pikemen)."
)
TABLE_PIECES: HookPoint[TablePieces] = HookPoint(
    "table_pieces", "The table is built: pieces a module puts on it that only flyers pass (equipment)."
)

FIGHT_WAITS: HookPoint[FightWaits] = HookPoint(
    "fight_waits", "An engagement is about to be fought: a decision a module waits for first."
)
ROUND_STRIKES: HookPoint[RoundStrikes] = HookPoint(
    "round_strikes", "A combat round's attacks are planned: strikes and result bonuses a module adds."
)
CONFUSION_REROLL: HookPoint[ConfusionReroll] = HookPoint(
    "confusion_reroll", "A die would confuse a unit: a module may let it be rolled again."
)
UNIT_MOVE_CHECK: HookPoint[UnitMoveCheck] = HookPoint(
    "unit_move_check", "A unit's move is checked: further reasons to refuse it (the equipment it carries)."
)
# (state, joined character) -> modifiers to the Attack bonus it gives its unit (a magic sword).
CHARACTER_BONUS: HookPoint[CharacterBonus] = HookPoint(
    "character_bonus", "A joined character's Attack bonus is worked out: modifiers of what it carries."
)
CHARGE_PLACE: HookPoint[ChargePlace] = HookPoint(
    "charge_place", "A charge is placed: a module's own placement (over equipment, or behind mantlets)."
)
SHOT_RANGE: HookPoint[ShotRange] = HookPoint(
    "shot_range", "A shot's range is measured: a module may measure it from or to a piece's front instead."
)
SHOT_ARC: HookPoint[ShotArc] = HookPoint(
    "shot_arc", "A stand would shoot at a target stand: a module may keep it to a narrower arc, or bar its rank."
)
NOT_FOUGHT_ACROSS: HookPoint[NotFoughtAcross] = HookPoint(
    "not_fought_across", "Contacts are found: a module's pieces that stands on either side do not fight across."
)
SAVES_ROLLED: HookPoint[SavesRolled] = HookPoint(
    "saves_rolled", "A unit has rolled armour saves at once, in shooting or combat: modules may count them."
)
STANDING_ORDERS: HookPoint[StandingOrders] = HookPoint(
    "standing_orders", "A unit is ordered, uses initiative, evades, moves or holds: reasons its standing orders refuse."
)
ACTION_CHECK: HookPoint[ActionCheck] = HookPoint(
    "action_check", "Any action is checked: a module's reasons to refuse it (a piece another player commands)."
)

# (state, wizard) -> why he may not cast his army's spells now (he spent his turn's magic another way), or "".
CastingBarred = Callable[["GameState", "Character"], str]
# (state, shooter, target, attack dice about to be rolled, dice) -> (dice taken away, events): a module may turn
# some ordinary shots aside before the to-hit roll (Fantasy Warriors' shield spell).
IncomingShots = Callable[["GameState", "Unit", "Unit", int, "Dice"], "tuple[int, list[Event]]"]
# (state, action) -> why the action must wait for a decision the other side owes (an arcane duel's answer), or "".
ActionWaits = Callable[["GameState", "Action"], str]
ACTION_WAITS: HookPoint[ActionWaits] = HookPoint(
    "action_waits", "Any action is checked: a module may hold it back while the other side owes a decision."
)
# (state, a creature's name) -> its stat line, or None: units whose profile is "%name" (a summoned fiend).
SummonedProfile = Callable[["GameState", str], "UnitProfile | None"]
SUMMONED_PROFILE: HookPoint[SummonedProfile] = HookPoint(
    "summoned_profile", "A unit a module brought onto the table asks for its stat line."
)
CASTING_BARRED: HookPoint[CastingBarred] = HookPoint(
    "casting_barred", "A Wizard would cast one of his army's spells: a module may say he cannot this turn."
)
# (state, wizard) -> ids of other pieces (a character, the unit it joined) his spells' range and sight may be
# worked out from, as if cast there (a Slann casting through a Skink Shaman).
CastingPoints = Callable[["GameState", "Character"], list[str]]
CASTING_POINTS: HookPoint[CastingPoints] = HookPoint(
    "casting_points", "A spell's range and sight are worked out: other pieces the Wizard may cast through."
)
INCOMING_SHOTS: HookPoint[IncomingShots] = HookPoint(
    "incoming_shots", "Ordinary shots are about to be rolled at a unit: a module may take some away first."
)
# (state, side whose General is gone) -> why the army fights on instead of withdrawing, or "" (Fantasy Warriors'
# destroyer avenging his General).
GeneralLost = Callable[["GameState", int], str]
GENERAL_LOST: HookPoint[GeneralLost] = HookPoint(
    "general_lost", "An army's General is gone: a module may keep it fighting instead of withdrawing."
)

# (state, character, units ordered, the two dice, whether it passed, "" or the magic item that had the dice rolled
# again / "passed") -> events: a module reacting to an order's roll (an item offered after a failure).
OrderRolled = Callable[
    ["GameState", "Character", "list[Unit]", "tuple[int, int]", bool, str], list["Event"]
]
ORDER_ROLLED: HookPoint[OrderRolled] = HookPoint(
    "order_rolled", "An order's dice are rolled and settled: a module may react (an item offered after a failure)."
)
# (state, character, units ordered) -> the Command the order is tested against outright, without any penalty, or
# None (the Crown of Command).
OrderValue = Callable[["GameState", "Character", "list[Unit]"], "int | None"]
ORDER_VALUE: HookPoint[OrderValue] = HookPoint(
    "order_value", "An order's Command is worked out: a module may set it outright, penalties ignored."
)
# (state, character, units, the Blunder table's face) -> whether a module holds the blunder back for a decision
# (the Sceptre of Sovereignty); it then carries it out or cancels it itself.
BlunderHeld = Callable[["GameState", "Character", "list[Unit]", int], bool]
BLUNDER_HELD: HookPoint[BlunderHeld] = HookPoint(
    "blunder_held", "A blunder's die is rolled: a module may hold its result back for a decision."
)
# (state, wizard, the Cast, whether the roll worked, dice) -> events: a module reacting to a casting roll.
CastRolled = Callable[["GameState", "Character", Any, bool, "Dice"], list["Event"]]
CAST_ROLLED: HookPoint[CastRolled] = HookPoint(
    "cast_rolled", "A casting roll is made: a module may react (an item noting a success, or offered after a failure)."
)
# (state, wizard, the Cast) -> events if a module holds the spell's effect back for a decision (the Scroll of
# Dispelling), else None; the module then carries the effect out or cancels it itself.
SpellHeld = Callable[["GameState", "Character", Any], "list[Event] | None"]
SPELL_HELD: HookPoint[SpellHeld] = HookPoint(
    "spell_held", "A spell has worked and was not dispelled: a module may hold its effect back for a decision."
)
# (state, wizard, the Cast) -> modifiers to the casting roll.
CastModifiers = Callable[["GameState", "Character", Any], list["Modifier"]]
CAST_MODIFIERS: HookPoint[CastModifiers] = HookPoint(
    "cast_modifiers", "A casting roll's modifiers are worked out: those of items and lasting effects."
)
# (state, attacking unit, target, the faces rolled, the score to hit, "combat" or "shooting", dice) -> (the faces
# after any rolled again, events): a module rolling some attack dice again (a magic sword or banner).
AttacksRolled = Callable[
    ["GameState", "Unit", "Unit", "tuple[int, ...]", int, str, "Dice"], "tuple[tuple[int, ...], list[Event]]"
]
ATTACKS_ROLLED: HookPoint[AttacksRolled] = HookPoint(
    "attacks_rolled", "A unit's attack dice are rolled: a module may have some rolled again."
)
# (state, the unit saving, the unit that struck, the save faces, the score to save, dice) -> (the faces after any
# rolled again, events): a module making a successful save be rolled again (the Sword of Destruction).
SavesMade = Callable[
    ["GameState", "Unit", "Unit", "tuple[int, ...]", int, "Dice"], "tuple[tuple[int, ...], list[Event]]"
]
SAVES_MADE: HookPoint[SavesMade] = HookPoint(
    "saves_made", "A unit's armour saves in combat are rolled: a module may have some rolled again."
)
# (state, wizard) -> the ids of items the Wizard may spend on a casting roll now (the Cast's ``item``).
CastItems = Callable[["GameState", "Character"], list[str]]
CAST_ITEMS: HookPoint[CastItems] = HookPoint(
    "cast_items", "A Wizard's casts are listed or checked: the items he may spend on the roll."
)
# (state, wizard, the Cast) -> why the spell works without a roll (the Ring of Magic), or "".
CastAutomatic = Callable[["GameState", "Character", Any], str]
CAST_AUTOMATIC: HookPoint[CastAutomatic] = HookPoint(
    "cast_automatic", "A spell is about to be rolled for: a module may make it work without a roll."
)
# (state, attacking unit, the enemy unit one of its stands fights, the round's number) -> modifiers for that stand
# that hold only in some rounds (Zealots' first round against Chaos and the Undead).
RoundTargetModifiers = Callable[["GameState", "Unit", "Unit", int], list["Modifier"]]
ROUND_TARGET_MODIFIERS: HookPoint[RoundTargetModifiers] = HookPoint(
    "round_target_modifiers", "A stand's attacks on the enemy it fights in a given round: modifiers for that round."
)
# (state, character, units ordered, the two dice) -> why the order is a blunder though not a double six (the
# Norse Spite of Low'Key makes any double one), or "".
OrderBlunders = Callable[["GameState", "Character", "list[Unit]", "tuple[int, int]"], str]
ORDER_BLUNDERS: HookPoint[OrderBlunders] = HookPoint(
    "order_blunders", "An order's dice are rolled: a module may make a double other than six a blunder."
)
# (state, dice) -> events, as the other phase hooks: the Daemons' Instability is rolled here, before Initiative.
COMMAND_BEGINS: HookPoint[PhaseEnd] = HookPoint(
    "command_begins", "A side's Command phase begins, its units' orders made fresh, before Initiative."
)
# (state, character, units) -> modifiers to the Blunder table's die (the Nippon Shogun's -1 on a Hero's blunder).
BLUNDER_MODIFIERS: HookPoint[CommandModifiers] = HookPoint(
    "blunder_modifiers", "A Hero's blunder is rolled: modifiers to the Blunder table's die."
)
# (state, character, units) -> the units among those ordered that must take "You must be crazy"'s -1 Command
# (the Nippon Samurai), or None for any of them.
BlunderPenaltyUnits = Callable[["GameState", "Character", "list[Unit]"], "list[Unit] | None"]
BLUNDER_PENALTY_UNITS: HookPoint[BlunderPenaltyUnits] = HookPoint(
    "blunder_penalty_units", "A blunder's -1 Command penalty is placed: a module may say which units may take it."
)
# (state, side) -> units added to the losses at which the army withdraws (the Nippon Honour and Duty).
BreakPointBonus = Callable[["GameState", int], int]
BREAK_POINT_BONUS: HookPoint[BreakPointBonus] = HookPoint(
    "break_point_bonus", "An army's break point is worked out: a module may add to it."
)
SPELL_ON_UNIT: HookPoint[SpellOnUnit] = HookPoint(
    "spell_on_unit", "A spell that worked is laid on a unit: that unit's side may dispel it (a Lammasu)."
)
# (state, unit, "pursue", "advance" or "fall_back", the unit's poses at the end) -> why it may not end its move
# there, or "": a unit that moves after combat only while something touches it at the end (the Screaming Bell).
AftermathMoveEnds = Callable[["GameState", "Unit", str, Any], str]
AFTERMATH_MOVE_ENDS: HookPoint[AftermathMoveEnds] = HookPoint(
    "aftermath_move_ends", "A pursuit, advance or fall back is planned: a module may refuse where it would end."
)
# (state, unit, why, rule) -> events of what happens instead, or None: a unit that would become confused does
# something else (Araby's Elephants stampede).
ConfusedInstead = Callable[["GameState", "Unit", str, str], "list[Event] | None"]
CONFUSED_INSTEAD: HookPoint[ConfusedInstead] = HookPoint(
    "confused_instead", "A unit would become confused: a module may have it do something else instead."
)
# (state, joined character) -> True where his side's spells give him nothing (a Hero regiment of renown): the +1 a
# spell on his unit gives the character who fights with it passes him over.
CharacterUnhelped = Callable[["GameState", "Character"], bool]
CHARACTER_UNHELPED: HookPoint[CharacterUnhelped] = HookPoint(
    "character_unhelped", "A friendly spell's bonus for the character fighting with a unit: whether he is left out."
)
ALL: tuple[HookPoint[Any], ...] = (
    BLUNDER_MODIFIERS,
    CHARACTER_UNHELPED,
    BLUNDER_PENALTY_UNITS,
    BREAK_POINT_BONUS,
    CONFUSED_INSTEAD,
    COMMAND_BEGINS,
    SPELL_ON_UNIT,
    ROUND_TARGET_MODIFIERS,
    ORDER_BLUNDERS,
    CAST_ITEMS,
    CAST_AUTOMATIC,
    ORDER_ROLLED,
    ORDER_VALUE,
    BLUNDER_HELD,
    CAST_ROLLED,
    SPELL_HELD,
    CAST_MODIFIERS,
    ATTACKS_ROLLED,
    SAVES_MADE,
    BEFORE_ACTION,
    ACTION_DICE,
    AFTER_ACTION,
    DECIDER,
    HELD_DECIDER,
    CHARGE_ARRIVES,
    FAILED_ORDER,
    SHOOTING_ENDS,
    COMBAT_ENDS,
    COMMAND_MODIFIERS,
    ONE_STAND_MODIFIERS,
    HITS_STRUCK,
    CHARACTER_MOVE_CHECK,
    PIECE_TARGETS,
    PIECE_SHOT,
    UNIT_WIPED_OUT,
    FIGHT_WAITS,
    ROUND_STRIKES,
    CONFUSION_REROLL,
    CHARACTER_SITS_OUT,
    COMBAT_ROUND_BEGINS,
    CHARGEABLE_CHARACTER,
    CHARACTER_JOINS,
    TARGET_MODIFIERS,
    SPECIAL_FIRE,
    SPELL_WORKS,
    STAND_ATTACKS,
    STRIKE_SCORE,
    RESULT_MODIFIERS,
    ROUND_DECIDED,
    VOLLEY_SAVES,
    VOLLEY_SHOTS,
    DEPLOY_WIDTH,
    DEPLOY_ORDER,
    STAND_COVER,
    GROUND_COVER,
    COMBAT_COVER,
    TABLE_PIECES,
    UNIT_MOVE_CHECK,
    CHARACTER_BONUS,
    CHARGE_PLACE,
    SHOT_RANGE,
    SHOT_ARC,
    NOT_FOUGHT_ACROSS,
    CASTING_BARRED,
    CASTING_POINTS,
    INCOMING_SHOTS,
    ACTION_WAITS,
    SUMMONED_PROFILE,
    SAVES_ROLLED,
    STANDING_ORDERS,
    ACTION_CHECK,
    GENERAL_LOST,
    AFTERMATH_MOVE_ENDS,
)
