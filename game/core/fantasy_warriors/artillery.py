"""Fantasy Warriors' artillery (the Mercenary book's "Artillery and huge creatures"): ballistas and giant
crossbows, and what the war cannon and the huge creatures share with them (their counters, crew cover).

A ballista or giant crossbow is one machine worked by two crew stands. With both it shoots to full effect
(the ballista a bolt of 2 attacks that skewers, the crossbow 2 attacks); with one left, a single attack (no
"blackening the sky"). The crew push it 5 cm for each of them left, never more than 10 cm. The giant
crossbow's bolt adds the machine's strength to a crossbow's: armour counts one worse against it.

Counters (the war cannon's gunpowder, the war giant's bolts, a dragon's breath) are kept here by unit id,
put on when the battle begins and shown on the unit's card.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core import board
from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.fantasy_warriors.events import CounterChanged
from game.core.kept import kept
from game.core.moves import corner_travel
from game.core.questions import SHOOTS_INTO_COMBAT, SHOOTS_OVER
from game.core.ruleset import SpecialRule
from game.core.shooting.events import ShotFired
from game.core.shooting.fire import _bolts, no_saves_reason
from game.core.shooting.volley import volley
from game.core.shooting.weapons import NO_SHOOTING_FLAG, weapon
from game.core.state import GameState, Unit, id_key
from game.table import Base, touching

MODULE_ID = "fw-artillery"
RULE = "fw.artillery"
BALLISTA, CROSSBOW, WAR_CANNON = "ballista", "giant_crossbow", "war_cannon"
WAR_GIANT, WAR_MAMMOTH, DRAGON, GIANT = "war_giant", "war_mammoth", "mercenary_dragon", "mercenary_giant"
MACHINES = (BALLISTA, CROSSBOW)
# Gunpowder counters a roster bought for a war cannon beyond the 6 it brings (40 points each).
GUNPOWDER_FLAG = "bought:gunpowder"
# The crew push a machine this far for each crew stand left, and never further than the most.
PUSH_PER_CREW_MM, PUSH_MOST_MM = 50, 100
MEASURE_SLACK_MM = 0.5
DRAGON_GROUND_MM = 150
# Counters each piece starts the battle with, and what they are called on its card.
STARTING = {WAR_CANNON: 6, WAR_GIANT: 6, DRAGON: 6}
COUNTER_WORDS = {WAR_CANNON: ("gunpowder", "gunpowder"), WAR_GIANT: ("bolt", "bolts"), DRAGON: ("breath", "breath")}


@dataclass
class ArtilleryKept:
    """Counters left by unit id; the charge each war cannon is loaded with this phase; the game turn each
    war cannon last fired in; the saves each huge creature has made this phase."""

    counters: dict[str, int] = field(default_factory=dict)
    loaded: dict[str, int] = field(default_factory=dict)
    fired: dict[str, int] = field(default_factory=dict)
    saves: dict[str, int] = field(default_factory=dict)
    # The phase the saves are counted in; huge creatures tested in it; owed a test; fallen and mourned.
    saves_phase: str = ""
    tested: list[str] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)
    fallen: list[str] = field(default_factory=list)
    # (unit id, to-hit change) while a war cannon's balls are in the air: the ignition's good or bad loading.
    firing: tuple[str, int] | None = None
    # Machines whose crew left them, by crew unit id: where each stands (x, y, facing); those spiked or wrecked.
    left: dict[str, tuple[float, float, float]] = field(default_factory=dict)
    spiked: list[str] = field(default_factory=list)
    # Where each spiked or wrecked machine lies (drawn as a wreck; it blocks nothing).
    wrecks: dict[str, tuple[float, float, float]] = field(default_factory=dict)

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        def by_id(d: dict[str, int]) -> dict[str, int]:
            return {k: d[k] for k in sorted(d, key=id_key)}

        return {"counters": by_id(self.counters), "loaded": by_id(self.loaded), "fired": by_id(self.fired),
                "saves": by_id(self.saves), "saves_phase": self.saves_phase, "tested": list(self.tested),
                "pending": list(self.pending), "fallen": list(self.fallen),
                **({"left": {k: list(self.left[k]) for k in sorted(self.left, key=id_key)}} if self.left else {}),
                **({"spiked": list(self.spiked)} if self.spiked else {}),
                **({"wrecks": {k: list(self.wrecks[k]) for k in sorted(self.wrecks, key=id_key)}} if self.wrecks else {})}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ArtilleryKept:
        def ints(key: str) -> dict[str, int]:
            return {str(k): int(v) for k, v in (d.get(key) or {}).items()}

        def ids(key: str) -> list[str]:
            return [str(v) for v in d.get(key) or ()]

        def poses(key: str) -> dict[str, tuple[float, float, float]]:
            return {str(k): (float(v[0]), float(v[1]), float(v[2])) for k, v in (d.get(key) or {}).items()}

        return cls(ints("counters"), ints("loaded"), ints("fired"), ints("saves"), str(d.get("saves_phase", "")),
                   ids("tested"), ids("pending"), ids("fallen"), left=poses("left"), spiked=ids("spiked"),
                   wrecks=poses("wrecks"))


def artillery_kept(state: GameState) -> ArtilleryKept:
    return kept(state, MODULE_ID, ArtilleryKept)


def is_on(state: GameState) -> bool:
    return state.ruleset.has(MODULE_ID)


def has(state: GameState, unit: Unit, what: str) -> bool:
    return is_on(state) and state.unit_profile(unit).has(what)


def counters_left(state: GameState, unit: Unit) -> int:
    return artillery_kept(state).counters.get(unit.id, 0) if is_on(state) else 0


def counter_kind(state: GameState, unit: Unit) -> str | None:
    return next((k for k in STARTING if state.unit_profile(unit).has(k)), None)


def counter_words(state: GameState, unit: Unit) -> list[str]:
    """The piece's counters as its card shows them ("4 gunpowder", "6 bolts", "2 breath"); a machine's crew."""
    if not is_on(state):
        return []
    k = artillery_kept(state)
    if unit.id in k.spiked or unit.id in k.left:
        from game.core.fantasy_warriors.artillery_crew import machine_word, ruined

        it = machine_word(state, unit)
        away = [f"{it} {ruined(state, unit)}" if unit.id in k.spiked else f"crew away from the {it}"]
    else:
        away = []
    if has(state, unit, BALLISTA) or has(state, unit, CROSSBOW):
        return ["2 crew: full effect" if crew(unit) >= 2 else "1 crew left: a single attack", *away]
    kind = counter_kind(state, unit)
    if kind is None:
        return []
    n = counters_left(state, unit)
    one, many = COUNTER_WORDS[kind]
    return [f"{n} {one if n == 1 else many}", *away]


def spend(state: GameState, unit: Unit, n: int, cause: str, rule: str) -> list[Event]:
    """Take ``n`` counters off the piece; a piece with none left that shoots with them shoots no more."""
    k = artillery_kept(state)
    left = max(0, k.counters.get(unit.id, 0) - n)
    k.counters[unit.id] = left
    kind = counter_kind(state, unit) or ""
    one, many = COUNTER_WORDS.get(kind, ("counter", "counters"))
    events: list[Event] = [CounterChanged(unit=unit.id, unit_name=unit.name, counter=many, placed=False,
                                          cause=cause, left=left, rule=rule)]
    if left == 0 and kind in (WAR_CANNON, WAR_GIANT):
        unit.flags[NO_SHOOTING_FLAG] = 1  # out of powder or bolts for the rest of the battle
    return events


def place(state: GameState, dice: Dice) -> list[Event]:
    """When the battle begins each piece gets its counters."""
    k = artillery_kept(state)
    events: list[Event] = []
    for u in sorted(state.live_units(), key=lambda u: id_key(u.id)):
        kind = counter_kind(state, u)
        if kind is None or u.id in k.counters:
            continue
        n = STARTING[kind] + (int(u.flags.get(GUNPOWDER_FLAG, 0)) if kind == WAR_CANNON else 0)
        k.counters[u.id] = n
        events.append(CounterChanged(unit=u.id, unit_name=u.name, counter=COUNTER_WORDS[kind][1], placed=True,
                                     cause="brought to the battle", left=n, rule=f"{RULE}.counters"))
    return events


# ------------------------------------------------------------------ ballistas and giant crossbows
def crew(unit: Unit) -> int:
    """Crew stands left at a machine."""
    return len(unit.stands)


def fire_machine(
    state: GameState,
    shooter: Unit,
    bases: list[Base],
    target: Unit,
    aim: Callable[[], list[int]],
    dice: Dice,
    at_chargers: bool,
) -> tuple[int, list[Event]] | None:
    """The ``SPECIAL_FIRE`` hook for ballistas and giant crossbows: one machine, full effect with two crew."""
    if not (has(state, shooter, BALLISTA) or has(state, shooter, CROSSBOW)) or not bases:
        return None
    w = weapon(state, shooter)
    assert w is not None
    ballista = state.unit_profile(shooter).has(BALLISTA)
    full = crew(shooter) >= 2
    machine = bases[:1]  # one machine, whichever crew stand lays it
    if ballista and full and not at_chargers:
        return _bolts(state, shooter, w, target, machine, aim, dice, False)
    attacks = 2 if full else 1
    rule = f"{RULE}.ballista" if ballista else f"{RULE}.crossbow"
    events: list[Event] = [ShotFired(unit=shooter.id, unit_name=shooter.name, target=target.id,
                                     target_name=target.name, stands=1, attacks=attacks, at_chargers=at_chargers,
                                     rule=rule if full else f"{RULE}.one_crew")]
    saves: list[Modifier] = []
    if not ballista:
        saves.append(Modifier(1, f"{RULE}.crossbow", "giant crossbow: armour counts one worse"))
    struck, evs = volley(state, target, attacks, dice, shooter=shooter, shooter_bases=machine, aim=aim, rule=rule,
                         save_modifiers=saves, no_saves=ballista, no_saves_reason=no_saves_reason(state, shooter),
                         in_the_open=at_chargers)
    return struck, events + evs


def push_allowance(state: GameState, unit: Unit) -> float | None:
    """How far the crew may push their machine now (None: not a machine of this module)."""
    k = artillery_kept(state) if is_on(state) else None
    if k is not None and (unit.id in k.left or unit.id in k.spiked):
        return None  # the crew walk away from their machine at their own pace
    if has(state, unit, BALLISTA) or has(state, unit, CROSSBOW):
        return float(min(PUSH_MOST_MM, PUSH_PER_CREW_MM * crew(unit)))
    if has(state, unit, WAR_CANNON):
        from game.core.fantasy_warriors.artillery_cannon import manhandle_allowance

        return manhandle_allowance(state, unit)
    if has(state, unit, DRAGON) and state.ruleset.has("fw-flying"):
        from game.core.fantasy_warriors.flying import airborne

        if not airborne(state, unit):
            return float(DRAGON_GROUND_MM)  # the book's 6 in on the ground; in the air a flyer's 100 cm
    return None


def move_check(state: GameState, unit: Unit, end: list[Base]) -> list[str]:
    """The ``UNIT_MOVE_CHECK`` hook: a machine goes no further than its crew can push it."""
    allowance = push_allowance(state, unit)
    if allowance is None:
        return []
    start = board.unit_bases(state, unit)
    travel = max((corner_travel(a, b) for a, b in zip(start, end, strict=False)), default=0.0)
    if travel <= allowance + MEASURE_SLACK_MM:
        return []
    if allowance <= 0:
        return [f"nobody is left to move {unit.name}"]
    why = ("the stands touching it can haul it" if has(state, unit, WAR_CANNON)
           else "on the ground it walks" if has(state, unit, DRAGON) else "its crew can push it")
    return [f"{unit.name} would move {travel / 10:.1f} cm; {why} only {allowance / 10:g} cm"]


def seen_over(state: GameState, unit: Unit, answer: frozenset[str]) -> frozenset[str]:
    """The war giant's crew shoot over a unit or a terrain piece the giant touches, high on its back."""
    t = board.table(state)
    mine = board.unit_bases(state, unit)
    out = set(answer)
    for u in state.live_units():
        if u.id != unit.id and any(touching(a, b) for a in mine for b in board.unit_bases(state, u)):
            out.add(u.id)
    for piece in board.terrain_pieces(state):
        try:
            if any(t.terrain_distance(b, piece.id) <= MEASURE_SLACK_MM for b in mine):
                out.add(piece.id)
        except KeyError:
            continue  # a piece the table keeps no outline of (none blocks sight)
    return frozenset(out)


# The army special rules this module carries out (the Mercenaries list names them).
SPECIALS = (
    SpecialRule(BALLISTA, "Ballista"),
    SpecialRule(CROSSBOW, "Giant crossbow"),
    SpecialRule(WAR_CANNON, "Dwarven war cannon"),
    SpecialRule(WAR_GIANT, "Goblin war giant",
                {SHOOTS_INTO_COMBAT: lambda state, unit, answer: True, SHOOTS_OVER: seen_over}),
    SpecialRule(WAR_MAMMOTH, "Barbarian war mammoth", {SHOOTS_INTO_COMBAT: lambda state, unit, answer: True}),
    SpecialRule("army_standard_beast", "Army standard on the beast"),
    SpecialRule(DRAGON, "Mercenary dragon"),
    SpecialRule(GIANT, "Mercenary giant"),
)
