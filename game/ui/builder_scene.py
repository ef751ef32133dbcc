"""The army builder: pick an army list and a points cap, then add and remove troops, characters, mounts.

One row per entry of the army list, as on a club's army selector: its points, how many this force may
or must take, a count with − and + buttons, and the points spent on it. The total and every problem
with the force (``roster_problems``) update as you click; problems never stop you clicking. The roster
is saved as YAML in the player's data folder, where the set-up screen finds it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game.core import ArmyList, Limit
from game.core.items.catalogue import BY_NAME as ITEMS_BY_NAME
from game.ui import builder_hiring as hiring
from game.ui import builder_upgrades as upgrades
from game.ui import palette
from game.ui.builder_model import CAPS, RosterDraft, slug
from game.ui.catalogue import RosterEntry
from game.ui.doc import BAD, GOOD, DocPane, Para
from game.ui.scene import DialogButton, Scene
from game.ui.userdirs import rosters_dir, shown_path
from game.ui.widgets import Kit, shortened, text_room

# Rows that are on or off rather than counted (the count column shows 1 or 0).
SWITCHES = ("rules", "standard")


class Row:
    """The widgets of one army-list entry that change as the force changes."""

    def __init__(
        self, kind: str, name: str, limit: Limit, limit_label: Any, count: Any, points: Any, minus: Any, plus: Any
    ) -> None:
        self.kind = kind
        self.name = name
        self.limit = limit
        self.limit_label = limit_label
        self.count = count
        self.points = points
        self.minus = minus
        self.plus = plus


class BuilderScene(Scene):
    """Builds or edits one roster.

    With ``on_done`` (set-up's "build one now") saving also closes the builder and hands back the file
    (None if the player leaves without saving); ``on_saved`` only hears of each file saved.
    """

    title = "Army builder"
    design_size = (1380, 880)

    def __init__(
        self,
        army: str | None = None,
        *,
        entry: RosterEntry | None = None,
        on_done: Callable[[str | None], None] | None = None,
        on_saved: Callable[[str], None] | None = None,
        purpose: str = "",
    ) -> None:
        super().__init__()
        self.army_id = army
        self.entry = entry
        self.on_done = on_done
        self.on_saved = on_saved
        self.purpose = purpose
        self.draft: RosterDraft | None = None
        self.rows: dict[tuple[str, str], Row] = {}
        self.total_label: Any = None
        self.problem_pane: DocPane | None = None
        self.holder_pane: DocPane | None = None
        self.cap_buttons: dict[int, Any] = {}
        self.other_entry: Any = None
        self.name_entry: Any = None
        self.save_button: Any = None
        self.message: str | None = None
        self.hire_dropdown: Any = None
        self.hired_label: Any = None
        self.pay_buttons: dict[int, Any] = {}

    # ------------------------------------------------------------------ the draft
    def armies(self) -> dict[str, ArmyList]:
        assert self.app is not None
        return self.app.catalogue.armies

    def get_draft(self) -> RosterDraft:
        if self.draft is None:
            armies = self.armies()
            e = self.entry
            if e is not None and e.roster is not None and e.army in armies:
                # Shipped rosters are edited as copies: saving writes a new file of the player's own.
                source = None if e.shipped else e.path
                self.draft = RosterDraft.from_roster(e.roster, armies[e.army], source, armies)
                if e.shipped:
                    self.draft.name = f"{e.roster.name} (copy)"
            else:
                # The Regiments of Renown are hired by an army, never built as one: the first fielding list instead.
                fielding = self.app.catalogue.army_ids(fielding=True)
                army = self.army_id if self.army_id in fielding else fielding[0]
                self.draft = RosterDraft(armies[army], lists=dict(armies))
        return self.draft

    # ------------------------------------------------------------------ building
    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        d = self.get_draft()
        m = self.m
        w, h = size
        pad = m(36)
        title = "Army builder" + (f" {self.purpose}" if self.purpose else "")
        kit.label(pygame.Rect(pad, m(20), w - 2 * pad, m(44)), title, object_id="#screen_title")
        kit.label(
            pygame.Rect(pad, m(64), w - 2 * pad, m(26)),
            "Choose the army and the points cap, then add troops with + and take them away with −. "
            "Problems are listed on the right; fix them at your own pace.",
            object_id="#hint",
        )
        # --- army, cap, name
        y = m(104)
        kit.label(pygame.Rect(pad, y, m(100), m(40)), "Army list")
        armies = self.armies()
        kit.dropdown(
            pygame.Rect(pad + m(100), y, m(250), m(40)),
            [(armies[a].name, a) for a in self.app.catalogue.army_ids(fielding=True)],
            d.army.id,
            self.choose_army,
        )
        x = pad + m(380)
        kit.label(pygame.Rect(x, y, m(110), m(40)), "Points cap")
        x += m(110)
        self.cap_buttons = {}
        for cap in CAPS:
            self.cap_buttons[cap] = kit.button(
                pygame.Rect(x, y, m(86), m(40)),
                str(cap),
                lambda cap=cap: self.set_cap(cap),
                selected=d.points_cap == cap,
                object_id="#small",
                tooltip=f"A {'small' if cap == 1000 else 'standard' if cap == 2000 else 'large'} battle",
            )
            x += m(92)
        kit.label(pygame.Rect(x + m(6), y, m(64), m(40)), "other")
        self.other_entry = kit.entry(
            pygame.Rect(x + m(70), y, m(90), m(40)),
            "" if d.points_cap in CAPS else str(d.points_cap),
            self.other_cap,
            allowed="numbers",
            max_length=5,
        )
        x += m(180)
        kit.label(pygame.Rect(x, y, m(70), m(40)), "Name")
        self.name_entry = kit.entry(
            pygame.Rect(x + m(70), y, max(m(160), w - pad - x - m(70)), m(40)), d.name, self.rename, max_length=50
        )
        # --- the entries
        top = y + m(64)
        right_w = min(m(460), (w - 3 * pad) // 3)
        table_w = w - 3 * pad - right_w
        self._build_table(kit, pygame.Rect(pad, top, table_w, h - top - m(24)))
        # --- total, problems, save
        rx = pad + table_w + pad
        self.total_label = kit.label(pygame.Rect(rx, top, right_w, m(36)), self._total_text(), object_id="#total")
        # The contingent and its pay under the total, once one is hired.
        self.hired_label = kit.label(pygame.Rect(rx, top + m(34), right_w, m(26)), hiring.contingent_words(d),
                                     object_id="#dim")
        top += m(24)
        bh = m(52)
        buttons_h = bh * 2 + m(12)
        msg_y = h - m(24) - buttons_h - m(64)
        if self.message:
            # As tall as its words (-1): a long folder name took three lines and the box showed two.
            note = kit.textbox(pygame.Rect(rx - m(6), msg_y, right_w + m(6), -1), self.message, object_id="#notice")
            if note.rect.height > m(60):
                msg_y = h - m(24) - buttons_h - m(4) - note.rect.height
                note.set_relative_position((rx - m(6), msg_y))
        # Who holds what above the problems: each character with his mount or upgrades and magic item, which the
        # table's counts by entry leave unsaid. Two fifths of the column; it scrolls when the force has many.
        held_h = max(m(80), msg_y - m(16) - top - m(44)) * 2 // 5
        kit.label(pygame.Rect(rx, top + m(44), right_w, m(30)), "Your characters", object_id="#heading")
        self.holder_pane = DocPane(pygame.Rect(rx, top + m(80), right_w, held_h - m(40)), m, upgrades.blocks(d))
        top += held_h + m(8)
        kit.label(pygame.Rect(rx, top + m(44), right_w, m(30)), "Problems", object_id="#heading")
        self.problem_pane = DocPane(
            pygame.Rect(rx, top + m(80), right_w, max(m(40), msg_y - m(16) - top - m(80))), m, self._problem_blocks()
        )
        label = "Save and use" if self.on_done else "Save roster"
        self.save_button = kit.button(
            pygame.Rect(rx, h - m(24) - buttons_h, right_w, bh),
            label,
            self.save,
            key=pygame.K_s,
            ctrl=True,
            object_id="#primary",
            tooltip=f"Saved in {shown_path(rosters_dir())}; unfinished rosters may be saved too",
        )
        kit.button(pygame.Rect(rx, h - m(24) - bh, right_w, bh), "Back", self.back, key=pygame.K_ESCAPE)

    def _build_table(self, kit: Kit, rect: pygame.Rect) -> None:
        d = self.get_draft()
        m = self.m
        entries = d.entries()
        row_h = m(40)
        heads = {
            "unit": "Troops",
            "piece": "Artillery and huge creatures from the Mercenaries list",
            "renown": "Regiments of Renown for hire (one per full 1000 points)",
            "addon": "Add-on stands",
            "character": "Characters",
            "mount": "Mounts and upgrades",
            "item": "Magic items",
            # Entries of optional rules say so: taking one switches those rules on for the battle (set-up).
            "purchase": "Fantasy Warriors purchases: taking one plays the battle under its rules",
            "rules": "Optional rules this roster is built for",
            "standard": "Warhammer 8th upgrades",
            hiring.HIRE: f"Mercenaries hired from {hiring.hire_list(d).name}, at their pay (Fantasy Warriors rules)",
            hiring.HIRE_HERO: "Mercenary Heroes",
            hiring.HIRE_MOUNT: f"Mounts for Heroes hired from {hiring.hire_list(d).name}",
        }
        n_heads = len({k for k, _ in entries})
        hires = any(k == hiring.HIRE for k, _ in entries)
        inner_h = m(40) + len(entries) * row_h + n_heads * m(36) + (row_h + m(8) if hires else 0)
        scroller = kit.scroller(rect, inner_h)
        self.table_scroller = scroller
        cw = rect.width - m(24)
        # Column positions inside the table.
        cols = {
            "name": (0, int(cw * 0.30)),
            "type": (int(cw * 0.30), int(cw * 0.14)),
            "each": (int(cw * 0.44), int(cw * 0.10)),
            "limit": (int(cw * 0.55), int(cw * 0.17)),
            "minus": (int(cw * 0.73), m(44)),
            "count": (int(cw * 0.73) + m(44), m(46)),
            "plus": (int(cw * 0.73) + m(90), m(44)),
            "points": (int(cw * 0.73) + m(134), cw - int(cw * 0.73) - m(134)),
        }

        def cell(col: str, y: int, h: int = row_h - m(6)) -> pygame.Rect:
            x, wd = cols[col]
            return pygame.Rect(x, y, wd, h)

        y = 0
        for col, words, oid in (
            ("name", "Entry", "#dim"),
            ("type", "Type", "#dim"),
            ("each", "Points", "#dim_right"),
            ("limit", "This force", "#dim"),
            ("count", "Taken", "#dim"),
            ("points", "Spent", "#dim_right"),
        ):
            r = cell(col, y, m(34))
            if col == "count":
                r = pygame.Rect(cols["minus"][0], y, m(134), m(34))
                oid = "#centre"
            kit.label(r, words, object_id=oid, container=scroller)
        y += m(40)
        self.rows = {}
        last = None
        for kind, prof in entries:
            if kind != last:
                kit.label(pygame.Rect(0, y + m(4), cw, m(30)), heads[kind], object_id="#heading", container=scroller)
                y += m(36)
                last = kind
                if kind == hiring.HIRE:
                    y = self._hiring_controls(kit, scroller, cw, y, row_h)
            name = prof.name
            kit.label(cell("name", y), name, container=scroller)
            kind_word = getattr(getattr(prof, "type", None), "value", None) or getattr(
                getattr(prof, "rank", None), "value", None
            )
            kind_word = kind_word or getattr(getattr(prof, "kind", None), "value", "")
            kit.label(cell("type", y), str(kind_word).capitalize(), object_id="#dim", container=scroller)
            each = f"+{prof.points}" if kind in ("mount", "addon", "purchase", "item", hiring.HIRE_MOUNT) else str(prof.points)
            each = "free" if kind in SWITCHES else each
            kit.label(cell("each", y), each, object_id="#right", container=scroller)
            lim = kit.label(cell("limit", y), d.limit_text(kind, name, prof.limit), object_id="#dim", container=scroller)
            holder = d.item_holder(name) if kind == "item" else None
            if holder is not None:
                # A taken item names its carrier, and the player may hand it to another who may carry it.
                lim.hide()
                kit.dropdown(
                    cell("limit", y),
                    d.item_carriers(name),
                    holder,
                    lambda key, n=name: self.move_item(n, key),
                    container=scroller,
                )
            minus = kit.button(
                cell("minus", y),
                "−",
                lambda k=kind, n=name: self.remove(k, n),
                object_id="#stepper",
                tooltip=f"One {name} fewer",
                container=scroller,
            )
            count = kit.label(cell("count", y), "0", object_id="#count", container=scroller)
            plus = kit.button(
                cell("plus", y),
                "+",
                lambda k=kind, n=name: self.add(k, n),
                object_id="#stepper",
                tooltip=_plus_tip(kind, name),
                container=scroller,
            )
            pts = kit.label(cell("points", y), "", object_id="#right", container=scroller)
            self.rows[(kind, name)] = Row(kind, name, prof.limit, lim, count, pts, minus, plus)
            y += row_h
        self._update_rows()

    def _hiring_controls(self, kit: Kit, scroller: Any, cw: int, y: int, row_h: int) -> int:
        """The row above the mercenaries: the list to hire from and the contingent's pay."""
        d = self.get_draft()
        m = self.m
        kit.label(pygame.Rect(0, y, m(110), row_h - m(6)), "Hire from", container=scroller)
        self.hire_dropdown = kit.dropdown(pygame.Rect(m(110), y, int(cw * 0.34), row_h - m(6)),
                                          hiring.hire_choices(d), hiring.hire_list(d).id, self.hire_from,
                                          container=scroller)
        x = m(110) + int(cw * 0.34) + m(24)
        kit.label(pygame.Rect(x, y, m(50), row_h - m(6)), "Pay", container=scroller)
        x += m(50)
        bw = (cw - x) // 3
        self.pay_buttons = {}
        for pay, words in hiring.PAYS:
            self.pay_buttons[pay] = kit.button(pygame.Rect(x, y, bw - m(6), row_h - m(6)), words, lambda p=pay: self.set_pay(p),
                       selected=d.pay == pay, object_id="#small", container=scroller,
                       tooltip=f"The whole contingent {words.lower()}: costs {hiring.hired_cost(100, pay)} in "
                               f"every 100 points, -{pay} on every order to it")
            x += bw
        return y + row_h + m(8)

    def hire_from(self, list_id: str) -> None:
        d = self.get_draft()
        d.hire_from = "" if list_id == d.army.id else list_id
        self.refresh()

    def set_pay(self, pay: int) -> None:
        hiring.set_pay(self.get_draft(), pay)
        self.refresh()

    # ------------------------------------------------------------------ words
    def _total_text(self) -> str:
        d = self.get_draft()
        return f"Total: {d.points()} of {d.points_cap} points"

    def problems(self) -> list[str]:
        return self.get_draft().problems()

    def _problem_blocks(self) -> list[Any]:
        problems = self.problems()
        if not problems:
            return [Para("None: this is a legal force.", colour=GOOD, bold=True)]
        return [Para(p, bullet=True, size=15, colour=BAD if "over the cap" in p else palette.TEXT) for p in problems]

    def _update_rows(self) -> None:
        d = self.get_draft()
        for (kind, name), row in self.rows.items():
            n = d.pick_count(kind, name)
            row.count.set_text(str(n))
            words = d.limit_text(kind, name, row.limit)
            row.limit_label.set_text(shortened(row.limit_label, words, text_room(row.limit_label)))
            row.points.set_text(str(d.pick_points(kind, name)) if n and kind not in SWITCHES else "")
            if n:
                row.minus.enable()
            else:
                row.minus.disable()
            reason = d.why_not_add(kind, name)
            if reason is None:
                row.plus.enable()
                row.plus.set_tooltip(f"Switch {name} on" if kind in SWITCHES else _plus_tip(kind, name))
            else:
                row.plus.disable()
                row.plus.set_tooltip(reason)

    def _changed(self) -> None:
        self._update_rows()
        if self.total_label is not None:
            self.total_label.set_text(self._total_text())
            self.hired_label.set_text(hiring.contingent_words(self.get_draft()))
        if self.problem_pane is not None:
            self.problem_pane.set_blocks(self._problem_blocks(), keep_scroll=True)
        if self.holder_pane is not None:
            self.holder_pane.set_blocks(upgrades.blocks(self.get_draft()), keep_scroll=True)
        self.dirty = True

    # ------------------------------------------------------------------ editing
    def add(self, kind: str, name: str) -> None:
        self._edited(kind, self.get_draft().add_pick, name)

    def remove(self, kind: str, name: str) -> None:
        self._edited(kind, self.get_draft().remove_pick, name)

    def _edited(self, kind: str, edit: Any, name: str) -> None:
        # Switching rules on or off adds or takes away the rows of the upgrades they bring; a magic item taken or
        # given up shows or hides the list of who carries it; a piece of another list, the purchases it may make.
        before = [k for k, _ in self.get_draft().entries()] if kind in ("piece", "renown") else None
        edit(kind, name)
        if kind in ("rules", "item") or (before is not None and before != [k for k, _ in self.get_draft().entries()]):
            self.refresh()
        else:
            self._changed()

    def refresh(self) -> None:
        # Rows come and go (a rule's upgrades, a taken item's carrier list): the table stays where the player
        # had scrolled it rather than jumping back to the top.
        def bar() -> Any:
            return getattr(getattr(self, "table_scroller", None), "vert_scroll_bar", None)

        at = bar().start_percentage if bar() is not None else None
        super().refresh()
        if at is not None and bar() is not None:
            bar().set_scroll_from_start_percentage(at)

    def move_item(self, name: str, key: str) -> None:
        self.get_draft().move_item(name, key)
        self.refresh()

    def set_cap(self, cap: int) -> None:
        # Only the words that depend on the cap change: rebuilding the whole table took about a second.
        d = self.get_draft()
        d.set_cap(cap)
        for c, b in self.cap_buttons.items():
            if c == d.points_cap:
                b.select()
            else:
                b.unselect()
        if self.other_entry is not None and d.points_cap in CAPS:
            self.other_entry.set_text("")
        if self.name_entry is not None and self.name_entry.get_text() != d.name:
            self.name_entry.set_text(d.name)
        self._changed()

    def other_cap(self, value: str) -> None:
        if value.isdigit() and int(value) > 0:
            d = self.get_draft()
            d.set_cap(int(value))
            for cap, b in self.cap_buttons.items():
                if cap == d.points_cap:
                    b.select()
                else:
                    b.unselect()
            # Only the words that depend on the cap change; the text field keeps its focus.
            self._changed()

    def rename(self, name: str) -> None:
        self.get_draft().set_name(name)
        self._changed()

    def choose_army(self, army: str) -> None:
        d = self.get_draft()
        if army == d.army.id:
            return

        def switch() -> None:
            cap = d.points_cap
            self.draft = RosterDraft(self.armies()[army], cap, lists=dict(self.armies()))
            self.refresh()

        if d.units or d.characters:
            self.open_dialog(
                "Start a new force?",
                f"A force of {self.armies()[army].name} cannot keep the {d.army.name} picks; they will be cleared.",
                (
                    DialogButton("Keep my force", pygame.K_ESCAPE, self.refresh),
                    DialogButton("Clear and switch", pygame.K_RETURN, switch, primary=True),
                ),
                escape=0,
            )
        else:
            switch()

    # ------------------------------------------------------------------ saving and leaving
    def target_path(self) -> Path:
        d = self.get_draft()
        return d.source if d.source is not None else rosters_dir() / f"{slug(d.name)}.yaml"

    def save(self) -> None:
        d = self.get_draft()
        if not d.name.strip():
            self.open_dialog("The roster needs a name", "Type a name for the force before saving it.")
            return
        path = self.target_path()
        if path.exists() and path != d.source:
            self.open_dialog(
                "Replace the saved roster?",
                f"A roster is already saved as {shown_path(path)}. Replace it with this one?",
                (
                    DialogButton("Keep both", pygame.K_ESCAPE, lambda: self._write(self._free_path(path))),
                    DialogButton("Replace", pygame.K_RETURN, lambda: self._write(path), primary=True),
                ),
                escape=0,
            )
            return
        self._write(path)

    @staticmethod
    def _free_path(path: Path) -> Path:
        n = 2
        while True:
            p = path.with_name(f"{path.stem}-{n}{path.suffix}")
            if not p.exists():
                return p
            n += 1

    def _write(self, path: Path) -> None:
        from game.data.roster_writer import save_roster

        d = self.get_draft()
        try:
            save_roster(d.roster(), path)
        except OSError as e:
            self.open_dialog("The roster was not saved", f"{shown_path(path)}: {e.strerror or e}")
            return
        d.source = path
        d.changed = False
        if self.app is not None:
            self.app.catalogue.reload_rosters()
        self.message = f"Saved as {shown_path(path)}."
        if self.on_saved is not None:
            self.on_saved(str(path))
        if self.on_done is not None:
            done, self.on_done = self.on_done, None
            done(str(path))
            if self.app is not None:
                self.app.pop()
            return
        self.refresh()

    def back(self) -> None:
        d = self.get_draft()
        if d.changed:
            self.open_dialog(
                "Leave without saving?",
                "The changes to this roster have not been saved.",
                (
                    DialogButton("Stay", pygame.K_ESCAPE),
                    DialogButton("Leave", pygame.K_RETURN, self._leave, primary=True),
                ),
                escape=0,
            )
            return
        self._leave()

    def _leave(self) -> None:
        if self.on_done is not None:
            done, self.on_done = self.on_done, None
            done(None)
        if self.app is not None:
            self.app.pop()

    # ------------------------------------------------------------------ input and drawing
    def handle(self, e: pygame.event.Event) -> bool:
        for pane in (self.holder_pane, self.problem_pane):
            if pane is not None and pane.handle(e, self.app.pointer if self.app else None, keys=False):
                self.dirty = True
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for pane in (self.holder_pane, self.problem_pane):
            if pane is not None:
                pane.draw(surface)


def _plus_tip(kind: str, name: str) -> str:
    """The "+" button's tooltip; a magic item's says what the item does, before the player buys it."""
    item = ITEMS_BY_NAME.get(name) if kind == "item" else None
    return f"Take the {name}: {item.effect}" if item is not None else f"One more {name}"
