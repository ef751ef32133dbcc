"""What a unit's shot would be, before it is fired: its targets, dice, the score per cover batch, the save
and the expected hits. Plain data from the rules' own functions (``targets``, ``volley``, ``odds``), so
the panel, the table and the tests read the same numbers. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from game.core import (
    CANNON,
    GameState,
    Modifier,
    Unit,
    board,
    character_cover,
    poison_bites,
    poison_ready,
    save_modifiers,
    save_target,
    stand_covers,
    to_hit_for,
    weapon,
)
from game.core.shooting import odds, targets

# Cover level of a target stand, as a player reads it.
LEVEL_WORDS = {0: "in the open", 1: "defended", 2: "fortified"}


@dataclass(frozen=True)
class Batch:
    """Target stands of one cover level and the score the dice need against them."""

    stands: int
    level: int
    reason: str
    to_hit: int
    # A lone character shot at is named rather than counted as a stand.
    name: str = ""

    @property
    def words(self) -> str:
        what = LEVEL_WORDS.get(self.level, "")
        why = f" ({self.reason})" if self.reason and self.level else ""
        if self.name:
            return f"{self.name} {what}{why}"
        return f"{self.stands} stand{'s' if self.stands != 1 else ''} {what}{why}"


@dataclass(frozen=True)
class Shot:
    """A unit's shot at one target, worked out as the rules would fire it now."""

    unit: str
    target: str
    blind: bool
    distance: float
    shooters: int
    dice: int
    batches: tuple[Batch, ...]
    save: int | None
    save_words: str
    expected: Fraction
    # Stands that cannot reach the target shoot at the closest unit they can: (unit, stands).
    elsewhere: tuple[tuple[str, int], ...] = ()


def choices(state: GameState, unit: Unit) -> tuple[list[str], bool]:
    """(the targets the unit may pick from, whether blind); no targets if it may not shoot."""
    if targets.shooter_problems(state, unit):
        return [], False
    return targets.legal_targets(state, unit)


def preview(state: GameState, unit: Unit, target_id: str) -> Shot | None:
    """The shot ``unit`` would fire at ``target_id`` now, or None if that is not one it may fire."""
    w = weapon(state, unit)
    allowed, blind = choices(state, unit)
    if w is None or target_id not in allowed:
        return None
    groups = targets.allocation(state, unit, target_id, blind)
    stands = next((s for t, s in groups if t == target_id), ())
    if not stands:
        return None
    if target_id in state.characters:
        return _at_character(state, unit, target_id, stands, groups)
    target = state.units[target_id]
    aimed = targets.aimed_stands(state, unit, stands, target_id, blind)
    covers = stand_covers(state, target, [board.unit_base(state, unit, i) for i in stands])
    shift = w.cover_shift
    levels: dict[tuple[int, str], int] = {}
    for j in aimed:
        c = covers[j]
        levels[(c.rank, c.reason)] = levels.get((c.rank, c.reason), 0) + 1
    batches = tuple(
        Batch(n, rank, reason, to_hit_for(rank, reason, cover_shift=shift, blind=blind)[0])
        for (rank, reason), n in sorted(levels.items())
    )
    reach = [r.distance for i in stands if (r := targets.reach(state, unit, i, target_id, blind=blind))]
    distance = min(reach) if reach else board.table(state).owner_distance(unit.id, target_id)
    per_stand = 2 if w.kind == CANNON else w.dice_at(distance)
    armour = state.unit_profile(target).armour
    mods = list(save_modifiers(state, unit, w))
    poisoned = poison_ready(state, unit) and poison_bites(state, target)
    if poisoned:  # the volley readied as poisoned: saves one worse (fw-poisoned-arrows)
        mods.append(Modifier(1, "fw.poison", "poisoned arrows"))
    save = save_target(armour, mods, w.no_saves)
    if save is None:
        save_words = f"{target.name} get no armour save" + (" against this weapon" if w.no_saves else "")
    else:
        worse = " (poisoned: one worse)" if poisoned else " (one worse against this weapon)" if mods else ""
        save_words = f"{target.name} save on {save}+{worse}"
    others = tuple((t, len(s)) for t, s in groups if t != target_id)
    expected = odds.shot_odds(state, unit.id, target_id)
    plain = save_target(armour, list(save_modifiers(state, unit, w)), w.no_saves)
    if poisoned and plain is not None and plain > 1:
        # The odds count the plain save: (s - 1) in 6 hits get through it, one more in 6 past a poisoned one.
        expected = expected * Fraction((save or 7) - 1, plain - 1)
    return Shot(
        unit=unit.id,
        target=target_id,
        blind=blind,
        distance=distance,
        shooters=len(stands),
        dice=per_stand * len(stands),
        batches=batches,
        save=save,
        save_words=save_words,
        expected=expected,
        elsewhere=others,
    )


def _at_character(
    state: GameState, unit: Unit, target_id: str, stands: tuple[int, ...], groups: list[tuple[str, tuple[int, ...]]]
) -> Shot:
    """The shot at a lone character a rule module lets be shot at: one piece, a stand's cover, its own Armour."""
    w = weapon(state, unit)
    assert w is not None
    ch = state.characters[target_id]
    piece = state.sides[ch.side].army.piece(ch.profile)
    reach = [r.distance for i in stands if (r := targets.reach(state, unit, i, target_id))]
    distance = min(reach) if reach else board.table(state).owner_distance(unit.id, target_id)
    shelter = character_cover(state, ch, [board.unit_base(state, unit, i) for i in stands])
    mods = save_modifiers(state, unit, w)
    save = save_target(piece.armour if piece else None, mods, w.no_saves)
    if save is None:
        save_words = f"{ch.name} gets no armour save" + (" against this weapon" if w.no_saves else "")
    else:
        save_words = f"{ch.name} saves on {save}+" + (" (one worse against this weapon)" if mods else "")
    return Shot(
        unit=unit.id,
        target=target_id,
        blind=False,
        distance=distance,
        shooters=len(stands),
        dice=w.dice_at(distance) * len(stands),
        batches=(Batch(1, shelter.rank, shelter.reason, to_hit_for(shelter.rank, shelter.reason)[0], ch.name),),
        save=save,
        save_words=save_words,
        expected=odds.shot_odds(state, unit.id, target_id),
        elsewhere=tuple((t, len(s)) for t, s in groups if t != target_id),
    )


def eligible(state: GameState) -> list[str]:
    """The units of the side to play that may shoot now and have a target, in id order."""
    return [u.id for u in state.live_units(state.active) if choices(state, u)[0]]
