"""The Chaos Dwarfs' Lammasu on the side panel: an Orc spell has worked on Chaos Dwarfs near it, and the Chaos Dwarf
player, though the Orcs are playing, tries to undo it or lets it work; nothing else is offered until he answers."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click, pump

from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import act  # noqa: E402

from game.core import Cast, lammasu_offer  # noqa: E402
from tests.core.specials.test_chaos_dwarfs import SORCERER_LAMMASU, orcs_casting  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}
TRY, LET_BE = "Try to undo it (4+)", "Let it work"


def _held():
    state = orcs_casting(SORCERER_LAMMASU)
    act(state, Cast("sh", "Foot of Gork", target="cd"), [6])
    return state


def _texts(scene) -> list[str]:
    return [x.text for x in scene.panel_kit.actions]


def test_the_spell_waits_and_the_lammasu_undoes_it(artifacts: Path) -> None:
    app, scene = open_scene(Session.start(_held(), scripted=[4], strict_script=True, header=SOLO))
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-chaos-dwarfs-lammasu.png"))
    assert {TRY, LET_BE} <= set(_texts(scene))
    click(app, next(x for x in scene.panel_kit.actions if x.text == TRY))
    pump(app, 2)
    st = scene.controller.state
    assert lammasu_offer(st) is None and st.units["cd"].hits == 0
    assert TRY not in _texts(scene)


def test_the_spell_is_let_work(artifacts: Path) -> None:
    app, scene = open_scene(Session.start(_held(), scripted=[4] * 6 + [1] * 6, strict_script=True, header=SOLO))
    click(app, next(x for x in scene.panel_kit.actions if x.text == LET_BE))
    pump(app, 2)
    st = scene.controller.state
    # Six hits on 4s and no save made: a stand of 4 Hits is lost, two hits stay on the unit.
    assert lammasu_offer(st) is None and st.units["cd"].alive and len(st.units["cd"].stands) < 3


def test_against_the_computer_the_player_answers_in_the_computers_turn(artifacts: Path) -> None:
    # The Orcs are the computer's, casting in their own turn: the spell waits for the Chaos Dwarf player.
    header = {"mode": "solo", "ai": {"0": "cautious:normal"}}
    # Dice past the script come from the seed: a strict script would leave every side to the test.
    app, scene = open_scene(Session.start(_held(), seed=1, scripted=[4], strict_script=False, header=header))
    assert scene.computer.opponents.agents.keys() == {0}
    pump(app, 3)
    assert lammasu_offer(scene.controller.state) is not None  # the computer has not moved on
    assert TRY in _texts(scene)
    click(app, next(x for x in scene.panel_kit.actions if x.text == TRY))
    pump(app, 2)
    assert lammasu_offer(scene.controller.state) is None and scene.controller.state.units["cd"].hits == 0
