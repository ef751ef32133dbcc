"""The unit states every Fantasy Warriors module shares: eager, shaken, bad omens, and the contingents.

Eager (Fantasy Warriors' blood lust): the unit must charge an enemy on its initiative when it can, and each of its
stands has +1 Attack in a round it charges; it ends when the unit is confused or loses a combat. A unit
that would become eager while confused becomes eager when it recovers. Shaken: -1 to every order given to
the unit and -1 Attack a stand, until the end of its side's next turn (the one after, if it is shaken in
its own turn). Bad omens are a side's for the rest of the battle. Everything is kept in ``StatesKept``,
the "fw-states" module's typed state, and every change is a ``CounterChanged`` event.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.confusion import confuse
from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.fantasy_warriors.events import CounterChanged, OmensChanged
from game.core.kept import kept
from game.core.state import Character, GameState, Unit, id_key

MODULE_ID = "fw-states"
MERCENARY_FLAG = "bought:mercenary"
EAGER, SHAKEN, FLYING, FIREWATER, POISONED = "eager", "shaken", "flying", "firewater", "poisoned volleys"
TALISMAN, POISON_READY, ON_HOLD = "talisman", "poison ready", "on hold"


@dataclass
class StatesKept:
    """Eager units, units waiting to be eager once they recover, shaken units (id -> the game turn at the
    end of whose side's turn it ends), sides with bad omens, each unit's contingent (unit id -> the Hero's
    or General's id), and the sides ready for battle."""

    eager: list[str] = field(default_factory=list)
    eager_waiting: list[str] = field(default_factory=list)
    shaken: dict[str, int] = field(default_factory=dict)
    bad_omens: list[int] = field(default_factory=list)
    contingents: dict[str, str] = field(default_factory=dict)
    # Sides that have made their choices before the battle.
    ready: list[int] = field(default_factory=list)

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        return {
            "eager": sorted(self.eager, key=id_key),
            "eager_waiting": sorted(self.eager_waiting, key=id_key),
            "shaken": {k: self.shaken[k] for k in sorted(self.shaken, key=id_key)},
            "bad_omens": sorted(self.bad_omens),
            "contingents": {k: self.contingents[k] for k in sorted(self.contingents, key=id_key)},
            "ready": sorted(self.ready),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> StatesKept:
        return cls(
            eager=list(d.get("eager", [])),
            eager_waiting=list(d.get("eager_waiting", [])),
            shaken={str(k): int(v) for k, v in (d.get("shaken") or {}).items()},
            bad_omens=[int(s) for s in d.get("bad_omens", [])],
            contingents={str(k): str(v) for k, v in (d.get("contingents") or {}).items()},
            ready=[int(s) for s in d.get("ready", [])],
        )


@dataclass(frozen=True)
class StatesOptions:
    """``night`` and ``bad_light``: the battle is fought at night (which brings bad light) or in bad light;
    speeches and the goblin war chant read them."""

    night: bool = False
    bad_light: bool = False

    def problems(self) -> list[str]:
        return [f"{n} must be true or false" for n in ("night", "bad_light") if not isinstance(getattr(self, n), bool)]


def fw_options(state: GameState) -> StatesOptions:
    return state.ruleset.option(MODULE_ID)  # type: ignore[no-any-return]


def states(state: GameState) -> StatesKept:
    return kept(state, MODULE_ID, StatesKept)


def is_eager(state: GameState, unit: Unit) -> bool:
    return state.ruleset.has(MODULE_ID) and unit.id in states(state).eager


def is_shaken(state: GameState, unit: Unit) -> bool:
    return state.ruleset.has(MODULE_ID) and unit.id in states(state).shaken


def bad_omens(state: GameState, side: int) -> bool:
    return state.ruleset.has(MODULE_ID) and side in states(state).bad_omens


# ------------------------------------------------------------------ changing states
def make_eager(state: GameState, unit: Unit, cause: str, rule: str) -> list[Event]:
    """The unit goes into blood lust; a confused unit does so when it recovers."""
    k = states(state)
    if not unit.alive or unit.id in k.eager or unit.id in k.eager_waiting:
        return []
    if unit.confused:
        k.eager_waiting.append(unit.id)
        return [CounterChanged(unit=unit.id, unit_name=unit.name, counter=EAGER, placed=False,
                               cause=f"{cause}; confused, it becomes eager when it recovers", rule=rule)]
    k.eager.append(unit.id)
    return [CounterChanged(unit=unit.id, unit_name=unit.name, counter=EAGER, placed=True, cause=cause, rule=rule)]


def end_eager(state: GameState, unit: Unit, cause: str, rule: str) -> list[Event]:
    k = states(state)
    if unit.id not in k.eager:
        return []
    k.eager.remove(unit.id)
    return [CounterChanged(unit=unit.id, unit_name=unit.name, counter=EAGER, placed=False, cause=cause, rule=rule)]


def shaken_until(state: GameState, unit: Unit) -> int:
    """The game turn at the end of whose side's turn a unit shaken now recovers."""
    if not state.started or state.ruleset.pre_battle_index(state.phase, state.step) is not None:
        return 1  # before the battle: the end of its side's first turn
    if unit.side == state.active:
        return state.turn + 1
    # Shaken in the enemy's turn: its own next turn, later in this game turn if its side plays second.
    return state.turn if state.active == state.first_side else state.turn + 1


def make_shaken(state: GameState, unit: Unit, cause: str, rule: str) -> list[Event]:
    if not unit.alive:
        return []
    k = states(state)
    until = max(k.shaken.get(unit.id, 0), shaken_until(state, unit))
    fresh = unit.id not in k.shaken
    k.shaken[unit.id] = until
    if not fresh:
        return []
    return [CounterChanged(unit=unit.id, unit_name=unit.name, counter=SHAKEN, placed=True, cause=cause, rule=rule)]


def shake_and_confuse(state: GameState, unit: Unit, cause: str, rule: str) -> list[Event]:
    """Fantasy Warriors' "shaken and disorganized"; a confused unit loses any blood lust."""
    events = make_shaken(state, unit, cause, rule) + confuse(state, unit, cause, rule)
    return events + end_eager(state, unit, "confused", "fw.eager")


def make_omens_bad(state: GameState, side: int, cause: str, rule: str) -> list[Event]:
    k = states(state)
    if side in k.bad_omens:
        return []
    k.bad_omens.append(side)
    return [OmensChanged(side=side, side_name=state.sides[side].name, cause=cause, rule=rule)]


# ------------------------------------------------------------------ contingents
def settle_contingents(state: GameState) -> None:
    """Give every unit on the table to a contingent once, when the armies are set up: the General's or a
    Hero's that it is joined by, else the nearest of them (Fantasy Warriors' commands; Warhost has no other)."""
    k = states(state)
    if k.contingents:
        return
    for unit in state.live_units():
        # A destroyer or marksman (fw-individuals) is a Hero with one trade and no other: he leads no contingent.
        leaders = [c for c in state.live_characters(unit.side) if state.character_profile(c).rank.value in ("general", "hero")
                   and not {"destroyer", "marksman"} & set(state.character_profile(c).special)]
        if state.ruleset.has("fw-mercenaries"):
            # Hired units follow their own Hero (the first hired, by id) and nobody else's follow him.
            hired = bool(unit.flags.get(MERCENARY_FLAG))
            leaders = [c for c in leaders if bool(c.flags.get(MERCENARY_FLAG)) == hired]
            if hired:
                leaders = sorted(leaders, key=lambda c: id_key(c.id))[:1]
        # Allied Generals: a unit follows a leader of its own army (the ``ally`` flag), never the ally's.
        leaders = [c for c in leaders if bool(c.flags.get("ally")) == bool(unit.flags.get("ally"))]
        if not leaders:
            continue
        joined = [c for c in leaders if c.joined == unit.id]
        cx = sum(s.x for s in unit.stands) / len(unit.stands)
        cy = sum(s.y for s in unit.stands) / len(unit.stands)
        pool = joined or leaders
        best = min(pool, key=lambda c: ((c.x - cx) ** 2 + (c.y - cy) ** 2, id_key(c.id)))
        k.contingents[unit.id] = best.id


def contingent(state: GameState, unit: Unit) -> list[Unit]:
    """The live units of the unit's contingent (itself included)."""
    leader = states(state).contingents.get(unit.id)
    if leader is None:
        return [unit]
    return [u for u in state.live_units(unit.side) if states(state).contingents.get(u.id) == leader]


def leader_of(state: GameState, unit: Unit) -> Character | None:
    cid = states(state).contingents.get(unit.id)
    return None if cid is None else state.characters.get(cid)


# ------------------------------------------------------------------ the states' effects
def order_penalty(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    if any(is_shaken(state, u) for u in units):
        return [Modifier(-1, "fw.shaken", "shaken")]
    return []


def attack_changes(state: GameState, unit: Unit, charging: bool) -> list[Modifier]:
    out = []
    if is_shaken(state, unit):
        out.append(Modifier(-1, "fw.shaken", "shaken"))
    if charging and is_eager(state, unit):
        out.append(Modifier(1, "fw.eager", "eager charge"))
    return out


def must_charge(state: GameState, unit: Unit, answer: str) -> str:
    return "any" if is_eager(state, unit) else answer


def after_action(state: GameState, dice: Dice) -> list[Event]:
    """Blood lust ends with confusion; units waiting for it take it when they recover."""
    k = states(state)
    if not (k.eager or k.eager_waiting):
        return []
    events: list[Event] = []
    for uid in list(k.eager):
        u = state.units.get(uid)
        if u is None or not u.alive:
            k.eager.remove(uid)
        elif u.confused:
            events += end_eager(state, u, "confused", "fw.eager")
    for uid in list(k.eager_waiting):
        u = state.units.get(uid)
        if u is None or not u.alive:
            k.eager_waiting.remove(uid)
        elif not u.confused:
            k.eager_waiting.remove(uid)
            events += make_eager(state, u, "recovered from confusion", "fw.eager")
    return events


def round_decided(state: GameState, units: list[str], winner: int | None) -> list[Event]:
    """A unit that loses a combat loses its blood lust."""
    if winner is None:
        return []
    events: list[Event] = []
    for uid in units:
        u = state.units[uid]
        if u.side != winner:
            events += end_eager(state, u, "lost a combat", "fw.eager")
    return events


def turn_ends(state: GameState, dice: Dice) -> list[Event]:
    """Shaken units of the side whose turn ends recover when their time is up."""
    k = states(state)
    events: list[Event] = []
    for uid in sorted(k.shaken, key=id_key):
        u = state.units.get(uid)
        if u is None or not u.alive:
            del k.shaken[uid]
        elif u.side == state.active and k.shaken[uid] <= state.turn:
            del k.shaken[uid]
            events.append(CounterChanged(unit=u.id, unit_name=u.name, counter=SHAKEN, placed=False,
                                         cause="its side's turn is over", rule="fw.shaken"))
    return events


def battle_begins(state: GameState, dice: Dice) -> list[Event]:
    settle_contingents(state)
    return []


# ------------------------------------------------------------------ the command test
SHAKEN_ON = 5


def command_tests(state: GameState, side: int, dice: Dice, rule: str) -> list[Event]:
    """Every contingent of the side takes the command test: 2D6, shaken on 5 or less (mercenaries, who read
    Fantasy Warriors' own table, come later)."""
    from game.core.events import DiceRolled
    from game.core.fantasy_warriors.firewater import test_bonus
    from game.core.fantasy_warriors.talismans import contingent_bonus

    settle_contingents(state)
    k = states(state)
    groups: dict[str, list[Unit]] = {}
    for u in state.live_units(side):
        leader = k.contingents.get(u.id)
        if leader is not None:
            groups.setdefault(leader, []).append(u)
    events: list[Event] = []
    for leader in sorted(groups, key=id_key):
        units = groups[leader]
        name = state.characters[leader].name
        if state.ruleset.has("fw-mercenaries") and state.characters[leader].flags.get(MERCENARY_FLAG):
            from game.core.fantasy_warriors.mercenaries import loyalty_test

            events += loyalty_test(state, state.characters[leader], units, dice)  # the seed's own table
            continue
        mods = test_bonus(state, units) if state.ruleset.has("fw-firewater") else []
        mods += contingent_bonus(units)
        if state.ruleset.has("fw-individuals"):
            from game.core.fantasy_warriors.individuals import destroyer_modifiers

            mods = [*mods, *destroyer_modifiers(state, side)]
        if state.ruleset.has("fw-artillery"):
            from game.core.fantasy_warriors.huge import standard_bonus

            mods = [*mods, *standard_bonus(state, side)]
        faces = tuple(dice.roll(2, 6, f"{name}'s contingent: command test"))
        total = sum(faces) + sum(m.value for m in mods)
        failed = total <= SHAKEN_ON
        events.append(
            DiceRolled(
                purpose=f"{name}'s contingent: command test",
                sides=6,
                faces=faces,
                modifiers=tuple(mods),
                total=total,
                success=not failed,
                outcome="shaken" if failed else "holds firm",
                side=side,
                rule="fw.command_test",
            )
        )
        if failed:
            for u in units:
                events += make_shaken(state, u, f"{name}'s contingent failed its command test", rule)
    return events


def unit_counters(state: GameState, unit: Unit | Character) -> list[str]:
    """The Fantasy Warriors counters next to a unit (or a character: only his flying counter), in words for
    its card and its marker ([] when no module of the family is on)."""
    if not state.ruleset.has(MODULE_ID):
        return []
    from game.core.fantasy_warriors import firewater, flying, forwards, poison, power
    from game.core.fantasy_warriors.talismans import carries

    if isinstance(unit, Character):
        from game.core.fantasy_warriors.druid import character_counters as druid_counters
        from game.core.fantasy_warriors.enchantress import character_counters as enchantress_counters

        mine = power.character_counters(state, unit) + druid_counters(state, unit) + enchantress_counters(state, unit)
        if state.ruleset.has(flying.MODULE_ID) and flying.can_fly(state, unit):
            return [FLYING if flying.airborne(state, unit) else "grounded", *mine]
        return mine
    out = []
    if is_eager(state, unit):
        out.append(EAGER)
    if is_shaken(state, unit):
        out.append(SHAKEN)
    if firewater.has_firewater(state, unit):
        out.append(FIREWATER)
    if carries(unit):
        out.append(TALISMAN)
    left = poison.volleys_left(state, unit)
    if left:
        out.append(f"{left} poisoned")
    if poison.is_ready(state, unit):
        out.append(POISON_READY)
    if forwards.on_hold(state, unit):
        out.append(ON_HOLD)
    if state.ruleset.has(flying.MODULE_ID) and flying.can_fly(state, unit):
        out.append(FLYING if flying.airborne(state, unit) else "grounded")
    from game.core.fantasy_warriors.artillery import counter_words
    from game.core.fantasy_warriors.enchanted import unit_counters as enchanted_counters

    return out + power.unit_counters(state, unit) + counter_words(state, unit) + enchanted_counters(state, unit)
