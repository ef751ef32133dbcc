"""Firing one group of stands at one unit, weapon by weapon (digest 4.4-4.7, 4.8, 10.1, 10.2).

Ordinary missiles roll their attacks in cover batches; handguns, the Helblaster and the Steam Tank make
armour count one worse; cannon and stone throwers allow no save. The Helblaster rolls dice by range band
and counts its 1s: three mean no hits this turn, four or more blow it up (6 automatic hits if it was
shooting at a charger). A cannon ball bounces through the ranks; at chargers a cannon fires grapeshot
instead. A stone thrower shooting blind always needs 6.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import board, carry, hooks, moves
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.questions import DRIVE_BACK_CONFUSES_ON
from game.core.shooting import bolt, book
from game.core.shooting.attacks import resolve_attacks
from game.core.shooting.cannon import ball_path, stands_crossed
from game.core.shooting.events import CannonBall, HitsCarried, Misfire, ShotFired
from game.core.shooting.volley import AimFn, apply_hits, volley
from game.core.shooting.weapons import BOLT_THROWER, CANNON, HELBLASTER, ROLLED, Weapon
from game.core.state import GameState, Unit
from game.table import Base

GRAPESHOT_ATTACKS = 2
CANNON_BALL_ATTACKS = 2
EXPLOSION_HITS = 6
MISFIRE_ONES = 3
EXPLOSION_ONES = 4

_PIERCING_NAMES = {
    "handgun": "handguns",
    "helblaster": "Helblaster",
    "steam_tank": "Steam Tank",
    "gyrocopter": "Gyrocopter",
    "waywatchers": "Waywatchers",
}
_NO_SAVE_REASONS = {
    "cannon": "no armour save against a cannon ball",
    "stone_thrower": "no armour save against a thrown rock",
    "bolt_thrower": "no armour save against a bolt",
}


def save_modifiers(state: GameState, shooter: Unit, w: Weapon) -> tuple[Modifier, ...]:
    """Armour one worse against handguns, the Helblaster and the Steam Tank."""
    if not w.armour_worse:
        return ()
    prof = state.unit_profile(shooter)
    name = next((_PIERCING_NAMES[s] for s in prof.special if s in _PIERCING_NAMES), prof.name)
    return (Modifier(1, rule="shooting.armour_piercing", label=f"{name}: armour counts one worse"),)


def no_saves_reason(state: GameState, shooter: Unit) -> str:
    prof = state.unit_profile(shooter)
    return next((_NO_SAVE_REASONS[s] for s in prof.special if s in _NO_SAVE_REASONS), "no armour save")


def confusion_face(state: GameState, shooters: Sequence[Base]) -> int:
    """The lowest drive-back face that confuses, for hits these stands scored (6 unless a rule says less)."""
    face = 6
    for owner in sorted({b.owner for b in shooters}):
        unit = state.units.get(owner)
        if unit is None:
            continue
        face = min(face, state.ruleset.ask(DRIVE_BACK_CONFUSES_ON, state, unit))
    return face


def settle(state: GameState, target: Unit, hits: int, shooters: Sequence[Base]) -> list[Event]:
    """After shooting in the Shooting phase: an engaged unit carries the hits into its first combat round;
    any other remembers them (and who shot) for its drive back."""
    book.record_attack(state, target.id, list(shooters))
    if hits <= 0:
        return []
    if target.engaged:
        carry.add_first_round_hits(state, target.id, hits)
        return [
            HitsCarried(
                unit=target.id,
                unit_name=target.name,
                hits=hits,
                why="it is engaged, so it is not driven back",
                rule="shooting.engaged",
            )
        ]
    book.record_hits(state, target.id, hits, confuse_from=confusion_face(state, shooters))
    return []


def fire(
    state: GameState,
    shooter: Unit,
    w: Weapon,
    target: Unit,
    stands: Sequence[int],
    aim: AimFn,
    dice: Dice,
    *,
    distance: float = 0.0,
    blind: bool = False,
    split: bool = False,
    at_chargers: bool = False,
) -> tuple[int, list[Event]]:
    """Fire ``stands`` of ``shooter`` at ``target``; returns (hits struck on the target, events).

    ``aim`` gives the target stands those stands can see within range; ``distance`` is the range to the
    nearest of them (for weapons whose dice depend on it). Units a cannon ball bounces into are dealt
    with here; what the target's hits mean (drive back or first-round hits) is left to the caller.
    """
    bases = [board.unit_base(state, shooter, i) for i in stands]
    for rule in state.ruleset.hook(hooks.SPECIAL_FIRE):
        done = rule(state, shooter, bases, target, aim, dice, at_chargers)
        if done is not None:
            return done
    return fire_weapon(state, shooter, w, target, bases, aim, dice, distance=distance, blind=blind, split=split,
                       at_chargers=at_chargers)


def fire_weapon(
    state: GameState,
    shooter: Unit,
    w: Weapon,
    target: Unit,
    bases: list[Base],
    aim: AimFn,
    dice: Dice,
    *,
    distance: float = 0.0,
    blind: bool = False,
    split: bool = False,
    at_chargers: bool = False,
) -> tuple[int, list[Event]]:
    """The weapon's own shooting, no module's fire asked: a module that adds to a stone thrower's shot (the
    Earthshaker) fires it through here."""
    if w.kind == ROLLED:
        return 0, []  # no module of this game knows the weapon
    if w.kind == CANNON and not at_chargers:
        return _cannon(state, shooter, w, target, bases, aim, dice, split)
    if w.kind == HELBLASTER:
        return _helblaster(state, shooter, w, target, bases, aim, dice, distance, split, at_chargers)
    if w.kind == BOLT_THROWER and not at_chargers:
        return _bolts(state, shooter, w, target, bases, aim, dice, split)
    grapeshot = w.kind == CANNON
    # A missile with range bands (a repeating crossbow) shoots by the range, and at chargers as at its longest.
    per_stand = (w.bands[-1][1] if at_chargers else w.dice_at(distance)) if w.bands else w.shots
    attacks = (GRAPESHOT_ATTACKS if grapeshot else per_stand) * len(bases)
    # Dice a rule adds to the volley (a Salamander stand, a marksman beside bowmen), each told with its rule.
    added: list[Event] = []
    for adds in () if grapeshot else state.ruleset.hook(hooks.VOLLEY_SHOTS):
        for m in adds(state, shooter, len(bases)):
            attacks += m.value
            added.append(Narration(message=f"{m.label}: {m.value:+d} to {shooter.name}'s volley", rule=m.rule))
    events: list[Event] = [_fired(shooter, target, len(bases), attacks, blind, split, at_chargers), *added]
    for turn_aside in state.ruleset.hook(hooks.INCOMING_SHOTS):
        gone, said = turn_aside(state, shooter, target, attacks, dice)
        attacks -= gone
        events += said
    saves = list(save_modifiers(state, shooter, w))
    for spend in state.ruleset.hook(hooks.VOLLEY_SAVES):
        more, said = spend(state, shooter, target)
        saves += more
        events += said
    struck, evs = volley(
        state,
        target,
        attacks,
        dice,
        shooter=shooter,
        shooter_bases=bases,
        aim=aim,
        rule="shooting.cannon.grapeshot" if grapeshot else ("shooting.stone_thrower" if blind else w.rule),
        save_modifiers=saves,
        no_saves=w.no_saves and not grapeshot,
        no_saves_reason=no_saves_reason(state, shooter),
        cover_shift=0 if grapeshot else w.cover_shift,
        shift_rule=w.rule,
        blind=blind,
        in_the_open=at_chargers,
        how="fires grapeshot at" if grapeshot else "shoots at",
    )
    return struck, events + evs


def _fired(
    shooter: Unit, target: Unit, stands: int, attacks: int, blind: bool, split: bool, at_chargers: bool
) -> Event:
    return ShotFired(
        unit=shooter.id,
        unit_name=shooter.name,
        target=target.id,
        target_name=target.name,
        stands=stands,
        attacks=attacks,
        blind=blind,
        split=split,
        at_chargers=at_chargers,
        rule="shooting.chargers" if at_chargers else ("shooting.split" if split else "shooting.target"),
    )


def _helblaster(
    state: GameState,
    shooter: Unit,
    w: Weapon,
    target: Unit,
    bases: list[Base],
    aim: AimFn,
    dice: Dice,
    distance: float,
    split: bool,
    at_chargers: bool,
) -> tuple[int, list[Event]]:
    n = w.dice_at(distance) * len(bases)
    events: list[Event] = [_fired(shooter, target, len(bases), n, False, split, at_chargers)]
    if n <= 0:
        return 0, events
    # All the barrels go off at once: the 1s are counted over the whole volley before any hit counts.
    pool = list(dice.roll(n, 6, f"{shooter.name} volley at {target.name}"))
    ones = pool.count(1)
    if ones < MISFIRE_ONES:
        struck, evs = volley(
            state,
            target,
            n,
            dice,
            shooter=shooter,
            shooter_bases=bases,
            aim=aim,
            rule="shooting.helblaster",
            save_modifiers=save_modifiers(state, shooter, w),
            in_the_open=at_chargers,
            pool=pool,
        )
        return struck, events + evs
    explodes = ones >= EXPLOSION_ONES
    outcome = "the gun blows itself apart" if explodes else "it misfires: no hits this turn"
    events.append(
        DiceRolled(
            purpose=f"{shooter.name} volley at {target.name}",
            sides=6,
            faces=tuple(pool),
            total=ones,
            outcome=f"{ones} ones: {outcome}",
            side=shooter.side,
            quiet=True,
            rule="shooting.helblaster.misfire",
        )
    )
    if not explodes:
        events.append(
            Misfire(
                unit=shooter.id,
                unit_name=shooter.name,
                faces=tuple(pool),
                ones=ones,
                result="misfire, the volley does no harm this turn",
                rule="shooting.helblaster.misfire",
            )
        )
        return 0, events
    events.append(
        Misfire(
            unit=shooter.id,
            unit_name=shooter.name,
            faces=tuple(pool),
            ones=ones,
            result="ka-boom! the gun blows itself apart"
            + (f" and {EXPLOSION_HITS} hits strike the charging enemy" if at_chargers else ""),
            rule="shooting.helblaster.explodes",
        )
    )
    struck = 0
    if at_chargers:
        # The blast still catches the chargers: 6 hits that they may save as against the Helblaster.
        result, evs = resolve_attacks(
            state,
            target,
            EXPLOSION_HITS,
            1,
            dice,
            by=shooter.id,
            by_name=shooter.name,
            side=shooter.side,
            rule="shooting.helblaster.explodes",
            save_modifiers=save_modifiers(state, shooter, w),
            automatic=True,
            how="blasts",
        )
        events += evs
        struck = result.struck
        events += apply_hits(state, target, struck, "shooting.casualties")
    events += moves.destroy_unit(state, shooter, "it blew itself apart", "shooting.helblaster.explodes")
    return struck, events


def _cannon(
    state: GameState,
    shooter: Unit,
    w: Weapon,
    target: Unit,
    bases: list[Base],
    aim: AimFn,
    dice: Dice,
    split: bool,
) -> tuple[int, list[Event]]:
    aimed = aim()
    start, end, first = ball_path(state, bases, target, aimed)
    crossed = stands_crossed(state, start, end, first)
    n = len(bases)
    extra = crossed.pop(target.id, 0)
    attacks = n * (CANNON_BALL_ATTACKS + extra)
    others = sorted(crossed, key=lambda uid: _along(state, uid, start))
    struck_list = [(target.id, target.name, 1 + extra)] + [(u, state.units[u].name, crossed[u]) for u in others]
    events: list[Event] = [
        _fired(shooter, target, n, attacks, False, split, False),
        CannonBall(
            unit=shooter.id,
            unit_name=shooter.name,
            start=(round(start[0]), round(start[1])),
            end=(round(end[0]), round(end[1])),
            struck=tuple(struck_list),
            rule="shooting.cannon.bounce",
        ),
    ]
    struck, evs = _ball(state, shooter, bases, target, attacks, aim, dice)
    events += evs
    for uid in others:
        victim = state.units[uid]
        if not victim.alive:
            continue
        hit, evs = _ball(state, shooter, bases, victim, n * crossed[uid], _every_stand(victim), dice)
        events += evs
        events += settle(state, victim, hit, bases)
    return struck, events


def _bolts(
    state: GameState,
    shooter: Unit,
    w: Weapon,
    target: Unit,
    bases: list[Base],
    aim: AimFn,
    dice: Dice,
    split: bool,
) -> tuple[int, list[Event]]:
    """Bolt throwers: 2 attacks a bolt, +1 on the target or 1 on another unit for the stand it skewers."""
    attacks, others = bolt.bolt_attacks(state, bases, target, aim())
    events: list[Event] = [_fired(shooter, target, len(bases), attacks, False, split, False)]
    reason = no_saves_reason(state, shooter)
    struck, evs = volley(
        state,
        target,
        attacks,
        dice,
        shooter=shooter,
        shooter_bases=bases,
        aim=aim,
        rule=w.rule,
        no_saves=True,
        no_saves_reason=reason,
    )
    events += evs
    for uid in sorted(others, key=lambda u: _along(state, u, (bases[0].x, bases[0].y))):
        victim = state.units[uid]
        if not victim.alive:
            continue
        hit, evs = volley(
            state,
            victim,
            others[uid],
            dice,
            shooter=shooter,
            shooter_bases=bases,
            aim=_every_stand(victim),
            rule="shooting.bolt_thrower.skewer",
            no_saves=True,
            no_saves_reason=reason,
            how="skewers",
        )
        events += evs
        events += settle(state, victim, hit, bases)
    return struck, events


def _every_stand(unit: Unit) -> AimFn:
    # A bounce strikes wherever it lands: every stand of the unit counts as aimed at.
    return lambda: list(range(len(unit.stands)))


def _ball(
    state: GameState, shooter: Unit, bases: list[Base], target: Unit, attacks: int, aim: AimFn, dice: Dice
) -> tuple[int, list[Event]]:
    return volley(
        state,
        target,
        attacks,
        dice,
        shooter=shooter,
        shooter_bases=bases,
        aim=aim,
        rule="shooting.cannon",
        no_saves=True,
        no_saves_reason=no_saves_reason(state, shooter),
        cover_shift=1,
    )


def _along(state: GameState, uid: str, start: tuple[float, float]) -> float:
    t = board.table(state)
    return min(b.gap_to_point(start) for b in t.bases_of(uid)) if t.bases_of(uid) else 0.0
