"""Army special rules of the Empire and the Orcs that the phases do not already cover (digest 10.0-10.2, 2.6).

Importing this package registers:

- the Giant Goes Wild chart and the Steam Tank's Malfunction chart as charts that replace a failed order's
  usual outcome (``game.core.command.orders.FAILED_ORDER_CHARTS``);
- the badly-hurt check at the end of the Shooting phase (``game.core.shooting.drivebackstep.PHASE_END``) and
  of the Combat phase (``game.core.combat.PHASE_END``);
- an after-action check that lands the things wild Giants threw, as the Shooting phase begins;
- the rulebook entries.

Rules done by the phases themselves, and proved by tests in tests/core/specials: Giants ordered only alone
or with Giants, the Steam Tank's move, sight, shooting, cover and immunity to drive backs, Skirmisher
stands, Ogres charging Men, Flagellants, Troll regeneration and terror.

Lasting effects use ``game.core.magic.effects`` (flags that end with a player turn).
"""

from __future__ import annotations

from game.core import engine
from game.core.combat import PHASE_END as COMBAT_END
from game.core.combat.attacks import ONE_STAND_MODIFIERS
from game.core.command.orders import FAILED_ORDER_CHARTS
from game.core.command.penalties import COMMAND_MODIFIERS
from game.core.dice import Dice
from game.core.events import Event
from game.core.shooting.drivebackstep import PHASE_END as SHOOTING_END
from game.core.shooting.fire import CONFUSION_FACE
from game.core.specials import (  # noqa: F401  (rules: the rule explanations)
    bone_giant,
    rules,
    skirmishers,
    skull_chukka,
    tomb_king,
    zombie_dragon,
)
from game.core.specials.badly_hurt import check_badly_hurt
from game.core.specials.giant import THROWS, resolve_throws, wild_chart
from game.core.specials.steam_tank import malfunction_chart
from game.core.state import GameState

for _chart in (wild_chart, malfunction_chart):
    if _chart not in FAILED_ORDER_CHARTS:
        FAILED_ORDER_CHARTS.append(_chart)
for _end in (COMBAT_END, SHOOTING_END):
    if check_badly_hurt not in _end:
        _end.append(check_badly_hurt)

# Hook: the Bone Giant's -1 to the Tomb King's orders.
if bone_giant.command_modifiers not in COMMAND_MODIFIERS:
    COMMAND_MODIFIERS.append(bone_giant.command_modifiers)
# Hook: the Skull Chukka's drive-back dice confuse on 4+.
if skull_chukka.confusion_face not in CONFUSION_FACE:
    CONFUSION_FACE.append(skull_chukka.confusion_face)
# Hook: the Skirmisher stand fights with its own Attacks.
if skirmishers.stand_modifiers not in ONE_STAND_MODIFIERS:
    ONE_STAND_MODIFIERS.append(skirmishers.stand_modifiers)
# Hook: the Tomb King's once-a-battle bonus, an action of no fixed step (checked to the Combat phase).
engine.register(
    "tomb_king_bonus",
    engine.Handler(tomb_king.check_bonus, tomb_king.apply_bonus, tomb_king.legal_bonus),  # type: ignore[arg-type]
)
# Hook: the Zombie Dragon's breath, an action of no fixed step (checked to the Shooting phase).
engine.register(
    "breathe",
    engine.Handler(zombie_dragon.check_breathe, zombie_dragon.apply_breathe, zombie_dragon.legal_breathe),  # type: ignore[arg-type]
)


def _land_throws(state: GameState, dice: Dice) -> list[Event]:
    if THROWS in state.phase_data and state.phase == "shooting":
        return resolve_throws(state, dice)
    return []


if _land_throws not in engine.AFTER_ACTION:
    engine.AFTER_ACTION.append(_land_throws)
