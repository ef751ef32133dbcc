"""The Daemons' special rules and spells (digest 10.13, 6.3): one rule module, ``DAEMONS``.

Other armies' rules, reused: Ignore Terror is the Dragon Ogres' ``immune_terror`` on every unit; the Daemon
Swarm's steadiness under missiles is the Chaos Spawn's ``no_drive_back``; the Greater Daemon's terror and
badly hurt (4-5 of its 6 Hits, to 3 Hits and 4 Attacks) are the Orcs' rules; flying and long-edge basing come
from the profiles; Sorcerous Blast is the bolt pattern. Carried out here:

- Daemonic Instability: at the start of its side's Command phase (``COMMAND_BEGINS``, before Initiative) every unit of the
  army that has lost a stand rolls a die, -1 if it is down to one of three stands and more than 20 cm from a
  friendly Daemon Wizard (an Overlord with Wizard powers counts): 0-1 a stand is lost (a character with the
  last stand dies with it), 2-3 confused, 4-5 nothing (a confused unit is no longer), 6 a stand regained.
- Weird Enchantment slows Daemons but does not frighten them, as it does not the Undead.
- Daemon Swarms carry no magic items (the item catalogue asks for ``daemon_swarm``).
- Wizard powers: taken as the Overlord's mount entry; he then casts as a Wizard does.
- Spells: Summon Daemons (a stand regained, placed as Instability's 6 places it), Daemonic Rage (every
  friendly unit within 30 cm fights with an extra die this Combat phase), Frenzy of Chaos (the unit's failed
  Attack dice are rolled again this Combat phase, once).
"""

from __future__ import annotations

from game.core import board, hooks, moves
from game.core.casualties import StandsLost, remove_stands
from game.core.combat.engagements import update_engaged
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.strike import spell_effect
from game.core.profiles import Rank, SpellProfile
from game.core.questions import NOT_FRIGHTENED_BY_SPELLS
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import army_rule
from game.core.state import Character, GameState, Stand, Unit
from game.table import Base

INSTABILITY = "daemonic_instability"
WIZARD_POWERS = "daemon_wizard"
# Lasting flags: Daemonic Rage's extra die, Frenzy of Chaos's second roll (both for this turn's Combat phase).
RAGE = "daemonic_rage"
FRENZY = "frenzy_of_chaos"
WIZARD_NEAR_MM = 200
RAGE_MM = 300
SLACK_MM = 0.01
Pose = tuple[int, int, int]

RULES: dict[str, tuple[str, str]] = {
    "specials.daemonic_instability": (
        "Daemonic Instability",
        "At the start of its Command phase a Daemon unit that has lost a stand rolls a die (-1 down to its last "
        "stand and over 20 cm from a Daemon Wizard): 0-1 loses a stand, 2-3 confused, 4-5 nothing (confusion "
        "ends), 6 regains a stand.",
    ),
    "specials.daemon_swarm": (
        "Daemon Swarms",
        "Daemon Swarms are never driven back by shooting and carry no magic items.",
    ),
    "specials.daemon_wizard": (
        "Wizard powers",
        "A Daemon Overlord with Wizard powers casts the army's spells as a Daemon Sorcerer does.",
    ),
    "specials.daemon_upgrades": (
        "Gifts of the Dark Gods",
        "The Overlord may take Daemonic Wings, the Favour of the Gods and Wizard powers, any or all of them; a Lord "
        "or Sorcerer the Wings and the Favour, one or both. Each is paid for and counts against its own limit.",
    ),
    "magic.summon_daemons": (
        "Summon Daemons",
        "A friendly Daemon unit of three stands that has lost one or two regains a stand, placed behind, in front "
        "of or beside one of its stands; with no room the spell fails.",
    ),
    "magic.daemonic_rage": (
        "Daemonic Rage",
        "Every friendly unit within 30 cm fights with one extra Attack die in this Combat phase.",
    ),
    "magic.frenzy_of_chaos": (
        "Frenzy of Chaos",
        "A friendly unit in combat rolls its failed Attack dice again in this Combat phase, once.",
    ),
}


def _army_has(state: GameState, unit: Unit, rule: str) -> bool:
    return army_rule(state, unit, rule)


def unspooked(state: GameState, unit: Unit, answer: bool) -> bool:
    """``NOT_FRIGHTENED_BY_SPELLS``: Daemons, as the Undead, take no fright from Weird Enchantment (digest 6.3)."""
    return answer or _army_has(state, unit, INSTABILITY)


# ---------------------------------------------------------------- A stand regained


def regained_pose(state: GameState, unit: Unit) -> Pose | None:
    """Where a regained stand goes: behind, then beside, then in front of one of the unit's stands, facing the
    same way, on clear ground (it may touch an enemy); None if there is no room."""
    t = board.table(state)
    mover = board.unit_mover(state, unit)
    for b in t.bases_of(unit.id):
        fx, fy = b.direction()
        rx, ry = -fy, fx
        f = round(b.facing) % 360
        for dx, dy in ((-fx * b.depth, -fy * b.depth), (rx * b.width, ry * b.width),
                       (-rx * b.width, -ry * b.width), (fx * b.depth, fy * b.depth)):
            pose = (round(b.x + dx), round(b.y + dy), f)
            new = Base(id="regained.0", owner="regained", side=unit.side, x=pose[0], y=pose[1], facing=f,
                       width=b.width, depth=b.depth)
            if not t.overlaps(new, mover=mover, include_characters=True):
                return pose
    return None


def regain_stand(state: GameState, unit: Unit) -> bool:
    """Put a stand back on the unit (see ``regained_pose``); False if there is no room."""
    pose = regained_pose(state, unit)
    if pose is None:
        return False
    unit.stands.append(Stand(*pose))
    state.invalidate()
    update_engaged(state)
    return True


# ---------------------------------------------------------------- Daemonic Instability


def daemon_wizards(state: GameState, side: int) -> list[Character]:
    """The side's Wizards on the table: Daemon Sorcerers, and an Overlord with Wizard powers."""
    out = []
    for ch in state.live_characters(side):
        if ch.off_table:
            continue
        mount = state.mount_profile(ch)
        if state.character_profile(ch).rank is Rank.WIZARD or (mount is not None and WIZARD_POWERS in mount.special):
            out.append(ch)
    return out


def unstable(state: GameState, side: int) -> list[Unit]:
    """The side's units that test: of an army with Daemonic Instability, on the table, a stand down."""
    return [u for u in state.live_units(side)
            if not u.off_table and u.stands_lost and _army_has(state, u, INSTABILITY)]


def instability_modifiers(state: GameState, unit: Unit) -> list[Modifier]:
    if len(unit.stands) != 1 or unit.start_size < 3:
        return []
    t = board.table(state)
    if any(t.owner_distance(w.id, unit.id) <= WIZARD_NEAR_MM + SLACK_MM for w in daemon_wizards(state, unit.side)):
        return []
    return [Modifier(-1, "specials.daemonic_instability", "last stand, no Wizard within 20 cm")]


def _lose_stand(state: GameState, unit: Unit, rule: str) -> list[Event]:
    remove_stands(state, unit, 1)
    if unit.stands:
        return [StandsLost(unit=unit.id, unit_name=unit.name, count=1, left=len(unit.stands), hits_left=unit.hits,
                           rule=rule)]
    events: list[Event] = [StandsLost(unit=unit.id, unit_name=unit.name, count=1, left=0, hits_left=0, rule=rule)]
    return events + moves.destroy_unit(state, unit, "its last stand faded away", rule)


def test_instability(
    state: GameState, unit: Unit, dice: Dice, mods: list[Modifier] | None = None,
    rule: str = "specials.daemonic_instability",
) -> list[Event]:
    """One unit's Instability roll and what it does: the Daemons' modifiers unless another army's (Nippon's
    Temple Daemons) are given, logged under ``rule``."""
    mods = instability_modifiers(state, unit) if mods is None else mods
    (face,) = dice.roll(1, 6, f"{unit.name}: Daemonic Instability")
    total = face + sum(m.value for m in mods)
    if total <= 1:
        outcome = "a stand fades away"
    elif total <= 3:
        outcome = "confused"
    elif total <= 5:
        outcome = "nothing happens" + (", and it is no longer confused" if unit.confused else "")
    else:
        outcome = "a stand returns"
    if mods:
        shifts = ", ".join(f"{m.value:+d} ({m.label})" for m in mods)
        outcome = f"{total} after {shifts}: {outcome}"
    events: list[Event] = [DiceRolled(purpose=f"{unit.name}: Daemonic Instability", sides=6, faces=(face,),
                                      modifiers=tuple(mods), total=total, outcome=outcome, side=unit.side,
                                      rule=rule)]
    if total <= 1:
        return events + _lose_stand(state, unit, rule)
    if total <= 3:
        unit.confused = True
        return events + [Narration(message=f"{unit.name}: the daemons flicker and falter, confused", rule=rule)]
    if total <= 5:
        unit.confused = False
        return events
    if regain_stand(state, unit):
        return events + [Narration(message=f"{unit.name}: a stand returns ({len(unit.stands)} now)", rule=rule)]
    return events + [Narration(message=f"{unit.name}: no room for the stand that would return", rule=rule)]


def instability_step(state: GameState, dice: Dice) -> list[Event]:
    """``COMMAND_BEGINS``: every unstable unit of the active side tests, in unit order."""
    events: list[Event] = []
    for unit in unstable(state, state.active):
        if unit.alive:
            events += test_instability(state, unit, dice)
    return events


# ---------------------------------------------------------------- Spells



def summon_problem(state: GameState, unit: Unit, room: bool = True) -> str:
    """Why Summon Daemons cannot give the unit a stand, or ''; the room for it is looked at only with ``room``
    (a cast on a unit without it is made, and fails)."""
    if not _army_has(state, unit, INSTABILITY):
        return f"{unit.name} are no Daemons"
    if unit.start_size != 3:
        return f"{unit.name} is not a unit of three stands"
    if not 1 <= unit.stands_lost <= 2:
        return f"{unit.name} has lost no stand"
    if room and regained_pose(state, unit) is None:
        return f"there is no room beside {unit.name} for another stand"
    return ""


def resolve_summon(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Summon Daemons: the unit regains a stand, or the spell fails where it cannot."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    why = summon_problem(state, unit)
    if why:
        return [spell_effect(spell, unit, f"the spell fails: {why}", "magic.summon_daemons")]
    regain_stand(state, unit)
    return [spell_effect(spell, unit, f"regains a stand ({len(unit.stands)} now)", "magic.summon_daemons")]


def resolve_rage(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Daemonic Rage: every friendly unit within 30 cm fights with an extra die in this turn's Combat phase."""
    from game.core.magic.casting import spell_range

    events: list[Event] = []
    reach = spell.range_mm if spell.range_mm is not None else RAGE_MM
    for unit in state.live_units(ch.side):
        if unit.off_table or spell_range(state, ch, unit) > reach + SLACK_MM or not effects.helped(state, unit):
            continue
        if record.affected(state, spell.name, unit.id):
            continue
        record.note_affected(state, spell.name, unit.id)
        effects.set_lasting(unit, RAGE, 1, effects.ply(state))
        events.append(spell_effect(spell, unit, "rages: one extra Attack die this Combat phase", "magic.daemonic_rage"))
    return events


def rage_die(state: GameState, unit: Unit) -> list[Modifier]:
    """The ``ONE_STAND_MODIFIERS`` hook: Daemonic Rage's extra die."""
    if unit.flags.get(RAGE):
        return [Modifier(1, "magic.daemonic_rage", "Daemonic Rage")]
    return []


def resolve_frenzy(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Frenzy of Chaos: the unit's failed Attack dice are rolled again in this turn's Combat phase."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, FRENZY, 1, effects.ply(state))
    return [spell_effect(spell, unit, "is frenzied: failed Attack dice are rolled again this Combat phase",
                    "magic.frenzy_of_chaos")]


def frenzy_rolled(
    state: GameState, unit: Unit, target: Unit, faces: tuple[int, ...], to_hit: int, kind: str, dice: Dice
) -> tuple[tuple[int, ...], list[Event]]:
    """``ATTACKS_ROLLED``: a frenzied unit rolls its misses in combat again, once."""
    misses = [i for i, f in enumerate(faces) if f < to_hit]
    if kind != "combat" or not unit.flags.get(FRENZY) or not misses:
        return faces, []
    again = dice.roll(len(misses), 6, f"{unit.name}: Frenzy of Chaos")
    out = list(faces)
    for i, face in zip(misses, again, strict=True):
        out[i] = face
    hits = sum(1 for f in again if f >= to_hit)
    return tuple(out), [DiceRolled(purpose=f"{unit.name}: Frenzy of Chaos, misses rolled again", sides=6,
                                   faces=again, target=to_hit, total=hits,
                                   outcome=f"{hits} more hit{'s' * (hits != 1)}",
                                   side=unit.side, rule="magic.frenzy_of_chaos")]


# ---------------------------------------------------------------- The module


DAEMONS = RulesModule(
    id="daemons",
    title="Daemons",
    description="Daemonic Instability, Daemon Swarms, the Greater Daemon and the Sorcerers' summonings.",
    requires=("orcs",),
    specials=(
        SpecialRule("daemonic_instability", "Daemonic Instability"),
        # Its steadiness is the rule no_drive_back beside it; its want of items is the item catalogue's.
        SpecialRule("daemon_swarm", "Daemon Swarms"),
        # Read by the casting rules (CASTING_CHARACTERS, through the mount) and by Instability's nearby Wizard.
        SpecialRule("daemon_wizard", "Wizard powers"),
    ),
    answers={NOT_FRIGHTENED_BY_SPELLS: unspooked},
    hooks={
        hooks.COMMAND_BEGINS: (instability_step,),
        hooks.ONE_STAND_MODIFIERS: (rage_die,),
        hooks.ATTACKS_ROLLED: (frenzy_rolled,),
    },
    spell_effects={
        "summon_daemons": resolve_summon,
        "daemonic_rage": resolve_rage,
        "frenzy_of_chaos": resolve_frenzy,
    },
    rulebook=RULES,
)
