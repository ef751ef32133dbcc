"""Characters as pieces under the character modules (Ninth Age, Warhammer 8th): what the modules share.

Warmaster never lets a character fight or be hit on its own; the character modules do. ``alone`` holds
the pieces every such module reuses: a character's troop type, and a lone character taking the field
as a one-stand unit of its own (its "own unit") while it charges or is charged, fights and is slain at
its Hits. Nothing here acts unless a module calls it.
"""
