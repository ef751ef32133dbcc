"""Characters joining characters (the seed's "Characters can join other Characters to form a unit consisting
only of Characters").

Warhost: in the Characters step, a character with Hits may end its move touching a friendly lone character
with Hits (not engaged) and join it. The one joined (the host) takes the field as a one-stand unit of its
own, as a lone character does when charged, and keeps it: the joiner is joined to that unit as to any
unit. From then on the two are one unit of characters under the normal unit rules: it is ordered and moves
at the host's pace carrying the joiner, is shot at with the hits spread over both, is charged and fights
as a combined unit (the joiner from its front rank, making way), and more characters may join it.

Leaving: a joiner leaves it as it leaves any unit (its Characters-step move ending 2.5 cm clear), or charges
out of it. The host is the unit's stand and moves with it only; when no other character is left joined,
the unit of characters ends and the host stands alone again. The host's stand lost to shooting or a spell
slays the host; the joiners stay on the table as lone characters (the seed's unit wiped out, characters
left). Lost in combat, the whole unit falls, as any unit does in Warmaster.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.characters import alone
from game.core.command.actions import MoveCharacter
from game.core.command.characters import apply_move_character, character_move_reach, check_move_character
from game.core.dice import Dice
from game.core.events import Event
from game.core.ninth_age import pieces
from game.core.state import Character, GameState, Unit, id_key
from game.table import Base

KIND = "join_character"
RULE = "ninth_age.bands"
BAND = alone.BAND


@dataclass(frozen=True)
class JoinCharacter(Action):
    """A character ends its Characters-step move touching a friendly lone character and joins it."""

    kind: ClassVar[str] = KIND
    character: str
    x: int
    y: int
    facing: int
    host: str

    def __str__(self) -> str:
        return f"{self.character} to ({self.x},{self.y}) joining {self.host}"


@dataclass(frozen=True, kw_only=True)
class CharactersBanded(Event):
    """A character joined another: the two (or more) are now one unit of characters."""

    character: str
    character_name: str
    host: str
    host_name: str
    unit: str

    def text(self) -> str:
        return f"{self.character_name} joins {self.host_name}: they fight and move as one unit of characters"


def is_band(unit: Unit) -> bool:
    """The unit is a unit of characters (kept while characters are joined to its host)."""
    return alone.is_own_unit(unit) and bool(unit.flags.get(BAND))


def members(state: GameState, unit: Unit) -> list[Character]:
    """The characters joined to a unit of characters besides its host."""
    host = alone.character_of(state, unit)
    return [c for c in state.characters.values() if c.alive and c.joined == unit.id and c is not host]


def _host_refusal(state: GameState, ch: Character, host: Character | None) -> str:
    if host is None or host.side != ch.side or not host.alive or host.off_table or host.id == ch.id:
        return f"there is no friendly character to join for {ch.name}"
    if pieces.piece(state, ch) is None or pieces.piece(state, host) is None:
        return "only characters with Hits join each other"
    if host.joined is not None:
        own = state.units.get(host.joined)
        if own is None or not is_band(own):
            return f"{host.name} is in a unit: join the unit instead"
        return f"{host.name} leads a unit of characters: join that unit instead"
    return ""


def check(state: GameState, action: JoinCharacter) -> list[str]:
    ch = state.characters.get(action.character)
    if ch is None:
        return [f"there is no character {action.character!r} on the table"]
    why = _host_refusal(state, ch, state.characters.get(action.host))
    if why:
        return [why]
    reasons = check_move_character(state, MoveCharacter(ch.id, action.x, action.y, action.facing, ""))
    if reasons:
        return reasons
    host = state.characters[action.host]
    t = board.table(state)
    end = board.character_base(state, ch, (action.x, action.y, action.facing % 360))
    if t.distance(end, board.character_base(state, host)) > 1.0:
        return [f"to join {host.name}, {ch.name} must end touching it"]
    under = on_another(state, ch, end)
    if under:
        return [f"{ch.name} would stand on {under}: there is no room there beside {host.name}"]
    under = on_another(state, host, board.character_base(state, host), besides=ch.id)
    if under:
        return [f"{host.name} stands on {under}: a unit of characters cannot be formed there"]
    return []


def on_another(state: GameState, ch: Character, end: Base, besides: str = "") -> str:
    """What a character at ``end`` would stand on that a unit of characters may not: a unit of characters is a
    unit, so neither its stand nor its characters may stand on a unit's stand or on another character standing
    alone (each a one-stand unit under these rules). The name of that piece (``besides`` left out), or ""."""
    t = board.table(state)
    skip = [ch.id, besides] if besides else [ch.id]
    for other in t.overlaps(end, mover=board.character_mover(state, ch), ignore=skip, include_characters=True):
        lone = state.characters.get(other)
        if lone is not None and lone.joined is None:
            return lone.name
        if other in state.units:
            return state.units[other].name
    return ""


def apply(state: GameState, action: JoinCharacter, dice: Dice) -> list[Event]:
    events = apply_move_character(state, MoveCharacter(action.character, action.x, action.y, action.facing, ""), dice)
    ch, host = state.characters[action.character], state.characters[action.host]
    own = form(state, host, ch)
    return events + [
        CharactersBanded(
            character=ch.id, character_name=ch.name, host=host.id, host_name=host.name, unit=own.id, rule=RULE
        )
    ]


def form(state: GameState, host: Character, joiner: Character) -> Unit:
    """The host takes the field as a unit of characters and the joiner joins it (where they both stand)."""
    own = alone.take_the_field(state, host)
    own.flags[BAND] = 1
    own.name = f"{host.name}'s band"
    joiner.joined = own.id
    state.invalidate()
    return own


def beside(state: GameState, ch: Character, host: Character) -> list[tuple[int, int, int]]:
    """Spots touching the host on its right and left, facing its way (a rank of characters), nearer first."""
    hb = board.character_base(state, host)
    cb = board.character_base(state, ch)
    a = math.radians(hb.facing)
    rx, ry = math.cos(a), math.sin(a)
    off = hb.width / 2 + cb.width / 2 + 0.5
    spots = [(round(hb.x + k * rx * off), round(hb.y + k * ry * off), round(hb.facing) % 360) for k in (1, -1)]
    return sorted(spots, key=lambda p: math.dist(p[:2], (ch.x, ch.y)))


def legal(state: GameState) -> list[JoinCharacter]:
    """In the Characters step: each character yet to move joining each friendly lone character within reach."""
    out: list[JoinCharacter] = []
    t = board.table(state)
    for ch in state.live_characters(state.active):
        if ch.moved or pieces.piece(state, ch) is None or alone.own_unit(state, ch) is not None:
            continue
        reach = character_move_reach(state, ch)
        for host in state.live_characters(ch.side):
            if host.id == ch.id or host.joined is not None or t.owner_distance(ch.id, host.id) > reach:
                continue
            for x, y, f in beside(state, ch, host):
                a = JoinCharacter(ch.id, x, y, f, host.id)
                if not check(state, a):
                    out.append(a)
                    break
    return sorted(out, key=lambda a: (id_key(a.character), id_key(a.host)))


def host_stays(state: GameState, ch: Character, pose: tuple[int, int, int], join: str) -> list[str]:
    """The hook ``CHARACTER_MOVE_CHECK``: the host of a unit of characters is its stand and moves with it."""
    own = alone.own_unit(state, ch)
    if own is None or not is_band(own):
        return []
    return [f"{ch.name} leads {own.name}: it moves with its unit by order, not on its own"]
