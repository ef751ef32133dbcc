"""The Regiments of Renown (digest 10.26, 9.4): famous mercenary regiments other armies hire, one rule module,
``REGIMENTS_OF_RENOWN``, and the roster's hiring rules (``renown_problems``).

A roster takes a regiment with ``list: regiments_of_renown`` on its entry; the allies table is the regiments'
``taken_by``. Their troop rules are the other armies' (the Dogs of War's Pikemen, Galloper Guns and Birdmen, the
Empire's all-round vision, the Orcs' Ogres, the Tomb Kings' undead, the Dark Elves' repeating crossbows, the
Dragon mounts' flight, terror and breath for Asarnil). Carried out here:

- Led by the Hero: +1 Attack to one fighting stand (``hooks.ONE_STAND_MODIFIERS``); no magic items (the item
  catalogue's ``NO_ITEMS``).
- Independent: its own side's spells and effects never help a regiment (``SHARES_FRIENDLY_EFFECTS``, answered
  False here and asked by every such effect: a friendly Wizard's spell cast on it is refused through
  ``hooks.ACTION_CHECK``; Light of Battle, Daemonic Rage, Tranquility of Heaven, Power of Herd, the Anvil's song
  and the Shrine's blessing pass it over; a Screaming Bell it touches gives it no courage; the Tomb King's bonus
  is refused it). A Hero regiment takes no +1 from a friendly spell on the unit he fights with
  (``hooks.CHARACTER_UNHELPED``). Teleport, which only joins the Wizard to it, is no spell on it. Our reading: a character's
  own Attacks, Command and items (the Helm of Dominion on an order) are his, not effects on the unit he leads.
- Lumpin Croop's Cocks pay no Command penalty for dense terrain (``DENSE_TERRAIN_PENALTY``).
- In a brigade of the army's own troops that blunders, the regiments take a Blunder result rolled for them apart
  (``BLUNDERS_APART``).
- Army-wide rules of the hiring list (Under the Lash, Feudal Society, Born in Jungle...) leave a regiment out
  (``answers.army_rule``).
- Hiring: at most one regiment per full 1000 points, only by the armies the table names, each regiment once;
  each counts as one of the hiring army's dearest entries with a maximum of the kinds its list terms name
  (``counts_against``: limited infantry, shooting infantry, cavalry or chariots, artillery, a flying unit of 3,
  a Hero, for Asarnil a Hero and a terror-causing monstrous mount; none for Vespero's Vendetta and Anakonda's
  Amazons), or what its terms say for one army instead (``counts_against_in``: a monster in a Tomb Kings army,
  Rangers in a Dwarf army, Gutter Runners in a Skaven army). Pairs never hired together (``not_with``, either
  naming the other) and Dwarfs in a Dogs of War army (``not_with_own``) are refused; Asarnil always rides his
  Dragon.

Our readings where the source is short: "counts as 1 of any monster type in a Tomb Kings army" is the player's
choice in the source; we take the dearest monster with a maximum (the Sphinx). Where the army has no entry of
the kind with a maximum, hiring restricts nothing. The optional rule modules of other games ask the same question:
Fantasy Warriors' speeches, war chant and avenging destroyer, Warhammer's Inspiring Presence and Hold Your Ground
pass a regiment over (the Battle Standard's +1 in combat is its bearer's own, like his Attacks).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import hooks
from game.core.actions import Action
from game.core.events import Modifier
from game.core.magic import effects
from game.core.magic.actions import Cast
from game.core.profiles import (
    HIRE_KINDS,
    ArmyList,
    CharacterProfile,
    MountKind,
    MountProfile,
    Rank,
    UnitProfile,
    UnitType,
    mount_parts,
)
from game.core.questions import BLUNDERS_APART, DENSE_TERRAIN_PENALTY, SHARES_FRIENDLY_EFFECTS
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import answer_is
from game.core.state import Character, GameState, Unit

if TYPE_CHECKING:
    from game.core.roster import Problem, Roster

RENOWN = "regiment_of_renown"
RULES: dict[str, tuple[str, str]] = {
    "specials.regiment_of_renown": (
        "Regiment of Renown",
        "A hired regiment: its Hero adds +1 Attack to one stand; no magic items; its own side's spells and effects "
        "never help it (under other games' modules too: no speech, war chant, Inspiring Presence or Hold Your "
        "Ground). Hired one per full 1000 points, each counting as one of the army's own units of its kind; "
        "some regiments will not serve together.",
    ),
    "specials.woodland_sneaks": ("At home in the brush", "Dense terrain costs the unit's orders nothing."),
}


def hero_attack(state: GameState, unit: Unit) -> list[Modifier]:
    """``ONE_STAND_MODIFIERS``: the regiment's leading Hero fights with one of its stands."""
    if not state.unit_profile(unit).has(RENOWN):
        return []
    return [Modifier(1, "specials.regiment_of_renown", "the regiment's Hero")]


def hero_unhelped(state: GameState, ch: Character) -> bool:
    """``CHARACTER_UNHELPED``: a Hero regiment takes no +1 from a friendly spell on the unit he fights with."""
    return RENOWN in state.character_profile(ch).special


def no_friendly_spells(state: GameState, action: Action) -> list[str]:
    """``ACTION_CHECK``: a friendly Wizard's spell is never cast on a regiment of renown."""
    if not isinstance(action, Cast) or not action.target:
        return []
    unit = state.units.get(action.target)
    wizard = state.characters.get(action.wizard)
    if unit is None or wizard is None or unit.side != wizard.side or effects.helped(state, unit):
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
        SpecialRule(RENOWN, "Regiment of Renown",
                    {BLUNDERS_APART: answer_is(True), SHARES_FRIENDLY_EFFECTS: answer_is(False)}),
        SpecialRule("woodland_sneaks", "At home in the brush", {DENSE_TERRAIN_PENALTY: answer_is(False)}),
    ),
    hooks={hooks.ONE_STAND_MODIFIERS: (hero_attack,), hooks.ACTION_CHECK: (no_friendly_spells,),
           hooks.CHARACTER_UNHELPED: (hero_unhelped,)},
    rulebook=RULES,
)


# ---------------------------------------------------------------- Hiring (the roster check)

Entry = UnitProfile | CharacterProfile | MountProfile


@dataclass(frozen=True)
class _Hired:
    """A regiment in the roster: where it is written, its name as played and in its own list, its profile."""

    path: tuple[str | int, ...]
    name: str
    own: str
    prof: UnitProfile | CharacterProfile


def _of_kind(army: ArmyList, kind: str) -> list[Entry]:
    """The hiring army's own entries with a maximum of one of the kinds a regiment counts against."""
    hired = {played for played, _, _ in army.hired}
    units = [u for u in army.units if u.limit.max is not None and not u.addon and not u.has(RENOWN)
             and u.name not in hired]
    picks: dict[str, list[Entry]] = {
        "infantry": [u for u in units if u.type is UnitType.INFANTRY],
        "shooting_infantry": [u for u in units if u.type is UnitType.INFANTRY and (u.shots or u.shooting)],
        "cavalry_or_chariot": [u for u in units if u.type in (UnitType.CAVALRY, UnitType.CHARIOT)],
        "artillery": [u for u in units if u.type is UnitType.ARTILLERY],
        "monster": [u for u in units if u.type is UnitType.MONSTER],
        "flying_3": [u for u in units if u.flying and u.size == 3],
        "hero": [c for c in army.characters if c.rank is Rank.HERO and c.limit.max is not None
                 and RENOWN not in c.special and c.name not in hired],
        "terror_mount": [m for m in army.mounts if m.kind is MountKind.MONSTROUS and m.terror and not m.modules
                         and m.limit.max is not None and m.name not in hired],
    }
    return picks[kind]


# How the kinds a regiment counts against read on the army-lists screen.
KIND_WORDS = {
    "infantry": "infantry unit", "shooting_infantry": "shooting infantry unit",
    "cavalry_or_chariot": "cavalry or chariot unit", "artillery": "artillery unit", "monster": "monster",
    "flying_3": "flying unit of 3 stands", "hero": "Hero", "terror_mount": "terror-causing monstrous mount",
}


def _what_words(what: str) -> str:
    return f"its dearest limited {KIND_WORDS[what]}" if what in KIND_WORDS else f"a unit of {what}"


def _army_words(aid: str) -> str:
    return "a " + aid.replace("_", " ").title().replace(" Of ", " of ") + " army"


def hire_words(prof: UnitProfile | CharacterProfile) -> list[str]:
    """A regiment's hiring terms in a few words each, for the army-lists screen."""
    if not prof.taken_by or RENOWN not in prof.special:
        return []
    kinds = " and ".join(KIND_WORDS.get(k, k) for k in prof.counts_against)
    out = [f"counts as the hiring army's dearest limited {kinds}" if kinds else "restricts none of the hiring army's "
                                                                                  "units"]
    instead: dict[str, list[str]] = {}
    for army, what in prof.counts_against_in:
        instead.setdefault(army, []).append(_what_words(what))
    out += [f"in {_army_words(a)} as {' and '.join(w)}" for a, w in instead.items()]
    if prof.not_with:
        out.append(f"never with {', '.join(prof.not_with)}")
    shunned: dict[str, list[str]] = {}
    for army, unit in prof.not_with_own:
        shunned.setdefault(army, []).append(unit)
    out += [f"not in {_army_words(a)} with {' or '.join(u)}" for a, u in shunned.items()]
    return out


def counted_against(army: ArmyList, prof: UnitProfile | CharacterProfile) -> list[Entry]:
    """The hiring army's entries the regiment counts as one of: the dearest with a maximum of each kind its terms
    name (those for this army where it has its own), or the unit they name; none where the army has none."""
    aid = army.id.split("+", 1)[0]
    wanted = [what for a, what in prof.counts_against_in if a == aid] or list(prof.counts_against)
    out: list[Entry] = []
    for what in wanted:
        if what in HIRE_KINDS:
            pick: Entry | None = max(_of_kind(army, what), key=lambda e: e.points, default=None)
        else:
            pick = next((u for u in army.units if u.name == what and u.limit.max is not None), None)
        if pick is not None:
            out.append(pick)
    return out


def _hired(roster: Roster, army: ArmyList) -> list[_Hired]:
    out: list[_Hired] = []
    picks: list[tuple[str, int, str]] = [("units", i, u.profile) for i, u in enumerate(roster.units)]
    picks += [("characters", i, c.profile) for i, c in enumerate(roster.characters)]
    for kind, i, name in picks:
        try:
            prof: UnitProfile | CharacterProfile = army.unit(name) if kind == "units" else army.character(name)
        except KeyError:
            continue
        if RENOWN in prof.special:
            out.append(_Hired((kind, i, "profile"), prof.name, army.origin(prof.name)[1], prof))
    return out


def _count(roster: Roster, entry: Entry) -> int:
    if isinstance(entry, UnitProfile):
        return sum(1 for u in roster.units if u.profile == entry.name)
    if isinstance(entry, CharacterProfile):
        return sum(1 for c in roster.characters if c.profile == entry.name)
    return sum(1 for c in roster.characters if entry.name in mount_parts(c.mount))


def renown_problems(roster: Roster, army: ArmyList) -> list[Problem]:
    """What the hiring rules say of the roster's regiments (the roster and list as played: ``with_hired``)."""
    from game.core.roster import Problem

    out: list[Problem] = []
    hired = _hired(roster, army)
    aid = army.id.split("+", 1)[0]
    room = roster.points_cap // 1000
    for n, h in enumerate(hired):
        if aid not in h.prof.taken_by:
            out.append(Problem(h.path, f"{army.name} may not hire {h.name}: the allies table does not allow it"))
        elif n >= room:
            out.append(Problem(h.path, f"at most one Regiment of Renown per full 1000 points: a {roster.points_cap}"
                                       f"-point army may hire {room}, this roster has {len(hired)}"))
    taken: dict[str, int] = {}
    for h in hired:
        for target in counted_against(army, h.prof):
            _, hi = target.limit.bounds(roster.points_cap)
            own = taken.setdefault(target.name, _count(roster, target))
            taken[target.name] = own + 1
            if hi is not None and own + 1 > hi:
                scope = f"for a {roster.points_cap}-point army" if target.limit.per_1000 else "per army"
                out.append(Problem(h.path, f"{h.name} counts against the army's {target.name} (at most {hi} "
                                           f"{scope}): with {own} taken there is no room for it"))
    out += _pairs(roster, army, hired)
    out += _rides_his_own(roster, army, hired)
    return out


def _pairs(roster: Roster, army: ArmyList, hired: list[_Hired]) -> list[Problem]:
    """Regiments that will not serve beside each other (either naming the other is enough), and those that
    will not serve beside some of the hiring army's own units (Dwarfs in a Dogs of War army)."""
    from game.core.roster import Problem

    out: list[Problem] = []
    for n, h in enumerate(hired):
        for other in hired[:n]:
            if other.own in h.prof.not_with or h.own in other.prof.not_with:
                out.append(Problem(h.path, f"{h.name} will not serve beside {other.name}: the two are never hired "
                                           "together"))
        aid = army.id.split("+", 1)[0]
        shunned = [u for a, u in h.prof.not_with_own if a == aid and any(r.profile == u for r in roster.units)]
        if shunned:
            out.append(Problem(h.path, f"{h.name} will not serve in a {army.name} army that fields "
                                       f"{' or '.join(shunned)}"))
    return out


def _rides_his_own(roster: Roster, army: ArmyList, hired: list[_Hired]) -> list[Problem]:
    """A Hero regiment with a mount of his own in his list (Asarnil's Dragon) always rides it."""
    from game.core.roster import Problem

    out: list[Problem] = []
    for h in hired:
        if not isinstance(h.prof, CharacterProfile):
            continue
        his = [m.name for m in army.mounts if h.name in m.riders]
        i = int(h.path[1])
        if his and roster.characters[i].mount not in his:
            out.append(Problem(("characters", i, "mount"), f"{h.name} always rides {his[0]}: give him mount: "
                                                           f"{his[0]}"))
    return out
