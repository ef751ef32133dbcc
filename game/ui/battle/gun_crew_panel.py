"""Machine crews on the Orders panel (war cannons, ballistas, giant crossbows): a button for each crew that
may leave their machine to seek cover, and for each crew back beside one they left, to man it again. Leaving needs no order: the crew then move
(or stay) by the usual orders, at their own pace."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import LeaveGun, ManGun, left_guns, machine_word

if TYPE_CHECKING:
    from game.ui.battle.orders import OrdersTool
    from game.ui.battle.panel import Panel


def gun_crew_buttons(tool: OrdersTool, panel: Panel) -> None:
    st = tool.state
    offers = [a for a in st.legal_actions() if isinstance(a, LeaveGun | ManGun)]
    # A crew away from their machine and too far to man it: say where they must go, not leave it unexplained.
    offered = {a.unit for a in offers if isinstance(a, ManGun)}
    away = [u for u, _ in left_guns(st) if u.side == st.active and u.id not in offered]
    if not offers and not away:
        return
    panel.rule()
    panel.text("Crews: they may leave their machine to seek cover, or man one they left.", "head", 13)
    for u in away:
        why = st.check(ManGun(u.id))
        if why:
            panel.text(f"{why[0][0].upper()}{why[0][1:]}.", "dim")
    for a in offers:
        crew = st.units[a.unit]
        it = machine_word(st, crew)
        if isinstance(a, LeaveGun):
            panel.button(f"leave_gun_{a.unit}", f"{crew.name}: leave the {it}", lambda a=a: tool.controller.apply(a),
                         tooltip=f"The {it} stays where it stands; away from it the crew shoot nothing and take no "
                         "cover behind it. An enemy that reaches it alone ruins it for good.")
        else:
            panel.button(f"man_gun_{a.unit}", f"{crew.name}: man the {it} again",
                         lambda a=a: tool.controller.apply(a),
                         tooltip=f"The crew beside their {it} take it up again: it shoots from their next Shooting "
                         "phase" + (" while it has powder." if it == "gun" else "."))
