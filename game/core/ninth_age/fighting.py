"""Characters in combat under the Ninth Age module: lone characters fight as one-stand units, joined
characters fight from a front-edge place touching the enemy, and Make Way puts them there.

- Lone characters (the seed's "Lone Characters"): a lone character that is charged, or ordered to charge,
  takes the field as a one-stand unit of its own (``game.core.characters.alone``), fights, retreats and
  pursues as a unit and is slain when its stand falls; once no longer engaged it stands alone again.
- A joined character adds its Attack bonus only if its own base touches an enemy stand of the fight
  (module-adaptations: it "fights and adds its bonus only if that place touches an enemy").
- Make Way (the seed's "Make Way", step 3 of the Round of Combat): before a round's attacks, a joined
  character in the unit's front rank touching no enemy changes places with a stand of the unit whose
  front edge touches an enemy. A round base, or stands of another size than the character's 40 x 20 mm,
  never make way (the seed's "Mismatching Bases").
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.core import board
from game.core.characters import alone
from game.core.combat.engagements import contacts
from game.core.dice import Dice
from game.core.events import Event
from game.core.ninth_age.lone import lone
from game.core.profiles import STAND_LONG_MM, STAND_SHORT_MM
from game.core.state import Character, GameState, Unit, id_key
from game.table import TOUCH_TOLERANCE

MAKE_WAY = "ninth_age.make_way"
# A character stands in the front rank when its base lies in line with a front stand's, to this much (mm).
IN_LINE_MM = 1.5


@dataclass(frozen=True, kw_only=True)
class MadeWayForCharacter(Event):
    """A joined character changed places with a stand of its unit touching the enemy."""

    character: str
    character_name: str
    unit: str
    unit_name: str
    stand: int
    character_pose: tuple[int, int, int]
    stand_pose: tuple[int, int, int]

    def text(self) -> str:
        return f"{self.unit_name} makes way: {self.character_name} steps into the front rank against the enemy"


def chargeable(state: GameState, ch: Character) -> bool:
    """The hook ``CHARGEABLE_CHARACTER``: a lone character with Hits may be charged as a one-stand unit."""
    return lone(state, ch)


def stand_alone_again(state: GameState, dice: Dice) -> list[Event]:
    """The hooks ``AFTER_ACTION`` (outside the Combat phase) and ``COMBAT_ENDS``: characters acting alone and
    no longer engaged stand alone again (the seed's lone character is a unit throughout; Warhost makes it one
    only while it charges and fights, so that it moves freely in the Characters step as in Warmaster)."""
    if state.phase == "combat":
        return []
    return alone.release_all(state)


def at_combat_end(state: GameState, dice: Dice) -> list[Event]:
    return alone.release_all(state)


def touches_enemy(state: GameState, ch: Character, unit: Unit) -> bool:
    t = board.table(state)
    cb = board.character_base(state, ch)
    x0, y0, x1, y1 = cb.bounds()
    pad = TOUCH_TOLERANCE + 0.5
    return any(
        o.side != ch.side and not o.character and t.distance(cb, o) <= TOUCH_TOLERANCE
        for o in t.stands_in_box((x0 - pad, y0 - pad, x1 + pad, y1 + pad))
    )


def sits_out(state: GameState, ch: Character, unit: Unit) -> str:
    """The hook ``CHARACTER_SITS_OUT``: a joined character touching no enemy adds no Attack bonus."""
    if touches_enemy(state, ch, unit):
        return ""
    return f"{ch.name} touches no enemy and does not fight"


def _matching(state: GameState, ch: Character, unit: Unit) -> bool:
    """The character's base is the size of the unit's stands (the seed: no Make Way with mismatching bases)."""
    return not ch.round_base and state.unit_profile(unit).base_mm == (STAND_LONG_MM, STAND_SHORT_MM)


def _in_line(a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
    """Two 40 x 20 bases facing the same way with their front edges on one line."""
    if (a[2] - b[2]) % 360:
        return False
    rad = math.radians(b[2])
    back = -(a[0] - b[0]) * math.sin(rad) + (a[1] - b[1]) * math.cos(rad)
    return abs(back) <= IN_LINE_MM


def make_way(state: GameState, units: list[str], dice: Dice) -> list[Event]:
    """The hook ``COMBAT_ROUND_BEGINS``: each joined character of a fighting unit that stands in its front
    rank touching no enemy changes places with the nearest stand whose front touches one."""
    events: list[Event] = []
    for uid in sorted(units, key=id_key):
        unit = state.units[uid]
        if not unit.alive or alone.is_own_unit(unit):
            continue
        for ch in state.live_characters(unit.side):
            if ch.joined != uid or not _matching(state, ch, unit) or touches_enemy(state, ch, unit):
                continue
            fronts = sorted({x.stand for x in contacts(state).get(uid, []) if x.contact.edge == "front"})
            fronts = [i for i in fronts if _in_line(ch.pose, unit.stands[i].pose)]
            if not fronts:
                continue
            # The nearest such stand, so that no stand moves further than it must.
            i = min(fronts, key=lambda k: (abs(unit.stands[k].x - ch.x) + abs(unit.stands[k].y - ch.y), k))
            stand_pose, char_pose = unit.stands[i].pose, ch.pose
            unit.stands[i].x, unit.stands[i].y = char_pose[0], char_pose[1]
            ch.x, ch.y = stand_pose[0], stand_pose[1]
            state.invalidate()
            events.append(
                MadeWayForCharacter(
                    character=ch.id,
                    character_name=ch.name,
                    unit=uid,
                    unit_name=unit.name,
                    stand=i,
                    character_pose=ch.pose,
                    stand_pose=unit.stands[i].pose,
                    rule=MAKE_WAY,
                )
            )
    return events
