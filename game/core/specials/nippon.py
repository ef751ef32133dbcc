"""Nippon's special rules (digest 10.25): one rule module, ``NIPPON``. Nippon has no spells; its Shugenja undo
the enemy's.

Other armies' rules, reused: Men (the Empire's); the Mikata's frenzy is the Skaven Plague Monks' to the letter;
the Ninja see all round and shoot 15 cm (their profile) and infiltrate as Gutter Runners do (the Dwarf Rangers'
``infiltration``, as many per 1000 points as Gutter Runners); the Ashigaru Teppo pierce armour as Jezzails do;
Tengu fly and face the long edge (their profile); the Tatsu flies, terrifies and adds +2 Attacks (the mount
entry); the Shugenja's anti-magic and the Shrine are the Runesmith's and the Anvil's (``anti_magic``, carried
by the Dwarfs' module); Temple Daemons roll the Daemons' Instability table (``daemons.test_instability``).
Carried out here:

- Honour and Duty: the army's break point is one unit more (``BREAK_POINT_BONUS``).
- Bushido: Samurai never evade on initiative and roll one drive-back die fewer.
- Temple Daemons scorn terror and carry no magic items (the item catalogue asks for ``temple_daemons``); at the
  start of their side's Command phase each that has lost a stand tests Instability: -1 with two stands lost,
  +1 with a friendly Shugenja within 20 cm.
- Komainu charge an enemy in the open with one Attack more, as monsters do.
- The Shogun: a Hero's blunder is rolled at -1 (a 0 counts as 1), and "You must be crazy" falls on a Samurai
  unit among those ordered if there is one (the player chooses among several).
"""

from __future__ import annotations

from game.core import board, hooks
from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.questions import (
    DENSE_TERRAIN_PENALTY,
    DRIVE_BACK_DICE_LESS,
    EXTRA_CHARGE_ATTACK,
    IGNORES_TERROR,
    INFILTRATORS_PER_1000,
    NEVER_EVADES,
    PIERCES_ARMOUR,
)
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials import daemons
from game.core.specials.answers import answer_is
from game.core.specials.skaven import GUTTER_RUNNERS_PER_1000, SKAVEN
from game.core.state import Character, GameState, Unit

HONOUR = "honour_and_duty"
TEMPLE = "temple_daemons"
SHOGUN = "shogun"
SHUGENJA = "shugenja"
SAMURAI = "bushido"
TEMPLE_RULE = "specials.temple_daemons"
SHUGENJA_NEAR_MM = 200
SLACK_MM = 0.01

RULES: dict[str, tuple[str, str]] = {
    "specials.honour_and_duty": (
        "Honour and Duty",
        "A Nippon army withdraws only when it has lost one unit more than its usual break point.",
    ),
    "specials.ashigaru_teppo": (
        "Ashigaru Teppo",
        "A target hit by the Teppo's handguns saves as if its armour were one point worse.",
    ),
    "specials.bushido": (
        "Bushido",
        "Samurai never evade a charge on initiative and roll one die fewer when shooting drives them back.",
    ),
    "specials.mikata": (
        "Mikata",
        "Mikata charge whenever they can on initiative, take no orders then, never evade, always pursue, are never "
        "driven back by shooting and scorn terror.",
    ),
    "specials.ninja": (
        "Ninja",
        "Ninja see all round, shoot 15 cm, pay nothing for dense terrain and may be held back to infiltrate.",
    ),
    TEMPLE_RULE: (
        "Temple Daemons",
        "Temple Daemons scorn terror and carry no magic items; each that has lost a stand rolls on the Instability "
        "table as its Command phase begins, -1 with two stands lost and +1 with a Shugenja within 20 cm.",
    ),
    "specials.komainu": ("Komainu", "Komainu charge an enemy in the open with one Attack more, as monsters do."),
    "specials.tengu": ("Tengu", "Tengu fly, and their stands face the long edge."),
    "specials.shogun": (
        "Shogun",
        "A Daimyo's or Shugenja's blunder is rolled at -1 (0 counts as 1); its -1 Command penalty falls on a Samurai "
        "unit among those ordered, if there is one.",
    ),
    "specials.shugenja": (
        "Shugenja",
        "A spell an enemy Wizard within 50 cm of a Shugenja casts is undone on a 4+, one try a spell; a Shugenja "
        "steadies Temple Daemons within 20 cm (+1 to Instability) and may carry a Scroll of Dispelling.",
    ),
    "specials.shrine": (
        "Shrine",
        "Once a battle the Shrine adds +1 to its Shugenja's dispel roll; in his Shooting phase, on a 4+, friendly "
        "units within 20 cm of him scorn terror until his side's next turn.",
    ),
    "specials.tatsu": ("Tatsu", "A Tatsu flies, causes terror and adds +2 Attacks to its rider."),
}


def _army_has(state: GameState, piece: Unit | Character, rule: str) -> bool:
    return any(r.name == rule for r in state.army_of(piece).special_rules)


# ---------------------------------------------------------------- Honour and Duty


def honour_and_duty(state: GameState, side: int) -> int:
    """``BREAK_POINT_BONUS``: a Nippon army stands one loss longer."""
    return 1 if any(r.name == HONOUR for r in state.sides[side].army.special_rules) else 0


# ---------------------------------------------------------------- Temple Daemons


def shugenja_near(state: GameState, unit: Unit) -> Character | None:
    """A friendly Shugenja on the table within 20 cm of the unit (joined to it counts), or None."""
    t = board.table(state)
    for ch in state.live_characters(unit.side):
        if ch.off_table or SHUGENJA not in state.character_profile(ch).special:
            continue
        if ch.joined == unit.id or t.owner_distance(ch.id, unit.id) <= SHUGENJA_NEAR_MM + SLACK_MM:
            return ch
    return None


def temple_modifiers(state: GameState, unit: Unit) -> list[Modifier]:
    mods = []
    if unit.stands_lost >= 2:
        mods.append(Modifier(-1, TEMPLE_RULE, "two stands lost"))
    near = shugenja_near(state, unit)
    if near is not None:
        mods.append(Modifier(1, "specials.shugenja", f"{near.name} within 20 cm"))
    return mods


def temple_step(state: GameState, dice: Dice) -> list[Event]:
    """``COMMAND_BEGINS``: every Temple Daemon unit of the active side that has lost a stand tests, in unit order."""
    events: list[Event] = []
    for unit in state.live_units(state.active):
        if unit.alive and not unit.off_table and unit.stands_lost and state.unit_profile(unit).has(TEMPLE):
            events += daemons.test_instability(state, unit, dice, temple_modifiers(state, unit), TEMPLE_RULE)
    return events


# ---------------------------------------------------------------- The Shogun


def _under_shogun(state: GameState, ch: Character) -> bool:
    return _army_has(state, ch, SHOGUN) and SHOGUN not in state.character_profile(ch).special


def shogun_blunder(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """``BLUNDER_MODIFIERS``: a Nippon Hero's blunder is rolled at -1."""
    return [Modifier(-1, "specials.shogun", "the Shogun's displeasure")] if _under_shogun(state, ch) else []


def samurai_take_the_blame(state: GameState, ch: Character, units: list[Unit]) -> list[Unit] | None:
    """``BLUNDER_PENALTY_UNITS``: the -1 Command goes to a Samurai unit among those ordered, if any."""
    if not _under_shogun(state, ch):
        return None
    return [u for u in units if state.unit_profile(u).has(SAMURAI)] or None


# ---------------------------------------------------------------- The module

_FRENZY = dict(next(s for s in SKAVEN.specials if s.id == "plague_monks").answers)

NIPPON = RulesModule(
    id="nippon",
    title="Nippon",
    description="Honour and Duty, Samurai, Mikata, Ninja, the Temple Daemons, the Shogun and the Shugenja.",
    requires=("empire", "orcs", "skaven", "dwarfs", "daemons"),
    specials=(
        SpecialRule(HONOUR, "Honour and Duty"),
        SpecialRule("ashigaru_teppo", "Ashigaru Teppo", {PIERCES_ARMOUR: answer_is(True)}),
        SpecialRule("bushido", "Bushido", {NEVER_EVADES: answer_is(True), DRIVE_BACK_DICE_LESS: answer_is(1)}),
        # The Plague Monks' frenzy, the same rule to the letter.
        SpecialRule("mikata", "Mikata", _FRENZY),
        SpecialRule(
            "ninja",
            "Ninja",
            {INFILTRATORS_PER_1000: answer_is(GUTTER_RUNNERS_PER_1000), DENSE_TERRAIN_PENALTY: answer_is(False)},
        ),
        # Their want of items is the item catalogue's; Instability is the Command phase hook below.
        SpecialRule(TEMPLE, "Temple Daemons", {IGNORES_TERROR: answer_is(True)}),
        SpecialRule("komainu", "Komainu", {EXTRA_CHARGE_ATTACK: answer_is(True)}),
        # Flying and long-edge basing are the profile's.
        SpecialRule("tengu", "Tengu"),
        SpecialRule(SHOGUN, "Shogun"),
        # Anti-magic and the Shrine are carried out by ``anti_magic`` (in the Dwarfs' module) for both armies.
        SpecialRule(SHUGENJA, "Shugenja"),
        SpecialRule("shrine", "Shrine"),
        # Flying, terror and +2 Attacks are the mount entry's.
        SpecialRule("tatsu", "Tatsu"),
    ),
    hooks={
        hooks.COMMAND_BEGINS: (temple_step,),
        hooks.BREAK_POINT_BONUS: (honour_and_duty,),
        hooks.BLUNDER_MODIFIERS: (shogun_blunder,),
        hooks.BLUNDER_PENALTY_UNITS: (samurai_take_the_blame,),
    },
    rulebook=RULES,
)
