"""The Ninth Age character module (``ninth-age-characters``): the seed's Character rule on Warmaster's table.

Optional, switched on per game; it excludes the Warhammer 8th character module. Each rule lives in its own
file and is declared here: ``pieces`` (characters as pieces with Hits and Armour from the shared data),
``distribution`` (hits from shooting and spells shared with joined characters), ``joining`` (no joining an
engaged or confused unit), ``leaving`` (2.5 cm clear to leave a unit), ``lone`` (lone characters shot at
like one-stand units), ``fighting`` (lone characters charged and fighting as one-stand units, joined ones
fighting from the front rank, Make Way), ``charging`` (characters ordered to charge, alone or out of a
unit; shaken units), ``bands`` (characters joining characters; ``band_setup`` in deployment), ``wiped`` (characters left when their unit is wiped out), ``rules`` (the rulebook).
"""

from __future__ import annotations

from game.core import hooks
from game.core.ninth_age import band_setup, bands, charging, fighting, front_rank
from game.core.ninth_age.distribution import distribute, forget
from game.core.ninth_age.joining import may_not_join
from game.core.ninth_age.leaving import leaving_reasons
from game.core.ninth_age.lone import shot_at, targets
from game.core.ninth_age.rules import RULES
from game.core.ninth_age.wiped import keep_characters
from game.core.questions import CARRIES_CHARACTERS, CHARGE_PASSES, NEVER_JOINED
from game.core.ruleset import Handler, RulesModule, StepEdit

MODULE = RulesModule(
    id="ninth-age-characters",
    title="Ninth Age characters",
    description=(
        "Characters get Hits and Armour, share the hits shot at their unit, may be shot at, charged and fought "
        "alone, charge out of units, make way to the front rank, and join and leave units as the Ninth Age's "
        "Character rule says."
    ),
    optional=True,
    excludes=("warhammer8-characters",),
    actions={
        charging.KIND: Handler(charging.check, charging.apply, charging.legal),
        bands.KIND: Handler(bands.check, bands.apply, bands.legal),
        band_setup.KIND: Handler(band_setup.check, band_setup.apply, band_setup.legal),
    },
    steps=(
        StepEdit("actions", anchor="command/orders", actions=(charging.KIND,)),
        StepEdit("actions", anchor="command/characters", actions=(bands.KIND,)),
        StepEdit("actions", anchor="deployment/deploy", actions=(band_setup.KIND,)),
    ),
    hooks={
        hooks.HITS_STRUCK: (distribute,),
        hooks.SHOOTING_ENDS: (forget,),
        hooks.COMBAT_ENDS: (forget, fighting.at_combat_end),
        hooks.CHARACTER_MOVE_CHECK: (leaving_reasons, front_rank.check, bands.host_stays),
        hooks.CHARACTER_JOINS: (front_rank.take_place,),
        hooks.PIECE_TARGETS: (targets,),
        hooks.PIECE_SHOT: (shot_at,),
        hooks.UNIT_WIPED_OUT: (keep_characters,),
        hooks.CHARGEABLE_CHARACTER: (fighting.chargeable,),
        hooks.CHARACTER_SITS_OUT: (fighting.sits_out,),
        hooks.COMBAT_ROUND_BEGINS: (fighting.make_way,),
        hooks.COMMAND_MODIFIERS: (charging.shaken_order,),
        hooks.AFTER_ACTION: (fighting.stand_alone_again,),
    },
    answers={
        NEVER_JOINED: may_not_join,
        CARRIES_CHARACTERS: lambda state, unit, answer: True,
        CHARGE_PASSES: charging.passes_through,
    },
    rulebook=RULES,
)
