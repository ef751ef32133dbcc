"""The Command phase by mouse: initiative choices, then a character, a unit or brigade, and the order planner.

Click a character of the side to play, then a unit; Shift-click touching units to make a brigade.
The panel shows what the order needs (Command, every modifier with the rule behind it, the number to
roll) and its chance; P queues it in the plan, so a chain of orders (the same unit a 2nd and 3rd time,
or other units) shows the chance that all of it passes and the risk of a blunder before any die is
thrown. Enter gives the first order of the plan (or the one selected). In the Initiative step the units
that may react are outlined, their choices listed, and a unit's charge is previewed as a ghost.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core import (
    Action,
    Evade,
    Event,
    InitiativeCharge,
    Order,
    OrderFailed,
    OrderIssued,
    brigade_limit,
    brigade_problems,
    plan_charge,
)
from game.ui.battle import overlays
from game.ui.battle.orders_panel import fill_orders_panel
from game.ui.battle.panel import Panel
from game.ui.battle.planner import Plan, PlanRow, can_order, evaluate
from game.ui.battle.tool import SHIFT_KEYS, Tool, is_left_press
from game.ui.picking import Target


class OrdersTool(Tool):
    """Selecting who orders whom, the plan, and initiative in the Command phase."""

    def __init__(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().__init__(scene)
        self.character: str | None = None
        self.group: list[str] = []
        self.plan: list[tuple[str, ...]] = []
        self.shift = False
        # Initiative: the candidate unit whose choices are shown (and charge previewed).
        self.reactor: str | None = None
        self._plan_cache: tuple[object, Plan] | None = None
        # Why the last Shift-click was not taken into the brigade (shown until the next click).
        self.refusal: str | None = None

    def reset(self) -> None:
        self.reactor = None
        self._plan_cache = None
        st = self.state
        if self.character is not None and not can_order(st, self.character):
            self.character = None
            self.plan = []
        self.group = [u for u in self.group if u in st.units and st.units[u].alive]

    # ------------------------------------------------------------------ what is chosen
    def to_give(self) -> tuple[str, ...]:
        """The order Enter would give: a selection not (yet) in the plan, else the first of the plan.

        A unit clicked after P is the one the panel describes and the one the button names; units already
        queued go in the plan's order.
        """
        group = tuple(self.group)
        if group and group not in self.plan:
            return group
        if self.plan:
            return self.plan[0]
        return group

    def chain(self) -> list[tuple[str, ...]]:
        return list(self.plan) if self.plan else ([tuple(self.group)] if self.group else [])

    def evaluation(self) -> Plan | None:
        """The plan's numbers (cached until the state or the choices change)."""
        if self.character is None or not self.chain():
            return None
        key = (self.controller.version, self.character, tuple(self.chain()))
        if self._plan_cache is not None and self._plan_cache[0] == key:
            return self._plan_cache[1]
        first = self.controller.check(Order(self.character, self.chain()[0]))
        plan = evaluate(self.state, self.character, self.chain(), first)
        self._plan_cache = (key, plan)
        return plan

    def selected_row(self) -> PlanRow | None:
        """The single order the details block describes: always the one the button gives (``to_give``)."""
        if self.character is None:
            return None
        give = self.to_give()
        if not give:
            return None
        if self.plan and give != self.plan[0]:
            first = self.controller.check(Order(self.character, give))
            return evaluate(self.state, self.character, [give], first).rows[0]
        plan = self.evaluation()
        return plan.rows[0] if plan else None

    def initiative_focus(self) -> str | None:
        """The picked unit whose initiative moves the panel offers, if it has any."""
        if self.reactor is None:
            return None
        return self.reactor if any(getattr(a, "unit", None) == self.reactor for a in self.initiative_actions()) else None

    def initiative_actions(self) -> list[InitiativeCharge | Evade]:
        if self.state.step != "initiative" or self.state.command.orders_started:
            return []
        return [a for a in self.scene.legal() if isinstance(a, InitiativeCharge | Evade)]

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        if e.type in (pygame.KEYDOWN, pygame.KEYUP) and e.key in SHIFT_KEYS:
            self.shift = e.type == pygame.KEYDOWN
            return False
        if is_left_press(e) and self.scene.over_table(e.pos):
            return self.click(self.pick(e.pos))
        return False

    def click(self, target: Target | None) -> bool:
        st = self.state
        shift = self.shift or bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        self.refusal = None
        if target is not None and target.kind == "character":
            c = st.characters[target.id]
            if c.side == st.active and target.id != self.character:
                self.character = target.id
                self.group, self.plan = [], []
            self.scene.select(target)
            self.changed(panel=True)
            return True
        if target is not None and target.kind == "unit":
            u = st.units[target.id]
            if u.side != st.active:
                self.scene.select(target)
                self.changed(panel=True)
                return True
            # The unit picked is the one whose initiative is shown (none: the panel says why it has none).
            has = any(getattr(a, "unit", None) == u.id for a in self.initiative_actions())
            self.reactor = u.id if has else None
            if shift and self.character is not None and self.group:
                if u.id in self.group:
                    self.group.remove(u.id)
                else:
                    self.refusal = self.brigade_refusal(u.id)
                    if self.refusal is None:
                        self.group.append(u.id)
                    else:
                        # Refused before any odds are worked out: the order stays the brigade it was.
                        self.changed(panel=True)
                        return True
            else:
                self.group = [u.id] if self.character is not None else []
            self.scene.select(target)
            self.changed(panel=True)
            return True
        # A click on open ground drops the unit selection (the character stays chosen).
        self.group = []
        self.reactor = None
        self.scene.select(None)
        self.changed(panel=True)
        return True

    def brigade_refusal(self, uid: str) -> str | None:
        """Why ``uid`` may not join the brigade being chosen (the rules' words), or None if it may."""
        st = self.state
        units = [st.units[u] for u in [*self.group, uid]]
        name = st.units[uid].name
        most = brigade_limit(st, units)
        if most is not None and len(units) > most:
            return f"{name} cannot join the brigade: a brigade has at most {most} units"
        reasons = brigade_problems(st, units)
        if reasons:
            return f"{name} cannot join the brigade: {reasons[0]}"
        return None

    def choose_character(self, cid: str) -> None:
        self.click(Target("character", cid))

    def forget_character(self) -> None:
        """Put the chosen character down: the panel lists again everyone who may give orders (the way to
        one standing hidden under another on the table)."""
        self.character, self.group, self.plan = None, [], []
        self.scene.select(None)
        self.changed(panel=True)

    def choose_for(self, cid: str, uid: str) -> None:
        """A character chosen for a unit already picked: both at once."""
        self.character, self.plan = cid, []
        self.group = [uid]
        self.changed(panel=True)

    def add_to_plan(self) -> None:
        if self.character is not None and self.group:
            self.plan.append(tuple(self.group))
            self.changed(panel=True)

    def clear_plan(self) -> None:
        self.plan = []
        self.changed(panel=True)

    def give(self) -> None:
        """Give the first planned order (or the selected one) through the controller."""
        units = self.to_give()
        if self.character is None or not units:
            return
        self.controller.order(self.character, units)
        self.changed(panel=True)

    def on_events(self, events: list[Event]) -> None:
        for ev in events:
            if isinstance(ev, OrderIssued | OrderFailed):
                # The card shows the unit just ordered (the one about to move), not the last one clicked.
                self.scene.select(Target("unit", ev.units[0]))
            if isinstance(ev, OrderIssued):
                if tuple(ev.units) in self.plan:
                    self.plan.remove(tuple(ev.units))
                self.group = []
            elif isinstance(ev, OrderFailed):
                self.plan, self.group = [], []
        self.reset()

    # ------------------------------------------------------------------ drawing
    def under_key(self) -> object:
        return (self.character, tuple(self.group))

    def under(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        if self.character is not None and self.character in st.characters:
            overlays.command_range(surface, cam, st, st.characters[self.character])
        if len(self.group) == 1 and self.group[0] in st.units:
            u = st.units[self.group[0]]
            pace = st.unit_profile(u).full_pace_mm
            overlays.range_outline(surface, cam, st, u.id, pace, label=f"{pace // 10} cm move")

    def over(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        size = self.m.font(12)
        for uid in {getattr(a, "unit", "") for a in self.initiative_actions()}:
            overlays.outline_unit(surface, cam, st, uid, overlays.CANDIDATE, 3)
            u = st.units[uid]
            x, y = overlays.centroid([s.pose for s in u.stands])
            overlays.tag(surface, cam.to_screen(x, y - 18), "initiative", overlays.CANDIDATE, size)
        rows: dict[str, list[str]] = {}
        for i, g in enumerate(self.plan):
            for uid in g:
                rows.setdefault(uid, []).append(str(i + 1))
        for uid, nums in rows.items():
            u = st.units.get(uid)
            if u is not None and u.alive:
                overlays.outline_unit(surface, cam, st, uid, overlays.HIGHLIGHT, 2)
                x, y = overlays.centroid([s.pose for s in u.stands])
                words = f"plan {', '.join(nums)}"
                overlays.tag(surface, cam.to_screen(x, y + 22), words, overlays.HIGHLIGHT, size, "midtop")
        for uid in self.group:
            overlays.outline_unit(surface, cam, st, uid, overlays.SELECTED, 3)
        if self.character is not None:
            overlays.outline_character(surface, cam, st, self.character, overlays.SELECTED)
        if self.reactor is not None:
            self._initiative_ghost(surface)

    def _initiative_ghost(self, surface: pygame.Surface) -> None:
        st = self.state
        charge = next(
            (a for a in self.initiative_actions() if isinstance(a, InitiativeCharge) and a.unit == self.reactor), None
        )
        if charge is None:
            return
        u = st.units[charge.unit]
        plan = plan_charge(st, u, charge.target)
        if isinstance(plan, str):
            return
        w, d = st.unit_profile(u).base_mm
        overlays.ghost(surface, self.cam, plan.poses, w, d, True)
        overlays.outline_unit(surface, self.cam, st, charge.target, overlays.ILLEGAL, 3)

    # ------------------------------------------------------------------ the side panel
    def fill_panel(self, panel: Panel, initiative_extra: Callable[[Panel], None] | None = None) -> None:
        """The panel; ``initiative_extra`` adds to the picked unit's initiative part (the evade, kept
        beside the charge rather than under the orders)."""
        fill_orders_panel(self, panel, initiative_extra)

    def apply(self, action: Action) -> None:
        """Carry out an action offered in the panel (an initiative move)."""
        self.controller.apply(action)
        self.changed(panel=True)
