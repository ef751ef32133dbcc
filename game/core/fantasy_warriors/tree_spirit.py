"""The druid's tree spirit (Fantasy Warriors' "Summoning a tree spirit").

In the Orders step, before he moves, a druid touching a wood pays 2D6 of power (``fw-power``'s pool): a tree
spirit stands beside him, and neither moves this turn. In each of his later Orders steps he controls it for
1D6, before it is ordered; on a 1 he pays and makes a saving throw, and if he fails he is slain and the
spirit goes. While he controls it he may not move from the wood. Not controlled in his Orders step, or with
its druid dead or away from the wood, or unpaid, the spirit is gone. One spirit to a druid.

The spirit, "treated as if it were an individual", is a one-stand unit of his side ordered as any unit and
walking as infantry does (into woods too). Its stat line, argued from Warmaster's Treeman (monster 6/4/4+,
terror): monster, Attacks 6, Hits 4, Armour 4+, terror; summoned, it counts for neither break point nor
victory points. The model of a tree the seed removes is not shown: a wood is drawn as a whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.fantasy_warriors import power
from game.core.fantasy_warriors.duel import save_score
from game.core.fantasy_warriors.fiend import FIEND_FLAGS, _spot
from game.core.fantasy_warriors.individuals_kept import individuals_kept
from game.core.fantasy_warriors.power_events import PowerSpell
from game.core.magic.effects import ply
from game.core.moves import slay_character
from game.core.profiles import UnitProfile, UnitType
from game.core.state import Character, GameState, Stand, Unit

MODULE_ID = "fw-individuals"
RULE = "fw.individuals.tree_spirit"
SPIRIT = "Tree Spirit"
SPIRIT_PROFILE = UnitProfile(name=SPIRIT, type=UnitType.MONSTER, attacks=6, hits=4, armour=4, size=1, points=0,
                             special=("terror", "tree_spirit"))
WOODS = ("wood",)
SLIPS_ON = 1


@dataclass(frozen=True)
class SummonSpirit(Action):
    kind: ClassVar[str] = "fw_tree_spirit"
    druid: str
    terrain: str

    def __str__(self) -> str:
        return f"{self.druid} summons a tree spirit from {self.terrain}"


@dataclass(frozen=True)
class ControlSpirit(Action):
    kind: ClassVar[str] = "fw_tree_spirit_control"
    druid: str

    def __str__(self) -> str:
        return f"{self.druid} controls his tree spirit"


def summoned_profile(state: GameState, name: str) -> UnitProfile | None:
    return SPIRIT_PROFILE if name == SPIRIT else None


def is_spirit(unit: Unit) -> bool:
    return unit.profile == "%" + SPIRIT


def moves_as(state: GameState, unit: Unit, answer: str) -> str:
    """The ``MOVES_AS`` answer: the spirit walks as infantry, woods and all."""
    return "infantry" if is_spirit(unit) else answer


def spirit_of(state: GameState, druid: str) -> Unit | None:
    for uid, held in individuals_kept(state).spirits.items():
        unit = state.units.get(uid)
        if str(held[0]) == druid and unit is not None and unit.alive:
            return unit
    return None


def _druid(state: GameState, druid_id: str) -> tuple[Character | None, list[str]]:
    from game.core.fantasy_warriors.druid import is_druid

    if not (state.phase == "command" and state.step == "orders"):
        return None, ["a tree spirit is summoned and controlled in the Orders step"]
    if not state.ruleset.has(power.MODULE_ID):
        return None, ["a druid's power is paid from his pool: switch on fw-power"]
    ch = state.characters.get(druid_id)
    if ch is None or not ch.alive or ch.off_table or ch.side != state.active or not is_druid(state, ch):
        return None, ["only a druid of the side to play summons a tree spirit"]
    return ch, []


def check_summon(state: GameState, action: SummonSpirit) -> list[str]:
    ch, why = _druid(state, action.druid)
    if why:
        return why
    assert ch is not None
    if spirit_of(state, ch.id) is not None:
        return [f"{ch.name} already controls a tree spirit"]
    if ch.moved:
        return [f"{ch.name} has moved; a tree spirit is summoned before he moves"]
    spec = next((t for t in state.terrain if t.id == action.terrain), None)
    if spec is None or spec.kind not in WOODS:
        return ["a tree spirit comes out of a wood"]
    if board.table(state).terrain_distance(board.character_base(state, ch), spec.id) > 1.0:
        return [f"{ch.name} must touch {spec.name or 'the wood'}"]
    why = power.wizard_problems(state, ch, ch.id)
    if why:
        return why
    if _spot(state, ch, SPIRIT_PROFILE) is None:
        return [f"there is no room for a tree spirit beside {ch.name}"]
    return []


def apply_summon(state: GameState, action: SummonSpirit, dice: Dice) -> list[Event]:
    ch = state.characters[action.druid]
    power.mark_used(state, ch, "tree spirit")
    faces = tuple(dice.roll(2, 6, f"{ch.name}: summon a tree spirit"))
    events: list[Event] = [DiceRolled(purpose=f"{ch.name}: summon a tree spirit", sides=6, faces=faces,
                                      total=sum(faces), outcome=f"costs {sum(faces)} power", side=ch.side, rule=RULE)]
    alive, paid = power.pay(state, ch, sum(faces), "a tree spirit")
    events += paid
    if not alive:
        return events
    spot = _spot(state, ch, SPIRIT_PROFILE)
    assert spot is not None
    uid = state.free_unit_id("spirit")
    state.units[uid] = Unit(id=uid, side=ch.side, profile="%" + SPIRIT, name=SPIRIT, stands=[Stand(*spot)],
                            start_size=1, flags=dict(FIEND_FLAGS), no_more_orders=True)
    individuals_kept(state).spirits[uid] = [ch.id, action.terrain, ply(state)]
    ch.moved = True
    state.invalidate()
    return events + [PowerSpell(wizard=ch.id, wizard_name=ch.name, spell="", unit=uid, unit_name=SPIRIT,
                                effect=f"steps out of the wood beside {ch.name}; neither moves this turn", rule=RULE)]


def _uncontrolled(state: GameState) -> list[str]:
    now = ply(state)
    out = []
    for uid, held in individuals_kept(state).spirits.items():
        unit = state.units.get(uid)
        if unit is not None and unit.alive and unit.side == state.active and int(held[2]) < now:
            out.append(uid)
    return out


def check_control(state: GameState, action: ControlSpirit) -> list[str]:
    ch, why = _druid(state, action.druid)
    if why:
        return why
    assert ch is not None
    unit = spirit_of(state, ch.id)
    if unit is None or unit.id not in _uncontrolled(state):
        return [f"{ch.name} has no tree spirit to control this turn"]
    return []


def apply_control(state: GameState, action: ControlSpirit, dice: Dice) -> list[Event]:
    ch = state.characters[action.druid]
    unit = spirit_of(state, ch.id)
    assert unit is not None
    k = individuals_kept(state)
    k.spirits[unit.id][2] = ply(state)
    power.mark_used(state, ch, "tree spirit")
    ch.moved = True  # he may not leave the wood while he controls it
    (face,) = dice.roll(1, 6, f"{ch.name}: control the tree spirit")
    slips = face == SLIPS_ON
    events: list[Event] = [DiceRolled(purpose=f"{ch.name}: control the tree spirit", sides=6, faces=(face,),
                                      total=face, success=not slips,
                                      outcome=f"costs {face} power" + ("; it slips his grip" if slips else ""),
                                      side=ch.side, rule=f"{RULE}.control")]
    alive, paid = power.pay(state, ch, face, "control of the tree spirit")
    events += paid
    if not alive:
        return events + gone(state, unit.id, "its druid is dead")
    if not slips:
        return events
    need = save_score(state, ch)
    save = dice.roll(1, 6, f"{ch.name}: saving throw against his tree spirit")[0]
    events.append(DiceRolled(purpose=f"{ch.name}: saving throw against his tree spirit", sides=6, faces=(save,),
                             target=need, total=save, success=save >= need,
                             outcome="he holds it" if save >= need else "it turns on him", side=ch.side,
                             rule=f"{RULE}.control"))
    if save >= need:
        return events
    events += slay_character(state, ch, "his tree spirit turned on him", f"{RULE}.control")
    return events + gone(state, unit.id, "its druid is dead")


def gone(state: GameState, uid: str, why: str) -> list[Event]:
    individuals_kept(state).spirits.pop(uid, None)
    unit = state.units.get(uid)
    if unit is None or not unit.alive:
        return []
    unit.destroyed = True
    state.invalidate()
    return [PowerSpell(wizard="", wizard_name="", spell="", unit=uid, unit_name=unit.name,
                       effect=f"is gone from the table ({why})", rule=RULE)]


def action_check(state: GameState, action: Action) -> list[str]:
    """The hook ``ACTION_CHECK``: a spirit not yet controlled this turn is not ordered."""
    if action.kind not in ("order", "initiative_charge") or not individuals_kept(state).spirits:
        return []
    named = getattr(action, "units", ()) or (getattr(action, "unit", ""),)
    if any(u in _uncontrolled(state) for u in named):
        return ["the tree spirit must be controlled by its druid before it is ordered this turn"]
    return []


def after_action(state: GameState, dice: Dice) -> list[Event]:
    """The spirit goes with its druid, when he leaves its wood, or when his Orders step passes unpaid."""
    k = individuals_kept(state)
    if not k.spirits:
        return []
    events: list[Event] = []
    past_orders = not (state.phase == "command" and state.step in ("initiative", "home_back", "orders"))
    for uid, held in sorted(k.spirits.items()):
        ch = state.characters.get(str(held[0]))
        unit = state.units.get(uid)
        if unit is None or not unit.alive:
            k.spirits.pop(uid, None)
        elif ch is None or not ch.alive:
            events += gone(state, uid, "its druid is dead")
        elif board.table(state).terrain_distance(board.character_base(state, ch), str(held[1])) > 1.0:
            events += gone(state, uid, f"{ch.name} left its wood")
        elif unit.side == state.active and past_orders and int(held[2]) < ply(state):
            events += gone(state, uid, f"{ch.name} did not control it")
    return events


def legal_spirits(state: GameState) -> list[Action]:
    if not (state.phase == "command" and state.step == "orders") or not state.ruleset.has(power.MODULE_ID):
        return []
    out: list[Action] = []
    for ch in state.live_characters(state.active):
        c = ControlSpirit(ch.id)
        if not check_control(state, c):
            out.append(c)
        for t in state.terrain:
            a = SummonSpirit(ch.id, t.id)
            if t.kind in WOODS and not check_summon(state, a):
                out.append(a)
    return out
