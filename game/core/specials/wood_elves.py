"""The Wood Elves' special rules and spells (digest 10.21, 6.3).

Woodland Folk: a wood costs Wood Elf infantry no -1 on their orders (other dense terrain still does). Glade Guard
shoot as Elven archers (+1 to hit, the High Elves' rule). Waywatchers hit with +1, make the target's armour one
worse and may infiltrate. Forest Spirits scorn terror, but an order to them from the General or a Noble counts
-1. Wardancers are an add-on stand fighting with their own Attacks (the Empire's add-on rule,
``specials.skirmishers``). Wild Riders add an Attack a stand fighting to its front in the first round of each
combat. The Treeman walks into woods, takes no order penalty there and, a monster, is never defended. The
Treeman Ancient and the Branchwraith give -1 to orders to units that are not Forest Spirits, join only Forest
Spirits, cast Tree Singing and carry no magic items; the Ancient causes terror. Warhawk Riders fly and see all
round; the Forest Dragon is the High Elves' Dragon; the Unicorn is Bretonnia's.

Spells: Tree Singing (a friendly infantry unit counts as defended until the caster's next turn or until it
moves), Twilight Host (a friendly unit causes terror until the next Wood Elf Shooting phase), Call of the Hunt (a
friendly unit charges the nearest enemy it sees, which may not shoot at it) and Fury of the Forest (3 attacks on
every enemy unit within 10 cm of a wood).
"""

from __future__ import annotations

from game.core import board, hooks, moves
from game.core.command import pending
from game.core.command.charging import carry_out_charge, charge_problems
from game.core.command.kept import command_kept
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.line import strike
from game.core.magic.shelter import Shelter
from game.core.magic.strike import spell_effect
from game.core.profiles import SpellProfile
from game.core.questions import (
    ALWAYS_DEFENDED,
    CAUSES_TERROR,
    DENSE_TERRAIN_PENALTY,
    FIRST_ROUND_FRONT_ATTACKS,
    IGNORES_TERROR,
    INFILTRATORS_PER_1000,
    MOVES_AS,
    NOT_SHOT_AS_IT_CHARGES,
    SHOOTING_HIT_BONUS,
)
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import answer_is
from game.core.state import Character, GameState, Unit, id_key
from game.table import DENSE, Mover, TerrainKind

ARMY_ID = "wood_elves"
# The characters whose orders Forest Spirits heed unwillingly.
ELF_LEADERS = ("General", "Noble")
# Lasting flags of the spells: Tree Singing and where the unit stood when it was cast; Twilight Host's ply.
SUNG = "tree_singing"
TREE_SINGING = Shelter(SUNG, "the trees shelter {unit} (Tree Singing)", "magic.tree_singing")
TWILIGHT = "twilight_host"
# Set on a unit charging by Call of the Hunt, for the ply: the enemy may not shoot at it as it comes.
HUNTING = "call_of_the_hunt"



def dense_but_not_wood(state: GameState, unit: Unit, answer: object) -> bool:
    """Woodland Folk: the dense-terrain -1 counts only where the unit stands in dense terrain other than a wood."""
    if not answer:
        return False
    t = board.table(state)
    return any(p.kind in DENSE and p.kind is not TerrainKind.WOOD for b in t.bases_of(unit.id) for p in t.terrain_under(b))


def forest_spirits_heed_unwillingly(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """-1 on an order to Forest Spirits from the Wood Elf General or a Noble."""
    if state.army_of(ch).id != ARMY_ID or state.character_profile(ch).name not in ELF_LEADERS:
        return []
    if not any(state.unit_profile(u).has("forest_spirits") for u in units):
        return []
    return [Modifier(-1, "specials.forest_spirits", "Forest Spirits heed the elves unwillingly")]


def tree_singer(state: GameState, ch: Character) -> bool:
    return "tree_singer" in state.character_profile(ch).special


def spirits_command(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """-1 on an order from the Treeman Ancient or the Branchwraith to a unit that is not Forest Spirits."""
    if not tree_singer(state, ch) or all(state.unit_profile(u).has("forest_spirits") for u in units):
        return []
    name = state.character_profile(ch).name
    return [Modifier(-1, "specials.tree_singer", f"the {name} orders troops that are not Forest Spirits")]


def joins_only_spirits(state: GameState, ch: Character, pose: object, join: str | None) -> list[str]:
    """The ``CHARACTER_MOVE_CHECK`` hook: the Treeman Ancient and the Branchwraith join only Forest Spirits."""
    unit = state.units.get(join or "")
    if unit is None or not tree_singer(state, ch) or state.unit_profile(unit).has("forest_spirits"):
        return []
    return [f"the {state.character_profile(ch).name} joins only Forest Spirits, and {unit.name} are not"]


def causes_terror(state: GameState, unit: Unit, answer: bool) -> bool:
    """A unit under Twilight Host (to the next Wood Elf Shooting phase), or joined by the Treeman Ancient."""
    if answer:
        return True
    cast = unit.flags.get(TWILIGHT)
    if cast:
        now = effects.ply(state)
        if now <= cast + 1 or (now == cast + 2 and state.phase == "command"):
            return True
    return any(
        ch.joined == unit.id and "terror_character" in state.character_profile(ch).special
        for ch in state.live_characters(unit.side)
    )



def resolve_twilight_host(
    state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice
) -> list[Event]:
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    now = effects.ply(state)
    effects.set_lasting(unit, TWILIGHT, now, now + 2)
    return [spell_effect(spell, unit, "causes terror until your next Shooting phase", "magic.twilight_host")]


def quarry(state: GameState, unit: Unit) -> Unit | None:
    """The nearest enemy unit ``unit`` can see: where Call of the Hunt sends it (ties by id)."""
    t = board.table(state)
    seen = [
        (t.owner_distance(unit.id, e.id), id_key(e.id), e)
        for e in state.live_units(1 - unit.side)
        if not e.off_table and t.can_see(unit.id, e.id).visible
    ]
    return min(seen, key=lambda s: s[:2])[2] if seen else None


def hunt_problems(state: GameState, unit: Unit) -> str:
    """Why Call of the Hunt would send ``unit`` nowhere, or ''."""
    prey = quarry(state, unit)
    if prey is None:
        return f"{unit.name} can see no enemy to hunt"
    why = charge_problems(state, unit, prey.id, how="spell")
    return f"{unit.name} cannot charge {prey.name}, the nearest enemy it sees: {why[0]}" if why else ""


def resolve_call_of_the_hunt(
    state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice
) -> list[Event]:
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    prey = quarry(state, unit)
    why = hunt_problems(state, unit)
    if prey is None or why:
        return [spell_effect(spell, unit, f"hears the horns but goes nowhere: {why}", "magic.call_of_the_hunt")]
    effects.set_lasting(unit, HUNTING, 1, effects.ply(state))
    events: list[Event] = [
        spell_effect(spell, unit, f"charges {prey.name}, the nearest enemy it sees; {prey.name} may not shoot at it",
                "magic.call_of_the_hunt")
    ]
    events += pending.break_joins(state, unit)
    events += carry_out_charge(state, unit, prey.id, dice, how=spell.name)
    # A charge made by a spell is followed by no supporting charge.
    command_kept(state).support_charger = None
    return events


FURY_ATTACKS = 3
FURY_REACH_MM = 100


def fury_victims(state: GameState, ch: Character, wood: str) -> list[Unit]:
    """The enemy units within 10 cm of the wood, in id order."""
    t = board.table(state)
    out = []
    for u in state.live_units(1 - ch.side):
        if u.off_table:
            continue
        if min(t.terrain_distance(b, wood) for b in t.bases_of(u.id)) <= FURY_REACH_MM + moves.MEASURE_SLACK_MM:
            out.append(u)
    return sorted(out, key=lambda u: id_key(u.id))


def resolve_fury_of_the_forest(
    state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice
) -> list[Event]:
    """3 shooting attacks on every enemy unit within 10 cm of the wood: no armour save for a unit in it, no
    drive back; a unit in combat carries its hits into the first round, as it would from shooting."""
    t = board.table(state)
    piece = next(p for p in board.terrain_pieces(state) if p.id == action.target)
    name = piece.name or "the wood"
    caster = board.character_base(state, ch)
    victims = fury_victims(state, ch, piece.id)
    if not victims:
        return [Narration(message=f"{spell.name}: no enemy stands within 10 cm of {name}",
                          rule="magic.fury_of_the_forest")]
    events: list[Event] = []
    for unit in victims:
        if not unit.alive:
            continue
        record.note_affected(state, spell.name, unit.id)
        inside = any(p.id == piece.id for b in t.bases_of(unit.id) for p in t.terrain_under(b))
        events.append(spell_effect(spell, unit, f"is lashed by the trees of {name}: {FURY_ATTACKS} attacks"
                              + (", no armour save inside the wood" if inside else ""), "magic.fury_of_the_forest"))
        events += strike(state, ch, spell, unit, FURY_ATTACKS, [caster], dice, rule="magic.fury_of_the_forest",
                         drive_back=unit.engaged, no_saves=inside)
    return events


def hunting(state: GameState, unit: Unit, answer: str) -> str:
    if answer or not unit.flags.get(HUNTING):
        return answer
    return f"{unit.name} charges at the Call of the Hunt: no shooting at it as it comes"


RULES: dict[str, tuple[str, str]] = {
    "specials.woodland_folk": (
        "Woodland Folk",
        "Wood Elf infantry standing in a wood take no -1 on their orders for dense terrain; a village or broken "
        "ground still costs it.",
    ),
    "specials.waywatchers": (
        "Waywatchers",
        "Waywatchers hit with +1 when they shoot, a target they hit saves as if its armour were one worse, and "
        "one unit per full 1000 points may be held back to infiltrate.",
    ),
    "specials.forest_spirits": (
        "Forest Spirits",
        "Dryads, Treekin, Wild Riders and the Treeman ignore terror; an order given to them by the Wood Elf "
        "General or a Noble counts -1.",
    ),
    "specials.wardancers": (
        "Wardancers",
        "A Wardancer stand may be added to Glade Guard or Eternal Guard (four stands). It fights with its own 4 "
        "Attacks, has the armour of the unit it joins, and its loss never costs the unit's orders -1. Each "
        "counts against the list's four per 1000 points.",
    ),
    "specials.wild_riders": (
        "Wild Riders",
        "Each Wild Rider stand fighting with its front edge adds one Attack in the first round of every combat.",
    ),
    "specials.treeman": (
        "Treeman",
        "The Treeman may walk into woods as infantry do and takes no -1 on its orders for standing in one. As a "
        "monster it never counts as defended, in a wood or anywhere else.",
    ),
    "specials.tree_singer": (
        "Treeman Ancient and Branchwraith",
        "An order from the Treeman Ancient or the Branchwraith to a unit (or brigade) that is not all Forest "
        "Spirits counts -1. They join only Forest Spirits, may cast Tree Singing as a Wizard would, and carry "
        "no magic items. The Ancient causes terror, and so does any unit he joins.",
    ),
    "magic.tree_singing": (
        "Tree Singing",
        "A friendly infantry unit within 30 cm that is not in combat counts as defended, even in the open, "
        "until the caster's next turn or until it moves, whichever comes first.",
    ),
    "magic.call_of_the_hunt": (
        "Call of the Hunt",
        "A friendly unit within 30 cm that is not in combat charges at once the nearest enemy unit it can see, as "
        "if ordered to charge (alone, never followed by a supporting charge), and the enemy it charges may not "
        "shoot at it as it comes. If it sees no enemy, or cannot charge the nearest, the spell sends it nowhere.",
    ),
    "magic.fury_of_the_forest": (
        "Fury of the Forest",
        "Pick a wood within 60 cm of the Wizard: every enemy unit within 10 cm of it takes 3 shooting attacks, "
        "against its cover as seen from the Wizard, with no armour save for a unit with a stand in the wood. "
        "No unit is driven back by it; a unit in combat carries its hits into the first round, as from shooting.",
    ),
    "magic.twilight_host": (
        "Twilight Host",
        "A friendly unit within 30 cm causes terror until the start of the Wood Elves' next Shooting phase.",
    ),
}

WOOD_ELVES = RulesModule(
    id="wood-elves",
    title="Wood Elves",
    description="Woodland Folk at home in the woods, Waywatchers, and the Forest Spirits who heed the elves "
    "unwillingly.",
    # The add-on stand and terror are the Empire's and Orcs' rules, the Dragon the High Elves', the Unicorn
    # Bretonnia's.
    requires=("empire", "dwarfs", "high-elves", "bretonnia"),
    specials=(
        SpecialRule("woodland_folk", "Woodland Folk", {DENSE_TERRAIN_PENALTY: dense_but_not_wood}),
        SpecialRule("waywatchers", "Waywatchers", {SHOOTING_HIT_BONUS: answer_is(1), INFILTRATORS_PER_1000: answer_is(1)}),
        SpecialRule("forest_spirits", "Forest Spirits", {IGNORES_TERROR: answer_is(True)}),
        SpecialRule("wardancers", "Wardancers"),
        SpecialRule("wild_riders", "Wild Riders", {FIRST_ROUND_FRONT_ATTACKS: answer_is(1)}),
        SpecialRule(
            "treeman",
            "Treeman",
            {MOVES_AS: answer_is(Mover.TREE_MONSTER.value), DENSE_TERRAIN_PENALTY: dense_but_not_wood},
        ),
        # Character rules: carried out by the hooks below, ``magic.casting`` and the magic items' catalogue.
        SpecialRule("tree_singer", "Treeman Ancient and Branchwraith"),
        SpecialRule("terror_character", "Terror"),
    ),
    answers={ALWAYS_DEFENDED: TREE_SINGING.defended, CAUSES_TERROR: causes_terror, NOT_SHOT_AS_IT_CHARGES: hunting},
    hooks={
        hooks.COMMAND_MODIFIERS: (forest_spirits_heed_unwillingly, spirits_command),
        hooks.CHARACTER_MOVE_CHECK: (joins_only_spirits,),
    },
    spell_effects={
        "tree_singing": TREE_SINGING.resolve,
        "twilight_host": resolve_twilight_host,
        "call_of_the_hunt": resolve_call_of_the_hunt,
        "fury_of_the_forest": resolve_fury_of_the_forest,
    },
    rulebook=RULES,
)
