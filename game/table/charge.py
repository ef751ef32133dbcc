"""Charge placement (digest 3.6): where each stand of a charging unit ends, or why it cannot charge.

The steps follow the rules:

1. Sight: only stands that see the target from their front edge may lead, and only target stands some
   charging stand sees are considered.
2. Zone: the closest of those target stands is the first one charged; the charger attacks the edge
   of the zone holding most of its stand centres (``charge_geometry.zone_of``).
3. Exposed edge: the stretch of that edge no other stand lies along. Under 1 cm exposed the edge is
   blocked and the next-closest visible stand's edge of the same name is tried. A target whose edge
   is wholly covered by the charger's friends is pinned and may be contacted corner to corner.
4. First stand: the charger's stands that see the target, closest first, each tried centre to centre
   and then slid along the edge, nearest the centre first, keeping 1 cm of front on the exposed part.
5. Battle line: the other stands, one at a time, at whichever end of the line gives most frontage
   (``charge_line.form_line``).

Every pose is checked as it will be played (whole millimetres and degrees): the furthest corner moves
no more than the allowance, the way is clear for a charge, and the stand ends on nothing.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.table.charge_geometry import (
    EDGE_ORDER,
    EDGE_WORD,
    EdgeFrame,
    Pose,
    Span,
    corner_travel,
    exposed_spans,
    pose_of,
    slide_offsets,
    zone_of,
)
from game.table.charge_line import form_line
from game.table.contact import TOUCH_TOLERANCE, base_distance, overlapping
from game.table.geometry import Point, id_key
from game.table.shapes import Base
from game.table.sight import BEHIND
from game.table.terrain import Mover

if TYPE_CHECKING:
    from game.table.index import Table

TRAVEL_SLACK = 0.5
"""How far (mm) past its allowance a corner may go: poses are whole millimetres."""

PLACE_SLACK = 0.75
"""How deep (mm) a placed stand may sink into another unit's stand: the rounding of one angled pose,
and no more, so a sliding stand stops where it touches rather than at the overlap tolerance."""

LINE_SLACK = 1.5
"""How deep (mm) two of the charger's own placed stands may overlap: both poses are rounded."""

_CHARGES = {
    Mover.INFANTRY: "infantry charges",
    Mover.CAVALRY: "cavalry charges",
    Mover.CHARIOT: "chariots charge",
    Mover.MONSTER: "monsters charge",
    Mover.TREE_MONSTER: "monsters charge",
    Mover.ARTILLERY: "artillery charges",
    Mover.MACHINE: "machines charge",
    Mover.FLYER: "flyers charge",
    Mover.CHARACTER: "characters charge",
    Mover.WADER: "characters charge",
    Mover.MOUNTED_CHARACTER: "characters charge",
}


@dataclass(frozen=True)
class ChargePlacement:
    """Where a charge puts the charging unit.

    ``poses`` and ``travel`` (mm, to 0.1) follow the order of ``Table.bases_of(charger)``. ``edge`` is
    "front", "flank" or "rear" of the target; ``target_edge`` names the exact edge of
    ``first_target_stand`` ("front", "left", "right", "rear"). ``contacted`` lists every enemy unit
    a charging stand touches, the target first. ``first_stand`` is the index of the stand placed first.
    ``pinned`` says the first stand met a pinned target corner to corner.
    """

    poses: tuple[Pose, ...]
    edge: str
    target_edge: str
    contacted: tuple[str, ...]
    first_target_stand: str
    first_stand: int
    travel: tuple[float, ...]
    pinned: bool = False


def place_charge(
    table: Table,
    charger: str,
    target: str,
    *,
    allowance: float,
    mover: Mover,
    enemies: Iterable[str],
    engaged: Iterable[str] = (),
    fortified_ok: bool = True,
    fortified: Iterable[str] = (),
    names: Mapping[str, str] | None = None,
    ignore: Iterable[str] = (),
    through: Iterable[str] = (),
) -> ChargePlacement | str:
    """Place the charge of unit ``charger`` against unit ``target``, or say why it cannot be made.

    ``allowance`` is how far (mm) each stand may move; ``mover`` how the charger crosses terrain;
    ``enemies`` the enemy unit ids (contacts with any of them are reported). ``fortified`` lists stand
    or unit ids in fortified positions, which only a charger with ``fortified_ok`` may touch.
    ``names`` gives the words for unit ids in the reasons; ``ignore`` terrain pieces the charge may pass
    (equipment it carries or goes over); ``through`` friendly units the charger's path may cross (never end
    on). ``engaged`` is accepted for the rules
    core's convenience; placement needs nothing from it, since a friend already in combat against an
    edge covers it by simply being there.
    """
    del engaged
    found = _Charge(table, charger, target, allowance, mover, enemies, fortified_ok, fortified, names, ignore)
    found.ignore.extend(through)
    return found.run()


class _Charge:
    """One charge being worked out, and what went wrong so far (for the reason if nothing works)."""

    def __init__(
        self,
        table: Table,
        charger: str,
        target: str,
        allowance: float,
        mover: Mover,
        enemies: Iterable[str],
        fortified_ok: bool,
        fortified: Iterable[str],
        names: Mapping[str, str] | None,
        ignore: Iterable[str] = (),
    ) -> None:
        self.table = table
        self.charger = charger
        self.target = target
        self.allowance = float(allowance)
        self.mover = mover
        self.enemies = {*enemies, target}
        self.fortified = set() if fortified_ok else set(fortified)
        self.names = dict(names or {})
        self.own = table.bases_of(charger)
        self.targets = table.bases_of(target)
        if not self.own or not self.targets:
            raise KeyError(charger if not self.own else target)
        self.side = self.own[0].side
        # Characters never block a charge; they are pushed aside once it is made.
        self.ignore = [charger, *(o for o in table.owners() if table.is_character(o)), *ignore]
        self.need = math.inf
        self.obstacle: str | None = None
        self.formation_failed = False
        # The first thing that kept the other stands from lining up beside the first (a refusal's words).
        self.line_block: str | None = None
        self.notes: list[str] = []

    def name(self, ref: str) -> str:
        """How a unit (or terrain piece) is called in a reason."""
        return self.names.get(ref, ref)

    # --- the steps ---------------------------------------------------------------------------------

    def run(self) -> ChargePlacement | str:
        """Work the charge out."""
        seen = self.table.visible_stands_by_stand(self.charger, self.target)
        seers = [b for b in self.own if seen[b.id]]
        if not seers:
            return self._unseen()
        visible_ids = {i for ids in seen.values() for i in ids}
        candidates = self._closest_first([t for t in self.targets if t.id in visible_ids])
        edge = self._zone(candidates[0])
        all_blocked = True
        for s in candidates:
            frame = EdgeFrame.of(s, edge)
            exposed, _ = self._exposed(frame)
            if not exposed:
                continue
            all_blocked = False
            plan = self._charge_at(frame, exposed, seers, pinned=False)
            if plan is not None:
                return plan
        if all_blocked:
            frame = EdgeFrame.of(candidates[0], edge)
            if not self._exposed(frame)[1]:
                return self._blocked(frame)
            plan = self._charge_at(frame, [], seers, pinned=True)
            if plan is not None:
                return plan
        return self._why_not()

    def _closest_first(self, visible: list[Base]) -> list[Base]:
        """Visible target stands by edge distance to the charging unit, then by centre distance."""
        n = len(self.own)
        cx, cy = sum(b.x for b in self.own) / n, sum(b.y for b in self.own) / n
        gap = {t.id: min(base_distance(b, t) for b in self.own) for t in visible}
        keyed = [(round(gap[t.id], 6), math.hypot(t.x - cx, t.y - cy), i) for i, t in enumerate(visible)]
        return [visible[k[2]] for k in sorted(keyed)]

    def _zone(self, s: Base) -> str:
        """The edge of ``s`` whose zone holds most of the charger's stand centres; a tie goes to the zone
        of the charger's stand nearest ``s``."""
        zones = [zone_of(s, b.centre) for b in self.own]
        counts = {z: zones.count(z) for z in EDGE_ORDER}
        top = max(counts.values())
        leaders = [z for z in EDGE_ORDER if counts[z] == top]
        if len(leaders) == 1:
            return leaders[0]
        nearest = min(range(len(self.own)), key=lambda i: (round(base_distance(self.own[i], s), 6), i))
        return zones[nearest] if zones[nearest] in leaders else leaders[0]

    def _exposed(self, frame: EdgeFrame) -> tuple[list[Span], bool]:
        """The exposed stretches of an edge, and whether the target is pinned there (``exposed_spans``)."""
        x0, y0, x1, y1 = frame.stand.bounds()
        pad = TOUCH_TOLERANCE + 1.0
        near = self.table.stands_in_box((x0 - pad, y0 - pad, x1 + pad, y1 + pad))
        return exposed_spans(frame, [o for o in near if o.owner != self.charger], self.side)

    def _charge_at(
        self, frame: EdgeFrame, exposed: list[Span], seers: list[Base], *, pinned: bool
    ) -> ChargePlacement | None:
        """The charge led against one edge, by the first seeing stand that can get there and bring the
        rest of the unit into line."""
        s = frame.stand
        order = sorted(
            range(len(seers)),
            key=lambda i: (round(base_distance(seers[i], s), 6), math.hypot(seers[i].x - s.x, seers[i].y - s.y), i),
        )
        for k in order:
            lead = seers[k]
            found = self._first(lead, frame, exposed, pinned)
            if found is None:
                continue
            first = self.own.index(lead)
            # What stops the rest of the line is noted apart, so a refusal can name it.
            before, self.obstacle, self.notes = self.obstacle, None, []
            placed = form_line(self, first, found[0], found[1])
            if placed is None:
                self.formation_failed = True
                self.line_block = self.line_block or "; ".join(self.notes[:2]) or None
            self.obstacle = before or self.obstacle
            if placed is None:
                continue
            return self._result(placed, frame, first, pinned)
        return None

    def _first(self, lead: Base, frame: EdgeFrame, exposed: list[Span], pinned: bool) -> tuple[Base, Point] | None:
        """The first stand's place against the edge (and its unrounded centre), nearest the centre."""
        options: list[tuple[float, float, float, Base]] = []
        seen: set[Pose] = set()
        for o in slide_offsets(frame, lead.width, exposed, pinned):
            end = frame.place(lead, o)
            if pose_of(end) in seen:
                continue
            seen.add(pose_of(end))
            options.append((round(abs(o), 6), corner_travel(lead, end), o, end))
        if not options:
            return None
        self.need = min(self.need, min(opt[1] for opt in options))
        options.sort(key=lambda opt: (opt[0], opt[1], opt[2]))
        for _, _, o, end in options:
            if self.legal(lead, end, []):
                return end, frame.centre(lead.depth, o)
        return None

    # --- checks ------------------------------------------------------------------------------------

    def legal(self, start: Base, end: Base, placed: list[Base]) -> bool:
        """Whether a stand may end its charge at ``end``: within reach, on nothing, by a clear way."""
        if corner_travel(start, end) > self.allowance + TRAVEL_SLACK:
            return False
        if any(overlapping(end, p, LINE_SLACK) for p in placed):
            return False
        x0, y0, x1, y1 = end.bounds()
        pad = TOUCH_TOLERANCE + 1.0
        for o in self.table.stands_in_box((x0 - pad, y0 - pad, x1 + pad, y1 + pad)):
            if o.owner == self.charger:
                continue
            if overlapping(end, o, PLACE_SLACK):
                self._note(f"{self.name(o.owner)} is in the way")
                return False
            if (o.id in self.fortified or o.owner in self.fortified) and base_distance(end, o) <= TOUCH_TOLERANCE:
                self._note(f"{self.name(o.owner)} is fortified")
                return False
        check = self.table.path_clear(start, end, mover=self.mover, ignore=self.ignore, charging=True)
        if not check.ok:
            by = check.blocked_by
            if by is not None and by in self.names:
                self._note(f"{self.name(by)} is in the way")
            else:
                self._note(check.reason)
            return False
        return True

    def _note(self, why: str) -> None:
        if self.obstacle is None:
            self.obstacle = why
        if why not in self.notes:
            self.notes.append(why)

    # --- answers -----------------------------------------------------------------------------------

    def _result(self, placed: list[Base], frame: EdgeFrame, first: int, pinned: bool) -> ChargePlacement:
        return ChargePlacement(
            poses=tuple(pose_of(b) for b in placed),
            edge=EDGE_WORD[frame.name],
            target_edge=frame.name,
            contacted=self._contacted(placed),
            first_target_stand=frame.stand.id,
            first_stand=first,
            travel=tuple(round(corner_travel(a, b), 1) for a, b in zip(self.own, placed, strict=True)),
            pinned=pinned,
        )

    def _contacted(self, placed: list[Base]) -> tuple[str, ...]:
        """Every enemy unit a placed stand touches, edge or corner: the target first, then by id."""
        hit: set[str] = set()
        t = TOUCH_TOLERANCE
        for b in placed:
            x0, y0, x1, y1 = b.bounds()
            for o in self.table.stands_in_box((x0 - t, y0 - t, x1 + t, y1 + t)):
                if o.owner in self.enemies and o.owner not in hit and base_distance(b, o) <= t:
                    hit.add(o.owner)
        rest = sorted(hit - {self.target}, key=id_key)
        return (self.target, *rest) if self.target in hit else tuple(rest)

    def _unseen(self) -> str:
        sight = self.table.can_see(self.charger, self.target)
        who, whom = self.name(self.charger), self.name(self.target)
        by = sight.blocked_by
        if by == BEHIND:
            return f"the {who} cannot see {whom}: it is not in front of them"
        if by is not None and by in self.table.owners():
            return f"the {who} cannot see {whom}: {self.name(by)} is in the way"
        if by is not None and any(p.id == by for p in self.table.terrain):
            piece = self.table.piece(by)
            return f"the {who} cannot see {whom}: {piece.name or piece.kind.value.replace('_', ' ')} is in the way"
        return f"the {who} cannot see {whom}"

    def _blocked(self, frame: EdgeFrame) -> str:
        """Every reachable edge covered: say by whom, so the player knows what stands in the way."""
        x0, y0, x1, y1 = frame.stand.bounds()
        pad = TOUCH_TOLERANCE + 1.0
        near = self.table.stands_in_box((x0 - pad, y0 - pad, x1 + pad, y1 + pad))
        by = sorted({self.name(o.owner) for o in near if o.owner not in (self.charger, self.target)})
        words = f"every edge of {self.name(self.target)} the {self.name(self.charger)} could reach is blocked"
        return f"{words} (by {' and '.join(by)})" if by else words

    def _why_not(self) -> str:
        who, whom = self.name(self.charger), self.name(self.target)
        if self.formation_failed:
            why = self.line_block or f"no place within {self.allowance / 10:g} cm of their stands"
            return (
                f"the {who} cannot charge {whom} and stay in formation: the first stand could reach it, "
                f"but the others cannot line up beside or behind it ({why})"
            )
        if self.obstacle is not None:
            return f"the {who} cannot reach {whom}: {self.obstacle}"
        if self.need > self.allowance + TRAVEL_SLACK and self.need < math.inf:
            away = self.table.owner_distance(self.charger, self.target)
            return (
                f"{whom} is {away / 10:.1f} cm away; a stand would have to move {self.need / 10:.1f} cm "
                f"and {_CHARGES.get(self.mover, 'it charges')} {self.allowance / 10:g} cm"
            )
        return f"every edge of {whom} the {who} could reach is blocked"
