"""Arcane terror, shield and haste: the power spells a Wizard pays for from his pool (``power``).

Arcane terror (Shooting phase): an enemy unit the Wizard sees, not in combat, tests as if a terrifying
enemy came at it (``power.nerve_test``: confused on failure). Cost: 1 per 30 cm or part of the range and 1
per point of the target's worth (stands x Attacks, plus bonus + 2 for each character with it), then 1D6:
1-2 halves it (rounded down), 3-4 keeps it, 5-6 doubles it. Shield (Shooting phase): on the unit the Wizard
has joined or touches, with 1 to 6 dice; until the end of the enemy's next turn, each time ordinary shots
come at the unit, up to that many dice are rolled before the to-hit roll, their total is paid, and each 4+
takes one shot away. Haste (the Orders step, before the move): 1D6 per 7.5 cm added to the next move of the unit the
Wizard has joined, or of the Wizard himself when he stands alone (his move in the Characters step).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.fantasy_warriors import power
from game.core.fantasy_warriors.power_events import PowerSpell
from game.core.magic import effects
from game.core.magic.casting import sees
from game.core.state import Character, GameState, Unit

FOOT_MM = 300
HASTE_STEP_MM = 75
MOST_HASTE = 4
MOST_SHIELD = 6
SHIELD_SAVES_ON = 4
TERROR, SHIELD, HASTE = "Arcane terror", "Shield", "Haste"
# The arcane terror cost table: the 1D6 score -> (numerator, denominator, line read).
TERROR_TABLE = {1: (1, 2, "1-2: cost halved"), 2: (1, 2, "1-2: cost halved"), 3: (1, 1, "3-4: cost stays"),
                4: (1, 1, "3-4: cost stays"), 5: (2, 1, "5-6: cost doubled"), 6: (2, 1, "5-6: cost doubled")}


@dataclass(frozen=True)
class ArcaneTerror(Action):
    """A Wizard pays power to make an enemy unit he sees test as if a terrifying enemy came at it."""

    kind: ClassVar[str] = "fw_terror"
    wizard: str
    target: str

    def __str__(self) -> str:
        return f"{self.wizard} casts arcane terror on {self.target}"


@dataclass(frozen=True)
class RaiseShield(Action):
    """A Wizard raises a shield of ``dice`` dice over the friendly unit he has joined or touches."""

    kind: ClassVar[str] = "fw_shield"
    wizard: str
    unit: str
    dice: int

    def __str__(self) -> str:
        return f"{self.wizard} shields {self.unit} with {self.dice} dice"


@dataclass(frozen=True)
class Haste(Action):
    """A Wizard pays ``steps`` D6 to add 7.5 cm a step to the next move of his unit (or his own)."""

    kind: ClassVar[str] = "fw_haste"
    wizard: str
    steps: int

    def __str__(self) -> str:
        return f"{self.wizard} casts haste ({self.steps * 7.5:g} cm)"


# -- arcane terror -------------------------------------------------------------------------------------------


def worth(state: GameState, unit: Unit) -> int:
    """The translation's worth as a number: stands x Attacks, plus bonus + 2 for each character with it."""
    out = len(unit.stands) * state.unit_profile(unit).attacks
    for ch in state.live_characters(unit.side):
        if ch.joined == unit.id:
            out += state.character_profile(ch).attack_bonus + 2
    return out


def range_cost(state: GameState, ch: Character, unit: Unit) -> int:
    """1 point per 30 cm or part of the range from the Wizard (or his unit) to the target; at least 1."""
    from game.core.magic.casting import spell_range

    return max(1, math.ceil((spell_range(state, ch, unit) - 0.01) / FOOT_MM))


def terror_cost(state: GameState, ch: Character, unit: Unit) -> int:
    """The cost before the 1D6 reads it halved, kept or doubled."""
    return range_cost(state, ch, unit) + worth(state, unit)


def check_terror(state: GameState, action: ArcaneTerror) -> list[str]:
    ch = state.characters.get(action.wizard)
    why = _shooting_problems(state, ch, action.wizard)
    if why:
        return why
    assert ch is not None
    unit = state.units.get(action.target)
    if unit is None or not unit.alive or unit.off_table:
        return ["arcane terror needs an enemy unit on the table"]
    if unit.side == ch.side:
        return [f"arcane terror is cast on an enemy unit; {unit.name} is on your side"]
    if unit.engaged:
        return [f"{unit.name} is in combat; arcane terror is cast on a unit that is not"]
    if unit.confused:
        return [f"{unit.name} is already confused"]
    if not sees(state, ch, unit):
        return [f"{ch.name} cannot see {unit.name}, and arcane terror needs sight of its target"]
    from game.core.fantasy_warriors.individuals import arcane_terror_barred

    barred = arcane_terror_barred(state, unit)
    return [barred] if barred else []


def apply_terror(state: GameState, action: ArcaneTerror, dice: Dice) -> list[Event]:
    ch = state.characters[action.wizard]
    unit = state.units[action.target]
    base = terror_cost(state, ch, unit)
    power.mark_used(state, ch, TERROR)
    face = dice.roll(1, 6, f"{ch.name}: arcane terror's cost")[0]
    num, den, line = TERROR_TABLE[face]
    cost = base * num // den
    events: list[Event] = [
        DiceRolled(purpose=f"{ch.name}: arcane terror's cost ({base} for range and worth)", sides=6, faces=(face,),
                   total=cost, outcome=f"{line}: {cost} power", side=ch.side, rule="fw.power.terror_table")
    ]
    alive, paid = power.pay(state, ch, cost, TERROR)
    events += paid
    if not alive:
        return events
    events.append(PowerSpell(wizard=ch.id, wizard_name=ch.name, spell=TERROR, unit=unit.id, unit_name=unit.name,
                             effect="it must test as if a terrifying enemy came at it", rule="fw.power.terror"))
    return events + power.nerve_test(state, unit, dice, "against arcane terror", "fw.power.terror")


def legal_terrors(state: GameState) -> list[Action]:
    if state.phase != "shooting" or not state.ruleset.has(power.MODULE_ID):
        return []
    out: list[Action] = []
    for ch in state.live_characters(state.active):
        if power.wizard_problems(state, ch, ch.id):
            continue
        for u in state.live_units(1 - ch.side):
            a = ArcaneTerror(ch.id, u.id)
            if not check_terror(state, a):
                out.append(a)
    return out


def _shooting_problems(state: GameState, ch: Character | None, wizard_id: str) -> list[str]:
    if state.phase != "shooting":
        return ["this spell is cast in the Shooting phase"]
    if state.command.pending is not None:
        return ["finish the move the last spell granted first"]
    return power.wizard_problems(state, ch, wizard_id)


# -- shield --------------------------------------------------------------------------------------------------


def check_shield(state: GameState, action: RaiseShield) -> list[str]:
    ch = state.characters.get(action.wizard)
    why = _shooting_problems(state, ch, action.wizard)
    if why:
        return why
    assert ch is not None
    unit = state.units.get(action.unit)
    if unit is None or not unit.alive or unit.off_table or unit.side != ch.side:
        return ["a shield is raised over a friendly unit on the table"]
    if not power.touching(state, ch, unit):
        return [f"{ch.name} must have joined {unit.name} or touch it to shield it"]
    if not 1 <= action.dice <= MOST_SHIELD:
        return [f"a shield has 1 to {MOST_SHIELD} dice, not {action.dice}"]
    return []


def apply_shield(state: GameState, action: RaiseShield, dice: Dice) -> list[Event]:
    ch = state.characters[action.wizard]
    unit = state.units[action.unit]
    power.mark_used(state, ch, SHIELD)
    # It stands through the enemy's next turn: the shooting it guards against.
    power.power_kept(state).shields[unit.id] = [ch.id, action.dice, effects.ply(state) + 1]
    n = action.dice
    return [PowerSpell(wizard=ch.id, wizard_name=ch.name, spell=SHIELD, unit=unit.id, unit_name=unit.name,
                       effect=f"up to {n} shot{'s' if n > 1 else ''} of each enemy shooting until the end of the "
                              f"enemy's next turn may be turned aside, 1D6 of power each", rule="fw.power.shield")]


def legal_shields(state: GameState) -> list[Action]:
    if state.phase != "shooting" or not state.ruleset.has(power.MODULE_ID):
        return []
    out: list[Action] = []
    for ch in state.live_characters(state.active):
        if power.wizard_problems(state, ch, ch.id) or not ch.joined:
            continue
        for n in (1, 2, 3):
            a = RaiseShield(ch.id, ch.joined, n)
            if not check_shield(state, a):
                out.append(a)
    return out


def turn_aside(state: GameState, shooter: Unit, target: Unit, attacks: int, dice: Dice) -> tuple[int, list[Event]]:
    """Roll the shield's dice against shots coming at a shielded unit: each 4+ takes one away, all paid for."""
    k = power.power_kept(state)
    held = k.shields.get(target.id)
    if held is None or attacks <= 0:
        return 0, []
    ch = state.characters.get(held[0])
    if ch is None or not ch.alive or not power.touching(state, ch, target):
        del k.shields[target.id]
        return 0, [PowerSpell(wizard=held[0], wizard_name=ch.name if ch else held[0], spell=SHIELD, unit=target.id,
                              unit_name=target.name, effect="falls: the Wizard is no longer with the unit",
                              rule="fw.power.shield")]
    n = min(int(held[1]), attacks)
    faces = tuple(dice.roll(n, 6, f"{ch.name}'s shield over {target.name}"))
    gone = sum(1 for f in faces if f >= SHIELD_SAVES_ON)
    events: list[Event] = [
        DiceRolled(purpose=f"{ch.name}'s shield over {target.name}", sides=6, faces=faces, target=SHIELD_SAVES_ON,
                   total=gone, outcome=f"{gone} of {attacks} shots from {shooter.name} turned aside; costs {sum(faces)}",
                   side=ch.side, rule="fw.power.shield")
    ]
    alive, paid = power.pay(state, ch, sum(faces), SHIELD)
    events += paid
    if not alive:
        del k.shields[target.id]
        return 0, events
    return gone, events


# -- haste ---------------------------------------------------------------------------------------------------


def hasted_piece(state: GameState, ch: Character) -> Unit | Character:
    """What haste speeds: the unit the Wizard has joined, else the Wizard himself."""
    if ch.joined and ch.joined in state.units and state.units[ch.joined].alive:
        return state.units[ch.joined]
    return ch


def check_haste(state: GameState, action: Haste) -> list[str]:
    if state.phase != "command":
        return ["haste is cast in the Command phase, before the move it speeds"]
    ch = state.characters.get(action.wizard)
    why = power.wizard_problems(state, ch, action.wizard)
    if why:
        return why
    assert ch is not None
    if not 1 <= action.steps <= MOST_HASTE:
        return [f"haste adds 1 to {MOST_HASTE} lengths of 7.5 cm, not {action.steps}"]
    piece = hasted_piece(state, ch)
    if isinstance(piece, Unit):
        if piece.engaged:
            return [f"{piece.name} is in combat and cannot move"]
        if piece.confused:
            return [f"{piece.name} is confused and cannot move"]
    elif ch.moved:
        return [f"{ch.name} has already moved this turn"]
    return []


def apply_haste(state: GameState, action: Haste, dice: Dice) -> list[Event]:
    ch = state.characters[action.wizard]
    piece = hasted_piece(state, ch)
    power.mark_used(state, ch, HASTE)
    faces = tuple(dice.roll(action.steps, 6, f"{ch.name}: haste"))
    add = action.steps * HASTE_STEP_MM
    events: list[Event] = [DiceRolled(purpose=f"{ch.name}: haste, {add / 10:g} cm", sides=6, faces=faces,
                                      total=sum(faces), outcome=f"costs {sum(faces)} power", side=ch.side,
                                      rule="fw.power.haste")]
    alive, paid = power.pay(state, ch, sum(faces), HASTE)
    events += paid
    if not alive:
        return events
    effects.set_lasting(piece, effects.HASTE_MM, add, effects.ply(state))  # type: ignore[arg-type]
    power.power_kept(state).hasted[piece.id] = effects.ply(state)
    events.append(PowerSpell(wizard=ch.id, wizard_name=ch.name, spell=HASTE, unit=piece.id, unit_name=piece.name,
                             effect=f"its next move this turn goes {add / 10:g} cm further", rule="fw.power.haste"))
    return events


def legal_hastes(state: GameState) -> list[Action]:
    if state.phase != "command" or not state.ruleset.has(power.MODULE_ID):
        return []
    out: list[Action] = []
    for ch in state.live_characters(state.active):
        for steps in (1, 2):
            a = Haste(ch.id, steps)
            if not check_haste(state, a):
                out.append(a)
    return out


_MOVERS = {"move": "units", "spell_move": "units", "charge": "unit", "spell_charge": "unit",
           "initiative_charge": "unit", "move_character": "character"}


def note_movers(state: GameState, action: Action) -> None:
    """Before a move: remember which hasted pieces it moves, so that their haste is spent after it."""
    field_name = _MOVERS.get(action.kind)
    if field_name is None or not state.ruleset.has(power.MODULE_ID):
        return
    k = power.power_kept(state)
    if not k.hasted:
        return
    value = getattr(action, field_name)
    ids = value if isinstance(value, tuple) else (value,)
    k.moving = [i for i in ids if i in k.hasted]


def after_action(state: GameState, dice: Dice) -> list[Event]:
    """Spend the haste of pieces that just moved; let shields and haste lapse when their turn is over."""
    k = power.power_kept(state)
    now = effects.ply(state)
    events: list[Event] = []
    for pid in sorted(set(k.moving) | {p for p, at in k.hasted.items() if at < now}):
        k.hasted.pop(pid, None)
        piece = state.units.get(pid) or state.characters.get(pid)
        if piece is not None:
            effects.clear(piece, effects.HASTE_MM)
    k.moving = []
    for uid in [u for u, s in k.shields.items() if int(s[2]) < now]:
        wid = str(k.shields.pop(uid)[0])
        unit = state.units.get(uid)
        wizard = state.characters.get(wid)
        events.append(PowerSpell(wizard=wid, wizard_name=wizard.name if wizard else wid, spell=SHIELD, unit=uid,
                                 unit_name=unit.name if unit else uid, effect="lapses", rule="fw.power.shield"))
    return events
