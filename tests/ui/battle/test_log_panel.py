"""The battle log: every event a line under its turn and phase; chips hide and show kinds of line; the
wheel scrolls; a click on a line highlights the pieces it names."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness_b import deployed_session, first_move, open_harness, play_on
from menu_driver import click_at, key, pump

from game.core.command.actions import Order
from game.ui.battle.log_kinds import KINDS, kind_of

ORDER = Order(character="c1", units=("u1",))


def _played() -> tuple[object, object]:
    app, scene = open_harness(deployed_session(scripted=[3, 4, 2, 2]))
    ctl = scene.controller
    ctl.apply(ORDER)
    ctl.apply(first_move(scene))
    ctl.apply(Order(character="c2", units=("u2",)))
    pump(app)
    return app, scene


def _words(log: object) -> list[str]:
    return [ln.words for ln in log.lines()]  # type: ignore[attr-defined]


def _chip(log: object, kind: str) -> pygame.Rect:
    return next(r for k, r in log.chip_rects if k == kind)  # type: ignore[attr-defined]


def test_each_event_is_a_line_under_its_turn_and_phase() -> None:
    app, scene = _played()
    words = _words(scene.aids.log)
    assert words[0] == "Turn 1 · The Empire · Command phase"
    assert any(w.startswith("Elector Count Helmut orders Altdorf Guard (1st order)") for w in words)
    assert "Altdorf Guard moves (order) 20 cm" in words
    assert any(w.startswith("Captain Ulrika orders Nuln Halberdiers") for w in words)


def test_chips_hide_and_show_kinds_of_line(artifacts: Path) -> None:
    app, scene = _played()
    log = scene.aids.log
    before = _words(log)
    # The order rolls are told in full by the order lines, so their own lines wait behind the Rolls chip.
    assert "rolls" not in log.shown
    assert not any(w.endswith("(needs 8): passes") for w in before)
    assert any("moves (order)" in w for w in before)
    click_at(_chip(log, "moves").center)
    pump(app)
    assert "moves" not in log.shown
    after = _words(log)
    assert not any("moves (order)" in w for w in after)
    assert any("orders Altdorf Guard (1st order)" in w for w in after)
    click_at(_chip(log, "orders").center)
    pump(app)
    # Nothing of the phase is shown any more, so its heading goes too.
    assert _words(log) == []
    click_at(_chip(log, "rolls").center)
    pump(app)
    assert _words(log) == [
        "Turn 1 · The Empire · Command phase",
        "Elector Count Helmut orders Altdorf Guard: rolled 3+4 = 7 (needs 8): passes",
        "Captain Ulrika orders Nuln Halberdiers: rolled 2+2 = 4 (needs 8): passes",
    ]
    for kind in ("moves", "orders"):
        click_at(_chip(log, kind).center)
    pump(app)
    assert len(_words(log)) == len(before) + 2
    app.draw()
    app.save(artifacts / "battle-log.png")


def test_a_click_on_a_line_highlights_its_pieces() -> None:
    app, scene = _played()
    log = scene.aids.log
    entry = next(i for i, e in enumerate(log.chronicle.entries) if type(e.event).__name__ == "OrderIssued")
    _, top, h = next(r for r in log.rows if r[0] == entry)
    body = log.body
    click_at((body.x + 40, body.y + top - log.offset + h // 2))
    pump(app)
    assert log.selected == entry
    assert scene.highlighted == ["c1", "u1"]


def test_the_wheel_scrolls_a_long_log_and_it_follows_new_lines() -> None:
    app, scene = open_harness(deployed_session())
    log = scene.aids.log
    # Many more lines than the panel holds: turns passed by both sides.
    play_on(scene, 400, until=lambda st: st.turn >= 4, orders=True)
    pump(app)
    key(app, pygame.K_RETURN)  # the hot-seat hand-over: Ready
    assert app.top is scene
    content = log.content()
    assert content.get_height() > log.body.height
    bottom = content.get_height() - log.body.height
    assert log.follow and log.offset == bottom
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=log.body.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0))
    pump(app)
    assert log.offset < bottom and not log.follow


def test_every_kind_of_event_has_a_chip() -> None:
    from game.core.command.events import Charged, OrderFailed
    from game.core.events import CharacterSlain, DiceRolled, TurnBegan

    kinds = {k for k, _ in KINDS}
    assert kind_of(DiceRolled(purpose="x", sides=6, faces=(1,), quiet=True)) == "rolls"
    assert kind_of(DiceRolled(purpose="x", sides=6, faces=(1,), rule="shooting.drive_back")) == "shooting"
    assert kind_of(DiceRolled(purpose="x", sides=6, faces=(1,), rule="sequence.first_turn")) is None
    assert kind_of(TurnBegan(turn=1, side=0, side_name="A")) is None
    assert kind_of(CharacterSlain(character="c1", character_name="Hero", cause="x")) == "characters"
    charge = Charged(
        unit="u1", unit_name="A", target="u2", target_name="B", contacted=("u2",), edge="front", how="order", poses=()
    )
    assert kind_of(charge) == "charges"
    failed = OrderFailed(
        character="c1",
        character_name="G",
        units=("u1",),
        unit_names="A",
        nth=1,
        command=9,
        modifiers=(),
        target=9,
        faces=(6, 6),
        consequence="x",
    )
    assert kind_of(failed) == "orders"
    assert {kind_of(charge), kind_of(failed)} <= kinds
