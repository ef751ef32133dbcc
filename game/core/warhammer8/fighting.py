"""The round of an engagement under the module (hook ``ROUND_STRIKES``): the challenge fought, attacks aimed at
a joined character rolled, and the Battle Standard's +1 to the combat result.

In a challenge the two characters fight only each other: each rolls its Attack bonus + 2 dice (mount
included) at 4+, the other saves on its Armour, and it is slain at its Hits. Hits that slay count for the
result like hits on stands, and those beyond, up to 3, count as overkill. Attacks aimed at a joined
character are taken out of the stands touching it and rolled at that stand's score; the character saves on
its Armour; hits beyond what slays it are lost, not passed to the unit.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.combat.attacks import RoundPlan
from game.core.combat.engagements import engagement_id
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.ninth_age import pieces
from game.core.state import Character, GameState, Unit
from game.core.warhammer8 import engaged
from game.core.warhammer8.events import HitsLost, Overkill, StandardBonus
from game.core.warhammer8.kept import wh8_kept
from game.core.warhammer8.leadership import is_standard

OVERKILL_MOST = 3
RULES = {"ninth_age.hits": "wh8.hits", "ninth_age.slain": "wh8.slain"}


def alone_dice(state: GameState, ch: Character) -> int:
    """A character fighting by itself: its Attack bonus, mount included, + 2 (module-adaptations)."""
    mount = state.mount_profile(ch)
    return state.character_profile(ch).attack_bonus + (mount.attack_bonus if mount else 0) + 2


def strike(state: GameState, ch: Character, hits: int) -> list[Event]:
    """Put hits on a character under this module's rules (the shared pieces' events, named for this module)."""
    unit = state.units.get(ch.joined or "")
    evs = pieces.strike(state, ch, hits, unit.name if unit else "", unit.id if unit else ch.id)
    return [replace(e, rule=RULES.get(e.rule, e.rule)) for e in evs]


def _roll(
    state: GameState, dice: Dice, who: str, side: int, target: Character, n: int, to_hit: int,
    mods: tuple[Modifier, ...], rule: str, verb: str = "attack",
) -> tuple[int, list[Event]]:
    """Roll ``n`` attacks at a character and its saves: (hits struck after saves, events)."""
    purpose = f"{who} {verb} {target.name}"
    faces = dice.roll(n, 6, purpose)
    hits = sum(1 for f in faces if f >= to_hit)
    events: list[Event] = [
        DiceRolled(purpose=purpose, sides=6, faces=faces, target=to_hit, modifiers=mods, total=hits,
                   outcome=f"{hits} hit{'s' if hits != 1 else ''}", side=side, rule=rule)
    ]
    p = pieces.piece(state, target)
    if hits and p is not None and p.armour is not None:
        purpose = f"{target.name}: armour saves"
        saves = dice.roll(hits, 6, purpose)
        saved = sum(1 for f in saves if f >= p.armour)
        hits -= saved
        events.append(DiceRolled(purpose=purpose, sides=6, faces=saves, target=p.armour, total=saved,
                                 outcome=f"{saved} saved", side=target.side, rule=rule))
    return hits, events


def _duel(state: GameState, pair: list[str], dice: Dice) -> tuple[list[Event], list[int]]:
    chars = sorted((state.characters[c] for c in pair), key=lambda c: c.side != state.active)
    score = [0, 0]
    events: list[Event] = []
    struck: list[tuple[Character, int]] = []
    for ch in chars:
        foe = chars[1] if ch is chars[0] else chars[0]
        hits, evs = _roll(
            state, dice, ch.name, ch.side, foe, alone_dice(state, ch), 4, (), "wh8.challenge.fight", "attacks"
        )
        events += evs
        struck.append((foe, hits))
    for foe, hits in struck:  # blows fall together: both strike before either falls
        left = pieces.hits_left(state, foe)
        counted = min(hits, left)
        score[1 - foe.side] += counted
        events += strike(state, foe, counted)
        if hits > left and left > 0:
            extra = min(OVERKILL_MOST, hits - left)
            score[1 - foe.side] += extra
            events.append(Overkill(character=foe.id, character_name=foe.name, excess=hits - left, counted=extra,
                                   rule="wh8.challenge.overkill"))
    return events, score


def _aimed(state: GameState, plan: RoundPlan, units: list[str], dice: Dice) -> tuple[list[Event], list[int]]:
    score = [0, 0]
    events: list[Event] = []
    for key, wanted in sorted(wh8_kept(state).aims.items()):
        uid, cid = key.split(">")
        ch = state.characters.get(cid)
        if uid not in plan.attacks or wanted <= 0 or ch is None or not ch.alive:
            continue
        attacker = state.units[uid]
        stands = engaged.aiming_stands(state, plan, attacker, ch)
        n = min(wanted, sum(s.dice for s in stands))
        if n <= 0:
            continue
        taken = n
        for s in stands:  # the aimed dice come out of the stands touching the character
            out = min(s.dice, taken)
            s.dice -= out
            taken -= out
        mods = tuple(stands[0].modifiers)
        hits, evs = _roll(state, dice, attacker.name, attacker.side, ch, n, stands[0].to_hit, mods, "wh8.close_combat")
        events += evs
        left = pieces.hits_left(state, ch)
        if hits > left:
            events.append(HitsLost(character=ch.id, character_name=ch.name, hits=hits - left, rule="wh8.close_combat.lost"))
        score[attacker.side] += min(hits, left)
        events += strike(state, ch, min(hits, left))
    return events, score


def round_strikes(
    state: GameState, plan: RoundPlan, units: list[str], round_no: int, dice: Dice
) -> tuple[list[Event], tuple[int, int]]:
    """The hook ``ROUND_STRIKES``: the challenge, the aimed attacks and the Battle Standard, for one round."""
    wh8_kept(state).talks.pop(engagement_id(sorted(units)), None)
    state._cache.pop("wh8_open", None)
    events: list[Event] = []
    score = [0, 0]
    # The Battle Standard counts while its bearer lives into the round, whatever befalls it in the round.
    standards = [
        (ch, state.units[ch.joined].name)
        for ch in state.live_characters()
        if ch.joined in units and is_standard(ch) and state.units[ch.joined].alive
    ]
    pair = engaged.duel_of(state, units)
    if pair is not None:
        evs, more = _duel(state, pair, dice)
        events += evs
        score = [score[0] + more[0], score[1] + more[1]]
    evs, more = _aimed(state, plan, units, dice)
    events += evs
    score = [score[0] + more[0], score[1] + more[1]]
    for side in (0, 1):
        found = next(((c, name) for c, name in standards if c.side == side), None)
        if found is not None:
            ch, name = found
            score[side] += 1
            events.append(StandardBonus(character=ch.id, character_name=ch.name, side=side, unit_name=name,
                                        rule="wh8.battle_standard.combat"))
    return events, (score[0], score[1])


def sits_out(state: GameState, ch: Character, unit: Unit) -> str:
    """The hook ``CHARACTER_SITS_OUT``: a character in a challenge fights only its foe; one that retired strikes no blow."""
    if engaged.in_duel(state, ch):
        return f"{ch.name} fights a challenge"
    if engaged.retired_now(state, ch):
        return f"{ch.name} retired from a challenge"
    return ""
