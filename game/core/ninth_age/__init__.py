"""The Ninth Age character module (``ninth-age-characters``): the seed's Character rule on Warmaster's table.

Optional, switched on per game; it excludes the Warhammer 8th character module. Each rule lives in its own
file and is declared here: ``pieces`` (characters as pieces with Hits and Armour from the shared data),
``distribution`` (hits from shooting and spells shared with joined characters), ``joining`` (no joining an
engaged or confused unit), ``leaving`` (2.5 cm clear to leave a unit), ``lone`` (lone characters shot at
like one-stand units), ``wiped`` (characters left when their unit is wiped out), ``rules`` (the rulebook).
"""

from __future__ import annotations

from game.core import hooks
from game.core.ninth_age.distribution import distribute, forget
from game.core.ninth_age.joining import may_not_join
from game.core.ninth_age.leaving import leaving_reasons
from game.core.ninth_age.lone import shot_at, targets
from game.core.ninth_age.rules import RULES
from game.core.ninth_age.wiped import keep_characters
from game.core.questions import NEVER_JOINED
from game.core.ruleset import RulesModule

MODULE = RulesModule(
    id="ninth-age-characters",
    title="Ninth Age characters",
    description=(
        "Characters get Hits and Armour, share the hits shot at their unit, may be shot at alone, and join and "
        "leave units as the Ninth Age's Character rule says."
    ),
    optional=True,
    excludes=("warhammer8-characters",),
    hooks={
        hooks.HITS_STRUCK: (distribute,),
        hooks.SHOOTING_ENDS: (forget,),
        hooks.COMBAT_ENDS: (forget,),
        hooks.CHARACTER_MOVE_CHECK: (leaving_reasons,),
        hooks.PIECE_TARGETS: (targets,),
        hooks.PIECE_SHOT: (shot_at,),
        hooks.UNIT_WIPED_OUT: (keep_characters,),
    },
    answers={NEVER_JOINED: may_not_join},
    rulebook=RULES,
)
