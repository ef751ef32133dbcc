"""Battlefield equipment (Fantasy Warriors' "Battlefield equipment"): mantlets, pavises, palisades, chevaux de
frise and spiked pits, bought by the length for a unit in the roster and kept here as table pieces.

A length is one stand's frontage (40 mm); the piece's footprint and what it blocks or shelters is worked out
by ``game.table.equipment``. The pieces are put down in front of the units that bought them when the armies
are set up; before the battle a side may move its fixed pieces (``PlaceEquipment``) within its zone, or up
to 45 cm from its own edge if it set up first (it won the roll-off, Fantasy Warriors' outmanoeuvring).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.kept import kept
from game.core.state import GameState, Unit, id_key
from game.table import Base
from game.table.equipment import blocks, piece_base

MODULE_ID = "fw-equipment"
RULE = "fw.equipment"
LENGTH_MM = 40
# How far from its own edge a side that set up first may put its fixed pieces (18 in).
FORWARD_MM = 450
MANTLET, PAVISE, PALISADE, CHEVAUX, PIT = "mantlets", "pavises", "palisades", "chevaux_de_frise", "spiked_pits"


@dataclass(frozen=True)
class Kind:
    title: str
    cost: int  # points a length: the seed's price an inch x 1.6 (a length is 40 mm, an inch 25 mm), rounded up
    depth: int  # mm front to back
    mobile: bool
    most: int  # lengths a unit may buy


KINDS: dict[str, Kind] = {
    MANTLET: Kind("Mantlet", 16, 10, True, 3),
    PAVISE: Kind("Pavise", 8, 10, True, 3),
    PALISADE: Kind("Palisade", 8, 10, False, 4),
    CHEVAUX: Kind("Chevaux de frise", 8, 10, False, 4),
    PIT: Kind("Spiked pit", 11, 20, False, 4),
}


@dataclass
class Piece:
    """One piece on the table: its kind, lengths, centre and facing, the side that owns it and the unit using
    it ("" once it is left behind or for a fixed piece whose unit is gone)."""

    id: str
    kind: str
    lengths: int
    x: int
    y: int
    facing: int
    side: int
    unit: str = ""

    @property
    def mobile(self) -> bool:
        return KINDS[self.kind].mobile

    def base(self) -> Base:
        return piece_base(self.id, self.side, self.x, self.y, self.facing, self.lengths * LENGTH_MM,
                          KINDS[self.kind].depth)

    def name(self) -> str:
        n = KINDS[self.kind].title.lower()
        return f"{n} ({self.lengths} length{'s' if self.lengths != 1 else ''})"


@dataclass
class EquipmentKept:
    """The pieces on the table by id, whether the bought ones have been put down, where each unit's centre
    stood after the last action (a move between two of them crossed what it crossed), the pits each unit
    stood in then (it paid for them going in) and the side that set up first (the deployment forgets it once
    both armies are down, before the pieces are placed)."""

    pieces: dict[str, Piece] = field(default_factory=dict)
    placed: bool = False
    seen: dict[str, tuple[int, int]] = field(default_factory=dict)
    pits: dict[str, list[str]] = field(default_factory=dict)
    first: int | None = None

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        return {"placed": self.placed,
                "pieces": [vars(self.pieces[k]).copy() for k in sorted(self.pieces, key=id_key)],
                "seen": {k: list(self.seen[k]) for k in sorted(self.seen, key=id_key)},
                "pits": {k: list(self.pits[k]) for k in sorted(self.pits, key=id_key) if self.pits[k]},
                # Written only once known, so games saved before it was kept read the same.
                **({"first": self.first} if self.first is not None else {})}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> EquipmentKept:
        out = cls(placed=bool(d.get("placed")), first=None if d.get("first") is None else int(d["first"]))
        out.seen = {str(k): (int(v[0]), int(v[1])) for k, v in (d.get("seen") or {}).items()}
        out.pits = {str(k): [str(x) for x in v] for k, v in (d.get("pits") or {}).items()}
        for p in d.get("pieces") or []:
            piece = Piece(str(p["id"]), str(p["kind"]), int(p["lengths"]), int(p["x"]), int(p["y"]),
                          int(p["facing"]), int(p["side"]), str(p.get("unit", "")))
            out.pieces[piece.id] = piece
        return out


def equipment_kept(state: GameState) -> EquipmentKept:
    return kept(state, MODULE_ID, EquipmentKept)


def pieces(state: GameState) -> list[Piece]:
    if not state.ruleset.has(MODULE_ID):
        return []
    return list(equipment_kept(state).pieces.values())


def piece_problems(state: GameState, piece: Piece, base: Base, skip: str = "") -> list[str]:
    """Why the piece may not stand here: off the table, on a stand (of a unit other than ``skip``) or another
    piece."""
    out = []
    x0, y0, x1, y1 = base.bounds()
    if x0 < 0 or y0 < 0 or x1 > state.table_w or y1 > state.table_h:
        out.append(f"the {piece.name()} would be off the table")
    for u in state.live_units():
        if u.id != skip and any(blocks(base, b) for b in board.unit_bases(state, u)):
            out.append(f"the {piece.name()} would stand on {u.name}")
            break
    for other in equipment_kept(state).pieces.values():
        if other.id != piece.id and blocks(base, other.base()):
            out.append(f"the {piece.name()} would stand on the {other.name()}")
            break
    return out


def _front(state: GameState, unit: Unit) -> tuple[float, float, float]:
    """(x, y, depth) of the middle of the unit's front edge, from its front rank."""
    bases = board.unit_bases(state, unit)
    d = bases[0].direction()
    lead = max(b.x * d[0] + b.y * d[1] for b in bases)
    front = [b for b in bases if b.x * d[0] + b.y * d[1] >= lead - 1]
    cx = sum(b.x for b in front) / len(front)
    cy = sum(b.y for b in front) / len(front)
    return cx, cy, bases[0].depth


def place_bought(state: GameState, dice: Dice) -> list[Event]:
    """Put each bought piece down touching the front of the unit that bought it (once the armies are set up)."""
    k = equipment_kept(state)
    if k.placed:
        return []
    k.placed = True
    events: list[Event] = []
    for u in sorted(state.live_units(), key=lambda u: id_key(u.id)):
        for kind in KINDS:
            n = int(u.flags.get(f"bought:{kind}", 0))
            if n <= 0:
                continue
            x, y, depth = _front(state, u)
            d = board.unit_bases(state, u)[0].direction()
            facing = int(round(board.unit_bases(state, u)[0].facing)) % 360
            piece = Piece(f"eq{len(k.pieces) + 1}", kind, n, 0, 0, facing, u.side, u.id)
            # Touching the front, or a little further out when another piece or stand is in the way.
            for gap in range(0, 101, 10):
                reach = depth / 2 + KINDS[kind].depth / 2 + gap
                piece.x, piece.y = int(round(x + d[0] * reach)), int(round(y + d[1] * reach))
                if not piece_problems(state, piece, piece.base()):
                    k.pieces[piece.id] = piece
                    events.append(Narration(message=f"{u.name} sets up its {piece.name()}", rule=RULE))
                    break
            else:
                events.append(Narration(message=f"{u.name} finds no room for its {piece.name()}", rule=RULE))
    state.invalidate()
    return events


def table_pieces(state: GameState) -> list[tuple[str, tuple[tuple[float, float], ...], str]]:
    """The pieces as the table holds them: shapes only flyers pass (crossing equipment is not carried)."""
    return [(p.id, tuple(p.base().corners()), p.name()) for p in pieces(state)]


@dataclass(frozen=True)
class PlaceEquipment(Action):
    """Before the battle: move a fixed piece of one's own to (x, y) facing ``facing``."""

    kind: ClassVar[str] = "fw_equipment"
    side: int
    piece: str
    x: int
    y: int
    facing: int

    def __str__(self) -> str:
        return f"side {self.side + 1} places {self.piece} at ({self.x}, {self.y}) facing {self.facing}"


def note_first(state: GameState, dice: Dice) -> list[Event]:
    """After every action while the armies deploy: remember the side that set up first (won the roll-off)."""
    from game.core.deployment.order import deployment_kept

    order = deployment_kept(state).order
    k = equipment_kept(state)
    if state.phase == "deployment" and order is not None and k.first is None:
        k.first = order.first
    return []


def set_up_first(state: GameState) -> int | None:
    """The side that set up first: the deployment's own record while it lasts, else the one kept here."""
    from game.core.deployment.order import deployment_kept

    order = deployment_kept(state).order
    return order.first if order is not None else equipment_kept(state).first


def reach_limit(state: GameState, side: int) -> int:
    """How far from its own edge the side may put fixed pieces: 45 cm if it set up first, else its zone."""
    from game.core.scenario import zone_depth

    return FORWARD_MM if set_up_first(state) == side else zone_depth(state.table_h)


def check_place(state: GameState, action: PlaceEquipment) -> list[str]:
    from game.core.fantasy_warriors.before import decider, here

    if not here(state):
        return ["equipment is placed before the battle"]
    if decider(state) != action.side:
        return ["it is not that side's turn to choose"]
    found = equipment_kept(state).pieces.get(action.piece)
    if found is None or found.side != action.side:
        return [f"the side has no piece {action.piece!r}"]
    if found.mobile:
        return [f"the {found.name()} moves with its unit, not on its own"]
    moved = Piece(found.id, found.kind, found.lengths, action.x, action.y, action.facing, found.side, found.unit)
    base = moved.base()
    limit = reach_limit(state, action.side)
    far = max(state.table_h - c[1] for c in base.corners()) if action.side == 0 else max(c[1] for c in base.corners())
    out = []
    if far > limit + 0.5:
        out.append(f"the {found.name()} must be within {limit // 10} cm of the side's own edge")
    return out + piece_problems(state, moved, base)


def apply_place(state: GameState, action: PlaceEquipment, dice: Dice) -> list[Event]:
    p = equipment_kept(state).pieces[action.piece]
    p.x, p.y, p.facing = action.x, action.y, action.facing
    state.invalidate()
    return [Narration(message=f"{state.sides[action.side].name} places its {p.name()}", rule=f"{RULE}.placing")]


def legal_places(state: GameState) -> Iterable[Action]:
    """Each fixed piece of the side to choose, moved 5 cm towards the enemy, where that is allowed."""
    from game.core.fantasy_warriors.before import decider

    side = decider(state)
    if side is None:
        return []
    out: list[Action] = []
    step = -50 if side == 0 else 50
    for p in pieces(state):
        if p.side == side and not p.mobile:
            a = PlaceEquipment(side, p.id, p.x, p.y + step, p.facing)
            if not check_place(state, a):
                out.append(a)
    return out


def may_place(state: GameState, side: int) -> bool:
    """Whether the side has fixed pieces to place (asked before they are put down, too)."""
    if not state.ruleset.has(MODULE_ID):
        return False
    if not equipment_kept(state).placed:
        fixed = [kind for kind, k in KINDS.items() if not k.mobile]
        return any(u.side == side and any(u.flags.get(f"bought:{kind}") for kind in fixed) for u in state.live_units())
    return any(p.side == side and not p.mobile for p in pieces(state))
