"""The Lizardmen's special rules and spells (digest 10.9, 6.3): one rule module, ``LIZARDMEN``.

- Born in Jungle: no Lizardmen unit takes the dense-terrain -1 on its orders (an army rule, answered for
  every unit of a list that has it).
- Skinks and Terradons shoot 15 cm and see all round (their profiles); Terradons fly.
- Reptilian: only a character within 20 cm may order the unit (``COMMAND_RANGE_MM``), so a brigade with
  reptilians needs every one of them within 20 cm.
- The Stegadon causes terror, is badly hurt at 6-9 hits (the Orcs' rules), sees all round, and may be
  brigaded only with Skinks.
- The Slann Mage: a General who gives no orders; his Skink characters call on his Divine Guidance
  (``divine_guidance``); he casts as a Wizard, rolls a failed cast again unless it was a 1 (the High Elf
  Mage's rule) and may cast through a Skink Shaman, measuring range and sight from the Shaman.
- Mounts: the Stegadon (the Slann's alone) and the Carnosaur (a Saurus Hero's alone) make the unit their
  rider joins cause terror (the mount entries).
- Spells: Gaze of Sotek (bolt), Mazdamundi's Revenge (hold), Wings of the Jungle and Shield of the Old Ones
  (``lizardmen_spells``).

- Salamanders: an add-on stand of a Skink unit (the Empire's Skirmisher pattern: the first stand lost, never
  counted for the Command penalty). While it stands, the unit's shooting carries its venom (enemy armour one
  worse, ``VOLLEY_SAVES``) and the Salamander's 2 shots to the Skinks' 1 add a die to every volley the unit
  shoots (``VOLLEY_SHOTS``); the Stegadon may not be brigaded with such Skinks.
"""

from __future__ import annotations

from game.core import hooks
from game.core.events import Event, Modifier
from game.core.profiles import Rank
from game.core.questions import BRIGADES, CARRIES_CHARACTERS, CAUSES_TERROR, COMMAND_RANGE_MM, DENSE_TERRAIN_PENALTY
from game.core.ruleset import Handler, RulesModule, SpecialRule, StepEdit
from game.core.specials import divine_guidance as guidance
from game.core.specials.answers import answer_is, army_rule
from game.core.specials.lizardmen_spells import carried_by_wings, resolve_shield, resolve_wings
from game.core.state import Character, GameState, Unit

REPTILIAN_REACH_MM = 200
SALAMANDER_RULE = "specials.salamanders"

RULES: dict[str, tuple[str, str]] = {
    "specials.born_in_jungle": (
        "Born in Jungle",
        "No Lizardmen unit takes the -1 on its orders for standing in dense terrain.",
    ),
    "specials.reptilian": (
        "Reptilian",
        "Saurus, Temple Guard, Kroxigor and Cold One Riders heed only a character within 20 cm; a brigade with "
        "them in it needs every one of them within 20 cm.",
    ),
    "specials.skinks": (
        "Skinks",
        "Skinks shoot up to 15 cm and see from every edge of their stands to shoot and to evade; they charge only "
        "what their front sees.",
    ),
    "specials.terradons": (
        "Terradons",
        "Terradons fly; their riders shoot up to 15 cm, seeing from every edge of their stands.",
    ),
    SALAMANDER_RULE: (
        "Salamanders",
        "A Skink unit may add a Salamander stand. While it stands (it is taken to be the first stand lost), the "
        "unit's shots make the target's armour one worse and it shoots one die more, the Salamander's 2 shots to a "
        "Skink stand's 1. Its loss never counts for the Command penalty.",
    ),
    "specials.stegadon_mount": (
        "Stegadon mount",
        "Only the Slann may ride a Stegadon: +3 to his Attacks, and the unit he joins causes terror.",
    ),
    "specials.carnosaur": (
        "Carnosaur",
        "Only a Saurus Hero may ride a Carnosaur: +2 to his Attacks, and the unit he joins causes terror.",
    ),
    "specials.stegadon": (
        "Stegadon",
        "The Stegadon causes terror, its crew shoots 15 cm seeing all round, it is badly hurt at 6 to 9 hits, "
        "and it may be brigaded only with Skinks.",
    ),
    "specials.slann": (
        "Slann Mage",
        "The Slann is the General but gives no orders. He casts as a Wizard, rolls a failed cast again unless it "
        "was a 1, and may cast through a Skink Shaman, measuring range and sight from the Shaman.",
    ),
    guidance.RULE: (
        "Divine Guidance",
        "A Skink character within 20 cm of the Slann may call on it before his first order of the turn: his order "
        "rolls count one less and a double six is a plain failure, not a blunder.",
    ),
    guidance.LOST_RULE: (
        "Divine Guidance lost",
        "An order under the Divine Guidance failed: no one may use it again this turn, and each character that "
        "has not ordered yet counts his first order roll one more.",
    ),
    "magic.wings_of_the_jungle": (
        "Wings of the Jungle",
        "The unit the caster has joined, out of combat, moves as if ordered, alone and with no supporting charge; "
        "the caster goes with it and stays joined, other characters stay behind.",
    ),
    "magic.shield_of_the_old_ones": (
        "Shield of the Old Ones",
        "A friendly unit in combat counts its Armour one better in the Combat phase that follows, never better "
        "than 4+.",
    ),
}



def born_in_jungle(state: GameState, unit: Unit, answer: bool) -> bool:
    """An army rule: every unit of a list with Born in Jungle is spared the dense-terrain -1."""
    if not answer:
        return False
    return not army_rule(state, unit, "born_in_jungle")


def salamander_alive(state: GameState, unit: Unit) -> bool:
    """Whether the unit still has its Salamander stand (the add-on is taken to be the first stand lost)."""
    if unit.addon_stands <= unit.stands_lost:
        return False
    return any(p.addon and p.has("salamanders") for p in state.army_of(unit).units)


def salamander_venom(state: GameState, shooter: Unit, target: Unit) -> tuple[list[Modifier], list[Event]]:
    """``VOLLEY_SAVES``: the whole unit shoots Salamander venom, the target's armour one worse."""
    if not salamander_alive(state, shooter):
        return [], []
    return [Modifier(1, SALAMANDER_RULE, "Salamander venom: armour counts one worse")], []


def salamander_shots(state: GameState, shooter: Unit, stands: int) -> list[Modifier]:
    """``VOLLEY_SHOTS``: the Salamander stand's 2 shots to a Skink stand's 1, while it stands and its unit shoots."""
    if not stands or not salamander_alive(state, shooter):
        return []
    addon = next(p for p in state.army_of(shooter).units if p.addon and p.has("salamanders"))
    extra = (addon.shots or 0) - (state.unit_profile(shooter).shots or 0)
    return [Modifier(extra, SALAMANDER_RULE, f"{addon.name} stand")] if extra > 0 else []


def through_shamans(state: GameState, ch: Character) -> list[str]:
    """The ``CASTING_POINTS`` hook: the Slann's spells may be cast from a Skink Shaman (his stand or his unit)."""
    if not guidance.is_slann(state, ch):
        return []
    out: list[str] = []
    for other in state.live_characters(ch.side):
        if other.off_table or state.character_profile(other).rank is not Rank.WIZARD:
            continue
        out.append(other.id)
        if other.joined and other.joined in state.units and state.units[other.joined].alive:
            out.append(other.joined)
    return out


LIZARDMEN = RulesModule(
    id="lizardmen",
    title="Lizardmen",
    description="Reptilians slow to heed orders, Skinks with their Salamanders, Terradons, the Stegadon, and the Slann who guides "
    "his Skinks and casts through his Shaman.",
    # The Empire's module carries add-on stands (Skirmishers) and ``no_addons``.
    requires=("empire", "orcs", "tomb-kings", "high-elves"),
    specials=(
        SpecialRule("born_in_jungle", "Born in Jungle"),
        # Carried out by their profiles: a 15 cm range and all-round vision, Terradons flying.
        SpecialRule("skinks", "Skinks"),
        SpecialRule("terradons", "Terradons"),
        SpecialRule("salamanders", "Salamanders"),
        SpecialRule("reptilian", "Reptilian", {COMMAND_RANGE_MM: answer_is(REPTILIAN_REACH_MM)}),
        SpecialRule("stegadon", "Stegadon", {CAUSES_TERROR: answer_is(True), BRIGADES: answer_is("only with rule:skinks bare")}),
        # Casting comes from ``magic.casting`` (CASTING_CHARACTERS); his orders are refused below.
        SpecialRule("slann", "Slann Mage"),
        SpecialRule("divine_guidance", "Divine Guidance"),
        # Mounts: terror comes from the entries, the riders they allow from ``riders``.
        SpecialRule("stegadon_mount", "Stegadon mount"),
        SpecialRule("carnosaur", "Carnosaur"),
    ),
    actions={guidance.KIND: Handler(guidance.check_guidance, guidance.apply_guidance, guidance.legal_guidance)},
    steps=(StepEdit("actions", anchor="command/orders", actions=(guidance.KIND,)),),
    answers={DENSE_TERRAIN_PENALTY: born_in_jungle, CARRIES_CHARACTERS: carried_by_wings},
    hooks={
        hooks.COMMAND_MODIFIERS: (guidance.command_modifiers,),
        hooks.FAILED_ORDER: (guidance.failed_order,),
        hooks.ACTION_CHECK: (guidance.refuse_slann_orders,),
        hooks.CASTING_POINTS: (through_shamans,),
        hooks.VOLLEY_SAVES: (salamander_venom,),
        hooks.VOLLEY_SHOTS: (salamander_shots,),
    },
    spell_effects={"wings_of_the_jungle": resolve_wings, "shield_of_the_old_ones": resolve_shield},
    rulebook=RULES,
)
