"""The Regiments of Renown (digest 10.26, 9.4): famous mercenary regiments other armies hire, one rule module,
``REGIMENTS_OF_RENOWN``, and the roster's hiring rules (``renown_problems``).

A roster takes a regiment with ``list: regiments_of_renown`` on its entry; the allies table is the regiments'
``taken_by``. Their troop rules are the other armies' (the Dogs of War's Pikemen, Galloper Guns and Birdmen, the
Empire's all-round vision, the Orcs' Ogres, the Tomb Kings' undead, the Dark Elves' repeating crossbows). Carried out here:

- Led by the Hero: +1 Attack to one fighting stand (``hooks.ONE_STAND_MODIFIERS``); no magic items (the item
  catalogue's ``NO_ITEMS``).
- Independent: a friendly Wizard's spell may not be cast on a regiment (``hooks.ACTION_CHECK``); Teleport, which
  only joins the Wizard to it, is no spell on it.
- Lumpin Croop's Cocks pay no Command penalty for dense terrain (``DENSE_TERRAIN_PENALTY``).
- In a brigade of the army's own troops that blunders, the regiments take a Blunder result rolled for them apart
  (``BLUNDERS_APART``).
- Army-wide rules of the hiring list (Under the Lash, Feudal Society, Born in Jungle...) leave a regiment out
  (``answers.army_rule``).
- Hiring: at most one regiment per full 1000 points, only by the armies the table names, each counting against
  the hiring army's limit of its most expensive restricted unit of the same troop type.

Our reading where the source is short: a Hero regiment counts against nothing but the one-per-1000 limit. Not
carried out yet: friendly area spells and
effects left off it, and each regiment's own hiring exceptions (Tomb Kings counting one as a monster, the
pairs that will not serve together).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import hooks
from game.core.actions import Action
from game.core.events import Modifier
from game.core.magic.actions import Cast
from game.core.profiles import ArmyList, UnitProfile
from game.core.questions import BLUNDERS_APART, DENSE_TERRAIN_PENALTY
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import answer_is
from game.core.state import GameState, Unit

if TYPE_CHECKING:
    from game.core.roster import Problem, Roster

RENOWN = "regiment_of_renown"
RULES: dict[str, tuple[str, str]] = {
    "specials.regiment_of_renown": (
        "Regiment of Renown",
        "A hired regiment: its Hero adds +1 Attack to one stand; no magic items; friendly spells are not cast on it.",
    ),
    "specials.woodland_sneaks": ("At home in the brush", "Dense terrain costs the unit's orders nothing."),
}


def hero_attack(state: GameState, unit: Unit) -> list[Modifier]:
    """``ONE_STAND_MODIFIERS``: the regiment's leading Hero fights with one of its stands."""
    if not state.unit_profile(unit).has(RENOWN):
        return []
    return [Modifier(1, "specials.regiment_of_renown", "the regiment's Hero")]


def no_friendly_spells(state: GameState, action: Action) -> list[str]:
    """``ACTION_CHECK``: a friendly Wizard's spell is never cast on a regiment of renown."""
    if not isinstance(action, Cast) or not action.target:
        return []
    unit = state.units.get(action.target)
    wizard = state.characters.get(action.wizard)
    if unit is None or wizard is None or unit.side != wizard.side or not state.unit_profile(unit).has(RENOWN):
        return []
    spell = next((s for s in state.sides[wizard.side].army.spells if s.name == action.spell), None)
    if spell is not None and spell.effect == "teleport":
        return []
    return [f"{unit.name} is a Regiment of Renown: friendly spells are not cast on it"]


REGIMENTS_OF_RENOWN = RulesModule(
    id="regiments-of-renown",
    title="Regiments of Renown",
    description="Famous mercenary regiments for hire: led by a Hero, bound by none of their paymaster's rules.",
    requires=("dogs-of-war", "tomb-kings"),
    specials=(
        SpecialRule(RENOWN, "Regiment of Renown", {BLUNDERS_APART: answer_is(True)}),
        SpecialRule("woodland_sneaks", "At home in the brush", {DENSE_TERRAIN_PENALTY: answer_is(False)}),
    ),
    hooks={hooks.ONE_STAND_MODIFIERS: (hero_attack,), hooks.ACTION_CHECK: (no_friendly_spells,)},
    rulebook=RULES,
)


# ---------------------------------------------------------------- Hiring (the roster check)


def _counted_against(army: ArmyList, prof: UnitProfile) -> UnitProfile | None:
    """The hiring army's most expensive unit of the regiment's troop type that has a maximum, if any."""
    mine = [u for u in army.units if u.type is prof.type and not u.has(RENOWN) and not u.addon
            and u.limit.max is not None]
    return max(mine, key=lambda u: u.points, default=None)


def renown_problems(roster: Roster, army: ArmyList) -> list[Problem]:
    """What the hiring rules say of the roster's regiments (the roster and list as played: ``with_hired``)."""
    from game.core.roster import Problem

    out: list[Problem] = []
    hired: list[tuple[tuple[str | int, ...], str, tuple[str, ...], UnitProfile | None]] = []
    for i, u in enumerate(roster.units):
        try:
            prof = army.unit(u.profile)
        except KeyError:
            continue
        if prof.has(RENOWN):
            hired.append((("units", i, "profile"), prof.name, prof.taken_by, prof))
    for i, c in enumerate(roster.characters):
        try:
            cp = army.character(c.profile)
        except KeyError:
            continue
        if RENOWN in cp.special:
            hired.append((("characters", i, "profile"), cp.name, cp.taken_by, None))
    room = roster.points_cap // 1000
    for n, (path, name, takers, _) in enumerate(hired):
        if army.id not in takers:
            out.append(Problem(path, f"{army.name} may not hire {name}: the allies table does not allow it"))
        elif n >= room:
            out.append(Problem(path, f"at most one Regiment of Renown per full 1000 points: a {roster.points_cap}-point "
                                     f"army may hire {room}, this roster has {len(hired)}"))
    taken: dict[str, int] = {}
    for path, name, _, regiment in hired:
        target = None if regiment is None else _counted_against(army, regiment)
        if target is None:
            continue
        _, hi = target.limit.bounds(roster.points_cap)
        own = taken.setdefault(target.name, sum(1 for u in roster.units if u.profile == target.name))
        taken[target.name] = own + 1
        if hi is not None and own + 1 > hi:
            out.append(Problem(path, f"{name} counts against the army's {target.name} (at most {hi} for a "
                                     f"{roster.points_cap}-point army): with {own} taken there is no room for it"))
    return out
