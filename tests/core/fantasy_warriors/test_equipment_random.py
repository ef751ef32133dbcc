"""Random games with battlefield equipment: whatever random agents do, no stand ever ends on a piece but a
pit, and the battle goes on."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import board
from game.core.fantasy_warriors.equipment import pieces
from game.core.modules import compose
from game.core.state import GameState
from tests.core.test_random_games import DrawnDice, no_overlaps
from tests.helpers import battle, char, unit

FW = compose(["fantasy-warriors"])


def start() -> GameState:
    # Each side's infantry behind a different piece, 25 cm apart: they meet within a turn or two.
    return battle(
        [unit("Halberdiers", 600, 800, id="h1", bought=(("palisades", 3),)),
         unit("Halberdiers", 900, 800, id="h2", bought=(("spiked_pits", 3),)),
         unit("Crossbowmen", 1200, 800, id="c1", bought=(("mantlets", 3),)),
         unit("Knights", 1500, 800, id="k1")],
        [unit("Orc Warriors", 600, 550, 180, id="o1", bought=(("chevaux_de_frise", 3),)),
         unit("Orc Warriors", 900, 550, 180, id="o2", bought=(("pavises", 2),)),
         unit("Boar Riders", 1200, 550, 180, id="b1"), unit("Wolf Riders", 1500, 550, 180, id="w1")],
        [char("General", 900, 900, id="g")], [char("Orc General", 900, 450, id="og")],
        step=None, ruleset=FW,
    )


def on_equipment(s: GameState) -> list[str]:
    """Stands on a piece, as the table judges overlaps (1 mm of give, as for every move it checks)."""
    out = []
    t = board.table(s)
    found = {p.id: p for p in pieces(s)}
    for u in s.live_units():
        mover = board.unit_mover(s, u)
        for b in board.unit_bases(s, u):
            for ref in t.overlaps(b, mover=mover, ignore=[u.id]):
                p = found.get(ref)
                # A stand may stand in a pit (a retreat may leave it half out), never on any other piece.
                if p is not None and p.kind != "spiked_pits":
                    out.append(f"{u.name} stands on the {p.name()}")
    return out


def test_equipment_set_up_before_random_play() -> None:
    s = start()
    assert sorted(p.kind for p in pieces(s)) == ["chevaux_de_frise", "mantlets", "palisades", "pavises",
                                                 "spiked_pits"]
    assert on_equipment(s) == []


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_equipment_random_play_never_leaves_a_stand_on_a_piece(data: st.DataObject) -> None:
    s = start()
    dice = DrawnDice(data)
    for _ in range(150):
        if s.game_over:
            break
        legal = s.legal_actions()
        assert legal, "the side to act always has something to do"
        action = legal[data.draw(st.integers(0, len(legal) - 1), label="choice")]
        assert s.check(action) == [], f"{action} is offered but refused"
        before = {u.id: [x.pose for x in u.stands] for u in s.live_units()}
        ev = s.apply(action, dice)
        no_overlaps(s)
        assert on_equipment(s) == [], f"after {action} {before} {[(u.id, [x.pose for x in u.stands]) for u in s.live_units()]} {[(p.id,p.kind,p.x,p.y,p.facing) for p in pieces(s)]} {[e.text() for e in ev]}"


def test_equipment_random_battle_with_rosters_that_buy_it_runs_to_its_end() -> None:
    import dataclasses

    from game.cli.simulate import battle_spec, play_game
    from game.core.roster import Roster, RosterCharacter, RosterUnit
    from game.data import DEFAULT_SCENARIO, load_scenario
    from tests.helpers import armies

    orcs = Roster("Stockade", "orcs", 900, (
        RosterUnit("Orc Warriors", bought=(("palisades", 3),)), RosterUnit("Orc Warriors", bought=(("mantlets", 2),)),
        RosterUnit("Goblins", bought=(("spiked_pits", 2),)), RosterUnit("Goblins", bought=(("pavises", 2),)),
        RosterUnit("Goblins", bought=(("chevaux_de_frise", 3),))),
        (RosterCharacter("Orc General"),), ("fantasy-warriors",))
    empire = Roster("Pikes", "empire", 900, (
        RosterUnit("Halberdiers"), RosterUnit("Halberdiers"), RosterUnit("Crossbowmen"), RosterUnit("Crossbowmen"),
        RosterUnit("Knights")), (RosterCharacter("General"),))
    terrain = load_scenario(DEFAULT_SCENARIO, armies()).terrain
    spec = dataclasses.replace(battle_spec((orcs, empire), 3, terrain=terrain), rules=("fantasy-warriors",))
    state, actions = play_game(spec, armies())
    assert state.result is not None and actions > 0
    # The automatic set-up leaves room in front of most units; a piece with none is not put down.
    assert len(pieces(state)) >= 3 and on_equipment(state) == []
