"""Who is where in an engagement, for challenges and aimed attacks: the characters joined to its units, which
units touch, and the stand a joined character fights from.

A joined character stands in its unit's front rank at the stand its Attack bonus goes to (the unit's first
fighting stand): an enemy stand touching that stand touches both the character and its unit.
"""

from __future__ import annotations

from game.core.combat.attacks import RoundPlan, StandAttack, plan_round
from game.core.combat.engagements import contacts
from game.core.ninth_age import pieces
from game.core.state import Character, GameState, Unit, id_key
from game.core.warhammer8.kept import now, wh8_kept


def joined_here(state: GameState, units: list[str], side: int) -> list[Character]:
    """Live characters of ``side`` with Hits and Armour, joined to a live unit of the engagement."""
    return [
        ch
        for ch in state.live_characters(side)
        if ch.joined in units and state.units[ch.joined].alive and pieces.piece(state, ch) is not None
    ]


def touching(state: GameState, unit_id: str) -> set[str]:
    """The enemy units touching the unit."""
    return {x.enemy for x in contacts(state).get(unit_id, [])}


def retired_now(state: GameState, ch: Character) -> bool:
    return wh8_kept(state).retired.get(ch.id) == now(state)


def duel_of(state: GameState, units: list[str]) -> list[str] | None:
    """The challenge going on in this engagement: both characters alive and joined to its units."""
    for pair in wh8_kept(state).duels:
        chars = [state.characters.get(c) for c in pair]
        if all(c is not None and c.alive and c.joined in units for c in chars):
            return list(pair)
    return None


def in_duel(state: GameState, ch: Character) -> bool:
    """The character is in a challenge whose two characters both live."""
    return any(
        ch.id in pair and all(c in state.characters and state.characters[c].alive for c in pair)
        for pair in wh8_kept(state).duels
    )


def acceptors(state: GameState, units: list[str], challenger: Character) -> list[Character]:
    """The enemy characters that may take up ``challenger``'s challenge: joined to a unit touching its unit."""
    near = touching(state, challenger.joined or "")
    return [ch for ch in joined_here(state, units, 1 - challenger.side) if ch.joined in near]


def challengers(state: GameState, units: list[str], side: int) -> list[Character]:
    """The characters of ``side`` that may issue a challenge in the engagement."""
    return [
        ch for ch in joined_here(state, units, side) if not retired_now(state, ch) and acceptors(state, units, ch)
    ]


def can_retire(state: GameState, ch: Character) -> bool:
    """A joined character can step back out of contact unless every stand of its unit touches an enemy
    (the seed's "Nowhere to Run")."""
    unit = state.units.get(ch.joined or "")
    if unit is None:
        return False
    busy = {x.stand for x in contacts(state).get(unit.id, [])}
    return len(busy) < len(unit.stands)


def post(plan: RoundPlan, unit: Unit) -> int | None:
    """The stand of ``unit`` its joined characters fight from: the one their Attack bonus goes to."""
    mine = plan.attacks.get(unit.id)
    if mine is None or not mine.stands:
        return None
    return sorted(mine.stands, key=lambda s: (s.category, s.index))[0].index


def aiming_stands(state: GameState, plan: RoundPlan, attacker: Unit, ch: Character) -> list[StandAttack]:
    """``attacker``'s fighting stands that touch both ``ch`` and its unit (none when ``ch`` cannot be hit)."""
    unit = state.units.get(ch.joined or "")
    if unit is None or not unit.alive or in_duel(state, ch) or pieces.piece(state, ch) is None:
        return []
    if retired_now(state, ch):  # it stepped back out of reach
        return []
    at = post(plan, unit)
    mine = plan.attacks.get(attacker.id)
    if at is None or mine is None:
        return []
    return [s for s in mine.stands if s.target == unit.id and at in s.touched]


def aimable(state: GameState, attacker: Unit, ch: Character, plan: RoundPlan) -> int:
    """The attack dice of ``attacker``'s stands touching both ``ch`` and its unit (0 when none do)."""
    return sum(s.dice for s in aiming_stands(state, plan, attacker, ch))


def aim_choices(state: GameState, units: list[str]) -> list[tuple[Unit, Character, int]]:
    """Every (attacking unit, enemy character, dice it may aim) of the engagement, the active side first."""
    out = []
    order = sorted(units, key=lambda u: (state.units[u].side != state.active, id_key(u)))
    plan = plan_round(state, units, 1)
    for uid in order:
        attacker = state.units[uid]
        if not attacker.alive:
            continue
        for ch in joined_here(state, units, 1 - attacker.side):
            n = aimable(state, attacker, ch, plan)
            if n > 0:
                out.append((attacker, ch, n))
    return out
