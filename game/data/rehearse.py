"""Playing a scenario's opening through, so ``validate`` finds what running it would.

A scenario can be sound in every key and still fail when it runs: its scripted actions refused by the
rules, its scripted dice running out or left over, the battle refusing to begin. ``validate`` plays
the scenario headless, with its own dice, and reports the first such failure at the line of the key
or action that caused it.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import IllegalAction, action_from_dict
from game.core.dice import DiceError, ScriptedDice, SeededDice
from game.core.profiles import ArmyList
from game.core.scenario import ScenarioSpec, new_game
from game.core.turn import Start
from game.data.doc import Doc


def rehearse(spec: ScenarioSpec, armies: dict[str, ArmyList], doc: Doc) -> None:
    """Set the scenario up, begin the battle and apply its actions; report the first failure to ``doc``."""
    import game.core.engine  # noqa: F401  (registers every action kind)

    try:
        state = new_game(spec, armies)
    except (ValueError, KeyError) as e:
        doc.note(("sides",), f"the battle cannot be set up: {e}")
        return
    scripted = ScriptedDice(spec.dice) if spec.dice is not None else None
    dice: Any = scripted if scripted is not None else SeededDice(spec.seed)
    try:
        state.apply(Start(), dice)
    except IllegalAction as e:
        doc.note(("options",), f"the battle cannot begin: {'; '.join(e.reasons)}")
        return
    except DiceError as e:
        doc.note(("dice",), f"the battle cannot begin: {e}")
        return
    for n, raw in enumerate(spec.actions):
        fields = {k: v for k, v in raw.items() if k not in ("note", "expect")}
        where = ("actions", n)
        try:
            action = action_from_dict(fields)
            if raw.get("expect") == "refused":
                if not state.check(action):
                    doc.note(where, f"action {n + 1} ({action}) is expected to be refused, but the rules allow it")
                    return
                continue
            state.apply(action, dice)
        except IllegalAction as e:
            doc.note(where, f"action {n + 1} ({e.action}) is not allowed when the scenario runs: {'; '.join(e.reasons)}")
            return
        except (DiceError, ValueError, TypeError, KeyError) as e:
            doc.note(where, f"action {n + 1} fails when the scenario runs: {e}")
            return
    if scripted is not None and scripted.remaining:
        doc.note(("dice",), f"{dice_left(scripted.remaining)} are left over when the actions are done")


def dice_left(faces: list[int]) -> str:
    """"3 scripted dice [4, 1, 6]": the first dozen faces only, however long the script."""
    shown = ", ".join(map(str, faces[:12])) + (f", ... {len(faces) - 12} more" if len(faces) > 12 else "")
    return f"{len(faces)} scripted {'die' if len(faces) == 1 else 'dice'} [{shown}]"
