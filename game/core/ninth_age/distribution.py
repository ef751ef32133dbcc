"""Distributing hits from shooting and spells onto a combined unit (the seed's "Distributing Hits onto
Combined Units"), at the moment hits are put on a unit (``hooks.HITS_STRUCK``).

With 2 or more stands (Warhost's "5 rank and file"), joined characters of the unit's troop type are
ignored and only characters of another type share the hits; with fewer, every joined character does.
The sharers and the stands each take one hit before any takes a second; the odd hits go to the
characters first (the attacker's choice, made by the stated default), nearest to being slain first. A
character takes no more hits than slay it; the rest of its share goes to the stands.
"""

from __future__ import annotations

from game.core.characters.alone import own_unit_id
from game.core.dice import Dice
from game.core.events import Event
from game.core.ninth_age import pieces
from game.core.state import Character, GameState, Unit, id_key

# "5 or more rank-and-file models" is 2 or more stands of the unit (module-adaptations, Scale).
FULL_UNIT_STANDS = 2


def sharers(state: GameState, unit: Unit) -> list[Character]:
    """The joined characters that share hits struck on the unit, in the order they take odd hits."""
    kind = state.unit_profile(unit).type
    full = len(unit.stands) >= FULL_UNIT_STANDS
    out = [
        ch
        for ch in state.live_characters(unit.side)
        if ch.joined == unit.id
        and ch.joined != own_unit_id(ch)  # a character acting alone takes hits as its own unit's stand
        and pieces.piece(state, ch) is not None
        and not (full and pieces.troop_type(state, ch) is kind)
    ]
    return sorted(out, key=lambda ch: (pieces.hits_left(state, ch), id_key(ch.id)))


def split(hits: int, stands: int, characters: int) -> tuple[int, list[int]]:
    """(hits for the stands, hits per character) spreading ``hits`` as equally as possible: each piece takes
    one before any takes a second; the odd ones go to the characters first, in the order given."""
    pieces_n = stands + characters
    each, odd = divmod(hits, pieces_n)
    to_chars = [each + (1 if i < odd else 0) for i in range(characters)]
    return hits - sum(to_chars), to_chars


def distribute(state: GameState, unit: Unit, hits: int, rule: str) -> tuple[int, list[Event]]:
    """Take the joined characters' share of ``hits`` struck on ``unit``: (hits left for the stands, events)."""
    chars = sharers(state, unit)
    if not chars or hits <= 0:
        return hits, []
    for_stands, shares = split(hits, len(unit.stands), len(chars))
    events: list[Event] = []
    for ch, n in zip(chars, shares, strict=True):
        # A slain character takes no more: what its share holds beyond its Hits goes to the stands.
        taken = min(n, pieces.hits_left(state, ch))
        for_stands += n - taken
        events += pieces.strike(state, ch, taken, unit.name, unit.id)
    return for_stands, events


def forget(state: GameState, dice: Dice) -> list[Event]:
    """At the end of the Shooting and Combat phases a character's hits that did not slay it are forgotten."""
    pieces.forget_hits(state)
    return []
