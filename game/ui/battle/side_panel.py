"""What the side panel shows: a refusal's reason, the current tool, the actions the rules allow, the card.

In a step with a tool of its own (orders, moves, character moves) the tool fills the panel; in any
other step (shooting, combat, deployment, home back... until they get tools) every legal action is
a button with its words, so a battle can always go on by mouse. The card of the selected piece sits
at the bottom.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import (
    Action,
    GameState,
    PassToAlly,
    ally_name,
    generals_touch,
    items_kept,
    may_write,
    player_at_table,
    support_offer,
)
from game.ui.battle.army_status import status_height, status_into
from game.ui.battle.cards import Card
from game.ui.battle.dark_elves_prompt import dark_elves_prompt
from game.ui.battle.header import status_words
from game.ui.battle.item_prompt import item_prompt
from game.ui.battle.lammasu_prompt import lammasu_prompt
from game.ui.battle.norse_prompt import norse_prompt
from game.ui.battle.panel import Panel
from game.ui.battle.words import action_details, action_parts, action_words
from game.ui.theme import Metrics

if TYPE_CHECKING:
    from game.ui.battle.scene import BattleScene

# Action kinds a tool of this screen builds; everything else is offered in the list of actions.
TOOL_KINDS = frozenset(
    {"order", "move", "charge", "hold", "blunder_choice", "move_character", "initiative_charge", "evade", "use_item",
     "eye_of_the_raven", "sound_horn", "lammasu"}
)
# Making a button costs a few milliseconds: long lists show this many at a time, with a button for more.
LIST_PAGE = 20


def fill(scene: BattleScene, panel: Panel) -> None:
    """Fill the side panel for the scene as it is now."""
    st = scene.controller.state
    if scene.controller.message:
        panel.text(scene.controller.message, "bad", 13)
        panel.space(4)
    # A magic item to use now comes first; while play waits for the answer, the step's tool has nothing to offer.
    waiting = item_prompt(scene, panel) and items_kept(st).held is not None
    waiting = norse_prompt(scene, panel) or waiting
    waiting = dark_elves_prompt(scene, panel) or waiting
    waiting = lammasu_prompt(scene, panel) or waiting
    tool = None if waiting else scene.tool()
    if tool is not None:
        tool.fill_panel(panel)
    ally_button(scene, panel)
    listed = listed_actions(scene)
    card = scene.card()
    # The armies' standing sits at the very foot, the card of the piece picked just above it.
    armies_h = status_height(panel, st) if st.phase != "deployment" else 0
    card_h = card_height(panel.rect, scene.m, card)
    if listed:
        action_list(scene, panel, listed, card_h + armies_h)
    elif tool is None and st.result is None and not waiting:
        panel.heading(step_heading(st))
        panel.text("Nothing to decide here: press Next step (Space) to go on.", "dim", 13)
    if card is not None:
        panel.y = max(panel.y, panel.rect.bottom - card_h - armies_h)
        card_into(panel, card)
    if armies_h:
        panel.y = max(panel.y, panel.rect.bottom - armies_h - scene.m(6))
        status_into(panel, st)


def ally_button(scene: BattleScene, panel: Panel) -> None:
    """Two players a side (fw-players): the one at the table hands the turn to his ally (no key: H holds a move)."""
    st = scene.controller.state
    side = st.acting_side()
    ally = PassToAlly(side)
    if st.result is not None or st.check(ally):
        return
    me, other = player_at_table(st, side), ally_name(st, side)
    panel.space(4)
    panel.button("pass_ally", f"{me}: hand the turn to {other}", lambda: scene.act(ally),
                 tooltip=f"{other}'s pieces wait for him: he plays on, and may hand the turn back to {me}")
    if may_write(st, side):
        # Allied Generals: a written message a turn, or talk while the Generals touch.
        verb = "Talk" if generals_touch(st, side) else "Write"
        panel.button("write_ally", f"{verb} to {other}", lambda: write_to_ally(scene, side),
                     tooltip=f"A message {other} reads when the turn comes to him; it stays in the log")


def write_to_ally(scene: BattleScene, side: int) -> None:
    from game.ui.battle.message_screen import MessageScene

    if scene.app is not None:
        scene.app.push(MessageScene(scene, side))


def listed_actions(scene: BattleScene) -> list[Action]:
    """The actions offered as buttons: those no tool of this step builds."""
    st = scene.controller.state
    if st.result is not None:
        return []
    if scene.tool() is not None and support_offer(st) is None:
        # Working out every legal move and order would cost more than it gives: the tool covers them.
        return []
    listed = [a for a in scene.legal() if a.kind not in TOOL_KINDS and a.kind not in ("proceed", "fw_pass")]
    # Kinds with few choices first: "deploy the rest" is not buried under a hundred placements.
    count: dict[str, int] = {}
    for a in listed:
        count[a.kind] = count.get(a.kind, 0) + 1
    return sorted(listed, key=lambda a: count[a.kind])


def action_list(scene: BattleScene, panel: Panel, listed: list[Action], card_h: int) -> None:
    """The legal actions as buttons in a scrolling list, leaving ``card_h`` px for the card.

    A piece with several choices gets its name once, above short buttons ("Deploy in line, left, at the
    edge"); a single choice reads in full ("Crossbowmen shoots at Orc Warriors").
    """
    kit = scene.panel_kit
    assert kit is not None
    m = scene.m
    st = scene.controller.state
    panel.heading(step_heading(st))
    panel.text("What the rules allow now; click one to do it.", "dim", 13)
    shown = listed[: scene.list_limit]
    parts = [action_parts(st, a) for a in shown]
    count: dict[str, int] = {}
    for who, _ in parts:
        count[who] = count.get(who, 0) + 1
    row, head = m(34), m(28)
    rows: list[tuple[str, str, Action | None]] = []  # (kind of row, words, action)
    last = None
    for a, (who, what) in zip(shown, parts, strict=True):
        if who and count[who] > 1:
            if who != last:
                rows.append(("head", who, None))
            rows.append(("button", what[:1].upper() + what[1:], a))
        else:
            rows.append(("button", action_words(st, a), a))
        last = who
    inner = sum(head if r[0] == "head" else row + m(4) for r in rows)
    height = max(m(80), min(inner + m(4), panel.rect.bottom - panel.y - card_h - m(16)))
    rect = pygame.Rect(panel.rect.x + panel.pad, panel.y, panel.width, height)
    box = kit.scroller(rect, inner)
    y = 0
    for kind, words, action in rows:
        if kind == "head":
            kit.label(pygame.Rect(0, y, rect.width - m(22), head), words, object_id="#dim", container=box)
            y += head
            continue
        assert action is not None
        panel.lines.append(action_words(st, action))
        kit.button(
            pygame.Rect(0, y, rect.width - m(22), row),
            words,
            lambda a=action: scene.act(a),
            tooltip=action_details(st, action),
            object_id="#small",
            container=box,
        )
        y += row + m(4)
    panel.y += height + m(6)
    more = len(listed) - len(shown)
    if more > 0:
        panel.button(
            "more",
            f"Show {min(more, LIST_PAGE)} more of {more} not shown",
            scene.show_more,
            tooltip="The list is long: its next part",
        )


def card_height(rect: pygame.Rect, m: Metrics, card: Card | None) -> int:
    """How tall the card will be in a panel of ``rect`` (laid out once, off screen)."""
    if card is None:
        return 0
    probe = Panel(rect, m, None)
    start = probe.y
    card_into(probe, card)
    return probe.y - start + m(8)


def card_into(panel: Panel, card: Card) -> None:
    """The card of a piece: its title, then each line in its style."""
    panel.rule()
    panel.titled(card.title, card.side)
    for style, words in card.lines:
        panel.text(words, style, 13)


def step_heading(state: GameState) -> str:
    """The phase and step as the header names them ("Shooting phase · Shooting")."""
    return status_words(state)[1]
