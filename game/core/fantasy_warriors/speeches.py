"""Speeches (Fantasy Warriors' "Speeches"): before the battle the General may speak to one unit of his army.

1D6 + the General's leadership (Command - 5), +1 if the unit is in the General's own contingent, -1 if
the battle is fought in bad light. 10 or more: legendary, the unit's whole contingent eager; 9: rousing,
the unit eager; 7-8: mediocre, nothing; 6: failure, the unit shaken and confused; 5 or less: major
blunder, the contingent shaken and confused. The General then stands joined to the unit.

A regiment that shares none of its own side's effects (``SHARES_FRIENDLY_EFFECTS``: the Regiments of Renown)
is not spoken to, and a whole-contingent line passes it over, the good lines and the bad alike: it does not
listen to the General.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.fantasy_warriors import before
from game.core.fantasy_warriors.events import TableRead
from game.core.fantasy_warriors.states import (
    contingent,
    leader_of,
    make_eager,
    shake_and_confuse,
)
from game.core.kept import kept
from game.core.magic.effects import helped
from game.core.moves import join_position
from game.core.state import GameState, Unit, id_key

MODULE_ID = "fw-speeches"
RULE = "fw.speech"


@dataclass
class SpeechesKept:
    """Each side's speech once made: side -> the unit spoken to."""

    spoken: dict[int, str]

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def __init__(self, spoken: dict[int, str] | None = None) -> None:
        self.spoken = dict(spoken or {})

    def to_dict(self) -> dict[str, object]:
        return {"spoken": {str(k): self.spoken[k] for k in sorted(self.spoken)}}

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> SpeechesKept:
        raw = d.get("spoken") or {}
        return cls({int(k): str(v) for k, v in raw.items()})  # type: ignore[attr-defined]


def speeches_kept(state: GameState) -> SpeechesKept:
    return kept(state, MODULE_ID, SpeechesKept)


@dataclass(frozen=True)
class Speech(Action):
    """The General speaks to one unit of his army before the battle."""

    kind: ClassVar[str] = "fw_speech"
    unit: str

    def __str__(self) -> str:
        return f"the General speaks to {self.unit}"


def may_speak(state: GameState, side: int) -> bool:
    """The side's General may still make a speech."""
    if not state.ruleset.has(MODULE_ID) or side in speeches_kept(state).spoken:
        return False
    general = state.general(side)
    return general is not None and general.alive and not general.off_table and bool(state.live_units(side))


def check_speech(state: GameState, action: Speech) -> list[str]:
    if not before.here(state):
        return ["speeches are made before the battle"]
    unit = state.units.get(action.unit)
    if unit is None or not unit.alive or unit.off_table:
        return [f"there is no unit {action.unit!r} on the table"]
    if not helped(state, unit):
        return [f"{unit.name} is independent: it does not listen to its own side's General"]
    if unit.side in speeches_kept(state).spoken:
        return ["the General has made his speech: he has only one attempt"]
    if not may_speak(state, unit.side):
        return [f"{state.sides[unit.side].name} has no General to make a speech"]
    if before.decider(state) != unit.side:
        return [f"{state.sides[unit.side].name} is not the side to choose now"]
    return []


def legal_speeches(state: GameState) -> Iterable[Action]:
    side = before.decider(state)
    if side is None or not may_speak(state, side):
        return []
    return [Speech(u.id) for u in state.live_units(side) if helped(state, u)]


def score_line(score: int) -> tuple[str, str]:
    """The line of the speech table a score reads (past its ends: above 10 is legendary)."""
    if score >= 10:
        return "legendary", "the whole contingent is eager"
    if score == 9:
        return "rousing", "the unit is eager"
    if score >= 7:
        return "mediocre", "no effect"
    if score == 6:
        return "failure", "the unit is shaken and confused"
    return "major blunder", "the whole contingent is shaken and confused"


def speech_modifiers(state: GameState, unit: Unit) -> list[Modifier]:
    from game.core.fantasy_warriors.states import fw_options
    from game.core.fantasy_warriors.talismans import army_bonus

    general = state.general(unit.side)
    assert general is not None
    mods = [Modifier(state.character_profile(general).command - 5, RULE, f"{general.name}'s leadership")]
    leader = leader_of(state, unit)
    if leader is not None and leader.id == general.id:
        mods.append(Modifier(1, RULE, "in the General's contingent"))
    mods += army_bonus(state, unit.side)
    if fw_options(state).bad_light or fw_options(state).night:
        mods.append(Modifier(-1, RULE, "bad light"))
    return mods


def apply_speech(state: GameState, action: Speech, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    general = state.general(unit.side)
    assert general is not None
    speeches_kept(state).spoken[unit.side] = unit.id
    mods = speech_modifiers(state, unit)
    face = dice.roll(1, 6, f"{general.name}'s speech to {unit.name}")[0]
    score = face + sum(m.value for m in mods)
    line, effect = score_line(score)
    events: list[Event] = [
        DiceRolled(
            purpose=f"{general.name}'s speech to {unit.name}",
            sides=6,
            faces=(face,),
            modifiers=tuple(mods),
            total=score,
            success=score >= 7,
            outcome=f"{line}: {effect}",
            side=unit.side,
            rule=RULE,
        ),
        TableRead(what=f"{general.name}'s speech", score=score, line=line, effect=effect, rule=f"{RULE}.table"),
    ]
    cause = f"{general.name}'s {line} speech"
    whole = sorted((u for u in contingent(state, unit) if helped(state, u)), key=lambda u: id_key(u.id))
    if line == "legendary":
        for u in whole:
            events += make_eager(state, u, cause, f"{RULE}.table")
    elif line == "rousing":
        events += make_eager(state, unit, cause, f"{RULE}.table")
    elif line == "failure":
        events += shake_and_confuse(state, unit, cause, f"{RULE}.table")
    elif line == "major blunder":
        for u in whole:
            events += shake_and_confuse(state, u, cause, f"{RULE}.table")
    return events + _general_joins(state, general.id, unit)


def _general_joins(state: GameState, general_id: str, unit: Unit) -> list[Event]:
    """After the speech the General stands in contact with the unit, joined to it."""
    ch = state.characters[general_id]
    if ch.joined == unit.id:
        return []
    spot = join_position(state, ch, unit)
    if spot is None:
        return [Narration(message=f"{ch.name} finds no room beside {unit.name} and stays where he is", rule=RULE)]
    ch.x, ch.y, ch.facing = round(spot.x), round(spot.y), round(spot.facing) % 360
    ch.joined = unit.id
    state.invalidate()
    return [Narration(message=f"{ch.name} stands beside {unit.name}, joined to it", rule=f"{RULE}.general")]


def speech_odds(state: GameState, unit: Unit) -> dict[str, float]:
    """The chance of each line of the speech table for a speech to this unit (for the computer opponents)."""
    mods = sum(m.value for m in speech_modifiers(state, unit))
    out: dict[str, float] = {}
    for face in range(1, 7):
        line = score_line(face + mods)[0]
        out[line] = out.get(line, 0.0) + 1 / 6
    return out
