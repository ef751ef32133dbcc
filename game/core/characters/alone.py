"""A lone character acting as a one-stand unit (module-adaptations, "Characters as pieces").

While a lone character charges, is charged or fights, it is played as a unit of one stand (its "own
unit"): the combat, charge, retreat and pursuit rules then treat it as any unit. The own unit's profile
is made from the character: attacks = its bonus (mount included) + 2, its Hits and Armour from the
shared character-pieces data, its troop type and that type's pace. The character stays joined to its
own unit and is carried where the stand goes (``moves.set_poses``); the stand alone stands in the table
index. When the unit is no longer engaged the character steps back out as a lone character
(``release``); when the stand is lost the character is slain with it, as any joined character.

The own unit counts for neither the break point nor victory points: the character itself is scored.
"""

from __future__ import annotations

from game.core.events import Event
from game.core.profiles import MountKind, UnitProfile, UnitType
from game.core.state import Character, GameState, Stand, Unit

# ``Unit.profile`` of a character's own unit: this prefix and the character's id.
PREFIX = "@"
SUFFIX = "-alone"
# Flag on a character's own unit while other characters are joined to it: a unit of characters
# (``game.core.ninth_age.bands``), kept when it is no longer engaged.
BAND = "band"
# The dice a character fights with alone: its bonus + 2 (General +2 -> 4, Hero 3, Wizard 2).
DICE_OVER_BONUS = 2


def troop_type(state: GameState, ch: Character) -> UnitType:
    """Infantry on foot; a common mount makes cavalry, a chariot mount a chariot, a monstrous or flying mount
    a monster (module-adaptations, "Characters as pieces")."""
    mount = state.mount_profile(ch)
    if mount is None:
        return UnitType.INFANTRY
    if mount.kind is MountKind.CHARIOT:
        return UnitType.CHARIOT
    if mount.kind is MountKind.MONSTROUS or mount.flying:
        return UnitType.MONSTER
    if mount.kind is MountKind.COMMON:
        return UnitType.CAVALRY
    return UnitType.INFANTRY


def characters_are_pieces(state: GameState) -> bool:
    """Whether the game's rules let characters be hit (a character module is on): only then do their Hits and
    Armour mean anything on the table."""
    from game.core import hooks

    return bool(state.ruleset.hook(hooks.PIECE_SHOT))


def attack_dice(state: GameState, ch: Character) -> int:
    """The dice a character fights with alone: its Attack bonus, its mount's included, + 2."""
    bonus = state.character_profile(ch).attack_bonus
    mount = state.mount_profile(ch)
    if mount is not None:
        bonus += mount.attack_bonus
    return bonus + DICE_OVER_BONUS


def own_unit_id(ch: Character) -> str:
    return f"{ch.id}{SUFFIX}"


def is_own_unit(unit: Unit) -> bool:
    """The unit is a character acting alone, not a unit of the army list."""
    return unit.profile.startswith(PREFIX)


def character_of(state: GameState, unit: Unit) -> Character | None:
    """The character a character's own unit stands for, or None for any other unit."""
    if not is_own_unit(unit):
        return None
    return state.characters.get(unit.profile[len(PREFIX) :])


def own_unit(state: GameState, ch: Character) -> Unit | None:
    """The character's own unit while it acts as one, else None."""
    u = state.units.get(own_unit_id(ch))
    return u if u is not None and u.alive and ch.joined == u.id else None


def profile(state: GameState, unit: Unit) -> UnitProfile:
    """The stat line of a character's own unit (asked often: kept until the state's cache is cleared)."""
    key = ("own_unit_profile", unit.profile)
    found = state._cache.get(key)  # type: ignore[call-overload]
    if found is None:
        found = profile_for(state, state.characters[unit.profile[len(PREFIX) :]])
        state._cache[key] = found  # type: ignore[index]
    return found  # type: ignore[no-any-return]


def profile_for(state: GameState, ch: Character) -> UnitProfile:
    """The stat line the character fights and moves with as a one-stand unit."""
    piece = state.army_of(ch).piece(ch.profile)
    mount = state.mount_profile(ch)
    return UnitProfile(
        name=ch.name,
        type=troop_type(state, ch),
        attacks=attack_dice(state, ch),
        hits=piece.hits if piece is not None else 1,
        armour=piece.armour if piece is not None else None,
        size=1,
        points=0,
        flying=mount is not None and mount.flying,
        # A character's base is 40 x 20 mm with the long edge to the front, whatever it rides.
        long_edge_front=True,
    )


def take_the_field(state: GameState, ch: Character) -> Unit:
    """Make the lone (or leaving) character a one-stand unit of its own where it stands, and return it."""
    uid = own_unit_id(ch)
    unit = Unit(
        id=uid,
        side=ch.side,
        profile=PREFIX + ch.id,
        name=ch.name,
        stands=[Stand(ch.x, ch.y, ch.facing)],
        start_size=1,
        flags={"no_break_point": 1, "no_victory_points": 1},
    )
    state.units[uid] = unit
    ch.joined = uid
    state.invalidate()
    return unit


def follow(state: GameState, unit: Unit) -> None:
    """Put the character where its own unit's stand now stands (called whenever the stand moves)."""
    ch = character_of(state, unit)
    if ch is not None and ch.alive and ch.joined == unit.id and unit.stands:
        ch.x, ch.y, ch.facing = unit.stands[0].pose


def release(state: GameState, unit: Unit) -> list[Event]:
    """The own unit leaves the table; its character, if alive, stands alone where the stand stood."""
    ch = character_of(state, unit)
    if ch is not None and ch.joined == unit.id:
        follow(state, unit)
        ch.joined = None
    for other in state.characters.values():  # characters joined to a unit of characters stand alone too
        if other.joined == unit.id:
            other.joined = None
    del state.units[unit.id]
    state.invalidate()
    return []


def release_all(state: GameState, *, engaged_too: bool = False) -> list[Event]:
    """Every character's own unit that is no longer engaged (or every one) gives its character back. One off
    the table stays a unit until it comes back (its character with it), as any unit that left the table; a
    unit of characters (``BAND``) stays one while another character is joined to it."""
    events: list[Event] = []
    for uid in sorted(state.units):
        u = state.units[uid]
        if not is_own_unit(u) or not (engaged_too or not u.alive or not u.engaged):
            continue
        if not engaged_too and u.alive and u.off_table and not u.destroyed:
            continue
        if not engaged_too and u.flags.get(BAND) and (state.phase == "shooting" or (u.alive and _others_joined(state, u))):
            continue  # in the Shooting phase it is driven back (or counted lost) first, as any unit shot at
        events += release(state, u)
    return events


def _others_joined(state: GameState, unit: Unit) -> bool:
    host = character_of(state, unit)
    return any(c.alive and c.joined == unit.id and c is not host for c in state.characters.values())
