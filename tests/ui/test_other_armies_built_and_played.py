"""A new player of an army other than the Empire or the Orcs: picks the army in Army lists, builds a roster with a
magic item in the builder as the + buttons do, saves it, picks it for side 1 in "New battle", and plays the
battle's opening by the keys a player uses until the Orcs' player is handed the screen, who concedes."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
from menu_driver import SIZE, click, key, pump

sys.path.insert(0, str(Path(__file__).resolve().parent / "battle"))
from battle_samples import centre, click_table, drag  # noqa: E402

from game.core.command.actions import Order
from game.core.items.catalogue import item_flag
from game.data import ROSTERS_DIR, load_armies, load_roster
from game.ui.app import App
from game.ui.battle.handover_screen import HandOverScene
from game.ui.battle.scene import BattleScene
from game.ui.browser_scene import ARMY, BrowserScene
from game.ui.builder_scene import BuilderScene
from game.ui.result import ResultScene
from game.ui.setup_scene import SetupScene

ARMIES = load_armies()
# (army id, its sample roster whose picks the player makes, the magic item he gives it)
CASES = [
    ("wood_elves", "wood-elves-2000.yaml", "Sword of Might"),
    ("skaven", "skaven-2000.yaml", "Banner of Fortune"),
    ("cathay", "cathay-2000.yaml", "Battle Banner"),
]


def build(app: App, army: str, sample: str, item: str) -> str:
    """Army lists -> the army -> Build: every pick of the sample roster, then the item; saved with Ctrl+S."""
    key(app, pygame.K_a)
    assert isinstance(app.top, BrowserScene)
    app.top.select(ARMY + army)
    key(app, pygame.K_b)
    b = app.top
    assert isinstance(b, BuilderScene) and b.get_draft().army.id == army
    roster = load_roster(ROSTERS_DIR / sample, ARMIES)
    name = f"My {ARMIES[army].name}"
    b.get_draft().set_name(name)
    for c in roster.characters:
        b.add("character", c.profile)
    for u in roster.units:
        b.add("unit", u.profile)
    # The item goes to the force: taken off the sample roster's picks, it is the player's own choice here.
    for row in [r for (kind, _), r in b.rows.items() if kind == "item" and r.count.text != "0"]:
        b.remove("item", row.name)
    b.add("item", item)
    assert b.rows[("item", item)].count.text == "1", f"{item} not taken: {b.problems()}"
    assert b.problems() == [], b.problems()
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    return name


def give_an_order(app: App, scene: BattleScene) -> bool:
    """The General, clicked on the table, orders the unit nearest him that the rules let him order (a Pump Wagon
    never takes one), clicked too, by Enter."""
    state = scene.controller.state
    general = state.general(0)
    assert general is not None
    takes = [u for u in state.live_units(0) if not state.check(Order(general.id, (u.id,)))]
    near = min(takes, key=lambda u: (centre(state, u.id)[0] - general.x) ** 2
               + (centre(state, u.id)[1] - general.y) ** 2)
    click_table(app, scene, general.x, general.y)
    click_table(app, scene, *centre(state, near.id))
    assert scene.orders.character == general.id and scene.orders.group == [near.id]
    before = len(scene.controller.applied)
    key(app, pygame.K_RETURN)
    assert [a.kind for a in scene.controller.applied[before:]][:1] == ["order"]
    if state.command.pending is not None:
        # Passed: the unit is dragged 10 cm towards the enemy and moved there, or, if that is not allowed,
        # stays where it is.
        x, y = centre(state, near.id)
        drag(app, scene, (x, y), (x, y - 100))
        key(app, pygame.K_RETURN)
        if state.command.pending is not None:
            key(app, pygame.K_h)
        assert state.command.pending is None
    app.draw()
    pygame.image.save(app.screen, f"/tmp/i30-ordered-{state.sides[0].army.id}.png")
    return True



def play_first_turn(app: App, scene: BattleScene, passes: int) -> tuple[bool, bool]:
    """Set up with A (the rest of the side as the game suggests), each player handed the screen in turn, then step
    through the turn with Space, giving one order, until side 1's player is handed the screen. Returns (whether
    side 0 played, whether it gave the order)."""
    state = scene.controller.state
    played = ordered = False
    for _ in range(passes):
        top = app.top
        if state.result is not None:
            break
        if isinstance(top, HandOverScene):
            if played and state.active == 1:
                break
            click(app, top.ready_button)
            continue
        assert top is scene, type(top).__name__
        played = played or (state.phase != "deployment" and state.active == 0)
        if played and state.step == "orders" and not ordered:
            ordered = give_an_order(app, scene)
            continue
        key(app, pygame.K_a if state.phase == "deployment" else pygame.K_SPACE)
    return played, ordered


@pytest.mark.parametrize(("army", "sample", "item"), CASES, ids=[c[0] for c in CASES])
def test_an_army_is_built_with_a_magic_item_and_played(user_dirs: dict[str, Path], army: str, sample: str,
                                                        item: str) -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    name = build(app, army, sample, item)
    saved = next((user_dirs["data"] / "rosters").glob("*.yaml"))
    assert load_roster(saved, ARMIES).name == name
    key(app, pygame.K_n)
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup.choose_army(0, army)
    entry = setup.setup_model().cat.roster(str(saved))
    assert entry is not None and not entry.problems
    setup.choose_roster(0, entry.key)
    assert setup.setup_model().problems() == [] and setup.start_button.is_enabled
    click(app, setup.start_button)
    scene = app.top
    assert isinstance(scene, BattleScene) and scene.session is not None
    state = scene.session.state
    assert state.sides[0].roster == name and state.sides[0].army.id == army
    (flag,) = item_flag(item)
    carried = [p.id for p in [*state.units.values(), *state.characters.values()] if p.side == 0 and p.flags.get(flag)]
    assert len(carried) == 1, "the item is carried in the battle"
    # The players set up with A (the rest of the side as the game suggests), each handed the screen in turn,
    # then step through the turn with Space until the new army has played its turn and the Orcs' player is
    # handed the screen.
    played, ordered = play_first_turn(app, scene, 150)
    assert isinstance(app.top, HandOverScene) and played, (state.phase, state.step, state.active)
    assert ordered, "the General gave an order"
    assert state.active == 1 and state.result is None
    app.draw()
    pygame.image.save(app.screen, f"/tmp/i30-played-{army}.png")
    click(app, app.top.ready_button)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_c)
    key(app, pygame.K_c)
    pump(app, 3)
    assert isinstance(app.top, ResultScene)
