"""Allied Generals at one machine (fw-players): a 2-against-2 hot-seat battle with a mercenary contingent that
changes sides, played to its end by posted events.

Anna and Ben are allied Generals of the Empire, each with his own army; Ben's has hired an unpaid mercenary
contingent. Cara and Dan are allied Orc Generals. Anna writes to Ben from the side panel and hands him the turn;
his hand-over screen shows her message. At the end of the Empire's turn Ben's mercenaries, who lost a unit,
fail their loyalty and change sides: they pass to Dan, Ben's counterpart, who plays them in the Orcs' turn. The
battle ends after its one turn and the result screen names the winner.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click, key, pump, type_text

from game.core.fantasy_warriors.players import player_at_table, player_of
from game.core.modules import compose
from game.core.moves import destroy_unit
from game.replay.session import Session
from game.ui.battle.chronicle import Chronicle
from game.ui.battle.handover_screen import HandOverScene
from game.ui.battle.message_screen import MessageScene
from game.ui.result import ResultScene

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

PLAYERS = {"players": [["Anna", "Ben"], ["Cara", "Dan"]]}
RULES = compose(["fw-players", "fw-mercenaries"], {"fw-players": PLAYERS})
HIRED = (("mercenary", 4),)


def allies_session() -> Session:
    state = battle(
        [unit("Halberdiers", 500, 900, id="u1"), unit("Crossbowmen", 1300, 900, id="u2", ally=True),
         unit("Halberdiers", 900, 900, id="m1", ally=True, bought=HIRED),
         unit("Knights", 1600, 900, id="m2", ally=True, bought=HIRED)],
        [unit("Orc Warriors", 600, 300, 180, id="o1"), unit("Goblins", 1300, 300, 180, id="o2", ally=True)],
        [char("General", 500, 980, id="g"), char("General", 1300, 980, id="g2", ally=True),
         char("Hero", 900, 980, id="mh", ally=True, mercenary=4)],
        [char("Orc General", 600, 220, id="og"), char("Orc General", 1300, 220, id="og2", ally=True)],
        step="orders", ruleset=RULES, turn_limit=1,
    )
    # Loyalty at the end of the Empire's turn: 4 + 4 - 4 unpaid = 4, then 5 - 2 = 3: they change sides.
    return Session.start(state, scripted=[4, 4, 5], header={"mode": "hotseat"})


def ready(app: object, scene: object, name: str, picture: str = "") -> HandOverScene:
    shown = app.top  # type: ignore[attr-defined]
    assert isinstance(shown, HandOverScene), type(shown).__name__
    assert shown.headline.startswith(f"{name} ("), shown.headline
    if picture:
        app.draw()  # type: ignore[attr-defined]
        pygame.image.save(app.screen, picture)  # type: ignore[attr-defined]
    click(app, shown.ready_button)
    assert app.top is scene  # type: ignore[attr-defined]
    return shown


def next_steps(app: object, scene: object, until: object) -> list[str]:
    """Press Next step (and Ready on each hand-over) until ``until(state)``; the headlines of the hand-overs."""
    state = scene.controller.state  # type: ignore[attr-defined]
    seen: list[str] = []
    for _ in range(80):
        if until(state):
            return seen
        top = app.top  # type: ignore[attr-defined]
        if isinstance(top, HandOverScene):
            seen.append(top.headline)
            click(app, top.ready_button)
        else:
            key(app, pygame.K_SPACE)
    raise AssertionError(f"never got there: {seen}")


def test_fw_allies_two_against_two_with_messages_and_turncoats_to_the_end() -> None:
    session = allies_session()
    state = session.state
    app, scene = open_scene(session)
    assert player_at_table(state, 0) == "Anna"
    assert [player_of(state, p) for p in ("u1", "u2", "m1", "o1", "o2")] == ["Anna", "Ben", "Ben", "Cara", "Dan"]
    assert scene.panel.buttons["write_ally"].text == "Write to Ben"
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28a-battle-anna.png")
    # Anna writes to Ben.
    click(app, scene.panel.buttons["write_ally"])
    box = app.top
    assert isinstance(box, MessageScene) and box.headline == "Anna writes to Ben"
    type_text("Hold the ford, I take the hill")
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28a-message-box.png")
    key(app, pygame.K_RETURN)
    assert app.top is scene
    assert "write_ally" not in scene.panel.buttons  # one written message a turn
    click(app, scene.panel.buttons["pass_ally"])
    pump(app, 2)
    shown = ready(app, scene, "Ben", "/tmp/i28a-handover-message.png")
    assert shown.messages == ["Anna writes: \u201cHold the ford, I take the hill\u201d"]
    assert shown.sub.endswith("Ben commands General, Hero, Halberdiers, Knights, Crossbowmen.")
    # Ben's mercenaries lose their Knights (set up here); at the end of the turn they test their loyalty.
    destroy_unit(state, state.units["m2"], "lost in the marsh", "test")
    seen = next_steps(app, scene, lambda s: s.active == 1 and app.top is scene)
    assert seen == ["Cara (Orcs) to play"]
    assert state.units["m1"].side == 1 and state.characters["mh"].side == 1
    assert player_of(state, "m1") == "Dan"
    # Ben's army lost one unit of the three it started with: short of its break point, it fights on.
    assert not state.units["u2"].destroyed and state.characters["g2"].alive
    log = [e.event.text() for e in Chronicle.of_session(session, state).entries]
    assert "Hero's mercenaries change sides, keeping their orders: 1 unit now fights for Orcs" in log
    assert "Anna writes to Ben: \u201cHold the ford, I take the hill\u201d" in log
    # Cara hands the turn to Dan, who has the turncoats to command.
    click(app, scene.panel.buttons["pass_ally"])
    pump(app, 2)
    shown = ready(app, scene, "Dan", "/tmp/i28a-handover-dan.png")
    assert "Halberdiers" in shown.sub and not shown.messages
    seen = next_steps(app, scene, lambda s: s.result is not None)
    assert seen == [] and state.turn == 1 and state.result.reason == "turn limit"
    pump(app, 3)
    for _ in range(20):
        if isinstance(app.top, ResultScene):
            break
        pump(app, 5)
    assert isinstance(app.top, ResultScene), type(app.top).__name__
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28a-result.png")


def test_fw_allies_the_computer_takes_a_seat_and_the_hand_over_skips_it(monkeypatch: object) -> None:
    from small_battle import PlayerLoop

    state = battle(
        [unit("Halberdiers", 500, 900, id="u1"), unit("Crossbowmen", 1300, 900, id="u2", ally=True)],
        [unit("Orc Warriors", 600, 300, 180, id="o1")],
        [char("General", 500, 980, id="g"), char("General", 1300, 980, id="g2", ally=True)],
        [char("Orc General", 600, 220, id="og")],
        step="orders", ruleset=compose(["fw-players"], {"fw-players": {"players": [["Anna", "Ben"], ["Cara"]]}}),
    )
    session = Session.start(state, seed=3, header={"mode": "hotseat", "ai_seats": {"Ben": "seeker"}})
    loop = PlayerLoop(monkeypatch, session, "off")  # type: ignore[arg-type]
    scene = loop.scene
    loop.settle()
    assert player_at_table(state, 0) == "Anna" and scene.computer.playing is None
    click(loop.app, scene.panel.buttons["pass_ally"])
    shown: list[str] = []
    banners: list[str] = []

    def watch() -> None:
        top = loop.app.top
        if isinstance(top, HandOverScene) and top.headline not in shown:
            shown.append(top.headline)
        words = scene.computer.banner_words() if top is scene and scene.computer.playing is not None else None
        if words and words[0] not in banners:
            banners.append(words[0])

    loop.settle(watch=watch)
    # Ben's seat is the computer's: nobody is handed the mouse for it; it plays his pieces and hands back.
    assert banners == ["The computer is playing Ben (The Empire)"]
    assert shown == ["Anna (The Empire) to play on"]
    actors = [r.action["kind"] for r in session.records]
    assert actors.count("fw_pass") == 2 and player_at_table(state, 0) == "Anna"
