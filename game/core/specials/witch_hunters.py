"""The Witch Hunters' special rules and prayers (digest 10.19, 6.3): one rule module, ``WITCH_HUNTERS``.

Army rule: "Chaos" is any unit of the Chaos, Daemons, Beastmen, Chaos Dwarfs or Skaven lists, "Undead" any of
the Tomb Kings or Vampire Counts lists (Ghouls too). The module answers ``FOE_KINDS`` for every unit from the
list it was raised from, so rules that single out such foes ask one question.

Units: Zealots have +1 Attack a stand in the first round of a combat against Chaos or Undead (whoever charged),
must charge them on initiative when they can and must pursue or advance after beating them; Warhounds are an
add-on stand of any infantry unit (the Empire's add-on rules: their loss is never a Command penalty, they never
make the unit irregular) and while they run with it the unit's infantry may pursue cavalry and chariots. As
for the Skirmishers, the add-on is taken to be the first stand the unit loses. Handgunners, Flagellants,
Pistoliers and the Cannon are the Empire's troops under the Empire module's rules.

Prayers: Sanctuary (the Priest's own unit counts as defended even in the open, cavalry too, fortified where it
was defended already, until it moves, he leaves it or he tries another spell), Doctrine of Sigmar (the
``order`` pattern), Holy Fervour (+1 Attack a stand and for the character who fights with the Priest's unit,
this Combat phase) and Divine Curse (the ``weird_enchantment`` pattern).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core import hooks
from game.core.combat.kept import combat_kept
from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.kept import kept, plain
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.events import EffectsEnded, SpellEffect
from game.core.profiles import SpellProfile
from game.core.questions import COVER_RAISED, FOE_KINDS, MUST_CHARGE_KINDS, MUST_PURSUE, PURSUES_MOUNTED, RACE
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import answer_is
from game.core.state import Character, GameState, Unit

MODULE_ID = "witch-hunters"
# The lists whose troops the Witch Hunters' rules call Chaos and Undead (either spelling of a list's id).
KINDS: dict[str, str] = {
    "chaos": "chaos", "daemons": "chaos", "beastmen": "chaos", "chaos_dwarfs": "chaos", "skaven": "chaos",
    "tomb_kings": "undead", "vampire_counts": "undead",
}
HATED = ("chaos", "undead")
# Lasting flag of Holy Fervour, for this turn's Combat phase.
FERVOUR = "holy_fervour"
SANCTUARY_ENDS = "magic.sanctuary.ends"

RULES: dict[str, tuple[str, str]] = {
    "specials.zealots": (
        "Zealots",
        "Against Chaos or Undead, Zealots have +1 Attack a stand in a combat's first round whoever charged, must "
        "charge them on initiative when they can, and must pursue or advance after beating them.",
    ),
    "specials.warhounds": (
        "Warhounds",
        "A Warhound stand runs with an infantry unit as a fourth stand: its loss is never a Command penalty, and "
        "while it lives the unit may pursue cavalry and chariots.",
    ),
    "magic.sanctuary": (
        "Sanctuary",
        "The Priest's own unit counts as defended even in the open (cavalry too), fortified if it was defended "
        "already, until it moves, he leaves it or he tries another spell.",
    ),
    SANCTUARY_ENDS: ("Sanctuary ends", "The unit moved, the Priest left it or he tried another spell."),
    "magic.holy_fervour": (
        "Holy Fervour",
        "Every stand of the Priest's own unit, and the character who fights with it, has +1 Attack this Combat "
        "phase.",
    ),
}


@dataclass
class WitchHuntersKept:
    """Sanctuaries in force: unit id -> [the Priest's id, the poses [x, y, facing] of its stands when he prayed]."""

    sanctuary: dict[str, list[Any]] = field(default_factory=dict)

    OLD_KEYS: ClassVar[dict[str, str]] = {}
    # Games saved before the Witch Hunters came keep their hashes while no sanctuary is in force.
    OMITTED_WHEN_FRESH: ClassVar[bool] = True

    def to_dict(self) -> dict[str, Any]:
        return {"sanctuary": plain(self.sanctuary)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> WitchHuntersKept:
        return cls({str(k): plain(list(v)) for k, v in (d.get("sanctuary") or {}).items()})


def wh_kept(state: GameState) -> WitchHuntersKept:
    return kept(state, MODULE_ID, WitchHuntersKept)



# ---------------------------------------------------------------- Chaos and Undead


def foe_kinds(state: GameState, unit: Unit, answer: tuple[str, ...]) -> tuple[str, ...]:
    """The ``FOE_KINDS`` answer for every unit: 'chaos' or 'undead' by the list its troops come from."""
    army = state.army_of(unit)
    lid = state.ruleset.ask(RACE, state, unit) or army.origin(state.unit_profile(unit).name)[0]
    # An allied army's list is joined to its side's ("empire&chaos"): an ally's piece is of the second.
    parts = lid.split("&")
    lid = parts[-1] if unit.flags.get("ally") else parts[0]
    kind = KINDS.get(lid.replace("-", "_"))
    return (*answer, kind) if kind and kind not in answer else answer


def _hated(state: GameState, foe: Unit) -> tuple[str, ...]:
    return tuple(k for k in state.ruleset.ask(FOE_KINDS, state, foe) if k in HATED)


def zealous(state: GameState, unit: Unit, foe: Unit, round_no: int) -> list[Modifier]:
    """The ``ROUND_TARGET_MODIFIERS`` hook: a Zealot stand fighting Chaos or Undead in a combat's first round."""
    if round_no != 1 or not state.unit_profile(unit).has("zealots"):
        return []
    kinds = _hated(state, foe)
    if not kinds:
        return []
    return [Modifier(1, "specials.zealots", f"Zealots against {' and '.join(kinds)}, first round")]


def zealots_pursue(state: GameState, unit: Unit, answer: bool) -> bool:
    """Zealots who have beaten Chaos or Undead must pursue or advance: the fight being decided is read."""
    if answer:
        return True
    rec = combat_kept(state).record
    fight = rec.pending if rec is not None else None
    if fight is None or unit.id not in fight.units:
        return False
    return any(
        state.units[u].side != unit.side and _hated(state, state.units[u]) for u in fight.units if u in state.units
    )


# ---------------------------------------------------------------- Warhounds


def hounds_run(state: GameState, unit: Unit, answer: bool) -> bool:
    """The ``PURSUES_MOUNTED`` answer: a unit whose Warhound stand still runs with it (the add-on is the first
    stand lost) may pursue cavalry and chariots."""
    if answer or unit.addon_stands <= unit.stands_lost:
        return answer
    return any(p.addon and p.has("warhounds") for p in state.army_of(unit).units)


# ---------------------------------------------------------------- Sanctuary


def _poses(unit: Unit) -> list[list[int]]:
    return [[st.x, st.y, st.facing] for st in unit.stands]


def _blessing_holds(state: GameState, uid: str, entry: list[Any]) -> bool:
    """The unit still stands where it was blessed (a stand lost in a fight is no move) and the Priest is with it."""
    unit = state.units.get(uid)
    priest = state.characters.get(str(entry[0]))
    return (
        unit is not None and unit.alive and priest is not None and priest.alive and priest.joined == uid
        and all(pose in entry[1] for pose in _poses(unit))
    )


def sanctuary(state: GameState, unit: Unit, answer: str) -> str:
    """The ``COVER_RAISED`` answer: a unit under a Sanctuary that still holds."""
    entry = wh_kept(state).sanctuary.get(unit.id) if MODULE_ID in state.kept else None
    if answer or entry is None or not _blessing_holds(state, unit.id, entry):
        return answer
    return f"hallowed ground (Sanctuary of {state.characters[str(entry[0])].name})"


def hallowed_by(state: GameState, wizard_id: str) -> str | None:
    """The unit a Priest's Sanctuary still holds on, if any (praying again would end it)."""
    if MODULE_ID not in state.kept:
        return None
    return next(
        (u for u, e in wh_kept(state).sanctuary.items() if e[0] == wizard_id and _blessing_holds(state, u, e)), None
    )


def _end(state: GameState, uids: list[str], why: str) -> list[Event]:
    k = wh_kept(state)
    for uid in uids:
        k.sanctuary.pop(uid, None)
    if not uids:
        return []
    names = ", ".join(state.units[u].name for u in uids if u in state.units)
    return [EffectsEnded(units=tuple(uids), what=f"{names} (Sanctuary): {why}", rule=SANCTUARY_ENDS)]


def sanctuary_lapses(state: GameState, dice: Dice) -> list[Event]:
    """The ``AFTER_ACTION`` hook: a Sanctuary ends once its unit has moved or its Priest has left it."""
    if MODULE_ID not in state.kept or not wh_kept(state).sanctuary:
        return []
    gone = [u for u, e in wh_kept(state).sanctuary.items() if not _blessing_holds(state, u, e)]
    return _end(state, gone, "the unit moved or its Priest left it")


def prays_again(state: GameState, ch: Character, action: Any, ok: bool, dice: Dice) -> list[Event]:
    """The ``CAST_ROLLED`` hook: a Priest who tries another spell lets his Sanctuary go."""
    if MODULE_ID not in state.kept:
        return []
    mine = [u for u, e in wh_kept(state).sanctuary.items() if e[0] == ch.id]
    return _end(state, mine, f"{ch.name} turned to another prayer")


def resolve_sanctuary(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    wh_kept(state).sanctuary[unit.id] = [ch.id, _poses(unit)]
    return [
        SpellEffect(
            spell=spell.name, unit=unit.id, unit_name=unit.name, rule="magic.sanctuary",
            effect="stands on hallowed ground: defended even in the open, fortified where it was defended, until "
            "it moves, the Priest leaves it or he prays again",
        )
    ]


# ---------------------------------------------------------------- Holy Fervour


def resolve_fervour(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, FERVOUR, 1, effects.ply(state))
    return [
        SpellEffect(
            spell=spell.name, unit=unit.id, unit_name=unit.name, rule="magic.holy_fervour",
            effect="burns with holy fervour: +1 Attack for every stand, and for the character who fights with it, "
            "this Combat phase",
        )
    ]


def fervent(state: GameState, unit: Unit, charging: bool) -> list[Modifier]:
    """The ``STAND_ATTACKS`` hook: every stand of a unit under Holy Fervour strikes with +1 Attack."""
    return [Modifier(1, "magic.holy_fervour", "Holy Fervour")] if unit.flags.get(FERVOUR) else []


def fervent_character(state: GameState, ch: Character) -> list[Modifier]:
    """The ``CHARACTER_BONUS`` hook: the character fighting with a unit under Holy Fervour adds 1 more."""
    unit = state.units.get(ch.joined or "")
    return [Modifier(1, "magic.holy_fervour", "Holy Fervour")] if unit is not None and unit.flags.get(FERVOUR) else []


WITCH_HUNTERS = RulesModule(
    id=MODULE_ID,
    title="Witch Hunters",
    description="Zealots hating Chaos and the Undead, Warhounds running with the foot, and the Warrior Priest's "
    "prayers.",
    requires=("empire",),
    specials=(
        SpecialRule(
            "zealots", "Zealots", {MUST_CHARGE_KINDS: answer_is(HATED), MUST_PURSUE: zealots_pursue}
        ),
        # The stand is an add-on (``addon: true``): the Empire module's add-on rules carry it in play.
        SpecialRule("warhounds", "Warhounds"),
    ),
    answers={FOE_KINDS: foe_kinds, PURSUES_MOUNTED: hounds_run, COVER_RAISED: sanctuary},
    hooks={
        hooks.ROUND_TARGET_MODIFIERS: (zealous,),
        hooks.AFTER_ACTION: (sanctuary_lapses,),
        hooks.CAST_ROLLED: (prays_again,),
        hooks.STAND_ATTACKS: (fervent,),
        hooks.CHARACTER_BONUS: (fervent_character,),
    },
    spell_effects={"sanctuary": resolve_sanctuary, "holy_fervour": resolve_fervour},
    state=WitchHuntersKept,
    rulebook=RULES,
)
