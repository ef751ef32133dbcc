"""The Fantasy Warriors modules' rulebook entries: what Fantasy Warriors says and how Warhost carries it out, and
Fantasy Warriors' rules that have no Warhost counterpart, with why (``python -m game rules fantasy-warriors``)."""

from __future__ import annotations

Entries = dict[str, tuple[str, str]]

STATES: Entries = {
    "fw": ("Fantasy Warriors", "Rules from the Fantasy Warriors Mercenary companion, carried onto Warmaster's units, "
           "characters and orders."),
    "fw.eager": ("Eager (blood lust)", "An eager unit must charge an enemy on its initiative whenever it can, and each "
                 "of its stands has +1 Attack in a round it charges. It stops being eager when it is confused or "
                 "loses a combat; a confused unit that would become eager does so when it recovers."),
    "fw.shaken": ("Shaken", "A shaken unit has -1 on every order given to it and -1 Attack a stand, until the end "
                  "of its side's next turn (the one after, if it is shaken in its own turn)."),
    "fw.omens": ("Bad omens", "The omens, once bad for a side, stay bad for the rest of the battle; the goblin war "
                 "chant's enemy counts +1 when they are."),
    "fw.contingents": ("Contingents", "Fantasy Warriors' commands: once the armies are set up every unit belongs to the "
                       "General or Hero joined to it, else to the nearest of them. Wizards lead none."),
    "fw.command_test": ("Command test", "A contingent's command test is 2D6, +1 when every unit of it is under firewater: 5 or less and "
                        "its units are shaken."),
    "fw.before_battle": ("Before the battle", "Once the armies are deployed each side in turn makes its choices "
                         "(a speech, flyers on the ground or in the air) and says it is ready."),
    "fw.talisman": ("Talismans", "A roster under any Fantasy Warriors rules may buy a talisman for a unit (50 points, "
                    "one a unit; the seed's army standard is one). Each talisman carried by a live unit adds 1 to the "
                    "General's speech and to the goblin war chant; a contingent's command test (the mercenaries' "
                    "loyalty test) counts +1 for each its own units carry, as the army standard gives its bonus in "
                    "the command test. A talisman is lost with its unit, as the seed's standard is wrecked."),
    "fw.states_options": ("Night and bad light", "Scenario options: a battle at night brings bad light; speeches "
                          "count -1 in bad light and the war chant rolls an extra die at night."),
}

SPEECHES: Entries = {
    "fw.speech": ("Speeches", "Before the battle the General may speak to one unit of his army, once: 1D6 + his "
                  "leadership (Command - 5), +1 if the unit is in his own contingent, -1 in bad light. The General "
                  "then stands joined to the unit. A Regiment of Renown, independent, is not spoken to, and a whole-"
                  "contingent result passes it over."),
    "fw.speech.table": ("The speech table", "10 or more: legendary, the unit's whole contingent is eager. 9: "
                        "rousing, the unit is eager. 7-8: mediocre, no effect. 6: failure, the unit is shaken and "
                        "confused. 5 or less: major blunder, its whole contingent is shaken and confused."),
    "fw.speech.general": ("The General stays with the unit", "After his speech the General is placed touching the "
                          "unit and joined to it; he may leave it in his moves as usual."),
}

FIREWATER: Entries = {
    "fw.firewater": ("Firewater", "Bought for a unit in the roster (20 points), put on it when the armies are set "
                     "up and kept all battle."),
    "fw.firewater.to_hit": ("Firewater: -1 to hit", "A unit under firewater needs one more to hit when it shoots "
                            "and when it fights."),
    "fw.firewater.result": ("Firewater: +1 to the result", "A side with a unit under firewater in a fight adds 1 to "
                            "its combat result (once, however many of its units have drunk)."),
    "fw.firewater.confusion": ("Firewater: no reorganising", "A confused unit under firewater does not recover at "
                               "the end of its Command phase: it stays confused."),
    "fw.firewater.tests": ("Firewater: +1 to tests", "Fantasy Warriors' threat and casualty tests have no Warhost moment; "
                           "a contingent's command test counts +1 when every unit of it is under firewater."),
}

POISON: Entries = {
    "fw.poison": ("Poisoned arrows", "Bow units of Goblin, Orc and Amazon armies may buy up to 6 poisoned volleys "
                  "(20 points each) in the roster, shown as counters. The player chooses which volley is poisoned: in "
                  "the Shooting phase, before the unit shoots, he readies one; that shot spends it on a target "
                  "that has an armour save and is not undead, whose saves count one worse (against any other "
                  "target it is kept). One a shot: they do not stack; ordinary shooting stays unlimited; a "
                  "readied volley not shot by the end of the phase goes back in the quiver."),
}

FLYING: Entries = {
    "fw.flying": ("Flying counters", "A flyer is in the air (Warmaster's flyer, 100 cm over terrain) or on the "
                  "ground (walking at its troop type's pace, meeting terrain as walkers do). Its counter is put on "
                  "or taken off before the battle, or in its side's Command phase before the unit moves, once a "
                  "turn. Flyers start the battle in the air. A character on a flying mount is the same: on the ground he "
                  "moves the 60 cm of a character on foot."),
}

TRICKS: Entries = {
    "fw.chant": ("The goblin war chant", "A Goblin army may begin it at the start of its first turn before anything "
                 "moves: 1D6 + the General's worth (his Attack bonus + 2), +1D6 at night, +1 if the omens are bad for "
                 "the enemy."),
    "fw.chant.goblins": ("Who chants", "Goblins are units raised from the Goblins list or from a goblin entry of "
                         "another list (the Orcs' Goblins), hired or not. An army of nothing but goblins chants; so "
                         "does a goblin contingent an army hired, with its Hero's worth for the General's. The table "
                         "falls on the goblins who chanted; the whole army stands still while the chant goes on. A "
                         "Regiment of Renown, independent, takes no part and does not keep goblins from chanting."),
    "fw.chant.table": ("The chant table", "16 or more: every enemy contingent takes a command test and every goblin "
                       "unit is eager. 15: every goblin unit is eager. 14: every goblin unit not confused is eager. "
                       "10-13: the chant goes on; at the start of a later turn chant again or end it. 8-9: it peters "
                       "out. 7: every goblin unit is shaken and the omens turn bad. 6 or less: disaster, the same, "
                       "and the army tests (which can shake no more)."),
    "fw.forwards": ("Wood elves setting up forwards", "An army of nothing but wood elves (the Wood Elves list) that "
                    "outmanoeuvres the enemy (Warhost: it set up first) may, before the battle, move units already "
                    "set up into a wood in its own half of the table: every stand in the wood, its centre in the "
                    "army's half. Such a unit starts the battle confused. Woods are Warhost's only terrain of trees; "
                    "units that infiltrate are not yet on the table, as the seed's scouts may not set up forwards."),
    "fw.forwards.hold": ("On hold orders", "The contingent of a unit that set up forwards starts on hold orders: none of "
                         "its units moves on its initiative until it has been given an order (the Command roll is "
                         "Fantasy Warriors' new orders)."),
    "fw.chant.broken": ("A broken chant", "While the chant goes on the army does nothing else: a unit that moves, "
                        "shoots or fights, or a character that moves, breaks it as if 7 had been rolled."),
}

UPDATE: Entries = {
    "fw.update": ("Rules update", "Fantasy Warriors' corrections where Warhost has the moment for them."),
    "fw.update.leave_table": ("Leaving the table for good", "A unit that moves off the table by order or a failed "
                              "order's half move does not roll to return: it is gone, and counts as destroyed "
                              "(option leave_for_good)."),
    "fw.update.central_deployment": ("Deploying in the middle 60% (a suggestion)", "With option central_deployment "
                                     "the side that sets up first (the larger army, or the loser of the roll for it: "
                                     "the side scouting would catch out) sets up only in the middle 60% of its "
                                     "zone's width; the other sets up anywhere in its zone."),
}

EQUIPMENT: Entries = {
    "fw.equipment": ("Battlefield equipment", "Mantlets, pavises, palisades, chevaux de frise and spiked pits are "
                     "bought for a unit in the roster by the length (one stand's frontage, 40 mm; 10 mm deep, pits "
                     "20 mm). Fantasy Warriors prices them by the inch; a length costs that price x 1.6 rounded up: "
                     "mantlet 16, pavise 8, palisade 8, chevaux de frise 8, spiked pit 11. When the armies are set up "
                     "each piece is put down touching the front of the unit that bought it."),
    "fw.equipment.placing": ("Placing fixed equipment", "Fantasy Warriors sets palisades, stakes and pits up with the "
                             "army, up to 18 in from the baseline for the army that outmanoeuvres. Before the battle a "
                             "side may move its fixed pieces within its deployment zone, or up to 45 cm from its own edge "
                             "if it set up first (won the roll-off); never on a stand or another piece."),
    "fw.equipment.cover": ("Cover behind equipment", "A stand right behind a palisade or pavise that lies across the "
                           "shooter's line of sight is defended (soft cover); behind a mantlet it is fortified (hard "
                           "cover), and when half or more of a unit's stands are behind mantlets the rest are defended. "
                           "Casualties come first from the stands in the open. The cover is against missiles only, "
                           "for infantry and artillery; eager units take none."),
    "fw.equipment.over": ("Fighting over equipment", "Fantasy Warriors: a unit touching equipment that touches the enemy "
                          "is in combat with it. Warhost: stands touching opposite sides of a piece fight as if they "
                          "touched each other."),
    "fw.equipment.halt": ("Halting at equipment", "No stand ends a move on a piece but in a pit. A unit meeting "
                          "stakes or a pit may halt touching it at no cost, as the seed's halting unit does. A "
                          "pursuer whose enemy stands right behind a palisade, stakes or mantlet halts touching the "
                          "piece and fights over it; a pursuit never ends in a pit. An eager unit never halts at "
                          "stakes (from their front) or "
                          "a pit: its move may not end touching one it did not start touching, and a charge that ends "
                          "on the front of stakes runs onto them for D6-2 hits."),
    "fw.equipment.crossing": ("Going over equipment", "Moves, charges, retreats, pursuits and falling back may go "
                              "over a palisade, stakes or a pit (not artillery or machines). A palisade confuses the unit, and crossing it faster "
                              "than half pace (its centre moved more than half its pace) costs D6-2 hits. Going on "
                              "through stakes from their front, or over or into a pit, costs D6-3 hits (D6-2 for an "
                              "eager unit). Armour saves the hits. A stand whose retreat would end on a piece is lost, "
                              "as one ending in impassable ground is, but one retreating out of a pit may end still "
                              "partly in it."),
    "fw.equipment.charge": ("Charging over equipment", "Fantasy Warriors: a unit touching equipment that touches the "
                            "enemy is in combat with it. Warhost: a charge on a unit standing behind its own palisade, "
                            "stakes, pavises or mantlets halts with its stands touching the piece's front, and they "
                            "fight over it. A unit charging behind its own mantlets or pavises charges at half pace and "
                            "halts with them touching the enemy. A charge on a unit behind a pit ends in the pit."),
    "fw.equipment.in_pit": ("Standing in a spiked pit", "A unit may end a move or charge in a pit, each stand there "
                            "with its centre in it (never half over it). Going in costs the pit's hits, climbing out "
                            "nothing more. Only a unit in the pit reaches a unit touching its far edge: units halted "
                            "at its two edges do not fight across it, as they do across other pieces."),
    "fw.equipment.carried": ("Carrying mantlets and pavises", "A unit moves its mantlets and pavises at half its "
                             "pace: it passes through them and they are put back touching its front, which must have "
                             "room for them (no stand or other piece in the way). They are never carried into woods, "
                             "villages, buildings, hedges and walls, rivers, or broken and marshy ground (the seed's "
                             "swamps, woods, bushes, buildings and walls)."),
    "fw.equipment.left": ("Equipment left behind", "A unit that becomes eager comes out from behind its mantlets and "
                          "pavises, and one that moves back from them (a retreat) leaves them: they stay where they "
                          "are, used by no one. A piece with no room in front of its unit after a move (a pursuit "
                          "going on past it) is left where it stood, or lost if a stand now stands there."),
    "fw.equipment.one_rank": ("One rank shoots behind mantlets and pavises", "Fantasy Warriors lets a unit using "
                              "mantlets or pavises shoot with one rank only: in Warhost only the stands of its front "
                              "rank (those as far forward as any) shoot, even where a stand behind sees past them."),
    "fw.equipment.arc": ("Shooting from behind a mantlet", "Only targets straight in front of the mantlet may be "
                         "shot at: a stand behind and touching a mantlet of its side shoots only at enemy stands some "
                         "part of which lies between the lines the mantlet's two ends run forward along (the seed's "
                         "ruler on the outer edges of its base); a stand only touching such a line is outside."),
    "fw.equipment.palisade": ("Palisades in combat", "Fantasy Warriors takes 4 from the attacker's worth per length "
                              "of palisade; Warhost takes 2 from the combat result of a side whose unit touches the "
                              "front of an enemy palisade, per length."),
    "fw.equipment.chevaux": ("Chevaux de frise in combat", "Fantasy Warriors takes 2 from the worth of an attacker in "
                             "front of the stakes per length; Warhost takes 1 from that side's combat result per length."),
    "fw.equipment.mantlet": ("Mantlets in combat", "Each mantlet (length) in a fight takes 2 from both sides' worth; "
                             "in Warhost 1 from both sides' combat result, when the mantlet's unit fights an enemy "
                             "touching it."),
    "fw.equipment.pavise": ("Pavises in combat", "Every two pavises (rounded up) in a fight take 1 from both sides' "
                            "worth; Warhost takes 1 per two lengths from both sides' combat result."),
    "fw.equipment.pit": ("Fighting in a spiked pit", "Fantasy Warriors: a unit in a pit deducts 2 from its worth and "
                         "takes the pit's hits again. Warhost gives a side with a stand in a pit -1 to its combat "
                         "result, and a unit in a pit takes the pit's hits again (D6-3, eager D6-2, Armour saves) "
                         "as each combat round it fights there begins."),
    "fw.equipment.range": ("Range from a piece's front", "A unit behind and touching a palisade, pavise or mantlet "
                           "measures its range from the piece's front, and range to a unit behind one is measured to "
                           "the piece's front."),
}

MERCENARIES: Entries = {
    "fw.mercenaries": ("Mercenary contingents", "Any army but an undead one may hire one contingent: units and Heroes "
                       "marked mercenary in the roster, paid up (full points), half paid (half) or unpaid (a "
                       "quarter), rounded up. It is led by a mercenary Hero, may take one more mercenary Hero as its "
                       "individual, never the General, and may not have more stands than the rest of the army. Units "
                       "and Heroes may be hired from another list (list: orcs), with that list's stat lines, "
                       "points and maximums (not its minimums); never from an undead list. A Hero hired from another list "
                       "may ride the mounts that list allows its Heroes, never the hiring army's."),
    "fw.mercenaries.oppose": ("Mercenaries start on oppose", "A mercenary contingent starts the battle on oppose "
                              "orders, Warhost's free standing order: it moves and fights as its orders say."),
    "fw.mercenaries.standing": ("Hold, attack and oppose", "Fantasy Warriors' standing orders: under hold the "
                                "contingent's units may not move (no orders, no initiative; they still shoot and "
                                "fight); under attack a unit given an order must charge or end closer to the enemy, "
                                "does not evade, and may stay put only when no such move is open; oppose is free. The "
                                "General gives new standing orders in the Orders step: 2D6 against his Command less "
                                "the pay; a failure is a failed order of the General."),
    "fw.mercenaries.orders": ("Orders to mercenaries", "Fantasy Warriors' battle leader test is the Command roll: every "
                              "order given to mercenary units is -1 paid up, -2 half paid, -4 unpaid."),
    "fw.mercenaries.loyalty": ("The loyalty test", "At the end of its side's turn, if it lost a unit or its Hero since "
                               "its last test, the contingent rolls 2D6 -1 paid up, -2 half paid, -4 unpaid (+1 "
                               "when all are under firewater). 7 or more: every unit is eager. 5-6: no change. 4 or "
                               "less: roll again. A command test the war chant calls for reads this table too."),
    "fw.mercenaries.betrayal": ("Rout or betrayal", "The roll again is 1D6, +2 paid up, -2 unpaid, read as 6 above 6. "
                                "6: every unit is shaken. 4-5: they leave the battle. 3 or less: they change sides, "
                                "or leave the battle if they have changed sides before."),
    "fw.mercenaries.leave": ("Mercenaries leaving the battle", "The Hero, the individual and every unit of the "
                             "contingent are removed and count as destroyed; a General with them stays."),
    "fw.mercenaries.change_sides": ("Changing sides", "The contingent, its Hero and individual pass to the other "
                                    "player with their orders and pay, and fight for him from his next turn; "
                                    "they keep the stat lines of the list they were hired from. A fight between "
                                    "them and their new friends ends at once; the units stand where they are."),
    "fw.mercenaries.individual": ("The individual without his leader", "When the mercenary Hero is slain, the "
                                  "contingent's individual leaves the battle at once."),
}

PLAYERS: Entries = {
    "fw.players": ("Several players", "Two to four people at one machine, one or two a side (the seat of any of them "
                   "may be the computer's). A side of two players plays the seed's single warchief (one army, one "
                   "General: the first commands the General's contingent, the second every Hero's) or, when the "
                   "second brings an army of his own, its several allied warchiefs. In the side's turn one of them "
                   "is at the table and acts only with his own pieces; he hands the turn to his ally when he has "
                   "done, and each turn begins with the first. The hand-over screen names the player to play next."),
    "fw.players.standing": ("A single General's standing orders", "Before the battle the General's player gives each "
                            "of his ally's contingents hold, attack or oppose orders (oppose until he does); his ally "
                            "plays them within those orders, as mercenaries' standing orders bind. Only the General "
                            "changes them in the battle, in the Orders step, with an order's roll against his Command "
                            "(the seed's 'as in two player games'); a failure is a failed order of the General."),
    "fw.players.allied": ("Allied Generals", "A second player may bring his own army: his roster, of any list, "
                          "with its own General. The two lists are joined for the battle (an entry both have is named "
                          "'Knights (Dwarfs)'). Each player orders only his own army, with his own General and "
                          "Heroes; mercenaries he hired are his. Both armies of an alliance cost the same points, and "
                          "both sides the same total (the seed: a side with fewer armies gets more points). A speech "
                          "before the battle is the first player's General's."),
    "fw.players.allied.orders": ("An allied General's failed order", "Warmaster's General who fails an order stops "
                                 "his whole army's orders: here it stops his own army's only, and his ally's General "
                                 "and Heroes may still give orders that phase."),
    "fw.players.allied.break": ("Each army's own break point", "The seed leaves it open. Each allied army withdraws "
                                "on its own, as a Warmaster army does: when it has lost half its units (rounded "
                                "up; mercenaries who went over to the enemy still count among its units but are no "
                                "loss) or its General. It leaves the battle at once: its units still on the table "
                                "count as destroyed, and its characters go with it. The side fights on while its "
                                "other army stands, and withdraws when both have left."),
    "fw.players.messages": ("Allies' messages", "The seed's allies write one message in the new orders phase, carried "
                            "by a courier, and talk only while their warchiefs' models touch. Warhost has no "
                            "couriers: the player at the table may write his ally one message in each of his side's "
                            "turns, which the ally reads on his hand-over screen when the turn comes to him; while "
                            "the two Generals touch they talk, any number of messages at any time. Every message is "
                            "in the log. A single General's side has no messages: one player commands."),
}

_NOT = "fw.not_carried"
NOT_CARRIED: Entries = {
    _NOT: ("Seed rules Warhost does not carry", "Each entry below names a rule of the companion with no Warhost "
           "counterpart, and why."),
    f"{_NOT}.boasts": ("Boasts", "Warhost has no boasts, so a speech replaces nothing; the General simply may speak."),
    f"{_NOT}.scouting": ("Units that scouted", "No Warhost unit scouts, so no unit is refused a speech or firewater "
                         "for scouting."),
    f"{_NOT}.threat_tests": ("Threat and casualty tests", "Warmaster has no such tests; firewater's +1 goes to the "
                             "command test instead."),
    f"{_NOT}.omens_roll": ("Good omens, soothsayers", "Warhost rolls no omens before the battle; only the bad omens "
                           "a failed chant brings are kept."),
    f"{_NOT}.battle_drum": ("Battle drum", "No Warhost army has a battle drum to add +2 to the chant."),
    f"{_NOT}.mercenary_races": ("One race a unit", "Every Warhost unit is one profile of one list, so all its "
                                "warriors are of one race already; the rule needs no check."),
    f"{_NOT}.mercenary_scouts": ("Mercenary scouts", "Warhost has no scouts, so no unit scouts; the mercenary "
                                "individual is a Hero, or under fw-individuals one of its individuals (the "
                                "Amazon enchantress serves only so)."),
    f"{_NOT}.mercenary_individual_moves": ("The mercenary individual moving with his leader", "Warhost's "
                                           "characters move freely in their own step; the individual is not tied "
                                           "to the Hero's move, only to his life."),
    f"{_NOT}.mercenary_break_point": ("Turned mercenaries and the break point", "The seed does not say; a "
                                      "contingent that changes sides counts towards neither side's break point, "
                                      "though the army that starts with it has fewer units left to lose."),
    f"{_NOT}.hold_orders": ("Hold orders for the chant", "Standing orders come with several players and mercenaries; "
                            "until then the chant asks only that nothing of the army has moved."),
    f"{_NOT}.flyer_range": ("Shooting at or from flyers at long range", "Warmaster's missiles have one range and no "
                            "long-range penalty to apply."),
    f"{_NOT}.handgun_range": ("Handgun ranges 6 and 12 inches", "Warhost's handguns already reach 30 cm, Fantasy Warriors' "
                              "12 inches."),
    f"{_NOT}.through_friends": ("Individuals moving through friends", "Warhost's characters already pass through "
                                "their own side's units."),
    f"{_NOT}.lone_targets": ("Choosing among a group of individuals", "Under the character modules the shooting "
                             "player already picks which lone character to shoot at."),
    f"{_NOT}.terrible_creatures": ("Terrible creatures of equal strength", "In Warmaster a unit that causes terror is "
                                   "never terrified itself, which covers equal strength and more."),
    f"{_NOT}.shooting_into_combat": ("Shooting into combat", "Warmaster already forbids it."),
    f"{_NOT}.equipment_moves": ("Equipment: what is left out", "The casualty test at 25% losses after "
                                "crossing has no Warmaster moment."),
    f"{_NOT}.couriers": ("Couriers and one minute to write", "Warhost has no courier pieces and no clock: an "
                         "allied General's written message reaches his ally with the turn (see Allies' messages)."),
    f"{_NOT}.allied_warchief_in_charge": ("Allied warchiefs, one in overall charge", "The seed's third way of "
                                          "playing is a council of war among players: the rules of allied "
                                          "Generals already carry it, the one in charge being whoever his ally "
                                          "listens to."),
    f"{_NOT}.bookkeeping": ("Standard bearers, couriers, priests, musicians, terrain features, eldritch command, "
                            "finger of death", "Warhost's units have no such models or spells: a unit is its stands."),
}
