"""Rolling attacks (digest 4.4, 4.5, 5.4): dice to hit against a score, then the target's armour saves.

``resolve_attacks`` is shared with magic and combat: it rolls N attacks needing a given score, lets the
target save each hit on its Armour (made worse, or taken away, by the weapon), and returns the hits
that stand, with a DiceRolled event for every roll and one ``HitsScored`` line that tells it all.
It changes nothing in the state: the caller decides what the hits do.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core import hooks
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.shooting.events import HitsScored
from game.core.state import GameState, Unit

BASE_TO_HIT = 4


@dataclass(frozen=True)
class AttackResult:
    """One batch of attacks: the dice to hit, the hits, the saves and what got through."""

    attacks: int
    to_hit: int
    hit_faces: tuple[int, ...]
    hits: int
    save: int | None
    save_faces: tuple[int, ...]
    saved: int

    @property
    def struck(self) -> int:
        """Hits that stand after saves."""
        return self.hits - self.saved


def save_target(armour: int | None, modifiers: Sequence[Modifier] = (), no_saves: bool = False) -> int | None:
    """The score a save needs, or None when no save is possible (no armour, or worse than 6+)."""
    if no_saves or armour is None or armour <= 0:
        return None
    t = armour + sum(m.value for m in modifiers)
    return None if t > 6 else t


def resolve_attacks(
    state: GameState,
    target: Unit,
    attacks: int,
    to_hit: int,
    dice: Dice,
    *,
    by: str,
    by_name: str,
    side: int,
    rule: str,
    hit_modifiers: Sequence[Modifier] = (),
    save_modifiers: Sequence[Modifier] = (),
    no_saves: bool = False,
    no_saves_reason: str = "",
    pool: list[int] | None = None,
    automatic: bool = False,
    how: str = "shoots at",
) -> tuple[AttackResult, list[Event]]:
    """Roll ``attacks`` dice needing ``to_hit`` or more, then the target's saves.

    ``pool`` holds faces already rolled (a volley whose dice are all thrown at once and read in
    batches); they are used first, from the front, and removed from it. ``automatic`` attacks all hit
    without a roll (only the saves are rolled).
    """
    events: list[Event] = []
    if attacks <= 0:
        return AttackResult(0, to_hit, (), 0, None, (), 0), events
    faces: tuple[int, ...] = ()
    if automatic:
        hits = attacks
    elif pool is not None and len(pool) >= attacks:
        faces = tuple(pool[:attacks])
        del pool[:attacks]
    else:
        faces = dice.roll(attacks, 6, f"{by_name} {how} {target.name}: to hit")
    shooter = state.units.get(by)
    if not automatic and shooter is not None and pool is None:
        # A unit's own shots may be rolled again (the Banner of Fortune); a volley read from a pool is not.
        for again in state.ruleset.hook(hooks.ATTACKS_ROLLED):
            faces, evs = again(state, shooter, target, faces, to_hit, "shooting", dice)
            events += evs
    if not automatic:
        hits = sum(1 for f in faces if f >= to_hit)
        events.append(
            DiceRolled(
                purpose=f"{by_name} {how} {target.name}: to hit",
                sides=6,
                faces=faces,
                target=to_hit,
                modifiers=tuple(hit_modifiers),
                total=hits,
                outcome=f"{hits} hit{'s' if hits != 1 else ''}",
                side=side,
                quiet=True,
                rule=rule,
            )
        )
    prof = state.unit_profile(target)
    save = save_target(prof.armour, save_modifiers, no_saves)
    save_faces: tuple[int, ...] = ()
    saved = 0
    if hits and save is not None:
        save_faces = dice.roll(hits, 6, f"{target.name}: armour saves")
        saved = sum(1 for f in save_faces if f >= save)
        for count in state.ruleset.hook(hooks.SAVES_ROLLED):
            count(state, target, hits)
        events.append(
            DiceRolled(
                purpose=f"{target.name}: armour saves",
                sides=6,
                faces=save_faces,
                target=save,
                modifiers=tuple(save_modifiers),
                total=saved,
                outcome=f"{saved} saved",
                side=target.side,
                quiet=True,
                rule="shooting.armour",
            )
        )
    note = ""
    if hits and save is None:
        if no_saves:
            note = no_saves_reason or "no armour save"
        elif prof.armour:
            note = f"armour {prof.armour}+ counts one worse: no save"
        else:
            note = "no armour"
    result = AttackResult(attacks, to_hit, faces, hits, save, save_faces, saved)
    events.append(
        HitsScored(
            unit=target.id,
            unit_name=target.name,
            by=by,
            by_name=by_name,
            how=how,
            attacks=attacks,
            to_hit=to_hit,
            modifiers=tuple(hit_modifiers),
            hit_faces=faces,
            hits=hits,
            save=save,
            save_modifiers=tuple(save_modifiers),
            save_faces=save_faces,
            saved=saved,
            struck=result.struck,
            note=note,
            rule=rule,
        )
    )
    return result, events
