"""Magic by mouse in the Shooting phase: pick a Wizard, then a spell, then its target (or a direction), Enter casts.

The spells come with their casting number, range and chance (``magic.odds.spell_chance``). With a
spell picked, its range is drawn round the Wizard (and his unit, which range is also measured from),
the units it may be laid on are outlined and a click picks one; a spell drawn as a line follows the
pointer as a 30 cm line stopped where terrain stops it, and a click fixes its direction; Teleport takes
a friendly unit to join or a spot of open ground. The side panel's part is in ``magic_panel.py``.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.core import (
    AROUND,
    ENEMY,
    FRIEND,
    ILLUSION,
    LINE,
    PLACE,
    ROUND_BASE_MM,
    SELF,
    TOUCHING,
    WOOD,
    Cast,
    Event,
    SpellProfile,
    board,
    boon_name,
    cast_items,
    caster_problems,
    has_war_altar,
    heading,
    line_path,
    mirage_choices,
    mirage_poses,
    nearest_enemy_facing,
    pattern,
    spell_chance,
    spell_of,
    spells_for,
    units_under,
)
from game.table import TerrainKind
from game.ui.battle import overlays
from game.ui.battle.magic_panel import fill_magic_panel
from game.ui.battle.panel import Panel
from game.ui.battle.planner import percent
from game.ui.battle.tool import Tool, is_left_press
from game.ui.picking import Target


class MagicTool(Tool):
    """The Wizard picked, his spell, and what it is aimed at."""

    draws_ranges = True

    def __init__(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().__init__(scene)
        self.wizard: str | None = None
        self.reset_spell()
        self._targets: tuple[object, list[str]] | None = None

    def reset_spell(self) -> None:
        self.spell: str | None = None
        self.target = ""
        self.facing: int | None = None
        self.fixed = False
        self.spot: tuple[int, int] | None = None
        # The list entry a Mirage looks like ("" until the player picks another: the costliest).
        self.looks = ""
        self.war_altar = False
        # A magic item of the Wizard's spent on this roll (the Ring of Magic, the Wand of Power), or "".
        self.item = ""

    # ------------------------------------------------------------------ choosing
    def choose(self, wid: str) -> None:
        """Pick a Wizard (from the shooting tool or the panel)."""
        self.wizard = wid
        self.reset_spell()
        self.scene.select(Target("character", wid))
        self.changed(panel=True)

    def back(self) -> None:
        """Back to the shooting tool."""
        self.wizard = None
        self.reset_spell()
        self.changed(panel=True)

    def pick_spell(self, name: str) -> None:
        self.reset_spell()
        self.spell = name
        self.changed(panel=True)

    def profile(self) -> SpellProfile | None:
        if self.wizard is None or self.spell is None:
            return None
        return spell_of(self.state, self.state.characters[self.wizard], self.spell)

    def kind(self) -> str:
        """What the spell is laid on: "enemy", "friend", "line", "self" or "touching" ("" with none picked)."""
        sp = self.profile()
        pat = pattern(sp.effect) if sp is not None else None
        return pat.target if pat is not None else ""

    def spells(self) -> list[SpellProfile]:
        if self.wizard is None:
            return []
        return spells_for(self.state, self.state.characters[self.wizard])

    def action(self) -> Cast | None:
        """The Cast the choices so far make, or None while something is still to pick."""
        a = self._cast()
        return a if a is None or not self.item else replace(a, item=self.item)

    def _cast(self) -> Cast | None:
        if self.wizard is None or self.spell is None:
            return None
        kind = self.kind()
        if kind == LINE:
            if self.facing is None:
                return None
            return Cast(self.wizard, self.spell, facing=self.facing % 360, war_altar=self.war_altar)
        if kind == AROUND:
            return Cast(self.wizard, self.spell, war_altar=self.war_altar)
        if kind == SELF:
            if self.target:
                return Cast(self.wizard, self.spell, target=self.target, war_altar=self.war_altar)
            if self.spot is not None:
                return Cast(self.wizard, self.spell, x=self.spot[0], y=self.spot[1], war_altar=self.war_altar)
            return None
        if kind in (PLACE, ILLUSION):
            if self.spot is None:
                return None
            x, y = self.spot
            # The creature rises facing the nearest enemy: the way a player would turn it.
            facing = nearest_enemy_facing(self.state, self.state.characters[self.wizard].side, x, y)
            looks = self.looks_like() if kind == ILLUSION else ""
            return Cast(self.wizard, self.spell, target=looks, x=x, y=y, facing=facing, war_altar=self.war_altar)
        if not self.target:
            return None
        return Cast(self.wizard, self.spell, target=self.target, war_altar=self.war_altar)

    def verdict(self) -> list[str]:
        a = self.action()
        return ["pick a target"] if a is None else self.controller.check(a)

    def targets(self) -> list[str]:
        """Units the picked spell may be laid on now (worked out once per state and spell)."""
        kind = self.kind()
        if self.wizard is None or self.spell is None or kind in (LINE, SELF, AROUND, WOOD, PLACE, ILLUSION, ""):
            return []
        key = (self.controller.version, self.wizard, self.spell, self.war_altar)
        if self._targets is None or self._targets[0] != key:
            st = self.state
            side = st.characters[self.wizard].side
            pool = st.live_units(side if kind == FRIEND else 1 - side)
            ok = [u.id for u in pool if not self.controller.check(Cast(self.wizard, self.spell, target=u.id))]
            self._targets = (key, ok)
        return self._targets[1]

    def no_target_reason(self) -> str:
        """Why the picked spell has no unit to be laid on: the rules' refusal for the unit nearest the Wizard."""
        st = self.state
        if self.wizard is None or self.spell is None:
            return ""
        ch = st.characters[self.wizard]
        pool = st.live_units(ch.side if self.kind() == FRIEND else 1 - ch.side)
        pool = [u for u in pool if not u.off_table and u.stands]
        if not pool:
            return "there is no unit to lay it on"
        nearest = min(pool, key=lambda u: min(math.dist((ch.x, ch.y), (b.x, b.y)) for b in u.stands))
        reasons = self.controller.check(Cast(self.wizard, self.spell, target=nearest.id))
        return reasons[0] if reasons else ""

    def may_cast(self) -> bool:
        st = self.state
        return self.wizard is not None and not caster_problems(st, st.characters.get(self.wizard), self.wizard)

    def altar(self) -> bool:
        """Whether the War Altar's +1 is there to spend."""
        if self.wizard is None:
            return False
        ch = self.state.characters[self.wizard]
        return has_war_altar(self.state, ch) and not ch.flags.get("war_altar_used")

    def boon(self) -> str:
        """The mount that gives the +1: the War Altar or a Unicorn."""
        return boon_name(self.state, self.state.characters[self.wizard]) if self.wizard else "War Altar"

    def toggle_altar(self) -> None:
        self.war_altar = not self.war_altar
        self.changed(panel=True)

    def cast_items(self) -> list[str]:
        """The magic items the Wizard may spend on this roll."""
        return cast_items(self.state, self.state.characters[self.wizard]) if self.wizard else []

    def toggle_item(self, item: str) -> None:
        self.item = "" if self.item == item else item
        self.changed(panel=True)

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        kind = self.kind()
        if e.type == pygame.MOUSEMOTION and kind == LINE and not self.fixed and self.scene.over_table(e.pos):
            self.aim_at(self.table_point(e.pos))
            # Not used up: the table still follows the pointer for its hover card.
            return False
        if is_left_press(e) and self.scene.over_table(e.pos):
            return self.click(e.pos)
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            if self.spell is not None:
                self.reset_spell()
                self.changed(panel=True)
            else:
                self.back()
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        st = self.state
        at = self.table_point(pos)
        hit = self.pick(pos)
        kind = self.kind()
        if hit is not None and hit.kind == "character" and hit.id != self.wizard:
            other = st.characters[hit.id]
            if other.side == st.active and not caster_problems(st, other, other.id):
                self.choose(hit.id)
                return True
        if kind == LINE:
            self.aim_at(at)
            self.fixed = True
            self.changed(panel=True)
            return True
        if kind == SELF:
            if (
                hit is not None
                and hit.kind == "unit"
                and st.units[hit.id].side == st.characters[self.wizard or ""].side
            ):
                self.target, self.spot = hit.id, None
            else:
                self.target, self.spot = "", (round(at[0]), round(at[1]))
            self.changed(panel=True)
            return True
        if kind in (PLACE, ILLUSION):
            # Summon Fenbeast, Mirage: the spot clicked, open ground (or touching an enemy already fighting).
            self.spot = (round(at[0]), round(at[1]))
            self.changed(panel=True)
            return True
        if kind == WOOD:
            # A wood is picked by clicking anywhere inside it (Fury of the Forest).
            woods = [p for p in board.table(st).pieces_at(at) if p.kind is TerrainKind.WOOD]
            if woods:
                self.target = woods[0].id
                self.changed(panel=True)
                return True
        if kind in (ENEMY, FRIEND, TOUCHING) and hit is not None and hit.kind == "unit":
            self.target = hit.id
            self.scene.select(hit)
            self.changed(panel=True)
            return True
        if hit is not None and hit.kind == "unit" and st.units[hit.id].side == st.active and kind == "":
            # A unit of the side clicked with no spell picked: back to shooting with it.
            self.back()
            return self.scene.steps.shoot.click(hit)
        return False

    def looks_like(self) -> str:
        """The entry the Mirage will look like: the one picked, else the first offered (the costliest)."""
        names = [p.name for p in mirage_choices(self.state, self.state.active)]
        return self.looks if self.looks in names else (names[0] if names else "")

    def next_look(self) -> None:
        """The next entry a Mirage may look like, round again after the last."""
        names = [p.name for p in mirage_choices(self.state, self.state.active)]
        if names:
            self.looks = names[(names.index(self.looks_like()) + 1) % len(names)]
            self.changed(panel=True)

    def aim_at(self, at: tuple[float, float]) -> None:
        """Point the line from the Wizard towards table point ``at`` (whole degrees, clockwise from north)."""
        if self.wizard is None:
            return
        c = self.state.characters[self.wizard]
        if math.dist((c.x, c.y), at) < 5:
            return
        f = round(math.degrees(math.atan2(at[0] - c.x, -(at[1] - c.y)))) % 360
        if f != self.facing:
            # The first aim makes the spell castable: the panel's button follows.
            self.changed(panel=self.facing is None)
            self.facing = f

    def cast(self) -> None:
        a = self.action()
        if a is None:
            return
        self.controller.apply(a)
        self.changed(panel=True)

    def on_events(self, events: list[Event]) -> None:
        self._targets = None
        if self.wizard is not None and not self.may_cast():
            self.wizard = None
            self.reset_spell()
        elif events:
            self.reset_spell()

    # ------------------------------------------------------------------ drawing
    def under_key(self) -> object:
        return (self.wizard, self.spell, self.target, self.spot)

    def under(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        sp = self.profile()
        if self.wizard is None:
            return
        c = st.characters[self.wizard]
        if sp is None or sp.range_mm is None or self.kind() == LINE:
            return
        edge = ROUND_BASE_MM / 2 if c.round_base else 10
        overlays.ring(
            surface, cam, (c.x, c.y), sp.range_mm + edge, overlays.RANGE, f"{sp.name}: {sp.range_mm // 10} cm"
        )
        if c.joined and c.joined in st.units:
            # The second reach, from the unit he has joined, is named too: no ring on the table goes unexplained.
            overlays.range_outline(
                surface,
                cam,
                st,
                c.joined,
                sp.range_mm,
                overlays.RANGE,
                label=f"{sp.name}: {sp.range_mm // 10} cm from {st.units[c.joined].name}",
            )

    def over(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        if self.wizard is None or self.wizard not in st.characters:
            return
        overlays.outline_character(surface, cam, st, self.wizard, overlays.SELECTED)
        kind = self.kind()
        for uid in self.targets():
            overlays.outline_unit(surface, cam, st, uid, overlays.LEGAL, 2)
        if kind == LINE and self.facing is not None:
            self._line(surface)
        elif kind == SELF and self.spot is not None:
            legal = not self.verdict()
            c = st.characters[self.wizard]
            overlays.ghost_round(surface, cam, (*self.spot, 0), c.round_base, legal)
            colour = overlays.LEGAL if legal else overlays.ILLEGAL
            overlays.arrow(surface, cam, (c.x, c.y), self.spot, colour)
            words = "✓ he reappears here" if legal else "✗ " + _short(self.verdict()[0])
            overlays.tag(surface, cam.to_screen(self.spot[0], self.spot[1] + 20), words, colour, None, "midtop")
        elif kind == ILLUSION and self.spot is not None:
            a = self.action()
            legal = not self.verdict()
            c = st.characters[self.wizard]
            prof = next((p for p in mirage_choices(st, c.side) if p.name == self.looks_like()), None)
            if prof is not None and a is not None:
                overlays.ghost(surface, cam, mirage_poses(prof, a.x, a.y, a.facing), *prof.base_mm, legal)
            colour = overlays.LEGAL if legal else overlays.ILLEGAL
            overlays.arrow(surface, cam, (c.x, c.y), self.spot, colour)
            words = f"✓ a Mirage of {self.looks_like()} here" if legal else "✗ " + _short(self.verdict()[0])
            overlays.tag(surface, cam.to_screen(self.spot[0], self.spot[1] + 40), words, colour, None, "midtop")
        elif kind == PLACE and self.spot is not None:
            a = self.action()
            legal = not self.verdict()
            c = st.characters[self.wizard]
            # The creature's own stand, where it would rise and facing the way it would face.
            w, d = st.sides[c.side].army.unit("Fenbeast").base_mm
            overlays.ghost(surface, cam, [(*self.spot, a.facing if a else 0)], w, d, legal)
            colour = overlays.LEGAL if legal else overlays.ILLEGAL
            overlays.arrow(surface, cam, (c.x, c.y), self.spot, colour)
            words = "✓ it rises here" if legal else "✗ " + _short(self.verdict()[0])
            overlays.tag(surface, cam.to_screen(self.spot[0], self.spot[1] + 30), words, colour, None, "midtop")
        if self.target and self.target in st.units:
            legal = not self.verdict()
            overlays.outline_unit(surface, cam, st, self.target, overlays.LEGAL if legal else overlays.ILLEGAL, 4)
            x, y = overlays.centroid([s.pose for s in st.units[self.target].stands])
            chance = percent(spell_chance(st, self.wizard, self.spell or "", self.war_altar, self.item))
            words = f"✓ {self.spell}: {chance}" if legal else "✗ " + _short(self.verdict()[0])
            # Under the target: the range ring's label is on top.
            at = cam.to_screen(x, y + 25)
            overlays.tag(surface, at, words, overlays.LEGAL if legal else overlays.ILLEGAL, None, "midtop")

    def line(self) -> tuple[tuple[float, float], tuple[float, float], str, list[str]] | None:
        """(start, end, what stopped it, units under it) of the line spell as aimed now."""
        if self.wizard is None or self.facing is None:
            return None
        st = self.state
        ch = st.characters[self.wizard]
        start, length, stopped = line_path(st, ch, self.facing)
        vx, vy = heading(self.facing)
        end = (start[0] + vx * length, start[1] + vy * length)
        under = [u for u in units_under(st, start, self.facing, length) if u != ch.joined]
        return start, end, stopped, under

    def _line(self, surface: pygame.Surface) -> None:
        st, cam = self.state, self.cam
        found = self.line()
        if found is None:
            return
        start, end, stopped, under = found
        legal = not self.verdict()
        colour = overlays.LEGAL if legal else overlays.ILLEGAL
        width = max(3, round(10 * cam.scale))
        a, b = cam.to_screen(*start), cam.to_screen(*end)
        pygame.draw.line(surface, colour, a, b, width)
        for uid in under:
            overlays.outline_unit(
                surface, cam, st, uid, overlays.ILLEGAL if st.units[uid].side == st.active else colour, 3
            )
        length = math.dist(start, end)
        words = f"{self.spell}: {length / 10:.0f} cm" + (f", stopped {stopped}" if stopped else "")
        if not self.fixed:
            words += " · click to aim here"
        # On the Wizard's far side from the line, where it hides nothing the line crosses.
        c = st.characters[self.wizard or ""]
        wx, wy = cam.to_screen(c.x, c.y)
        up = heading(self.facing or 0)[1] < 0
        gap = max(12.0, 14 * cam.scale)
        overlays.tag(surface, (wx, wy + gap if up else wy - gap), words, colour, None, "midtop" if up else "midbottom")

    # ------------------------------------------------------------------ the side panel
    def fill_panel(self, panel: Panel) -> None:
        fill_magic_panel(self, panel)


def _short(reason: str, n: int = 70) -> str:
    reason = reason[:1].upper() + reason[1:]
    return reason if len(reason) <= n else reason[: n - 1] + "…"
