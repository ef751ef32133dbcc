"""The scripted opponent's decisions in small set battles: each choice and the reason it gives."""

from __future__ import annotations

from game.ai.scripted import ScriptedAgent
from game.core.actions import Proceed
from game.core.command.actions import Charge, Order
from game.core.modules import compose
from game.core.shooting.actions import Shoot
from game.core.state import GameState
from tests.helpers import act, battle, char, unit


def _agent(side: int = 0, name: str = "aggressive", level: str = "hard") -> ScriptedAgent:
    return ScriptedAgent(side, 1, name, level)


def test_a_unit_with_its_order_charges_where_the_expected_result_is_worth_most() -> None:
    # Knights may reach both: Goblins (30 points, sure to lose) and Black Orcs (110 points, 60 % to lose):
    # beating the Black Orcs is worth more points, at odds the aggressive general accepts.
    state = battle(
        [unit("Knights", 900, 800, id="kn")],
        [unit("Goblins", 800, 560, facing=180, id="gob"), unit("Black Orcs", 1050, 560, facing=180, id="bo")],
        [char("General", 900, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
    )
    act(state, Order("gen", ("kn",)), [1, 1])
    action, reason = _agent().choose(state)
    assert action == Charge("kn", "bo")
    assert reason == "Knights charges Black Orcs: wins 60 %"


def test_a_cautious_general_does_not_charge_at_poor_odds() -> None:
    state = battle(
        [unit("Halberdiers", 1050, 800, id="hal")],
        [unit("Black Orcs", 1050, 640, facing=180, id="bo")],
        [char("General", 1050, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
    )
    act(state, Order("gen", ("hal",)), [1, 1])
    action, _ = _agent(name="cautious").choose(state)
    assert not isinstance(action, Charge)


def test_heroes_give_their_orders_before_the_general() -> None:
    state = battle(
        [unit("Halberdiers", 700, 900, id="h1"), unit("Halberdiers", 1100, 900, id="h2")],
        [unit("Orc Warriors", 900, 400, facing=180, id="orcs")],
        [char("General", 900, 1000, id="gen"), char("Hero", 900, 980, id="hero")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
    )
    action, reason = _agent(name="aggressive", level="normal").choose(state)
    assert isinstance(action, Order) and action.character == "hero"
    assert "first" in reason and "% to pass" in reason


def test_no_order_is_risked_when_nothing_is_to_be_gained() -> None:
    # A lone cannon facing away from an enemy it cannot reach anyway has nothing worth an order.
    state = battle(
        [unit("Cannon", 900, 1100, facing=180, id="gun")],
        [unit("Goblins", 100, 100, facing=180, id="gob")],
        [char("General", 900, 1150, id="gen")],
        [char("Orc General", 100, 50, id="boss")],
        step="orders",
    )
    action, reason = _agent(name="cautious").choose(state)
    assert isinstance(action, (Proceed, Order))
    assert reason


def test_a_shooter_in_range_shoots() -> None:
    state = battle(
        [unit("Crossbowmen", 900, 800, id="xb")],
        [unit("Orc Warriors", 900, 560, facing=180, id="orcs")],
        [char("General", 900, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="shoot",
    )
    action, reason = _agent(name="cautious").choose(state)
    assert action == Shoot("xb", "orcs")
    assert "shoots at Orc Warriors" in reason and "hits" in reason


def test_the_same_seed_makes_the_same_choices() -> None:
    def run() -> list[str]:
        state = battle(
            [unit("Halberdiers", 700, 900, id="h1"), unit("Knights", 1100, 900, id="kn")],
            [unit("Orc Warriors", 900, 500, facing=180, id="orcs")],
            [char("General", 900, 1000, id="gen"), char("Hero", 900, 980, id="hero")],
            [char("Orc General", 900, 150, id="boss")],
            step="orders",
        )
        agent = ScriptedAgent(0, 5, "cunning", "easy")
        out = []
        for _ in range(3):
            a, r = agent.choose(state)
            out.append(f"{a} | {r}")
            if isinstance(a, Proceed):
                break
            state.apply(a, _Dice())
        return out

    assert run() == run()


class _Dice:
    """Every die a 3: orders of 6 pass, and the game goes on the same way each time."""

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        return tuple(min(3, sides) for _ in range(count))


def test_a_brigade_is_ordered_as_one_body() -> None:
    # Two regiments of Halberdiers stand touching side by side: one roll moves both towards the enemy.
    state = battle(
        [unit("Halberdiers", 700, 900, id="h1"), unit("Halberdiers", 821, 900, id="h2")],
        [unit("Orc Warriors", 760, 300, facing=180, id="orcs")],
        [char("General", 760, 960, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
    )
    action, reason = _agent(name="aggressive", level="normal").choose(state)
    assert action == Order("gen", ("h1", "h2"))
    assert reason == "General orders the brigade of Halberdiers and Halberdiers: 83 % to pass, advance on Orc Warriors"


def test_the_last_turn_brings_no_threat_and_no_charge_next_turn() -> None:
    from game.ai.scoring.position import turns_to_come

    state = battle([unit("Halberdiers", 700, 900)], [unit("Orc Warriors", 760, 300, facing=180)], first=1)
    assert turns_to_come(state, 0) == (True, True)
    state.turn = 8
    # Side 0 plays second in each game turn: in the last one neither side has a turn after it.
    state.active = 0
    assert turns_to_come(state, 0) == (False, False)
    # Side 1 plays first: its enemy still has a turn to come, it has none.
    state.active = 1
    assert turns_to_come(state, 1) == (False, True)


def test_a_side_not_ahead_presses_on_over_the_second_half_of_the_battle() -> None:
    from game.ai.scoring.position import urgency

    state = battle([unit("Halberdiers", 700, 900)], [unit("Orc Warriors", 760, 300, facing=180)])
    assert urgency(state, 0) == 0.0
    state.turn = 6
    # Level on points at turn 6 of 8: halfway through the second half.
    assert urgency(state, 0) == 0.5
    state.turn = 8
    assert urgency(state, 1) == 1.0


def test_a_lone_unit_forms_up_touching_a_friend_to_make_a_brigade() -> None:
    from game.ai.scoring.intents import alongside
    from game.ai.scoring.views import views
    from game.core import board
    from game.table import base_distance

    state = battle(
        [unit("Halberdiers", 700, 900, id="h1"), unit("Halberdiers", 900, 1000, facing=20, id="h2")],
        [unit("Orc Warriors", 760, 300, facing=180)],
    )
    vs = views(state)
    poses = alongside(vs["h2"], vs["h1"], right=True)
    assert {p[2] for p in poses} == {0}
    moved = board.unit_bases(state, state.units["h2"], list(poses))
    gaps = [base_distance(a, b) for a in moved for b in board.unit_bases(state, state.units["h1"])]
    assert min(gaps) <= 1.0 and all(g >= 0 for g in gaps)
    # Fronts level: the same row as the friend.
    assert {p[1] for p in poses} == {p[1] for p in vs["h1"].poses}


def test_a_charge_is_judged_with_the_shots_its_target_will_stand_and_shoot() -> None:
    # Orc Boar Riders charging Crossbowmen: the crossbows' shots count in the first round, so the charge is
    # judged less likely to win than if the target could not shoot (the "never stand and shoot" option).
    from game.ai.scoring.exact import exact_charge

    def odds(option: str) -> float:
        state = battle(
            [unit("Crossbowmen", 900, 640, id="xb")],
            [unit("Boar Riders", 900, 450, facing=180, id="boar")],
            [char("General", 900, 900, id="gen")],
            [char("Orc General", 900, 150, id="boss")],
            step="orders",
            first=1,
            options={"stand_and_shoot": option},
        )
        got = exact_charge(state, "boar", "xb")
        assert got is not None
        return got[0].win

    assert odds("always") < odds("never")


def test_a_unit_left_where_the_enemy_can_charge_it_first_counts_on_no_charge_of_its_own() -> None:
    # Halberdiers 15 cm from Orc Warriors: the Orcs play first and will likely charge on their initiative, so
    # the charge the Halberdiers could make from there next turn is counted at a fifth of the usual chance;
    # looking one order ahead, a charge made with the next order this turn comes before the Orcs can.
    from game.ai.planner import Ctx
    from game.ai.scoring.position import P_ENEMY_INITIATIVE, P_OWN_NEXT, charge_chance, place_value

    state = battle(
        [unit("Halberdiers", 900, 800, id="hal")],
        [unit("Orc Warriors", 900, 630, facing=180, id="orcs")],
        [char("General", 900, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
    )
    agent = _agent(name="cunning", level="normal")
    ctx = Ctx(state, 0, agent.persona, agent.level, agent.dice, {})
    place = place_value(state, ctx.views["hal"], ctx.enemies, ctx.friends, agent.persona)
    assert place.threat > 0 and place.opportunity > 0
    assert place.later == P_OWN_NEXT * (1 - P_ENEMY_INITIATIVE)
    assert charge_chance(True, 0.5, P_ENEMY_INITIATIVE) == 0.5 + 0.5 * place.later


def test_a_weighed_charge_is_worth_what_the_unit_will_judge_it_once_ordered() -> None:
    # The order's worth for a charge is the score the unit gives the charge when it moves (placed by the rules,
    # against holding), so an order is given only for a charge the unit will then make.
    from game.ai.planner import Ctx
    from game.ai.plans.moving import charge_choice, unit_intent

    state = battle(
        [unit("Knights", 900, 800, id="kn")],
        [unit("Goblins", 900, 560, facing=180, id="gob")],
        [char("General", 900, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
    )
    agent = _agent(name="aggressive", level="normal")
    ctx = Ctx(state, 0, agent.persona, agent.level, agent.dice, {})
    weighed = unit_intent(ctx, ctx.views["kn"], 300, 0.0, check=True)
    made = charge_choice(ctx, "kn", "gob")
    assert made is not None and made[0] > 0
    assert weighed.charge and weighed.gain == made[0]
    assert weighed.words.startswith("charge Goblins wins")


def test_a_hero_leaves_a_unit_to_the_general_who_would_order_it_far_likelier() -> None:
    # A unit takes orders from one character a turn, even after failing one: the Hero 60 cm away would pass
    # on 5 or less, the General beside it on 9 or less, so the General orders it though Heroes usually go first.
    state = battle(
        [unit("Halberdiers", 900, 900, id="hal")],
        [unit("Orc Warriors", 900, 300, facing=180, id="orcs")],
        [char("General", 900, 1000, id="gen"), char("Hero", 300, 1000, id="hero")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
    )
    action, reason = _agent(name="aggressive", level="normal").choose(state)
    assert action == Order("gen", ("hal",))
    assert reason.startswith("General orders Halberdiers: 83 % to pass")


def test_hard_concentrates_its_fire_where_a_stand_will_fall() -> None:
    # Odd hits are discarded at the end of the Shooting phase: two hits on Orc Warriors (3 Hits a stand) count
    # only if a further volley brings the stand down. Hard adds its second volley to them; Normal, weighing each
    # volley on its own, shoots the dearer Black Orcs.
    state = battle(
        [unit("Crossbowmen", 620, 800, id="xb1"), unit("Crossbowmen", 900, 800, id="xb2")],
        [unit("Orc Warriors", 800, 560, facing=180, id="o1"), unit("Black Orcs", 1000, 560, facing=180, id="o2")],
        [char("General", 900, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="shoot",
    )
    # Both crossbows can reach the Orc Warriors: Hard opens on them with the one that can shoot nothing else.
    assert _agent(name="cautious").choose(state)[0] == Shoot("xb1", "o1")
    assert _agent(name="cautious", level="normal").choose(state)[0] == Shoot("xb2", "o2")
    act(state, Shoot("xb1", "o1"), [6, 6, 1, 1, 1])
    assert state.units["o1"].hits == 2
    action, reason = _agent(name="cautious").choose(state)
    assert action == Shoot("xb2", "o1")
    assert reason == "Crossbowmen shoots at Orc Warriors: about 1.2 hits, adding to the 2 it took already"
    assert _agent(name="cautious", level="normal").choose(state)[0] == Shoot("xb2", "o2")


def test_hard_pursues_counting_the_bonus_for_how_far_the_enemy_retreated() -> None:
    # The Halberdiers win by 4: the Orcs lose a stand and retreat 4 cm. A pursuit strikes with +1 Attack a stand
    # and +1 more for the full 3 cm they retreated. Hard counts both and pursues; Normal counts the +1 alone,
    # which leaves the next round below what a cunning general accepts, and stands.
    from game.core.combat import CombatChoice, Fight
    from tests.core.combat.common import at_fight

    state = at_fight([unit("Halberdiers", 900, 700, id="h")], [unit("Orc Warriors", 900, 680, 180, id="o")])
    act(state, Fight("h"), [6, 6, 6, 6] + [1] * 5 + [1, 1, 1, 1] + [1] * 12)
    assert state.units["o"].flags["retreat_mm"] == 40
    action, reason = _agent(name="cunning").choose(state)
    assert action == CombatChoice("h", "pursue")
    assert reason == "Halberdiers pursues: 53 % to win the next round with +2 Attacks a stand"
    assert _agent(name="cunning", level="normal").choose(state)[0] == CombatChoice("h", "stand")


def test_hard_does_not_count_on_a_friend_the_first_charger_would_shut_out() -> None:
    # Knights just behind the Halberdiers could charge the Black Orcs now, but with the Halberdiers in contact
    # they would no longer see them: Hard does not charge at one in four on the strength of a friend that
    # could not follow.
    from game.ai.scoring.exact import charge_at, joins_after
    from game.core.command.charging import plan_charge

    state = _charge_with_a_friend_near(True, knights=(1100, 880))
    assert not isinstance(plan_charge(state, state.units["kn"], "bo"), str)
    placed = charge_at(state, "hal", "bo")
    assert placed is not None and round(placed[0].win, 2) == 0.26
    assert not joins_after(state, "hal", placed[2], "kn", "bo")
    action, reason = _agent(name="cautious", level="hard").choose(state)
    assert not isinstance(action, Charge)
    assert reason == "Halberdiers hold their ground"


def _two_charges_one_friend(first_charged: bool) -> GameState:
    # Two Halberdiers before two Black Orcs, Knights between them within reach of both; the second Halberdiers
    # have their order. With ``first_charged`` the first Halberdiers have already charged.
    state = battle(
        [
            unit("Halberdiers", 1050, 800, id="hal"),
            unit("Halberdiers", 1350, 800, id="hal2"),
            unit("Knights", 1250, 820, id="kn"),
        ],
        [unit("Black Orcs", 1100, 640, facing=180, id="bo"), unit("Black Orcs", 1400, 640, facing=180, id="bo2")],
        [char("General", 1250, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
    )
    if first_charged:
        act(state, Order("gen", ("hal",)), [1, 1])
        act(state, Charge("hal", "bo"), [])
    act(state, Order("gen", ("hal2",)), [1, 1])
    return state


def test_hard_counts_a_friend_as_joiner_for_one_fight_only() -> None:
    # The Knights could join either charge. Counted on by the Halberdiers already fighting, they are not counted
    # again: the second Halberdiers do not charge at one in four.
    action, reason = _agent(name="cautious", level="hard").choose(_two_charges_one_friend(False))
    assert action == Charge("hal2", "bo2")
    assert reason == "Halberdiers charges Black Orcs: wins 26 %, Knights may join (51 %)"
    action, reason = _agent(name="cautious", level="hard").choose(_two_charges_one_friend(True))
    assert not isinstance(action, Charge)
    assert reason == "Halberdiers hold their ground"


def _charge_with_a_friend_near(second: bool, knights: tuple[int, int] = (1250, 820)) -> GameState:
    # Halberdiers, ordered, could charge Black Orcs at poor odds; Knights beside them could be ordered in too.
    ours = [unit("Halberdiers", 1050, 800, id="hal")]
    if second:
        ours.append(unit("Knights", *knights, id="kn"))
    state = battle(
        ours,
        [unit("Black Orcs", 1100, 640, facing=180, id="bo")],
        [char("General", 1150, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
    )
    act(state, Order("gen", ("hal",)), [1, 1])
    return state


def test_hard_charges_where_a_friend_can_still_join() -> None:
    # Alone the Halberdiers win one round in four: a cautious general holds at any level. Looking one order
    # ahead, Hard counts the Knights the General can still order into the same fight.
    state = _charge_with_a_friend_near(True)
    action, reason = _agent(name="cautious", level="hard").choose(state)
    assert action == Charge("hal", "bo")
    assert reason == "Halberdiers charges Black Orcs: wins 26 %, Knights may join (51 %)"
    normal, _ = _agent(name="cautious", level="normal").choose(state)
    assert not isinstance(normal, Charge)
    alone, _ = _agent(name="cautious", level="hard").choose(_charge_with_a_friend_near(False))
    assert not isinstance(alone, Charge)


def _fight_begun_and_a_friend_on_its_flank() -> GameState:
    # Halberdiers have charged Black Orcs and win one round in four alone; more Halberdiers stand off the Black
    # Orcs' flank, facing it.
    state = battle(
        [unit("Halberdiers", 1050, 800, id="hal"), unit("Halberdiers", 1300, 700, facing=270, id="hal2")],
        [unit("Black Orcs", 1100, 640, facing=180, id="bo")],
        [char("General", 1150, 900, id="gen")],
        [char("Orc General", 900, 150, id="boss")],
        step="orders",
    )
    act(state, Order("gen", ("hal",)), [1, 1])
    act(state, Charge("hal", "bo"), [])
    return state


def test_hard_orders_a_friend_into_a_fight_already_begun_counting_the_hits_of_those_in_it() -> None:
    # Alone, the second Halberdiers would not beat the Black Orcs even from the flank, and a first look that
    # counts them alone passes the charge over for a march. Looking one charge ahead, Hard counts the first
    # Halberdiers' hits: the fight is theirs more often than not, so the General orders them in and they charge.
    state = _fight_begun_and_a_friend_on_its_flank()
    action, reason = _agent(name="cautious", level="hard").choose(state)
    assert action == Order("gen", ("hal2",))
    assert reason == "General orders Halberdiers: 72 % to pass, charge Black Orcs in the flank wins 69 %"
    act(state, action, [1, 1])
    action, reason = _agent(name="cautious", level="hard").choose(state)
    assert action == Charge("hal2", "bo")
    assert reason.startswith("Halberdiers charges Black Orcs in the flank: wins 69 %")
    _, reason = _agent(name="cautious", level="normal").choose(_fight_begun_and_a_friend_on_its_flank())
    assert "charge" not in reason


def test_lone_characters_a_lone_hero_in_reach_is_shot_under_the_ninth_age() -> None:
    # The Orc Hero alone is the Crossbowmen's closest target; the opponent takes the shot at him.
    state = battle(
        [unit("Crossbowmen", 900, 800, id="xb")],
        [unit("Orc Warriors", 900, 460, facing=180, id="orcs")],
        [char("General", 900, 900, id="gen")],
        [char("Orc General", 300, 150, id="boss"), char("Orc Hero", 900, 680, id="h")],
        step="shoot",
        ruleset=compose(["ninth-age-characters"]),
    )
    action, reason = _agent(name="cautious").choose(state)
    assert action == Shoot("xb", "h")
    assert reason == "Crossbowmen shoots at Orc Hero: about 1.0 hits, 2 slay it"
