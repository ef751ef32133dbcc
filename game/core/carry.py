"""Hits struck before a combat that count in its first round (digest 4.6, 4.8, 5.5, 6.2).

Shooting at chargers, shooting and spells that hit engaged units, and touch spells all put hits on
a unit that count for the attackers' side in the first combat round of that turn. They are kept here,
in the state, until the Combat phase reads them.
"""

from __future__ import annotations

from game.core.combat.kept import combat_kept
from game.core.state import GameState


def add_first_round_hits(state: GameState, unit_id: str, hits: int) -> None:
    """Record ``hits`` struck on ``unit_id`` that count towards its enemies' first-round result."""
    if hits <= 0:
        return
    book = combat_kept(state).first_round_hits
    book[unit_id] = book.get(unit_id, 0) + hits


def first_round_hits(state: GameState, unit_id: str) -> int:
    return int(combat_kept(state).first_round_hits.get(unit_id, 0))


def clear_first_round_hits(state: GameState, unit_ids: list[str] | None = None) -> None:
    """Forget carried hits once their combat round is fought (or the turn ends)."""
    book = combat_kept(state).first_round_hits
    for uid in list(book) if unit_ids is None else unit_ids:
        book.pop(uid, None)


def first_round_book(state: GameState) -> dict[str, int]:
    """The carried hits themselves, by unit id (a look-ahead on a copy puts back what it changed)."""
    return combat_kept(state).first_round_hits
