"""Characters ordered to charge, alone or out of their unit (the seed's "Lone Characters" and "Charging out
of a Unit"), and units shaken by a charge out that falls short.

A character charges as a one-stand unit ordered by itself (module-adaptations, "Moving"): in the Orders
step, before it gives any order, it rolls 2D6 against its own Command with no distance penalty (-1 if its
unit is shaken; a 12 always fails). Line of sight and the charge's reach are from the character's base, at
its troop type's pace. Passed, it takes the field as a one-stand unit at once and charges: standing to shoot
hits it alone. Its unit may not charge that turn, whatever the roll. Either way the character makes no free
move in the Characters step and gives no orders this phase; a failed roll is a failed order (a General's
stops every order of the phase).

Failed, it makes the failed charge move: half its pace straight towards the enemy, stopping 1 cm short. Out
of a unit, it leaves only if that move ends at least 2.5 cm clear of it; otherwise it stays and the whole
unit is shaken: -1 to its orders and -1 Attack a stand until the end of its side's next turn.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from game.core import board
from game.core.actions import Action
from game.core.characters import alone
from game.core.command.charging import carry_out_charge, chargeable_character
from game.core.command.orders import orderer_refusal
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.magic.effects import NO_CHARGE, SHAKEN, ply, set_lasting
from game.core.ninth_age import pieces
from game.core.ninth_age.leaving import CLEAR_MM
from game.core.profiles import FLYING_CHARGE_MM, Rank
from game.core.state import Character, GameState, Unit, id_key
from game.table import Base

if TYPE_CHECKING:
    from game.table.charge import ChargePlacement

KIND = "character_charge"
# Flag on a unit a character charged out of this turn: the character's charge passes through it.
CHARGED_OUT = "charged_out_of"
RULE = "ninth_age.charge"
OUT_RULE = "ninth_age.charge_out"
SHAKEN_RULE = "ninth_age.shaken"
# A failed charge stops this far short of the enemy (Warmaster's 1 cm keep-away).
KEEP_AWAY_MM = 10
STEP_MM = 5


@dataclass(frozen=True)
class CharacterCharge(Action):
    """A character is ordered to charge an enemy unit (or lone character) as a one-stand unit."""

    kind: ClassVar[str] = KIND
    character: str
    target: str

    def __str__(self) -> str:
        return f"{self.character} charges {self.target}"


@dataclass(frozen=True, kw_only=True)
class CharacterChargeOrdered(Event):
    """A character's order to charge was rolled."""

    character: str
    character_name: str
    target: str
    target_name: str
    out_of: str
    out_of_name: str
    passed: bool
    faces: tuple[int, int]
    needed: int

    def text(self) -> str:
        where = f" out of {self.out_of_name}" if self.out_of_name else ""
        rolled = f"rolled {self.faces[0]}+{self.faces[1]}, needs {self.needed} or less"
        if self.passed:
            return f"{self.character_name} charges {self.target_name}{where} ({rolled})"
        return f"{self.character_name}'s charge at {self.target_name}{where} fails ({rolled})"


@dataclass(frozen=True, kw_only=True)
class FailedCharge(Event):
    """A character whose charge order failed made its failed charge move."""

    character: str
    character_name: str
    distance: int
    left: str
    left_name: str
    stayed_in: str
    stayed_in_name: str

    def text(self) -> str:
        if self.stayed_in_name:
            return (
                f"{self.character_name} cannot get clear of {self.stayed_in_name}: it stays, and the whole unit is "
                "shaken (-1 to orders, -1 Attack a stand) until the end of its side's next turn"
            )
        gone = f", leaving {self.left_name}" if self.left_name else ""
        return f"{self.character_name} moves {self.distance / 10:g} cm towards the enemy and stops{gone}"


def _target_name(state: GameState, target: str) -> str:
    if target in state.units:
        return state.units[target].name
    return state.characters[target].name


def pace_mm(state: GameState, ch: Character) -> int:
    """How far the character charges: its troop type's pace as a one-stand unit (flyers 60 cm)."""
    prof = alone.profile_for(state, ch)
    return FLYING_CHARGE_MM if prof.flying else prof.full_pace_mm


def plan(state: GameState, ch: Character, target: str) -> ChargePlacement | str:
    """Where the character's charge would end, from its own base, or why it cannot be made."""
    from game.table.charge import place_charge

    key = ("character_charge", ch.id, target)
    found = state._cache.get(key)  # type: ignore[call-overload]
    if found is None:
        t = board.table(state)
        found = place_charge(
            t,
            ch.id,
            target,
            allowance=pace_mm(state, ch),
            mover=board.profile_mover(alone.profile_for(state, ch)),
            enemies=[u.id for u in state.live_units(1 - ch.side)],
            fortified_ok=alone.profile_for(state, ch).type.value == "infantry",
            # Out of a unit, the character's way may lead through the unit it leaves.
            through=(ch.joined,) if ch.joined in state.units and not alone.is_own_unit(state.units[ch.joined]) else (),
            names={
                **{u.id: u.name for u in state.live_units()},
                target: _target_name(state, target),
                ch.id: ch.name,
            },
        )
        state._cache[key] = found  # type: ignore[index]
    return found  # type: ignore[no-any-return]


def check(state: GameState, action: CharacterCharge) -> list[str]:
    why = orderer_refusal(state, action.character)
    if why:
        return [why]
    cmd = state.command
    ch = state.characters[action.character]
    if pieces.piece(state, ch) is None:
        return [f"{ch.name} has no Hits to fight with alone"]
    if cmd.general_failed:
        return ["the General has failed an order: no character may give more orders this phase"]
    if ch.failed or ch.finished or ch.orders_given or ch.moved:
        return [f"{ch.name} has already given orders or moved this phase; a character charges before either"]
    unit = state.units.get(ch.joined or "")
    if unit is not None and alone.own_unit(state, ch) is unit and not unit.engaged:
        return [f"{ch.name} leads {unit.name}: the whole unit charges, by order"]
    if unit is not None:
        if (alone.is_own_unit(unit) and not unit.flags.get(alone.BAND)) or unit.engaged:
            return [f"{unit.name} is engaged in combat: {ch.name} cannot charge out of it"]
        if unit.confused:
            return [f"{unit.name} is confused: {ch.name} cannot charge out of it"]
        if unit.charged:
            return [f"{unit.name} has charged this turn: {ch.name} cannot charge out of it"]
    tu = state.units.get(action.target)
    tc = state.characters.get(action.target)
    if tu is not None:
        if not tu.alive or tu.off_table or tu.side == ch.side:
            return [f"{tu.name} is no enemy unit on the table"]
    elif tc is None or tc.side == ch.side or not chargeable_character(state, tc):
        return [f"there is no enemy unit {action.target!r} on the table"]
    t = board.table(state)
    sight = t.can_see(ch.id, action.target)
    if not sight.visible:
        return [f"{ch.name} cannot see {_target_name(state, action.target)}; a charge needs sight at the start"]
    found = plan(state, ch, action.target)
    if isinstance(found, str):
        return [found]
    return []


def command_target(state: GameState, ch: Character) -> tuple[int, tuple[Modifier, ...]]:
    """The score the order needs: the character's own Command, -1 if its unit is shaken."""
    mods: tuple[Modifier, ...] = ()
    unit = state.units.get(ch.joined or "")
    if unit is not None and unit.flags.get(SHAKEN):
        mods = (Modifier(-1, SHAKEN_RULE, f"{unit.name} is shaken"),)
    return state.character_profile(ch).command + sum(m.value for m in mods), mods


def apply(state: GameState, action: CharacterCharge, dice: Dice) -> list[Event]:
    cmd = state.command
    cmd.orders_started = True
    ch = state.characters[action.character]
    if cmd.character is not None and cmd.character != ch.id:
        state.characters[cmd.character].finished = True
        cmd.brigade, cmd.group, cmd.brigade_done = (), (), ()
    cmd.character = ch.id
    unit = state.units.get(ch.joined or "")
    target_name = _target_name(state, action.target)
    needed, mods = command_target(state, ch)
    faces = dice.roll(2, 6, "order")
    total = faces[0] + faces[1]
    passed = total <= needed and total != 12
    events: list[Event] = [
        DiceRolled(
            purpose=f"{ch.name} is ordered to charge {target_name}",
            sides=6,
            faces=faces,
            target=needed,
            modifiers=mods,
            total=total,
            success=passed,
            outcome="passes" if passed else ("double six always fails" if total == 12 else "fails"),
            rule=RULE,
            side=ch.side,
            quiet=True,
        ),
        CharacterChargeOrdered(
            character=ch.id,
            character_name=ch.name,
            target=action.target,
            target_name=target_name,
            out_of=unit.id if unit else "",
            out_of_name=unit.name if unit else "",
            passed=passed,
            faces=(faces[0], faces[1]),
            needed=needed,
            rule=OUT_RULE if unit else RULE,
        ),
    ]
    ch.moved = True
    ch.finished = True
    if unit is not None:
        set_lasting(unit, NO_CHARGE, 1, ply(state))
        set_lasting(unit, CHARGED_OUT, 1, ply(state))
    if passed:
        return events + _charge(state, ch, action.target, dice)
    ch.failed = True
    if state.character_profile(ch).rank is Rank.GENERAL:
        cmd.general_failed = True
    return events + failed_charge_move(state, ch, unit, action.target)


def _charge(state: GameState, ch: Character, target: str, dice: Dice) -> list[Event]:
    """The character takes the field as a one-stand unit at once and charges."""
    own = alone.take_the_field(state, ch)
    own.orders = 1
    own.ordered_by = ch.id
    return carry_out_charge(state, own, target, dice, how="order")


def failed_charge_move(state: GameState, ch: Character, unit: Unit | None, target: str) -> list[Event]:
    """Half pace straight towards the target, stopping 1 cm short of every enemy and on nothing; out of a unit,
    the character leaves it only if it ends 2.5 cm clear, else it stays and the unit is shaken."""
    t = board.table(state)
    start = board.character_base(state, ch)
    goal = min(t.bases_of(target), key=lambda b: (t.distance(start, b), b.id))
    dx, dy = goal.x - start.x, goal.y - start.y
    norm = math.hypot(dx, dy) or 1.0
    ux, uy = dx / norm, dy / norm
    mover = board.character_mover(state, ch)
    best = 0
    for d in range(pace_mm(state, ch) // 2, 0, -STEP_MM):
        end = start.moved(round(start.x + ux * d), round(start.y + uy * d), start.facing)
        if not t.in_table(end) or _too_close(state, end, ch.side):
            continue
        hits = [h for h in t.overlaps(end, mover=mover, ignore=[ch.id]) if h not in state.characters]
        if (
            hits
            or not t.path_clear(start, end, mover=mover, ignore=[ch.id, *(u.id for u in state.live_units(ch.side))]).ok
        ):
            continue
        best = d
        break
    end = start.moved(round(start.x + ux * best), round(start.y + uy * best), start.facing)
    if unit is not None:
        gap = min((t.distance(end, b) for b in t.bases_of(unit.id)), default=float(CLEAR_MM))
        if gap + 0.5 < CLEAR_MM:
            set_lasting(unit, SHAKEN, 1, ply(state) + 2)
            return [
                FailedCharge(
                    character=ch.id,
                    character_name=ch.name,
                    distance=0,
                    left="",
                    left_name="",
                    stayed_in=unit.id,
                    stayed_in_name=unit.name,
                    rule=SHAKEN_RULE,
                )
            ]
        ch.joined = None
    ch.x, ch.y = round(end.x), round(end.y)
    state.invalidate()
    return [
        FailedCharge(
            character=ch.id,
            character_name=ch.name,
            distance=best,
            left=unit.id if unit else "",
            left_name=unit.name if unit else "",
            stayed_in="",
            stayed_in_name="",
            rule=OUT_RULE if unit else RULE,
        )
    ]


def _too_close(state: GameState, end: Base, side: int) -> bool:
    t = board.table(state)
    return any(t.distance(end, b) < KEEP_AWAY_MM for u in state.live_units(1 - side) for b in t.bases_of(u.id))


def passes_through(state: GameState, unit: Unit, answer: tuple[str, ...]) -> tuple[str, ...]:
    """The answer to ``CHARGE_PASSES``: a character charging out of a unit passes through that unit (the
    friendly unit it was charged out of this turn and still touches at the start)."""
    ch = alone.character_of(state, unit)
    if ch is None or not unit.stands:
        return answer
    t = board.table(state)
    left = [
        u.id
        for u in state.live_units(unit.side)
        if u.flags.get(CHARGED_OUT) and u.id != unit.id and t.owner_distance(unit.id, u.id) <= 1.0
    ]
    return (*answer, *left)


def shaken_order(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """The hook ``COMMAND_MODIFIERS``: -1 to an order given to a shaken unit."""
    shaken = [u for u in units if u.flags.get(SHAKEN)]
    if not shaken:
        return []
    return [Modifier(-1, SHAKEN_RULE, f"{shaken[0].name} is shaken")]


def legal(state: GameState) -> list[CharacterCharge]:
    """Each character yet to act charging each enemy unit or lone character within its reach and sight."""
    if state.command.pending is not None or state.command.blunder_choice is not None:
        return []
    out: list[CharacterCharge] = []
    t = board.table(state)
    for ch in state.live_characters(state.active):
        if ch.moved or ch.failed or ch.finished or ch.orders_given or pieces.piece(state, ch) is None:
            continue
        if alone.own_unit(state, ch) is not None:
            continue  # the stand of a unit of characters: the unit charges by order
        reach = pace_mm(state, ch) + 50
        targets = [u.id for u in state.live_units(1 - ch.side) if t.owner_distance(ch.id, u.id) <= reach]
        targets += [
            c.id
            for c in state.live_characters(1 - ch.side)
            if c.joined is None and t.owner_distance(ch.id, c.id) <= reach
        ]
        for target in sorted(targets, key=id_key):
            a = CharacterCharge(ch.id, target)
            if not check(state, a):
                out.append(a)
    return out
