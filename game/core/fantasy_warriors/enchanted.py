"""Enchanted units (Fantasy Warriors' "Enchanted units" and how the spell breaks).

An enchanted unit neither shoots nor charges on initiative, and when its side's Orders step is over it
marches at full pace straight at the enchantress, halting when it touches her. Its side's orders count -1
for each enchanted unit in the contingent (the seed's battle leader test); an order that passes frees the
unit, which then carries it out, and her counter goes back to her. A Hero or General touching it may instead
try to free it in the Orders step: 2D6 against his Command, and the counter is lost to her.

The spell breaks at once, the counter going back to her, when the unit is charged (it strikes no blow that
turn), shot at, or made the target of a spell (it may answer freely), when it is confused, and when she dies.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core import board, moves
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, UnitMoved
from game.core.fantasy_warriors.enchantress import COUNTERS, MODULE_ID, RULE, SPELL, counters_left
from game.core.fantasy_warriors.individuals_kept import individuals_kept
from game.core.fantasy_warriors.power_events import PowerSpell
from game.core.fantasy_warriors.states import contingent, is_shaken
from game.core.magic.effects import ply
from game.core.profiles import Rank
from game.core.state import Character, GameState, Unit

UNSPELLED = "fw_unspelled"
MAGICKED = "fw_magicked"
FREE_TRIED = "fw_free_tried"
STEP_MM = 5
# The actions an enchanted unit may not take: it attacks its enemy in no way.
BARRED = {"shoot": "shoot", "initiative_charge": "charge on initiative", "evade": "evade"}
SPELL_KINDS = ("cast", "fw_terror")


@dataclass(frozen=True)
class FreeEnchanted(Action):
    kind: ClassVar[str] = "fw_free_enchanted"
    character: str
    unit: str

    def __str__(self) -> str:
        return f"{self.character} tries to free {self.unit}"


def _holding(state: GameState) -> dict[str, list[Any]]:
    return individuals_kept(state).enchanted if state.ruleset.has(MODULE_ID) else {}


def _say(state: GameState, uid: str, effect: str, rule: str) -> PowerSpell:
    held = individuals_kept(state).enchanted.get(uid)
    ch = state.characters.get(str(held[0])) if held else None
    u = state.units.get(uid)
    return PowerSpell(wizard=ch.id if ch else "", wizard_name=ch.name if ch else "", spell=SPELL, unit=uid,
                      unit_name=u.name if u else uid, effect=effect, rule=rule)


def break_spell(state: GameState, uid: str, why: str, *, returned: bool = True) -> list[Event]:
    """Free the unit; her counter goes back to her (``returned``) or is lost."""
    k = individuals_kept(state)
    held = k.enchanted.get(uid)
    if held is None:
        return []
    ev = _say(state, uid, f"is free of the enchantment: {why}"
                          + ("; the counter goes back to her" if returned else "; the counter is lost to her"),
              f"{RULE}.broken")
    del k.enchanted[uid]
    ch = state.characters.get(str(held[0]))
    if returned and ch is not None and ch.id not in k.spent:
        k.counters[ch.id] = min(COUNTERS, counters_left(state, ch) + 1)
    return [ev]


def action_check(state: GameState, action: Action) -> list[str]:
    """The hook ``ACTION_CHECK``: an enchanted unit attacks its enemy in no way, and moves only to her."""
    holding = _holding(state)
    if not holding:
        return []
    uid = getattr(action, "unit", "")
    if action.kind in BARRED and uid in holding:
        return [f"{state.units[uid].name} is enchanted: it may not {BARRED[action.kind]}"]
    if action.kind in ("move", "charge"):
        ids = getattr(action, "units", ()) or (uid,)
        for i in ids:
            if i in holding:
                return [f"{state.units[i].name} is enchanted: it moves only to its enchantress"]
    return []


def order_modifiers(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """The hook ``COMMAND_MODIFIERS``: -1 for each enchanted unit in the ordered units' contingents."""
    holding = _holding(state)
    if not holding:
        return []
    seen = {u.id for x in units for u in contingent(state, x) if u.id in holding}
    n = len(seen)
    return [Modifier(-n, f"{RULE}.orders", f"{n} enchanted unit{'s' if n > 1 else ''} in the contingent")] if n else []


def charge_arrives(state: GameState, charger: Unit, contacted: tuple[str, ...], dice: Dice) -> list[Event]:
    """The hook ``CHARGE_ARRIVES``: a charged enchanted unit is free, but strikes no blow this turn."""
    events: list[Event] = []
    for uid in contacted:
        if uid in _holding(state):
            state.units[uid].flags[UNSPELLED] = ply(state)
            events += break_spell(state, uid, f"charged by {charger.name}; it cannot fight back this turn")
    return events


def incoming_shots(state: GameState, shooter: Unit, target: Unit, n: int, dice: Dice) -> tuple[int, list[Event]]:
    """The hook ``INCOMING_SHOTS``: shooting at an enchanted unit frees it (the shots still come)."""
    if target.id not in _holding(state):
        return 0, []
    return 0, break_spell(state, target.id, f"shot at by {shooter.name}")


def before_action(state: GameState, action: Action) -> None:
    """The hook ``BEFORE_ACTION``: a spell aimed at an enchanted unit frees it (said once the spell is done)."""
    target = getattr(action, "target", "")
    if action.kind in SPELL_KINDS and target in _holding(state):
        state.units[target].flags[MAGICKED] = ply(state)


def stand_attacks(state: GameState, unit: Unit, charging: bool) -> list[Modifier]:
    """The hook ``STAND_ATTACKS``: freed by a charge this turn, it strikes nothing."""
    if unit.flags.get(UNSPELLED) != ply(state):
        return []
    return [Modifier(-(state.unit_profile(unit).attacks + 9), f"{RULE}.charged", "charged out of an enchantment")]


def _past_orders(state: GameState) -> bool:
    return not (state.phase == "command" and state.step in ("initiative", "home_back", "orders"))


def after_action(state: GameState, dice: Dice) -> list[Event]:
    """Breaks the spell where the seed says, and marches the units still held once their Orders step is over."""
    holding = _holding(state)
    events: list[Event] = []
    pending = state.command.pending
    if pending is not None and pending.kind != "order" and any(u in holding for u in pending.units):
        # A failed order leaves it spellbound: no half-pace move (nor a spell's move) for it.
        state.command.pending = None
        for uid in pending.units:
            if uid in holding:
                events.append(_say(state, uid, "stays spellbound: it makes no move of its own", f"{RULE}.orders"))
    for uid in sorted(holding):
        unit = state.units.get(uid)
        ch = state.characters.get(str(holding[uid][0]))
        if unit is None or not unit.alive:
            events += break_spell(state, uid, "the unit is gone")
        elif ch is None or not ch.alive or ch.off_table:
            events += break_spell(state, uid, "the enchantress is gone", returned=False)
        elif unit.flags.get(MAGICKED) == ply(state):
            events += break_spell(state, uid, "struck by a spell; it may answer as it can")
        elif unit.orders > 0 and not unit.order_failed and unit.side == state.active:
            events += break_spell(state, uid, "an order reached it")
        elif unit.confused or is_shaken(state, unit):
            events += break_spell(state, uid, "a reaction overrides the enchantment")
        elif unit.engaged:
            events += break_spell(state, uid, "it is in combat")
        elif unit.side == state.active and _past_orders(state) and int(holding[uid][2]) < ply(state):
            holding[uid][2] = ply(state)
            events += march(state, unit, ch)
    return events


def march(state: GameState, unit: Unit, ch: Character) -> list[Event]:
    """Full pace straight at her, halting when it touches her or when nothing further is open."""
    t = board.table(state)
    gap = t.owner_distance(unit.id, ch.id)
    if gap <= 1.0:
        return [_say(state, unit.id, f"stands before {ch.name}, spellbound", f"{RULE}.march")]
    cx = sum(s.x for s in unit.stands) / len(unit.stands)
    cy = sum(s.y for s in unit.stands) / len(unit.stands)
    norm = math.hypot(ch.x - cx, ch.y - cy) or 1.0
    ux, uy = (ch.x - cx) / norm, (ch.y - cy) / norm
    full = moves.pace(state, unit, board.unit_bases(state, unit))
    start = moves.unit_poses(unit)
    mine = board.character_base(state, ch)
    best = 0
    for d in range(STEP_MM, int(min(full, norm)) + 1, STEP_MM):
        poses = moves.translate(start, ux * d, uy * d)
        ends = board.unit_bases(state, unit, poses)
        if any(t.distance(b, mine) < 0.5 for b in ends):
            break
        if moves.move_problems(state, unit, poses, allowance=full, ignore=(ch.id,), keep_away=False,
                               allow_leave_table=False, what="march"):
            break
        best = d
    if best == 0:
        return [_say(state, unit.id, f"cannot march on towards {ch.name}: its way is blocked", f"{RULE}.march")]
    poses = moves.translate(start, ux * best, uy * best)
    events: list[Event] = [UnitMoved(unit=unit.id, unit_name=unit.name, how=f"enchanted, towards {ch.name}",
                                     poses=tuple(poses), distance=best, rule=f"{RULE}.march")]
    return events + moves.carry_out_move(state, unit, poses, None)


def check_free(state: GameState, action: FreeEnchanted) -> list[str]:
    if not (state.phase == "command" and state.step == "orders"):
        return ["an enchanted unit is visited and freed in the Orders step"]
    ch = state.characters.get(action.character)
    if ch is None or not ch.alive or ch.off_table or ch.side != state.active:
        return ["a character of the side to play frees its enchanted unit"]
    if state.character_profile(ch).rank not in (Rank.GENERAL, Rank.HERO):
        return [f"{ch.name} is no leader: a General or Hero frees an enchanted unit"]
    unit = state.units.get(action.unit)
    if unit is None or unit.side != ch.side or action.unit not in _holding(state):
        return ["only an enchanted unit of his own side can be freed"]
    if ch.flags.get(FREE_TRIED) == ply(state):
        return [f"{ch.name} has already tried to free a unit this turn"]
    if ch.joined != unit.id and board.table(state).owner_distance(ch.id, unit.id) > 1.0:
        return [f"{ch.name} must touch {unit.name} to free it"]
    return []


def apply_free(state: GameState, action: FreeEnchanted, dice: Dice) -> list[Event]:
    ch, unit = state.characters[action.character], state.units[action.unit]
    ch.flags[FREE_TRIED] = ply(state)
    command = state.character_profile(ch).command
    faces = tuple(dice.roll(2, 6, f"{ch.name} frees {unit.name}"))
    ok = sum(faces) <= command
    events: list[Event] = [DiceRolled(purpose=f"{ch.name} tries to free {unit.name}", sides=6, faces=faces,
                                      target=command, total=sum(faces), success=ok,
                                      outcome="the spell breaks" if ok else "it stays enchanted", side=ch.side,
                                      rule=f"{RULE}.free")]
    if ok:
        events += break_spell(state, unit.id, f"{ch.name} breaks the spell", returned=False)
    return events


def legal_frees(state: GameState) -> list[Action]:
    holding = _holding(state)
    if not holding or not (state.phase == "command" and state.step == "orders"):
        return []
    out: list[Action] = []
    for uid in sorted(holding):
        for ch in state.live_characters(state.active):
            a = FreeEnchanted(ch.id, uid)
            if not check_free(state, a):
                out.append(a)
    return out


def unit_counters(state: GameState, unit: Unit) -> list[str]:
    held = _holding(state).get(unit.id)
    if not held:
        return []
    ch = state.characters.get(str(held[0]))
    return [f"enchanted by {ch.name}" if ch else "enchanted"]
