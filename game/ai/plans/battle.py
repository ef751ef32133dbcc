"""The Shooting and Combat phases: whom to shoot, which spell to cast on whom, the order of the fights,
and what each unit does after a round (stand, fall back, pursue or advance).

Shots are weighed with ``game.core.shooting.odds.shot_odds``, spells with
``game.core.magic.odds.spell_chance`` times what the spell would do, fights with
``game.core.combat.odds.fight_odds`` and pursuits and advances with ``scoring.combat.estimate``.
"""

from __future__ import annotations

import math

from game.ai.planner import Choice, Ctx, pct
from game.ai.plans.moving import unit_intent
from game.ai.scoring.combat import Estimate, estimate
from game.ai.scoring.geometry import FRONT, zone_of
from game.ai.scoring.views import UnitView, heading
from game.ai.scoring.volleys import volley_worth
from game.core import (
    ADVANCE,
    CAUSES_TERROR,
    FALL_BACK,
    HERD_KINDS,
    PURSUE,
    RAGE_DICE,
    RETREAT,
    STAND,
    Action,
    Cast,
    Character,
    CombatChoice,
    Fight,
    Proceed,
    RageDie,
    Shoot,
)

# Hits a spell's attacks are expected to leave (4+ to hit), before armour.
SPELL_ATTACKS = {"foot_of_gork": 6, "bolt": 3, "touch": 3, "line": 3, "quake": 3, "curse_of_years": 6, "plague": 6,
                 "black_horror": 4, "soul_stealer": 3}
# Spells of attacks against which armour never saves.
NO_ARMOUR_SPELLS = ("bolt", "black_horror", "soul_stealer")
# How near the Wizard a spell that works all around him reaches, when its entry gives no range.
AROUND_MM = 300
LINE_MM = 300
# How near a Druid a summoned Fenbeast stands for him to order it next turn (a Wizard's 20 cm, less its depth).
FENBEAST_REACH_MM = 180


def _saved(v: UnitView) -> float:
    a = v.prof.armour
    return 1 - max(0, 7 - a) / 6 if a else 1.0


def _attacks_worth(ctx: Ctx, v: UnitView, attacks: int, armour: bool = True) -> float:
    """Points a spell's ``attacks`` on ``v`` are worth (half of them hit, less armour saves unless it pierces)."""
    hits = attacks * 0.5 * (_saved(v) if armour else 1.0)
    return _worth_of_hits(ctx, v, hits)


def _worth_of_hits(ctx: Ctx, v: UnitView, hits: float, follow: float = 0.0) -> float:
    """Points ``hits`` more hits on ``v`` are worth. Looking ahead, only the stands they help remove before
    the phase's odd hits are discarded count, the side's other shooters' ``follow`` hits on ``v`` counted on;
    otherwise every hit counts alike."""
    if not ctx.level.lookahead:
        return min(hits, v.hits_left) * v.per_hit * 1.2
    u = ctx.state.units[v.id]
    return volley_worth(v, u.hits, hits, follow, u.start_size, u.addon_stands)


def _spell_value(ctx: Ctx, a: Cast) -> tuple[float, str]:
    """What the spell would do if it works (points), and in words."""
    state = ctx.state
    vs = ctx.views
    army = state.sides[ctx.side].army
    spell = next((s for s in army.spells if s.name == a.spell), None)
    if spell is None:
        return 0.0, ""
    effect = spell.effect
    t = vs.get(a.target)
    if effect in ("foot_of_gork", "bolt", "touch", "curse_of_years", "plague", "black_horror", "soul_stealer") and (
        t is not None
    ):
        return _attacks_worth(
            ctx, t, SPELL_ATTACKS[effect], armour=effect not in NO_ARMOUR_SPELLS
        ), f"{SPELL_ATTACKS[effect]} attacks on {t.name}"
    if effect == "line":
        ch = state.characters[a.wizard]
        fx, fy = heading(a.facing)
        total = 0.0
        hit = []
        for v in vs.values():
            # Units whose centre lies near the line's 30 cm path are taken to be crossed by it.
            rx, ry = v.cx - ch.x, v.cy - ch.y
            along = rx * fx + ry * fy
            if not 0 <= along <= LINE_MM + 20 or abs(rx * fy - ry * fx) > 35 or v.id == ch.joined:
                continue
            worth = _attacks_worth(ctx, v, SPELL_ATTACKS["line"])
            total += worth if v.side != ctx.side else -worth
            if v.side != ctx.side:
                hit.append(v.name)
        return total, "burning " + ", ".join(hit) if hit else ""
    if effect == "wings_of_the_jungle" and state.character_profile(state.characters[a.wizard]).rank == "general":
        # The caster goes with the unit: a General carried into the enemy's reach risks the whole army.
        return 0.0, ""
    if effect in ("order", "vanhels_danse_macabre", "wings_of_the_jungle") and t is not None:
        from game.ai.plans.moving import _allowance

        intent = unit_intent(ctx, t, _allowance(ctx, [t], "order"), 0.0)
        return max(0.0, intent.gain), f"{t.name} to {intent.words}"
    if effect == "weird_enchantment" and t is not None:
        from game.core import NOT_FRIGHTENED_BY_SPELLS

        if t.engaged and state.ruleset.ask(NOT_FRIGHTENED_BY_SPELLS, state, state.units[t.id]):
            return 1.0, f"slowing {t.name}"  # stuck in a fight and not frightened: half pace hardly matters
        near = min((math.dist((t.cx, t.cy), (f.cx, f.cy)) for f in ctx.friends), default=9999)
        return (6.0 + 0.08 * t.value if near <= t.pace + 200 else 1.0), f"slowing {t.name}"
    if effect == "gerroff" and t is not None:
        near = min((math.dist((t.cx, t.cy), (f.cx, f.cy)) for f in ctx.friends), default=9999)
        return (5.0 + 0.06 * t.value if near <= t.pace + 100 else 0.5), f"shoving {t.name} back"
    if effect == "rally" and t is not None:
        return 2.5 * t.stands + 2.0, f"{t.name} fights with +1 Attack"
    if effect in ("quake", "light_of_battle", "daemonic_rage"):
        ch = state.characters[a.wizard]
        reach = spell.range_mm or AROUND_MM
        # Units whose centre lies within reach (plus half a unit's frontage) are taken to be in range.
        near = [v for v in vs.values() if math.dist((v.cx, v.cy), (ch.x, ch.y)) <= reach + 60]
        if effect == "quake":
            foes = [v for v in near if v.side != ctx.side]
            worth = sum(_attacks_worth(ctx, v, SPELL_ATTACKS["quake"]) for v in foes)
            return worth, "shaking " + ", ".join(v.name for v in foes) if foes else ""
        fighting = [v for v in near if v.side == ctx.side and v.engaged and _helped(ctx, v.id)]
        return 3.0 * len(fighting), "an extra die for " + ", ".join(v.name for v in fighting) if fighting else ""
    if effect in ("heavens_fire", "glory_of_cathay") and t is not None and not t.engaged:
        return 2.0 * t.stands, f"{t.name} shoots once more"
    if effect == "ferocity_of_tigers" and t is not None and t.engaged:
        return 2.5 * t.stands + 1.0, f"{t.name} fights with +1 Attack a stand"
    if effect == "tranquility_of_heaven":
        return _calm_worth(ctx, state.characters[a.wizard], spell.range_mm or 0)
    if effect == "wither" and t is not None and t.engaged:
        return 2.0 * t.stands + 1.0, f"{t.name} fights with -1 Attack"
    if effect == "boon_of_chaos" and t is not None:
        return 2.5 * t.stands + 2.0, f"{t.name} fights with +1 Attack"
    if effect == "rage_of_chaos" and t is not None and t.engaged:
        return 3.0 * min(t.stands, RAGE_DICE_WANTED) + 1.0, f"{t.name} fights in a rage"
    if effect in ("anger_of_the_gods", "downpour"):
        ch = state.characters[a.wizard]
        foes = [v for v in vs.values() if v.side != ctx.side and math.dist((v.cx, v.cy), (ch.x, ch.y)) <= 360]
        # Chaos's Anger of the Gods and Araby's Sand Storm are one rule; the words name the spell cast.
        what = f"{spell.name} on " if effect == "anger_of_the_gods" else "rain on "
        return 1.5 * len(foes), what + ", ".join(v.name for v in foes) if foes else ""
    if effect == "summon_fenbeast":
        return _summon_value(ctx, a)
    if effect == "mirage":
        return _mirage_worth(ctx, a.x, a.y)
    if effect == "shield_of_combat" and t is not None:
        # Worth most to a unit already fighting, or about to: saves rolled again in two Combat phases.
        near = min((math.dist((t.cx, t.cy), (e.cx, e.cy)) for e in vs.values() if e.side != ctx.side), default=9999)
        return (2.0 * t.stands + 1.0 if t.engaged or near <= 200 else 0.0), f"{t.name} saves again in combat"
    if effect == "eerie_mist" and t is not None:
        near = min((math.dist((t.cx, t.cy), (f.cx, f.cy)) for f in ctx.friends), default=9999)
        return (4.0 + 0.04 * t.value if near <= t.pace + 200 else 0.5), f"clouding {t.name} in mist"
    if effect == "aerial_shield" and t is not None and not t.engaged:
        shooters = [
            e for e in vs.values()
            if e.side != ctx.side and e.shots and math.dist((t.cx, t.cy), (e.cx, e.cy)) <= e.range_mm + 200
        ]
        return (1.5 * t.stands if shooters else 0.0), f"shielding {t.name} from {len(shooters)} shooting units"
    if effect == "shield_of_the_old_ones" and t is not None and t.engaged:
        armour = state.unit_profile(state.units[t.id]).armour
        # Worth something only where the Armour gets better (never past 4+).
        return (2.0 * t.stands + 1.0 if armour is None or armour > 4 else 0.0), f"{t.name} armoured in combat"
    if effect == "hold" and t is not None:
        # Worth most on an enemy about to charge, or winning a fight it would follow up.
        near = min((math.dist((t.cx, t.cy), (f.cx, f.cy)) for f in ctx.friends), default=9999)
        return (4.0 + 0.04 * t.value if t.engaged or near <= t.pace + 200 else 0.5), f"holding {t.name} back"
    if effect in ("tree_singing", "mists_of_albion") and t is not None and not t.engaged:
        # Defended in the open: worth what it saves against shooters, or chargers, within reach of the unit.
        foes = [
            e for e in vs.values()
            if e.side != ctx.side and math.dist((t.cx, t.cy), (e.cx, e.cy)) <= max(e.range_mm, e.pace) + 200
        ]
        shelter = "the trees shelter" if effect == "tree_singing" else "mist hides"
        return (1.5 * t.stands if foes else 0.0), f"{shelter} {t.name} from {len(foes)} enemy units"
    if effect == "call_of_the_hunt" and t is not None and not t.engaged:
        from game.ai.scoring.exact import exact_charge
        from game.core import hunt_problems, quarry

        unit = state.units[t.id]
        prey = quarry(state, unit)
        if prey is None or hunt_problems(state, unit):
            return 0.0, ""
        got = exact_charge(state, t.id, prey.id)
        # The enemy's shooting at chargers is spared: the charge is worth its first round, if that is any good.
        return (max(0.0, got[0].gain) if got else 0.0), f"{t.name} hunts down {prey.name}"
    if effect == "fury_of_the_forest":
        from game.core import fury_victims

        foes = [vs[u.id] for u in fury_victims(state, state.characters[a.wizard], a.target) if u.id in vs]
        worth = sum(_attacks_worth(ctx, v, 3) for v in foes)
        return worth, "the wood lashes " + ", ".join(v.name for v in foes) if foes else ""
    if effect == "holy_fervour" and t is not None and t.engaged:
        return 2.5 * t.stands + 2.0, f"{t.name} fights with +1 Attack"
    if effect == "sanctuary" and t is not None:
        from game.core import hallowed_by

        if hallowed_by(state, a.wizard) == t.id:
            return 0.0, ""  # praying for it again would only risk the blessing it has
        # Defended where it stands: worth most to a unit fighting, or within reach of shooters and chargers.
        foes = [
            e for e in vs.values()
            if e.side != ctx.side and math.dist((t.cx, t.cy), (e.cx, e.cy)) <= max(e.range_mm, e.pace) + 200
        ]
        return (SANCTUARY_WORTH * t.stands + (1.0 if t.engaged else 0.0) if t.engaged or foes else 0.0), (
            f"hallowing the ground under {t.name}"
        )
    if effect in ("aspect_of_wulfen", "word_of_fear") and t is not None and t.engaged:
        # Terror for this Combat phase only: worth it to a unit already fighting.
        return 2.0 * t.stands + 1.0, f"{t.name} cause terror in this fight"
    if effect == "frenzy_of_chaos" and t is not None and t.engaged:
        # Every miss rolled again: about a third more hits from a unit fighting now.
        return 2.0 * t.stands + 1.0, f"{t.name} rolls its misses again"
    if effect == "summon_daemons" and t is not None:
        from game.core import summon_problem

        if summon_problem(state, state.units[t.id]):
            return 0.0, ""
        # A stand back restores what it cost, more to a unit fighting (a stand more to strike with).
        per_stand = t.value / max(1, t.stands)
        return 4.0 + 0.1 * per_stand + (2.0 if t.engaged else 0.0), f"a stand back for {t.name}"
    if effect == "curse_of_the_djinn" and t is not None and t.engaged:
        save = state.unit_profile(state.units[t.id]).armour
        if save is None:
            return 0.0, ""  # no saves to roll again
        # Each save made is rolled again: worth most on well-armoured units, fighting this turn.
        return (2.0 * t.stands * (7 - save) / 6 + 0.5), f"cursing {t.name}'s armour"
    if effect == "eye_of_the_raven":
        return 2.0, "a die banked to roll again in the next Command phase"
    if effect == "spite_of_low_key":
        ch = state.characters[a.wizard]
        leaders = [
            c.name for c in state.live_characters(1 - ctx.side)
            if state.character_profile(c).rank != "general" and math.dist((c.x, c.y), (ch.x, ch.y)) <= 360
        ]
        return 2.0 * len(leaders), "the trickster's curse on " + ", ".join(leaders) if leaders else ""
    if effect == "traitor_kin" and t is not None:
        # No initiative and -1 to its orders through its next turn: worth most on beasts about to reach us.
        near = min((math.dist((t.cx, t.cy), (f.cx, f.cy)) for f in ctx.friends), default=9999)
        return (3.0 + 0.03 * t.value if near <= t.pace + 200 else 0.5), f"turning {t.name}'s beasts on them"
    if effect == "power_of_herd":
        ch = state.characters[a.wizard]
        reach = spell.range_mm or AROUND_MM
        herd = [v for v in vs.values() if v.side == ctx.side and v.engaged and state.units[v.id].profile in HERD_KINDS
                and math.dist((v.cx, v.cy), (ch.x, ch.y)) <= reach + 60]
        return 2.5 * sum(v.stands for v in herd), "the herd's fury for " + ", ".join(v.name for v in herd) if herd else ""
    if effect == "twilight_host" and t is not None:
        # Terror costs each enemy stand fighting the unit an Attack: worth most to a unit fighting, or about to.
        near = min((math.dist((t.cx, t.cy), (e.cx, e.cy)) for e in vs.values() if e.side != ctx.side), default=9999)
        return (2.0 * t.stands + 1.0 if t.engaged or near <= t.pace + 200 else 0.0), f"{t.name} cause terror"
    if effect == "monster_bear" and t is not None and t.engaged:
        # Terror takes an Attack from each enemy stand fighting it (as Chill would), and the bear adds two dice.
        return 2.0 * t.stands + 3.0, f"{t.name} fights beside a great bear"
    if effect == "freeze" and t is not None:
        # A stand shatters when a die beats the target's Hits: worth that chance of one stand's points.
        hits = state.unit_profile(state.units[t.id]).hits
        chance = max(0, 6 - hits) / 6
        return chance * t.value / max(1, t.stands), f"a {pct(chance)} chance to shatter a stand of {t.name}"
    from game.ai.plans.gut_spells import spell_worth

    return spell_worth(ctx, effect, t) or (0.0, "")


def _helped(ctx: Ctx, uid: str) -> bool:
    """Whether a friendly spell reaching the unit helps it (a hired regiment of renown it passes over)."""
    from game.core import SHARES_FRIENDLY_EFFECTS

    return bool(ctx.state.ruleset.ask(SHARES_FRIENDLY_EFFECTS, ctx.state, ctx.state.units[uid]))


def _calm_worth(ctx: Ctx, ch: Character, reach: float) -> tuple[float, str]:
    """Tranquility of Heaven: worth an Attack a stand to each friend within reach that fights, or may soon fight,
    an enemy causing terror."""
    state = ctx.state
    dread = [v for v in ctx.views.values()
             if v.side != ctx.side and state.ruleset.ask(CAUSES_TERROR, state, state.units[v.id])]
    calmed = [
        v for v in ctx.views.values()
        if v.side == ctx.side and math.dist((v.cx, v.cy), (ch.x, ch.y)) <= reach + 60 and _helped(ctx, v.id)
        and any(math.dist((v.cx, v.cy), (e.cx, e.cy)) <= e.pace + 200 for e in dread)
    ]
    return 2.0 * sum(v.stands for v in calmed), "calming " + ", ".join(v.name for v in calmed) if calmed else ""


def _summon_value(ctx: Ctx, a: Cast) -> tuple[float, str]:
    """A Fenbeast summoned against an enemy already fighting adds its 6 Attacks (and terror) to that fight; one
    summoned in the open is a free monster, worth more the nearer the enemy it can reach next turn."""
    foes = [v for v in ctx.views.values() if v.side != ctx.side]
    if not foes:
        return 0.0, ""

    def gap(v: UnitView) -> float:
        return min(math.dist((a.x, a.y), (st.x, st.y)) for st in ctx.state.units[v.id].stands)

    fights = [v for v in foes if v.engaged and gap(v) <= 45]
    if fights:
        v = max(fights, key=lambda f: _attacks_worth(ctx, f, 6))
        return _attacks_worth(ctx, v, 6) + 3.0, f"a Fenbeast rises in the fight with {v.name}"
    near = min(foes, key=gap)
    # Only a Druid orders it, and next turn's orders come before he moves: a beast within his reach may go on.
    ch = ctx.state.characters[a.wizard]
    heeds = math.dist((a.x, a.y), (ch.x, ch.y)) <= FENBEAST_REACH_MM
    return 4.0 + 3.0 * heeds + max(0.0, 400 - gap(near)) / 100, f"a Fenbeast rises on the way to {near.name}"


# What slaying a lone enemy character is worth, in points: the General's loss may end the battle.
GENERAL_WORTH = 150.0
CHARACTER_WORTH = 60.0


def _at_character(ctx: Ctx, a: Shoot) -> tuple[float, Action, str]:
    """A shot at a lone character (a rule module lets it be a target): the chance-weighted worth of slaying it."""
    from game.core import shot_odds

    state = ctx.state
    ch = state.characters[a.target]
    piece = state.army_of(ch).piece(ch.profile)
    hits = float(shot_odds(state, a.unit, a.target))
    if piece is None:
        return 0.0, a, ""
    worth = GENERAL_WORTH if state.character_profile(ch).rank == "general" else CHARACTER_WORTH
    value = min(1.0, hits / piece.hits) * worth * ctx.persona.shooting + 0.5
    name = state.units[a.unit].name
    return value, a, f"{name} shoots at {ch.name}: about {hits:.1f} hits, {piece.hits} slay it"


# Rage of Chaos dice rolled so far before the computer stops: a third die repeats one of two faces one time in
# three, which would turn the whole total on its own unit.
RAGE_DICE_WANTED = 2


def _rage(ctx: Ctx, legal: list[Action]) -> Choice | None:
    """While a Rage of Chaos is being rolled: roll a second die, then stop."""
    rage = [a for a in legal if isinstance(a, RageDie)]
    if not rage:
        return None
    first = rage[0]
    rolled = int(ctx.state.units[first.unit].flags.get(RAGE_DICE, 0))
    stop = rolled >= RAGE_DICE_WANTED
    pick = next(a for a in rage if a.unit == first.unit and a.stop == stop)
    return pick, ("the rage is strong enough: stop" if stop else "one more die for the rage")


def choose_shooting(ctx: Ctx, legal: list[Action]) -> Choice:
    """Every worthwhile shot and spell, best first; proceed when nothing is left worth doing."""
    raging = _rage(ctx, legal)
    if raging is not None:
        return raging
    from game.core import shot_odds, spell_chance

    state = ctx.state
    vs = ctx.views
    scored: list[tuple[float, Action, str]] = []
    volleys = {a: float(shot_odds(state, a.unit, a.target)) for a in legal if isinstance(a, Shoot) and a.target in vs}
    # The hits still to come on each target this phase: every shooter's best volley there.
    to_come: dict[str, dict[str, float]] = {}
    for a, hits in volleys.items():
        on = to_come.setdefault(a.target, {})
        on[a.unit] = max(on.get(a.unit, 0.0), hits)
    for a in legal:
        if isinstance(a, Shoot) and a.target in state.characters:
            scored.append(_at_character(ctx, a))
        elif isinstance(a, Shoot):
            t = vs.get(a.target)
            if t is None:
                continue
            hits = volleys[a]
            follow = sum(h for uid, h in to_come[a.target].items() if uid != a.unit)
            scored.append(
                (
                    _worth_of_hits(ctx, t, hits, follow) * ctx.persona.shooting + 0.5,
                    a,
                    f"{vs[a.unit].name} shoots at {t.name}: about {hits:.1f} hits" + _carried(ctx, t),
                )
            )
        elif isinstance(a, Cast):
            value, words = _spell_value(ctx, a)
            if value <= 0:
                continue
            p = float(spell_chance(state, a.wizard, a.spell, a.war_altar, a.item))
            # The War Altar's +1 and the Wizard's once-a-battle items are kept for a spell worth them.
            cost = (6.0 if a.war_altar else 0.0) + ITEM_COST.get(a.item, 0.0) + _blessing_lost(ctx, a.wizard)
            name = state.characters[a.wizard].name
            scored.append((p * value - cost, a, f"{name} casts {a.spell} ({pct(p)} to work): {words}"))
    scored = [s for s in scored if s[0] > 0.4]
    proceed = next((a for a in legal if isinstance(a, Proceed)), None)
    if not scored:
        return (
            (proceed, "nothing left worth shooting or casting")
            if proceed is not None
            else (legal[0], "the only choice")
        )
    return ctx.pick(ctx.shortlist(scored, lambda s: s[0]))


# What a Sanctuary is worth a stand of the unit it shelters, kept or cast.
SANCTUARY_WORTH = 1.5


def _blessing_lost(ctx: Ctx, wizard: str) -> float:
    """A Priest who prays again lets his Sanctuary go, whether the new prayer works or not."""
    from game.core import hallowed_by

    held = hallowed_by(ctx.state, wizard)
    if held is not None:
        return SANCTUARY_WORTH * len(ctx.state.units[held].stands)
    # An Araby Wizard who casts again lets his Mirage go: worth what it does where it stands.
    from game.core import mirage_of

    m = mirage_of(ctx.state, wizard)
    if m is None:
        return 0.0
    x, y = m.stands[len(m.stands) // 2].x, m.stands[len(m.stands) // 2].y
    return _mirage_worth(ctx, x, y)[0]


# A Mirage's worth: a little for standing at all, more for each enemy it would slow or draw shots from.
MIRAGE_BASE = 0.5
MIRAGE_PER_ORDER = 1.5
MIRAGE_PER_SHOOTER = 1.0
# Enemies this near the illusion (mm) are likely within 20 cm of it after their next move.
MIRAGE_NEAR_MM = 400


def _mirage_worth(ctx: Ctx, x: float, y: float) -> tuple[float, str]:
    """What an illusion at (x, y) does: it costs the orders of enemies that come within 20 cm of it, and draws
    the shots of enemy shooters that would find it the closest target."""
    foes = [v for v in ctx.views.values() if v.side != ctx.side and not ctx.state.units[v.id].flags.get("mirage")]
    # An enemy fighting takes no orders: an illusion beside it slows nothing.
    near = [v for v in foes if not v.engaged and math.dist((v.cx, v.cy), (x, y)) <= MIRAGE_NEAR_MM]
    shooters = [v for v in foes if v.shots and math.dist((v.cx, v.cy), (x, y)) <= v.range_mm + 100]
    worth = MIRAGE_BASE + MIRAGE_PER_ORDER * len(near) + MIRAGE_PER_SHOOTER * len(shooters)
    return worth, "a phantom host before " + (", ".join(v.name for v in near) or "the enemy")


# What spending a Wizard's once-a-battle item on a cast costs, in the same units as a spell's worth.
ITEM_COST = {"ring_of_magic": 8.0, "wand_of_power": 5.0}


def _carried(ctx: Ctx, t: UnitView) -> str:
    """The hits a target already took this phase, in words, for a side that counts them."""
    n = ctx.state.units[t.id].hits
    return f", adding to the {n} it took already" if ctx.level.lookahead and n else ""


def choose_fight(ctx: Ctx, legal: list[Action]) -> Choice:
    """Fight first where the odds are best, so that winners may advance into the other fights."""
    from game.core import engagement_id, fight_odds, pending_engagements

    state = ctx.state
    groups = {engagement_id(g): g for g in pending_engagements(state)}
    scored: list[tuple[float, Action, str]] = []
    for a in legal:
        if not isinstance(a, Fight):
            continue
        g = groups.get(a.engagement)
        if g is None:
            scored.append((0.0, a, "the fight that comes next"))
            continue
        odds = fight_odds(state, g)
        win = float(odds.win0 if ctx.side == 0 else odds.win1)
        names = " and ".join(state.units[u].name for u in g if state.units[u].side == ctx.side)
        scored.append((win * 10, a, f"{names} fight first: {pct(win)} to win the round"))
    if not scored:
        return legal[0], "the only choice"
    return ctx.pick(scored)


def _pursuit(ctx: Ctx, retreated_mm: int) -> int:
    """Attacks a stand a pursuit adds: +1, and looking one round ahead the +1 for every full 3 cm the enemy
    retreated (digest 5.3) too."""
    return 1 + (retreated_mm // 30 if ctx.level.lookahead else 0)


def choose_combat(ctx: Ctx, legal: list[Action]) -> Choice:
    """After a round: retreats in order, then for each winner the best of stand, fall back, pursue, advance."""
    from game.core import pending_decision

    state = ctx.state
    vs = ctx.views
    p = pending_decision(state)
    choices = [a for a in legal if isinstance(a, CombatChoice)]
    retreats = [a for a in choices if a.choice == RETREAT]
    if retreats:
        a = retreats[0]
        return a, f"{vs[a.unit].name} retreats" if a.unit in vs else "a retreat"
    unit = choices[0].unit
    mine = [a for a in choices if a.unit == unit]
    v = vs.get(unit)
    scored: list[tuple[float, Action, str]] = []
    for a in mine:
        if a.choice == STAND:
            scored.append((0.0, a, f"{v.name if v else unit} stands"))
        elif a.choice == FALL_BACK:
            scored.append((-12.0, a, f"{v.name if v else unit} falls back"))
        elif a.choice == PURSUE and v is not None:
            retreated = p.retreated if p is not None else {}
            foes = [vs[u] for u in retreated if u in vs]
            if not foes:
                scored.append((1.0, a, f"{v.name} pursues"))
                continue
            # The foe it is likeliest to beat, with the Attacks the pursuit adds against it.
            best: tuple[Estimate, int] | None = None
            for f in foes:
                bonus = _pursuit(ctx, retreated[f.id])
                e = estimate(v, f, FRONT, charging=False, pursuit=bonus)
                if best is None or e.win > best[0].win:
                    best = (e, bonus)
            assert best is not None
            est, bonus = best
            s = est.gain * ctx.persona.attack
            if est.win < ctx.persona.pursue_at:
                s -= 10 + 40 * (ctx.persona.pursue_at - est.win)
            extra = f" with +{bonus} Attacks a stand" if bonus > 1 else ""
            scored.append((s, a, f"{v.name} pursues: {pct(est.win)} to win the next round{extra}"))
        elif a.choice == ADVANCE and v is not None and p is not None:
            from game.core import plan_advance

            plan = plan_advance(state, state.units[unit], p)
            if plan is None:
                continue
            target = vs.get(plan[0])
            if target is None:
                continue
            zone = zone_of(target, v.cx, v.cy)
            est = estimate(v, target, zone, charging=False)
            s = est.gain * ctx.persona.attack
            if est.win < ctx.persona.charge_at:
                s -= 10 + 40 * (ctx.persona.charge_at - est.win)
            scored.append((s, a, f"{v.name} advances into {target.name}: {pct(est.win)} to win"))
    if not scored:
        return mine[0], "the only choice"
    return ctx.pick(scored)


__all__ = ["FALL_BACK", "choose_combat", "choose_fight", "choose_shooting"]
