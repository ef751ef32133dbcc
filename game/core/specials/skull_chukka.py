"""The Skull Chukka (digest 10.5 [4], 7.1): a stone thrower whose flaming skulls unnerve the living.

Drive-back dice for the hits it scored confuse the unit on a 4, 5 or 6 rather than only on a 6; they are
rolled apart from the dice for other shooters' hits, which still confuse only on a 6. Undead targets, as
ever, are never confused.
"""

from __future__ import annotations

# The special rule "skull_chukka" answers the question DRIVE_BACK_CONFUSES_ON with this face (game.core.specials).
CONFUSES_FROM = 4
