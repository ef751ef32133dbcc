"""Summoning a fiend (Fantasy Warriors' "Summon a fiend"): summoning, control each turn, banishing, and the enemy
taking it over.

In the Orders step, before he moves, a Wizard rolls 2D6 and pays the total: above 6 a fiend stands touching
him, and neither moves this turn. In each of his later turns he must control it before anything else is
ordered: as many dice as the player chooses, their total paid; above 6 it obeys (a one-stand monster of
his army, ordered as any unit), 6 or less and the Wizard makes a saving throw: failing slays him and the
fiend goes; passing, it obeys but does not move this turn. Controlling is his magic for the turn. He may
banish it instead for 2D6 of power; if he cannot pay he is slain and the banishing fails, and the enemy
may take control with a Wizard of its own (who controls it from his next turn) or let it go. A fiend whose
Wizard dies otherwise goes with him.

The fiend's stat line, argued from Warmaster's summoned Fenbeast (monster 6/4/5+, one stand) and the seed's
"its presence is terrifying": monster, Attacks 6, Hits 4, Armour 5+, terror, one stand; summoned, it counts
for neither break point nor victory points.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.fantasy_warriors import power
from game.core.fantasy_warriors.duel import save_score
from game.core.fantasy_warriors.power_events import PowerSpell
from game.core.magic.effects import ply
from game.core.moves import slay_character
from game.core.profiles import UnitProfile, UnitType
from game.core.state import Character, GameState, Stand, Unit
from game.table import Base, Mover

FIEND = "Fiend"
SUMMON = "Summon a fiend"
FIEND_PROFILE = UnitProfile(name=FIEND, type=UnitType.MONSTER, attacks=6, hits=4, armour=5, size=1, points=0,
                            special=("terror",))
FIEND_FLAGS = {"no_break_point": 1, "no_victory_points": 1}
OBEYS_ABOVE = 6
MOST_CONTROL_DICE = 6


@dataclass(frozen=True)
class SummonFiend(Action):
    kind: ClassVar[str] = "fw_summon"
    wizard: str

    def __str__(self) -> str:
        return f"{self.wizard} summons a fiend"


@dataclass(frozen=True)
class ControlFiend(Action):
    kind: ClassVar[str] = "fw_control"
    wizard: str
    dice: int

    def __str__(self) -> str:
        return f"{self.wizard} controls his fiend with {self.dice} dice"


@dataclass(frozen=True)
class BanishFiend(Action):
    kind: ClassVar[str] = "fw_banish"
    wizard: str

    def __str__(self) -> str:
        return f"{self.wizard} banishes his fiend"


@dataclass(frozen=True)
class TakeFiend(Action):
    """After a failed banishing, the enemy takes the fiend with ``wizard``, or lets it go (``wizard`` empty)."""

    kind: ClassVar[str] = "fw_take_fiend"
    wizard: str

    def __str__(self) -> str:
        return f"{self.wizard} takes control of the fiend" if self.wizard else "the fiend is let go"


def summoned_profile(state: GameState, name: str) -> UnitProfile | None:
    return FIEND_PROFILE if name == FIEND else None


def fiend_of(state: GameState, wizard: str) -> Unit | None:
    for uid, held in power.power_kept(state).fiends.items():
        unit = state.units.get(uid)
        if str(held[0]) == wizard and unit is not None and unit.alive:
            return unit
    return None


def _uncontrolled(state: GameState) -> list[str]:
    """The active side's fiends that must be controlled (or banished) before anything is ordered."""
    now = ply(state)
    out = []
    for uid, held in power.power_kept(state).fiends.items():
        unit = state.units.get(uid)
        if unit is not None and unit.alive and unit.side == state.active and int(held[1]) < now:
            out.append(uid)
    return out


def _orders_step(state: GameState) -> bool:
    return state.phase == "command" and state.step == "orders"


def check_summon(state: GameState, action: SummonFiend) -> list[str]:
    if not _orders_step(state):
        return ["a fiend is summoned in the Orders step"]
    ch = state.characters.get(action.wizard)
    why = power.wizard_problems(state, ch, action.wizard)
    if why:
        return why
    assert ch is not None
    if fiend_of(state, ch.id) is not None:
        return [f"{ch.name} already has a fiend"]
    if ch.moved:
        return [f"{ch.name} has already moved; a fiend is summoned before he moves"]
    if _spot(state, ch) is None:
        return [f"there is no room for a fiend beside {ch.name}"]
    return []


def apply_summon(state: GameState, action: SummonFiend, dice: Dice) -> list[Event]:
    ch = state.characters[action.wizard]
    power.mark_used(state, ch, SUMMON)
    faces = tuple(dice.roll(2, 6, f"{ch.name}: summon a fiend"))
    ok = sum(faces) > OBEYS_ABOVE
    events: list[Event] = [DiceRolled(purpose=f"{ch.name}: summon a fiend", sides=6, faces=faces, target=OBEYS_ABOVE + 1,
                                      total=sum(faces), success=ok, outcome="it comes" if ok else "nothing comes",
                                      side=ch.side, rule="fw.power.fiend")]
    alive, paid = power.pay(state, ch, sum(faces), SUMMON)
    events += paid
    if not alive or not ok:
        return events
    spot = _spot(state, ch)
    assert spot is not None
    uid = state.free_unit_id("fiend")
    unit = Unit(id=uid, side=ch.side, profile="%" + FIEND, name=FIEND, stands=[Stand(*spot)], start_size=1,
                flags=dict(FIEND_FLAGS), no_more_orders=True)
    state.units[uid] = unit
    power.power_kept(state).fiends[uid] = [ch.id, ply(state)]
    ch.moved = True
    state.invalidate()
    return events + [PowerSpell(wizard=ch.id, wizard_name=ch.name, spell=SUMMON, unit=uid,
                                effect="a fiend stands beside him; neither moves this turn", rule="fw.power.fiend")]


def _spot(state: GameState, ch: Character, profile: UnitProfile = FIEND_PROFILE) -> tuple[int, int, int] | None:
    """A free pose touching the Wizard's stand, facing as he does, for a one-stand creature of ``profile``."""
    t = board.table(state)
    mine = board.character_base(state, ch)
    w, d = profile.base_mm
    for along, across in ((0, -1), (0, 1), (-1, 0), (1, 0)):
        gap_x = (mine.width + w) / 2 if along else 0.0
        gap_y = (mine.depth + d) / 2 if across else 0.0
        rad = math.radians(mine.facing)
        # Local (along, across) to table: x to the right of the facing, y back from it.
        lx, ly = along * gap_x, across * gap_y
        x = mine.x + lx * math.cos(rad) - ly * math.sin(rad)
        y = mine.y + lx * math.sin(rad) + ly * math.cos(rad)
        pose = (round(x), round(y), round(mine.facing) % 360)
        b = Base(id="fiend.0", owner="fiend", side=ch.side, x=pose[0], y=pose[1], facing=pose[2], width=w, depth=d)
        if not t.overlaps(b, mover=Mover.INFANTRY, ignore=(ch.id,), include_characters=True):
            return pose
    return None


def check_control(state: GameState, action: ControlFiend) -> list[str]:
    if not _orders_step(state):
        return ["a fiend is controlled in the Orders step"]
    ch = state.characters.get(action.wizard)
    if ch is None or not ch.alive:
        return [f"there is no Wizard {action.wizard!r} on the table"]
    unit = fiend_of(state, ch.id)
    if unit is None or unit.id not in _uncontrolled(state):
        return [f"{ch.name} has no fiend to control this turn"]
    if not 1 <= action.dice <= MOST_CONTROL_DICE:
        return [f"control takes 1 to {MOST_CONTROL_DICE} dice, not {action.dice}"]
    return []


def apply_control(state: GameState, action: ControlFiend, dice: Dice) -> list[Event]:
    ch = state.characters[action.wizard]
    unit = fiend_of(state, ch.id)
    assert unit is not None
    power.mark_used(state, ch, "Control the fiend")
    power.power_kept(state).fiends[unit.id][1] = ply(state)
    faces = tuple(dice.roll(action.dice, 6, f"{ch.name}: control the fiend"))
    ok = sum(faces) > OBEYS_ABOVE
    events: list[Event] = [DiceRolled(purpose=f"{ch.name}: control the fiend", sides=6, faces=faces,
                                      target=OBEYS_ABOVE + 1, total=sum(faces), success=ok,
                                      outcome="it obeys" if ok else "it slips his grip", side=ch.side,
                                      rule="fw.power.fiend_control")]
    alive, paid = power.pay(state, ch, sum(faces), "control of the fiend")
    events += paid
    if not alive:
        return events + _gone(state, unit, "its master is dead")
    if ok:
        return events
    need = save_score(state, ch)
    face = dice.roll(1, 6, f"{ch.name}: saving throw against his fiend")[0]
    saved = face >= need
    events.append(DiceRolled(purpose=f"{ch.name}: saving throw against his fiend", sides=6, faces=(face,), target=need,
                             total=face, success=saved, outcome="he masters it" if saved else "it tears him apart",
                             side=ch.side, rule="fw.power.fiend_control"))
    if not saved:
        events += slay_character(state, ch, "his fiend broke free", "fw.power.fiend_control")
        return events + _gone(state, unit, "its master is dead")
    unit.no_more_orders = True
    return events + [PowerSpell(wizard=ch.id, wizard_name=ch.name, spell="", unit=unit.id, unit_name=unit.name,
                                effect="obeys again, but does not move this turn", rule="fw.power.fiend_control")]


def check_banish(state: GameState, action: BanishFiend) -> list[str]:
    if not _orders_step(state):
        return ["a fiend is banished in the Orders step"]
    ch = state.characters.get(action.wizard)
    if ch is None or not ch.alive or ch.side != state.active or fiend_of(state, ch.id) is None:
        return ["only a Wizard with a fiend of his side banishes it, in his side's turn"]
    return []


def apply_banish(state: GameState, action: BanishFiend, dice: Dice) -> list[Event]:
    ch = state.characters[action.wizard]
    unit = fiend_of(state, ch.id)
    assert unit is not None
    faces = tuple(dice.roll(2, 6, f"{ch.name}: banish the fiend"))
    events: list[Event] = [DiceRolled(purpose=f"{ch.name}: banish the fiend", sides=6, faces=faces, total=sum(faces),
                                      outcome=f"costs {sum(faces)} power", side=ch.side, rule="fw.power.fiend_banish")]
    alive, paid = power.pay(state, ch, sum(faces), "banishing the fiend")
    events += paid
    if alive:
        return events + _gone(state, unit, "banished")
    k = power.power_kept(state)
    k.fiends[unit.id] = ["", ply(state)]
    k.loose = unit.id
    return events + [PowerSpell(wizard=ch.id, wizard_name=ch.name, spell="", unit=unit.id, unit_name=unit.name,
                                effect=f"is not banished: {state.sides[1 - ch.side].name} may take control of it",
                                rule="fw.power.fiend_banish")]


def check_take(state: GameState, action: TakeFiend) -> list[str]:
    loose = power.power_kept(state).loose
    if not loose:
        return ["no fiend is loose"]
    if not action.wizard:
        return []
    ch = state.characters.get(action.wizard)
    unit = state.units[loose]
    if ch is None or not ch.alive or ch.side == unit.side or not power.is_wizard(state, ch):
        return ["the fiend is taken by a Wizard of the other side"]
    if fiend_of(state, ch.id) is not None:
        return [f"{ch.name} already has a fiend"]
    return []


def apply_take(state: GameState, action: TakeFiend, dice: Dice) -> list[Event]:
    k = power.power_kept(state)
    unit = state.units[k.loose]
    k.loose = ""
    if not action.wizard:
        return _gone(state, unit, "nobody takes it: it vanishes")
    ch = state.characters[action.wizard]
    unit.side = ch.side
    unit.no_more_orders = True
    # He controls it from his own next turn, as the seed's control in later movement phases.
    k.fiends[unit.id] = [ch.id, ply(state)]
    state.invalidate()
    return [PowerSpell(wizard=ch.id, wizard_name=ch.name, spell="", unit=unit.id, unit_name=unit.name,
                       effect=f"changes sides to {state.sides[ch.side].name}: he will control it from his next turn", rule="fw.power.fiend_banish")]


def legal_summons(state: GameState) -> list[Action]:
    if not _orders_step(state) or not state.ruleset.has(power.MODULE_ID):
        return []
    out: list[Action] = []
    for ch in state.live_characters(state.active):
        for a in (SummonFiend(ch.id), BanishFiend(ch.id), *(ControlFiend(ch.id, n) for n in (2, 3, 4))):
            if not state.ruleset.handlers[a.kind].check(state, a):
                out.append(a)
    return out


def legal_takes(state: GameState) -> list[Action]:
    loose = power.power_kept(state).loose if state.ruleset.has(power.MODULE_ID) else ""
    if not loose:
        return []
    side = 1 - state.units[loose].side
    out: list[Action] = [TakeFiend("")]
    out += [TakeFiend(c.id) for c in state.live_characters(side) if not check_take(state, TakeFiend(c.id))]
    return out


def _gone(state: GameState, unit: Unit, why: str) -> list[Event]:
    unit.destroyed = True
    power.power_kept(state).fiends.pop(unit.id, None)
    state.invalidate()
    return [PowerSpell(wizard="", wizard_name="", spell="", unit=unit.id, unit_name=unit.name,
                       effect=f"is gone from the table ({why})", rule="fw.power.fiend")]


def fiend_waits(state: GameState, action: Action) -> str:
    """A loose fiend waits for the enemy's choice; an uncontrolled one must be controlled before it acts."""
    k = power.power_kept(state)
    if k.loose and action.kind != TakeFiend.kind:
        return f"{state.sides[1 - state.units[k.loose].side].name} must first say whether they take the fiend"
    waiting = _uncontrolled(state) if state.phase == "command" else []
    if waiting and action.kind in ("order", "initiative_charge", "evade"):
        named = getattr(action, "units", ()) or (getattr(action, "unit", ""),)
        if any(u in waiting for u in named):
            return "the fiend must be controlled (or banished) before it does anything this turn"
    return ""


def blocks_leaving(state: GameState) -> str:
    if power.power_kept(state).loose:
        return "the loose fiend waits for the enemy's choice"
    if _orders_step(state) and _uncontrolled(state):
        return "control (or banish) the fiend before the Orders step ends"
    return ""


def decider(state: GameState) -> int | None:
    loose = power.power_kept(state).loose if state.ruleset.has(power.MODULE_ID) else ""
    return 1 - state.units[loose].side if loose else None


def after_action(state: GameState, dice: Dice) -> list[Event]:
    """A fiend whose Wizard died by other means goes with him."""
    events: list[Event] = []
    k = power.power_kept(state)
    for uid, held in list(k.fiends.items()):
        ch = state.characters.get(str(held[0]))
        unit = state.units.get(uid)
        if unit is not None and unit.alive and held[0] and (ch is None or not ch.alive):
            events += _gone(state, unit, "its master is dead")
    return events
