"""Fantasy Warriors' huge creatures: the goblin war giant, the barbarian war mammoth, mercenary dragons and giants.

Each is one unit with its crew merged into it: terror stands for the giant's bellow and the mammoth's trumpet.
The war giant's two ballistas shoot its 6 bolts, one a Shooting phase, 2 attacks with no armour save; the
mammoth's archers shoot as any archers. A war giant or mammoth that rolls four or more saving throws in a
phase and lives takes a confusion test; a dragon or giant does so after four or more at once. When a war
giant falls its army takes the command test; so does the army whose standard rode the beast that fell
(while the beast lives the standard adds +1 to its command tests).

A mercenary dragon breathes in the Shooting phase at an enemy within 15 cm: 1D6 breath counters spent for
3 attacks, saves allowed; if the die asks for more than it has left, it flees the field instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import ClassVar

from game.core import board, moves
from game.core.actions import Action
from game.core.confusion import confusion_test
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.fantasy_warriors.artillery import (
    DRAGON,
    GIANT,
    WAR_GIANT,
    WAR_MAMMOTH,
    artillery_kept,
    counters_left,
    has,
    spend,
)
from game.core.fantasy_warriors.counters import CHAMPION_FLAG
from game.core.fantasy_warriors.states import command_tests
from game.core.shooting import book
from game.core.shooting.events import ShotFired
from game.core.shooting.fire import settle
from game.core.shooting.volley import volley
from game.core.shooting.weapons import weapon
from game.core.state import GameState, Unit, id_key
from game.table import Base

RULE = "fw.huge"
STANDARD = "army_standard_beast"
BREATH_MM = 150
BREATH_ATTACKS = 3
SAVES_TO_TEST = 4
# The computer breathes while a die is at least this likely to be paid for (4 or more counters left).
BREATHE_FROM = 4


def is_huge(state: GameState, unit: Unit) -> bool:
    return any(has(state, unit, k) for k in (WAR_GIANT, WAR_MAMMOTH, DRAGON, GIANT))


# ------------------------------------------------------------------ the champion
def champion_attacks(state: GameState, unit: Unit, charging: bool) -> list[Modifier]:
    """The ``STAND_ATTACKS`` hook: a dragon or giant bought as a champion (10 points) fights with +1 Attack."""
    if unit.flags.get(CHAMPION_FLAG) and (has(state, unit, DRAGON) or has(state, unit, GIANT)):
        return [Modifier(1, f"{RULE}.champion", "a champion")]
    return []


# ------------------------------------------------------------------ four saves
def _phase_token(state: GameState) -> str:
    return f"{state.turn}/{state.active}/{state.phase}"


def saves_rolled(state: GameState, unit: Unit, n: int) -> None:
    """The ``SAVES_ROLLED`` hook: count a huge creature's saves; four or more call for its test."""
    if not is_huge(state, unit):
        return
    k = artillery_kept(state)
    token = _phase_token(state)
    if k.saves_phase != token:
        k.saves_phase, k.saves, k.tested = token, {}, []
    at_once = has(state, unit, DRAGON) or has(state, unit, GIANT)
    total = n if at_once else k.saves.get(unit.id, 0) + n
    k.saves[unit.id] = total
    if total >= SAVES_TO_TEST and unit.id not in k.tested and unit.id not in k.pending:
        k.pending.append(unit.id)
        if not at_once:
            k.tested.append(unit.id)  # once a phase


def after_action(state: GameState, dice: Dice) -> list[Event]:
    """Huge creatures owed a test take it; a fallen war giant or standard-bearing beast makes its army test."""
    k = artillery_kept(state)
    events: list[Event] = []
    pending, k.pending = k.pending, []
    for uid in pending:
        u = state.units.get(uid)
        if u is not None and u.alive:
            events += confusion_test(state, u, dice, "after four or more saving throws", f"{RULE}.saves")
    for u in sorted(state.units.values(), key=lambda u: id_key(u.id)):
        if u.alive or u.id in k.fallen or not (has(state, u, WAR_GIANT) or has(state, u, STANDARD)):
            continue
        k.fallen.append(u.id)
        why = "and the army standard it carried is lost" if has(state, u, STANDARD) else "and its crew with it"
        events.append(Narration(message=f"{u.name} has fallen {why}: {state.sides[u.side].name} takes the command "
                                        "test", rule=f"{RULE}.fallen"))
        events += command_tests(state, u.side, dice, f"{RULE}.fallen")
    return events


def standard_bonus(state: GameState, side: int) -> list[Modifier]:
    """+1 to the side's command tests while a beast carrying its army standard lives."""
    for u in state.live_units(side):
        if has(state, u, STANDARD):
            return [Modifier(1, f"{RULE}.standard", f"the army standard on {u.name}")]
    return []


# ------------------------------------------------------------------ the war giant's bolts
def fire_bolts(
    state: GameState,
    shooter: Unit,
    bases: list[Base],
    target: Unit,
    aim: Callable[[], list[int]],
    dice: Dice,
    at_chargers: bool,
) -> tuple[int, list[Event]] | None:
    """The ``SPECIAL_FIRE`` hook for the war giant: its two ballistas shoot together, one bolt counter spent."""
    if not has(state, shooter, WAR_GIANT):
        return None
    w = weapon(state, shooter)
    assert w is not None
    events: list[Event] = [ShotFired(unit=shooter.id, unit_name=shooter.name, target=target.id,
                                     target_name=target.name, stands=1, attacks=w.shots, at_chargers=at_chargers,
                                     rule=f"{RULE}.bolts")]
    events += spend(state, shooter, 1, f"its ballistas shoot at {target.name}", f"{RULE}.bolts")
    struck, evs = volley(state, target, w.shots, dice, shooter=shooter, shooter_bases=bases, aim=aim,
                         rule=f"{RULE}.bolts", no_saves=True, no_saves_reason="no armour save against a bolt",
                         in_the_open=at_chargers)
    return struck, events + evs


# ------------------------------------------------------------------ dragon breath
@dataclass(frozen=True)
class BreatheFire(Action):
    """A mercenary dragon breathes fire at an enemy unit within 15 cm in its Shooting phase."""

    kind: ClassVar[str] = "fw_breath"
    unit: str
    target: str

    def __str__(self) -> str:
        return f"{self.unit} breathes at {self.target}"


def _in_reach(state: GameState, dragon: Unit, target: Unit) -> bool:
    t = board.table(state)
    return t.owner_distance(dragon.id, target.id) <= BREATH_MM + 0.5


def breath_targets(state: GameState, dragon: Unit) -> list[Unit]:
    """Enemy units the dragon may breathe at now."""
    if (state.phase != "shooting" or dragon.side != state.active or not dragon.alive or dragon.engaged
            or not has(state, dragon, DRAGON) or book.has_shot(state, dragon.id) or counters_left(state, dragon) <= 0):
        return []
    return [u for u in sorted(state.live_units(1 - dragon.side), key=lambda u: id_key(u.id))
            if not u.off_table and _in_reach(state, dragon, u)]


def check_breath(state: GameState, action: BreatheFire) -> list[str]:
    dragon, target = state.units.get(action.unit), state.units.get(action.target)
    if dragon is None or not dragon.alive or not has(state, dragon, DRAGON):
        return [f"there is no mercenary dragon {action.unit!r} on the table"]
    if target is None or not target.alive:
        return [f"there is no unit {action.target!r} to breathe at"]
    if state.phase != "shooting" or dragon.side != state.active:
        return [f"{dragon.name} breathes in its own Shooting phase"]
    if book.has_shot(state, dragon.id):
        return [f"{dragon.name} has already breathed this phase"]
    if counters_left(state, dragon) <= 0:
        return [f"{dragon.name} has no breath left"]
    if dragon.engaged:
        return [f"{dragon.name} is fighting: it breathes only out of combat"]
    if target not in breath_targets(state, dragon):
        return [f"{target.name} is beyond the dragon's 15 cm of breath"]
    return []


def apply_breath(state: GameState, action: BreatheFire, dice: Dice) -> list[Event]:
    dragon, target = state.units[action.unit], state.units[action.target]
    book.mark_shot(state, dragon.id)
    left = counters_left(state, dragon)
    (cost,) = dice.roll(1, 6, f"{dragon.name}: breath")
    pays = cost <= left
    events: list[Event] = [DiceRolled(
        purpose=f"{dragon.name}: breath", sides=6, faces=(cost,), total=cost, success=pays,
        outcome=f"costs {cost} of its {left} breath" if pays else f"needs {cost}, has {left}: it flees the field",
        side=dragon.side, rule=f"{RULE}.breath" if pays else f"{RULE}.breath.flees")]
    if not pays:
        return events + moves.destroy_unit(state, dragon, "out of breath, it fled the field", f"{RULE}.breath.flees")
    events += spend(state, dragon, cost, f"it breathes at {target.name}", f"{RULE}.breath")
    events.append(ShotFired(unit=dragon.id, unit_name=dragon.name, target=target.id, target_name=target.name,
                            stands=1, attacks=BREATH_ATTACKS, rule=f"{RULE}.breath"))
    bases = board.unit_bases(state, dragon)
    struck, evs = volley(state, target, BREATH_ATTACKS, dice, shooter=dragon, shooter_bases=bases,
                         aim=lambda: list(range(len(target.stands))), rule=f"{RULE}.breath", how="breathes fire at")
    events += evs
    return events + settle(state, target, struck, bases)


def legal_breaths(state: GameState) -> Iterable[Action]:
    if state.phase != "shooting":
        return []
    return [BreatheFire(d.id, t.id) for d in sorted(state.live_units(state.active), key=lambda u: id_key(u.id))
            if has(state, d, DRAGON) for t in breath_targets(state, d)]


def worth_breathing(state: GameState, action: BreatheFire) -> bool:
    """The computer breathes while the die is likely to be paid for."""
    return counters_left(state, state.units[action.unit]) >= BREATHE_FROM
