"""The computer opponents under the Warhammer 8th character module: challenges issued, accepted or refused by the
odds, the retiring character named, attacks aimed; every choice one the rules allow."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core.modules import compose
from game.core.warhammer8 import IssueChallenge
from tests.core.combat.common import at_fight
from tests.helpers import act, char, unit

WH8 = compose(["warhammer8-characters"])
HALB = unit("Halberdiers", 900, 700, id="h")
HALB2 = unit("Halberdiers", 820, 700, id="h", size=2)
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")


def decide(s: object, side: int) -> tuple[object, str]:
    agent = make_agent("cunning:hard", side, 1)
    action, reason = agent.choose(s)
    assert s.check(action) == [], action  # type: ignore[attr-defined]
    return action, reason


def test_computer_issues_a_challenge_when_the_odds_favour_it() -> None:
    general = char("General", 900, 725, id="gen2", joined="h")
    shaman = char("Orc Shaman", 900, 655, id="sh", joined="o")
    s = at_fight([HALB], [ORCS], [general], [shaman], ruleset=WH8)
    action, reason = decide(s, 0)
    assert str(action) == "gen2 issues a challenge in h"
    assert reason.startswith("a challenge: General slays Orc Shaman ")


def test_computer_declines_to_challenge_against_the_odds() -> None:
    wizard = char("Wizard", 900, 725, id="w", joined="h")
    general = char("Orc General", 900, 655, id="og2", joined="o")
    s = at_fight([HALB], [ORCS], [wizard], [general], ruleset=WH8)
    action, reason = decide(s, 0)
    assert str(action) == "no challenge in h"


def test_computer_refuses_a_hopeless_challenge_where_it_can_and_names_who_retires() -> None:
    general = char("General", 820, 725, id="gen2", joined="h")
    shaman = char("Orc Shaman", 900, 655, id="sh", joined="o")
    s = at_fight([HALB2], [ORCS], [general], [shaman], ruleset=WH8)
    act(s, IssueChallenge("h", "gen2"))
    action, reason = decide(s, 1)
    assert action.kind == "wh8_refuse" and reason.startswith("the challenge is refused: Orc Shaman slays General")


def test_computer_accepts_when_it_has_nowhere_to_run() -> None:
    general = char("General", 900, 725, id="gen2", joined="h")
    shaman = char("Orc Shaman", 900, 655, id="sh", joined="o")
    s = at_fight([HALB], [ORCS], [general], [shaman], ruleset=WH8)
    act(s, IssueChallenge("h", "gen2"))
    action, _ = decide(s, 1)
    assert str(action) == "sh accepts the challenge"


def test_computer_aims_its_attacks_at_a_character_it_can_slay() -> None:
    from game.core.warhammer8 import NoChallenge

    wizard = char("Wizard", 900, 725, id="w", joined="h")  # 1 Hit, no armour
    s = at_fight([HALB], [ORCS], [wizard], [char("Orc Hero", 900, 655, id="oh", joined="o")], ruleset=WH8)
    act(s, NoChallenge("h", 0))
    act(s, NoChallenge("h", 1))
    act(s, decide(s, 0)[0])  # the Halberdiers' aim at the Orc Hero, whatever it is
    action, reason = decide(s, 1)
    assert str(action) == "o aims 4 attacks at w" and reason.startswith("4 attacks at Wizard: ")


def test_computer_opponents_play_a_battle_of_challenges_to_its_end_with_no_illegal_action() -> None:
    from game.core.dice import SeededDice
    from tests.core.test_random_games import Watch
    from tests.helpers import battle

    s = battle(
        [unit("Halberdiers", 700, 700, id="h1"), unit("Halberdiers", 1100, 700, id="h2"),
         unit("Knights", 900, 800, id="k")],
        [unit("Orc Warriors", 700, 560, 180, id="o1"), unit("Orc Warriors", 1100, 560, 180, id="o2"),
         unit("Boar Riders", 900, 460, 180, id="b")],
        [char("General", 700, 725, id="g", joined="h1"), char("Hero", 1100, 725, id="hero", joined="h2",
                                                                battle_standard=True)],
        [char("Orc General", 700, 535, id="og", joined="o1"), char("Orc Hero", 1100, 535, id="oh", joined="o2")],
        turn_limit=3, ruleset=WH8,
    )
    agents = (make_agent("aggressive:normal", 0, 7), make_agent("cunning:normal", 1, 7))
    dice = SeededDice(7)
    watch = Watch(s)
    kinds: set[str] = set()
    for _ in range(2000):
        if s.game_over:
            break
        action, _ = agents[s.acting_side()].choose(s)
        assert s.check(action) == [], action
        kinds.add(action.kind)
        s.apply(action, dice)
        watch.check(s)
    assert s.game_over
    assert "wh8_challenge" in kinds or "wh8_no_challenge" in kinds


def test_computer_issues_an_even_challenge() -> None:
    # Hero against Orc Hero: each slays the other 26 % of rounds. The overkill and a refusal's retirement make
    # an even duel worth fighting (before, a challenge needed 5 points of edge more than this).
    hero = char("Hero", 900, 725, id="hh", joined="h")
    orc = char("Orc Hero", 900, 655, id="oh", joined="o")
    s = at_fight([HALB], [ORCS], [hero], [orc], ruleset=WH8)
    action, reason = decide(s, 0)
    assert str(action) == "hh issues a challenge in h"
    assert reason == "a challenge: Hero slays Orc Hero 26 %, is slain 26 %"
