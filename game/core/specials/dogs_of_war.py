"""The Dogs of War special rules (digest 10.16): one rule module, ``DOGS_OF_WAR``. Their Wizards cast the
Empire's spells (the list's ``spells``).

Other armies' rules, reused: Men, handguns, all-round vision, the cannon and the Griffon (the Empire's), Ogres
charging Men, the Giant, badly hurt and terror (the Orcs'), flying (the Birdmen's profile), troops of any kind
pursuing (``PURSUED_BY_ANY``, Araby's Magic Carpets) and the Pay Wagon, which is the Norse Horn of Resounding's
rule on another rider (``norse.BOOST_ITEMS``: once a battle, in his Command phase, +1 to the Paymaster's orders
for that turn). The Galloper Guns' 20 cm move (10 cm at half pace) and 40 cm range are their profile's; they
shoot by the cannon's rules, grapeshot at chargers included. Carried out here, for the Pikemen:

- never defended or fortified while any part of a stand is in dense terrain, nor fortified on walls or ramparts
  (still defended on a hill or behind a low obstacle) (``hooks.GROUND_COVER``);
- defended against cavalry or chariots that charged their front, in the first round of the fight only, unless
  in dense terrain (``hooks.COMBAT_COVER``);
- supported, and supporting, only flank to whole flank by infantry facing the same way, never from behind
  (``SUPPORTS_BESIDE_ONLY``); their stands face the short edge (their profile).

Our reading where the source is short: "on fortress walls etc." is taken as any fortified cover, so Pikemen
behind a high wall count in the open; the charge bonus is lost against Pikemen defended by their pikes.
"""

from __future__ import annotations

from game.core import board, hooks
from game.core.combat.contact import FRONT
from game.core.combat.engagements import contacts
from game.core.profiles import UnitType
from game.core.questions import PURSUED_BY_ANY, SUPPORTS_BESIDE_ONLY
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import answer_is
from game.core.state import GameState, Unit
from game.table import DENSE

PIKEMEN = "pikemen"
RULES: dict[str, tuple[str, str]] = {
    "specials.pikemen": (
        "Pikemen",
        "Pikemen face the short edge; they are never defended or fortified in dense terrain nor fortified on walls, "
        "count as defended against cavalry or chariots charging their front in the first round, and give and take "
        "support only flank to flank.",
    ),
    "specials.pikemen.set": (
        "Pikes set",
        "Pikemen count as defended against cavalry or chariots that charged their front, in the first round only.",
    ),
    "specials.galloper_guns": (
        "Galloper Guns",
        "Light guns: they move 20 cm (10 cm at half pace) and shoot as cannon to 40 cm, grapeshot at chargers.",
    ),
    "specials.birdmen": (
        "Birdmen",
        "Birdmen are infantry that fly and shoot their crossbows; troops of any kind may pursue them.",
    ),
    "specials.paymaster": ("Paymaster", "The army has at most one Paymaster; only he may ride the Pay Wagon."),
    "specials.pay_wagon": (
        "Pay Wagon",
        "Once a battle, in his Command phase, the Paymaster opens the Pay Wagon: +1 Command to his orders that turn.",
    ),
}


def _in_dense(state: GameState, unit: Unit, index: int) -> str:
    t = board.table(state)
    for piece in t.terrain_under(board.unit_base(state, unit, index)):
        if piece.kind in DENSE:
            return piece.name or piece.kind.value
    return ""


def pike_ground(state: GameState, unit: Unit, index: int, found: tuple[str, str]) -> tuple[str, str] | None:
    """``GROUND_COVER``: pikes are no use in dense terrain, nor on walls."""
    if not state.unit_profile(unit).has(PIKEMEN) or found[0] == "open":
        return None
    if _in_dense(state, unit, index) or found[0] == "fortified":
        return ("open", "")
    return None


def pikes_set(state: GameState, attacker: Unit, target: Unit, index: int, round_no: int) -> tuple[str, str] | None:
    """``COMBAT_COVER``: cavalry or chariots that charged the Pikemen's front meet the pikes in the first round."""
    if round_no != 1 or not state.unit_profile(target).has(PIKEMEN) or not attacker.charged:
        return None
    if attacker.side != state.active or state.unit_profile(attacker).type not in (UnitType.CAVALRY, UnitType.CHARIOT):
        return None
    if _in_dense(state, target, index):
        return None
    fronted = any(x.enemy == attacker.id and x.stand == index and x.contact.category == FRONT
                  for x in contacts(state).get(target.id, []))
    return ("defended", "pikes set against the charge") if fronted else None


DOGS_OF_WAR = RulesModule(
    id="dogs-of-war",
    title="Dogs of War",
    description="Tilean Pikemen, Galloper Guns, Birdmen, the Paymaster's Pay Wagon, and sellswords of every kind.",
    requires=("empire", "orcs", "araby", "norse"),
    specials=(
        SpecialRule(PIKEMEN, "Pikemen", {SUPPORTS_BESIDE_ONLY: answer_is(True)}),
        # Carried out by the profile (move, range) and the Empire's cannon rule.
        SpecialRule("galloper_guns", "Galloper Guns"),
        SpecialRule("birdmen", "Birdmen", {PURSUED_BY_ANY: answer_is(True)}),
        # One per army (the list's limit); the Pay Wagon names him as its only rider.
        SpecialRule("paymaster", "Paymaster"),
        # The Norse module's Horn of Resounding action and Command modifier carry it out (``BOOST_ITEMS``).
        SpecialRule("pay_wagon", "Pay Wagon"),
    ),
    hooks={hooks.GROUND_COVER: (pike_ground,), hooks.COMBAT_COVER: (pikes_set,)},
    rulebook=RULES,
)
