"""A whole hot-seat battle played through the window by mouse and keys, from the main menu to the result.

Only real pygame events are posted: clicks on the menu, the set-up screen's game-length list and Start,
the deployment tool's auto-deploy key, characters and units on the table (or the panel's list when one
character stands over another), the order's button, the ghost dragged and confirmed with Enter, enemies
clicked to charge, initiative charges from the panel, characters dragged in their sub-phase, the shooting
tool's "shoot all" key, the combat tool's Enter and choice keys 1-5, the hand-over screens' Ready, and
Next step (Space) through quiet steps. The seed is fixed, but the player reacts to what the screen offers
(an order may fail, a charge may be out of reach), so the test holds whatever the dice do. It checks the
actions the controller produced against the session's records and the result screen's winner and points.
"""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import pygame
from battle_samples import centre, drag, screen_of
from menu_driver import SIZE, click, click_at, key, pump

from game.core.command.actions import InitiativeCharge, Move, Order
from game.core.command.penalties import order_target
from game.core.state import GameState
from game.ui.app import App
from game.ui.battle.handover_screen import HandOverScene
from game.ui.battle.scene import BattleScene
from game.ui.battle.words import action_words
from game.ui.main_menu import MainMenu
from game.ui.result import ResultScene
from game.ui.setup_scene import SetupScene

SEED = 20261122
# Orders tried per Command phase: enough for the armies to meet within the battle, few enough to stay quick.
ORDERS_PER_TURN = 4
# Each side moves at most this many characters a turn (the rest stay): a player brings up those who order.
CHARACTERS_PER_TURN = 2
MAX_DECISIONS = 600
# The standard table's river runs from the left edge to about here, around this line.
RIVER_END_X, RIVER_Y = 1150, 610


def choose_in_dropdown(app: App, scene: SetupScene, words: str) -> None:
    """Open the set-up screen's game-length list by mouse and click the option that says ``words``."""
    from pygame_gui.elements import UIDropDownMenu

    menu = next(el for el in scene.kit.changes if isinstance(el, UIDropDownMenu) and "turns" in str(el.selected_option))
    click_at(menu.rect.center)
    pump(app, 3)
    option = next(el for el in app.ui.get_sprite_group().sprites() if getattr(el, "text", None) == words and el.visible)
    click_at(option.rect.center)
    # The list's button answers on the next pass, the drop-down's change on the one after.
    pump(app, 5)


def gap(state: GameState, a: str, b: str) -> float:
    """How far apart two units are for a player planning a charge: centre to centre, and far more when the
    river (across the left two thirds of the standard table) lies between them."""
    (ax, ay), (bx, by) = centre(state, a), centre(state, b)
    across = max(ax, bx) < RIVER_END_X and (ay - RIVER_Y) * (by - RIVER_Y) < 0
    return math.dist((ax, ay), (bx, by)) + (1000 if across else 0)


class Player:
    """Plays both sides of the battle on ``app`` the way a person would, one decision per ``step``."""

    def __init__(self, app: App, scene: BattleScene) -> None:
        self.app = app
        self.scene = scene
        self.orders_tried: dict[tuple[int, int], int] = {}
        self.characters_tried: set[tuple[int, int, str]] = set()
        self.handovers = 0
        # Characters chosen from the panel's list because another stood over them on the table.
        self.hidden_characters = 0
        # Where to save the first combat result card of the battle (None: no picture).
        self.combat_picture: Path | None = None

    @property
    def state(self) -> GameState:
        return self.scene.controller.state

    # ------------------------------------------------------------------ pointing at things
    def click_table(self, x: float, y: float) -> None:
        pos = screen_of(self.scene, x, y)
        click_at(pos)
        pump(self.app, 2)

    def spot_on(self, uid: str) -> tuple[float, float]:
        """A point on one of the unit's stands that no character covers (a click there picks the unit)."""
        st = self.state
        for s in st.units[uid].stands:
            if all(math.dist((s.x, s.y), (c.x, c.y)) > 30 for c in st.live_characters()):
                return s.x, s.y
        return st.units[uid].stands[0].x, st.units[uid].stands[0].y

    def spot_on_character(self, cid: str) -> tuple[float, float]:
        """A point of the character's base where a click finds it (another may stand partly over it)."""
        c = self.state.characters[cid]
        for dx, dy in ((0, 0), (12, 0), (-12, 0), (0, 6), (0, -6), (16, 6), (-16, -6)):
            x, y = c.x + dx, c.y + dy
            hit = self.scene.pick(screen_of(self.scene, x, y))
            if hit is not None and hit.id == cid:
                return x, y
        return c.x, c.y

    # ------------------------------------------------------------------ one decision
    def step(self) -> str:
        """Take the decision the screen asks for; returns what was done (for the failure message)."""
        top = self.app.top
        if isinstance(top, HandOverScene):
            self.handovers += 1
            click(self.app, top.ready_button)
            return "ready"
        assert top is self.scene, f"unexpected screen {type(top).__name__}"
        st = self.state
        if st.phase == "deployment":
            key(self.app, pygame.K_a)
            return "auto-deploy"
        tool = self.scene.tool()
        if tool is self.scene.blunder:
            uid = st.command.blunder_choice.units[0]
            self.click_table(*self.spot_on(uid))
            return "blunder penalty"
        if tool is self.scene.moves:
            return self.move()
        if tool is self.scene.orders and any(isinstance(a, InitiativeCharge) for a in tool.initiative_actions()):
            return self.initiative()
        if st.phase == "command" and st.step == "orders" and self.want_order():
            return self.order()
        if tool is self.scene.characters and self.character_to_move() is not None:
            return self.move_character()
        if tool is self.scene.steps.shoot and self.scene.steps.shoot.options():
            return self.shoot()
        if tool is self.scene.steps.combat:
            return self.combat()
        return self.next_step()

    def next_step(self) -> str:
        before = len(self.scene.controller.applied)
        key(self.app, pygame.K_SPACE)
        assert len(self.scene.controller.applied) == before + 1, (
            f"Next step refused in {self.state.phase}/{self.state.step}: {self.scene.controller.message}; "
            f"legal {[a.kind for a in self.scene.legal()]}"
        )
        return "next step"

    # ------------------------------------------------------------------ the Command phase
    def want_order(self) -> bool:
        st = self.state
        if st.command.general_failed:
            return False
        return self.orders_tried.get((st.turn, st.active), 0) < ORDERS_PER_TURN and self.order_pair() is not None

    def order_pair(self) -> tuple[str, str] | None:
        """(a character, a unit of its side it may order): the likeliest order, the unit nearest the enemy
        breaking ties, as a player reading the planner's numbers would choose."""
        st = self.state
        enemies = [u for u in st.live_units(1 - st.active) if not u.off_table]
        best: tuple[float, str, str] | None = None
        for c in st.live_characters(st.active):
            for u in st.live_units(st.active):
                if u.off_table or self.scene.controller.check(Order(c.id, (u.id,))):
                    continue
                need = order_target(st, c, [u]).target
                near = min((gap(st, u.id, e.id) for e in enemies), default=0.0)
                # A point more on the dice is worth 10 cm nearer the enemy.
                score = near - 100 * need
                if best is None or score < best[0]:
                    best = (score, c.id, u.id)
        return None if best is None else (best[1], best[2])

    def order(self) -> str:
        st = self.state
        pair = self.order_pair()
        assert pair is not None
        cid, uid = pair
        self.orders_tried[(st.turn, st.active)] = self.orders_tried.get((st.turn, st.active), 0) + 1
        self.click_table(*self.spot_on_character(cid))
        if self.scene.orders.character != cid:
            # Another character stands over this one on the table: put that one down (Esc), pick from the list.
            key(self.app, pygame.K_ESCAPE)
            click(self.app, self.scene.panel.buttons[f"char_{cid}"])
            self.hidden_characters += 1
        assert self.scene.orders.character == cid, "neither the table nor the list chose the character"
        self.click_table(*self.spot_on(uid))
        assert self.scene.orders.group == [uid], "the click on the unit did not pick it"
        give = self.scene.panel.buttons["give"]
        assert give.is_enabled and "Roll two dice" in give.tool_tip_text
        # The order planner shows the chance before any die is thrown.
        assert any(line.startswith("Chance this order passes") for line in self.scene.panel.lines)
        before = len(self.scene.controller.applied)
        click(self.app, give)
        assert self.scene.controller.applied[before:] == [Order(cid, (uid,))]
        return f"order {cid} -> {uid}"

    def initiative(self) -> str:
        """A unit near the enemy charges on its own initiative: click it, then its charge in the panel."""
        tool = self.scene.orders
        charge = next(a for a in tool.initiative_actions() if isinstance(a, InitiativeCharge))
        self.click_table(*self.spot_on(charge.unit))
        assert tool.reactor == charge.unit
        words = action_words(self.state, charge)
        # The picked unit's charge reads "Charge <enemy>" (shortened if need be, the whole label first in its
        # tooltip); the tooltip has the whole sentence.
        button = next(b for b in self.scene.panel_kit.actions if f"{words}:" in b.tool_tip_text)
        before = len(self.scene.controller.applied)
        click(self.app, button)
        assert self.scene.controller.applied[before:][:1] == [charge]
        return "initiative charge"

    def move(self) -> str:
        """The units owed a move: charge an enemy in reach (click it, click again), else drag the ghost
        towards the enemy and confirm with Enter; hold (H) if no drag is allowed."""
        tool = self.scene.moves
        st = self.state
        units = tool.units
        before = len(self.scene.controller.applied)
        if not tool.half:
            for e in st.live_units(1 - st.active):
                if any(not self.scene.controller.check_charge(u, e.id) for u in units):
                    self.click_table(*self.spot_on(e.id))
                    assert tool.target == e.id and tool.colour is not None
                    assert any("charges" in w for _, w in tool.status()), tool.status()
                    self.click_table(*self.spot_on(e.id))
                    assert self.scene.controller.applied[before:][0].kind == "charge"
                    return f"charge {e.id}"
        grab = self.spot_on(units[0])
        for dx, dy in self.drags(units):
            drag(self.app, self.scene, grab, (grab[0] + dx, grab[1] + dy), steps=3)
            if tool.placed and tool.colour is not None and not tool.verdict()[0]:
                assert any("allowed" in w for _, w in tool.status())
                key(self.app, pygame.K_RETURN)
                assert self.scene.controller.applied[before:][0].kind == "move"
                return "move"
            if tool.has_ghost():
                key(self.app, pygame.K_ESCAPE)  # put the ghost back and try another way
        key(self.app, pygame.K_h)
        assert self.scene.controller.applied[before:][0].kind == "hold"
        return "hold"

    def drags(self, units: list[str]) -> list[tuple[float, float]]:
        """Ways to drag the ghost, best first: the straight moves the rules suggest that end nearest the enemy
        (a little short of their furthest, as a hand would stop), then towards the nearest enemy and straight
        ahead, shorter and shorter."""
        st = self.state
        limit = self.scene.moves.limit()
        cx, cy = centre(st, units[0])
        enemies = [e for e in st.live_units(1 - st.active) if not e.off_table]
        nearest = min(enemies, key=lambda e: gap(st, units[0], e.id), default=None)
        target = centre(st, nearest.id) if nearest is not None else (cx, cy)
        start = [s.pose for uid in units for s in st.units[uid].stands]
        shifts = []
        for a in self.scene.legal():
            if isinstance(a, Move) and tuple(a.units) == tuple(units):
                end = [p for ps in a.poses for p in ps]
                dx, dy = end[0][0] - start[0][0], end[0][1] - start[0][1]
                same = all((q[0] - p[0], q[1] - p[1], q[2]) == (dx, dy, p[2]) for p, q in zip(start, end, strict=True))
                if same and math.hypot(dx, dy) > 20:
                    shifts.append((math.dist((cx + dx, cy + dy), target), dx * 0.95, dy * 0.95))
        out = [(dx, dy) for _, dx, dy in sorted(shifts)]
        ahead = math.radians(st.units[units[0]].stands[0].facing)
        heads = [(math.sin(ahead), -math.cos(ahead))]
        far = math.dist(target, (cx, cy))
        if far > 1:
            heads.insert(0, ((target[0] - cx) / far, (target[1] - cy) / far))
        for share in (0.85, 0.55, 0.3):
            out += [(hx * limit * share, hy * limit * share) for hx, hy in heads]
        return out[:6]

    def character_to_move(self) -> str | None:
        """A character of the side to play not moved yet this turn (each is tried once)."""
        st = self.state
        if len([k for k in self.characters_tried if k[:2] == (st.turn, st.active)]) >= CHARACTERS_PER_TURN:
            return None
        able = [c for c in self.scene.characters.able() if (st.turn, st.active, c) not in self.characters_tried]
        return able[0] if able else None

    def move_character(self) -> str:
        """Drag a character to just behind the side's unit nearest the enemy (orders from near are likelier),
        then Enter; put the ghost back (Esc) if the rules refuse the spot."""
        st = self.state
        tool = self.scene.characters
        cid = self.character_to_move()
        assert cid is not None
        self.characters_tried.add((st.turn, st.active, cid))
        enemies = [e for e in st.live_units(1 - st.active) if not e.off_table]
        own = [u for u in st.live_units(st.active) if not u.off_table]
        if not enemies or not own:
            return "no character move"
        front = min(own, key=lambda u: min(gap(st, u.id, e.id) for e in enemies))
        fx, fy = centre(st, front.id)
        behind = 70 if st.active == 0 else -70  # towards the side's own edge
        c = st.characters[cid]
        # Beside the others rather than on top of them, so that a click finds each.
        others = [(o.x, o.y) for o in st.live_characters() if o.id != cid]
        aside = next(
            a
            for a in (0, 50, -50, 100, -100, 150)
            if all(math.dist((fx + a, fy + behind), o) > 45 for o in others) or a == 150
        )
        dx, dy = fx + aside - c.x, fy + behind - c.y
        far = math.hypot(dx, dy)
        reach = tool.reach() if tool.character == cid else 600
        if far > reach * 0.9:
            dx, dy = dx * reach * 0.9 / far, dy * reach * 0.9 / far
        before = len(self.scene.controller.applied)
        gx, gy = self.spot_on_character(cid)
        hit = self.scene.pick(screen_of(self.scene, gx, gy))
        if hit is None or hit.id != cid:
            # Another character stands over this one: choose it in the panel's list, then drag it.
            click(self.app, self.scene.panel.buttons[f"pick_{cid}"])
            self.hidden_characters += 1
        drag(self.app, self.scene, (gx, gy), (gx + dx, gy + dy), steps=3)
        assert tool.character == cid
        if tool.pose is not None and not tool.verdict():
            key(self.app, pygame.K_RETURN)
            assert self.scene.controller.applied[before:][0].kind == "move_character"
            return "character move"
        if tool.pose is not None:
            key(self.app, pygame.K_ESCAPE)
        return "character stays"

    # ------------------------------------------------------------------ shooting and combat
    def shoot(self) -> str:
        tool = self.scene.steps.shoot
        before = len(self.scene.controller.applied)
        first = next(iter(tool.options()))
        # Pick a shooter on the table first (its odds show), then let every unit shoot with A.
        self.click_table(*self.spot_on(first))
        assert tool.shooter == first
        key(self.app, pygame.K_a)
        while tool.asking():
            key(self.app, pygame.K_1)
        shots = self.scene.controller.applied[before:]
        assert shots and all(a.kind == "shoot" for a in shots)
        return f"shoot {len(shots)}"

    def combat(self) -> str:
        tool = self.scene.steps.combat
        before = len(self.scene.controller.applied)
        groups = tool.choices()
        if groups:
            key(self.app, pygame.K_1)
            assert self.scene.controller.applied[before:][0].kind == "combat_choice"
            return "combat choice"
        if not tool.fights():
            return self.next_step()
        if tool.current() is None:
            _, units = tool.fights()[0]
            self.click_table(*self.spot_on(units[0]))
        assert tool.current() is not None
        key(self.app, pygame.K_RETURN)
        assert self.scene.controller.applied[before:][0].kind == "fight"
        assert tool.report is not None, "no result card after the fight"
        if self.combat_picture is not None:
            pump(self.app, 1)
            self.app.draw()
            self.app.save(self.combat_picture)
            self.combat_picture = None
        return "fight"


def test_a_whole_hotseat_battle_by_mouse_and_keys(artifacts: Path) -> None:
    """Saves hotseat-combat.png (the battle's first combat result card) and hotseat-result.png."""
    app = App(None, SIZE)
    app.tick(force=True)
    assert isinstance(app.top, MainMenu)
    click(app, app.top.buttons["new"])
    setup = app.top
    assert isinstance(setup, SetupScene)
    model = setup.setup_model()
    model.seed = SEED
    choose_in_dropdown(app, setup, "6 turns")
    assert model.game_length == "fixed_6"
    assert model.sides[0].roster and model.sides[1].roster and not model.problems()
    click(app, setup.start_button)
    scene = app.top
    assert isinstance(scene, BattleScene)
    session = scene.session
    assert session.state.phase == "deployment" and session.state.turn_limit == 6

    player = Player(app, scene)
    player.combat_picture = artifacts / "hotseat-combat.png"
    done: list[str] = []
    while session.state.result is None:
        assert len(done) < MAX_DECISIONS, done[-20:]
        done.append(player.step())
    pump(app, 3)

    # What the controller produced is exactly what the session recorded after set-up's start, in order.
    applied = scene.controller.applied
    assert [r.action for r in session.records] == [session.records[0].action] + [a.to_dict() for a in applied]
    kinds = Counter(a.kind for a in applied)
    made = Counter(d.split(" ")[0] for d in done)
    assert kinds["auto_deploy"] == made["auto-deploy"] == 2
    assert kinds["order"] == made["order"] >= 4
    assert kinds["move"] == made["move"] >= 2
    assert kinds["move_character"] == done.count("character move") >= 1
    assert kinds["shoot"] >= made["shoot"] >= 1
    assert kinds["proceed"] == made["next"] >= 10
    assert player.handovers >= 6
    # Charges and combat come when the armies meet, which depends on the dice: each one that came was made
    # through the tools (a charge by clicking the enemy twice, a fight by Enter, each choice by its key).
    assert kinds["charge"] == made["charge"]
    assert kinds["initiative_charge"] == made["initiative"]
    assert kinds["fight"] == made["fight"]
    assert kinds["combat_choice"] == made["combat"]
    if kinds["fight"]:
        assert (artifacts / "hotseat-combat.png").exists()

    # The end: the result screen names the winner (or a draw) and both sides' points.
    result = session.state.result
    assert result is not None and result.turn <= 6
    shown = app.top
    assert isinstance(shown, ResultScene) and app.stack[-2] is scene
    assert [x.points for x in shown.summary.sides] == list(result.points)
    winner = "A drawn battle" if result.winner is None else f"{session.state.sides[result.winner].name} win"
    assert shown.summary.headline.startswith(winner)
    names = [x.name for x in session.state.sides]
    points = f"Victory points: {names[0]} {result.points[0]}, {names[1]} {result.points[1]}"
    assert points in [getattr(el, "text", "") for el in app.ui.get_sprite_group().sprites()]
    app.draw()
    app.save(artifacts / "hotseat-result.png")
