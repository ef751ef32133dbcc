"""Using a magic item by choice: the ``use_item`` action, offers that lapse and decisions play waits for.

Items a player uses when he likes (the Helm of Dominion's turn, the Rod of Repetition's second spell) are
offered while their rule allows. Some are offered only just after a roll (the Orb of Majesty after the
General's failed order): the offer lapses with whatever action comes next. Others must be settled before play
goes on (the Scroll of Dispelling against a spell that has worked, the Sceptre of Sovereignty against a
blunder rolled): the game holds the roll's outcome, waits for the carrier's side to use the item or let it
go (``use=False``), and only then carries the outcome out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event
from game.core.items.catalogue import BY_ID, FLAG
from game.core.kept import kept, plain
from game.core.state import Character, GameState, Unit

WORKS, ENDED = 1, 0


@dataclass(frozen=True)
class UseItem(Action):
    """The carrier of a magic item uses it now (``use=False``: lets a waiting chance to use it go)."""

    kind: ClassVar[str] = "use_item"
    carrier: str
    item: str
    use: bool = True

    def __str__(self) -> str:
        return f"{self.carrier} {'uses' if self.use else 'keeps'} {self.item}"


@dataclass
class ItemsKept:
    # A decision play waits for: {"item", "carrier", "side", ...what the item's rule needs to settle it}.
    held: dict[str, Any] | None = None
    # Uses offered only until the next action: {"item", "carrier", ...} each.
    offers: list[dict[str, Any]] = field(default_factory=list)
    # Wizards whose last spell this Shooting phase worked (the Rod of Repetition), with the ply.
    cast_worked: dict[str, int] = field(default_factory=dict)

    OLD_KEYS: ClassVar[dict[str, str]] = {}
    # The module kept nothing before its items were played: while nothing is held, offered or noted, its state
    # is left out of the game's, so games saved before hash, and verify, as they did.
    OMITTED_WHEN_FRESH: ClassVar[bool] = True

    def to_dict(self) -> dict[str, Any]:
        return {
            "held": plain(self.held),
            "offers": plain(self.offers),
            "cast_worked": dict(self.cast_worked),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ItemsKept:
        return cls(
            held=plain(d.get("held")),
            offers=plain(d.get("offers", [])),
            cast_worked={k: int(v) for k, v in d.get("cast_worked", {}).items()},
        )


def items_kept(state: GameState) -> ItemsKept:
    return kept(state, "magic-items", ItemsKept)


def ply(state: GameState) -> int:
    return state.turn * 2 + state.active


def ready(piece: Unit | Character | None, item: str) -> bool:
    """Whether the piece carries the item and has not used it up."""
    return piece is not None and piece.alive and piece.flags.get(FLAG + item) == WORKS


def spend(piece: Unit | Character, item: str) -> None:
    piece.flags[FLAG + item] = ENDED


def carrier_of(state: GameState, side: int, item: str) -> Character | Unit | None:
    """The piece of ``side`` carrying the item, still unused (each item is once in an army)."""
    for ch in state.live_characters(side):
        if ready(ch, item):
            return ch
    for u in state.live_units(side):
        if ready(u, item):
            return u
    return None


def piece(state: GameState, pid: str) -> Character | Unit | None:
    return state.characters.get(pid) or state.units.get(pid)


def hold(state: GameState, item: str, carrier: Character | Unit, **what: Any) -> None:
    """Play waits until the carrier's side uses the item or lets it go."""
    items_kept(state).held = {"item": item, "carrier": carrier.id, "side": carrier.side, **what}


def offer(state: GameState, item: str, carrier: Character | Unit, **what: Any) -> None:
    """The item may be used by the next action only."""
    items_kept(state).offers.append({"item": item, "carrier": carrier.id, **what})


# The rules of each item used by choice: item id -> (why it cannot be used now or "", carry it out).
Check = Callable[[GameState, UseItem], str]
Apply = Callable[[GameState, UseItem, Dice], list[Event]]
Legal = Callable[[GameState], list[UseItem]]


@dataclass(frozen=True)
class Usable:
    check: Check
    apply: Apply
    legal: Legal


def _usables() -> dict[str, Usable]:
    from game.core.items.command_items import USABLE as COMMAND
    from game.core.items.fortune import USABLE as FORTUNE
    from game.core.items.wizard_items import USABLE as WIZARD

    return {**COMMAND, **WIZARD, **FORTUNE}


def check_use(state: GameState, action: UseItem) -> list[str]:
    item = BY_ID.get(action.item)
    if item is None:
        return [f"there is no magic item {action.item!r}"]
    usable = _usables().get(action.item)
    if usable is None:
        return [f"the {item.name} works by itself; it is never used by choice"]
    p = piece(state, action.carrier)
    held = items_kept(state).held
    waiting = held is not None and (held["item"], held["carrier"]) == (action.item, action.carrier)
    if held is not None and not waiting:
        return ["another decision waits first"]
    # A decision held at a roll is owed even if the carrier fell later in the same action (the Banner of Fortune's
    # unit destroyed in the round whose roll it may throw again).
    if not waiting and (p is None or not ready(p, action.item)):
        return [f"{p.name if p else action.carrier} has no {item.name} left to use"]
    why = usable.check(state, action)
    return [why] if why else []


def apply_use(state: GameState, action: UseItem, dice: Dice) -> list[Event]:
    return _usables()[action.item].apply(state, action, dice)


def legal_uses(state: GameState) -> list[UseItem]:
    out: list[UseItem] = []
    for usable in _usables().values():
        out += [a for a in usable.legal(state) if not check_use(state, a)]
    return out


def waits(state: GameState, action: Action) -> str:
    """``ACTION_WAITS``: while a decision is held, nothing but that decision."""
    held = items_kept(state).held
    if held is None or (isinstance(action, UseItem) and action.item == held["item"]):
        return ""
    return f"the {BY_ID[held['item']].name} waits for its carrier's side: use it or let it go first"


def decider(state: GameState) -> int | None:
    """``HELD_DECIDER``: the side a held decision waits for."""
    held = items_kept(state).held
    return None if held is None else int(held["side"])


def blocks_leaving(state: GameState) -> str | None:
    held = items_kept(state).held
    return None if held is None else f"the {BY_ID[held['item']].name} waits for a decision"


def lapse(state: GameState, action: Action) -> None:
    """``BEFORE_ACTION``: an offer lapses with any action but its own use."""
    k = items_kept(state)
    if k.offers and not (isinstance(action, UseItem) and any(action.item == o["item"] for o in k.offers)):
        k.offers = []
