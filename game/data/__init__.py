"""Loading and validating army lists, rosters and scenarios (the only package that imports yaml).

Every loader reports all the problems of a file at once as ``FILE:LINE:COLUMN: message`` lines,
raising ``DataError`` (a ``ValueError``) that carries them as ``Problem`` values.
"""

from game.data.armies import load_armies, load_army
from game.data.paths import ARMIES_DIR, DEFAULT_SCENARIO, REPO_ROOT, ROSTERS_DIR, SCENARIOS_DIR
from game.data.problems import DataError, Problem
from game.data.rosters import load_roster
from game.data.scenarios import TERRAIN_KINDS, load_scenario
from game.data.validate import validate_paths

__all__ = [
    "ARMIES_DIR",
    "DEFAULT_SCENARIO",
    "REPO_ROOT",
    "ROSTERS_DIR",
    "SCENARIOS_DIR",
    "TERRAIN_KINDS",
    "DataError",
    "Problem",
    "load_armies",
    "load_army",
    "load_roster",
    "load_scenario",
    "validate_paths",
]
