"""Who attacks whom, and with how many dice (digest 5.2, 5.3, 5.4, 10.0; seed "Characters in combat").

Every stand touching an enemy fights: against an enemy on its front edge if it has one, else one on a
side or rear edge, else one it touches only corner to corner. Among several enemies in the same class
the stand attacks the one it meets along most edge (then the lowest id). Its dice are its Attacks with
the modifiers of the combat table; the joined character with the best bonus adds it to one stand; a
unit whose modifiers leave it no dice at all still rolls one. The score to hit follows the cover of
the enemy stands it touches. The plan is pure: the same plan gives the dice rolled and the odds shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import board, hooks
from game.core.characters.alone import own_unit_id
from game.core.combat.camps import camp
from game.core.combat.contact import FRONT
from game.core.combat.engagements import contacts, data, supports
from game.core.cover import OPEN, RANK, Cover, stand_cover
from game.core.events import Modifier
from game.core.profiles import UnitType
from game.core.questions import (
    ALWAYS_HITS_ON,
    CAUSES_TERROR,
    CHARGE_BONUS,
    CHARGE_DICE,
    EXTRA_CHARGE_ATTACK,
    FIRST_ROUND_FRONT_ATTACKS,
    HAS_NO_FLANKS,
    IGNORES_TERROR,
)
from game.core.state import GameState, Unit, id_key
from game.table import TerrainKind

ATTACK_MULTIPLIER = "attack_multiplier"
"""Unit flag: its Attacks are multiplied by this in its next combat round (the Giant's wild rush sets 2)."""
TERRIFIED = "terrified"
"""Unit flag: it fights as if every enemy were terrifying, whatever its immunity (spells set it)."""
NO_TERROR = "terror_lost"
"""Unit flag: it causes no terror while set (spells set it)."""
RETREAT_MM = "retreat_mm"
"""Unit flag: how far (mm) it retreated in its last combat round; enemies pursuing it get a bonus."""
IN_THE_OPEN = "in_the_open"
"""Unit flag read by game.core.cover: charging, pursuing, advancing and retreated units have no cover."""


@dataclass
class StandAttack:
    """One fighting stand: whom it attacks, its dice and the score it needs."""

    index: int
    target: str
    category: int
    touched: tuple[int, ...]
    dice: int
    to_hit: int
    cover: str
    modifiers: list[Modifier] = field(default_factory=list)


@dataclass
class UnitAttack:
    unit: str
    stands: list[StandAttack]

    @property
    def dice(self) -> int:
        return sum(s.dice for s in self.stands)


@dataclass
class RoundPlan:
    """The attacks of every unit in a fight, and each side's supporting stands."""

    attacks: dict[str, UnitAttack]
    supports: dict[int, int]
    supporters: dict[str, list[str]]



def _front_rule(state: GameState, special: tuple[str, ...]) -> str:
    """The rule that gives a stand its first-round bite to the front: the unit's special rule answering for it
    (the Wood Elves' Wild Riders, the Dark Elves' Cold One Knights)."""
    for tag in special:
        sp = state.ruleset.specials.get(tag)
        if sp is not None and FIRST_ROUND_FRONT_ATTACKS in sp.answers:
            return f"specials.{tag}"
    return "specials.wild_riders"

def terrifying(state: GameState, unit: Unit) -> bool:
    """The unit causes terror: its own rule, or a joined character on a terrifying mount."""
    if unit.flags.get(NO_TERROR):
        return False
    if state.ruleset.ask(CAUSES_TERROR, state, unit):
        return True
    for ch in state.live_characters(unit.side):
        if ch.joined == unit.id:
            mount = state.mount_profile(ch)
            if mount is not None and mount.terror:
                return True
    return False


def ignores_terror(state: GameState, unit: Unit) -> bool:
    if unit.flags.get(TERRIFIED):
        return False
    return state.ruleset.ask(IGNORES_TERROR, state, unit) or terrifying(state, unit)


def charging_now(state: GameState, unit: Unit, round_no: int) -> bool:
    """Charged this turn and fighting its first round of the phase (advances never count)."""
    d = data(state)
    return (
        round_no == 1
        and unit.side == state.active
        and unit.charged
        and unit.id not in d.fought
        and unit.id not in d.advanced
    )


def character_bonus(state: GameState, unit: Unit) -> tuple[int, str, str] | None:
    """(bonus, name, id) of the joined character with the highest Attack bonus, mount included."""
    best: tuple[int, str, str] | None = None
    for ch in state.live_characters(unit.side):
        if ch.joined != unit.id or ch.joined == own_unit_id(ch):
            continue  # a character acting alone fights with its own unit's dice, its bonus counted there
        if any(why(state, ch, unit) for why in state.ruleset.hook(hooks.CHARACTER_SITS_OUT)):
            continue
        bonus = state.character_profile(ch).attack_bonus
        mount = state.mount_profile(ch)
        if mount is not None:
            bonus += mount.attack_bonus
        for more in state.ruleset.hook(hooks.CHARACTER_BONUS):
            bonus += sum(m.value for m in more(state, ch))
        if best is None or bonus > best[0] or (bonus == best[0] and id_key(ch.id) < id_key(best[2])):
            best = (bonus, ch.name, ch.id)
    return best


def _target_cover(
    state: GameState, attacker: Unit, target: Unit, touched: tuple[int, ...], at: tuple[float, float], round_no: int
) -> Cover:
    best = Cover(OPEN)
    for j in touched:
        if j < len(target.stands):
            c = stand_cover(state, target, j, at)
            for grant in state.ruleset.hook(hooks.COMBAT_COVER):
                given = grant(state, attacker, target, j, round_no)
                if given is not None and RANK[given[0]] > c.rank:
                    c = Cover(*given)
            if c.rank > best.rank:
                best = c
    return best


def _in_loose(state: GameState, target: Unit, touched: tuple[int, ...]) -> bool:
    t = board.table(state)
    for j in touched:
        if j < len(target.stands):
            if any(p.kind is TerrainKind.LOOSE for p in t.terrain_under(board.unit_base(state, target, j))):
                return True
    return False


def plan_round(state: GameState, units: list[str], round_no: int) -> RoundPlan:
    """The attacks of every unit of a fight in its next round, as the table stands now."""
    touch = contacts(state)
    members = set(units)
    plan: dict[str, UnitAttack] = {}
    for uid in sorted(units, key=id_key):
        u = state.units[uid]
        if not u.alive:
            continue
        plan[uid] = _unit_attack(state, u, [x for x in touch.get(uid, []) if x.enemy in members], round_no)
    sup_rows = supports(state)
    counts = {0: 0, 1: 0}
    supporters: dict[str, list[str]] = {}
    for uid in sorted(units, key=id_key):
        rows = sup_rows.get(uid, [])
        if not rows or not state.units[uid].alive:
            continue
        counts[camp(state, uid)] += len(rows)
        supporters[uid] = sorted({r[1] for r in rows}, key=id_key)
    return RoundPlan(plan, counts, supporters)


def _unit_attack(state: GameState, u: Unit, touches: list, round_no: int) -> UnitAttack:  # type: ignore[type-arg]
    from game.core.magic import effects

    if effects.sits_out(state, u):
        # A unit that will not fight this turn (a dopey Giant) strikes no blows at all.
        return UnitAttack(u.id, [])
    prof = state.unit_profile(u)
    t = board.table(state)
    mult = max(1, int(u.flags.get(ATTACK_MULTIPLIER, 1)))
    charging = charging_now(state, u, round_no)
    charge_bonus = state.ruleset.ask(CHARGE_BONUS, state, u)
    always = state.ruleset.ask(ALWAYS_HITS_ON, state, u)
    front_extra = state.ruleset.ask(FIRST_ROUND_FRONT_ATTACKS, state, u) if round_no == 1 else 0
    fear_ok = ignores_terror(state, u)
    score_mods = [m for rule in state.ruleset.hook(hooks.STRIKE_SCORE) for m in rule(state, u, "combat")]
    by_stand: dict[int, list] = {}  # type: ignore[type-arg]
    for x in touches:
        by_stand.setdefault(x.stand, []).append(x)
    stands: list[StandAttack] = []
    for i in sorted(by_stand):
        xs = by_stand[i]
        category = min(x.contact.category for x in xs)
        length: dict[str, float] = {}
        for x in xs:
            if x.contact.category == category:
                length[x.enemy] = length.get(x.enemy, 0.0) + x.contact.length
        target = sorted(length, key=lambda e: (-round(length[e], 3), id_key(e)))[0]
        touched = tuple(sorted({x.enemy_stand for x in xs if x.enemy == target and x.contact.category == category}))
        tu = state.units[target]
        base = t.bases_of(u.id)[i]
        cover = _target_cover(state, u, tu, touched, (base.x, base.y), round_no)
        mods: list[Modifier] = []
        if mult > 1:
            mods.append(Modifier(prof.attacks * (mult - 1), "combat.attack_multiplier", "Attacks multiplied"))
        if charging and cover.rank == RANK[OPEN] and not _in_loose(state, tu, touched) and charge_bonus:
            mods.append(Modifier(1, "combat.charge", "charging"))
            if prof.type in (UnitType.MONSTER, UnitType.CHARIOT):
                mods.append(Modifier(1, "combat.charge.monster", f"{prof.type.value} charging"))
            elif state.ruleset.ask(EXTRA_CHARGE_ATTACK, state, u):
                mods.append(Modifier(1, "combat.charge.monster", f"{prof.name} charging"))
            rolled = state.ruleset.ask(CHARGE_DICE, state, u)
            if rolled:
                mods.append(Modifier(rolled, "combat.charge.rolled", f"{prof.name} charging: a {rolled} rolled"))
        retreated = int(tu.flags.get(RETREAT_MM, 0))
        if retreated:
            mods.append(Modifier(1, "combat.pursuit_bonus", "pursuit"))
            extra = retreated // 30
            if extra:
                mods.append(Modifier(extra, "combat.pursuit_bonus.distance", f"enemy retreated {retreated / 10:g} cm"))
        if front_extra and category == FRONT:
            mods.append(Modifier(front_extra, _front_rule(state, prof.special), f"{prof.name}: first round, to the front"))
        mods += effects.attack_modifiers(state, u)
        for per_stand in state.ruleset.hook(hooks.STAND_ATTACKS):
            mods += per_stand(state, u, charging)
        # A unit that counts every enemy as terrifying (Weird Enchantment) loses the Attack to any foe.
        if not fear_ok and (u.flags.get(TERRIFIED) or any(terrifying(state, state.units[x.enemy]) for x in xs)):
            mods.append(Modifier(-1, "combat.terror", "terrifying enemy"))
        for against in state.ruleset.hook(hooks.TARGET_MODIFIERS):
            mods += against(state, u, tu)
        for against_now in state.ruleset.hook(hooks.ROUND_TARGET_MODIFIERS):
            mods += against_now(state, u, tu, round_no)
        if any(x.contact.flanked for x in xs) and not state.ruleset.ask(HAS_NO_FLANKS, state, u):
            mods.append(Modifier(-1, "combat.flank", "enemy on its flank or rear"))
        if u.confused:
            mods.append(Modifier(-1, "combat.confused", "confused"))
        dice = max(0, prof.attacks + sum(m.value for m in mods))
        to_hit, reason = 4 + cover.rank, cover.reason
        if always:
            to_hit, reason = always, f"{prof.name} always hit on {always}+"
        for m in score_mods:
            to_hit += m.value
            reason = f"{reason}; {m.label}" if reason else m.label
        stands.append(StandAttack(i, target, category, touched, dice, to_hit, reason, mods))
    if stands:
        order = sorted(stands, key=lambda s: (s.category, s.index))
        bonus = character_bonus(state, u)
        if bonus is not None:
            first = order[0]
            spell_mods = effects.character_attack_bonus(state, u, state.characters[bonus[2]])
            if bonus[0] > 0:
                first.modifiers.append(Modifier(bonus[0], "combat.character", bonus[1]))
            first.modifiers.extend(spell_mods)
            first.dice += max(0, bonus[0] + sum(m.value for m in spell_mods))
        for rule in state.ruleset.hook(hooks.ONE_STAND_MODIFIERS):
            last = order[-1]
            for m in rule(state, u):
                last.modifiers.append(m)
                last.dice = max(0, last.dice + m.value)
        if sum(s.dice for s in stands) == 0:
            first = order[0]
            first.modifiers.append(Modifier(1, "combat.last_ditch", "last-ditch die"))
            first.dice = 1
    return UnitAttack(u.id, stands)
