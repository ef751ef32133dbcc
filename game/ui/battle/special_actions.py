"""Buttons for army special rules that are actions of their own: a Zombie Dragon breathing, a Dwarf
Runesmith striking the Anvil and the dice of a Chaos Sorcerer's Rage of Chaos in the Shooting phase, the Tomb King calling on his bonus and a Dwarf Hero on his
Oathstone in the Combat phase, and a Skink character calling on the Slann's Divine Guidance in the Orders step.
One button for each the rules allow now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import (
    RAGE_DICE,
    RAGE_TOTAL,
    Breathe,
    BreatheFire,
    DivineGuidance,
    LoadCannon,
    RageDie,
    StrikeAnvil,
    SwearOath,
    TombKingBonus,
    cannon_charge_odds,
    frenzy,
    legal_bonus,
    legal_breathe,
    legal_guidance,
    legal_oath,
    legal_rage,
    legal_strike,
    relic,
)

if TYPE_CHECKING:
    from game.ui.battle.controller import BattleController as Controller
    from game.ui.battle.panel import Panel


def breath_buttons(controller: Controller, panel: Panel) -> bool:
    """In the Shooting phase: each Dragon that may breathe, at each target it may take, and each Anvil that
    may be struck. True if any."""
    st = controller.state
    rage_buttons(controller, panel)
    fire = artillery_buttons(controller, panel)
    anvils: list[StrikeAnvil] = legal_strike(st)
    for a in anvils:
        smith = st.characters[a.character]
        deed = (relic(st, smith) or ("", "strikes the Anvil", ""))[1]
        panel.rule()
        panel.button(
            f"anvil_{a.character}",
            f"{smith.name}: {deed.replace('strikes', 'strike').replace('invokes', 'invoke')}",
            lambda a=a: _apply(controller, a),
            tooltip="On a 4+ your units within 20 cm of him scorn terror until your next turn; once a turn",
        )
    offers: list[Breathe] = legal_breathe(st)
    if not offers:
        return fire
    panel.rule()
    panel.text("Dragon's breath: 3 shooting attacks at the closest enemy within 20 cm.", "head", 13)
    for a in offers:
        rider, target = st.characters[a.character], st.units[a.target]
        panel.button(
            f"breathe_{a.character}_{a.target}",
            f"{rider.name}: breathe at {target.name}",
            lambda a=a: _apply(controller, a),
            tooltip=f"{rider.name}'s Zombie Dragon breathes once this phase, while he has joined a unit out of combat",
        )
    return True


def rage_buttons(controller: Controller, panel: Panel) -> bool:
    """While a Rage of Chaos is being rolled: one more die, or stop at the total so far. True if any."""
    st = controller.state
    offers: list[RageDie] = legal_rage(st)
    for a in offers:
        unit = st.units[a.unit]
        total, rolled = int(unit.flags.get(RAGE_TOTAL, 0)), int(unit.flags.get(RAGE_DICE, 0))
        if a.stop:
            panel.button(
                f"rage_stop_{a.unit}",
                f"Stop here: +{total} Attacks",
                lambda a=a: _apply(controller, a),
                tooltip="The total is added to the unit's Attacks in every round of this Combat phase",
            )
        else:
            panel.rule()
            panel.text(f"{frenzy(unit)} on {unit.name}: {total} from {rolled} di{'ce' if rolled != 1 else 'e'}.",
                       "head", 13)
            panel.button(
                f"rage_roll_{a.unit}",
                f"Roll another die ({len(unit.stands) - rolled} left)",
                lambda a=a: _apply(controller, a),
                tooltip="Added to the total, unless it repeats a face already rolled: then the total strikes the "
                "unit itself",
            )
    return bool(offers)


def artillery_buttons(controller: Controller, panel: Panel) -> bool:
    """Fantasy Warriors' war cannon (the charge to load, with the ignition's odds) and mercenary dragons' breath.
    True if a dragon may breathe."""
    st = controller.state
    legal = st.legal_actions()
    loads = [a for a in legal if isinstance(a, LoadCannon)]
    if loads:
        panel.rule()
        panel.text("War cannon: load 1 to 3 gunpowder counters, then shoot. Each is a cannon ball; bigger "
                   "charges are likelier to misfire or explode.", "head", 13)
    for a in loads:
        gun = st.units[a.unit]
        odds = cannon_charge_odds(st, gun, a.charge)
        risk = ", ".join(f"{round(100 * p)} % {_IGNITION_WORDS[k]}" for k, p in odds.items() if p)
        panel.button(f"load_{a.unit}_{a.charge}", f"{gun.name}: load a charge of {a.charge}",
                     lambda a=a: _apply(controller, a), tooltip=f"Ignition: {risk}")
    breaths = [a for a in legal if isinstance(a, BreatheFire)]
    if breaths:
        panel.rule()
        panel.text("Dragon's breath: 3 attacks at an enemy within 15 cm for 1D6 breath counters; a dragon that "
                   "cannot pay flees.", "head", 13)
    for b in breaths:
        dragon, target = st.units[b.unit], st.units[b.target]
        panel.button(f"fire_{b.unit}_{b.target}", f"{dragon.name}: breathe at {target.name}",
                     lambda b=b: _apply(controller, b), tooltip="Once this phase, instead of any other shooting")
    return bool(breaths)


_IGNITION_WORDS = {"explodes": "explodes", "misfire": "misfire", "bad": "bad", "poor": "poor", "ok": "as usual",
                   "good": "good", "excellent": "excellent"}


def bonus_buttons(controller: Controller, panel: Panel) -> None:
    """In the Combat phase: the Tomb King's once-a-battle +1 Attack, for each unit in combat he may give it."""
    st = controller.state
    for o in legal_oath(st):
        hero = st.characters[o.character]
        unit = st.units[hero.joined or ""]
        panel.rule()
        panel.button(
            f"oath_{o.character}",
            f"{hero.name}: Oathstone, {unit.name}",
            lambda o=o: _apply(controller, o),
            tooltip="Once a battle: he and every stand of his unit fight with +1 Attack and scorn terror this phase",
        )
    offers: list[TombKingBonus] = legal_bonus(st)
    if not offers:
        return
    panel.rule()
    panel.text("The Tomb King's bonus, once a battle: +1 Attack on every stand this Combat phase.", "head", 13)
    for a in offers:
        king, unit = st.characters[a.character], st.units[a.unit]
        panel.button(
            f"bonus_{a.unit}",
            f"{king.name}: +1 Attack, {unit.name}",
            lambda a=a: _apply(controller, a),
            tooltip="A unit within 20 cm of the king; call on it before its fight",
        )


def guidance_buttons(controller: Controller, panel: Panel) -> None:
    """In the Orders step: each Skink character near the Slann who may still call on his Divine Guidance."""
    offers: list[DivineGuidance] = legal_guidance(controller.state)
    if not offers:
        return
    panel.rule()
    panel.text("The Slann's Divine Guidance: call on it before a Skink character's first order.", "head", 13)
    for a in offers:
        skink = controller.state.characters[a.character]
        panel.button(
            f"guidance_{a.character}",
            f"{skink.name}: Divine Guidance",
            lambda a=a: _apply(controller, a),
            tooltip="His order rolls count one less this turn and a double six does not blunder; if one of them "
            "fails, the Guidance is lost and the characters yet to order count their first roll one more",
        )


def _apply(
    controller: Controller,
    action: TombKingBonus | Breathe | StrikeAnvil | SwearOath | LoadCannon | BreatheFire | RageDie | DivineGuidance,
) -> None:
    controller.apply(action)
