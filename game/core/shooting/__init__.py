"""The Shooting phase: missile fire, drive backs, confusion from shooting, and shooting at chargers.

``MODULE`` is the "shooting" rule module: the "shoot" action, the Shooting phase's two steps and their
hooks, the charge reaction that lets charged units shoot at their chargers, and its rulebook entries.

Pieces other phases can use:

- ``attacks.resolve_attacks(state, target, attacks, to_hit, dice, by=, by_name=, side=, rule=,
  hit_modifiers=, save_modifiers=, no_saves=)`` rolls N attacks needing a score, then the target's saves
  (armour made worse by ``save_modifiers``, or no save at all), and returns the hits that stand with a
  DiceRolled event per roll and one HitsScored event telling it all. It changes nothing in the state.
- ``volley.volley(...)`` does the same against a unit's cover stand by stand, in batches, and removes
  stands as the hits reach the Hits value (stands in the open first); ``volley.apply_hits`` just puts
  hits on a unit that way.
- ``book.record_attack(state, target_id, bases)`` and ``book.record_hits(state, target_id, hits)`` let a
  spell that shoots put its victims in line for the drive backs (``fire.settle`` does both and carries
  hits into combat for engaged units instead).
- ``driveback.drive_back(state, unit, hits, away_from_point, dice, driver=, driver_name=, can_rout=)``
  drives a unit back for a number of hits; ``driveback.push_back(state, unit, direction, distance_mm,
  dice)`` moves one a set distance with the same stops and confusion.
- ``game.core.makeway.make_way(state, unit, mover, direction, length, dice)`` gets a friend out of
  the path of a unit sliding along a line (drive backs here, retreats in combat).
- ``odds``: expected hits, hit distributions, drive-back and Helblaster odds.

Choices made for the players: drive backs are resolved in a fixed order (the shooting side's enemies by
unit id, then its own units hit by its cannon) rather than the owner's order; friends always make way when
they can (the movement module's option ``make_way: never`` makes them unyielding); charged units always
stand and shoot (this module's option ``stand_and_shoot: never`` turns it off).
"""

from __future__ import annotations

from game.core import hooks
from game.core.dice import Dice
from game.core.events import Event
from game.core.ruleset import Handler, RulesModule, StepEdit
from game.core.sequence import Step
from game.core.shooting import book
from game.core.shooting.actions import Shoot
from game.core.shooting.chargers import remember_positions, stand_and_shoot
from game.core.shooting.drivebackstep import resolve_drive_backs
from game.core.shooting.options import ShootingOptions
from game.core.shooting.rules import RULES
from game.core.shooting.shoot import apply_shoot, check_shoot, legal_shoot
from game.core.state import GameState

__all__ = ["MODULE", "Shoot"]


def _shooting_start(state: GameState, dice: Dice) -> list[Event]:
    """A fresh record for the phase: nobody has shot, nobody is marked for a drive back."""
    book.clear(state)
    return []


def _drive_backs(state: GameState, dice: Dice) -> list[Event]:
    return resolve_drive_backs(state, dice)


MODULE = RulesModule(
    id="shooting",
    title="Shooting",
    description="Missile fire at the closest visible enemy, drive backs, and standing to shoot at chargers.",
    actions={"shoot": Handler(check_shoot, apply_shoot, legal_shoot)},
    steps=(
        StepEdit(
            "turn",
            (
                Step("shooting", "shoot", "Shooting", actions=("shoot",), enter=("shooting.start",)),
                Step("shooting", "drive_back", "Drive backs", enter=("shooting.drive_backs",), automatic=True),
            ),
        ),
    ),
    step_hooks={"shooting.start": _shooting_start, "shooting.drive_backs": _drive_backs},
    hooks={hooks.BEFORE_ACTION: (remember_positions,), hooks.CHARGE_ARRIVES: (stand_and_shoot,)},
    options=ShootingOptions,
    state=book.ShootingKept,
    rulebook=RULES,
)
