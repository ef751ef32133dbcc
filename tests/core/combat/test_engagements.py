"""Engagements and the order they are fought in (digest 5.1)."""

from game.core.actions import Proceed
from game.core.combat.engagements import engagements
from tests.core.combat.common import CombatChoice, Fight, act, at_fight, of_type, unit

HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")


def test_units_touching_edge_or_corner_are_engaged_and_named_by_their_lowest_id():
    corner = unit("Goblins", 1300, 680, 180, id="g", size=1)
    crossbows = unit("Crossbowmen", 1260, 700, id="c", size=1)  # corner to corner with the Goblins
    s = at_fight([HALB, crossbows], [ORCS, corner])
    assert engagements(s) == [["c", "g"], ["h", "o"]]
    assert all(s.units[u].engaged for u in ("c", "g", "h", "o"))
    assert not s.units["spare0"].engaged


def test_the_side_whose_turn_it_is_picks_which_engagement_to_fight_first():
    other = unit("Halberdiers", 1300, 700, id="h2")
    goblins = unit("Goblins", 1300, 680, 180, id="g")
    s = at_fight([HALB, other], [ORCS, goblins])
    assert s.acting_side() == 0
    assert [a for a in s.legal_actions()] == [Fight("g"), Fight("h")]
    ev = act(s, Fight("g"), [1] * 9 + [1] * 6 + [4])
    assert {e.unit for e in of_type(ev, "Strike")} == {"h2", "g"}
    assert s.check(Fight("h")) == ["finish the combat under way first: a decision is waiting"]


def test_a_fight_is_named_by_an_engagement_waiting_to_be_fought():
    s = at_fight([HALB], [ORCS])
    assert s.check(Fight("o")) == [
        "there is no engagement 'o' waiting to be fought; the engagements are h (Halberdiers/Orc Warriors)"
    ]


def test_every_engagement_is_fought_before_the_phase_ends():
    s = at_fight([HALB], [ORCS])
    act(s, Fight("h"), [6, 6, 6, 6] + [1] * 5 + [1] * 4 + [1] * 12)
    act(s, CombatChoice("h", "stand"))
    assert s.check(Fight("h")) == ["no engagement is left to fight this phase"]
    assert s.legal_actions() == [Proceed()]


def test_engaged_follows_the_table_after_every_change():
    s = at_fight([HALB], [ORCS])
    act(s, Fight("h"), [6, 6, 6, 6] + [1] * 5 + [1] * 4 + [1] * 12)
    # The Orcs retreated 4 cm; nothing touches any more, but the winners have yet to decide.
    assert not s.units["o"].engaged and not s.units["h"].engaged


def test_contacts_after_one_unit_moves_are_those_worked_out_afresh():
    # Crossbowmen move from beside the Halberdiers into the Goblins' flank, away from the Orcs they stood near:
    # working out again only the units near either place gives the same touches as a fresh count.
    from game.core import board, moves
    from game.core.combat.engagements import contacts, contacts_after_move

    crossbows = unit("Crossbowmen", 1000, 700, id="c", size=1)
    goblins = unit("Goblins", 1300, 680, 180, id="g")
    s = at_fight([HALB, crossbows], [ORCS, goblins])
    earlier = {uid: list(ts) for uid, ts in contacts(s).items()}
    c = s.units["c"]
    left = board.unit_bases(s, c)
    moves.set_poses(s, c, [(1230, 680, 90)])
    contacts_after_move(s, earlier, c, left)
    worked_out = s._cache.pop("combat_contacts")
    assert worked_out == contacts(s)
    assert [t.enemy for t in worked_out["c"]] == ["g"]
    assert worked_out["h"] == earlier["h"]
