"""Magical power in the Shooting phase's side panel (Fantasy Warriors' ``fw-power``): each Wizard's pool, arcane
terror with its three possible costs, a shield over his unit, and the arcane duel.

The duel's stakes are face down. The challenger sets his stake here, then the screen is handed over; the
challenged side sees only who challenged whom and the challenger's pool (on his card), sets its own stake
and answers to the death or to defend, with the odds of each stake against the most the challenger could
have put down.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core import (
    AnswerDuel,
    ArcaneTerror,
    ChallengeDuel,
    Enchant,
    RaiseShield,
    Snipe,
    answer_odds,
    duel_parties,
    enchant_odds,
    enchantment_counters,
    full_stake,
    power_left,
    terror_costs,
    terror_range,
)
from game.ui.battle.panel import Panel

if TYPE_CHECKING:
    from game.ui.battle.shoot_tool import ShootTool

STEP = 5


@dataclass
class StakeChoice:
    """The duel being set up on this screen: who challenges whom (empty when none), and the stake shown."""

    wizard: str = ""
    target: str = ""
    stake: int = STEP


def _choice(tool: ShootTool) -> StakeChoice:
    return tool.stake


def _pct(p: float) -> str:
    return f"{round(p * 100)} %"


def fill_duel_answer(tool: ShootTool, panel: Panel) -> bool:
    """The challenged side's dialog, while a duel waits for its answer; False when none waits."""
    st = tool.state
    parties = duel_parties(st) if st.ruleset.has("fw-power") else None
    if parties is None:
        return False
    att, tgt = st.characters[parties[0]], st.characters[parties[1]]
    choice = _choice(tool)
    most = power_left(st, tgt)
    if choice.target != tgt.id or choice.wizard:
        choice.wizard, choice.target, choice.stake = "", tgt.id, min(most, full_stake(most))
    panel.titled(f"{st.sides[tgt.side].name}: An arcane duel!", tgt.side)
    panel.text(f"{att.name} challenges {tgt.name}. His stake lies face down; his card shows "
               f"{power_left(st, att)} power.", "", 13)
    panel.text("Set your own stake (face down too), then fight to the death or only defend. 1D6 for every 5 "
               "power staked; the higher total wins and takes the other's stake.", "dim", 12)
    _stake_row(tool, panel, most, least=0)
    win, tie, lose = answer_odds(st, tgt, att, choice.stake)
    odds = (f"Staking {choice.stake}: {_pct(win)} to win, {_pct(tie)} a stalemate, {_pct(lose)} to lose, if he "
            f"put down all he could ({full_stake(power_left(st, att))}).")
    panel.text(odds, "gold", 12)
    panel.button("duel_death", "1. Fight to the death", lambda: _answer(tool, tgt.id, "death"), key=pygame.K_1,
                 tooltip="The loser makes a saving throw for each point between the totals; one failure slays him",
                 primary=True)
    panel.button("duel_defend", "2. Only defend", lambda: _answer(tool, tgt.id, "defend"), key=pygame.K_2,
                 tooltip="Losing costs one saving throw; winning makes him pay his stake once more")
    return True


def power_buttons(tool: ShootTool, panel: Panel) -> None:
    """For the side to shoot: each Wizard's pool and what it may pay for now, or the stake of a duel being set."""
    st = tool.state
    _snipes(tool, panel)
    _enchants(tool, panel)
    if not st.ruleset.has("fw-power"):
        return
    choice = _choice(tool)
    if choice.wizard:
        _challenge(tool, panel)
        return
    legal = [a for a in st.legal_actions() if isinstance(a, (ArcaneTerror, RaiseShield, ChallengeDuel))]
    shown: set[str] = set()
    for a in legal:
        ch = st.characters[a.wizard]
        if ch.id not in shown:
            shown.add(ch.id)
            panel.rule()
            panel.text(f"{ch.name}: {power_left(st, ch)} power, instead of a spell this turn", "head", 13)
        if isinstance(a, ChallengeDuel):
            if f"duel_{a.wizard}_{a.target}" in panel.buttons:
                continue
            foe = st.characters[a.target]
            panel.button(f"duel_{a.wizard}_{a.target}", f"Challenge {foe.name} to an arcane duel",
                         lambda a=a: _start(tool, a), tooltip="Set a stake face down; the enemy answers unseen")
        elif isinstance(a, ArcaneTerror):
            low, mid, high = terror_costs(st, ch, st.units[a.target])
            away = terror_range(st, ch, st.units[a.target]) / 10
            panel.button(f"terror_{a.wizard}_{a.target}",
                         f"Terror: {st.units[a.target].name}, {away:.0f} cm, {mid} power",
                         lambda a=a: tool.controller.apply(a),
                         tooltip=f"Arcane terror. 1D6 sets the cost: {low} on 1-2, {mid} on 3-4, {high} on 5-6; more than "
                                 f"{power_left(st, ch)} slays him. The unit tests or is confused.")
        elif isinstance(a, RaiseShield):
            panel.button(f"shield_{a.wizard}_{a.dice}", f"Shield {st.units[a.unit].name}: {a.dice} dice",
                         lambda a=a: tool.controller.apply(a),
                         tooltip="Until the end of the enemy's turn each 4+ turns a shot aside; the dice's total "
                                 "is paid each time")


def _start(tool: ShootTool, a: ChallengeDuel) -> None:
    choice = _choice(tool)
    choice.wizard, choice.target, choice.stake = a.wizard, a.target, STEP
    tool.changed(panel=True)


def _challenge(tool: ShootTool, panel: Panel) -> None:
    st = tool.state
    choice = _choice(tool)
    ch, foe = st.characters[choice.wizard], st.characters[choice.target]
    panel.rule()
    panel.titled(f"{ch.name} challenges {foe.name}", ch.side)
    panel.text(f"{foe.name} has {power_left(st, foe)} power. Your stake goes face down: the other player sees "
               "it only when both are shown.", "dim", 12)
    _stake_row(tool, panel, power_left(st, ch), least=STEP)
    a = ChallengeDuel(ch.id, foe.id, choice.stake)
    why = st.check(a)
    panel.button("duel_go", "Stake and challenge", lambda: _challenge_now(tool, a), key=pygame.K_RETURN,
                  also=(pygame.K_KP_ENTER,), primary=True, enabled=not why,
                  tooltip=why[0] if why else "The screen passes to the other player to answer")
    panel.button("duel_cancel", "Cancel the duel", lambda: _cancel(tool), key=pygame.K_ESCAPE)


def _stake_row(tool: ShootTool, panel: Panel, most: int, least: int) -> None:
    choice = _choice(tool)
    dice = choice.stake // STEP
    panel.text(f"Stake: {choice.stake} power ({dice} {'die' if dice == 1 else 'dice'}) of {most}", "head", 14)
    panel.button("stake_less", "5 less", lambda: _shift(tool, -STEP, least, most), key=pygame.K_MINUS,
                 also=(pygame.K_KP_MINUS,), width=0.49, enabled=choice.stake - STEP >= least)
    panel.button("stake_more", "5 more", lambda: _shift(tool, STEP, least, most), key=pygame.K_EQUALS,
                 also=(pygame.K_PLUS, pygame.K_KP_PLUS), same_row=True,
                 enabled=choice.stake + STEP <= most)


def _shift(tool: ShootTool, by: int, least: int, most: int) -> None:
    choice = _choice(tool)
    choice.stake = max(least, min(most, choice.stake + by))
    tool.changed(panel=True)


def _challenge_now(tool: ShootTool, a: ChallengeDuel) -> None:
    tool.stake = StakeChoice()
    tool.controller.apply(a)


def _answer(tool: ShootTool, wizard: str, mode: str) -> None:
    stake = _choice(tool).stake
    tool.stake = StakeChoice()
    tool.controller.apply(AnswerDuel(wizard, mode, stake))


def _cancel(tool: ShootTool) -> None:
    tool.stake = StakeChoice()
    tool.changed(panel=True)


def _snipes(tool: ShootTool, panel: Panel) -> None:
    """A marksman's one shot a turn at each lone enemy character he may pick off."""
    st = tool.state
    if not st.ruleset.has("fw-individuals"):
        return
    offers = [a for a in st.legal_actions() if isinstance(a, Snipe)]
    if offers:
        panel.rule()
    for a in offers:
        m, t = st.characters[a.marksman], st.characters[a.target]
        panel.button(f"snipe_{a.marksman}_{a.target}", f"{m.name}: snipe at {t.name}",
                     lambda a=a: tool.controller.apply(a),
                     tooltip="One shot a turn: 3+ within 30 cm, 4+ to 60 cm, -1 in bad light; his armour may save him")


def _enchants(tool: ShootTool, panel: Panel) -> None:
    """An enchantress's counters, and each enemy unit she may enchant with its chance on her table."""
    st = tool.state
    if not st.ruleset.has("fw-individuals"):
        return
    offers = [a for a in st.legal_actions() if isinstance(a, Enchant)]
    shown: set[str] = set()
    for a in offers:
        ch, unit = st.characters[a.enchantress], st.units[a.target]
        if ch.id not in shown:
            shown.add(ch.id)
            panel.rule()
            panel.text(f"{ch.name}: {enchantment_counters(st, ch)} enchantment counters, instead of a spell", "head", 13)
        odds = enchant_odds(st, ch, unit)
        panel.button(f"enchant_{a.enchantress}_{a.target}",
                     f"Enchant {unit.name}: {round(odds['enchanted'] * 100)} %",
                     lambda a=a: tool.controller.apply(a),
                     tooltip=f"Confused {round(odds['confused'] * 100)} %; she spends one counter "
                             f"{round(odds['one'] * 100)} %, two {round(odds['two'] * 100)} % (with fewer than two "
                             "left her power is spent)")
