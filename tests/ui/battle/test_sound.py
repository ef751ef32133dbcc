"""Sounds: each cue is made and played from the battle's events, at the settings' volume, and silence is quiet.

The tests run with SDL_AUDIODRIVER=dummy, where the mixer starts and plays into nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from battle_samples import command_session, open_scene
from menu_driver import SIZE, key, pump
from test_combat_tool import HALB, ORCS, WIN_BY_4, fighting

from game.core.combat.actions import Fight
from game.core.command.actions import Order
from game.ui import sound
from game.ui.app import App
from game.ui.settings import Settings, from_dict
from game.ui.settings_scene import SettingsScene


@pytest.fixture(autouse=True)
def fresh_player(monkeypatch: pytest.MonkeyPatch) -> sound.SoundPlayer:
    p = sound.SoundPlayer()
    monkeypatch.setattr(sound, "_player", p)
    return p


@pytest.mark.parametrize("cue", sound.CUES)
def test_every_cue_is_made_here_and_is_a_short_audible_sound(cue: str) -> None:
    data = sound.pcm(sound.MAKERS[cue]())
    samples = [int.from_bytes(data[i : i + 2], "little", signed=True) for i in range(0, len(data), 2)]
    assert 0.2 <= len(samples) / sound.RATE <= 1.0
    assert max(abs(v) for v in samples) > 16000  # loud enough to hear at full volume
    assert abs(samples[0]) < 2000 and abs(samples[-1]) < 2000  # faded at both ends: no click
    snd = sound.player().sound(cue)
    assert snd is not None and snd.get_length() > 0.2


@pytest.mark.parametrize(("dice", "cue"), [([3, 4], "order_passed"), ([5, 5], "order_failed")])
def test_an_order_that_passes_and_one_that_fails_sound_different(dice: list[int], cue: str) -> None:
    app, scene = open_scene(command_session(dice))
    assert scene.controller.apply(Order("c1", ("u1",))) is not None
    pump(app, 1)
    assert sound.player().played == [cue]


def test_a_fight_clashes() -> None:
    app, scene = open_scene(fighting([HALB], [ORCS], WIN_BY_4))
    assert scene.controller.apply(Fight("h")) is not None
    pump(app, 1)
    assert sound.player().played == ["combat"]


def test_mute_and_zero_volume_play_nothing() -> None:
    p = sound.player()
    assert not p.play("dice", 70, on=False)
    assert not p.play("dice", 0, on=True)
    assert p.played == []
    assert p.play("dice", 70, on=True)
    assert sound.play("charge", Settings(sound_on=False)) is False
    assert p.played == ["dice"]


def test_no_audio_device_means_silence_not_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*a: object, **k: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    p = sound.player()
    assert p.play("destroyed", 100) is False
    assert p.available is False


def test_the_weightiest_event_of_a_batch_is_heard() -> None:
    class UnitDestroyed:
        pass

    class DiceRolled:
        pass

    class Charged:
        pass

    assert sound.cue_for([DiceRolled(), UnitDestroyed()]) == "destroyed"
    assert sound.cue_for([DiceRolled(), Charged()]) == "charge"
    assert sound.cue_for([]) is None


def test_volume_and_mute_are_set_in_settings_and_saved(user_dirs: dict[str, Path]) -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_o)
    assert isinstance(app.top, SettingsScene)
    assert app.top.volume_label.text == "70 %"
    key(app, pygame.K_RIGHTBRACKET)
    key(app, pygame.K_RIGHTBRACKET)
    assert app.top.volume_label.text == "90 %"
    assert sound.player().played == ["dice", "dice"]  # each step lets the player hear the level
    key(app, pygame.K_m)
    saved = json.loads((user_dirs["config"] / "settings.json").read_text(encoding="utf-8"))
    assert saved["sound_volume"] == 90 and saved["sound_on"] is False
    assert app.top.sound_button.text == "Off"
    # A volume out of range in the file falls back to the default and is reported.
    s, bad = from_dict({"sound_volume": 250, "sound_on": "yes"})
    assert (s.sound_volume, s.sound_on, bad) == (70, True, ["sound_on", "sound_volume"])
