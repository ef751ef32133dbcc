"""The deployment panel's words and prompt for scouting (the optional module "scouting"): the winner of the
scouting roll chooses its table edge before anything is set up, and the panel says which group sets up now.

Functions of the ``DeployTool``'s panel (deploy_panel.py), kept apart so that file stays about placing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.deployment import scouting

if TYPE_CHECKING:
    from game.ui.battle.deploy_tool import DeployTool
    from game.ui.battle.panel import Panel


def scouting_words(tool: DeployTool) -> str:
    """Who scouted and the order the groups set up in, or "" when the battle has no scouting."""
    st = tool.state
    winner = scouting.scouting_kept(st).winner if "scouting" in st.ruleset.kept else None
    if winner is None:
        return ""
    w, lo = st.sides[winner].name, st.sides[1 - winner].name
    later = sum(1 for p in (*st.units.values(), *st.characters.values()) if p.flags.get(scouting.LATER))
    words = (f"Scouting: {w} won the roll. They set up their scouts alone, then {lo} set up all their army, "
             f"then {w} the rest; {lo} move first.")
    return words + (f" Waiting for a later group: {later}." if later else "")


def edge_prompt(tool: DeployTool, panel: Panel, side: int) -> bool:
    """The scouting army's choice of table edge. True while play waits on it."""
    st = tool.state
    if scouting.edge_pending(st) != side:
        return False
    name = st.sides[side].name
    panel.titled(f"{name} choose their table edge", side)
    panel.text(scouting_words(tool), "dim", 12)
    panel.text(f"{name} won the scouting roll: before anything is set up they may keep their own edge or take "
               "the far one. Taking it turns the battlefield round under both armies.", "", 13)
    panel.button("edge_keep", "Keep our edge", lambda: _choose(tool, False), primary=True,
                 tooltip="Set up along the edge the army is at now")
    panel.button("edge_far", "Take the far edge", lambda: _choose(tool, True),
                 tooltip="The terrain turns half round: what lay at the enemy's edge lies at ours")
    return True


def _choose(tool: DeployTool, far: bool) -> None:
    tool.controller.apply(scouting.ChooseEdge(far))
    tool.changed(panel=True)
