"""Set-up of a new battle: the battle (pitched or a scenario), each side's name, army and roster, the length.

The right-hand panel lists every problem still standing in the way; Start stays disabled until the list
is empty. "Build one now" opens the army builder for that side's army, and the roster saved there comes
back selected. Starting builds the game and hands it to ``open_battle``.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import optional_modules
from game.ui import palette
from game.ui.doc import BAD, GOOD, DocPane, Para
from game.ui.scene import Scene
from game.ui.setup_model import PITCHED, SIDE_PLACES, BattleSetup
from game.ui.setup_opponent import OpponentSection
from game.ui.widgets import Kit

BUILD = "__build__"
# The "none" choice of the ally's army and of the computer's seat.
NO_ALLY = "__none__"
CARD_BG: palette.Colour = (34, 38, 46)
CARD_EDGE: palette.Colour = (70, 78, 92)


class SetupScene(Scene):
    """The set-up screen (hot-seat, or solo against a computer opponent)."""

    title = "New battle"
    design_size = (1400, 900)

    def __init__(self, mode: str = "hotseat", agents: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.mode = mode
        self.agents = agents or {}
        self.model: BattleSetup | None = None
        self.start_button: Any = None
        self.scenario_buttons: dict[str, Any] = {}
        self.build_buttons: list[Any] = []
        self.desc: DocPane | None = None
        self.problem_pane: DocPane | None = None
        self.cards: list[pygame.Rect] = []
        self.summaries: list[DocPane] = []
        self.opponent = OpponentSection(self.agents)

    # ------------------------------------------------------------------ building
    def setup_model(self) -> BattleSetup:
        if self.model is None:
            assert self.app is not None
            kept = self.app.setups.get(self.mode)
            if isinstance(kept, BattleSetup):
                # The armies, rosters, rules and opponent chosen last time, for a battle of its own dice.
                self.model = kept
                kept.new_seed()
            else:
                self.model = BattleSetup(self.app.catalogue, self.mode)
                if self.mode == "solo" and self.agents:
                    self.model.opponent = next(iter(self.agents))
                self.app.setups[self.mode] = self.model
        return self.model

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        model = self.setup_model()
        cat = model.cat
        m = self.m
        w, h = size
        pad = m(36)
        heading = "Solo battle" if self.mode == "solo" else "New hot-seat battle"
        kit.label(pygame.Rect(pad, m(20), w - 2 * pad, m(44)), heading, object_id="#screen_title")
        kit.label(
            pygame.Rect(pad, m(64), w - 2 * pad, m(26)),
            "Choose the battle and both forces, then press Start. Esc: back to the menu.",
            object_id="#hint",
        )
        top = m(108)
        left_w = min(m(440), (w - 3 * pad) // 3)
        # --- the battle
        kit.label(pygame.Rect(pad, top, left_w, m(30)), "The battle", object_id="#heading")
        y = top + m(38)
        self.scenario_buttons = {}
        choices = [(PITCHED, "Pitched battle: choose both forces")]
        choices += [(s.key, _scenario_label(s, cat)) for s in cat.scenarios()]
        for key, label in choices:
            tip = (
                "The standard table, with two rosters of your choice"
                if key == PITCHED
                else "Play this scenario's forces and table as written"
            )
            if key != PITCHED and kit.button_width(label, object_id="#choice") > left_w:
                # Too long for the column: without "Scenario:" (the tooltip says it), then the name alone
                # with who fights it in the tooltip.
                tip = f"{label}. {tip}"
                label = label.removeprefix("Scenario: ")
                if kit.button_width(label, object_id="#choice") > left_w and " (" in label:
                    label = label.split(" (", 1)[0]
            self.scenario_buttons[key] = kit.button(
                pygame.Rect(pad, y, left_w, m(44)),
                label,
                lambda k=key: self.choose_scenario(k),
                selected=model.scenario == key,
                object_id="#choice",
                tooltip=tip,
            )
            y += m(50)
        y += m(8)
        self.desc = DocPane(pygame.Rect(pad, y, left_w, m(190)), m, self._description())
        yl = y + m(206)
        kit.label(pygame.Rect(pad, yl, left_w, m(28)), "Game length", object_id="#heading")
        kit.dropdown(
            pygame.Rect(pad, yl + m(34), left_w, m(40)),
            [(label, key) for key, label in model.length_options()],
            model.game_length,
            self.choose_length,
        )
        yr = yl + m(90)
        self.rule_buttons = {}
        if optional_modules():
            kit.label(pygame.Rect(pad, yr, left_w, m(28)), "Optional rules", object_id="#heading")
            yr += m(34)
            self._rule_list(kit, pygame.Rect(pad, yr, left_w, h - yr - m(16)))
        # --- the two sides
        x0 = pad + left_w + pad
        right_w = w - x0 - pad
        card_w = (right_w - pad // 2) // 2
        # Several players add rows: the players' names, the ally's army (pitched) and the computer's seat.
        rows = (2 + model.pitched) if model.several_players else 0
        card_h = min(m(380) + rows * m(52), h - top - m(260) + rows * m(40))
        self.cards = []
        self.summaries = []
        self.build_buttons = []
        for i in (0, 1):
            cx = x0 + i * (card_w + pad // 2)
            self._build_side(kit, i, pygame.Rect(cx, top, card_w, card_h))
        # --- the computer opponent (solo), problems and start
        py = top + card_h + m(18)
        ready_y = py
        if self.mode == "solo":
            # Beside Start, under the armies it plays: the choice a solo player makes last.
            oh = max(m(190), min(m(240), (h - py) // 2))
            self.opponent.build(kit, pygame.Rect(x0, py, right_w - m(330), oh), m, model, self._changed)
            ready_y = py + oh + m(10)
        kit.label(pygame.Rect(x0, ready_y, right_w - m(330), m(30)), "Ready?", object_id="#heading")
        bh = m(56)
        self.problem_pane = DocPane(
            pygame.Rect(x0, ready_y + m(36), right_w - m(330), max(m(40), h - ready_y - m(36) - m(30))), m,
            self._problem_blocks(),
        )
        bx = w - pad - m(300)
        # Start sits beside the list of what is missing, so the two are read together.
        by = min(py + m(36), h - m(30) - bh * 2 - m(14))
        self.start_button = kit.button(
            pygame.Rect(bx, by, m(300), bh),
            "Start",
            self.start,
            key=pygame.K_RETURN,
            also=(pygame.K_KP_ENTER,),
            enabled=not model.problems(),
            object_id="#primary",
            tooltip="Set up the table and roll for who goes first",
        )
        kit.button(pygame.Rect(bx, by + bh + m(14), m(300), bh), "Back", self.back, key=pygame.K_ESCAPE)

    def _build_side(self, kit: Kit, i: int, rect: pygame.Rect) -> None:
        model = self.setup_model()
        cat = model.cat
        m = self.m
        side = model.sides[i]
        self.cards.append(rect)
        inner = rect.inflate(-m(36), -m(24))
        x, y = inner.x, inner.y
        heading = SIDE_PLACES[i]
        if self.mode == "solo":
            # Who plays the side before where it stands: on a narrow card the edge is what gets cut.
            side_no, edge = heading.split(" · ", 1)
            heading = f"{side_no} · {'computer' if i == model.ai_side else 'you'} · {edge}"
        kit.label(pygame.Rect(x + m(56), y, inner.width - m(56), m(30)), heading, object_id="#heading")
        y += m(42)
        lw = m(110)
        kit.label(pygame.Rect(x, y, lw, m(40)), "Name")
        kit.entry(
            pygame.Rect(x + lw, y, inner.width - lw, m(40)),
            side.name,
            lambda t, i=i: self.rename(i, t),
            placeholder=f"Side {i + 1}'s name",
            max_length=40,
        )
        y += m(52)
        if model.several_players:
            # Two players a side: the first commands the General's contingent, the second the Heroes'.
            kit.label(pygame.Rect(x, y, lw, m(40)), "Players")
            kit.entry(
                pygame.Rect(x + lw, y, inner.width - lw, m(40)),
                side.players,
                lambda t, i=i: self.set_players(i, t),
                placeholder="General's player, ally (e.g. Anna, Ben)",
                max_length=60,
            )
            y += m(52)
            y = self._build_seats(kit, i, pygame.Rect(x, y, inner.width, 0), lw)
        if model.pitched:
            kit.label(pygame.Rect(x, y, lw, m(40)), "Army list")
            kit.dropdown(
                pygame.Rect(x + lw, y, inner.width - lw, m(40)),
                [(cat.armies[a].name, a) for a in cat.army_ids(fielding=True)],
                side.army or "",
                lambda a, i=i: self.choose_army(i, a),
            )
            y += m(52)
            kit.label(pygame.Rect(x, y, lw, m(40)), "Roster")
            options = [(r.label, r.key) for r in cat.rosters(side.army)]
            options.append(("Build one now…", BUILD))
            kit.dropdown(
                pygame.Rect(x + lw, y, inner.width - lw, m(40)),
                options,
                side.roster or BUILD,
                lambda k, i=i: self.choose_roster(i, k),
            )
            y += m(52)
            self.build_buttons.append(
                kit.button(
                    pygame.Rect(x + lw, y, inner.width - lw, m(40)),
                    "Build a new roster…",
                    lambda i=i: self.open_builder(i),
                    key=pygame.K_1 if i == 0 else pygame.K_2,
                    show_key="tooltip",
                    tooltip=f"Open the army builder for side {i + 1}; the roster you save is used here",
                    object_id="#small",
                )
            )
            y += m(52)
        self.summaries.append(DocPane(pygame.Rect(x, y, inner.width, inner.bottom - y), m, self._side_summary(i)))

    def _build_seats(self, kit: Kit, i: int, row: pygame.Rect, lw: int) -> int:
        """Several players: the ally's own army (allied Generals) and a seat the computer may take; the y below."""
        model = self.setup_model()
        m = self.m
        side = model.sides[i]
        x, y, w = row.x, row.y, row.width
        if model.pitched:
            kit.label(pygame.Rect(x, y, lw, m(40)), "Ally's army")
            options = [("None: one army, one General", NO_ALLY)]
            options += [(r.label, r.key) for r in model.cat.rosters() if r.usable]
            kit.dropdown(pygame.Rect(x + lw, y, w - lw, m(40)), options, side.ally_roster or NO_ALLY,
                         lambda k, i=i: self.choose_ally(i, k))
            y += m(52)
        kit.label(pygame.Rect(x, y, lw, m(40)), "Computer")
        # The names may still be typed: the seats are told by their place in the Players line.
        seats = [("Nobody: people play", NO_ALLY), ("Plays the first player", "0"), ("Plays the second player", "1")]
        kit.dropdown(pygame.Rect(x + lw, y, w - lw, m(40)), seats,
                     NO_ALLY if side.computer_seat is None else str(side.computer_seat),
                     lambda k, i=i: self.choose_computer_seat(i, k))
        return y + m(52)

    def choose_ally(self, i: int, key: str) -> None:
        self.setup_model().set_ally_roster(i, None if key == NO_ALLY else key)
        self._changed()

    def choose_computer_seat(self, i: int, key: str) -> None:
        self.setup_model().set_computer_seat(i, None if key == NO_ALLY else int(key))
        self._changed()

    # ------------------------------------------------------------------ words
    def _description(self) -> list[Any]:
        model = self.setup_model()
        return self._battle_words(model) + self._rule_words(model)

    def _rule_words(self, model: BattleSetup) -> list[Any]:
        if not model.rules:
            return []
        from game.core import known_modules

        known = known_modules()
        # A chosen family names itself once, not each of its parts.
        covered = {n for r in model.rules for n in known[r].requires}
        titles = ", ".join(known[r].title for r in model.rules if r not in covered)
        return [Para(f"Rules: Warmaster, with {titles}.", size=15, colour=palette.TEXT)]

    def _battle_words(self, model: BattleSetup) -> list[Any]:
        if model.pitched:
            return [
                Para(
                    "Two forces of your choice meet on the standard table: a wood, a village, a hill, a "
                    "stream with a bridge and a ford, a road and a hedge. The armies deploy along opposite "
                    "long edges and a roll decides who moves first.",
                    size=15,
                    colour=palette.TEXT_DIM,
                )
            ]
        entry = model.cat.scenario(model.scenario)
        if entry is None:
            return []
        return [Para(entry.description or "No description.", size=15, colour=palette.TEXT_DIM)]

    def _side_summary(self, i: int) -> list[Any]:
        model = self.setup_model()
        cat = model.cat
        if not model.pitched:
            entry = cat.scenario(model.scenario)
            if entry is None or entry.spec is None:
                return []
            s = entry.spec.sides[i]
            army = cat.armies[s.army].name
            if s.roster is not None:
                what = (
                    f"the roster {s.roster.name!r} ({_count(len(s.roster.units), 'unit')}, "
                    f"{_count(len(s.roster.characters), 'character')})"
                )
            else:
                what = f"{_count(len(s.units), 'unit')} and {_count(len(s.characters), 'character')} placed by the scenario"
            return [Para(f"{army}: {what}.", size=15, colour=palette.TEXT_DIM)]
        r = cat.roster(model.sides[i].roster)
        if r is None:
            return [Para("No roster chosen yet.", size=15, colour=BAD)]
        if r.roster is None:
            return [Para(f"{r.path.name} cannot be read.", size=15, colour=BAD)]
        where = "shipped with the game" if r.shipped else "built by you"
        out: list[Any] = [
            Para(
                f"{_count(len(r.roster.units), 'unit')}, {_count(len(r.roster.characters), 'character')}: "
                f"{r.points} of {r.points_cap} points ({where}).",
                size=15,
            )
        ]
        if r.problems:
            out.append(Para("This roster is not a legal force; see below.", size=15, colour=BAD))
        else:
            names = ", ".join(c.name or c.profile for c in r.roster.characters)
            out.append(Para(f"Led by {names}.", size=15, colour=palette.TEXT_DIM))
        ally = cat.roster(model.sides[i].ally_roster) if model.several_players and model.sides[i].ally_roster else None
        if ally is not None and ally.roster is not None:
            players = model.player_names(i)
            who = players[1] if len(players) == 2 else "the second player"
            gens = ", ".join(c.name or c.profile for c in ally.roster.characters)
            out.append(Para(f"Allied army of {who}: {ally.name} ({_count(len(ally.roster.units), 'unit')}, "
                            f"{ally.points} of {ally.points_cap} points), led by {gens}.", size=15))
        return out

    def _problem_blocks(self) -> list[Any]:
        problems = self.setup_model().problems()
        if not problems:
            return [Para("Everything is ready. Press Start (Enter).", colour=GOOD, bold=True)]
        out: list[Any] = [Para("Before the battle can start:", colour=BAD, bold=True, size=16)]
        out += [Para(p, bullet=True, size=15) for p in problems]
        return out

    # ------------------------------------------------------------------ changes
    def _changed(self, layout: bool = False) -> None:
        """Refresh what depends on the choices; ``layout`` rebuilds every widget."""
        if layout:
            self.refresh()
            return
        model = self.setup_model()
        if self.start_button is not None:
            if model.problems():
                self.start_button.disable()
            else:
                self.start_button.enable()
        if self.problem_pane is not None:
            self.problem_pane.set_blocks(self._problem_blocks(), keep_scroll=True)
        for i, pane in enumerate(self.summaries):
            pane.set_blocks(self._side_summary(i))
        self.opponent.refresh(model)
        self.dirty = True

    def choose_scenario(self, key: str) -> None:
        self.setup_model().set_scenario(key)
        self._changed(layout=True)

    def _rule_list(self, kit: Any, rect: pygame.Rect) -> None:
        """The optional rule modules as toggles inside ``rect``, scrolling when the window is too short for them.

        Each module is a row; a family (a module needing others) is a row too, its parts following in two narrow
        columns."""
        m = self.m
        optional = optional_modules()
        by_id = {mod.id: mod for mod in optional}
        parts = {need for mod in optional for need in mod.requires if need in by_id}
        singles = [mod for mod in optional if mod.id not in parts and not any(n in by_id for n in mod.requires)]
        families = [mod for mod in optional if mod.id not in parts and mod not in singles]
        def short(part: Any) -> str:
            return str(part.title.partition(": ")[2] or part.title)

        def places(width: int) -> list[list[Any]]:
            # Parts two to a row; one whose words would be cut in half a row ("battlefield equipment") takes a
            # whole row of its own, after the pairs.
            half = (width - m(6)) // 2
            out: list[list[Any]] = []
            for mod in families:
                mine = [by_id[need] for need in mod.requires if need in by_id]
                wide = [p for p in mine if kit.button_width(f"[x] {short(p)}", None, "#choice") > half]
                narrow = [p for p in mine if p not in wide]
                rows = [[(p, False) for p in narrow[i:i + 2]] for i in range(0, len(narrow), 2)]
                out.append(rows + [[(p, True)] for p in wide])
            return out

        height = len(singles) * m(40) + sum(m(40) + len(rows) * m(34) for rows in places(rect.width - m(20)))
        box: Any = None
        x, y, w = rect.x, rect.y, rect.width
        if height > rect.height:
            box = kit.scroller(rect, height)
            x, y, w = 0, 0, rect.width - m(20)
        half = (w - m(6)) // 2
        for mod in singles:
            self._rule_button(kit, mod, pygame.Rect(x, y, w, m(36)), mod.title, box)
            y += m(40)
        for mod, rows in zip(families, places(w), strict=True):
            self._rule_button(kit, mod, pygame.Rect(x, y, w, m(36)), mod.title, box)
            y += m(40)
            for row in rows:
                for col, (part, wide) in enumerate(row):
                    at = pygame.Rect(x, y, w, m(30)) if wide else pygame.Rect(x + col * (half + m(6)), y, half, m(30))
                    self._rule_button(kit, part, at, short(part), box)
                y += m(34)

    def _rule_button(self, kit: Any, mod: Any, box: pygame.Rect, title: str, container: Any = None) -> None:
        on = mod.id in self.setup_model().rules
        self.rule_buttons[mod.id] = kit.button(
            box,
            f"{'[x]' if on else '[ ]'} {title}",
            lambda mid=mod.id: self.toggle_rule(mid),
            selected=on,
            object_id="#choice",
            tooltip=rule_tooltip(mod),
            container=container,
        )

    def toggle_rule(self, module_id: str) -> None:
        self.setup_model().toggle_rule(module_id)
        self._changed(layout=True)

    def choose_length(self, key: str) -> None:
        self.setup_model().game_length = key
        self._changed()

    def set_players(self, i: int, text: str) -> None:
        self.setup_model().set_players(i, text)
        self._changed()

    def rename(self, i: int, name: str) -> None:
        self.setup_model().set_name(i, name)
        self._changed()

    def choose_army(self, i: int, army: str) -> None:
        self.setup_model().set_army(i, army)
        self._changed(layout=True)

    def choose_roster(self, i: int, key: str) -> None:
        if key == BUILD:
            self.open_builder(i)
            return
        model = self.setup_model()
        before = list(model.rules)
        model.set_roster(i, key)
        # A roster built for optional rules switches them on: the toggles are drawn again to show it.
        self._changed(layout=model.rules != before)

    def open_builder(self, i: int) -> None:
        from game.ui.builder_scene import BuilderScene

        model = self.setup_model()
        army = model.sides[i].army
        if self.app is None or army is None:
            return

        def done(path: str | None, i: int = i) -> None:
            model.cat.reload_rosters()
            if path is not None:
                model.set_roster(i, path)

        self.app.push(BuilderScene(army=army, on_done=done, purpose=f"for side {i + 1}"))

    def start(self) -> None:
        from game.ui.battle_entry import open_battle

        model = self.setup_model()
        if model.problems() or self.app is None:
            return
        try:
            session = model.start()
        except (ValueError, KeyError) as e:
            self.open_dialog("The battle cannot start", str(e))
            return
        open_battle(self.app, session)

    # ------------------------------------------------------------------ input and drawing
    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE and self.kit is not None and self.kit.close_dropdowns():
            # Esc folds an open list and keeps the screen, with every choice made so far.
            self.dirty = True
            return True
        app = self.app
        pointer = app.pointer if app is not None else None
        for pane in (self.desc, self.problem_pane, *self.summaries, self.opponent.pane):
            if pane is not None and pane.handle(e, pointer, keys=False):
                self.dirty = True
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        for i, rect in enumerate(self.cards):
            pygame.draw.rect(surface, CARD_BG, rect, border_radius=m(10))
            pygame.draw.rect(surface, CARD_EDGE, rect, 1, border_radius=m(10))
            # The side's marks (swatch and shield) as they will look on the table.
            inner = rect.inflate(-m(36), -m(24))
            palette.draw_swatch(surface, i, pygame.Rect(inner.x, inner.y + m(6), m(26), m(18)))
            palette.draw_shield(surface, i, pygame.FRect(inner.x + m(32), inner.y + m(3), m(17), m(22)))
        for pane in (self.desc, self.problem_pane, *self.summaries, self.opponent.pane):
            if pane is not None:
                pane.draw(surface)


def rule_tooltip(mod: Any) -> str:
    """A module's toggle tooltip: its description, what it replaces, and where its rules are explained."""
    tip = mod.description
    if mod.excludes:
        from game.core import known_modules

        known = known_modules()
        tip += " Cannot be played with: " + ", ".join(known[i].title if i in known else i for i in mod.excludes) + "."
    return tip + " Its rules: main menu, Army lists and rules."


def _scenario_label(entry: Any, cat: Any) -> str:
    """ "Scenario: Skirmish (Empire patrol v Orc raiders)"."""
    if entry.spec is None:
        return f"Scenario: {entry.name} (has problems)"
    names = [s.name or cat.armies[s.army].name for s in entry.spec.sides]
    return f"Scenario: {entry.name} ({names[0]} v {names[1]})"


def _count(n: int, word: str) -> str:
    """ "1 unit", "19 units"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
