"""The side panel of the Shooting phase: who may shoot, the picked unit's odds, Shoot and Shoot all, Wizards.

Functions of the ``ShootTool`` (shoot_tool.py), so that file keeps to input and drawing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import (
    PoisonVolley,
    Unit,
    explain,
    frenzy,
    legal_rage,
    machine_silent,
    poison_bites,
    poison_ready,
    volleys_left,
)
from game.ui.battle.panel import Panel
from game.ui.battle.panel_list import Row, button_list
from game.ui.battle.power_panel import fill_duel_answer, power_buttons
from game.ui.battle.shot_preview import Shot
from game.ui.battle.special_actions import breath_buttons
from game.ui.battle.words import name_of

if TYPE_CHECKING:
    from game.ui.battle.shoot_tool import ShootTool

CHOICE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)


def fill_shoot_panel(tool: ShootTool, panel: Panel) -> None:
    st = tool.state
    if fill_duel_answer(tool, panel):  # an arcane duel's answer waits before anything else
        return
    opts = tool.options()
    panel.heading("Shooting")
    panel.text(
        "Each unit may shoot once, at the closest enemy unit it can see. Lines join each one to its "
        "target; click a unit (outlined) to see its odds.",
        "dim",
        12,
    )
    if tool.shooter is not None and tool.shooter in st.units:
        _shooter(tool, panel)
    elif opts:
        rows = [
            Row(f"{st.units[u].name}: {_target_words(tool, u)}", lambda u=u: tool.choose(u), "Show this unit's shot")
            for u in opts
        ]
        button_list(panel, rows, max(panel.m(72), panel.rect.bottom - panel.y - panel.m(330)), "shooter")
    else:
        panel.text("No unit of this side can shoot now.", "dim", 13)
    # Machines their crews left (or that were ruined) say so: a player would look for their shot in vain.
    for u in st.live_units(st.active):
        if u.id not in opts and machine_silent(st, u):
            panel.text(f"{machine_silent(st, u)}.", "dim", 13)
    if opts:
        panel.button(
            "all",
            f"Shoot all ({len(opts)} unit{'s' if len(opts) != 1 else ''})",
            tool.shoot_all,
            key=pygame.K_a,
            tooltip="Every unit able to shoot does, in turn, at its closest target (you pick when two are as close)",
        )
    _wizards(tool, panel)
    power_buttons(tool, panel)
    breath = breath_buttons(tool.controller, panel)
    if legal_rage(st):
        raging = st.units[legal_rage(st)[0].unit]
        panel.text(f"Roll on or stop the {frenzy(raging)} before the phase goes on.", "dim", 13)
    elif not opts:
        # Said even while a Wizard may still cast: the drive backs come only with Next step.
        then = " (after any spell)" if tool.wizards() else ""
        then = " (after the Dragon's breath, if you want it)" if breath else then
        panel.text(f"Nothing left to shoot: press Next step (Space) for the drive backs{then}.", "dim", 13)


def _target_words(tool: ShootTool, uid: str) -> str:
    st = tool.state
    allowed, blind = tool.options()[uid]
    names = " or ".join(name_of(st, t) for t in allowed)
    return ("blind at " if blind else "at ") + names


def _shooter(tool: ShootTool, panel: Panel) -> None:
    st = tool.state
    assert tool.shooter is not None
    u = st.units[tool.shooter]
    allowed, _blind = tool.options().get(tool.shooter, ([], False))
    panel.rule()
    panel.titled(u.name, u.side)
    if not allowed:
        # A crew away from their machine, or with one ruined, are told why: the card alone leaves it a puzzle.
        panel.text(f"{machine_silent(st, u) or f'{u.name} cannot shoot now'}.", "dim", 13)
        return
    shot = tool.shot()
    if shot is None:
        _pick_target(tool, panel, allowed)
        return
    _numbers(tool, panel, shot)
    _poison(tool, panel, u, shot)
    waiting = len(tool.queue) > 0
    panel.button(
        "shoot",
        f"Shoot at {name_of(st, shot.target)}",
        tool.shoot,
        key=pygame.K_RETURN,
        also=(pygame.K_KP_ENTER,),
        tooltip=f"{u.name} shoots now: the dice go in the tray",
        primary=True,
        enabled=not waiting,
    )
    panel.button("cancel", "Pick another unit", tool.clear, key=pygame.K_ESCAPE, tooltip="Forget this unit", width=1.0)


def _poison(tool: ShootTool, panel: Panel, u: Unit, shot: Shot) -> None:
    """Fantasy Warriors' poisoned arrows: the player chooses which volley is poisoned, before it is shot."""
    st = tool.state
    left = volleys_left(st, u)
    if not left:
        return
    target = st.units.get(shot.target)
    if poison_ready(st, u):
        panel.text(f"This volley is poisoned ({left} left): saves one worse.", "gold", 13)
        panel.button("poison", "Shoot plain arrows instead", lambda: tool.controller.apply(PoisonVolley(u.id, False)),
                     key=pygame.K_p, tooltip="Keep the poisoned volley for another shot", width=1.0)
        return
    if target is not None and not poison_bites(st, target):
        panel.text(f"Poison would do nothing against {target.name} ({left} poisoned left).", "dim", 12)
        return
    panel.button("poison", f"Make it a poisoned volley ({left} left)",
                 lambda: tool.controller.apply(PoisonVolley(u.id)), key=pygame.K_p,
                 tooltip="Spend one poisoned volley on this shot: the target's saves count one worse", width=1.0)


def _pick_target(tool: ShootTool, panel: Panel, allowed: list[str]) -> None:
    st = tool.state
    head = "Shoot all waits: " if tool.asking() else ""
    panel.text(f"{head}these are equally close; which one does it shoot at?", "gold", 13)
    for i, t in enumerate(allowed[: len(CHOICE_KEYS)]):
        panel.button(
            f"target{i}",
            f"{i + 1}. Shoot at {name_of(st, t)} (marked {i + 1})",
            lambda t=t: tool.aim(t),
            key=CHOICE_KEYS[i],
            tooltip=f"Shoot at {name_of(st, t)} (or click it on the table)",
            primary=i == 0,
        )
    panel.button("cancel", "Stop", tool.clear, key=pygame.K_ESCAPE, tooltip="Forget this unit and stop shooting all")


def _numbers(tool: ShootTool, panel: Panel, shot: Shot) -> None:
    st = tool.state
    verb = "Shoots blind at" if shot.blind else "Shoots at"
    panel.pair(f"{verb} {name_of(st, shot.target)}", f"{shot.distance / 10:.1f} cm", "head", 14)
    if len(tool.options()[shot.unit][0]) > 1:
        panel.text("Equally close targets: click another one to shoot at it instead.", "dim", 12)
    per = shot.dice // max(1, shot.shooters)
    panel.pair(f"Dice: {shot.shooters} stand{'s' if shot.shooters != 1 else ''} × {per}", str(shot.dice))
    for b in shot.batches:
        panel.pair(f"Against {b.words}", f"{b.to_hit}+", "bad" if b.to_hit > 4 else "")
    if len(shot.batches) > 1:
        panel.text("The dice go at the least protected stands first, a batch at a time.", "dim", 11, indent=10)
    title, line = explain("shooting.to_hit")
    panel.text(f"{title}: {line}", "dim", 11, indent=10)
    panel.pair(shot.save_words, f"{shot.save}+" if shot.save else "none")
    panel.pair("Hits to expect after saves", f"{float(shot.expected):.1f}", "gold", 15)
    for other, n in shot.elsewhere:
        who = name_of(st, other)
        panel.text(f"{n} stand{'s' if n != 1 else ''} cannot reach it and shoot at {who} instead.", "dim", 12)
    panel.space(4)


def _wizards(tool: ShootTool, panel: Panel) -> None:
    st = tool.state
    wizards = tool.wizards()
    if not wizards:
        return
    panel.rule()
    panel.text("Magic: a Wizard may cast one spell this phase.", "head", 13)
    for wid in wizards:
        c = st.characters[wid]
        panel.button(
            f"wizard_{wid}",
            f"Cast a spell with {c.name}",
            lambda wid=wid: tool.scene.steps.magic.choose(wid),
            tooltip=f"Pick {c.name} (or click him on the table) to see his spells and their chances",
        )
