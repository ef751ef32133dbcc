"""Warhammer 8th characters, "Challenges": issued before a combat round (the side whose turn it is first),
accepted or refused, nowhere to run, fought only between the two, overkill, and further rounds."""

from __future__ import annotations

from game.core.combat import Fight
from game.core.modules import compose
from game.core.warhammer8 import AcceptChallenge, AimAttacks, IssueChallenge, NoChallenge, RefuseChallenge
from game.core.warhammer8.kept import wh8_kept
from tests.core.combat.common import at_fight
from tests.helpers import act, char, of_type, unit

WH8 = compose(["warhammer8-characters"])
HALB = unit("Halberdiers", 900, 700, id="h")  # front edge y 690
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")  # front to front with the Halberdiers
HALB2 = unit("Halberdiers", 820, 700, id="h", size=2)  # x 780-860: one Orc stand is clear of them
HERO = char("Hero", 900, 725, id="hero", joined="h")
ORC_HERO = char("Orc Hero", 900, 655, id="oh", joined="o")


def fight(units0: list[object] | None = None) -> object:
    return at_fight(units0 or [HALB], [ORCS], [HERO], [ORC_HERO], ruleset=WH8)


def test_challenges_the_side_whose_turn_it_is_may_issue_first_then_the_other_side() -> None:
    s = fight()
    assert s.acting_side() == 0
    assert {str(a) for a in s.legal_actions() if a.kind.startswith("wh8")} == {
        "hero issues a challenge in h", "no challenge in h"
    }
    assert s.check(Fight("h")) == ["before this fight, The Empire must say whether a character issues a challenge"]
    act(s, NoChallenge("h", 0))
    assert s.acting_side() == 1
    assert s.check(IssueChallenge("h", "oh")) == []
    ev = act(s, IssueChallenge("h", "oh"))
    assert [e.text() for e in ev] == ["Orc Hero issues a challenge"]
    assert s.acting_side() == 0


def test_challenges_accepted_the_two_fight_only_each_other_with_overkill_up_to_3() -> None:
    s = fight()
    act(s, IssueChallenge("h", "hero"))
    ev = act(s, AcceptChallenge("h", "oh"))
    assert ev[0].text() == "Orc Hero accepts Hero's challenge: they fight only each other"
    assert s.check(Fight("h")) == []
    # The Hero's 3 dice: three 6s; the Orc Hero's 5+ saves none: 2 slay him, 1 is overkill. The Orc Hero's 3
    # dice miss. Neither adds his bonus to his unit: 9 dice a side, all missing.
    ev = act(s, Fight("h"), [6, 6, 6, 1, 1, 1, 1, 1, 1] + [1] * 9 + [1] * 12)
    rolls = [(e.purpose, len(e.faces), e.rule) for e in of_type(ev, "DiceRolled")][:3]
    assert rolls == [
        ("Hero attacks Orc Hero", 3, "wh8.challenge.fight"),
        ("Orc Hero: armour saves", 3, "wh8.challenge.fight"),
        ("Orc Hero attacks Hero", 3, "wh8.challenge.fight"),
    ]
    assert [len(e.faces) for e in of_type(ev, "DiceRolled")][3:] == [9, 12]
    assert of_type(ev, "Overkill")[0].text() == "Overkill: 1 hit beyond what slew Orc Hero; +1 to the combat result"
    assert of_type(ev, "CharacterSlain")[0].rule == "wh8.slain"
    (result,) = of_type(ev, "CombatResult")
    assert (result.bonus, result.scores, result.winner) == ((3, 0), (3, 0), 0)


def test_challenges_overkill_counts_no_more_than_3() -> None:
    general = char("General", 900, 725, id="gen2", mount="Griffon", joined="h")
    shaman = char("Orc Shaman", 900, 655, id="sh", joined="o")
    s = at_fight([HALB], [ORCS], [general], [shaman], ruleset=WH8)
    act(s, IssueChallenge("h", "gen2"))
    act(s, AcceptChallenge("h", "sh"))
    # The General on his Griffon rolls 2 + 2 + 2 = 6 dice: six hits on the Shaman's 1 Hit, no armour: 1 slays,
    # 5 beyond, of which 3 count.
    ev = act(s, Fight("h"), [6] * 6 + [1, 1] + [1] * 9 + [1] * 9)
    (over,) = of_type(ev, "Overkill")
    assert (over.excess, over.counted) == (5, 3)
    assert of_type(ev, "CombatResult")[0].bonus == (4, 0)


def test_challenges_refused_the_challenger_names_who_retires_and_it_strikes_no_blow() -> None:
    s = fight([HALB2])
    act(s, IssueChallenge("h", "hero"))
    ev = act(s, RefuseChallenge("h"))  # the Orc Hero is the only one: he retires
    assert ev[0].text() == (
        "Hero's challenge is refused: Orc Hero retires to the back, strikes no blow this round and his Command is "
        "no use until the turn ends"
    )
    # The Orcs may aim at the Hero with the stand touching his; the retired Orc Hero cannot be reached.
    assert [str(a) for a in s.legal_actions() if a.kind == "wh8_aim"] == [
        "o aims 0 attacks at hero", "o aims 2 attacks at hero", "o aims 4 attacks at hero"
    ]
    act(s, AimAttacks("o", "hero", 0))
    # One stand of each side touches: the Hero's +1 goes to his (3 + 1 dice); the Orc Hero adds nothing to the
    # Orcs' (4 dice). A draw: a die says who falls back first.
    ev = act(s, Fight("h"), [1] * 4 + [1] * 4 + [1])
    assert [len(e.faces) for e in of_type(ev, "DiceRolled")][:2] == [4, 4]
    assert of_type(ev, "Strike")[1].text() == "Orc Warriors strikes Halberdiers: 4 dice (1 stand) needing 4+: rolled 1 1 1 1: 0 hits"


def test_challenges_nowhere_to_run_a_character_whose_unit_is_all_in_contact_must_accept() -> None:
    s = fight()
    act(s, IssueChallenge("h", "hero"))
    assert s.check(RefuseChallenge("h")) == [
        "nowhere to run: every character that could accept stands in a unit whose every stand touches the enemy, "
        "so the challenge must be accepted"
    ]
    assert [a.kind for a in s.legal_actions() if a.kind.startswith("wh8")] == ["wh8_accept"]


def test_challenges_continue_in_later_rounds_and_no_other_is_issued() -> None:
    s = fight()
    wh8_kept(s).duels = [["hero", "oh"]]  # accepted in an earlier turn; both still live
    assert [a for a in s.legal_actions() if a.kind.startswith("wh8")] == []
    ev = act(s, Fight("h"), [1, 1, 1, 1, 1, 1] + [1] * 9 + [1] * 12 + [1])
    assert [e.purpose for e in of_type(ev, "DiceRolled")][:2] == ["Hero attacks Orc Hero", "Orc Hero attacks Hero"]
