"""One line, in our own words, for each rule the Shooting phase names."""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "shooting": (
        "Shooting",
        "Each unit with missiles may shoot once in its side's Shooting phase; if it shoots, every stand able to must.",
    ),
    "shooting.target": (
        "Target",
        "A unit shoots at the closest enemy unit it can see within range; engaged units and characters are never "
        "targets. When two are equally close its player picks.",
    ),
    "shooting.range": (
        "Range",
        "Range is measured stand by stand: a stand shoots only if a stand of the target it can see is within range.",
    ),
    "shooting.sight": (
        "Clear shot",
        "A shooting stand needs a clear view 1 cm wide from its front edge (any edge with all-round vision) to the "
        "target.",
    ),
    "shooting.split": (
        "Stand by stand",
        "Stands that cannot reach the unit's target shoot at the closest enemy unit they can reach instead.",
    ),
    "shooting.to_hit": ("To hit", "4+ hits a target in the open, 5+ a defended one, only 6 a fortified one."),
    "shooting.to_hit.defended": (
        "Defended",
        "Infantry or artillery behind low cover, in woods or villages, or up a slope need 5+ to hit.",
    ),
    "shooting.to_hit.fortified": (
        "Fortified",
        "Infantry or artillery behind high walls or on ramparts can only be hit on a 6.",
    ),
    "shooting.batches": (
        "Least protected first",
        "Shooters aim at the least protected stands they can see in range, and stands in the open are removed "
        "first; dice are rolled in batches when the score needed changes.",
    ),
    "shooting.armour": ("Armour", "The target rolls a die per hit; each roll equal to its Armour or more saves one."),
    "shooting.armour_piercing": (
        "Armour one worse",
        "Handguns, the Helblaster and the Steam Tank make armour save one point worse; a 6+ save is lost.",
    ),
    "shooting.casualties": (
        "Casualties",
        "Hits from shooting build up on the unit; each time they reach its Hits value a stand is removed at once.",
    ),
    "shooting.engaged": (
        "Hits on engaged units",
        "A unit in combat that is hit is not driven back; the hits count as struck in the first round of its combat.",
    ),
    "shooting.drive_back": (
        "Drive back",
        "After all shooting, each unit that was hit moves back a D6 cm per hit, straight away from the closest stand "
        "that shot at it, keeping formation and facing.",
    ),
    "shooting.drive_back.cover": (
        "Drive back from cover",
        "A unit with any stand defended ignores its first hit for drive backs; fortified, its first two.",
    ),
    "shooting.drive_back.confusion": ("Shaken", "Any 6 among the drive-back dice confuses the unit."),
    "shooting.drive_back.rout": (
        "Rout",
        "A unit whose drive-back dice come to more than its full pace flees the field: it is destroyed.",
    ),
    "shooting.drive_back.blocked": (
        "Driven into the enemy",
        "A unit driven back towards enemy or engaged units stops 1 cm short and is confused.",
    ),
    "shooting.drive_back.terrain": (
        "Driven into impassable ground",
        "A unit driven back stops at the edge of ground it may not enter and is confused on a D6 roll of 6.",
    ),
    "shooting.drive_back.friends": (
        "Driven into friends",
        "A unit driven back into friends that do not make way stops against them and is confused.",
    ),
    "shooting.drive_back.none": (
        "Never driven back",
        "Some troops (Flagellants, the Steam Tank and the like) are never driven back and roll no drive-back dice.",
    ),
    "shooting.drive_back.fewer": (
        "Fewer drive-back dice",
        "Some troops (Nippon's Samurai) roll fewer drive-back dice than the hits they took; with none left they "
        "stay where they are.",
    ),
    "shooting.odd_hits": (
        "Odd hits",
        "Once drive backs are done, hits short of a whole stand are forgotten by every unit not in combat.",
    ),
    "shooting.chargers": (
        "Shooting at chargers",
        "Stands of a charged unit that can shoot, saw the charger in range during its move and touch no other enemy "
        "shoot at it at once; the hits count in the first round of combat and chargers are never driven back.",
    ),
    "shooting.cannon": (
        "Cannon",
        "60 cm; no armour saves; cover counts one step less (fortified as defended, defended as open).",
    ),
    "shooting.cannon.bounce": (
        "Bouncing ball",
        "The ball passes through the stand it strikes and 5 cm beyond: 2 attacks on the target, +1 per further "
        "target stand crossed, 1 attack per stand of any other unit crossed, friends and engaged units too.",
    ),
    "shooting.cannon.grapeshot": (
        "Grapeshot",
        "A cannon shooting at chargers fires grapeshot: 2 attacks, no bounce, armour saves as normal.",
    ),
    "shooting.helblaster": (
        "Helblaster",
        "8 dice at targets up to 10 cm away, 4 up to 20 cm, 2 up to 30 cm; armour counts one worse.",
    ),
    "shooting.helblaster.misfire": (
        "Helblaster misfire",
        "Three 1s in a volley: it does no harm this turn (one or two 1s change nothing).",
    ),
    "shooting.helblaster.explodes": (
        "Helblaster explodes",
        "Four or more 1s: the gun is destroyed and hits nothing, unless it was shooting at a charger, which takes 6 "
        "hits.",
    ),
    "shooting.bolt_thrower": (
        "Bolt thrower",
        "Range 40 cm, 2 attacks a bolt and no armour save; the bolt skewers up to two touching stands in its "
        "flight: +1 attack on the target if the second stand is its own.",
    ),
    "shooting.bolt_thrower.skewer": (
        "Skewered",
        "A bolt that passes on into a stand of another unit gives that unit 1 attack, whoever it belongs to; "
        "units in combat carry the hits into it.",
    ),
    "shooting.stone_thrower": (
        "Stone thrower",
        "60 cm, no armour saves, and never at chargers: the rocks fly too high.",
    ),
    "shooting.stone_thrower.blind": (
        "Shooting blind",
        "A stone thrower with no target in sight may shoot at the nearest enemy unit in range it cannot see, always "
        "needing 6 to hit.",
    ),
    "shooting.steam_tank": (
        "Steam Tank",
        "Shoots 3 attacks to 30 cm all round, armour one worse, at chargers too; always defended; never driven back.",
    ),
}
