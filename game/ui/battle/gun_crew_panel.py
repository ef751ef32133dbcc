"""The war cannon's crew on the Orders panel: a button for each crew that may leave their gun to seek cover,
and for each crew back beside a gun they left, to man it again. Leaving needs no order: the crew then move
(or stay) by the usual orders, at their own pace."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import LeaveGun, ManGun

if TYPE_CHECKING:
    from game.ui.battle.orders import OrdersTool
    from game.ui.battle.panel import Panel


def gun_crew_buttons(tool: OrdersTool, panel: Panel) -> None:
    st = tool.state
    offers = [a for a in st.legal_actions() if isinstance(a, LeaveGun | ManGun)]
    if not offers:
        return
    panel.rule()
    panel.text("War cannon crews: they may leave the gun to seek cover, or man one they left.", "head", 13)
    for a in offers:
        gun = st.units[a.unit]
        if isinstance(a, LeaveGun):
            panel.button(f"leave_gun_{a.unit}", f"{gun.name}: leave the gun", lambda a=a: tool.controller.apply(a),
                         tooltip="The gun stays where it stands; away from it the crew shoot nothing and take no "
                         "cover behind it. An enemy that reaches it alone spikes it for good.")
        else:
            panel.button(f"man_gun_{a.unit}", f"{gun.name}: man the gun again", lambda a=a: tool.controller.apply(a),
                         tooltip="The crew beside their gun take it up again: it fires while it has powder.")
