"""The Warhammer 8th character module (``warhammer8-characters``): the seed's Characters chapter on Warmaster's
table.

Optional, switched on per game; it excludes the Ninth Age character module, whose characters-as-pieces it
shares (Hits and Armour from the shared data, ``game.core.ninth_age.pieces``). Each rule lives in its own file
and is declared here: ``joining`` (what a character may join), ``shooting`` (combined units, picked-out and
lone characters, Look Out, Sir!), ``challenges`` and ``engaged`` (the decisions before a combat round),
``fighting`` (the challenge, aimed attacks and the Battle Standard in a round), ``leadership`` (Inspiring
Presence, Hold Your Ground), ``rules`` (the rulebook).
"""

from __future__ import annotations

from game.core import hooks
from game.core.ninth_age import front_rank
from game.core.questions import CARRIES_CHARACTERS, MOVES_AS, NEVER_JOINED
from game.core.ruleset import Handler, RulesModule, StepEdit
from game.core.warhammer8 import challenges, combined, sides
from game.core.warhammer8.actions import (
    AcceptChallenge,
    AimAttacks,
    IssueChallenge,
    NameRetiring,
    NoChallenge,
    RefuseChallenge,
)
from game.core.warhammer8.fighting import round_strikes, sits_out
from game.core.warhammer8.joining import join_reasons, leave_reasons, not_in_deployment
from game.core.warhammer8.kept import MODULE_ID, Wh8Kept
from game.core.warhammer8.leadership import hold_your_ground, inspiring_presence
from game.core.warhammer8.rules import RULES
from game.core.warhammer8.shooting import distribute, forget, shot_at, targets

__all__ = ["MODULE", "AcceptChallenge", "AimAttacks", "IssueChallenge", "NameRetiring", "NoChallenge", "RefuseChallenge"]

KINDS = ("wh8_challenge", "wh8_no_challenge", "wh8_accept", "wh8_refuse", "wh8_retire", "wh8_aim")

MODULE = RulesModule(
    id=MODULE_ID,
    title="Warhammer 8th characters",
    description=(
        "Characters join units by troop type, are shielded from shots by full units, may be picked out or shot at "
        "alone with Look Out, Sir!, issue and refuse challenges, and lead by Inspiring Presence and the Battle "
        "Standard, as Warhammer 8th's Characters chapter says."
    ),
    optional=True,
    excludes=("ninth-age-characters",),
    actions={
        # One handler offers every decision open, so the others offer none of their own.
        "wh8_challenge": Handler(challenges.check_challenge, challenges.apply_challenge, challenges.legal),
        "wh8_no_challenge": Handler(challenges.check_no_challenge, challenges.apply_no_challenge),
        "wh8_accept": Handler(challenges.check_accept, challenges.apply_accept),
        "wh8_refuse": Handler(challenges.check_refuse, challenges.apply_refuse),
        "wh8_retire": Handler(challenges.check_retire, challenges.apply_retire),
        "wh8_aim": Handler(challenges.check_aim, challenges.apply_aim),
    },
    steps=(StepEdit("actions", anchor="combat/fight", actions=KINDS),),
    hooks={
        hooks.DECIDER: (challenges.decider,),
        hooks.FIGHT_WAITS: (challenges.fight_waits,),
        hooks.ROUND_STRIKES: (round_strikes,),
        hooks.CHARACTER_SITS_OUT: (sits_out,),
        hooks.HITS_STRUCK: (distribute,),
        hooks.SHOOTING_ENDS: (forget,),
        hooks.COMBAT_ENDS: (forget, challenges.forget),
        hooks.CHARACTER_MOVE_CHECK: (join_reasons, leave_reasons, front_rank.check, sides.check),
        hooks.CHARACTER_JOINS: (combined.take_place,),
        hooks.PIECE_TARGETS: (targets,),
        hooks.PIECE_SHOT: (shot_at,),
        hooks.COMMAND_MODIFIERS: (inspiring_presence,),
        hooks.CONFUSION_REROLL: (hold_your_ground,),
    },
    # A combined unit moves, charges and pursues as one (the seed's "Combined Units"): its characters go with it.
    answers={NEVER_JOINED: not_in_deployment, MOVES_AS: combined.moves_as, CARRIES_CHARACTERS: combined.carries},
    state=Wh8Kept,
    rulebook=RULES,
)
