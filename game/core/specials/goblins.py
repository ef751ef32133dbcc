"""The Goblin army's special rules and spells (digest 10.3, 6.3): one rule module, ``GOBLINS``.

Other armies' rules, reused: the Goblins' 15 cm bows, the Trolls, the Wolf Riders' all-round sight, the Giant,
the Wyvern and the chariot mount (the Orcs'), the Spear Chukka (the bolt thrower of the Tomb Kings' list),
Waaagh! (the rally pattern: greenskins only), Brain Busta (the bolt pattern), Gerroff!!! (the Orcs' spell).
Squig Herds stand in for Goblins through the list's ``counts_as`` (the roster check). Carried out here:

- The Pump Wagon never takes orders nor uses initiative. Once in each of its side's Command phases, in the
  Orders step whenever no move is owed, it may roll a D6 (``pump_wagon``) and then move or charge up to that many
  times 10 cm as a unit owed a move does (``questions.PACE_MM``). Its Attacks are rolled every combat round: a
  D6, or a D3 in a round it was charged (an enemy in the fight charged this turn and the Wagon did not) or after
  it retreated (as it does when pursued); the chariot and charge bonuses add as usual. Never driven back by
  shooting, never confused, never brigaded, never joined; no victory points and no part of the break point.
- The Doom Diver shoots 60 cm (its profile), armour saves as usual, and it may not shoot at chargers.
- Mork Save Uz!: a friendly unit saves on 5+ until its side's next turn begins, or on its own armour if that is
  better (the one save it would choose).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import hooks
from game.core.actions import Action
from game.core.combat.attacks import RETREAT_MM
from game.core.confusion import MAY_BE_CONFUSED
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.profiles import SpellProfile
from game.core.questions import (
    BRIGADES,
    COUNTS_FOR_BREAK_POINT,
    NEVER_DRIVEN_BACK,
    NEVER_JOINED,
    NEVER_USES_INITIATIVE,
    PACE_MM,
    SHOOTS_AT_CHARGERS,
    VICTORY_POINTS,
)
from game.core.ruleset import Handler, RulesModule, SpecialRule, StepEdit
from game.core.specials.answers import answer_is, answer_naming
from game.core.state import Character, GameState, PendingMove, Unit

PUMP = "pump_wagon"
# Unit flags: the pace rolled this Command phase (mm), the ply it was rolled in, and the Attacks of this round.
PUMP_MM = "pump_mm"
PUMP_PLY = "pump_ply"
PUMP_ATTACKS = "pump_attacks"
MORK_SAVE = 5
STAT_ARMOUR = "stat:armour"

RULES: dict[str, tuple[str, str]] = {
    "specials.pump_wagon": (
        "Pump Wagon",
        "A Pump Wagon takes no orders: once each Command phase it rolls a D6 and may move or charge up to that "
        "many times 10 cm. It rolls a D6 for its Attacks each round (a D3 when charged or after retreating).",
    ),
    "specials.pump_wagon.attacks": (
        "Pump Wagon attacks",
        "A Pump Wagon's Attacks are rolled every round: a D6, or a D3 in a round it was charged or after it "
        "retreated; chariot and charge bonuses add as usual.",
    ),
    "specials.doom_diver": (
        "Doom Diver",
        "The Doom Diver flings its Goblins 60 cm; armour saves against them, and it cannot shoot at chargers.",
    ),
    "specials.squig_herds": (
        "Squig Herds",
        "Up to two Goblin units per 1000 points may be Squig Herds instead, counting as Goblins for the limits.",
    ),
    "magic.mork_save_uz": (
        "Mork Save Uz!",
        "A friendly unit saves on 5+ (or on its own armour if better) until its side's next turn begins.",
    ),
}


def is_wagon(state: GameState, unit: Unit) -> bool:
    return state.unit_profile(unit).has(PUMP)


# ---------------------------------------------------------------- The Pump Wagon's own move


@dataclass(frozen=True)
class PumpWagon(Action):
    """The crew pump the Wagon along: a D6 x 10 cm move of its own, owed at once."""

    kind: ClassVar[str] = "pump_wagon"
    unit: str

    def __str__(self) -> str:
        return f"pump {self.unit}"


def check_pump(state: GameState, action: PumpWagon) -> list[str]:
    unit = state.units.get(action.unit)
    if unit is None or not unit.alive or unit.off_table:
        return [f"there is no unit {action.unit!r} on the table"]
    if not is_wagon(state, unit):
        return [f"{unit.name} is no Pump Wagon"]
    if unit.side != state.active or state.phase != "command" or state.step != "orders":
        return ["a Pump Wagon rolls along in its own side's Orders step"]
    if unit.flags.get(PUMP_PLY) == effects.ply(state):
        return [f"{unit.name} has already rolled along this turn; it moves once a Command phase"]
    if unit.engaged:
        return [f"{unit.name} is in combat and cannot roll away from it"]
    if state.command.pending is not None or state.command.blunder_choice is not None:
        return ["finish the move owed first: the Wagon never interrupts another move"]
    return []


def apply_pump(state: GameState, action: PumpWagon, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    face = dice.roll(1, 6, "Pump Wagon move")[0]
    unit.flags[PUMP_MM] = face * 100
    unit.flags[PUMP_PLY] = effects.ply(state)
    state.command.pending = PendingMove((unit.id,), "order")
    return [
        DiceRolled(
            purpose=f"{unit.name} pumps along",
            sides=6,
            faces=(face,),
            total=face * 10,
            outcome=f"may move or charge up to {face * 10} cm",
            rule="specials.pump_wagon",
            side=unit.side,
        )
    ]


def legal_pump(state: GameState) -> list[PumpWagon]:
    if state.phase != "command" or state.step != "orders":
        return []
    return [PumpWagon(u.id) for u in state.live_units(state.active)
            if is_wagon(state, u) and not check_pump(state, PumpWagon(u.id))]


def wagon_pace(state: GameState, unit: Unit, answer: int) -> int:
    """``PACE_MM``: the pace rolled this turn, while the Wagon's own move lasts."""
    if unit.flags.get(PUMP_PLY) == effects.ply(state) and state.phase == "command":
        return unit.flags.get(PUMP_MM, 0)
    return answer


def refuse_orders(state: GameState, unit: Unit, what: str, end: object) -> list[str]:
    """``STANDING_ORDERS``: no character orders a Pump Wagon; it rolls along on its own."""
    if what == "order" and is_wagon(state, unit):
        return [f"{unit.name} takes no orders: it rolls along on its own once each Command phase"]
    return []


# ---------------------------------------------------------------- The Pump Wagon's attacks


def roll_wagon_attacks(state: GameState, units: list[str], dice: Dice) -> list[Event]:
    """``COMBAT_ROUND_BEGINS``: each Pump Wagon in the fight rolls its Attacks for the round."""
    events: list[Event] = []
    for uid in units:
        wagon = state.units[uid]
        if not wagon.alive or not is_wagon(state, wagon):
            continue
        charged = (not wagon.charged and wagon.side != state.active
                   and any(state.units[o].charged and state.units[o].side != wagon.side for o in units))
        retreated = bool(wagon.flags.get(RETREAT_MM))
        sides = 3 if charged or retreated else 6
        face = dice.roll(1, sides, "Pump Wagon attacks")[0]
        wagon.flags[PUMP_ATTACKS] = face
        why = " (it was charged)" if charged else " (after retreating)" if retreated else ""
        events.append(DiceRolled(purpose=f"{wagon.name}: Attacks this round{why}", sides=sides, faces=(face,),
                                 total=face, outcome=f"{face} Attacks before bonuses",
                                 rule="specials.pump_wagon.attacks", side=wagon.side))
    return events


def wagon_attacks(state: GameState, unit: Unit, charging: bool) -> list[Modifier]:
    """``STAND_ATTACKS``: the rolled Attacks in place of the profile's average."""
    rolled = unit.flags.get(PUMP_ATTACKS)
    if rolled is None or not is_wagon(state, unit):
        return []
    return [Modifier(rolled - state.unit_profile(unit).attacks, "specials.pump_wagon.attacks",
                     f"rolled {rolled} for its Attacks")]


def forget_rolls(state: GameState, dice: Dice) -> list[Event]:
    """``COMBAT_ENDS``: the round's roll is spent."""
    for u in state.units.values():
        u.flags.pop(PUMP_ATTACKS, None)
    return []


# ---------------------------------------------------------------- Mork Save Uz!


def resolve_mork_save(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    own = state.unit_profile(unit).armour
    if own is not None and own <= MORK_SAVE:
        text = f"keeps its own {own}+ save: Mork's 5+ is no better"
    else:
        # Until the start of the caster's side's next turn: the end of the enemy's turn after this one.
        effects.set_lasting(unit, STAT_ARMOUR, MORK_SAVE, effects.ply(state) + 1)
        text = "saves on 5+ until its side's next turn begins"
    return [SpellEffect(spell=spell.name, unit=unit.id, unit_name=unit.name, effect=text, rule="magic.mork_save_uz")]


# ---------------------------------------------------------------- The module

GOBLINS = RulesModule(
    id="goblins",
    title="Goblins",
    description="Squig Herds, Pump Wagons rolling on their own, the Doom Diver, and Mork's protection.",
    requires=("orcs", "tomb-kings"),
    specials=(
        SpecialRule("squig_herds", "Squig Herds"),
        SpecialRule(
            PUMP,
            "Pump Wagon",
            {
                NEVER_USES_INITIATIVE: answer_naming("{unit} never uses initiative: it rolls along on its own"),
                NEVER_DRIVEN_BACK: answer_naming("a {name} is never driven back by shooting"),
                MAY_BE_CONFUSED: answer_is(False),
                BRIGADES: answer_is("never"),
                NEVER_JOINED: answer_naming("no character may join {unit}"),
                VICTORY_POINTS: answer_is("none"),
                COUNTS_FOR_BREAK_POINT: answer_is(False),
                PACE_MM: wagon_pace,
            },
        ),
        SpecialRule("doom_diver", "Doom Diver", {SHOOTS_AT_CHARGERS: answer_is(False)}),
    ),
    steps=(StepEdit("actions", anchor="command/orders", actions=(PumpWagon.kind,)),),
    actions={PumpWagon.kind: Handler(check_pump, apply_pump, legal_pump)},
    hooks={
        hooks.STANDING_ORDERS: (refuse_orders,),
        hooks.COMBAT_ROUND_BEGINS: (roll_wagon_attacks,),
        hooks.STAND_ATTACKS: (wagon_attacks,),
        hooks.COMBAT_ENDS: (forget_rolls,),
    },
    spell_effects={"mork_save_uz": resolve_mork_save},
    rulebook=RULES,
)
