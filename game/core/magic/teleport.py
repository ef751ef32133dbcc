"""Teleport (Empire): the Wizard vanishes and reappears anywhere on the table, joining or leaving units as
he likes (into or out of combat), and may then try one more spell, not Teleport, rolled as usual.

Where he lands follows the rules for placing a character: on the table, on no stand, clear of terrain his
mount may not stand in, not touching the enemy; joining a unit means touching it. A Steam Tank takes no
passengers.
"""

from __future__ import annotations

from game.core import board, moves
from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import record
from game.core.magic.actions import Cast
from game.core.magic.events import Teleported
from game.core.profiles import SpellProfile
from game.core.questions import NEVER_JOINED
from game.core.state import Character, GameState, id_key
from game.table import Base

JOIN_OFFERS = 6


def _landing(state: GameState, ch: Character, action: Cast) -> Base | str:
    """The Wizard's stand where he lands, or why he cannot land there."""
    unit = state.units.get(action.target) if action.target else None
    if action.target:
        if unit is None or not unit.alive or unit.off_table or unit.side != ch.side:
            return f"{ch.name} can only join a unit of his own side on the table"
        never = state.ruleset.ask(NEVER_JOINED, state, unit)
        if never:
            return never
        if not action.x and not action.y:
            spot = moves.join_position(state, ch, unit)
            return spot if spot is not None else f"there is no free spot touching {unit.name}"
    elif not action.x and not action.y:
        return "say where the Wizard reappears, or which unit he joins"
    return board.character_base(state, ch, (action.x, action.y, ch.facing))


def landing_problems(state: GameState, ch: Character, action: Cast) -> list[str]:
    spot = _landing(state, ch, action)
    if isinstance(spot, str):
        return [spot]
    t = board.table(state)
    reasons: list[str] = []
    if not t.in_table(spot):
        reasons.append("the Wizard must reappear on the table")
    hits = [h for h in t.overlaps(spot, mover=board.character_mover(state, ch), ignore=[ch.id]) if h != "table edge"]
    hits = [h for h in hits if h not in state.characters]
    if hits:
        reasons.append(f"{ch.name} would reappear on {moves._describe(state, hits[0])}")
    box = (spot.x - 40, spot.y - 40, spot.x + 40, spot.y + 40)
    for eb in t.stands_in_box(box):
        if eb.side != ch.side and eb.owner in state.units and t.distance(spot, eb) <= 1.0:
            reasons.append(f"{ch.name} may not reappear touching the enemy ({state.units[eb.owner].name})")
            break
    if action.target and not reasons:
        if not any(t.distance(spot, b) <= 1.0 for b in t.bases_of(action.target)):
            reasons.append(f"to join {state.units[action.target].name}, {ch.name} must reappear touching it")
    return reasons


def landing_offers(state: GameState, ch: Character) -> list[str]:
    """Units worth offering to teleport into: the first few friendly units he has not joined, by id."""
    units = [
        u for u in state.live_units(ch.side) if u.id != ch.joined and not state.ruleset.ask(NEVER_JOINED, state, u)
    ]
    return [u.id for u in sorted(units, key=lambda u: id_key(u.id))[:JOIN_OFFERS]]


def resolve_teleport(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    spot = _landing(state, ch, action)
    assert not isinstance(spot, str)
    left = state.units[ch.joined].name if ch.joined and ch.joined in state.units else ""
    ch.x, ch.y, ch.facing = round(spot.x), round(spot.y), round(spot.facing) % 360
    ch.joined = action.target or None
    if left and ch.joined and state.units[ch.joined].name == left:
        left = ""
    state.invalidate()
    record.grant_extra(state, ch.id)
    return [
        Teleported(
            wizard=ch.id,
            wizard_name=ch.name,
            pose=(ch.x, ch.y, ch.facing),
            joined=ch.joined or "",
            joined_name=state.units[ch.joined].name if ch.joined else "",
            left=left,
            rule="magic.teleport",
        )
    ]
