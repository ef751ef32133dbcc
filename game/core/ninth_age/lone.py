"""Lone characters (the seed's "Lone Characters": a character alone is a unit of one model and follows the
normal rules for units), as far as shooting: an enemy unit may shoot at a lone character.

A character that is joined to no unit and has Hits and Armour in the shared data is listed among the
shooter's targets by its distance, so the closest-target rule picks it as it would a unit. The shots are
rolled as at a unit's stand: the weapon's attacks a stand, 4+ to hit (5+ or 6 for a character on foot in
cover, as for infantry), saves on the character's own Armour (made worse or taken away by the weapon as for units); hits that reach its Hits slay it. A lone
character is not driven back: the hits that do not slay it are forgotten at the end of the phase.
"""

from __future__ import annotations

from game.core import board
from game.core.cover import character_cover
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.ninth_age import pieces
from game.core.shooting.attacks import save_target
from game.core.shooting.fire import save_modifiers
from game.core.shooting.targets import reach
from game.core.shooting.volley import to_hit_for
from game.core.shooting.weapons import weapon
from game.core.state import Character, GameState, Unit

RULE = "ninth_age.lone"


def lone(state: GameState, ch: Character) -> bool:
    """A character on the table, joined to no unit, that the data gives Hits and Armour."""
    return ch.alive and not ch.off_table and ch.joined is None and pieces.piece(state, ch) is not None


def targets(state: GameState, shooter: Unit, within: float) -> list[tuple[str, float]]:
    """The hook ``PIECE_TARGETS``: the enemy's lone characters within ``within`` mm of the shooting unit."""
    t = board.table(state)
    out = []
    for ch in state.live_characters(1 - shooter.side):
        if lone(state, ch):
            d = t.owner_distance(shooter.id, ch.id)
            if d <= within:
                out.append((ch.id, round(d, 9)))
    return out


def shot_at(state: GameState, shooter: Unit, stands: tuple[int, ...], ch: Character, dice: Dice) -> list[Event]:
    """The hook ``PIECE_SHOT``: the stands' shots at a lone character, its saves, and the hits put on it."""
    w = weapon(state, shooter)
    p = pieces.piece(state, ch)
    if w is None or p is None or not lone(state, ch):
        return []
    per = [reach(state, shooter, i, ch.id) for i in stands]
    distance = min((r.distance for r in per if r is not None), default=0.0)
    attacks = w.dice_at(distance) * len(stands)
    shelter = character_cover(state, ch, [board.unit_base(state, shooter, i) for i in stands])
    to_hit, hit_mods = to_hit_for(shelter.rank, shelter.reason)
    purpose = f"{shooter.name} shoots at {ch.name}: to hit"
    faces = dice.roll(attacks, 6, purpose)
    hits = sum(1 for f in faces if f >= to_hit)
    events: list[Event] = [
        DiceRolled(
            purpose=purpose,
            sides=6,
            faces=faces,
            target=to_hit,
            modifiers=hit_mods,
            total=hits,
            outcome=f"{hits} hit{'s' if hits != 1 else ''}",
            side=shooter.side,
            rule=RULE,
        )
    ]
    mods = save_modifiers(state, shooter, w)
    save = save_target(p.armour, mods, w.no_saves)
    struck = hits
    if hits and save is not None:
        purpose = f"{ch.name}: armour saves"
        saves = dice.roll(hits, 6, purpose)
        saved = sum(1 for f in saves if f >= save)
        struck -= saved
        events.append(
            DiceRolled(
                purpose=purpose,
                sides=6,
                faces=saves,
                target=save,
                modifiers=mods,
                total=saved,
                outcome=f"{saved} saved",
                side=ch.side,
                rule=RULE,
            )
        )
    return events + pieces.strike(state, ch, struck, "", ch.id)
