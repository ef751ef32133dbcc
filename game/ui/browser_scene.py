"""The army lists browser: every army list (stat lines, special rules, spells, and the rulebook of the module that
plays them), every roster (picks, points) and the rules every battle or a chosen module plays (``rules_docs``).

Pick an entry on the left; its document fills the right and scrolls with the wheel, the arrow keys and
Page Up/Down. From here the army builder opens for a new roster, or to edit a roster (a shipped one is
copied first, so the game's own files are never changed).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.army_docs import army_blocks, roster_blocks
from game.ui.doc import DocPane, Heading
from game.ui.rules_docs import army_module, module_blocks, rule_pages, rulebook_blocks
from game.ui.scene import Scene
from game.ui.widgets import Kit

ARMY = "army:"
ROSTER = "roster:"
RULES = "rules:"


class BrowserScene(Scene):
    """Army lists and rosters side by side with their documents."""

    title = "Army lists"
    design_size = (1200, 800)

    def __init__(self) -> None:
        super().__init__()
        self.selected: str | None = None
        self.items: dict[str, Any] = {}
        self.pane: DocPane | None = None
        self.list_scroller: Any = None
        self.list_height = 0
        self.edit_button: Any = None

    def keys(self) -> list[str]:
        assert self.app is not None
        cat = self.app.catalogue
        return (
            [ARMY + a for a in cat.army_ids()]
            + [ROSTER + r.key for r in cat.rosters()]
            + [RULES + m.id for m in rule_pages()]
        )

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        assert self.app is not None
        cat = self.app.catalogue
        m = self.m
        w, h = size
        pad = m(36)
        keys = self.keys()
        if self.selected not in keys:
            self.selected = keys[0] if keys else None
        kit.label(
            pygame.Rect(pad, m(20), w - 2 * pad, m(44)), "Army lists, rosters and rules", object_id="#screen_title"
        )
        kit.label(
            pygame.Rect(pad, m(64), w - 2 * pad, m(26)),
            "Pick a list, a roster or a part of the rules on the left. Wheel, arrows or Page Up/Down scroll; Tab "
            "goes to the next one.",
            object_id="#hint",
        )
        top = m(108)
        left_w = min(m(400), (w - 3 * pad) // 3)
        bh = m(52)
        buttons_h = 3 * bh + 2 * m(10)
        list_rect = pygame.Rect(pad, top, left_w, h - top - buttons_h - m(40))
        rows: list[tuple[str, str, str | None]] = [("", "Army lists", None)]
        rows += [(ARMY + a, cat.armies[a].name, None) for a in cat.army_ids()]
        rows.append(("", "Rosters", None))
        for r in cat.rosters():
            army = cat.armies[r.army].name if r.army in cat.armies else "unknown army"
            rows.append(
                (
                    ROSTER + r.key,
                    # A damaged file says so in the list itself, not only once it is picked.
                    r.name + (" (cannot be read)" if r.roster is None else " (has problems)" if r.problems else ""),
                    f"{army} · {r.points} of {r.points_cap or '?'} pts" + (" · yours" if not r.shipped else ""),
                )
            )
        rows.append(("", "Rules", None))
        rows += [(RULES + mod.id, mod.title, mod.description) for mod in rule_pages()]
        inner_h = sum(m(40) if not k else m(50) for k, _, _ in rows)
        scroller = kit.scroller(list_rect, inner_h)
        self.list_scroller, self.list_height = scroller, inner_h
        y = 0
        self.items = {}
        for key, label, tip in rows:
            if not key:
                kit.label(pygame.Rect(0, y, left_w - m(24), m(36)), label, object_id="#heading", container=scroller)
                y += m(40)
                continue
            self.items[key] = kit.button(
                pygame.Rect(0, y, left_w - m(24), m(44)),
                label,
                lambda k=key: self.select(k),
                selected=key == self.selected,
                object_id="#choice",
                tooltip=tip,
                container=scroller,
            )
            y += m(50)
        by = h - m(30) - buttons_h
        kit.button(
            pygame.Rect(pad, by, left_w, bh),
            "Build a new roster",
            self.new_roster,
            key=pygame.K_b,
            tooltip="Open the army builder for the army list shown",
        )
        self.edit_button = kit.button(
            pygame.Rect(pad, by + bh + m(10), left_w, bh),
            self._edit_label(),
            self.edit_roster,
            key=pygame.K_e,
            enabled=self._editable(),
            tooltip="Change the roster shown (a roster that came with the game is copied first)",
        )
        kit.button(pygame.Rect(pad, by + 2 * (bh + m(10)), left_w, bh), "Back", self.back, key=pygame.K_ESCAPE)
        x0 = pad + left_w + pad
        self.pane = DocPane(pygame.Rect(x0, top, w - x0 - pad, h - top - m(24)), m, self._blocks())
        if self.selected:
            # Back from the builder, the roster just saved (at the list's foot) is shown in the list too.
            self._show_in_list(self.selected)

    def _selected_roster(self) -> Any:
        if self.app is None or not self.selected or not self.selected.startswith(ROSTER):
            return None
        return self.app.catalogue.roster(self.selected[len(ROSTER) :])

    def _editable(self) -> bool:
        """A roster is shown whose file could be read (a damaged one offers nothing to edit)."""
        r = self._selected_roster()
        return r is not None and r.roster is not None

    def _edit_label(self) -> str:
        r = self._selected_roster()
        return "Edit a copy of this roster" if r is not None and r.shipped else "Edit this roster"

    def _blocks(self) -> list[Any]:
        assert self.app is not None
        cat = self.app.catalogue
        if self.selected is None:
            return []
        if self.selected.startswith(ARMY):
            army_id = self.selected[len(ARMY) :]
            mod = army_module(army_id)
            rules = [Heading("How the game plays these rules"), *rulebook_blocks(mod)] if mod else []
            return army_blocks(cat.armies[army_id]) + rules
        if self.selected.startswith(RULES):
            mod = next(m for m in rule_pages() if m.id == self.selected[len(RULES) :])
            return module_blocks(mod)
        r = self._selected_roster()
        if r is None:
            return []
        return roster_blocks(r, cat.armies.get(r.army or ""), cat.armies)

    def select(self, key: str) -> None:
        if key == self.selected:
            return
        self.selected = key
        for k, b in self.items.items():
            if k == key:
                b.select()
            else:
                b.unselect()
        if self.pane is not None:
            self.pane.set_blocks(self._blocks())
        self._show_in_list(key)
        if self.edit_button is not None:
            self.edit_button.set_text(f"{self._edit_label()}  (E)")
            if self._editable():
                self.edit_button.enable()
            else:
                self.edit_button.disable()
        self.dirty = True

    def _show_in_list(self, key: str) -> None:
        """Scroll the list so the entry picked is in view (Tab walks past the end of what shows)."""
        b, sc = self.items.get(key), self.list_scroller
        bar = getattr(sc, "vert_scroll_bar", None)
        if b is None or bar is None or self.list_height <= 0:
            return
        view = sc.rect.height
        top = b.relative_rect.y
        start = bar.start_percentage * self.list_height
        if top < start or top + b.relative_rect.height > start + view:
            # The entry a third of the way down the view, so what comes next shows below it.
            first = max(0.0, min(top - view / 3, self.list_height - view))
            bar.set_scroll_from_start_percentage(first / self.list_height)

    def _army_shown(self) -> str | None:
        if self.selected and self.selected.startswith(ARMY):
            return self.selected[len(ARMY) :]
        r = self._selected_roster()
        return r.army if r is not None else None

    def new_roster(self) -> None:
        from game.ui.builder_scene import BuilderScene

        if self.app is not None:
            self.app.push(BuilderScene(army=self._army_shown(), on_saved=self._built))

    def edit_roster(self) -> None:
        from game.ui.builder_scene import BuilderScene

        r = self._selected_roster()
        if self.app is not None and r is not None and r.roster is not None:
            self.app.push(BuilderScene(entry=r, on_saved=self._built))

    def _built(self, path: str) -> None:
        # Coming back, the browser shows the roster just saved.
        self.selected = ROSTER + path

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_TAB:
            keys = self.keys()
            if keys:
                step = -1 if e.mod & pygame.KMOD_SHIFT else 1
                i = keys.index(self.selected) if self.selected in keys else -1
                self.select(keys[(i + step) % len(keys)])
            return True
        if self.pane is not None and self.pane.handle(e, self.app.pointer if self.app else None):
            self.dirty = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.pane is not None:
            self.pane.draw(surface)
