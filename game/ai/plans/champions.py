"""Characters that seek a fight under the Warhammer 8th character module: where a Hero stands to come to blows
and to issue or take up challenges, and the places he is offered beyond the rules' own.

Under that module a character has Hits and Armour, fights the enemy's characters in challenges (overkill counts
towards the combat result, and a refused challenge sends the foe's character to the back) and can only join a
unit by moving into contact with it. Standing behind the line it does none of that, so a character whose odds in
a round of challenge against the enemy's characters are about even or better is worth more joined to a
close-combat unit near the enemy, the more so the nearer: such a unit charges or is charged within a turn or two,
and the combined unit carries its characters wherever it goes. The odds are those of the best challenge it could
seek: one offered by a stronger foe it may refuse (its bonus is lost for a round, no more). A Wizard stays out of
it (his spells are worth more than a duel, and his one Hit falls to the first attacks aimed at him). The General goes only for a personality that hardly guards him (none of today's: the Aggressive one
sent him in 2 of 3 games, Empire against Orcs, seeds 1-3, and lost him both times, once to 9 attacks aimed at him
and once with his unit shot away), only with the odds clearly his, and counts the place at half. The rules offer joins to the four nearest units only, so the close-combat units
within reach nearest the enemy are offered here too.
"""

from __future__ import annotations

import math

from game.ai.planner import Ctx
from game.ai.scoring.views import UnitView
from game.core import Character, MoveCharacter, Rank, board, character_move_reach, moves
from game.core.warhammer8 import odds

MODULE = "warhammer8-characters"
# Beyond this from the nearest enemy (centre to centre) a unit is not about to fight; nearer than CLOSE_MM the
# fight is next turn (a charge is 20-30 cm, plus the gap between two units' centres).
FRONT_MM = 900
CLOSE_MM = 350
# A place at the front at even odds, before the personality's attack weight: about what reaching two more units
# with orders is worth (6 a unit at a sure order), so a Hero still gives orders from the front rank of a unit
# that fights, and stays back where his orders are the army's only ones.
WORTH = 12.0
# The worst odds (chance to slay less chance to be slain, a round) a Hero takes into the front rank; the General
# wants them clearly his.
HERO_EDGE = -0.1
GENERAL_EDGE = 0.25
# Personalities guarding their General at least this much never send him to the front.
GUARDED = 0.5
# Front units within reach offered to a character beyond the rules' own joins.
OFFERS = 3


def on(ctx: Ctx) -> bool:
    return ctx.state.ruleset.has(MODULE)


def _piece(ctx: Ctx, ch: Character) -> bool:
    """Whether the character has Hits and Armour in the module's data (one without is never fought)."""
    return ctx.state.army_of(ch).piece(ch.profile) is not None


def _aloft(ctx: Ctx, ch: Character) -> bool:
    mount = ctx.state.mount_profile(ch)
    return mount is not None and (mount.flying or mount.kind == "monstrous")


def duel_edge(ctx: Ctx, ch: Character) -> float | None:
    """``ch``'s best edge in a round of challenge against the enemy's characters on the table (chance to slay less
    chance to be slain), or None when the enemy has none that can be fought."""
    state = ctx.state

    def work() -> float | None:
        foes = [c for c in state.live_characters(1 - ch.side) if not c.off_table and _piece(ctx, c)]
        # A foe on a monster or a flying mount joins no unit of rank and file, so it never takes up a challenge.
        foes = [c for c in foes if not _aloft(ctx, c)] or foes
        if not _piece(ctx, ch) or not foes:
            return None
        # The challenge it would seek: a foe it may pick (a challenge to a stronger one can be refused).
        return max(d.slays[0] - d.slays[1] for d in (odds.duel(state, ch, c) for c in foes))

    return board.memo(state, ("ai", "duel-edge", ch.id), work)  # type: ignore[no-any-return]


def willing(ctx: Ctx, ch: Character) -> float | None:
    """The edge ``ch`` brings to the front, or None when it should stay out of the fighting."""
    edge = duel_edge(ctx, ch)
    if edge is None:
        return None
    rank = ctx.state.character_profile(ch).rank
    if rank is Rank.WIZARD:
        return None
    if rank is Rank.GENERAL:
        if ctx.persona.general_safety >= GUARDED or edge < GENERAL_EDGE:
            return None
    elif edge < HERO_EDGE:
        return None
    return edge


def words(ctx: Ctx, ch: Character) -> str:
    """The character's odds in a round of challenge, in words for the log."""
    edge = duel_edge(ctx, ch) or 0.0
    return f"it slays {'more often than it is slain' if edge > 0.02 else 'about as often as it is slain'} at best"


def nearest_enemy(ctx: Ctx, v: UnitView) -> float:
    return min((math.dist((e.cx, e.cy), (v.cx, v.cy)) for e in ctx.enemies if not e.engaged), default=9999.0)


def front_worth(ctx: Ctx, ch: Character, join: str) -> float:
    """What standing in ``join`` is worth to ``ch`` for the fights and challenges ahead (0 when nothing)."""
    if not on(ctx) or not join:
        return 0.0
    v = ctx.views.get(join)
    if v is None or v.shots or v.confused:
        return 0.0
    edge = willing(ctx, ch)
    if edge is None:
        return 0.0
    d = nearest_enemy(ctx, v)
    near = min(1.0, max(0.0, (FRONT_MM - d) / (FRONT_MM - CLOSE_MM)))
    worth = ctx.persona.attack * WORTH * near * (1.0 + 2.0 * edge)
    return worth / 2 if ctx.state.character_profile(ch).rank is Rank.GENERAL else worth


def offers(ctx: Ctx, ch: Character) -> list[MoveCharacter]:
    """Joins to the close-combat units within the character's reach nearest the enemy."""
    if not on(ctx) or ch.joined and front_worth(ctx, ch, ch.joined) > 0 or willing(ctx, ch) is None:
        return []
    state = ctx.state
    reach = character_move_reach(state, ch)
    t = board.table(state)
    found = []
    for v in ctx.friends:
        if v.id == ch.joined or v.shots or v.engaged or v.confused:
            continue
        if t.owner_distance(ch.id, v.id) > reach:
            continue
        found.append((nearest_enemy(ctx, v), v.id))
    out: list[MoveCharacter] = []
    for d, uid in sorted(found):
        if d >= FRONT_MM or len(out) >= OFFERS:
            break
        spot = moves.join_position(state, ch, state.units[uid])
        if spot is None:
            continue
        a = MoveCharacter(ch.id, round(spot.x), round(spot.y), round(spot.facing) % 360, uid)
        if not state.check(a):  # a unit the module forbids (a monster, a chariot) is no offer
            out.append(a)
    return out
