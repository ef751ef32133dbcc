"""Druids (Fantasy Warriors' "Druids"): a Wizard whose power works on a terrain piece he touches.

In the Orders step, before he moves, a druid touching a terrain piece pays 2D6 of power (``fw-power``'s pool)
to make it impassable to the enemy or hostile to all; he then may not move. In each later Orders step he keeps
it for 1D6, still touching it and not moving; if he does not, moves away or dies, it ends. Impassable: no
enemy unit or character may end a move on it, and an enemy on it cannot move at all. Hostile: when it is
made or kept, every unit with a stand on it takes 12 dice hitting on 6 (armour saves as usual), and every
character alone on it 2 dice, slain by a hit he does not save. His tree spirit is in ``tree_spirit``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.fantasy_warriors import power
from game.core.fantasy_warriors.individuals_kept import IndividualsKept, individuals_kept
from game.core.fantasy_warriors.power_events import PowerSpell
from game.core.magic.effects import ply
from game.core.moves import slay_character
from game.core.shooting.attacks import resolve_attacks
from game.core.shooting.volley import apply_hits
from game.core.state import Character, GameState, Unit, id_key
from game.table import Base

MODULE_ID = "fw-individuals"
IMPASSABLE, HOSTILE = "impassable", "hostile"
UNIT_DICE, LONE_DICE, HITS_ON = 12, 2, 6
RULE = "fw.individuals.druid"


@dataclass(frozen=True)
class DruidPower(Action):
    kind: ClassVar[str] = "fw_druid"
    druid: str
    terrain: str
    power: str

    def __str__(self) -> str:
        return f"{self.druid} makes {self.terrain} {self.power}"


@dataclass(frozen=True)
class KeepDruidPower(Action):
    kind: ClassVar[str] = "fw_druid_keep"
    druid: str

    def __str__(self) -> str:
        return f"{self.druid} keeps his power"


def druid_kept(state: GameState) -> IndividualsKept:
    return individuals_kept(state)


def is_druid(state: GameState, ch: Character) -> bool:
    return "druid" in state.character_profile(ch).special


def _touches(state: GameState, ch: Character, terrain_id: str) -> bool:
    return board.table(state).terrain_distance(board.character_base(state, ch), terrain_id) <= 1.0


def _terrain_name(state: GameState, terrain_id: str) -> str:
    spec = next((t for t in state.terrain if t.id == terrain_id), None)
    return (spec.name or spec.kind.replace("_", " ")) if spec else terrain_id


def _druid_problems(state: GameState, druid_id: str) -> list[str]:
    if not (state.phase == "command" and state.step == "orders"):
        return ["a druid's power is used in the Orders step, before he moves"]
    if not state.ruleset.has(power.MODULE_ID):
        return ["a druid's power is paid from his pool: switch on fw-power"]
    ch = state.characters.get(druid_id)
    if ch is None or not ch.alive or ch.side != state.active or not is_druid(state, ch):
        return ["only a druid of the side to play uses druidic power"]
    if ch.moved:
        return [f"{ch.name} has moved; druidic power comes before his move"]
    return power.wizard_problems(state, ch, druid_id)


def check_power(state: GameState, action: DruidPower) -> list[str]:
    why = _druid_problems(state, action.druid)
    if why:
        return why
    ch = state.characters[action.druid]
    if action.power not in (IMPASSABLE, HOSTILE):
        return ["a druid makes terrain impassable or hostile"]
    if action.druid in druid_kept(state).powers:
        return [f"{ch.name} already holds a power"]
    if not any(t.id == action.terrain for t in state.terrain):
        return [f"there is no terrain piece {action.terrain!r}"]
    if not _touches(state, ch, action.terrain):
        return [f"{ch.name} must touch {_terrain_name(state, action.terrain)}"]
    return []


def apply_power(state: GameState, action: DruidPower, dice: Dice) -> list[Event]:
    ch = state.characters[action.druid]
    power.mark_used(state, ch, "druidic power")
    faces = tuple(dice.roll(2, 6, f"{ch.name}: druidic power"))
    return _pay_and_hold(state, ch, action.terrain, action.power, faces, dice, "makes")


def check_keep(state: GameState, action: KeepDruidPower) -> list[str]:
    why = _druid_problems(state, action.druid)
    if why:
        return why
    held = druid_kept(state).powers.get(action.druid)
    if held is None or int(held[2]) >= ply(state):
        return [f"{state.characters[action.druid].name} holds no power to keep this turn"]
    return []


def apply_keep(state: GameState, action: KeepDruidPower, dice: Dice) -> list[Event]:
    ch = state.characters[action.druid]
    tid, kind, _ = druid_kept(state).powers[ch.id]
    power.mark_used(state, ch, "druidic power")
    faces = tuple(dice.roll(1, 6, f"{ch.name}: keeping his power"))
    return _pay_and_hold(state, ch, str(tid), str(kind), faces, dice, "keeps")


def _pay_and_hold(state: GameState, ch: Character, tid: str, kind: str, faces: tuple[int, ...], dice: Dice,
                  verb: str) -> list[Event]:
    events: list[Event] = [DiceRolled(purpose=f"{ch.name}: druidic power", sides=6, faces=faces, total=sum(faces),
                                      outcome=f"costs {sum(faces)} power", side=ch.side, rule=RULE)]
    alive, paid = power.pay(state, ch, sum(faces), "druidic power")
    events += paid
    if not alive:
        druid_kept(state).powers.pop(ch.id, None)
        return events
    druid_kept(state).powers[ch.id] = [tid, kind, ply(state)]
    ch.moved = True  # he may not move while he makes or keeps it
    name = _terrain_name(state, tid)
    what = "impassable to the enemy" if kind == IMPASSABLE else "hostile to every creature on it"
    events.append(PowerSpell(wizard=ch.id, wizard_name=ch.name, spell="", unit=tid, unit_name=name,
                             effect=f"is {what}: {ch.name} {verb} it and may not move", rule=RULE))
    return events + (_hostile(state, ch, tid, dice) if kind == HOSTILE else [])


def _hostile(state: GameState, ch: Character, tid: str, dice: Dice) -> list[Event]:
    t = board.table(state)
    events: list[Event] = []
    name = _terrain_name(state, tid)
    for u in sorted(units_on_terrain(state, tid), key=lambda u: id_key(u.id)):
        result, evs = resolve_attacks(state, u, UNIT_DICE, HITS_ON, dice, by=ch.id, by_name=name, side=ch.side,
                                      rule=RULE, how="turns on")
        events += evs + apply_hits(state, u, result.struck, RULE)
    for c in sorted(state.live_characters(), key=lambda c: id_key(c.id)):
        if c.joined or c.off_table or not any(p.id == tid for p in t.terrain_under(board.character_base(state, c))):
            continue
        faces = tuple(dice.roll(LONE_DICE, 6, f"{name} turns on {c.name}"))
        hits = sum(1 for f in faces if f >= HITS_ON)
        events.append(DiceRolled(purpose=f"{name} turns on {c.name}", sides=6, faces=faces, target=HITS_ON,
                                 total=hits, outcome=f"{hits} hit{'s' if hits != 1 else ''}", side=ch.side, rule=RULE))
        if hits:
            events += _lone_saves(state, c, hits, dice)
    return events


def _lone_saves(state: GameState, c: Character, hits: int, dice: Dice) -> list[Event]:
    piece = state.army_of(c).piece(c.profile)
    armour = piece.armour if piece is not None else None
    if armour:
        faces = tuple(dice.roll(hits, 6, f"{c.name}: armour saves"))
        if all(f >= armour for f in faces):
            return [DiceRolled(purpose=f"{c.name}: armour saves", sides=6, faces=faces, target=armour, total=hits,
                               success=True, outcome="all saved", side=c.side, rule=RULE)]
    return slay_character(state, c, "hostile terrain", RULE)


def legal_powers(state: GameState) -> list[Action]:
    if not (state.phase == "command" and state.step == "orders") or not state.ruleset.has(power.MODULE_ID):
        return []
    out: list[Action] = []
    for ch in state.live_characters(state.active):
        if not is_druid(state, ch):
            continue
        keep = KeepDruidPower(ch.id)
        if not check_keep(state, keep):
            out.append(keep)
        for t in state.terrain:
            for kind in (IMPASSABLE, HOSTILE):
                a = DruidPower(ch.id, t.id, kind)
                if not check_power(state, a):
                    out.append(a)
    return out


def _impassable_to(state: GameState, side: int) -> list[tuple[str, str]]:
    """(terrain id, druid name) of the pieces impassable to ``side``."""
    out = []
    for did, held in druid_kept(state).powers.items():
        ch = state.characters.get(did)
        if ch is not None and ch.alive and ch.side != side and held[1] == IMPASSABLE:
            out.append((str(held[0]), ch.name))
    return out


def unit_move_check(state: GameState, unit: Unit, end: list[Base]) -> list[str]:
    """The hook ``UNIT_MOVE_CHECK``: an enemy may not end on impassable terrain, nor move off it."""
    barred = _impassable_to(state, unit.side)
    if not barred:
        return []
    t = board.table(state)
    for tid, who in barred:
        name = _terrain_name(state, tid)
        if any(p.id == tid for b in board.unit_bases(state, unit) for p in t.terrain_under(b)):
            return [f"{unit.name} is caught in {name}, made impassable by {who}: it cannot move"]
        if any(p.id == tid for b in end for p in t.terrain_under(b)):
            return [f"{name} is impassable to {unit.name}: {who}'s power holds it"]
    return []


def character_move_check(state: GameState, ch: Character, pose: tuple[int, int, int], join: str) -> list[str]:
    """The hook ``CHARACTER_MOVE_CHECK``: the same for an enemy character."""
    barred = _impassable_to(state, ch.side)
    if not barred:
        return []
    t = board.table(state)
    end = board.character_base(state, ch, pose)
    for tid, who in barred:
        if any(p.id == tid for p in t.terrain_under(board.character_base(state, ch))):
            return [f"{ch.name} is caught in {_terrain_name(state, tid)}, made impassable by {who}"]
        if any(p.id == tid for p in t.terrain_under(end)):
            return [f"{_terrain_name(state, tid)} is impassable to {ch.name}: {who}'s power holds it"]
    return []


def after_action(state: GameState, dice: Dice) -> list[Event]:
    """A power ends with its druid, when he no longer touches the piece, or when his Orders step passes
    without his keeping it."""
    k = druid_kept(state)
    events: list[Event] = []
    past_orders = not (state.phase == "command" and state.step in ("initiative", "home_back", "orders"))
    for did, held in list(k.powers.items()):
        ch = state.characters.get(did)
        tid = str(held[0])
        why = ""
        if ch is None or not ch.alive:
            why = "the druid is dead"
        elif not _touches(state, ch, tid):
            why = f"{ch.name} no longer touches it"
        elif ch.side == state.active and past_orders and int(held[2]) < ply(state):
            why = f"{ch.name} did not keep it"
        if why:
            del k.powers[did]
            events.append(PowerSpell(wizard=did, wizard_name=ch.name if ch else did, spell="", unit=tid,
                                     unit_name=_terrain_name(state, tid), effect=f"is itself again: {why}", rule=RULE))
    return events


def character_counters(state: GameState, ch: Character) -> list[str]:
    held = druid_kept(state).powers.get(ch.id) if state.ruleset.has(MODULE_ID) else None
    return [f"{held[1]} terrain"] if held else []


def units_on_terrain(state: GameState, terrain_id: str) -> list[Unit]:
    """The live units with a stand on the terrain piece (what a hostile piece would strike)."""
    t = board.table(state)
    return [u for u in state.live_units()
            if any(p.id == terrain_id for b in board.unit_bases(state, u) for p in t.terrain_under(b))]


def druid_terrain(state: GameState) -> list[tuple[str, str, str]]:
    """(terrain id, "impassable" or "hostile", druid name) of every piece a druid's power holds now."""
    if not state.ruleset.has(MODULE_ID):
        return []
    out = []
    for did, held in sorted(druid_kept(state).powers.items()):
        ch = state.characters.get(did)
        if ch is not None and ch.alive:
            out.append((str(held[0]), str(held[1]), ch.name))
    return out
