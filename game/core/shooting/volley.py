"""Shooting a batch of attacks at one unit (digest 4.3-4.5): cover per stand, batches, casualties.

Each target stand is judged open, defended or fortified against the nearest shooting stand. Shooters
aim at the least protected stands they can see within range, and stands in the open are the first to
be removed even if they are out of reach. So when cover differs within the unit, the dice are rolled in
batches: each batch is as many dice as could still be needed to strip away the stands at the current
score, and the score is worked out afresh before the next batch.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core import board, casualties, cover, hooks
from game.core.cover import Cover
from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.questions import SHOOTING_HIT_BONUS, SHOT_AT_PENALTY
from game.core.shooting.attacks import BASE_TO_HIT, resolve_attacks
from game.core.shooting.weapons import SECOND_VOLLEY
from game.core.state import GameState, Unit
from game.table import Base

AimFn = Callable[[], list[int]]

_LEVEL_RULE = {1: "shooting.to_hit.defended", 2: "shooting.to_hit.fortified"}
_LEVEL_WORD = {1: "defended", 2: "fortified"}


def target_cover(
    state: GameState, unit: Unit, index: int, attacker: tuple[float, float] | None, *, in_the_open: bool = False
) -> Cover:
    """A target stand's cover against an attack from ``attacker``, with the cover modules' pieces give it against
    missiles (``hooks.STAND_COVER``: equipment shelters from shooting, not in combat)."""
    best = cover.stand_cover(state, unit, index, attacker, in_the_open=in_the_open)
    if attacker is not None and not in_the_open and best.level != cover.FORTIFIED:
        for shelter in state.ruleset.hook(hooks.STAND_COVER):
            found = shelter(state, unit, index, attacker)
            if found is not None and cover.RANK[found[0]] > best.rank:
                best = cover.Cover(*found)
    return best


def stand_covers(state: GameState, unit: Unit, shooters: Sequence[Base], *, in_the_open: bool = False) -> list[Cover]:
    """Each stand's cover, judged against the shooting stand nearest to it."""
    t = board.table(state)
    out = []
    for i, b in enumerate(board.unit_bases(state, unit)):
        near = min(shooters, key=lambda s: t.distance(s, b)) if shooters else None
        out.append(target_cover(state, unit, i, None if near is None else (near.x, near.y), in_the_open=in_the_open))
    return out


def apply_hits(
    state: GameState, unit: Unit, hits: int, rule: str, covers: Sequence[Cover] = (), *, source: str = ""
) -> list[Event]:
    """Put hits on the unit; each time they reach its Hits value a stand goes at once, stands in the open first.
    Modules may first take some of the hits elsewhere (``hooks.HITS_STRUCK``: joined characters), told the
    rule of the attack (``source``: a spell's, say) when it is not ``rule``."""
    if hits <= 0 or not unit.alive:
        return []
    events: list[Event] = []
    for take in state.ruleset.hook(hooks.HITS_STRUCK):
        hits, evs = take(state, unit, hits, source or rule)
        events += evs
    unit.hits += hits
    return events + casualties.take_casualties(state, unit, rule, [c.rank for c in covers])


def to_hit_for(
    level: int, reason: str, *, cover_shift: int = 0, blind: bool = False, shift_rule: str = "shooting.cannon"
) -> tuple[int, tuple[Modifier, ...]]:
    """The score needed against a stand of this cover level, with the modifiers that explain it."""
    if blind:
        return 6, (Modifier(6 - BASE_TO_HIT, rule="shooting.stone_thrower.blind", label="shooting blind"),)
    mods: list[Modifier] = []
    if level:
        word = _LEVEL_WORD[level]
        mods.append(Modifier(level, rule=_LEVEL_RULE[level], label=f"{word}: {reason}" if reason else word))
    eff = level
    if cover_shift and level:
        eff = max(0, level - cover_shift)
        what = {"shooting.cannon": "cannon", "shooting.stone_thrower": "boulders"}.get(shift_rule, "its missiles")
        mods.append(Modifier(eff - level, rule=shift_rule, label=f"{what}: cover counts one step less"))
    return BASE_TO_HIT + eff, tuple(mods)


def shooter_modifiers(state: GameState, shooter: Unit) -> list[Modifier]:
    """To-hit modifiers a shooting unit carries: a rule that makes it shoot better (Elven archers), a second
    volley in one phase (a spell's gift) that shoots worse. Spells cast by characters have none."""
    if shooter.id not in state.units:
        return []
    out: list[Modifier] = []
    better = state.ruleset.ask(SHOOTING_HIT_BONUS, state, shooter)
    if better:
        out.append(Modifier(-better, rule="shooting.hit_bonus", label="keen-eyed archers"))
    if shooter.flags.get(SECOND_VOLLEY):
        out.append(Modifier(1, rule="shooting.second_volley", label="a second volley this phase"))
    return out


def target_modifiers(state: GameState, target: Unit) -> list[Modifier]:
    """To-hit modifiers the target carries against shooting at it (a spell's shield), never past 6."""
    worse = state.ruleset.ask(SHOT_AT_PENALTY, state, target) if target.id in state.units else 0
    return [Modifier(worse, rule="shooting.shot_at_penalty", label="shielded by a spell")] if worse else []


def volley(
    state: GameState,
    target: Unit,
    attacks: int,
    dice: Dice,
    *,
    shooter: Unit,
    shooter_bases: Sequence[Base],
    aim: AimFn,
    rule: str,
    save_modifiers: Sequence[Modifier] = (),
    no_saves: bool = False,
    no_saves_reason: str = "",
    cover_shift: int = 0,
    shift_rule: str = "shooting.cannon",
    blind: bool = False,
    in_the_open: bool = False,
    pool: list[int] | None = None,
    how: str = "shoots at",
) -> tuple[int, list[Event]]:
    """Roll ``attacks`` at ``target`` in as many batches as its cover needs; returns (hits struck, events).

    ``aim`` gives the target stands the shooters can see within range (it is asked again after each
    batch, as stands fall). Hits are put on the unit as they are scored, removing stands at once.
    """
    events: list[Event] = []
    score_mods = [m for rule in state.ruleset.hook(hooks.STRIKE_SCORE) for m in rule(state, shooter, "shooting")]
    left = attacks
    struck = 0
    per = max(1, state.unit_profile(target).hits)
    while left > 0 and target.alive and not target.off_table:
        aimed = [i for i in aim() if i < len(target.stands)]
        if not aimed:
            break
        covers = stand_covers(state, target, shooter_bases, in_the_open=in_the_open)
        level = min(covers[i].rank for i in aimed)
        reason = next(covers[i].reason for i in aimed if covers[i].rank == level)
        to_hit, mods = to_hit_for(level, reason, cover_shift=cover_shift, blind=blind, shift_rule=shift_rule)
        if not blind:
            extra = shooter_modifiers(state, shooter) + target_modifiers(state, target)
            if extra:
                mods = (*mods, *extra)
                to_hit = max(2, min(6, to_hit + sum(m.value for m in extra)))
        if score_mods:
            to_hit, mods = to_hit + sum(m.value for m in score_mods), (*mods, *score_mods)
        batch = left
        if not blind and len({c.rank for c in covers}) > 1:
            # Stands at this level and below go first; the score may change once they are gone.
            exposed = sum(1 for c in covers if c.rank <= level)
            batch = min(left, max(1, exposed * per - target.hits))
        result, evs = resolve_attacks(
            state,
            target,
            batch,
            to_hit,
            dice,
            by=shooter.id,
            by_name=shooter.name,
            side=shooter.side,
            rule=rule,
            hit_modifiers=mods,
            save_modifiers=save_modifiers,
            no_saves=no_saves,
            no_saves_reason=no_saves_reason,
            pool=pool,
            how=how,
        )
        events += evs
        left -= batch
        struck += result.struck
        events += apply_hits(state, target, result.struck, "shooting.casualties", covers, source=rule)
    return struck, events
