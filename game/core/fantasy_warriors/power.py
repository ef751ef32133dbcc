"""Magical power (Fantasy Warriors' "New magic spells"): a pool of power points per Wizard, paid for spells.

Every Wizard starts the battle with a pool of ``per_command`` x (Command - 5) points (the translation's
10 x (Command - 5): an Empire Wizard or Orc Shaman at Command 7 has 20, a High Elf Mage at 8 has 30). A
spell's cost is rolled or worked out, then paid; paying more than is left slays him (the seed's
"overexpending power"). A Wizard uses power or his army's spells in a turn, never both: one piece of
magic a turn, as Warmaster has it. Everything is kept in ``PowerKept``; the spells are in ``power_spells``,
the duel in ``duel``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core import board
from game.core.command.penalties import distance_penalty
from game.core.confusion import can_be_confused, confuse
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.fantasy_warriors.power_events import PowerPaid
from game.core.kept import kept
from game.core.magic import record
from game.core.magic.effects import ply
from game.core.moves import slay_character
from game.core.profiles import Rank
from game.core.state import Character, GameState, Unit, id_key

MODULE_ID = "fw-power"
RULE = "fw.power"


@dataclass
class PowerKept:
    """Power left per Wizard id; the player turn (ply) in which each last used power; shields standing
    (unit id -> [wizard id, dice, last ply]); hasted units or lone characters (id -> ply of the haste)."""

    pools: dict[str, int] = field(default_factory=dict)
    used: dict[str, int] = field(default_factory=dict)
    shields: dict[str, list[Any]] = field(default_factory=dict)
    hasted: dict[str, int] = field(default_factory=dict)
    # Ids whose haste is being used by the action under way (cleared once it is done).
    moving: list[str] = field(default_factory=list)
    # The arcane duel waiting for the target's answer: attacker, target and the stake face down; or {}.
    duel: dict[str, Any] = field(default_factory=dict)
    # Fiends on the table: unit id -> [controlling Wizard id, the ply it was summoned or last controlled].
    fiends: dict[str, list[Any]] = field(default_factory=dict)
    # A fiend whose banishing failed, waiting for the enemy to take it or let it go ("" when none).
    loose: str = ""

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        return {
            "pools": {k: self.pools[k] for k in sorted(self.pools, key=id_key)},
            "used": {k: self.used[k] for k in sorted(self.used, key=id_key)},
            "shields": {k: list(self.shields[k]) for k in sorted(self.shields, key=id_key)},
            "hasted": {k: self.hasted[k] for k in sorted(self.hasted, key=id_key)},
            "moving": sorted(self.moving, key=id_key),
            "duel": dict(self.duel),
            "fiends": {k: list(self.fiends[k]) for k in sorted(self.fiends, key=id_key)},
            "loose": self.loose,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PowerKept:
        return cls(
            pools={str(k): int(v) for k, v in (d.get("pools") or {}).items()},
            used={str(k): int(v) for k, v in (d.get("used") or {}).items()},
            shields={str(k): [str(v[0]), int(v[1]), int(v[2])] for k, v in (d.get("shields") or {}).items()},
            hasted={str(k): int(v) for k, v in (d.get("hasted") or {}).items()},
            moving=[str(x) for x in d.get("moving", [])],
            duel=dict(d.get("duel") or {}),
            fiends={str(k): [str(v[0]), int(v[1])] for k, v in (d.get("fiends") or {}).items()},
            loose=str(d.get("loose", "")),
        )


@dataclass(frozen=True)
class PowerOptions:
    """``per_command``: the power points a Wizard starts with for each point of Command above 5."""

    per_command: int = 10

    def problems(self) -> list[str]:
        if not isinstance(self.per_command, int) or not 1 <= self.per_command <= 50:
            return ["per_command must be a whole number from 1 to 50"]
        return []


def power_kept(state: GameState) -> PowerKept:
    return kept(state, MODULE_ID, PowerKept)


def is_wizard(state: GameState, ch: Character) -> bool:
    return state.character_profile(ch).rank is Rank.WIZARD


def pool_size(state: GameState, ch: Character) -> int:
    """The power a Wizard starts the battle with."""
    per = state.ruleset.option(MODULE_ID).per_command
    return per * max(0, state.character_profile(ch).command - 5)


def power_left(state: GameState, ch: Character) -> int:
    return power_kept(state).pools.get(ch.id, 0) if state.ruleset.has(MODULE_ID) else 0


def battle_begins(state: GameState, dice: Dice) -> list[Event]:
    k = power_kept(state)
    events: list[Event] = []
    for ch in sorted(state.live_characters(), key=lambda c: id_key(c.id)):
        if is_wizard(state, ch) and ch.id not in k.pools:
            k.pools[ch.id] = pool_size(state, ch)
            events.append(PowerPaid(wizard=ch.id, wizard_name=ch.name, cost=0, left=k.pools[ch.id],
                                    what="his pool of power for the battle", rule=RULE))
    return events


def pay(state: GameState, ch: Character, cost: int, what: str) -> tuple[bool, list[Event]]:
    """Pay ``cost`` from the Wizard's pool: (still alive, events). More than he has slays him."""
    k = power_kept(state)
    left = k.pools.get(ch.id, 0)
    if cost > left:
        k.pools[ch.id] = 0
        said = PowerPaid(wizard=ch.id, wizard_name=ch.name, cost=cost, left=0, what=what, overdrawn=True,
                         rule="fw.power.overdrawn")
        return False, [said, *slay_character(state, ch, f"{what} cost {cost} power and he had {left}",
                                             "fw.power.overdrawn")]
    k.pools[ch.id] = left - cost
    return True, [PowerPaid(wizard=ch.id, wizard_name=ch.name, cost=cost, left=left - cost, what=what, rule=RULE)]


def gain(state: GameState, ch: Character, points: int) -> None:
    k = power_kept(state)
    k.pools[ch.id] = k.pools.get(ch.id, 0) + points


def mark_used(state: GameState, ch: Character, spell: str) -> None:
    """The Wizard has used his turn's magic on a power spell (in the Shooting phase, his cast too)."""
    power_kept(state).used[ch.id] = ply(state)
    if state.phase == "shooting":
        record.note_cast(state, ch.id, spell)


def wizard_problems(state: GameState, ch: Character | None, wizard_id: str) -> list[str]:
    """Why this character cannot use a power spell now."""
    if ch is None or not ch.alive or ch.off_table:
        return [f"there is no character {wizard_id!r} on the table"]
    if ch.side != state.active:
        return [f"{ch.name} belongs to the other side; power is used in its own side's turn"]
    if not is_wizard(state, ch):
        return [f"{ch.name} is not a Wizard and has no magical power"]
    if power_kept(state).used.get(ch.id) == ply(state):
        return [f"{ch.name} has already used his power this turn; a Wizard uses magic once a turn"]
    done = record.spells_cast(state, ch.id) if state.phase == "shooting" else []
    if done:
        return [f"{ch.name} has already cast {done[-1]} this turn; a Wizard uses magic once a turn"]
    if power_left(state, ch) <= 0:
        return [f"{ch.name} has no power left"]
    return []


def casting_barred(state: GameState, ch: Character) -> str:
    """His army's spells are refused in a turn he used power."""
    if power_kept(state).used.get(ch.id) == ply(state):
        return f"{ch.name} has used his power this turn; a Wizard uses magic once a turn"
    return ""


def touching(state: GameState, ch: Character, unit: Unit) -> bool:
    """Base to base: the Wizard has joined the unit, or his stand touches it."""
    if ch.joined == unit.id:
        return True
    return board.table(state).owner_distance(ch.id, unit.id) <= 1.0


def nerve_test(state: GameState, unit: Unit, dice: Dice, why: str, rule: str) -> list[Event]:
    """The translation's test for a seed's threat test: 2D6 against the Command of a character joined to
    the unit, else of the nearest friendly character at -1 per full 20 cm beyond the first; failing
    confuses the unit. A unit that cannot be confused does not test."""
    if not unit.alive or unit.confused or not can_be_confused(state, unit):
        return []
    command, mods = _tester(state, unit)
    faces = tuple(dice.roll(2, 6, f"{unit.name}: test {why}"))
    target = command + sum(m.value for m in mods)
    passed = sum(faces) <= target
    events: list[Event] = [DiceRolled(purpose=f"{unit.name}: test {why}", sides=6, faces=faces, target=target,
                                      modifiers=mods, total=sum(faces), success=passed,
                                      outcome="holds its nerve" if passed else "confused", side=unit.side,
                                      rule=rule)]
    if not passed:
        events += confuse(state, unit, why, rule)
    return events


def _tester(state: GameState, unit: Unit) -> tuple[int, tuple[Modifier, ...]]:
    """The Command a unit tests against and the distance penalty, as the translation's Leadership test."""
    chars = [c for c in state.live_characters(unit.side) if not c.off_table]
    joined = [c for c in chars if c.joined == unit.id]
    if joined:
        return max(state.character_profile(c).command for c in joined), ()
    if not chars:
        return 0, ()
    t = board.table(state)
    d, ch = min(((t.owner_distance(c.id, unit.id), c) for c in chars), key=lambda p: (p[0], id_key(p[1].id)))
    pen = distance_penalty(d)
    mods = (Modifier(-pen, "fw.power.test", f"{ch.name} {d / 10:.0f} cm away"),) if pen else ()
    return state.character_profile(ch).command, mods


def character_counters(state: GameState, ch: Character) -> list[str]:
    """The power counter on a Wizard's card."""
    if not state.ruleset.has(MODULE_ID) or not is_wizard(state, ch):
        return []
    return [f"{power_left(state, ch)} power"]


def unit_counters(state: GameState, unit: Unit) -> list[str]:
    """A shield or haste standing on a unit, for its card."""
    if not state.ruleset.has(MODULE_ID):
        return []
    k = power_kept(state)
    out = []
    if unit.id in k.shields:
        out.append(f"shield ({k.shields[unit.id][1]} dice)")
    if unit.id in k.hasted:
        out.append("hasted")
    return out
