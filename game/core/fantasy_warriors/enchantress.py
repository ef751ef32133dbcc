"""The Amazon enchantress (Fantasy Warriors' "Amazon enchantress"): six enchantment counters, the enchantment
roll and its table.

In her side's Shooting phase, as her magic for the turn, an enchantress who touches no other piece picks an
enemy unit she sees within 60 cm (the seed's 24 in; short range to 30 cm) that is neither fighting nor
confused. The unit rolls 1D6 (its quality) with the seed's modifiers and the table is read:
0 or less, it is enchanted and one counter goes with it; 1-2, it is confused and she keeps her counters;
3-4, she spends one; 5 or more, she spends two, and if she has not two left her power is spent: every unit
she holds is free, and she has no more counters this battle. What an enchanted unit does, and how it is
freed, is in ``enchanted``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.confusion import confuse
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.fantasy_warriors.events import TableRead
from game.core.fantasy_warriors.individuals_kept import individuals_kept
from game.core.fantasy_warriors.power_events import PowerSpell
from game.core.fantasy_warriors.states import fw_options, is_shaken
from game.core.magic import record
from game.core.magic.effects import ply
from game.core.state import Character, GameState, Unit

MODULE_ID = "fw-individuals"
RULE = "fw.individuals.enchantress"
COUNTERS = 6
SHORT_MM, LONG_MM = 300, 600
LEADER_MM = 200
SPELL = "Enchantment"
# The lists whose warriors the seed calls tribal, and the word naming stupid creatures (Warhammer's trolls).
TRIBAL_ARMIES = ("orcs",)
STUPID_WORD = "troll"
# Quality from what a unit costs: a levy under 50 points, a veteran from 100.
LEVY_BELOW, VETERAN_FROM = 50, 100
# The table's rows: (highest score of the row or None, suffix, what it says).
ROWS = (
    (0, "enchanted", "the unit is enchanted; the counter stays with it"),
    (2, "confused", "the enchantment fails; the unit is confused and she keeps her counters"),
    (4, "one", "the enchantment fails; she spends one counter"),
    (None, "two", "the enchantment fails; she spends two counters, and her power is spent if she has not two"),
)


@dataclass(frozen=True)
class Enchant(Action):
    kind: ClassVar[str] = "fw_enchant"
    enchantress: str
    target: str

    def __str__(self) -> str:
        return f"{self.enchantress} enchants {self.target}"


def is_enchantress(state: GameState, ch: Character) -> bool:
    return "enchantress" in state.character_profile(ch).special


def counters_left(state: GameState, ch: Character) -> int:
    k = individuals_kept(state)
    if ch.id in k.spent:
        return 0
    return k.counters.get(ch.id, COUNTERS)


def holder(state: GameState, unit: Unit) -> Character | None:
    """The enchantress who holds the unit, or None."""
    if not state.ruleset.has(MODULE_ID):
        return None
    held = individuals_kept(state).enchanted.get(unit.id)
    return state.characters.get(str(held[0])) if held else None


def _touches_anything(state: GameState, ch: Character) -> str:
    if ch.joined:
        return state.units[ch.joined].name if ch.joined in state.units else ch.joined
    t = board.table(state)
    for u in state.live_units():
        if t.owner_distance(ch.id, u.id) <= 1.0:
            return u.name
    for c in state.live_characters():
        if c.id != ch.id and not c.off_table and not c.joined and t.owner_distance(ch.id, c.id) <= 1.0:
            return c.name
    return ""


def check_enchant(state: GameState, action: Enchant) -> list[str]:
    if state.phase != "shooting":
        return ["an enchantress uses her power in the Shooting phase, as her magic for the turn"]
    ch = state.characters.get(action.enchantress)
    if ch is None or not ch.alive or ch.off_table or ch.side != state.active or not is_enchantress(state, ch):
        return ["only an enchantress of the side to play enchants"]
    if ch.id in individuals_kept(state).spent:
        return [f"{ch.name}'s power is spent for the battle"]
    if counters_left(state, ch) <= 0:
        return [f"{ch.name} has no enchantment counters beside her"]
    done = record.spells_cast(state, ch.id)
    if done:
        return [f"{ch.name} has already used her magic this turn ({done[-1]})"]
    other = _touches_anything(state, ch)
    if other:
        return [f"{ch.name} touches {other}; she enchants only standing apart from every other piece"]
    unit = state.units.get(action.target)
    if unit is None or not unit.alive or unit.side == ch.side:
        return ["an enchantress enchants an enemy unit"]
    if action.target in individuals_kept(state).enchanted:
        return [f"{unit.name} is enchanted already"]
    if unit.engaged:
        return [f"{unit.name} is in combat; a unit fighting cannot be enchanted"]
    if unit.confused or is_shaken(state, unit):
        return [f"{unit.name} is {'confused' if unit.confused else 'shaken'}; a unit reacting cannot be enchanted"]
    t = board.table(state)
    d = t.owner_distance(ch.id, unit.id)
    if d > LONG_MM + 0.01:
        return [f"{unit.name} is {d / 10:.0f} cm away; her enchantment reaches 60 cm"]
    if not t.can_see(ch.id, unit.id, all_round=True).visible:
        return [f"{ch.name} cannot see {unit.name}"]
    return []


def enchant_modifiers(state: GameState, ch: Character, unit: Unit) -> list[Modifier]:
    """The seed's modifiers to the unit's quality roll, each in Warhost's terms."""
    r = RULE + ".roll"
    prof = state.unit_profile(unit)
    mods: list[Modifier] = []
    if prof.points < LEVY_BELOW:
        mods.append(Modifier(-1, r, f"levy ({prof.points} points)"))
    elif prof.points >= VETERAN_FROM:
        mods.append(Modifier(1, r, f"veterans ({prof.points} points)"))
    t = board.table(state)
    friends = [c for c in state.live_characters(unit.side) if not c.off_table]
    if not any(c.joined == unit.id or t.owner_distance(c.id, unit.id) <= LEADER_MM for c in friends):
        mods.append(Modifier(-2, r, "no leader within 20 cm"))
    if state.army_of(unit).id in TRIBAL_ARMIES:
        mods.append(Modifier(-2, r, "tribal"))
    if prof.name.lower().split()[-1].rstrip("s") == STUPID_WORD:
        mods.append(Modifier(-3, r, "stupid"))
    if any(c.joined == unit.id for c in friends):
        mods.append(Modifier(2, r, "disciplined: a character with it"))
    opts = fw_options(state)
    if opts.bad_light or opts.night:
        mods.append(Modifier(1, r, "bad light"))
    if t.owner_distance(ch.id, unit.id) <= SHORT_MM + 0.01:
        mods.append(Modifier(-1, r, "short range"))
    else:
        mods.append(Modifier(1, r, "long range"))
    return mods


def row(score: int) -> tuple[str, str, str]:
    """(suffix, the row's words, what it does) for an enchantment score."""
    for top, suffix, effect in ROWS:
        if top is None or score <= top:
            line = {"enchanted": "0 or less", "confused": "1 to 2", "one": "3 to 4", "two": "5 or more"}[suffix]
            return suffix, line, effect
    raise AssertionError("the last row takes every score")


def apply_enchant(state: GameState, action: Enchant, dice: Dice) -> list[Event]:
    ch, unit = state.characters[action.enchantress], state.units[action.target]
    record.note_cast(state, ch.id, SPELL)
    mods = enchant_modifiers(state, ch, unit)
    face = dice.roll(1, 6, f"{unit.name}: quality against {ch.name}'s enchantment")[0]
    score = face + sum(m.value for m in mods)
    suffix, line, effect = row(score)
    events: list[Event] = [
        DiceRolled(purpose=f"{unit.name}: quality against {ch.name}'s enchantment", sides=6, faces=(face,),
                   modifiers=tuple(mods), total=score, success=score > 0,
                   outcome="enchanted" if score <= 0 else "not enchanted", side=unit.side, rule=RULE + ".roll"),
        TableRead(what=f"{ch.name}'s enchantment", score=score, line=line, effect=effect, rule=f"{RULE}.{suffix}"),
    ]
    k = individuals_kept(state)
    left = counters_left(state, ch)
    if suffix == "enchanted":
        k.counters[ch.id] = left - 1
        k.enchanted[unit.id] = [ch.id, ply(state), 0]
        return events + [PowerSpell(wizard=ch.id, wizard_name=ch.name, spell=SPELL, unit=unit.id,
                                    unit_name=unit.name, effect="is enchanted: it marches to her and will not fight",
                                    rule=f"{RULE}.enchanted")]
    if suffix == "confused":
        return events + confuse(state, unit, f"{ch.name}'s enchantment", f"{RULE}.confused")
    cost = 1 if suffix == "one" else 2
    if left < cost:
        return events + spend_power(state, ch)
    k.counters[ch.id] = left - cost
    return events + [PowerSpell(wizard=ch.id, wizard_name=ch.name, spell=SPELL, effect=f"spends {cost} "
                                f"enchantment counter{'s' if cost > 1 else ''}: {left - cost} left",
                                rule=f"{RULE}.{suffix}")]


def spend_power(state: GameState, ch: Character) -> list[Event]:
    """Her power is spent: every unit she holds is free, and her counters are gone."""
    k = individuals_kept(state)
    if ch.id not in k.spent:
        k.spent.append(ch.id)
    k.counters[ch.id] = 0
    events: list[Event] = [PowerSpell(wizard=ch.id, wizard_name=ch.name, spell=SPELL,
                                      effect="has not the counters to pay: her power is spent for the battle",
                                      rule=f"{RULE}.spent")]
    for uid, held in sorted(k.enchanted.items()):
        if str(held[0]) == ch.id:
            del k.enchanted[uid]
            u = state.units.get(uid)
            events.append(PowerSpell(wizard=ch.id, wizard_name=ch.name, spell=SPELL, unit=uid,
                                     unit_name=u.name if u else uid, effect="is free of her spell",
                                     rule=f"{RULE}.spent"))
    return events


def legal_enchants(state: GameState) -> list[Action]:
    if state.phase != "shooting":
        return []
    out: list[Action] = []
    for ch in state.live_characters(state.active):
        if not is_enchantress(state, ch):
            continue
        for u in state.live_units(1 - state.active):
            a = Enchant(ch.id, u.id)
            if not check_enchant(state, a):
                out.append(a)
    return out


def character_counters(state: GameState, ch: Character) -> list[str]:
    """Her counters on her card: those beside her, and those with units she holds."""
    if not state.ruleset.has(MODULE_ID) or not is_enchantress(state, ch):
        return []
    k = individuals_kept(state)
    if ch.id in k.spent:
        return ["enchantment spent"]
    held = sum(1 for v in k.enchanted.values() if str(v[0]) == ch.id)
    n = counters_left(state, ch)
    out = [f"{n} enchantment{'s' if n != 1 else ''} left"]
    return out + ([f"holds {held} unit{'s' if held != 1 else ''}"] if held else [])


def enchant_odds(state: GameState, ch: Character, unit: Unit) -> dict[str, float]:
    """The chance of each row of the table (by its suffix) for this enchantress and unit now."""
    total = sum(m.value for m in enchant_modifiers(state, ch, unit))
    out = {suffix: 0.0 for _, suffix, _ in ROWS}
    for face in range(1, 7):
        out[row(face + total)[0]] += 1 / 6
    return out
