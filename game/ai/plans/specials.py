"""The computer's use of army special rules that are choices of their own (digest 10.6).

Machine crews leave and man their machine by ``gun_crews``. Free once-a-turn boosts are always taken when offered (the Anvil struck, or the Nippon Shrine invoked, in the Shooting phase); the once-a-battle
Oathstone is called on as soon as the Hero's unit is in a fight (it is only offered then). Infiltrators are held
back at deployment when the rules allow it, and brought on by a character other than the General where one may
(his failure would stop every order), at the offered place nearest the enemy among those at about the best odds:
troops that appear at their foe's elbow are the point of hiding them. Where only the General may call them, he
gives his other orders first and calls them instead of ending his orders.

The Norse Eye of the Raven rolls again the die of a failed order, or a failed casting roll, that then passes at fair
odds (one in three or better), and a Blunder table die that would cost the unit its Command for good or send it back; the Horn of
Resounding is sounded in the first Command phase with an enemy within 60 cm of the Shaman, when his orders matter.

A Dark Elf blunderer is judged at once (play waits for it): a Hero is executed, since a lost level of Command would
weigh on every order the General gives for the rest of the battle; the Sorceress is spared while the General has
lost no level yet, for her spells are worth more than one level of Command.

The Chaos Dwarfs' Lammasu has one try a turn at an enemy spell laid near it: it is spent on any spell once no other
enemy Wizard may cast this turn, and before then only on a spell that would do real harm (what the caster's side
would reckon it worth, ``LAMMASU_WORTH`` points or more); a slight one is let be, keeping the try for a worse.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.ai.planner import Ctx
from game.core import (
    Action,
    BreatheFire,
    Cast,
    CruelChoice,
    GameState,
    Infiltrate,
    LammasuBreath,
    Order,
    Rank,
    RavenReroll,
    SoundHorn,
    cannon_choice,
    caster_problems,
    choice_offer,
    lammasu_offer,
    levels_lost,
    order_needed,
    raven_offer,
    reroll_odds,
    worth_breathing,
)

# Kinds taken as soon as they are offered, with the reason given for them.
AT_ONCE = {
    "strike_anvil": "the Anvil or the Shrine may steady the units near its bearer, and calling on it costs nothing",
    "oathstone": "the Hero's unit is fighting: now the Oathstone's +1 Attack counts",
    "hold_back": "hidden troops can appear later where the enemy does not expect them",
    "divine_guidance": "the Slann's Divine Guidance makes the orders surer and spares a blunder",
    "pump_wagon": "the Pump Wagon's crew pump away: its move costs no order",
    # Only the closest enemies are offered, and the breath costs nothing: a Dragon mount always breathes.
    "breathe": "the Dragon breathes fire: 3 attacks that cost nothing, at the closest enemy within 20 cm",
}


# Blunder table faces worth the raven's die: -1 Command for the rest of the battle, or a fall back.
RAVEN_BLUNDERS = (1, 2, 3)
RAVEN_ODDS = 1 / 3
HORN_MM = 600
# The harm (in the caster's points) a spell must do for the Lammasu's one try to be spent on it while another enemy
# Wizard may still cast this turn: a bolt or a hold on a unit near the fighting is worth more, a hold on a unit far
# from any foe less.
LAMMASU_WORTH = 3.0


def choose_raven(state: GameState) -> tuple[Action, str] | None:
    """The Eye of the Raven's die, while one is on offer: rolled again where it is worth it."""
    offer = raven_offer(state)
    if offer is None or offer["side"] != state.active:
        return None
    if offer["kind"] == "blunder":
        face = int(offer["faces"][0])
        if face in RAVEN_BLUNDERS:
            return RavenReroll(0), f"the raven's die rolls the Blunder table's {face} again"
        return RavenReroll(0, use=False), f"a {face} on the Blunder table is no worse than a second roll"
    if offer["kind"] == "cast":
        chance = reroll_odds(state, 0)
        if chance < RAVEN_ODDS:
            return None
        return RavenReroll(0), f"the failed spell is cast again: it works {chance:.0%} of the time"
    odds = [reroll_odds(state, d) for d in (0, 1)]
    best = max((0, 1), key=lambda d: odds[d])
    if odds[best] < RAVEN_ODDS:
        return None
    face = offer["faces"][best]
    return RavenReroll(best), f"rolling the {face} again passes the order {odds[best]:.0%} of the time"


def choose_lammasu(ctx: Ctx) -> tuple[Action, str] | None:
    """The Lammasu's answer to an enemy spell held for it: tried against one that hurts, or the last one coming."""
    from game.ai.plans.battle import _spell_value

    state = ctx.state
    offer = lammasu_offer(state)
    if offer is None or offer["side"] != ctx.side:
        return None
    wizard = state.characters[offer["wizard"]]
    spell, unit = offer["spell"], state.units[offer["unit"]].name
    try_it, let_be = LammasuBreath(offer["character"]), LammasuBreath(offer["character"], use=False)
    more = [c.name for c in state.live_characters(wizard.side) if c.id != wizard.id and not caster_problems(state, c, c.id)]
    if not more:
        return try_it, f"the Lammasu tries against {spell}: no other enemy Wizard may cast this turn"
    cast = Cast(**{k: v for k, v in offer["cast"].items() if k != "kind"})
    caster = Ctx(state, wizard.side, ctx.persona, ctx.level, ctx.dice, {})
    harm, _ = _spell_value(caster, cast)
    if harm >= LAMMASU_WORTH:
        return try_it, f"the Lammasu tries against {spell}: it would cost {unit} about {harm:.0f} points"
    return let_be, f"{spell} does {unit} little harm: the Lammasu keeps its try for {more[0]}'s spell"


def choose_cruel(state: GameState) -> tuple[Action, str] | None:
    """The judgement of a Dark Elf blunderer, while one waits on it."""
    offer = choice_offer(state)
    if offer is None or offer["side"] != state.active:
        return None
    ch = state.characters[offer["character"]]
    gen = state.characters[offer["general"]]
    if state.character_profile(ch).rank is Rank.WIZARD and levels_lost(gen) == 0:
        return CruelChoice(execute=False), f"{ch.name}'s spells are worth a level of the General's Command"
    return CruelChoice(execute=True), f"{ch.name} is executed: every order of the General keeps its full Command"


def _horn(state: GameState, legal: Sequence[Action]) -> tuple[Action, str] | None:
    for a in legal:
        if isinstance(a, SoundHorn):
            ch = state.characters[a.character]
            near = any(
                math.hypot(st.x - ch.x, st.y - ch.y) <= HORN_MM for u in state.live_units(1 - ch.side) for st in u.stands
            )
            if near:
                return a, f"the enemy is near: the +1 helps every order {ch.name} gives this turn"
    return None


def choose_special(state: GameState, legal: Sequence[Action]) -> tuple[Action, str] | None:
    """A special-rule action worth taking now, with its reason, or None."""
    for a in legal:
        if a.kind in AT_ONCE:
            return a, AT_ONCE[a.kind]
    raven = choose_raven(state) if any(isinstance(a, RavenReroll) for a in legal) else None
    if raven is not None:
        return raven
    horn = _horn(state, legal)
    if horn is not None:
        return horn
    from game.ai.plans.gun_crews import choose_gun_crew

    crew = choose_gun_crew(state, legal)
    if crew is not None:
        return crew
    cannon = cannon_choice(state, legal)
    if cannon is not None:
        return cannon
    for a in legal:
        if isinstance(a, BreatheFire) and worth_breathing(state, a):
            return a, f"{state.units[a.unit].name} breathes while it has breath enough to pay for it"
    offers = [a for a in legal if isinstance(a, Infiltrate)]
    if not offers:
        return None
    if all(_by_general(state, a) for a in offers) and any(isinstance(a, Order) for a in legal):
        # Only the General may bring them on, and his failure would stop every order of the turn: the other
        # orders go first, and the hidden troops are called when none is left worth giving (``choose_order``).
        return None
    # A Hero or Wizard calls them at once: his failure stops only his own orders, while waiting for the rest
    # would leave the call to the General's turn of orders, which a failure of his could end before it came.
    return choose_infiltration(state, offers)


def _by_general(state: GameState, a: Infiltrate) -> bool:
    return state.character_profile(state.characters[a.character]).rank is Rank.GENERAL


def choose_infiltration(state: GameState, offers: Sequence[Infiltrate]) -> tuple[Action, str]:
    """Of the infiltration orders offered, the one to give: by a character other than the General where one may,
    at about the best odds, nearest the enemy."""
    enemies = [(s.x, s.y) for u in state.live_units(1 - state.active) for s in u.stands]

    def gap(a: Infiltrate) -> float:
        return min((math.hypot(a.x - ex, a.y - ey) for ex, ey in enemies), default=0.0)

    # A General who fails an order stops every order of the turn: another character tries if one may. Of the
    # places offered, those at about the best odds; of those, the nearest the enemy.
    offers = [a for a in offers if not _by_general(state, a)] or list(offers)
    needed = {a: order_needed(state, a) for a in offers}
    likely = max(needed.values()) - 1
    best = min((a for a in offers if needed[a] >= likely), key=gap)
    return best, "the hidden troops appear as close to the enemy as the rules allow at fair odds"
