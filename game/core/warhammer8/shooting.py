"""Shooting and spells at characters (the seed's "Shooting (Characters)", "Look Out, Sir!" and "Shooting at
Lone Characters"), on Warmaster's stands.

- Hits on a combined unit of 2 or more stands ("five rank and file") go to the stands; with fewer, the
  joined characters share them, each piece taking one before any takes a second (the odd ones to the stands:
  the owner decides, and shields his characters).
- A joined character of a troop type of higher Unit Strength than its unit may be picked out as a target of
  its own, as close as its unit is; each hit on it moves to its unit on a 4+ (rolled per hit).
- A lone character may be shot at like a one-stand unit, the closest-target rule applying; each hit on it
  moves on a 4+ (Look Out, Sir!) to a friendly unit of 2 or more stands of its troop type within 7.5 cm.
- Spells that strike an area (a line of fire, a giant foot) hit a full combined unit's characters of
  another troop type too, sharing as above; those of the unit's own type are saved by an automatic Look
  Out, Sir!
"""

from __future__ import annotations

from game.core import board
from game.core.cover import character_cover
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.ninth_age import distribution, pieces
from game.core.ninth_age.lone import lone
from game.core.ninth_age.lone import targets as lone_targets
from game.core.shooting.attacks import save_target
from game.core.shooting.fire import save_modifiers, settle
from game.core.shooting.targets import reach
from game.core.shooting.volley import apply_hits, to_hit_for
from game.core.shooting.weapons import weapon
from game.core.state import Character, GameState, Unit, id_key
from game.core.warhammer8.events import LookOutSir
from game.core.warhammer8.fighting import strike
from game.core.warhammer8.joining import UNIT_STRENGTH

FULL_UNIT_STANDS = 2
LOOK_OUT_MM = 75
LOOK_OUT_ON = 4
# Spells that strike an area, as templates do: their hits may fall on characters in a full unit.
TEMPLATE_RULES = ("magic.line", "magic.foot_of_gork")


def larger(state: GameState, ch: Character) -> bool:
    """A joined character of a troop type of higher Unit Strength than its unit's."""
    unit = state.units.get(ch.joined or "")
    if unit is None or pieces.piece(state, ch) is None:
        return False
    return UNIT_STRENGTH[pieces.troop_type(state, ch)] > UNIT_STRENGTH[state.unit_profile(unit).type]


def targets(state: GameState, shooter: Unit, within: float) -> list[tuple[str, float]]:
    """The hook ``PIECE_TARGETS``: lone enemy characters, and joined ones that stand out from their unit."""
    out = lone_targets(state, shooter, within)
    t = board.table(state)
    for ch in state.live_characters(1 - shooter.side):
        unit = state.units.get(ch.joined or "")
        if unit is None or not unit.alive or unit.engaged or not larger(state, ch):
            continue
        d = min(t.owner_distance(shooter.id, ch.id), t.owner_distance(shooter.id, unit.id))
        if d <= within:
            out.append((ch.id, round(d, 9)))
    return out


def helpers(state: GameState, ch: Character) -> list[Unit]:
    """Friendly units of 2+ stands of the character's troop type within 7.5 cm, nearest first."""
    t = board.table(state)
    kind = pieces.troop_type(state, ch)
    near = []
    for u in state.live_units(ch.side):
        if len(u.stands) >= FULL_UNIT_STANDS and state.unit_profile(u).type is kind:
            d = t.owner_distance(ch.id, u.id)
            if d <= LOOK_OUT_MM + 0.5:
                near.append((d, id_key(u.id), u))
    return [u for _, _, u in sorted(near, key=lambda n: n[:2])]


def _unit_takes(
    state: GameState, shooter: Unit, unit: Unit, hits: int, dice: Dice, bases: list, rule: str  # type: ignore[type-arg]
) -> list[Event]:
    """Hits moved from a character to a unit: the unit's own saves, then put on it like shooting hits."""
    w = weapon(state, shooter)
    mods = save_modifiers(state, shooter, w) if w is not None else ()
    save = save_target(state.unit_profile(unit).armour, mods, bool(w and w.no_saves))
    struck = hits
    events: list[Event] = []
    if save is not None:
        purpose = f"{unit.name}: armour saves"
        faces = dice.roll(hits, 6, purpose)
        saved = sum(1 for f in faces if f >= save)
        struck -= saved
        events.append(DiceRolled(purpose=purpose, sides=6, faces=faces, target=save, modifiers=tuple(mods),
                                 total=saved, outcome=f"{saved} saved", side=unit.side, rule=rule))
    events += apply_hits(state, unit, struck, "shooting.casualties", source=rule)
    return events + settle(state, unit, struck, bases)


def shot_at(state: GameState, shooter: Unit, stands: tuple[int, ...], ch: Character, dice: Dice) -> list[Event] | None:
    """The hook ``PIECE_SHOT``: shots at a lone or picked-out character, the Look Out, Sir! rolls, the saves."""
    w = weapon(state, shooter)
    p = pieces.piece(state, ch)
    picked = larger(state, ch)
    if w is None or p is None or not (lone(state, ch) or picked):
        return None
    per = [reach(state, shooter, i, ch.id) for i in stands]
    distance = min((r.distance for r in per if r is not None), default=0.0)
    attacks = w.dice_at(distance) * len(stands)
    bases = [board.unit_base(state, shooter, i) for i in stands]
    shelter = character_cover(state, ch, bases)
    to_hit, hit_mods = to_hit_for(shelter.rank, shelter.reason)
    purpose = f"{shooter.name} shoots at {ch.name}: to hit"
    faces = dice.roll(attacks, 6, purpose)
    hits = sum(1 for f in faces if f >= to_hit)
    events: list[Event] = [
        DiceRolled(purpose=purpose, sides=6, faces=faces, target=to_hit, modifiers=hit_mods, total=hits,
                   outcome=f"{hits} hit{'s' if hits != 1 else ''}", side=shooter.side, rule="wh8.shooting")
    ]
    friend = state.units[ch.joined] if picked and ch.joined else next(iter(helpers(state, ch)), None)
    moved = 0
    if hits and friend is not None:
        rule = "wh8.shooting.picked_out" if picked else "wh8.look_out_sir"
        purpose = f"Look Out, Sir! for {ch.name}"
        saves = dice.roll(hits, 6, purpose)
        moved = sum(1 for f in saves if f >= LOOK_OUT_ON)
        events.append(DiceRolled(purpose=purpose, sides=6, faces=saves, target=LOOK_OUT_ON, total=moved,
                                 outcome=f"{moved} hit{'s' if moved != 1 else ''} to {friend.name}", side=ch.side,
                                 rule=rule))
        if moved:
            events.append(LookOutSir(character=ch.id, character_name=ch.name, unit=friend.id, unit_name=friend.name,
                                     hits=moved, rule=rule))
    struck = hits - moved
    mods = save_modifiers(state, shooter, w)
    save = save_target(p.armour, mods, w.no_saves)
    if struck and save is not None:
        purpose = f"{ch.name}: armour saves"
        rolls = dice.roll(struck, 6, purpose)
        saved = sum(1 for f in rolls if f >= save)
        struck -= saved
        events.append(DiceRolled(purpose=purpose, sides=6, faces=rolls, target=save, modifiers=tuple(mods),
                                 total=saved, outcome=f"{saved} saved", side=ch.side, rule="wh8.shooting"))
    events += strike(state, ch, struck)
    if moved and friend is not None:
        events += _unit_takes(state, shooter, friend, moved, dice, bases, "wh8.look_out_sir")
    return events


def distribute(state: GameState, unit: Unit, hits: int, rule: str) -> tuple[int, list[Event]]:
    """The hook ``HITS_STRUCK``: the joined characters' share of hits from shooting or a spell."""
    joined = [ch for ch in state.live_characters(unit.side) if ch.joined == unit.id and pieces.piece(state, ch)]
    if not joined or hits <= 0:
        return hits, []
    full = len(unit.stands) >= FULL_UNIT_STANDS
    template = rule.startswith(TEMPLATE_RULES)
    if full and not template:
        return hits, []
    events: list[Event] = []
    kind = state.unit_profile(unit).type
    sharers = joined
    if full:
        sharers = [ch for ch in joined if pieces.troop_type(state, ch) is not kind]
        for ch in joined:
            if ch not in sharers:
                events.append(LookOutSir(character=ch.id, character_name=ch.name, unit=unit.id, unit_name=unit.name,
                                         hits=0, automatic=True, rule="wh8.look_out_sir.template"))
    if not sharers:
        return hits, events
    sharers = sorted(sharers, key=lambda c: (pieces.hits_left(state, c), id_key(c.id)))
    stands = len(unit.stands)
    each, odd = divmod(hits, stands + len(sharers))
    shares = [each] * len(sharers)
    for_stands = hits - each * len(sharers)
    # The odd hits go to the stands first (the owner's choice: he shields his characters).
    if odd > stands:
        for i in range(odd - stands):
            shares[i] += 1
            for_stands -= 1
    for ch, n in zip(sharers, shares, strict=True):
        taken = min(n, pieces.hits_left(state, ch))
        for_stands += n - taken
        events += strike(state, ch, taken)
    return for_stands, events


forget = distribution.forget
