"""The computer opponents under the Warhammer 8th character module: challenges issued, accepted or refused by the
odds, the retiring character named, attacks aimed; every choice one the rules allow."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core.modules import compose
from game.core.warhammer8 import IssueChallenge
from tests.core.combat.common import at_fight
from tests.helpers import act, battle, char, of_type, unit

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


def _front(hero: str = "Hero") -> object:
    """In the Characters step: Halberdiers 28 cm from Orc Warriors with an Orc Hero, Crossbowmen beside them and
    Halberdiers far back; a lone Empire character behind the line."""
    return battle(
        [unit("Halberdiers", 700, 700, id="front"), unit("Crossbowmen", 1100, 760, id="xbow"),
         unit("Halberdiers", 400, 1000, id="back")],
        [unit("Orc Warriors", 700, 420, 180, id="o1"), unit("Orc Warriors", 1100, 420, 180, id="o2")],
        [char("General", 1500, 1100, id="g"), char(hero, 900, 1000, id="h")],
        [char("Orc General", 900, 300, facing=180, id="og"),
         char("Orc Hero", 700, 395, facing=180, id="oh", joined="o1")],
        step="characters", ruleset=WH8,
    )


def test_computer_joins_a_hero_to_the_unit_about_to_fight() -> None:
    # The Hero seeks the front rank of the close-combat unit nearest the enemy, not the shooters or the rear.
    for name in ("cunning:normal", "aggressive:hard", "cautious:easy"):
        s = _front()
        action, reason = make_agent(name, 0, 1).choose(s)
        assert s.check(action) == [], name
        assert (action.kind, action.character, action.join) == ("move_character", "h", "front"), name
        assert reason == (
            "Hero joins Halberdiers to fight in its front rank and challenge the enemy's characters (it slays "
            "about as often as it is slain at best)"
        )


def test_computer_keeps_a_wizard_out_of_the_front_rank() -> None:
    s = _front("Wizard")
    for name in ("cunning:normal", "aggressive:hard"):
        action, reason = make_agent(name, 0, 1).choose(s)
        assert not (action.kind == "move_character" and action.character == "h" and action.join == "front"), name


def test_computer_side_with_a_joined_hero_issues_a_challenge_and_fights_it() -> None:
    # Both sides played by the computer once the Combat phase begins: the Hero challenges (26 % to slay, 26 % to
    # be slain), the Orc Hero (nowhere to run) accepts, and the two fight only each other. Scripted dice: the
    # Hero's three 6s, the Orc's 5+ saves none (two slay him, one is overkill), the Orc Hero's 3 dice miss, and
    # the units' 9 and 12 dice all miss.
    from game.core.combat import Fight

    s = at_fight([HALB], [ORCS], [char("Hero", 900, 725, id="hh", joined="h")],
                 [char("Orc Hero", 900, 655, id="oh", joined="o")], ruleset=WH8)
    taken = []
    while True:
        action, _why = make_agent("cunning:hard", s.acting_side(), 1).choose(s)
        assert s.check(action) == []
        taken.append(str(action))
        if isinstance(action, Fight):
            break
        act(s, action)
    assert taken == ["hh issues a challenge in h", "oh accepts the challenge", "fight h"]
    ev = act(s, action, [6, 6, 6, 1, 1, 1, 1, 1, 1] + [1] * 9 + [1] * 12)
    assert [e.character for e in of_type(ev, "CharacterSlain")] == ["oh"]
    assert of_type(ev, "Overkill")[0].counted == 1
    (result,) = of_type(ev, "CombatResult")
    assert (result.scores, result.winner) == ((3, 0), 0)
