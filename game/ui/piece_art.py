"""Pictures of the Mercenary book's pieces, drawn on their bases instead of the troop-type glyph.

A ballista, a giant crossbow and a war cannon are one machine worked by a crew: the machine is drawn on the
unit's first stand and its crewmen on the others (all of them once the crew have left the gun). The war giant
carries a platform with its two ballistas, the war mammoth a tower, the dragon spreads its wings and the
giant swings a club; a tree spirit, and the Wood Elves' Treeman, walk as trees; the Norse War Mammoth is the
war mammoth; the Kislev War Wagon shows its wagon on the first stand and its horse team on the other; the
Goblins' Pump Wagon rolls on its spiked roller and each Doom Diver stand is a catapult with its winged flier.
Each is seen from above, in base-local mm (x to the base's right, y towards its front), so it turns with the
stand; shapes are scaled to the base they stand on.
"""

from __future__ import annotations

import math

from game.ui.shapes import Point

# A shape: ("fill", points) a filled polygon, ("line", points) an open stroke, ("loop", points) a closed one,
# ("disc", ((x, y), (r, 0))) a filled circle, ("ring", ((x, y), (r, 0))) a circle's outline; "cut" and
# "cutline" are a polygon and a stroke in the base's own colour, drawn over a light body (a tower's walls).
Shape = tuple[str, tuple[Point, ...]]

# The special rules that name a piece, in the order they are looked for, and the art each stand gets.
PIECES = ("war_cannon", "ballista", "giant_crossbow", "war_giant", "war_mammoth", "mercenary_dragon",
          "mercenary_giant", "tree_spirit", "treeman", "mammoth", "screaming_bell", "war_wagon", "pump_wagon",
          "doom_diver")
MACHINES = ("war_cannon", "ballista", "giant_crossbow")
CREW = "crew"
# The Kislev War Wagon: the wagon on its first stand, its horse team on the other.
TEAM = "wagon_team"
PREFIX = "piece:"
# The army standard a war giant or mammoth may carry: a banner flies over its picture.
STANDARD = "army_standard_beast"
WITH_STANDARD = "+standard"


def art_kind(special: tuple[str, ...], index: int, without_gun: bool = False) -> str | None:
    """The picture a stand of a unit with these special rules shows ("piece:ballista", "piece:crew"), or None
    for the usual troop glyph: a machine on the first stand, its crew on the rest."""
    piece = next((p for p in PIECES if p in special), None)
    if piece is None:
        return None
    if piece in MACHINES and (index > 0 or without_gun):
        return PREFIX + CREW
    if piece == "war_wagon" and index > 0:
        return PREFIX + TEAM
    return PREFIX + piece + (WITH_STANDARD if STANDARD in special else "")


def _arc(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int = 10) -> tuple[Point, ...]:
    return tuple((cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
                  cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1))


def _disc(x: float, y: float, r: float) -> Shape:
    return ("disc", ((x, y), (r, 0.0)))


def _ring(x: float, y: float, r: float) -> Shape:
    return ("ring", ((x, y), (r, 0.0)))


def _mirror(pts: tuple[Point, ...]) -> tuple[Point, ...]:
    return tuple((-x, y) for x, y in reversed(pts))


def _bolt(y0: float, y1: float) -> list[Shape]:
    """A bolt along the stock, its head a small triangle at the front."""
    return [("line", ((0.0, y0), (0.0, y1 - 2.0))), ("fill", ((0.0, y1 + 1.5), (-1.8, y1 - 2.5), (1.8, y1 - 2.5)))]


# In units of a 20 x 40 artillery stand (x -10..10, y -20..20).
BALLISTA: list[Shape] = [
    ("line", ((0.0, -15.0), (0.0, 8.0))),  # the stock
    ("fill", ((-3.0, 5.0), (3.0, 5.0), (3.0, 7.5), (-3.0, 7.5))),  # the frame holding the springs
    ("fill", ((-2.5, 7.0), (-9.0, 1.0), (-9.0, -1.0), (-2.5, 4.5))),  # the arms, swept back from their springs
    ("fill", ((2.5, 7.0), (9.0, 1.0), (9.0, -1.0), (2.5, 4.5))),
    _disc(-3.0, 6.0, 2.2), _disc(3.0, 6.0, 2.2),
    ("line", ((-9.0, -0.5), (0.0, -8.0), (9.0, -0.5))),  # the string, drawn back
    *_bolt(-8.0, 15.0),
    ("fill", ((-5.0, -16.0), (5.0, -16.0), (5.0, -14.0), (-5.0, -14.0))),  # the trail
]
GIANT_CROSSBOW: list[Shape] = [
    ("line", ((0.0, -14.0), (0.0, 9.0))),
    ("line", _arc(0.0, 2.0, 8.5, 8.0, 20.0, 160.0)),  # the steel bow, curved forward
    ("line", ((-8.0, 4.7), (0.0, -4.0), (8.0, 4.7))),
    ("loop", ((-2.0, 9.0), (2.0, 9.0), (2.0, 12.5), (-2.0, 12.5))),  # the stirrup
    _ring(0.0, -12.0, 3.2), ("line", ((-3.2, -12.0), (3.2, -12.0))),  # the winch
    ("fill", ((-1.6, 13.0), (1.6, 13.0), (1.6, 16.0), (-1.6, 16.0))),  # the square bolt head
]
WAR_CANNON: list[Shape] = [
    ("fill", ((-3.0, -7.0), (3.0, -7.0), (2.3, 14.0), (-2.3, 14.0))),  # the barrel
    ("fill", ((-3.0, 13.0), (3.0, 13.0), (3.0, 15.5), (-3.0, 15.5))),  # the muzzle ring
    _disc(0.0, -8.5, 2.2),  # the cascabel
    ("fill", ((-7.5, -3.0), (-5.0, -3.0), (-5.0, 5.0), (-7.5, 5.0))),  # the wheels
    ("fill", ((5.0, -3.0), (7.5, -3.0), (7.5, 5.0), (5.0, 5.0))),
    _ring(0.0, -15.0, 3.0), ("line", ((-3.0, -15.0), (3.0, -15.0))),  # a powder keg behind
]
def _oval(cx: float, cy: float, rx: float, ry: float, n: int = 16) -> tuple[Point, ...]:
    return _arc(cx, cy, rx, ry, 0.0, 360.0, n)[:-1]


# In units of a 20 x 40 stand: the wagon's boarded bed on four wheels, a gun poking out over its front.
WAR_WAGON: list[Shape] = [
    ("fill", ((-6.5, -12.0), (-9.5, -12.0), (-9.5, -6.0), (-6.5, -6.0))),  # the wheels
    ("fill", ((6.5, -12.0), (9.5, -12.0), (9.5, -6.0), (6.5, -6.0))),
    ("fill", ((-6.5, 6.0), (-9.5, 6.0), (-9.5, 12.0), (-6.5, 12.0))),
    ("fill", ((6.5, 6.0), (9.5, 6.0), (9.5, 12.0), (6.5, 12.0))),
    ("fill", ((-7.0, -16.0), (7.0, -16.0), (7.0, 15.0), (-7.0, 15.0))),  # the bed
    ("cutline", ((-4.5, -14.0), (-4.5, 13.0))), ("cutline", ((4.5, -14.0), (4.5, 13.0))),  # its boards
    ("cut", ((-1.2, 4.0), (1.2, 4.0), (1.2, 13.0), (-1.2, 13.0))),  # a gun on the bed
    ("fill", ((-1.0, 15.0), (1.0, 15.0), (1.0, 19.0), (-1.0, 19.0))),  # its muzzle over the front
]
# Two horses side by side, heads forward, the pole between them running back to the wagon.
WAGON_TEAM: list[Shape] = [
    ("fill", _oval(-4.5, -1.0, 3.2, 8.0)), ("fill", _oval(-4.5, 10.5, 1.4, 4.0, 10)),  # body, then neck and head
    ("fill", _oval(4.5, -1.0, 3.2, 8.0)), ("fill", _oval(4.5, 10.5, 1.4, 4.0, 10)),
    ("line", ((-4.5, -9.0), (-5.5, -14.0))), ("line", ((4.5, -9.0), (5.5, -14.0))),  # tails
    ("line", ((-7.5, 5.0), (7.5, 5.0))), ("line", ((0.0, 5.0), (0.0, -20.0))),  # the yoke, and the pole behind it
]

# The Goblins' Pump Wagon, in units of a 20 x 40 stand: a lopsided plank bed between two big rear wheels, a
# spiked roller across its front, and the see-saw pump two goblins heave at, their heads at the lever's ends.
_SPIKE = ((-1.6, 9.5), (1.6, 9.5), (0.0, 14.5))
PUMP_WAGON: list[Shape] = [
    ("fill", ((-7.0, -17.0), (-9.8, -17.0), (-9.8, -7.0), (-7.0, -7.0))),  # the rear wheels
    ("fill", ((7.0, -17.0), (9.8, -17.0), (9.8, -7.0), (7.0, -7.0))),
    ("loop", ((-5.5, -18.5), (4.5, -17.5), (5.5, 3.0), (-4.5, 2.0))),  # the bed, knocked askew
    ("line", ((-5.0, -10.0), (5.0, -9.0))),  # a cross plank, and the lever on its post
    ("line", ((0.0, -14.0), (0.0, -1.5))), _disc(0.0, -8.0, 1.2),
    _disc(0.0, -14.5, 2.6), _disc(0.0, -1.0, 2.6),  # the pumping goblins at its ends
    ("line", ((0.5, 2.5), (0.0, 6.5))),  # the shaft to the roller
    ("fill", ((-9.5, 6.0), (9.5, 6.0), (9.5, 9.5), (-9.5, 9.5))),  # the roller
    *[("fill", tuple((x + dx, y) for x, y in _SPIKE)) for dx in (-7.5, -2.5, 2.5, 7.5)],
]
# The Doom Diver catapult, in units of a 20 x 40 stand: its A-frame and throwing arm, and a goblin just flung
# off the arm, bat wings spread, in front.
_WING_D = ((-1.5, 9.0), (-5.0, 11.5), (-9.5, 15.0), (-9.5, 10.0), (-8.0, 8.5), (-8.5, 5.5), (-6.0, 6.0),
           (-5.0, 3.0), (-1.5, 5.5))
DOOM_DIVER: list[Shape] = [
    ("loop", ((-8.0, -18.5), (8.0, -18.5), (1.5, -2.0), (-1.5, -2.0))),  # the frame, splayed to the rear
    ("line", ((-6.5, -14.0), (6.5, -14.0))), _disc(-6.5, -14.0, 1.8), _disc(6.5, -14.0, 1.8),  # the axle
    ("fill", ((-1.2, -16.0), (1.2, -16.0), (1.2, -1.5), (-1.2, -1.5))),  # the throwing arm
    ("fill", _oval(0.0, -1.0, 3.0, 2.0, 10)),  # its cup
    ("fill", _WING_D), ("fill", _mirror(_WING_D)),
    ("cutline", ((-1.5, 7.5), (-8.0, 8.5))), ("cutline", ((1.5, 7.5), (8.0, 8.5))),  # the wings' ribs
    ("fill", _oval(0.0, 8.0, 2.0, 4.0, 10)), _disc(0.0, 13.0, 2.3),  # the flier, head first
]

CREW_ART: list[Shape] = [
    ("fill", _oval(-4.0, 1.2, 4.8, 2.6)), ("cut", _oval(-4.0, 3.4, 3.1, 3.1, 10)), _disc(-4.0, 3.4, 2.6),
    ("fill", _oval(4.0, -7.8, 4.8, 2.6)), ("cut", _oval(4.0, -5.6, 3.1, 3.1, 10)), _disc(4.0, -5.6, 2.6),
    ("line", ((-1.0, 6.5), (3.0, 13.0))), _disc(3.2, 13.3, 1.4),  # a rammer, its sponge forward
]

# In units of a 40 x 60 huge base (x -20..20, y -30..30).
_BACK = ((-13.0, 7.0), (-8.0, 11.0), (8.0, 11.0), (13.0, 7.0), (12.0, -6.0), (8.0, -16.0), (-8.0, -16.0), (-12.0, -6.0))
_ARM_L = ((-13.0, 7.0), (-10.0, 9.0), (-14.0, 17.0), (-17.5, 16.0))
WAR_GIANT: list[Shape] = [
    ("fill", _BACK), _disc(0.0, 14.0, 4.8),
    ("fill", _ARM_L), _disc(-16.0, 18.0, 3.2), ("fill", _mirror(_ARM_L)), _disc(16.0, 18.0, 3.2),
    ("fill", ((-8.0, -16.0), (-3.0, -16.0), (-4.0, -28.0), (-8.0, -28.0))),  # legs behind
    ("fill", ((3.0, -16.0), (8.0, -16.0), (8.0, -28.0), (4.0, -28.0))),
    ("cut", ((-9.0, 5.0), (9.0, 5.0), (9.0, -12.0), (-9.0, -12.0))),  # the platform on its back, and its ballistas
    ("line", ((-4.5, -10.0), (-4.5, 4.0))), ("line", ((-8.0, -3.0), (-4.5, 1.0), (-1.0, -3.0))),
    ("line", ((4.5, -10.0), (4.5, 4.0))), ("line", ((1.0, -3.0), (4.5, 1.0), (8.0, -3.0))),
    ("fill", ((-4.5, 6.5), (-6.0, 3.5), (-3.0, 3.5))), ("fill", ((4.5, 6.5), (3.0, 3.5), (6.0, 3.5))),
]
# The mammoth from the side, as everyone knows it: trunk and tusk forward, its back (and tower) to the right.
_MAMMOTH = ((4.0, -25.0), (8.0, -22.0), (11.0, -10.0), (13.0, 2.0), (12.0, 8.0), (15.0, 13.0), (14.5, 17.0),
            (12.0, 20.0), (7.0, 22.0), (2.0, 19.0), (-5.0, 12.0), (-6.0, -18.0), (-3.0, -24.0))
_TRUNK = ((5.0, 21.5), (-4.0, 23.0), (-11.0, 22.5), (-14.5, 24.5), (-15.0, 21.0), (-10.0, 19.5), (-3.0, 19.5),
          (1.0, 18.0))
_TUSK = ((2.0, 19.5), (-2.0, 23.0), (-5.0, 26.5), (-1.0, 28.5), (4.5, 27.5), (0.0, 26.3), (-2.3, 25.0), (0.5, 21.5))


def _leg(y0: float, y1: float, far: bool = False) -> Shape:
    foot = -13.0 if far else -14.5
    return ("fill", ((-4.0, y0), (-4.0, y1), (foot, y1 - 0.3), (foot, y0 + 0.3)))


WAR_MAMMOTH: list[Shape] = [
    ("fill", _MAMMOTH), _leg(-22.0, -16.0), _leg(-14.5, -9.0, True), _leg(0.0, 6.0), _leg(7.5, 12.5, True),
    ("fill", _TRUNK), ("fill", _TUSK), ("cutline", (*_TUSK, _TUSK[0])),  # trunk, and the tusk before it
    ("cutline", ((10.0, 9.5), (6.5, 7.5), (2.5, 9.5), (2.0, 14.0), (5.0, 17.0))),  # the ear
    ("cut", ((9.3, 15.0), (10.7, 15.0), (10.7, 16.4), (9.3, 16.4))),  # the eye
    ("loop", ((12.5, -13.0), (18.2, -13.0), (18.2, 2.0), (12.5, 2.0))),  # the tower on its back, crenellated
    ("fill", ((18.2, -13.0), (19.6, -13.0), (19.6, -10.0), (18.2, -10.0))),
    ("fill", ((18.2, -7.0), (19.6, -7.0), (19.6, -4.0), (18.2, -4.0))),
    ("fill", ((18.2, -1.0), (19.6, -1.0), (19.6, 2.0), (18.2, 2.0))),
    ("line", ((15.5, -9.0), (15.5, -1.0))), ("line", ((14.0, -3.0), (15.5, 0.0), (17.0, -3.0))),  # an archer's arrow
    ("line", ((4.0, -25.5), (2.0, -29.5))),  # the tail
]
_WING = ((-3.0, 7.0), (-12.0, 16.0), (-19.5, 15.0), (-17.0, 8.0), (-19.5, 2.0), (-16.0, -1.0), (-18.0, -7.0),
         (-12.0, -6.0), (-4.0, -5.0))
_BONES = ((-3.0, 6.0), (-12.0, 15.5), (-16.5, 8.0), (-15.5, -0.5), (-12.5, -5.5))
MERCENARY_DRAGON: list[Shape] = [
    ("fill", _WING), ("fill", _mirror(_WING)),
    ("cutline", ((-3.0, 6.0), (-12.0, 15.5))), ("cutline", ((-3.0, 6.0), (-16.5, 8.0))),
    ("cutline", ((-3.0, 6.0), (-15.5, -0.5))), ("cutline", ((3.0, 6.0), (12.0, 15.5))),
    ("cutline", ((3.0, 6.0), (16.5, 8.0))), ("cutline", ((3.0, 6.0), (15.5, -0.5))),
    ("fill", _oval(0.0, 0.0, 4.5, 10.0, 12)),  # the body
    ("fill", ((-2.0, 9.0), (2.0, 9.0), (1.5, 17.0), (-1.5, 17.0))),  # the neck
    ("fill", ((-3.5, 17.0), (3.5, 17.0), (2.0, 24.0), (0.0, 26.0), (-2.0, 24.0))),  # the head
    ("line", ((-3.0, 17.5), (-5.5, 15.0))), ("line", ((3.0, 17.5), (5.5, 15.0))),  # horns
    ("cutline", ((0.0, 22.0), (0.0, 26.0))),  # the jaws agape
    ("line", ((0.0, -10.0), (4.0, -16.0), (-3.0, -22.0), (1.5, -27.0))),  # the tail
    ("fill", ((1.5, -29.5), (-1.5, -26.0), (4.0, -25.5))),
]
_CLUB = ((12.5, 16.5), (15.5, 15.0), (9.5, 28.0), (6.0, 29.0), (5.0, 26.0))
MERCENARY_GIANT: list[Shape] = [
    ("fill", _BACK), _disc(0.0, 14.0, 4.8),
    ("fill", _ARM_L), _disc(-16.0, 18.0, 3.2),
    ("fill", ((13.0, 7.0), (10.0, 9.0), (12.0, 15.0), (15.5, 14.0))), _disc(14.0, 15.5, 3.2),
    ("fill", _CLUB),  # the club, raised across its front
    ("fill", ((-8.0, -16.0), (-3.0, -16.0), (-4.0, -28.0), (-8.0, -28.0))),
    ("fill", ((3.0, -16.0), (8.0, -16.0), (8.0, -28.0), (4.0, -28.0))),
    ("cutline", ((-12.0, -6.0), (12.0, -6.0))), ("cutline", ((-9.0, 9.0), (9.0, -4.0))),  # belt and a strap
]

# A walking tree from above (a druid's tree spirit, the Wood Elves' Treeman): a crown of leaves round the trunk,
# its boughs cut through the leaves, two root-feet striding forward.
TREE: list[Shape] = [
    _disc(0.0, -1.0, 7.5), _disc(-5.0, -8.0, 5.0), _disc(5.0, -8.0, 5.0), _disc(-5.5, 5.0, 4.5), _disc(5.5, 5.0, 4.5),
    _disc(0.0, -12.0, 4.0),
    ("cutline", ((0.0, -1.0), (-5.0, -9.0))), ("cutline", ((0.0, -1.0), (5.0, -9.0))),
    ("cutline", ((0.0, -1.0), (-6.0, 5.5))), ("cutline", ((0.0, -1.0), (6.0, 5.5))),
    ("cutline", ((0.0, -1.0), (0.0, -13.0))), _ring(0.0, -1.0, 2.5),
    # Root-feet striding forward under the crown's front edge.
    ("fill", ((-5.0, 8.0), (-2.0, 8.0), (-3.0, 13.0), (-6.5, 12.5))),
    ("fill", ((2.0, 8.0), (5.0, 8.0), (6.5, 12.5), (3.0, 13.0))),
]

# The Skaven's Screaming Bell from above, in units of a 40 x 60 huge base: a wheeled platform, the great bell hung
# from its crossbeam, its dark mouth and clapper, and the poles the horde pushes it by at the rear.
_WHEEL = ((-19.0, -17.0), (-15.5, -17.0), (-15.5, -8.0), (-19.0, -8.0))
SCREAMING_BELL: list[Shape] = [
    ("fill", _WHEEL), ("fill", _mirror(_WHEEL)),
    ("fill", tuple((x, -y) for x, y in _WHEEL)), ("fill", tuple((-x, -y) for x, y in _WHEEL)),
    ("loop", ((-14.0, -22.0), (14.0, -22.0), (14.0, 22.0), (-14.0, 22.0))),
    ("line", ((-14.0, 0.0), (14.0, 0.0))),
    _disc(0.0, 0.0, 11.0), ("cut", _oval(0.0, 0.0, 7.0, 7.0, 14)), _disc(0.0, 0.0, 3.0),
    ("line", ((-9.0, -22.0), (-11.0, -29.0))), ("line", ((9.0, -22.0), (11.0, -29.0))),
]

ART: dict[str, tuple[list[Shape], tuple[float, float]]] = {
    "ballista": (BALLISTA, (20.0, 40.0)),
    "giant_crossbow": (GIANT_CROSSBOW, (20.0, 40.0)),
    "war_cannon": (WAR_CANNON, (20.0, 40.0)),
    CREW: (CREW_ART, (20.0, 40.0)),
    "war_giant": (WAR_GIANT, (40.0, 60.0)),
    "war_mammoth": (WAR_MAMMOTH, (40.0, 60.0)),
    "mercenary_dragon": (MERCENARY_DRAGON, (40.0, 60.0)),
    "mercenary_giant": (MERCENARY_GIANT, (40.0, 60.0)),
    "tree_spirit": (TREE, (20.0, 40.0)),
    "treeman": (TREE, (20.0, 40.0)),
    # The Norse War Mammoth carries its warriors as the Mercenaries' carries its tower.
    "mammoth": (WAR_MAMMOTH, (40.0, 60.0)),
    "screaming_bell": (SCREAMING_BELL, (40.0, 60.0)),
    "war_wagon": (WAR_WAGON, (20.0, 40.0)),
    TEAM: (WAGON_TEAM, (20.0, 40.0)),
    "pump_wagon": (PUMP_WAGON, (20.0, 40.0)),
    "doom_diver": (DOOM_DIVER, (20.0, 40.0)),
}


# In units of a 40 x 60 huge base: a pole at the beast's rear right, its banner streaming back, outlined.
_FLAG = ((15.5, -14.5), (9.5, -16.0), (11.5, -18.5), (9.5, -21.0), (15.5, -22.0))
BANNER: list[Shape] = [
    ("line", ((15.5, -13.0), (15.5, -28.0))), _disc(15.5, -13.0, 1.5),
    ("fill", _FLAG), ("cutline", (*_FLAG, _FLAG[0])),
    ("cut", ((12.6, -17.0), (14.2, -17.0), (14.2, -19.4), (12.6, -19.4))),
]


def shapes(kind: str, width: float, depth: float) -> list[Shape]:
    """The art of ``kind`` ("piece:war_cannon", "piece:war_mammoth+standard") fitted to a base of this size:
    scaled evenly, centred."""
    name, _, banner = kind.removeprefix(PREFIX).partition("+")
    art, (w0, d0) = ART[name]
    drawn = art + BANNER if banner else art
    k = min(width / w0, depth / d0)
    out: list[Shape] = []
    for what, pts in drawn:
        if what in ("disc", "ring"):
            (x, y), (r, _) = pts
            out.append((what, ((x * k, y * k), (r * k, 0.0))))
        else:
            out.append((what, tuple((x * k, y * k) for x, y in pts)))
    return out


def is_piece(kind: str | None) -> bool:
    return bool(kind) and str(kind).startswith(PREFIX)
