"""The rulebook of ``fw-artillery``: the Mercenary book's artillery and huge creatures on Warmaster's table,
and why each piece of the ``mercenary`` army list has the stat line it has."""

from __future__ import annotations

ARTILLERY: dict[str, tuple[str, str]] = {
    "fw.artillery": (
        "Artillery and huge creatures",
        "Ballistas, giant crossbows, the dwarven war cannon, the goblin war giant, the barbarian war mammoth and "
        "mercenary dragons and giants, from the Mercenaries army list (a roster of it names fw-artillery in rules:).",
    ),
    "fw.artillery.counters": (
        "Counters",
        "The war cannon starts with 6 gunpowder counters, the war giant with 6 bolts, a dragon with 6 breath; "
        "what is left shows on the unit's card.",
    ),
    "fw.artillery.ballista": (
        "Ballista",
        "One machine, two crew stands: with both it shoots one bolt, 2 attacks that skewer a second stand, no "
        "armour saves.",
    ),
    "fw.artillery.crossbow": (
        "Giant crossbow",
        "One machine, two crew stands: with both 2 attacks, armour one worse (a crossbow's bolt with the "
        "machine's strength added).",
    ),
    "fw.artillery.one_crew": (
        "One crew left",
        "It takes two crew to shoot a ballista or giant crossbow to full effect: with one, a single attack "
        "and no skewer.",
    ),
    "fw.artillery.push": (
        "Pushing a machine",
        "The book's 2 in a crew member, 4 in at most: the crew push a machine 5 cm for each stand left, 10 cm "
        "at most.",
    ),
    "fw.artillery.ballista.profile": (
        "Ballista's stat line",
        "Beside Warmaster's bolt thrower (2 stands, 1/2, Hits 2, no armour, 40 cm, 55 points): one machine "
        "instead of two, so one bolt and 45 points; the crew's Hits and Attacks as any artillery crew.",
    ),
    "fw.artillery.crossbow.profile": (
        "Giant crossbow's stat line",
        "Beside the Elven bolt thrower (saves allowed, 40 cm): two plain attacks, armour one worse for the "
        "machine's strength, no skewer, so 5 points below the ballista.",
    ),
    "fw.cannon": (
        "Dwarven war cannon",
        "Fires once a turn to 75 cm with a charge of 1 to 3 gunpowder counters, each a Warmaster cannon ball; "
        "never at chargers.",
    ),
    "fw.cannon.profile": (
        "War cannon's stat line",
        "Beside Warmaster's Dwarf cannon (2 stands, Hits 2, 60 cm, 90 points): the book's 30 in range (75 cm), "
        "two crew stands of two, and 80 points since its powder runs out after six balls.",
    ),
    "fw.cannon.charge": (
        "The charge",
        "The crew load 1, 2 or 3 counters; each is one cannon ball along the same line. Unloaded, it fires a "
        "single charge.",
    ),
    "fw.cannon.eager": ("Eager crews", "An eager crew loads the full charge, 3 or all it has left."),
    "fw.cannon.counters": ("Out of powder", "With no gunpowder left the war cannon shoots no more."),
    "fw.cannon.chargers": ("No time to load", "The war cannon does not shoot at chargers."),
    "fw.cannon.ignition": (
        "Ignition",
        "1D6: -1 a crew member short of 4 (two a stand), -1 without the leader (he falls with the first stand), "
        "-1 confused, -2 shaken, -1 double charge, -2 treble. Then the table: 0 or less explodes, 1 misfire, "
        "2 bad (-2 to hit), 3 poor (-1), 4 as usual, 5 good (+1), 6 excellent (+2).",
    ),
    "fw.cannon.ignition.crew": ("Crew short", "-1 on the ignition for each crew member short of four, two a stand."),
    "fw.cannon.ignition.leader": ("No leader", "-1 on the ignition once the leader has fallen with the first crew stand."),
    "fw.cannon.ignition.crew_state": ("Rattled crew", "-1 on the ignition if the crew are confused, -2 if shaken."),
    "fw.cannon.ignition.charge": ("A bigger charge", "-1 on the ignition for a double charge, -2 for a treble."),
    "fw.cannon.ignition.explodes": (
        "The gun explodes",
        "0 or less: every stand within 30 cm takes a hit it may save, the gun is destroyed and its army takes "
        "the command test.",
    ),
    "fw.cannon.ignition.misfire": ("Misfire", "1: no shot, and the counters of the charge are lost."),
    "fw.cannon.ignition.bad": ("Bad loading", "2: it fires at -2 to hit (the book's -4 worth, halved)."),
    "fw.cannon.ignition.poor": ("Poor loading", "3: it fires at -1 to hit (-2 worth)."),
    "fw.cannon.ignition.ok": ("Loaded well enough", "4: it fires as usual."),
    "fw.cannon.ignition.good": ("Good loading", "5: it fires at +1 to hit (+2 worth)."),
    "fw.cannon.ignition.excellent": ("Excellent loading", "6 or more: it fires at +2 to hit (+4 worth)."),
    "fw.cannon.must_fire": (
        "Attack orders",
        "A war cannon with powder and a target must fire each turn; only a mercenary gun left on oppose "
        "orders may hold its fire.",
    ),
    "fw.cannon.cover": (
        "Crew in cover",
        "Shot at when the gun did not fire in their last turn, the crew shelter behind it: defended.",
    ),
    "fw.cannon.moving": (
        "Hauling the gun",
        "The book's 1 in for every 10 figures touching it: 2.5 cm for each stand touching the gun, its own "
        "crew's and friendly foot alongside, 10 cm at most.",
    ),
    "fw.artillery.crew": (
        "The crew and their machine",
        "A war cannon's, ballista's or giant crossbow's crew may leave their machine in their Orders step, never "
        "under hold orders (the book: the crew must stay with it) nor while fighting. Only the war cannon is bound "
        "to fire: while it must (attack orders, or no standing orders at all) and has powder, its crew stay to "
        "fire it; on oppose orders, or with its powder gone, they may leave it to seek cover. A ballista or giant "
        "crossbow is never bound to shoot, so its crew may leave it as a gun's crew may on oppose orders.",
    ),
    "fw.artillery.crew.leave": (
        "Leaving the machine",
        "The machine stays where it stands, one stand's footprint no move may end on: away from it the crew "
        "shoot nothing, take no shelter behind it and move at their own pace, no longer hauling or pushing it. "
        "The computer's crews walk back behind it once it would serve them again.",
    ),
    "fw.artillery.crew.man": (
        "Manning it again",
        "A crew stand touching their machine in a later Orders step mans it again: a ballista or crossbow shoots "
        "at once, a gun while it has powder.",
    ),
    "fw.artillery.crew.spiked": (
        "Spiked or wrecked",
        "An enemy stand that touches a machine left without its crew spikes the gun (its powder spoilt) or wrecks "
        "the ballista or crossbow: it never shoots again; the crew fight on as a unit without it. The wreck lies "
        "where it was left, blocking nothing.",
    ),
    "fw.huge.profile": (
        "Huge creatures' stat lines",
        "The war giant and the mercenary giant beside Warmaster's Giant (8/8/5+, terror, 135 points): the war "
        "giant adds its two ballistas (2 shots at 40 cm, 6 volleys) and crew, 200 points; the mercenary giant, "
        "a champion's 10 points more than the Orc one and no going wild. The war mammoth beside a Warmaster "
        "monster of 40x60 mm base: 8 Attacks, 8 Hits, 4+ for its hide and tower, and three archers' shots at "
        "30 cm, 220 points. The dragon beside a Dragon mount ridden alone: 6/6/4+, flies, breath, 250 points. "
        "An army standard on the beast costs the book's 50 points.",
    ),
    "fw.huge.bolts": (
        "The war giant's ballistas",
        "Its two ballistas shoot together at one target, 2 attacks, no armour saves; one of its 6 bolt counters "
        "a Shooting phase, and no more shooting when they are gone.",
    ),
    "fw.huge.into_combat": (
        "Shooting into the fight",
        "The war giant's ballistas and the war mammoth's archers may shoot in the Shooting phase while the beast "
        "is engaged, at the enemy it fights; the hits count in the next round of combat.",
    ),
    "fw.huge.over": (
        "Over the heads",
        "High on the war giant's back, its crew see and shoot over the units and the terrain piece the giant "
        "touches.",
    ),
    "fw.huge.terror": (
        "Bellow and trumpet",
        "The war giant's bellow and the war mammoth's trumpet cause terror, as any Warmaster monster's.",
    ),
    "fw.huge.fallen": (
        "A beast falls",
        "When the war giant falls, or a beast carrying the army standard, its crew fall with it and the army "
        "takes the command test at once.",
    ),
    "fw.huge.standard": (
        "Army standard on the beast",
        "For 50 points the army standard rides the war giant or mammoth: +1 to the army's command tests while "
        "it lives.",
    ),
    "fw.huge.dragon": (
        "Mercenary dragon",
        "Hired only in a mercenary contingent; walks 15 cm (the book's 6 in) when grounded, flies as any flyer.",
    ),
    "fw.huge.breath": (
        "Dragon breath",
        "In the Shooting phase, once: 1D6 breath counters spent for 3 attacks at an enemy within 15 cm, saves "
        "allowed. A dragon that cannot pay flees the field.",
    ),
    "fw.huge.breath.flees": ("Out of breath", "The dragon rolled more than its breath left: it flees the field."),
    "fw.huge.saves": (
        "Four saves",
        "A huge creature that takes four or more saving throws in a phase (a dragon or giant: at once) and "
        "lives takes a confusion test: confused on a 6 (the book's threat or casualty test).",
    ),
    "fw.huge.champion": (
        "A champion",
        "For the book's 10 points a mercenary dragon or giant is also a champion: the best fighter of its kind, it "
        "strikes one more Attack in combat (a Hero's +1).",
    ),
    "fw.artillery.armies": (
        "Which armies take them",
        "Only certain armies use these pieces. Ballista: Empire, Bretonnia (the book's men), High Elves and Orcs, "
        "the Warmaster armies with bolt throwers of their own or beside them. Giant crossbow: Dwarfs and Empire, "
        "the book's crossbow peoples. War cannon: Dwarfs. Goblin war giant: Orcs (with their goblins). War "
        "mammoth: Chaos, whose marauders are the book's barbarians. Dragons and giants: any living army, hired "
        "in its mercenary contingent. The Mercenaries list fields them all.",
    ),
    "fw.huge.base": (
        "Huge bases",
        "The war giant, war mammoth, dragon and giant stand on a 40 x 60 mm base, a stand wide and three deep: "
        "their size shows on the table and in every distance measured to them.",
    ),
    "fw.huge.contingent": (
        "Only mercenaries",
        "Mercenary dragons and giants fight only in a mercenary contingent: the roster marks them mercenary.",
    ),
}
