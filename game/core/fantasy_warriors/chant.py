"""The goblin war chant (Fantasy Warriors' "Goblin tricks").

A goblin army (or the goblin contingent an army hired: ``chanters``) may begin it at the start of its first
turn, before any unit or character has done anything: 1D6 + the worth of the General (the hired goblins'
Hero) as his Attack bonus + 2, +1D6 at night, +1 if the omens are bad for the enemy. 16 or more: every enemy contingent takes a command test and every goblin unit is eager; 15:
every goblin unit eager; 14: every goblin unit that is not confused eager; 10-13: the chant goes on and
may be rolled again at the start of a later turn, or ended; 8-9: it peters out; 7: every goblin unit
shaken and the omens bad for the rest of the battle; 6 or less (disaster): the same, and the army tests.
While the chant goes on the army does nothing else: a unit or character that moves, shoots or fights
breaks it, as if 7 had been rolled.

A regiment that shares none of its own side's effects (``SHARES_FRIENDLY_EFFECTS``: the Regiments of Renown)
takes no part: it neither chants nor is stirred or shaken by the chant, and it does not stop an army of goblins
from being one. It is still of the army, so its moving, shooting or fighting breaks the chant.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.fantasy_warriors.events import TableRead
from game.core.fantasy_warriors.races import is_goblin
from game.core.fantasy_warriors.states import (
    bad_omens,
    command_tests,
    fw_options,
    make_eager,
    make_omens_bad,
    make_shaken,
)
from game.core.kept import kept
from game.core.magic.effects import helped
from game.core.state import Character, GameState, Unit, id_key

MODULE_ID = "fw-tricks"
RULE = "fw.chant"
GOING, OVER = "going", "over"


@dataclass
class ChantKept:
    """The tricks' working data. The chant: "" (not begun), "going" or "over"; whose it is; the turn last
    rolled. Wood elves setting up forwards (``forwards.py``): the units that did, and the units on hold
    orders until they are given one."""

    chant: str = ""
    side: int | None = None
    rolled: int = 0
    forwards: list[str] = field(default_factory=list)
    hold: list[str] = field(default_factory=list)
    # The all-wood-elf side that set up first (the deployment forgets its order once both armies are down).
    outmanoeuvred: int | None = None

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"chant": self.chant, "side": self.side, "rolled": self.rolled}
        # Written only when used, so games saved before wood elves set up forwards read the same.
        if self.forwards:
            out["forwards"] = sorted(self.forwards, key=id_key)
        if self.hold:
            out["hold"] = sorted(self.hold, key=id_key)
        if self.outmanoeuvred is not None:
            out["outmanoeuvred"] = self.outmanoeuvred
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ChantKept:
        return cls(str(d.get("chant", "")), d.get("side"), int(d.get("rolled", 0)),
                   [str(u) for u in d.get("forwards") or []], [str(u) for u in d.get("hold") or []],
                   None if d.get("outmanoeuvred") is None else int(d["outmanoeuvred"]))


def chant_kept(state: GameState) -> ChantKept:
    return kept(state, MODULE_ID, ChantKept)


@dataclass(frozen=True)
class Chant(Action):
    """Begin or go on with the war chant (``go_on``), or end a chant that goes on."""

    kind: ClassVar[str] = "fw_chant"
    go_on: bool = True

    def __str__(self) -> str:
        return "the goblins chant" if self.go_on else "the goblins end their chant"


def chanters(state: GameState, side: int) -> list[Unit]:
    """The goblins whose chant it is, in id order: every unit of an army of nothing but goblins, or every unit of
    the goblin contingent the side hired (it keeps its chant abroad); none otherwise. Goblins are the units the
    rules say are (``questions.RACE``), by the list they were raised from. Independent regiments stand apart."""
    from game.core.fantasy_warriors.mercenaries import is_mercenary

    units = sorted((u for u in state.units.values() if u.side == side and u.alive and helped(state, u)),
                   key=lambda u: id_key(u.id))
    if units and all(is_goblin(state, u) for u in units):
        return units
    hired = [u for u in units if is_mercenary(state, u)]
    return hired if hired and all(is_goblin(state, u) for u in hired) else []


def chief(state: GameState, side: int) -> Character | None:
    """Who leads the chant: the General of a goblin army, else the Hero leading the hired goblins."""
    from game.core.fantasy_warriors.mercenaries import is_mercenary, leaders

    units = chanters(state, side)
    if units and not all(is_mercenary(state, u) for u in units):
        return state.general(side)
    hired = [c for c in leaders(state) if c.side == side and c.alive]
    return hired[0] if hired else state.general(side)


def _side_busy(state: GameState, side: int) -> str:
    """What a unit or character of the side has done this turn besides chanting, or ""."""
    from game.core.shooting.book import has_shot

    for u in state.live_units(side):
        if u.orders or u.moved or u.initiative_moved or u.charged:
            return f"{u.name} moved"
        if u.engaged:
            return f"{u.name} is fighting"
        if state.phase == "shooting" and has_shot(state, u.id):
            return f"{u.name} shot"
    for c in state.live_characters(side):
        if c.moved or c.orders_given:
            return f"{c.name} did not stand still"
    return ""


def check_chant(state: GameState, action: Chant) -> list[str]:
    k = chant_kept(state)
    side = state.active
    if not chanters(state, side):
        return ["only goblins have a war chant: an army of nothing but goblins, or a goblin contingent it hired"]
    if k.chant == OVER:
        return ["the chant is over for this battle"]
    if k.chant == GOING:
        if k.side != side:
            return ["the chant is the enemy's"]
        if k.rolled == state.turn:
            return ["the chant has been rolled this turn"]
    elif not action.go_on:
        return ["no chant has begun"]
    elif state.turn != 1:
        return ["the war chant begins only in the army's first turn"]
    busy = _side_busy(state, side)
    if busy:
        return [f"the army must stand still to chant: {busy}"]
    return []


def legal_chants(state: GameState) -> Iterable[Action]:
    out: list[Action] = [a for a in (Chant(True), Chant(False)) if not check_chant(state, a)]
    return out


def blocks_leaving(state: GameState) -> str | None:
    k = chant_kept(state)
    if k.chant == GOING and k.side == state.active and k.rolled != state.turn and state.step == "initiative":
        return "the chant goes on: chant again or end it"
    return None


def score_line(score: int) -> tuple[str, str]:
    """The line of the chant table a score reads (past its ends: below 6 is a disaster, above 16 as 16)."""
    if score >= 16:
        return "a blood-curdling roar", "the enemy tests; every goblin unit is eager"
    if score == 15:
        return "a deafening war cry", "every goblin unit is eager"
    if score == 14:
        return "louder and louder", "every goblin unit that is not confused is eager"
    if score >= 10:
        return "the chant goes on", "no effect yet"
    if score >= 8:
        return "the chant peters out", "no effect"
    if score == 7:
        return "a half-hearted murmur", "every goblin unit is shaken; the omens turn bad"
    return "disaster", "every goblin unit is shaken; the omens turn bad; the army tests"


def chant_modifiers(state: GameState, side: int, dice: Dice) -> tuple[list[Modifier], tuple[int, ...]]:
    from game.core.fantasy_warriors.talismans import army_bonus

    general = chief(state, side)
    mods: list[Modifier] = []
    if general is not None:
        worth = state.character_profile(general).attack_bonus + 2
        mods.append(Modifier(worth, RULE, f"{general.name}'s worth"))
    extra: tuple[int, ...] = ()
    if fw_options(state).night:
        extra = tuple(dice.roll(1, 6, "war chant: the night's extra die"))
        mods.append(Modifier(extra[0], RULE, "night"))
    if bad_omens(state, 1 - side):
        mods.append(Modifier(1, RULE, "the omens are bad for the enemy"))
    mods += army_bonus(state, side)
    return mods, extra


def apply_chant(state: GameState, action: Chant, dice: Dice) -> list[Event]:
    k = chant_kept(state)
    side = state.active
    if not action.go_on:
        k.chant = OVER
        return [Narration(message=f"{state.sides[side].name} ends the war chant", rule=RULE)]
    k.chant, k.side, k.rolled = GOING, side, state.turn
    face = dice.roll(1, 6, "war chant")[0]
    mods, extra = chant_modifiers(state, side, dice)
    score = face + sum(m.value for m in mods)
    line, effect = score_line(score)
    events: list[Event] = [
        DiceRolled(
            purpose=f"{state.sides[side].name}: war chant",
            sides=6,
            faces=(face, *extra),
            modifiers=tuple(mods),
            total=score,
            success=score >= 14,
            outcome=f"{line}: {effect}",
            side=side,
            rule=RULE,
        ),
        TableRead(what="War chant", score=score, line=line, effect=effect, rule=f"{RULE}.table"),
    ]
    return events + _outcome(state, side, score, dice)


def _outcome(state: GameState, side: int, score: int, dice: Dice) -> list[Event]:
    k = chant_kept(state)
    line, _ = score_line(score)
    if 10 <= score <= 13:
        return []
    k.chant = OVER
    events: list[Event] = []
    units = [u for u in chanters(state, side) if not u.off_table]
    cause = f"the war chant: {line}"
    if score >= 16:
        events += command_tests(state, 1 - side, dice, f"{RULE}.table")
    if score >= 15:
        for u in units:
            events += make_eager(state, u, cause, f"{RULE}.table")
    elif score == 14:
        for u in units:
            if not u.confused:
                events += make_eager(state, u, cause, f"{RULE}.table")
    elif score <= 7:
        for u in units:
            events += make_shaken(state, u, cause, f"{RULE}.table")
        events += make_omens_bad(state, side, cause, f"{RULE}.table")
        if score <= 6:
            # The army's test can only shake its contingents, and every unit already is.
            events.append(Narration(message="The army's command test can do no more: every unit is shaken", rule=f"{RULE}.table"))
    return events


def breaks(state: GameState, dice: Dice) -> list[Event]:
    """After every action: a chanting army that did anything else breaks its chant (as a 7)."""
    k = chant_kept(state)
    if k.chant != GOING or k.side is None:
        return []
    busy = _side_busy(state, k.side)
    if not busy:
        return []
    events: list[Event] = [Narration(message=f"The war chant is broken: {busy}", rule=f"{RULE}.broken")]
    return events + _outcome(state, k.side, 7, dice)


def chant_odds(state: GameState, side: int) -> dict[str, float]:
    """The chance of each line of the chant table for the side's chant now (for the computer opponents)."""
    general = chief(state, side)
    base = 0 if general is None else state.character_profile(general).attack_bonus + 2
    base += 1 if bad_omens(state, 1 - side) else 0
    extra = range(1, 7) if fw_options(state).night else range(0, 1)
    n = 6 * len(extra)
    out: dict[str, float] = {}
    for face in range(1, 7):
        for more in extra:
            line = score_line(face + more + base)[0]
            out[line] = out.get(line, 0.0) + 1 / n
    return out
