"""The dwarven war cannon (Fantasy Warriors' Mercenary book).

Six gunpowder counters. Each shot (one a turn, to 75 cm, never at chargers: there is no time to lay and
light it) is loaded with a charge of 1 to 3 counters, each a Warmaster cannon ball. Then the ignition:
1D6, -1 for each crew member short of four (two to a crew stand), -1 without its leader (he falls with the
first crew stand), -1 if confused, -2 if shaken, -1 for a double charge, -2 for a treble. 0 or less it
explodes: every stand within 30 cm takes a hit it may save, the gun is gone and its army takes the command
test. 1 misfire: the charge is lost. 2 bad loading (-2 to hit), 3 poor (-1), 4 as usual, 5 good (+1),
6 excellent (+2): the book's worth -4/-2/+2/+4 halved onto Warmaster's to-hit.

It must fire every turn it can (attack orders), unless it is a mercenary gun left on oppose orders; an
eager crew loads the full charge. Its crew take cover (defended) when shot at if the gun did not fire in
their last turn. It is hauled 2.5 cm for each stand touching it, its own crew's included, at most 10 cm.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import ClassVar

from game.core import board, moves
from game.core.actions import Action
from game.core.cover import DEFENDED
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.fantasy_warriors.artillery import (
    WAR_CANNON,
    artillery_kept,
    counters_left,
    has,
    spend,
)
from game.core.fantasy_warriors.events import TableRead
from game.core.fantasy_warriors.states import command_tests, is_eager, is_shaken
from game.core.profiles import UnitType
from game.core.shooting.attacks import resolve_attacks
from game.core.shooting.events import ShotFired
from game.core.shooting.fire import _cannon
from game.core.shooting.targets import legal_targets, shooter_problems
from game.core.shooting.volley import apply_hits
from game.core.shooting.weapons import weapon
from game.core.state import GameState, Unit, id_key
from game.table import Base, touching

RULE = "fw.cannon"
MOST_CHARGE = 3
FULL_CREW = 4
CREW_PER_STAND = 2
BLAST_MM = 300
HAUL_PER_STAND_MM, HAUL_MOST_MM = 25, 100
# The ignition table by score (0 or less: the first line): rule suffix, name, what it does, to-hit change.
TABLE: dict[int, tuple[str, str, str, int]] = {
    0: ("explodes", "the gun explodes", "every stand within 30 cm is hit and the army tests", 0),
    1: ("misfire", "misfire", "no shot, and the charge is lost", 0),
    2: ("bad", "bad loading", "it fires at -2 to hit", -2),
    3: ("poor", "poor loading", "it fires at -1 to hit", -1),
    4: ("ok", "loaded well enough", "it fires as usual", 0),
    5: ("good", "good loading", "it fires at +1 to hit", 1),
    6: ("excellent", "excellent loading", "it fires at +2 to hit", 2),
}
# The line as the dice tray's narrow row says it.
SHORT = {"explodes": "explodes!", "misfire": "misfire", "bad": "bad: -2 to hit", "poor": "poor: -1 to hit",
         "ok": "fires as usual", "good": "good: +1 to hit", "excellent": "excellent: +2 to hit"}


BETTER = {v[0]: v[3] for v in TABLE.values()}


def row(score: int) -> tuple[str, str, str, int]:
    """The line of the ignition table a score reads (past its ends: below 0 explodes, above 6 is excellent)."""
    return TABLE[max(0, min(6, score))]


@dataclass(frozen=True)
class LoadCannon(Action):
    """The crew load the war cannon with a charge of 1 to 3 gunpowder counters before it fires."""

    kind: ClassVar[str] = "fw_load"
    unit: str
    charge: int

    def __str__(self) -> str:
        return f"{self.unit} is loaded with a charge of {self.charge}"


def is_cannon(state: GameState, unit: Unit) -> bool:
    return has(state, unit, WAR_CANNON)


def charges_allowed(state: GameState, unit: Unit) -> list[int]:
    """The charges the crew may load now: an eager crew only the fullest it has."""
    most = min(MOST_CHARGE, counters_left(state, unit))
    if most <= 0:
        return []
    return [most] if is_eager(state, unit) else list(range(1, most + 1))


def may_fire(state: GameState, unit: Unit) -> bool:
    """The gun could fire now: its side's Shooting phase, powder left, not shot yet, a target in sight."""
    return (
        state.phase == "shooting"
        and is_cannon(state, unit)
        and counters_left(state, unit) > 0
        and not shooter_problems(state, unit)
        and bool(legal_targets(state, unit)[0])
    )


def check_load(state: GameState, action: LoadCannon) -> list[str]:
    unit = state.units.get(action.unit)
    if unit is None or not unit.alive or not is_cannon(state, unit):
        return [f"there is no war cannon {action.unit!r} on the table"]
    if state.phase != "shooting" or unit.side != state.active:
        return [f"{unit.name} is loaded in its own Shooting phase"]
    if shooter_problems(state, unit):
        return shooter_problems(state, unit)
    allowed = charges_allowed(state, unit)
    if action.charge not in allowed:
        if is_eager(state, unit) and allowed:
            return [f"{unit.name}'s crew are eager: they load the full charge of {allowed[0]}"]
        return [f"{unit.name} may load 1 to {max(allowed, default=0)} counters, not {action.charge}"]
    return []


def apply_load(state: GameState, action: LoadCannon, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    artillery_kept(state).loaded[unit.id] = action.charge
    word = {1: "a single", 2: "a double", 3: "a treble"}[action.charge]
    return [Narration(message=f"{unit.name} is loaded with {word} charge of gunpowder", rule=f"{RULE}.charge")]


def legal_loads(state: GameState) -> Iterable[Action]:
    if state.phase != "shooting":
        return []
    k = artillery_kept(state)
    out: list[Action] = []
    for u in sorted(state.live_units(state.active), key=lambda u: id_key(u.id)):
        if is_cannon(state, u) and may_fire(state, u):
            out += [LoadCannon(u.id, c) for c in charges_allowed(state, u) if c != k.loaded.get(u.id)]
    return out


def must_fire(state: GameState, unit: Unit) -> bool:
    """On attack orders the gun fires every turn it can; a mercenary gun on oppose orders is free."""
    if not may_fire(state, unit):
        return False
    if state.ruleset.has("fw-mercenaries"):
        from game.core.fantasy_warriors import mercenaries

        if mercenaries.is_mercenary(state, unit):
            leader = mercenaries.mercs(state).orders
            from game.core.fantasy_warriors.states import leader_of

            lead = leader_of(state, unit)
            if lead is not None and leader.get(lead.id, mercenaries.OPPOSE) == mercenaries.OPPOSE:
                return False
    return True


def blocks_leaving(state: GameState) -> str | None:
    for u in sorted(state.live_units(state.active), key=lambda u: id_key(u.id)):
        if is_cannon(state, u) and must_fire(state, u):
            return f"{u.name} must fire this turn: its crew are on attack orders and have powder and a target"
    return None


# ------------------------------------------------------------------ the ignition
def ignition_modifiers(state: GameState, unit: Unit, charge: int) -> list[Modifier]:
    mods: list[Modifier] = []
    crew = CREW_PER_STAND * len(unit.stands)
    if crew < FULL_CREW:
        mods.append(Modifier(crew - FULL_CREW, f"{RULE}.ignition.crew", f"{FULL_CREW - crew} crew short"))
    if len(unit.stands) < state.unit_profile(unit).size:
        mods.append(Modifier(-1, f"{RULE}.ignition.leader", "no leader: he fell with the first crew"))
    if unit.confused:
        mods.append(Modifier(-1, f"{RULE}.ignition.crew_state", "the crew are confused"))
    if is_shaken(state, unit):
        mods.append(Modifier(-2, f"{RULE}.ignition.crew_state", "the crew are shaken"))
    if charge == 2:
        mods.append(Modifier(-1, f"{RULE}.ignition.charge", "a double charge"))
    elif charge == 3:
        mods.append(Modifier(-2, f"{RULE}.ignition.charge", "a treble charge"))
    return mods


def fire(
    state: GameState,
    shooter: Unit,
    bases: list[Base],
    target: Unit,
    aim: Callable[[], list[int]],
    dice: Dice,
    at_chargers: bool,
) -> tuple[int, list[Event]] | None:
    """The ``SPECIAL_FIRE`` hook for the war cannon: load, light, and read the ignition table."""
    if not is_cannon(state, shooter):
        return None
    if at_chargers:
        return 0, [Narration(message=f"{shooter.name} cannot be loaded and lit in time to meet a charge",
                             rule=f"{RULE}.chargers")]
    k = artillery_kept(state)
    left = counters_left(state, shooter)
    allowed = charges_allowed(state, shooter)
    charge = min(k.loaded.pop(shooter.id, allowed[-1] if is_eager(state, shooter) else 1), left)
    if charge <= 0:
        return 0, [Narration(message=f"{shooter.name} has no gunpowder left", rule=f"{RULE}.counters")]
    k.fired[shooter.id] = state.turn
    mods = ignition_modifiers(state, shooter, charge)
    (face,) = dice.roll(1, 6, f"{shooter.name}: ignition")
    score = face + sum(m.value for m in mods)
    suffix, line, effect, better = row(score)
    rule = f"{RULE}.ignition.{suffix}"
    events: list[Event] = [
        DiceRolled(purpose=f"{shooter.name}: ignition, charge {charge}", sides=6, faces=(face,),
                   modifiers=tuple(mods), total=score, success=score >= 2, outcome=SHORT[suffix],
                   side=shooter.side, rule=f"{RULE}.ignition"),
        TableRead(what=f"{shooter.name}'s ignition", score=score, line=line, effect=effect, rule=rule),
    ]
    events += spend(state, shooter, charge, f"a charge of {charge} for the shot", f"{RULE}.charge")
    if suffix == "explodes":
        return 0, events + explode(state, shooter, dice)
    if suffix == "misfire":
        return 0, events
    w = weapon(state, shooter)
    assert w is not None
    k.firing = (shooter.id, better)
    try:
        struck, evs = _cannon(state, shooter, w, target, bases[:1] * charge, aim, dice, False)
    finally:
        k.firing = None
    # One gun fires every ball of the charge: the log says one stand, not one per ball.
    evs = [replace(e, stands=1) if isinstance(e, ShotFired) else e for e in evs]
    return struck, events + evs


def loading_score(state: GameState, unit: Unit, kind: str) -> list[Modifier]:
    """The ``STRIKE_SCORE`` hook: good or bad loading changes what the war cannon's balls need to hit."""
    firing = artillery_kept(state).firing if kind == "shooting" else None
    if firing is None or firing[0] != unit.id or firing[1] == 0:
        return []
    line = next(v for v in TABLE.values() if v[3] == firing[1])
    return [Modifier(-firing[1], f"{RULE}.ignition.{line[0]}", line[1])]


def explode(state: GameState, gun: Unit, dice: Dice) -> list[Event]:
    """Every stand within 30 cm of the gun is hit (saves allowed), the gun is gone and its army tests."""
    t = board.table(state)
    mine = board.unit_bases(state, gun)
    events: list[Event] = []
    for u in sorted(state.live_units(), key=lambda u: id_key(u.id)):
        if u.id == gun.id or u.off_table:
            continue
        near = sum(1 for b in board.unit_bases(state, u) if any(t.distance(g, b) <= BLAST_MM for g in mine))
        if not near:
            continue
        result, evs = resolve_attacks(state, u, near, 1, dice, by=gun.id, by_name=gun.name, side=gun.side,
                                      rule=f"{RULE}.ignition.explodes", automatic=True, how="blasts")
        events += evs
        events += apply_hits(state, u, result.struck, "shooting.casualties", source=f"{RULE}.ignition.explodes")
    events += moves.destroy_unit(state, gun, "it blew itself apart", f"{RULE}.ignition.explodes")
    events += command_tests(state, gun.side, dice, f"{RULE}.ignition.explodes")
    return events


# ------------------------------------------------------------------ cover and hauling
def last_own_turn(state: GameState, unit: Unit) -> int:
    """The game turn of the unit's side's latest turn (this one while it plays)."""
    if unit.side == state.active or unit.side == state.first_side:
        return state.turn
    return state.turn - 1


def crew_cover(state: GameState, unit: Unit, index: int, attacker: tuple[float, float]) -> tuple[str, str] | None:
    """The ``STAND_COVER`` hook: a gun that did not fire in its last turn shelters its crew."""
    k = artillery_kept(state)
    if not is_cannon(state, unit) or k.fired.get(unit.id) == last_own_turn(state, unit) or unit.id in k.left:
        return None
    return DEFENDED, "the crew shelter behind their gun, which did not fire"


def manhandle_allowance(state: GameState, unit: Unit) -> float:
    """2.5 cm for each stand touching the gun (its own crew's and friendly foot alongside), at most 10 cm."""
    mine = board.unit_bases(state, unit)
    helpers = len(mine)
    for u in state.live_units(unit.side):
        if u.id == unit.id or state.unit_profile(u).type not in (UnitType.INFANTRY, UnitType.ARTILLERY):
            continue
        helpers += sum(1 for b in board.unit_bases(state, u) if any(touching(g, b) for g in mine))
    return float(min(HAUL_MOST_MM, HAUL_PER_STAND_MM * helpers))


def charge_odds(state: GameState, unit: Unit, charge: int) -> dict[str, float]:
    """The chance of each line of the ignition table for this charge (for the computer and the odds shown)."""
    total = sum(m.value for m in ignition_modifiers(state, unit, charge))
    out: dict[str, float] = {}
    for face in range(1, 7):
        suffix = row(face + total)[0]
        out[suffix] = out.get(suffix, 0.0) + 1 / 6
    return out


def best_charge(state: GameState, unit: Unit) -> int:
    """The charge the computer loads: the most cannon balls expected to fly per counter spent, weighing an
    explosion as the loss of the gun's remaining powder and a command test."""
    allowed = charges_allowed(state, unit)
    if not allowed:
        return 0
    left = counters_left(state, unit)

    def value(charge: int) -> float:
        odds = charge_odds(state, unit, charge)
        fires = sum(p * charge * (1 + 0.15 * BETTER[s]) for s, p in odds.items() if s not in ("explodes", "misfire"))
        return fires - odds.get("explodes", 0.0) * (left + 4) - 0.3 * charge

    return max(allowed, key=lambda c: (value(c), -c))



def cannon_choice(state: GameState, legal: Iterable[Action]) -> tuple[Action, str] | None:
    """What the computer does with a war cannon now: load it with the charge the odds favour, then fire it at
    the first target it may take when it must; None when it has nothing to do with one."""
    offered = list(legal)
    k = artillery_kept(state)
    for a in offered:
        if isinstance(a, LoadCannon) and a.unit not in k.loaded:
            unit = state.units[a.unit]
            charge = best_charge(state, unit)
            odds = charge_odds(state, unit, charge)
            if a.charge == charge:
                risk = round(100 * odds.get("explodes", 0.0))
                return a, f"{unit.name} loads a charge of {charge}: a {risk} % chance the gun explodes"
    for a in offered:
        gun = state.units.get(getattr(a, "unit", ""))
        if a.kind == "shoot" and gun is not None and is_cannon(state, gun) and must_fire(state, gun):
            return a, f"{gun.name} is on attack orders: it must fire while it has powder"
    return None
