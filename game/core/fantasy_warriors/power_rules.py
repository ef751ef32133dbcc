"""Rulebook entries of magical power and the new spells: what the seed says and how Warhost carries it out."""

from __future__ import annotations

from game.core.fantasy_warriors.rules import Entries

POWER: Entries = {
    "fw.power": ("Magical power", "Every Wizard has a pool of power points for the battle, shown on his card: 10 for "
                 "each point of Command above 5 (an Empire Wizard or Orc Shaman at Command 7 has 20, a Goblin "
                 "Shaman at 6 has 10, a High Elf Wizard or Liche Priest at 8 has 30), the translation of Fantasy Warriors' Wizard levels. He pays the new "
                 "spells from it instead of rolling to cast his army's own; in a turn he uses one or the other, "
                 "never both, as Warmaster's Wizards cast one spell a turn."),
    "fw.power.overdrawn": ("Overdrawn power", "A Wizard who must pay more power than he has left is burnt out and slain, "
                           "and the spell does nothing; the seed's overexpended power."),
    "fw.power.test": ("Testing against magic", "Fantasy Warriors' threat test is the translation's test: 2D6 against the "
                      "Command of a character with the unit, else of the nearest friendly character at -1 for each "
                      "full 20 cm beyond the first. Failing confuses the unit; units that cannot be confused do not test."),
    "fw.power.terror": ("Arcane terror", "In his Shooting phase a Wizard makes an enemy unit he sees, not in combat, test as "
                        "if a terrifying enemy of greater worth came at it; failing confuses it. Cost: 1 for each 30 cm "
                        "(the seed's foot) or part of the range, plus the target's worth: its stands x Attacks, plus "
                        "the bonus + 2 of each character with it. The Wizard commits before the cost is rolled."),
    "fw.power.terror_table": ("Arcane terror's cost roll", "After the cost is worked out, 1D6: 1-2 halves it (rounded "
                              "down), 3-4 keeps it, 5-6 doubles it."),
    "fw.power.shield": ("Shield", "In his Shooting phase a Wizard raises a shield of 1 to 6 dice over the friendly unit he "
                        "has joined or touches. Until the end of the enemy's next turn, before each enemy to-hit roll "
                        "of ordinary shooting at the unit, up to that many dice are rolled (no more than the shots): "
                        "the Wizard pays their total and each 4+ takes one shot away. Warhost asks for the number of "
                        "dice when the shield is raised, so the shooting player's turn is never stopped for an answer; "
                        "the shield falls if the Wizard leaves the unit. Cannon balls, bolts and the Helblaster are no "
                        "volleys and pass through it."),
    "fw.power.haste": ("Haste", "In the Orders step, before the move it speeds, a Wizard pays 1D6 for each 7.5 cm (the seed's 3 inches) added to the "
                       "next move this turn of the unit he has joined, or his own move when he stands alone: it goes "
                       "that much further, after any halving. The unit still needs an order to move."),
    "fw.power.duel": ("The arcane duel", "In his Shooting phase a Wizard challenges an enemy Wizard he sees, at any "
                      "range, who has 5 power or more, staking 5 or more face down. The target's side answers to the "
                      "death or to defend, with its own stake (0 or more) face down; in hot-seat each stake is entered "
                      "behind the hand-over screen. Nothing else happens until the answer. Both are shown and each "
                      "rolls 1D6 for every 5 full points staked."),
    "fw.power.duel_outcome": ("The duel's outcome", "The higher total wins; a tie is a stalemate and nobody pays. Otherwise "
                              "both stakes are spent and the winner gains the loser's stake. Defending, a target who "
                              "wins makes the challenger pay his stake once more: if he cannot, he is slain."),
    "fw.power.duel_save": ("Saving throws after a duel", "To the death, the loser makes as many saving throws as the "
                           "difference between the totals; defending, a target who loses makes one. Any failed "
                           "throw slays him. A Wizard saves with his Armour when he wears any, else on 4+: the "
                           "seed's wizard always has a saving throw, and Warhost's wear no armour."),
    "fw.power.fiend": ("Summoning a fiend", "In the Orders step, before he moves, a Wizard rolls 2D6 and pays the "
                       "total: above 6 a fiend stands touching him and neither moves this turn. The fiend, argued from "
                       "Warmaster's summoned Fenbeast and the seed's terrifying presence: a one-stand monster, Attacks "
                       "6, Hits 4, Armour 5+, terror; it counts for neither break point nor victory points, and goes "
                       "when its Wizard dies."),
    "fw.power.fiend_control": ("Controlling the fiend", "In each later Orders step, before the fiend does anything, "
                               "its Wizard rolls as many dice as his player chooses and pays the total: above 6 it "
                               "obeys and is ordered as any unit; 6 or less and he makes a saving throw (as after a "
                               "duel): failing slays him and the fiend goes, passing it obeys but does not move this "
                               "turn. Controlling is his magic for the turn."),
    "fw.power.fiend_banish": ("Banishing the fiend", "Instead of controlling it, the Wizard may banish it in his Orders "
                              "step for 2D6 of power. If he cannot pay he is slain and it is not banished: the enemy "
                              "may take control with a Wizard of its own, who controls it from his next turn, or let "
                              "it vanish."),
}
