"""The computer opponents with Fantasy Warriors battlefield equipment: a charge judged with the result the
equipment fought over will give, a move judged with the hits the equipment it goes over will cost."""

from __future__ import annotations

import pytest

from game.ai.planner import Ctx
from game.ai.plans.moving import charge_choice
from game.ai.scoring.equipment import crossing_cost
from game.ai.scoring.views import views
from game.ai.scripted import ScriptedAgent
from game.core import expected_crossing
from game.core.command.actions import Charge, Move, Order
from game.core.fantasy_warriors.equipment import pieces
from game.core.modules import compose
from game.core.state import GameState
from tests.core.fantasy_warriors.test_equipment import begun
from tests.helpers import act, battle, char, unit

EQUIP = compose(["fw-equipment"])


def knights_ordered() -> GameState:
    # Two units of Goblins within the Knights' reach, one behind its palisade (3 lengths: -6 to the attacker).
    s = begun(battle([unit("Knights", 900, 800, id="kn")],
                     [unit("Goblins", 800, 560, facing=180, id="g1", bought=(("palisades", 3),)),
                      unit("Goblins", 1050, 560, facing=180, id="g2")],
                     [char("General", 900, 900, id="gen")], [char("Orc General", 900, 150, id="boss")],
                     step="orders", ruleset=EQUIP))
    act(s, Order("gen", ("kn",)), [1, 1])
    return s


def test_fw_equipment_opponent_charges_the_unit_in_the_open_not_the_one_behind_a_palisade() -> None:
    s = knights_ordered()
    agent = ScriptedAgent(0, 1, "aggressive", "hard")
    ctx = Ctx(s, 0, agent.persona, agent.level, agent.dice, {})
    # Over the palisade the Knights' first round is judged with its -6: they would seldom win it.
    over = charge_choice(ctx, "kn", "g1")
    assert over is not None and over[1] == "Knights charges Goblins: wins 7 %"
    action, reason = agent.choose(s)
    assert action == Charge("kn", "g2") and reason == "Knights charges Goblins: wins 78 %"


def pit_ahead() -> GameState:
    # The Orcs' spiked pit (4 lengths) laid 10 cm before the Halberdiers, the Orcs far beyond it.
    s = begun(battle([unit("Halberdiers", 900, 800, id="h")],
                     [unit("Orc Warriors", 900, 350, 180, id="o", bought=(("spiked_pits", 4),))],
                     [char("General", 900, 950, id="gen")], [char("Orc General", 300, 100, id="boss")],
                     step="orders", ruleset=EQUIP))
    (p,) = pieces(s)
    p.y = 700
    s.invalidate()
    act(s, Order("gen", ("h",)), [1, 1])
    return s


def test_fw_equipment_opponent_marches_round_a_pit_rather_than_over_it() -> None:
    for name in ("aggressive", "cautious"):
        s = pit_ahead()
        action, reason = ScriptedAgent(0, 1, name, "hard").choose(s)
        assert isinstance(action, Move) and reason == "Halberdiers march round the terrain in the way"
        assert expected_crossing(s, s.units["h"], list(action.poses[0])) == (0.0, False)


def test_fw_equipment_crossing_cost_is_the_hits_expected_and_a_palisades_confusion() -> None:
    s = pit_ahead()
    v = views(s)["h"]
    over = [(x, y - 150, f) for x, y, f in v.poses]
    # Over a pit: D6-3 is 1 hit on average, five in six getting past the Halberdiers' Armour 6.
    assert expected_crossing(s, s.units["h"], over) == pytest.approx((5 / 6, False))
    assert crossing_cost(s, v, over) == pytest.approx(5 / 6 * v.per_hit)
    short = [(x, y - 60, f) for x, y, f in v.poses]
    assert crossing_cost(s, v, short) == 0.0
    (p,) = pieces(s)
    p.kind = "palisades"
    s.invalidate()
    # Over a palisade at 15 cm, more than half the Halberdiers' pace: D6-2 (5/3 on average), and confused.
    assert crossing_cost(s, v, over) == pytest.approx(5 / 3 * 5 / 6 * v.per_hit + 0.2 * v.value)


def test_fw_equipment_opponent_advances_behind_its_mantlets_at_half_pace() -> None:
    for name in ("aggressive", "cautious"):
        s = begun(battle([unit("Halberdiers", 900, 900, id="h", bought=(("mantlets", 3),))],
                         [unit("Orc Warriors", 900, 350, 180, id="o")],
                         [char("General", 900, 1050, id="gen")], [char("Orc General", 300, 100, id="boss")],
                         step="orders", ruleset=EQUIP))
        act(s, Order("gen", ("h",)), [1, 1])
        action, reason = ScriptedAgent(0, 1, name, "hard").choose(s)
        # Not held back by its own mantlets: 10 cm on (half its pace), the mantlets going before it.
        assert isinstance(action, Move) and reason == "Halberdiers advance on Orc Warriors"
        assert [y for _, y, _ in action.poses[0]] == [806, 806, 806]
        act(s, action)
        (p,) = pieces(s)
        assert (p.y, p.unit) == (791, "h")
