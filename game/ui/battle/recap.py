"""The hand-over recap: what happened since a side last had the mouse, in a few lines. No pygame here.

Orders given and failed, blunders, character moves, charges, stands lost, units destroyed and characters slain, each with
the pieces it names (a click on the hand-over screen finds them on the table), and a one-line tally on
top ("5 orders given, 1 failed; 2 charges; 3 stands lost").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.ui.battle.chronicle import Entry


@dataclass(frozen=True)
class RecapLine:
    """One thing to tell: the words, the pieces to highlight, and its kind (for the mark beside it)."""

    words: str
    ids: tuple[str, ...]
    kind: str


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def recap_line(entry: Entry) -> RecapLine | None:
    """The recap's line for one event, or None if the recap leaves it out."""
    e = entry.event
    name = type(e).__name__

    def get(key: str, default: object = None) -> object:
        return getattr(e, key, default)

    if name == "OrderIssued":
        words = f"{get('character_name')} ordered {get('unit_names')} ({_nth(int(str(get('nth', 1))))} order): passed"
        return RecapLine(words, entry.ids, "orders")
    if name == "OrderFailed":
        words = f"{get('character_name')} failed to order {get('unit_names')}: {get('consequence')}"
        return RecapLine(words, entry.ids, "orders")
    if name == "Blunder":
        return RecapLine(e.text(), entry.ids, "orders")
    if name == "Charged":
        return RecapLine(e.text(), entry.ids, "charges")
    if name in ("SpellEffect", "Teleported"):
        # A spell that worked is part of the turn: the next player must know what was laid on his units.
        return RecapLine(e.text(), entry.ids, "magic")
    if name == "CharacterMoved":
        # Characters move after the orders: where the General went decides next turn's orders.
        return RecapLine(e.text(), entry.ids, "moves")
    if name in ("StandsLost", "UnitDestroyed", "CharacterSlain", "UnitLeftTable"):
        return RecapLine(e.text(), entry.ids, "losses")
    if name == "CombatResult":
        return RecapLine(e.text(), entry.ids, "combat")
    if name == "GameOver":
        return RecapLine(e.text(), entry.ids, "end")
    return None


def recap(entries: Iterable[Entry]) -> list[RecapLine]:
    """The recap's lines, in the order things happened."""
    return [line for e in entries if (line := recap_line(e)) is not None]


def tally(entries: Iterable[Entry]) -> str:
    """One line counting what happened: orders, charges, blunders, losses."""
    counts = {
        "OrderIssued": 0,
        "OrderFailed": 0,
        "Blunder": 0,
        "UnitMoved": 0,
        "CharacterMoved": 0,
        "Charged": 0,
        "UnitDestroyed": 0,
        "CharacterSlain": 0,
    }
    stands = 0
    for e in entries:
        name = type(e.event).__name__
        if name in counts:
            counts[name] += 1
        if name == "StandsLost":
            stands += int(getattr(e.event, "count", 0))
    parts = []
    given = counts["OrderIssued"] + counts["OrderFailed"]
    if given:
        failed = f", {counts['OrderFailed']} failed" if counts["OrderFailed"] else ", none failed"
        parts.append(_plural(given, "order") + " given" + failed)
    if counts["Blunder"]:
        parts.append(_plural(counts["Blunder"], "blunder"))
    if counts["UnitMoved"]:
        parts.append(_plural(counts["UnitMoved"], "move"))
    if counts["CharacterMoved"]:
        parts.append(_plural(counts["CharacterMoved"], "character move"))
    if counts["Charged"]:
        parts.append(_plural(counts["Charged"], "charge"))
    if stands:
        parts.append(_plural(stands, "stand") + " lost")
    if counts["UnitDestroyed"]:
        parts.append(_plural(counts["UnitDestroyed"], "unit") + " destroyed")
    if counts["CharacterSlain"]:
        parts.append(_plural(counts["CharacterSlain"], "character") + " slain")
    return "; ".join(parts) if parts else "No orders given, no moves, no charges and no losses."
