"""The Characters sub-phase: each character moves once, and may join a unit (seed "Character movement").

Characters move up to 60 cm (100 cm flying) with no roll, treat terrain as infantry unless on a
monstrous or chariot mount, pass through their own side's units but not the enemy's, and join a unit
by ending in touch with it and declaring so.
"""

from __future__ import annotations

import math

from game.core import board, distance_words, hooks, moves
from game.core.characters.alone import own_unit
from game.core.command.actions import MoveCharacter
from game.core.command.events import CharacterMoved
from game.core.dice import Dice
from game.core.events import Event
from game.core.profiles import CHARACTER_MOVE_MM, FLYING_CHARACTER_MOVE_MM
from game.core.questions import NEVER_JOINED
from game.core.state import Character, GameState, id_key
from game.table import Mover, TerrainKind


def character_move_reach(state: GameState, ch: Character) -> int:
    from game.core.magic.effects import scaled  # the magic package imports the phases

    mount = state.mount_profile(ch)
    reach = FLYING_CHARACTER_MOVE_MM if mount is not None and mount.flying else CHARACTER_MOVE_MM
    if mount is not None and mount.move_mm is not None:
        reach = mount.move_mm  # a heavy mount slows its rider (the Cauldron of Blood)
    # A character carries a pace effect only when a rule module keeps it under its wiped-out unit's effects.
    return scaled(state, ch, reach)


def travel(state: GameState, ch: Character, pose: tuple[int, int, int]) -> float:
    a = board.character_base(state, ch)
    b = board.character_base(state, ch, pose)
    if a.round:
        return math.dist((a.x, a.y), (b.x, b.y))
    return moves.corner_travel(a, b)


def check_move_character(state: GameState, action: MoveCharacter) -> list[str]:
    ch = state.characters.get(action.character)
    if ch is None or not ch.alive or ch.off_table:
        return [f"there is no character {action.character!r} on the table"]
    if ch.side != state.active:
        return [f"{ch.name} belongs to the other side"]
    if ch.moved:
        return [f"{ch.name} has already moved this phase; a character moves once"]
    pose = (action.x, action.y, action.facing % 360)
    reach = character_move_reach(state, ch)
    dist = travel(state, ch, pose)
    if dist > reach + moves.MEASURE_SLACK_MM:
        return [f"{ch.name} would move {distance_words.past(dist, reach)}; characters move up to {reach / 10:g} cm"]
    t = board.table(state)
    mover = board.character_mover(state, ch)
    start = board.character_base(state, ch)
    end = board.character_base(state, ch, pose)
    friends = [u.id for u in state.live_units(ch.side)]
    reasons: list[str] = []
    if not t.in_table(end):
        reasons.append("a character must stay on the table")
    # A character may not end on top of any stand, friend or foe.
    hits = t.overlaps(end, mover=mover, ignore=[ch.id])
    hits = [h for h in hits if h != "table edge" and h not in state.characters]
    if hits:
        reasons.append(f"{ch.name} would end on {moves._describe(state, hits[0])}")
    touching_enemy = None
    box = (end.x - 40, end.y - 40, end.x + 40, end.y + 40)
    for eb in t.stands_in_box(box):
        if eb.side != ch.side and eb.owner in state.units and t.distance(end, eb) <= 1.0:
            touching_enemy = state.units[eb.owner]
            reasons.append(f"{ch.name} may not end touching the enemy ({touching_enemy.name})")
            break
    path = t.path_clear(start, end, mover=mover, ignore=[*friends, ch.id])
    if touching_enemy is None and not path.ok and path.blocked_by != "table edge":
        reasons.append(f"{ch.name}'s path is blocked: {moves.path_words(state, path)}")
    if action.join:
        u = state.units.get(action.join)
        if u is None or not u.alive or u.side != ch.side:
            reasons.append("a character can only join a unit of its own side")
        elif state.ruleset.ask(NEVER_JOINED, state, u):
            reasons.append(state.ruleset.ask(NEVER_JOINED, state, u))
        elif not any(t.distance(end, b) <= 1.0 for b in t.bases_of(u.id)):
            reasons.append(f"to join {u.name}, {ch.name} must end touching it")
        elif mover is Mover.MOUNTED_CHARACTER and all(
            any(p.kind is TerrainKind.WOOD for p in t.terrain_under(b)) for b in t.bases_of(u.id)
        ):
            reasons.append(f"{ch.name}'s mount cannot join a unit that is wholly inside a wood")
    for more in state.ruleset.hook(hooks.CHARACTER_MOVE_CHECK):
        reasons += more(state, ch, pose, action.join)
    return reasons


def apply_move_character(state: GameState, action: MoveCharacter, dice: Dice) -> list[Event]:
    ch = state.characters[action.character]
    pose = (action.x, action.y, action.facing % 360)
    dist = travel(state, ch, pose)
    ch.x, ch.y, ch.facing = pose
    ch.moved = True
    ch.joined = action.join or None
    state.invalidate()
    name = state.units[action.join].name if action.join else ""
    events: list[Event] = [
        CharacterMoved(
            character=ch.id,
            character_name=ch.name,
            pose=pose,
            distance=round(dist),
            joined=ch.joined,
            joined_name=name,
            rule="characters.move",
        )
    ]
    if action.join:
        for place in state.ruleset.hook(hooks.CHARACTER_JOINS):
            events += place(state, ch, state.units[action.join])
    return events


# Joining moves offered per character: to its nearest friendly units only, as a representative sample
# (each offer costs a search for a free spot and a path check; a person may move anywhere).
JOIN_OFFERS = 4


def legal_character_moves(state: GameState) -> list[MoveCharacter]:
    """For each character yet to move: joining each of the few nearest friendly units it can reach."""
    out: list[MoveCharacter] = []
    for ch in state.live_characters(state.active):
        if ch.moved or own_unit(state, ch) is not None:
            continue  # a character that is a unit's stand (a rule module's unit of characters) moves with it
        reach = character_move_reach(state, ch)
        t = board.table(state)
        near = []
        for u in state.live_units(ch.side):
            d = t.owner_distance(ch.id, u.id)
            if ch.joined != u.id and d <= reach:
                near.append((d, id_key(u.id), u))
        for _, _, u in sorted(near, key=lambda n: n[:2])[:JOIN_OFFERS]:
            spot = moves.join_position(state, ch, u)
            if spot is None:
                continue
            # The spot's own facing: beside a stand the base lies turned along its side edge.
            a = MoveCharacter(ch.id, round(spot.x), round(spot.y), round(spot.facing) % 360, u.id)
            if not check_move_character(state, a):
                out.append(a)
    return out
