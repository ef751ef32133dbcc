"""One line, in our own words, for each army special rule this package names."""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "specials": ("Army special rules", "Rules of particular troops that change the usual rules for them."),
    "specials.giant": (
        "Giant",
        "A Giant is ordered on its own (or with other Giants), goes wild when an order fails, may be badly hurt, "
        "and causes terror.",
    ),
    "specials.giant.wild": (
        "Giant goes wild",
        "When an order to a Giant fails there is no half-pace move and no blunder: roll a D6 on its own chart.",
    ),
    "specials.giant.wild.1": ("Dopey", "The Giant stands about: it neither moves nor fights this turn."),
    "specials.giant.wild.2": (
        "Off to the edge",
        "The Giant walks a full move straight for the nearest table edge, charging the first unit in its way, "
        "enemy or friend, and holding its ground if it wins; over the edge it leaves the table. Our reading of a "
        "friend charged: they fight one round as foes, the loser retreats, the winner holds, a draw parts nobody, "
        "and then they are friends again; losses count for their own army. A friend already fighting, or one it "
        "cannot reach without touching an enemy, stops it and is confused.",
    ),
    "specials.giant.wild.3": (
        "Throws something",
        "The Giant hurls something at the closest unit it can see, friend or foe, within D6 x 5 cm: 3 attacks, "
        "into its combat if it is fighting, otherwise in the Shooting phase.",
    ),
    "specials.giant.wild.4": (
        "Straight ahead",
        "The Giant strides a full move straight ahead, charging the first enemy it meets and walking through "
        "friends if it can get past them; friends walked through or bumped into are confused.",
    ),
    "specials.giant.wild.5": (
        "After the enemy",
        "The Giant goes as fast as it can for the nearest enemy it can see, walking through friends in its way "
        "(they are confused), and charges if it gets there.",
    ),
    "specials.giant.wild.6": (
        "Rampage",
        "The Giant rushes the nearest enemy it can see at twice its pace, charging if it gets there, and doubles "
        "its Attacks in the first round.",
    ),
    "specials.badly_hurt": (
        "Badly hurt",
        "A monster out of combat at the end of a Shooting or Combat phase with most of its hits taken (5 to 7 for "
        "a Giant) loses them, but its Hits and Attacks are halved for the rest of the battle.",
    ),
    "specials.steam_tank": (
        "Steam Tank",
        "The Steam Tank is a unit on its own: no brigades, no characters, a 20 cm move, always defended, never "
        "driven back by shooting.",
    ),
    "specials.steam_tank.malfunction": (
        "Malfunction",
        "A double six on any order to a Steam Tank, even the General's, rolls on its Malfunction chart instead of "
        "the Blunder table.",
    ),
    "specials.steam_tank.malfunction.1": ("Boiler burst", "The Steam Tank is destroyed."),
    "specials.steam_tank.malfunction.2": ("Broken down", "The Steam Tank can never move again; it still shoots."),
    "specials.steam_tank.malfunction.3": ("Stuck", "The Steam Tank neither moves nor shoots this turn."),
    "specials.steam_tank.malfunction.4": (
        "Commander slain",
        "The Steam Tank does not move and takes -1 Command for the rest of the battle.",
    ),
    "specials.steam_tank.malfunction.5": ("Momentary halt", "The Steam Tank does not move this turn."),
    "specials.steam_tank.malfunction.6": (
        "Steam overload",
        "The Steam Tank does not move but shoots with 6 attacks this turn.",
    ),
    "specials.bone_giant": (
        "Bone Giant",
        "The Bone Giant answers the priests more readily than the king: the Tomb King's orders to it, or to a "
        "brigade with it, suffer -1 Command.",
    ),
    "specials.skull_chukka": (
        "Unnerving shot",
        "Drive-back dice for the hits of a Skull Chukka or an Earthshaker are rolled on their own and confuse the "
        "unit on a 4, 5 or 6.",
    ),
    "specials.tomb_king": (
        "Tomb King",
        "Once a battle, in his side's Combat phase, the Tomb King gives one unit within 20 cm +1 Attack on every "
        "stand for that Combat phase.",
    ),
    "specials.zombie_dragon": (
        "Dragon's breath",
        "A character riding a Dragon (a Zombie Dragon, an Elf or Chaos Dragon, Asarnil's) who has joined a unit out "
        "of combat may have it breathe in the Shooting phase: 3 shooting attacks at the closest enemy it can see "
        "within 20 cm.",
    ),
    "specials.skirmishers": (
        "Skirmishers",
        "A unit's Skirmisher stand fights as part of it with the Skirmishers' own 4 Attacks; it is taken to be "
        "the first stand the unit loses.",
    ),
}
