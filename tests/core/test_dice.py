"""The dice protocol: seeded dice repeat, scripted dice fail loudly."""

import pytest

from game.core.dice import DiceError, RecordingDice, ScriptedDice, SeededDice, d3


def test_seeded_dice_repeat_for_the_same_seed():
    a, b = SeededDice(7), SeededDice(7)
    assert [a.roll(2, 6, "order") for _ in range(20)] == [b.roll(2, 6, "order") for _ in range(20)]


def test_seeded_dice_differ_for_another_seed():
    a, b = SeededDice(7), SeededDice(8)
    assert [a.roll(2, 6, "order") for _ in range(20)] != [b.roll(2, 6, "order") for _ in range(20)]


def test_scripted_dice_give_the_script_in_order():
    d = ScriptedDice([3, 4, 6])
    assert d.roll(2, 6, "order") == (3, 4)
    assert d.roll(1, 6, "blunder") == (6,)
    d.assert_consumed()


def test_scripted_dice_raise_when_exhausted_naming_the_purpose():
    d = ScriptedDice([3])
    with pytest.raises(DiceError, match="order needs 2 D6, only 1 left"):
        d.roll(2, 6, "order")


def test_scripted_dice_left_over_are_reported():
    d = ScriptedDice([3, 4, 5])
    d.roll(2, 6, "order")
    with pytest.raises(DiceError, match=r"1 scripted dice left over: \[5\]"):
        d.assert_consumed()


def test_scripted_face_must_fit_the_die():
    with pytest.raises(DiceError):
        ScriptedDice([7]).roll(1, 6, "blunder")


def test_recording_dice_keep_the_faces_of_each_action():
    r = RecordingDice(ScriptedDice([1, 2, 3]))
    r.roll(2, 6, "order")
    assert r.take() == [1, 2]
    r.roll(1, 6, "blunder")
    assert r.take() == [3]
    assert r.take() == []


@pytest.mark.parametrize("face,expected", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_d3_is_a_halved_d6_rounding_up(face, expected):
    assert d3(face) == expected
