"""The computer opponents under the Fantasy Warriors rules: a speech when the odds favour it, the war chant
only at night, when blood lust is likelier than failure."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Chant, FwReady, Speech
from game.core.modules import compose
from tests.helpers import act, battle, char, unit

FW = compose(["fantasy-warriors"])
NIGHT = compose(["fantasy-warriors"], {"fw-states": {"night": True}})


def test_fw_opponent_speaks_to_its_generals_contingent_when_the_odds_favour_it() -> None:
    # Empire General, Command 9: 1D6 + 4 + 1 for his own unit gives 6 to 11, a third of it legendary.
    s = battle(
        [unit("Halberdiers", 700, 900, id="h1"), unit("Halberdiers", 900, 900, id="h2"),
         unit("Crossbowmen", 1500, 900, id="x1")],
        [unit("Goblins", 900, 300, 180, id="g1")],
        [char("General", 800, 1000, id="g"), char("Hero", 1500, 1000, id="hero")],
        [char("Goblin Hero", 900, 200, id="gh"), char("Orc General", 900, 100, id="og")],
        step=None,
        ruleset=FW,
    )
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert isinstance(action, Speech) and action.unit in ("h1", "h2")
    assert "likelier to inspire than to shake" in reason


def test_fw_opponent_chants_only_at_night() -> None:
    def goblins(rules: object) -> object:
        s = battle(
            [unit("Goblins", 700, 900, id="g1"), unit("Goblins", 1100, 900, id="g2")],
            [unit("Halberdiers", 900, 250, 180, id="h1")],
            [char("Orc General", 900, 1000, id="og")],
            [char("General", 900, 120, id="eg")],
            armies0="orcs", armies1="empire", step=None, ruleset=rules,
        )
        act(s, FwReady(0))
        act(s, FwReady(1))
        return s

    day = goblins(FW)
    action, _ = make_agent("aggressive:normal", 0, 1).choose(day)
    assert not isinstance(action, Chant)
    night = goblins(NIGHT)
    action, reason = make_agent("aggressive:normal", 0, 1).choose(night)
    assert action == Chant(True) and "blood lust" in reason
