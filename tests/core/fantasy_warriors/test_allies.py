"""Fantasy Warriors several players, allied Generals: two armies a side, each its own player's, General and all."""

from __future__ import annotations

import pytest

from game.core.command import Order
from game.core.engine import IllegalAction
from game.core.fantasy_warriors import before
from game.core.fantasy_warriors.allies import allied_generals, points_problems
from game.core.fantasy_warriors.before import Ready
from game.core.fantasy_warriors.messages import SendMessage
from game.core.fantasy_warriors.players import PassToAlly, player_of
from game.core.modules import compose
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.data import load_armies
from tests.helpers import act, battle, char, of_type, unit

FOUR = compose(["fw-players"], {"fw-players": {"players": [["Anna", "Ben"], ["Cara", "Dan"]]}})


def begun(s: object) -> object:
    """Past the choices before the battle (Cara's General has Dan's contingent to give orders to)."""
    while before.here(s):
        act(s, Ready(before.decider(s)))
    return s


def alliance(*, touching: bool = False) -> object:
    """Anna's Empire army (General g, Halberdiers u1) and Ben's (General g2, Crossbowmen u2, Knights u3) on one side."""
    return begun(battle(
        [unit("Halberdiers", 600, 900, id="u1"), unit("Crossbowmen", 1300, 900, id="u2", ally=True),
         unit("Knights", 1500, 900, id="u3", ally=True)],
        [unit("Orc Warriors", 600, 300, 180, id="o1"), unit("Goblins", 1300, 300, 180, id="o2")],
        [char("General", 600, 980, id="g"), char("General", 641 if touching else 1300, 980, id="g2", ally=True)],
        [char("Orc General", 600, 220, id="og"), char("Orc Hero", 1300, 220, id="oh")],
        step="orders", ruleset=FOUR,
    ))


def test_allied_generals_each_player_commands_his_own_army() -> None:
    s = alliance()
    assert allied_generals(s, 0) and not allied_generals(s, 1)
    assert [player_of(s, p) for p in ("g", "u1", "g2", "u2", "u3")] == ["Anna", "Anna", "Ben", "Ben", "Ben"]
    # Anna's General may not order Ben's Crossbowmen, even with Ben's leave.
    with pytest.raises(IllegalAction, match="Crossbowmen is of Ben's army: only Ben commands it"):
        act(s, Order("g", ("u2",)), [3, 3])
    act(s, PassToAlly(0))
    with pytest.raises(IllegalAction, match="Halberdiers is of Anna's army: only Anna commands it"):
        act(s, Order("g2", ("u1",)), [3, 3])
    assert of_type(act(s, Order("g2", ("u2",)), [3, 3]), "OrderIssued")


def test_allied_generals_a_generals_failed_order_stops_only_his_army() -> None:
    s = alliance()
    ev = act(s, Order("g", ("u1",)), [6, 6])
    (said,) = [e for e in of_type(ev, "Narration") if e.rule == "fw.players.allied.orders"]
    assert said.message == "General has failed: his army gives no more orders this phase; General's army may still be ordered"
    assert not s.command.general_failed
    act(s, PassToAlly(0))
    assert of_type(act(s, Order("g2", ("u2",)), [4, 4]), "OrderIssued")


def test_allied_generals_each_army_breaks_at_its_own_break_point() -> None:
    s = alliance()
    # Ben's army has 2 units: its break point is 1. The side as one (3 units) would break at 2.
    s.units["u2"].destroyed = True
    ev = act(s, PassToAlly(0))
    said = [e.message for e in of_type(ev, "Narration") if e.rule == "fw.players.allied.break"]
    assert said[0] == "Ben's army (The Empire) breaks and leaves the battle: it lost 1 of its 2 units (break point 1)"
    assert s.units["u3"].destroyed and not s.characters["g2"].alive
    assert s.result is None and s.units["u1"].alive and s.characters["g"].alive
    # Anna fights on; her army at its own break point, both armies have left: the side withdraws.
    s.units["u1"].destroyed = True
    ev = act(s, PassToAlly(0))
    assert s.result is not None and s.result.winner == 1 and s.withdrawn == 0
    assert [e.message for e in of_type(ev, "Narration")][-2:] == [
        "General leaves the battle with his army", "Both armies of The Empire have left the battle: The Empire withdraw"]


def test_allied_generals_the_side_withdraws_only_when_both_generals_are_gone() -> None:
    s = alliance()
    s.characters["g"].alive = False
    ev = act(s, PassToAlly(0))
    assert s.result is None and s.units["u1"].destroyed and s.units["u2"].alive
    assert "Anna's army (The Empire) breaks and leaves the battle: General is slain" in [
        e.message for e in of_type(ev, "Narration")]
    s.characters["g2"].alive = False
    act(s, PassToAlly(0))
    assert s.result is not None and s.result.winner == 1 and s.withdrawn == 0


def test_allied_generals_a_written_message_each_turn_and_talk_while_the_generals_touch() -> None:
    s = alliance()
    (sent,) = of_type(act(s, SendMessage(0, "Hold the left, I take the hill")), "MessageSent")
    assert sent.text() == "Anna writes to Ben: \u201cHold the left, I take the hill\u201d"
    with pytest.raises(IllegalAction, match="one written message a turn"):
        act(s, SendMessage(0, "And watch the goblins"))
    act(s, PassToAlly(0))
    # Ben has his own message this turn.
    assert of_type(act(s, SendMessage(0, "As you wish")), "MessageSent")[0].to == "Anna"
    with pytest.raises(IllegalAction, match="only allied Generals"):
        act(s, SendMessage(1, "Waaagh"))
    t = alliance(touching=True)
    for words in ("Charge with me", "Now!", "Again"):
        (said,) = of_type(act(t, SendMessage(0, words)), "MessageSent")
        assert said.spoken and said.text() == f"Anna says to Ben: \u201c{words}\u201d"


def _roster(name: str, army: str, cap: int, units: list[str], general: str = "General") -> Roster:
    return Roster(name, army, cap, tuple(RosterUnit(p) for p in units), (RosterCharacter(general),))


def test_allied_generals_two_rosters_of_two_lists_on_one_side() -> None:
    armies = load_armies()
    empire = _roster("Anna's", "empire", 1000, ["Halberdiers", "Crossbowmen"])
    dwarfs = _roster("Ben's", "dwarfs", 1000, ["Warriors", "Handgunners"])
    orcs = _roster("Orcs", "orcs", 2000, ["Orc Warriors", "Goblins"], "Orc General")
    spec = ScenarioSpec("allies", (SideSetup("empire", roster=empire, ally=dwarfs), SideSetup("orcs", roster=orcs)),
                        first_side=0)
    s = new_game(spec, armies, FOUR)
    assert s.sides[0].army.id == "empire&dwarfs"
    names = sorted((u.name, bool(u.flags.get("ally"))) for u in s.units.values() if u.side == 0)
    assert names == [("Crossbowmen", False), ("Halberdiers", False), ("Handgunners (Dwarfs)", True), ("Warriors", True)]
    gens = sorted((c.name, bool(c.flags.get("ally"))) for c in s.characters.values() if c.side == 0)
    assert gens == [("General", False), ("General (Dwarfs)", True)]
    assert s.character_profile(next(c for c in s.characters.values() if c.flags.get("ally"))).command == 10
    with pytest.raises(ValueError, match="played only with the fw-players rules"):
        new_game(spec, armies, compose([]))
    assert points_problems([[empire, dwarfs], [orcs]]) == []
    short = SideSetup("orcs", roster=_roster("Orcs", "orcs", 1000, ["Orc Warriors"], "Orc General"))
    with pytest.raises(ValueError, match="both sides are worth the same points: 2000 against 1000"):
        new_game(ScenarioSpec("allies", (spec.sides[0], short)), armies, FOUR)
    assert points_problems([[empire, _roster("x", "dwarfs", 1500, [])], [orcs]]) == [
        "side 1: allied armies are worth the same points, not 1000 and 1500",
        "both sides are worth the same points: 2500 against 2000"]


def test_allied_generals_turncoat_mercenaries_still_count_in_their_armys_break_point() -> None:
    from game.core.fantasy_warriors.allies import army_break_point, army_losses
    from game.core.fantasy_warriors.mercenaries import change_sides

    s = begun(battle(
        [unit("Halberdiers", 600, 900, id="u1"), unit("Crossbowmen", 1300, 900, id="u2", ally=True),
         unit("Knights", 1500, 900, id="u3", ally=True, bought=(("mercenary", 4),))],
        [unit("Orc Warriors", 600, 300, 180, id="o1")],
        [char("General", 600, 980, id="g"), char("General", 1300, 980, id="g2", ally=True),
         char("Hero", 1500, 980, id="mh", ally=True, mercenary=4)],
        [char("Orc General", 600, 220, id="og")],
        step="orders", ruleset=compose(["fw-players", "fw-mercenaries"], {"fw-players": {"players": [["Anna", "Ben"]]}}),
    ))
    change_sides(s, s.characters["mh"], [s.units["u3"]])  # Ben's hired Knights go over to the Orcs
    assert s.units["u3"].side == 1
    assert (army_losses(s, 0, 1), army_break_point(s, 0, 1)) == (0.0, 1)
    s.units["u2"].destroyed = True
    ev = act(s, PassToAlly(0))
    assert "it lost 1 of its 2 units (break point 1)" in " ".join(e.message for e in of_type(ev, "Narration"))
    # The Knights now fight for the Orcs and are no loss of Ben's army.
    assert s.units["u3"].alive and not s.units["u3"].destroyed and s.result is None


def test_allied_generals_each_gives_his_own_mercenaries_new_standing_orders() -> None:
    from game.core.fantasy_warriors.standing_orders import StandingOrder

    s = begun(battle(
        [unit("Halberdiers", 600, 900, id="u1"), unit("Knights", 1500, 900, id="m1", ally=True, bought=(("mercenary", 1),))],
        [unit("Orc Warriors", 600, 300, 180, id="o1")],
        [char("General", 600, 980, id="g"), char("General", 1300, 980, id="g2", ally=True),
         char("Hero", 1500, 980, id="mh", ally=True, mercenary=1)],
        [char("Orc General", 600, 220, id="og")],
        step="orders", ruleset=compose(["fw-players", "fw-mercenaries"], {"fw-players": {"players": [["Anna", "Ben"]]}}),
    ))
    assert not [a for a in s.legal_actions() if isinstance(a, StandingOrder)]  # Anna's General: not hers
    with pytest.raises(IllegalAction, match="only its own General gives them orders"):
        act(s, StandingOrder("g", "mh", "attack"), [3, 3])
    act(s, PassToAlly(0))
    assert sorted(str(a) for a in s.legal_actions() if isinstance(a, StandingOrder)) == [
        "g2 gives mh's mercenaries attack orders", "g2 gives mh's mercenaries hold orders"]
    assert of_type(act(s, StandingOrder("g2", "mh", "hold"), [3, 3]), "DiceRolled")[0].success


def test_allied_generals_a_wizard_may_move_his_allys_troops_by_a_spell() -> None:
    from game.core.actions import Proceed
    from game.core.magic import Cast, SpellMove

    s = begun(battle(
        [unit("Halberdiers", 600, 900, id="u1"), unit("Halberdiers", 1000, 900, id="u2", ally=True)],
        [unit("Orc Warriors", 600, 300, 180, id="o1")],
        [char("General", 600, 980, id="g"), char("General", 1300, 980, id="g2", ally=True),
         char("Wizard", 1200, 700, id="w")],
        [char("Orc General", 600, 220, id="og")],
        step="shoot", ruleset=compose(["fw-players"], {"fw-players": {"players": [["Anna", "Ben"]]}}),
    ))
    # Anna's Wizard speaks the spell over Ben's Halberdiers; Anna moves them as it bids.
    act(s, Cast("w", "Voice of Command", target="u2"), [5])
    target = tuple((st.x, st.y - 100, st.facing) for st in s.units["u2"].stands)
    act(s, SpellMove(("u2",), (target,)))
    assert [(st.x, st.y) for st in s.units["u2"].stands] == [(x, y) for x, y, _ in target]
    assert s.check(Proceed()) == []
