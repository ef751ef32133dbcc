"""The rules core's public face: what the screens, the opponents and the tools may use.

``game/ui`` and ``game/ai`` import only these names (``from game.core import GameState``) and ``game.table``'s
public names, never a private module of the core; ``tests/test_import_directions.py`` holds them to it. The
modules named in ``PUBLIC_MODULES`` are public as a whole (the table of a state, moves, odds,
victory, and a few modules of the phase packages).
"""

from __future__ import annotations

from game.core import board, carry, moves, odds, victory  # noqa: F401,E402
from game.core.actions import (  # noqa: F401
    Action,
    Concede,
    Proceed,
    action_from_dict,
)
from game.core.casualties import (  # noqa: F401
    StandsLost,
)
from game.core.characters.alone import characters_are_pieces, is_own_unit  # noqa: F401
from game.core.characters.alone import profile_for as character_unit_profile  # noqa: F401
from game.core.combat.actions import (  # noqa: F401
    ADVANCE,
    FALL_BACK,
    PURSUE,
    RETREAT,
    STAND,
    CombatChoice,
    Fight,
)
from game.core.combat.advance import (  # noqa: F401
    plan_advance,
)
from game.core.combat.aftermath import (  # noqa: F401
    DRAW,
    LOSERS_RETREAT,
    WINNERS,
    refused_follow_ups,
)
from game.core.combat.attacks import (  # noqa: F401
    plan_round,
)
from game.core.combat.camps import (  # noqa: F401
    camp,
    camp_names,
)
from game.core.combat.engagements import (  # noqa: F401
    contacts,
    contacts_after_move,
    data,
    engagement_id,
    engagement_of,
    engagements,
    pending_engagements,
)
from game.core.combat.events import (  # noqa: F401
    Advanced,
    CombatResult,
    CombatRound,
    FellBack,
    Pursued,
    Retreated,
    Strike,
)
from game.core.combat.flow import (  # noqa: F401
    forced_next,
    pending_decision,
)
from game.core.combat.kept import Aftermath  # noqa: F401
from game.core.combat.odds import (  # noqa: F401
    RoundOdds,
    fight_odds,
)
from game.core.command.actions import (  # noqa: F401
    BlunderChoice,
    Charge,
    Evade,
    Hold,
    HomeBack,
    HomeBackMove,
    InitiativeCharge,
    Move,
    MoveCharacter,
    Order,
)
from game.core.command.characters import (  # noqa: F401
    character_move_reach,
    travel,
)
from game.core.command.charging import (  # noqa: F401
    chargeable_character,
    plan_charge,
)
from game.core.command.events import (  # noqa: F401
    CharacterMoved,
    Charged,
    Evaded,
    HomedBack,
    OrderFailed,
    OrderIssued,
)
from game.core.command.initiative import (  # noqa: F401
    evade_poses,
    initiative_problems,
    reactable,
)
from game.core.command.kept import support_offer  # noqa: F401
from game.core.command.movegen import (  # noqa: F401
    group_candidates,
    transform,
)
from game.core.command.orders import (  # noqa: F401
    brigade_problems,
    orderable_problems,
    unit_names,
)
from game.core.command.penalties import (  # noqa: F401
    FLYER_RANGE_MM,
    HERO_RANGE_MM,
    MAX_BRIGADE,
    MAX_ORDERS,
    WIZARD_RANGE_MM,
    brigade_limit,
    character_reach,
    command_range,
    distance_penalty,
    enemy_near_penalty,
    enemy_within_20cm,
    order_reaches,
    order_target,
)
from game.core.command.pending import (  # noqa: F401
    allowance,
)
from game.core.cover import (  # noqa: F401
    character_cover,
)
from game.core.deployment.actions import (  # noqa: F401
    AutoDeploy,
    DeployCharacter,
    DeployUnit,
)
from game.core.dice import (  # noqa: F401
    ScriptedDice,
    SeededDice,
)
from game.core.engine import (  # noqa: F401
    load_rules,
    module_refusals,
)
from game.core.events import (  # noqa: F401
    CharacterDisplaced,
    CharacterSlain,
    Confused,
    DiceRolled,
    Event,
    GameOver,
    Modifier,
    Narration,
    PhaseBegan,
    RefereeRuling,
    TurnBegan,
    UnitDestroyed,
    UnitLeftTable,
)
from game.core.fantasy_warriors.allies import allied_generals, armies_standing  # noqa: F401
from game.core.fantasy_warriors.allies import points_problems as ally_points_problems  # noqa: F401
from game.core.fantasy_warriors.artillery_cannon import LoadCannon, cannon_choice  # noqa: F401
from game.core.fantasy_warriors.artillery_cannon import charge_odds as cannon_charge_odds  # noqa: F401
from game.core.fantasy_warriors.artillery_crew import (  # noqa: F401
    LeaveGun,
    ManGun,
    crew_without_gun,
    left_guns,
    machine_word,
    wrecked_machines,
)
from game.core.fantasy_warriors.artillery_crew import has_shots as machine_has_shots  # noqa: F401
from game.core.fantasy_warriors.artillery_crew import why_silent as machine_silent  # noqa: F401
from game.core.fantasy_warriors.before import Ready as FwReady  # noqa: F401
from game.core.fantasy_warriors.chant import Chant, chant_odds  # noqa: F401
from game.core.fantasy_warriors.druid import DruidPower, KeepDruidPower, druid_terrain, units_on_terrain  # noqa: F401
from game.core.fantasy_warriors.duel import AnswerDuel, ChallengeDuel, duel_parties  # noqa: F401
from game.core.fantasy_warriors.enchanted import FreeEnchanted  # noqa: F401
from game.core.fantasy_warriors.enchantress import Enchant, enchant_odds, is_enchantress  # noqa: F401
from game.core.fantasy_warriors.enchantress import counters_left as enchantment_counters  # noqa: F401
from game.core.fantasy_warriors.equipment import KINDS as EQUIPMENT_KINDS  # noqa: F401
from game.core.fantasy_warriors.equipment import pieces as equipment_pieces  # noqa: F401
from game.core.fantasy_warriors.equipment_cross import expected_crossing  # noqa: F401
from game.core.fantasy_warriors.fiend import BanishFiend, ControlFiend, SummonFiend, TakeFiend  # noqa: F401
from game.core.fantasy_warriors.foreign import hirable_heroes, hirable_lists, hirable_units, with_hired  # noqa: F401
from game.core.fantasy_warriors.forwards import SetUpForwards  # noqa: F401
from game.core.fantasy_warriors.hiring import hired_cost  # noqa: F401
from game.core.fantasy_warriors.huge import BreatheFire, worth_breathing  # noqa: F401
from game.core.fantasy_warriors.marksman import Snipe  # noqa: F401
from game.core.fantasy_warriors.mercenaries import ContingentView, mercenary_contingents  # noqa: F401
from game.core.fantasy_warriors.messages import MessageSent, SendMessage, generals_touch, may_write  # noqa: F401
from game.core.fantasy_warriors.player_orders import ContingentOrders, ally_leaders  # noqa: F401
from game.core.fantasy_warriors.player_orders import contingent_orders as ally_contingent_orders  # noqa: F401
from game.core.fantasy_warriors.players import PassToAlly, ally_name, ally_owed_the_step, player_at_table, player_of  # noqa: F401
from game.core.fantasy_warriors.players import commands as player_commands  # noqa: F401
from game.core.fantasy_warriors.players import names as player_names  # noqa: F401
from game.core.fantasy_warriors.poison import PoisonVolley, volleys_left  # noqa: F401
from game.core.fantasy_warriors.poison import bites as poison_bites  # noqa: F401
from game.core.fantasy_warriors.poison import is_ready as poison_ready  # noqa: F401
from game.core.fantasy_warriors.power import power_left  # noqa: F401
from game.core.fantasy_warriors.power_odds import (  # noqa: F401
    answer_odds,
    duel_odds,
    full_stake,
    terror_costs,
    terror_range,
)
from game.core.fantasy_warriors.power_spells import ArcaneTerror, Haste, RaiseShield  # noqa: F401
from game.core.fantasy_warriors.purchases import FAMILY as FW_FAMILY  # noqa: F401
from game.core.fantasy_warriors.purchases import may_buy, purchase_offers  # noqa: F401
from game.core.fantasy_warriors.speeches import Speech, speech_odds  # noqa: F401
from game.core.fantasy_warriors.standing_orders import StandingOrder, contingent_orders  # noqa: F401
from game.core.fantasy_warriors.states import contingent as unit_contingent  # noqa: F401
from game.core.fantasy_warriors.states import unit_counters  # noqa: F401
from game.core.fantasy_warriors.tree_spirit import ControlSpirit, SummonSpirit  # noqa: F401
from game.core.items.fortune import below_average  # noqa: F401
from game.core.items.use import (  # noqa: F401
    UseItem,
    items_kept,
    legal_uses,
)
from game.core.magic.actions import (  # noqa: F401
    Cast,
    SpellCharge,
    SpellHold,
    SpellMove,
)
from game.core.magic.casting import (  # noqa: F401
    boon_name,
    cast_items,
    caster_problems,
    has_war_altar,
    spell_of,
    spells_for,
)
from game.core.magic.effects import (  # noqa: F401
    scaled,
)
from game.core.magic.events import (  # noqa: F401
    SpellEffect,
    SpellLine,
    Teleported,
)
from game.core.magic.line import (  # noqa: F401
    heading,
    line_path,
    units_under,
)
from game.core.magic.odds import (  # noqa: F401
    spell_chance,
)
from game.core.magic.order import (  # noqa: F401
    spell_pending,
)
from game.core.magic.spells import (  # noqa: F401
    AROUND,
    ENEMY,
    ENGAGEMENT,
    FRIEND,
    ILLUSION,
    LINE,
    PLACE,
    SELF,
    TOUCHING,
    WOOD,
    pattern,
)
from game.core.magic.summon import nearest_enemy_facing  # noqa: F401
from game.core.modules import (  # noqa: F401
    army_modules,
    base,
    known_modules,
    optional_modules,
)
from game.core.ninth_age.band_setup import DeployJoinCharacter  # noqa: F401
from game.core.ninth_age.bands import JoinCharacter  # noqa: F401
from game.core.ninth_age.charging import CharacterCharge  # noqa: F401
from game.core.odds import (  # noqa: F401
    order_passes,
)
from game.core.profiles import (  # noqa: F401
    ROUND_BASE_MM,
    STAND_LONG_MM,
    STAND_SHORT_MM,
    ArmyList,
    CharacterProfile,
    Limit,
    MountProfile,
    Rank,
    SpellProfile,
    UnitProfile,
    UnitType,
    join_mounts,
    mount_parts,
)
from game.core.questions import (  # noqa: F401
    CARRIED_PIECES,
    CAUSES_TERROR,
    MUST_CHARGE,
    NOT_FRIGHTENED_BY_SPELLS,
    SHARES_FRIENDLY_EFFECTS,
)
from game.core.roster import (  # noqa: F401
    Roster,
    RosterCharacter,
    RosterUnit,
    roster_points,
    roster_problems,
)
from game.core.rulebook import (  # noqa: F401
    explain,
)
from game.core.ruleset import RulesModule  # noqa: F401
from game.core.scenario import (  # noqa: F401
    ScenarioSpec,
    SideSetup,
    new_game,
)
from game.core.shooting.actions import (  # noqa: F401
    Shoot,
)
from game.core.shooting.attacks import (  # noqa: F401
    save_target,
)
from game.core.shooting.events import (  # noqa: F401
    CannonBall,
    DrivenBack,
    HitsCarried,
    HitsScored,
    ShotFired,
)
from game.core.shooting.fire import (  # noqa: F401
    save_modifiers,
)
from game.core.shooting.odds import (  # noqa: F401
    shot_odds,
)
from game.core.shooting.volley import (  # noqa: F401
    stand_covers,
    to_hit_for,
)
from game.core.shooting.weapons import (  # noqa: F401
    CANNON,
    weapon,
)
from game.core.specials.anti_magic import (  # noqa: F401
    StrikeAnvil,
    legal_strike,
    relic,
)
from game.core.specials.araby_mirage import choices as mirage_choices  # noqa: F401
from game.core.specials.araby_mirage import mirage_of  # noqa: F401
from game.core.specials.araby_mirage import poses_for as mirage_poses  # noqa: F401
from game.core.specials.beastmen import HERD_KINDS  # noqa: F401
from game.core.specials.chaos import RAGE_DICE, RAGE_TOTAL, RageDie, frenzy, legal_rage  # noqa: F401
from game.core.specials.daemons import summon_problem  # noqa: F401
from game.core.specials.dark_elf_general import CruelChoice, choice_offer, levels_lost  # noqa: F401
from game.core.specials.divine_guidance import DivineGuidance, legal_guidance  # noqa: F401
from game.core.specials.dwarfs import (  # noqa: F401
    SwearOath,
    legal_oath,
)
from game.core.specials.infiltration import (  # noqa: F401
    HoldBack,
    Infiltrate,
    legal_infiltrate,
    order_needed,
)
from game.core.specials.kislev_wagon import LAAGER_MM, farthest_mm, laagered  # noqa: F401
from game.core.specials.kislev_wagon import is_wagon as is_war_wagon  # noqa: F401
from game.core.specials.lammasu import LammasuBreath, lammasu_offer  # noqa: F401
from game.core.specials.norse import SoundHorn, legal_horn  # noqa: F401
from game.core.specials.norse_raven import RavenReroll, raven_offer, reroll_odds  # noqa: F401
from game.core.specials.renown import hire_words  # noqa: F401
from game.core.specials.tomb_king import (  # noqa: F401
    TombKingBonus,
    legal_bonus,
)
from game.core.specials.witch_hunters import hallowed_by  # noqa: F401
from game.core.specials.wood_elves import fury_victims, hunt_problems, quarry  # noqa: F401
from game.core.specials.zombie_dragon import (  # noqa: F401
    Breathe,
    legal_breathe,
)
from game.core.state import (  # noqa: F401
    BlunderPick,
    Character,
    GameState,
    PendingMove,
    TerrainSpec,
    Unit,
    id_key,
)
from game.core.turn import (  # noqa: F401
    RANDOM_END,
    UNLIMITED,
    Start,
    game_length,
)
from game.core.victory import (  # noqa: F401
    character_value,
    half_value,
    score,
    unit_value,
)

# Modules the screens and the opponents may import whole.
PUBLIC_MODULES = (
    'game.core.board',
    'game.core.carry',
    'game.core.combat.retreat',
    'game.core.deployment.auto',
    'game.core.deployment.order',
    'game.core.deployment.scouting',
    'game.core.deployment.zones',
    'game.core.items.catalogue',
    'game.core.moves',
    'game.core.odds',
    'game.core.shooting.book',
    'game.core.shooting.odds',
    'game.core.shooting.targets',
    'game.core.victory',
    'game.core.warhammer8.actions',
    'game.core.warhammer8.challenges',
    'game.core.warhammer8.engaged',
    'game.core.warhammer8.odds',
)
# Every name above, in one list (tests/test_import_directions.py holds the screens and opponents to it).
__all__ = [
    'Action', 'action_from_dict', 'ADVANCE', 'Advanced', 'Aftermath', 'allied_generals', 'allowance', 'armies_standing', 'ally_leaders', 'ally_points_problems',
    'ally_contingent_orders', 'ally_name', 'ally_owed_the_step', 'answer_odds', 'ContingentOrders', 'generals_touch',
    'may_write', 'MessageSent', 'player_names', 'SendMessage',
    'UseItem', 'items_kept', 'legal_uses', 'cast_items', 'below_average',
    'AnswerDuel', 'ArcaneTerror', 'ArmyList', 'AROUND', 'AutoDeploy', 'BanishFiend', 'base', 'BlunderChoice',
    'BlunderPick', 'board', 'boon_name', 'Breathe', 'BreatheFire', 'brigade_limit', 'brigade_problems', 'camp',
    'camp_names', 'CANNON', 'cannon_charge_odds', 'cannon_choice', 'CannonBall', 'CARRIED_PIECES', 'CAUSES_TERROR', 'carry', 'Cast',
    'caster_problems', 'ChallengeDuel', 'Chant', 'chant_odds', 'Character', 'character_cover',
    'character_move_reach', 'character_reach', 'character_unit_profile', 'character_value', 'CharacterCharge',
    'CharacterDisplaced', 'CharacterMoved', 'CharacterProfile', 'characters_are_pieces', 'CharacterSlain', 'Charge',
    'chargeable_character', 'Charged', 'CombatChoice', 'CombatResult', 'CombatRound', 'command_range', 'Concede',
    'Confused', 'contacts', 'contacts_after_move', 'contingent_orders', 'ContingentView', 'crew_without_gun',
    'ControlFiend', 'data', 'DeployCharacter', 'DeployJoinCharacter', 'DeployUnit',
    'DiceRolled', 'distance_penalty', 'DivineGuidance', 'DRAW', 'DrivenBack', 'DruidPower', 'duel_odds',
    'duel_parties', 'ENEMY',
    'enemy_near_penalty', 'enemy_within_20cm', 'ENGAGEMENT', 'engagement_id', 'engagement_of', 'engagements',
    'EQUIPMENT_KINDS', 'equipment_pieces', 'Evade', 'evade_poses', 'Evaded', 'Event', 'expected_crossing',
    'explain', 'FALL_BACK', 'FellBack', 'Fight', 'fight_odds', 'FLYER_RANGE_MM', 'forced_next', 'frenzy', 'FRIEND',
    'full_stake', 'FW_FAMILY', 'FwReady', 'game_length', 'GameOver', 'GameState', 'group_candidates', 'half_value',
    'has_war_altar', 'Haste', 'heading', 'HERO_RANGE_MM', 'hirable_heroes', 'hirable_lists', 'hirable_units',
    'hired_cost', 'HitsCarried', 'HitsScored', 'Hold', 'HoldBack', 'HomeBack', 'HomeBackMove', 'HomedBack',
    'id_key', 'Infiltrate', 'initiative_problems', 'InitiativeCharge', 'is_own_unit', 'JoinCharacter',
    'HERD_KINDS', 'KeepDruidPower', 'known_modules', 'army_modules', 'RulesModule', 'legal_bonus', 'legal_breathe', 'legal_guidance', 'legal_infiltrate',
    'legal_oath', 'legal_rage', 'legal_strike', 'relic', 'LeaveGun', 'left_guns', 'machine_has_shots', 'machine_silent', 'machine_word', 'wrecked_machines', 'Limit', 'LINE', 'line_path', 'load_rules',
    'LoadCannon', 'module_refusals', 'LOSERS_RETREAT',
    'ManGun', 'MAX_BRIGADE', 'MAX_ORDERS', 'may_buy', 'mercenary_contingents', 'Modifier', 'MountProfile', 'Move',
    'MoveCharacter', 'moves', 'MUST_CHARGE', 'NOT_FRIGHTENED_BY_SPELLS', 'SHARES_FRIENDLY_EFFECTS', 'Narration', 'new_game', 'odds', 'optional_modules', 'Order',
    'order_needed', 'order_passes', 'order_reaches', 'order_target', 'orderable_problems', 'OrderFailed', 'OrderIssued',
    'PassToAlly', 'pattern', 'pending_decision', 'pending_engagements', 'PendingMove', 'PhaseBegan', 'plan_advance',
    'plan_charge', 'plan_round', 'player_at_table', 'player_commands', 'player_of', 'poison_bites', 'poison_ready',
    'PoisonVolley', 'power_left', 'Proceed', 'purchase_offers', 'PURSUE', 'Pursued', 'RAGE_DICE', 'RAGE_TOTAL',
    'RageDie', 'RaiseShield', 'RANDOM_END', 'Rank', 'reactable', 'RefereeRuling', 'RETREAT', 'Retreated', 'Roster',
    'roster_points', 'roster_problems', 'RosterCharacter', 'RosterUnit', 'ROUND_BASE_MM', 'RoundOdds',
    'save_modifiers', 'save_target', 'scaled', 'ScenarioSpec', 'score', 'ScriptedDice', 'SeededDice', 'SELF',
    'SetUpForwards', 'Shoot', 'shot_odds', 'ShotFired', 'SideSetup', 'Snipe', 'Speech', 'speech_odds',
    'spell_chance', 'spell_of', 'spells_for', 'PLACE', 'ILLUSION', 'mirage_choices', 'mirage_of', 'mount_parts', 'join_mounts', 'mirage_poses', 'nearest_enemy_facing', 'quarry', 'hunt_problems', 'fury_victims', 'hallowed_by', 'LAAGER_MM', 'farthest_mm', 'laagered', 'is_war_wagon', 'summon_problem', 'spell_pending', 'SpellCharge', 'SpellEffect', 'SpellHold', 'SpellLine',
    'SpellMove', 'SpellProfile', 'STAND', 'stand_covers', 'STAND_LONG_MM', 'STAND_SHORT_MM', 'StandingOrder',
    'StandsLost', 'Start', 'Strike', 'StrikeAnvil', 'SummonFiend', 'support_offer', 'SwearOath', 'TakeFiend',
    'Teleported', 'TerrainSpec', 'terror_costs', 'terror_range', 'to_hit_for', 'TombKingBonus', 'TOUCHING', 'WOOD',
    'transform', 'travel', 'TurnBegan', 'Unit', 'unit_contingent', 'unit_counters', 'unit_names', 'unit_value',
    'UnitDestroyed', 'UnitLeftTable', 'UnitProfile', 'units_on_terrain', 'units_under', 'UnitType', 'UNLIMITED',
    'victory', 'volleys_left', 'weapon', 'WINNERS', 'hire_words', 'with_hired', 'WIZARD_RANGE_MM', 'worth_breathing',
    'druid_terrain', 'Enchant', 'enchant_odds', 'enchantment_counters', 'FreeEnchanted',
    'is_enchantress', 'ControlSpirit', 'SummonSpirit',
    'RavenReroll', 'raven_offer', 'reroll_odds', 'SoundHorn', 'legal_horn',
    'CruelChoice', 'choice_offer', 'levels_lost',
    'LammasuBreath', 'lammasu_offer', 'refused_follow_ups',
]
