"""The choices of the set-up screen, what still stands in the way of starting, and starting the battle.

Two kinds of battle: a pitched battle on the standard table (the terrain of
``assets/scenarios/pitched-battle.yaml``) between two rosters the players choose, or one of the shipped
scenarios as written (the players may rename the sides and choose the game length).

Game length (digest 9.1, which offers several ways to end a battle) is stored in the game's options
as ``options["game_length"]``: ``"fixed"`` (the battle ends after ``turn_limit`` turns: 6, 7 or 8),
``"roll_d6"`` (a die rolled before the battle sets 6, 7 or 8 turns), ``"random_end"`` (from the end of
turn 5 a die roll of 4+ ends the battle; it always ends after turn 8) or ``"unlimited"`` (it ends only
when an army withdraws or a player concedes). ``turn_limit`` holds the most turns the battle can last
(8 for the dice-decided lengths; a large number for no limit). No pygame here.
"""

from __future__ import annotations

import dataclasses
import secrets
from dataclasses import dataclass

from game.core import ScenarioSpec, SideSetup
from game.data.paths import DEFAULT_SCENARIO
from game.replay.session import Session
from game.ui.catalogue import Catalogue

PITCHED = "pitched"
# The turn limit standing for "no limit": far more turns than any battle lasts.
UNLIMITED_TURNS = 99
SIDE_PLACES = ("Side 1 · bottom edge", "Side 2 · top edge")

GAME_LENGTHS: tuple[tuple[str, str], ...] = (
    ("fixed_6", "6 turns"),
    ("fixed_7", "7 turns"),
    ("fixed_8", "8 turns (the usual)"),
    ("roll_d6", "Roll a die: 6, 7 or 8 turns"),
    ("random_end", "From turn 5, a 4+ ends it (at most 8)"),
    ("unlimited", "No turn limit"),
)
SCENARIO_LENGTH = "scenario"


def length_rule(key: str, scenario_turns: int = 8) -> tuple[str, int]:
    """(options["game_length"], turn_limit) for a game-length choice."""
    if key.startswith("fixed_"):
        return "fixed", int(key.split("_")[1])
    if key == SCENARIO_LENGTH:
        return "fixed", scenario_turns
    if key == "unlimited":
        return "unlimited", UNLIMITED_TURNS
    return key, 8


# The rule module of several players at one machine (Fantasy Warriors).
PLAYERS_RULE = "fw-players"

@dataclass
class SideChoice:
    """One side's choices."""

    name: str = ""
    army: str | None = None
    roster: str | None = None
    # Once the player types a name, changing army or roster no longer renames the side.
    named_by_player: bool = False
    # Under several players (fw-players): the side's players' names, "Anna, Ben" ("" for one unnamed player).
    players: str = ""
    # Allied Generals: the roster of the second player's own army (None: one army, one General).
    ally_roster: str | None = None
    # The seat of the side (0 or 1) the computer plays, None: people at every seat.
    computer_seat: int | None = None


class BattleSetup:
    """Everything the set-up screen edits."""

    def __init__(self, catalogue: Catalogue, mode: str = "hotseat") -> None:
        self.cat = catalogue
        self.mode = mode
        self.scenario = PITCHED
        self.game_length = "fixed_8"
        self.opponent: str | None = None
        self.ai_side = 1
        self.new_seed()
        self.sides = [SideChoice(), SideChoice()]
        # Optional rule modules switched on for this battle (ids, in the order chosen).
        self.rules: list[str] = []
        # Start from the standard battle's two forces, so a new player can press Start at once.
        standard = catalogue.scenario(str(DEFAULT_SCENARIO))
        ids = catalogue.army_ids(fielding=True)
        for i in (0, 1):
            if standard is not None and standard.spec is not None:
                setup = standard.spec.sides[i]
                self.set_army(i, setup.army)
                match = [r for r in catalogue.rosters(setup.army) if r.usable and r.roster == setup.roster]
                if match:
                    self.sides[i].roster = match[0].key
            elif ids:
                self.set_army(i, ids[min(i, len(ids) - 1)])

    def new_seed(self) -> None:
        """A new battle gets a fresh seed; its dice then all come from that seed."""
        self.seed = secrets.randbelow(2**31 - 1) + 1

    # ------------------------------------------------------------------ choices
    @property
    def pitched(self) -> bool:
        return self.scenario == PITCHED

    def set_scenario(self, key: str) -> None:
        self.scenario = key
        entry = self.cat.scenario(key)
        if entry is not None and entry.spec is not None:
            for i, s in enumerate(entry.spec.sides):
                if not self.sides[i].named_by_player:
                    self.sides[i].name = s.name or self.cat.armies[s.army].name
            self.game_length = SCENARIO_LENGTH
        else:
            for i in (0, 1):
                if not self.sides[i].named_by_player and self.sides[i].army:
                    self.sides[i].name = self._default_name(i)
            if self.game_length == SCENARIO_LENGTH:
                self.game_length = "fixed_8"

    def toggle_rule(self, module_id: str) -> None:
        """Switch an optional rule module on or off; switching one on turns off those it excludes."""
        from game.core import known_modules

        known = known_modules()
        mod = known[module_id]
        if module_id in self.rules:
            # Off with a family (a module needing several) go its parts; off with any module go those needing it.
            family = len([n for n in mod.requires if n in known and known[n].optional]) > 1
            gone = {module_id, *(mod.requires if family else ()), *(r for r in self.rules if module_id in known[r].requires)}
            self.rules = [r for r in self.rules if r not in gone]
            return
        for need in mod.requires:
            if need in known and known[need].optional and need not in self.rules:
                self.toggle_rule(need)
        self.rules = [r for r in self.rules if r not in mod.excludes and module_id not in known[r].excludes]
        self.rules.append(module_id)

    def set_army(self, side: int, army: str) -> None:
        s = self.sides[side]
        s.army = army
        rosters = [r for r in self.cat.rosters(army) if r.usable] or self.cat.rosters(army)
        s.roster = rosters[0].key if rosters else None
        self._roster_rules(side)
        if not s.named_by_player:
            s.name = self._default_name(side)

    def set_roster(self, side: int, key: str | None) -> None:
        self.sides[side].roster = key
        self._roster_rules(side)

    def _roster_rules(self, side: int) -> None:
        """A roster built for optional rules (Fantasy Warriors' pavises and firewater, a Warhammer character's
        horse) switches them on: without them its purchases would be bought and never played."""
        for r in self._rules_wanted(side):
            if r not in self.rules:
                self.toggle_rule(r)

    def roster_rule_problems(self, side: int) -> list[str]:
        """The optional rules a side's roster is built for that are switched off (the player turned them off, or
        the other side's roster needs rules that exclude them)."""
        from game.core import known_modules

        entry = self.cat.roster(self.sides[side].roster)
        known = known_modules()
        return [f"its roster {entry.name!r} is built for the {known[r].title} rules: switch them on under Optional "
                "rules." for r in self._rules_wanted(side) if r not in self.rules and entry is not None]

    def _rules_wanted(self, side: int) -> list[str]:
        """The optional rule modules the side's roster is built for (its ``rules:``)."""
        from game.core import known_modules

        entry = self.cat.roster(self.sides[side].roster)
        if entry is None or entry.roster is None:
            return []
        known = known_modules()
        return [r for r in entry.roster.rules if r in known and known[r].optional]

    # ------------------------------------------------------------------ several players (fw-players)
    @property
    def several_players(self) -> bool:
        """Whether the battle is played under several players (the rule, or its whole family, chosen)."""
        return self.mode == "hotseat" and any(r in self.rules for r in (PLAYERS_RULE, "fantasy-warriors"))

    def set_players(self, side: int, text: str) -> None:
        self.sides[side].players = text

    def player_names(self, side: int) -> list[str]:
        return [n.strip() for n in self.sides[side].players.split(",") if n.strip()]

    def players_option(self) -> dict[str, dict[str, object]]:
        """The rule options for the players named (each side without names plays as one, under its own name)."""
        if not self.several_players or not any(self.player_names(i) for i in (0, 1)):
            return {}
        return {PLAYERS_RULE: {"players": [self.player_names(i) or [self.sides[i].name.strip()] for i in (0, 1)]}}

    def set_ally_roster(self, side: int, key: str | None) -> None:
        self.sides[side].ally_roster = key or None

    def set_computer_seat(self, side: int, seat: int | None) -> None:
        self.sides[side].computer_seat = seat

    def computer_seats(self) -> dict[str, str]:
        """The players the computer plays (several players), each with the opponent that plays him."""
        if not self.several_players:
            return {}
        from game.ai.agents import AGENTS

        who = self.opponent or next(iter(AGENTS))
        return {self.player_names(i)[s.computer_seat]: who for i, s in enumerate(self.sides)
                if s.computer_seat is not None and s.computer_seat < len(self.player_names(i))}

    def _player_problems(self) -> list[str]:
        if not self.several_players:
            return []
        out = [f"Side {i + 1}: one or two players, their names between commas." for i in (0, 1)
               if len(self.player_names(i)) > 2]
        allies = [self.cat.roster(s.ally_roster) if s.ally_roster and self.pitched else None for s in self.sides]
        for i, entry in enumerate(allies):
            if self.sides[i].ally_roster and self.pitched and entry is None:
                out.append(f"Side {i + 1}: the allied army's roster is gone; choose another.")
            elif entry is not None and len(self.player_names(i)) != 2:
                out.append(f"Side {i + 1}: an allied army needs its own player: name two players.")
            elif entry is not None and entry.problems:
                out.append(f"Side {i + 1}: the allied roster {entry.name!r} is not a legal force.")
            if self.sides[i].computer_seat is not None and len(self.player_names(i)) != 2:
                out.append(f"Side {i + 1}: the computer takes a seat of a side of two players: name two players.")
        if any(a is not None and a.roster is not None for a in allies):
            from game.core import ally_points_problems as points_problems

            mains = [self.cat.roster(s.roster) for s in self.sides]
            rosters = [[r.roster for r in (mains[i], allies[i]) if r is not None and r.roster is not None] for i in (0, 1)]
            out += [p[0].upper() + p[1:] + "." for p in points_problems(rosters)]
        every = [n.lower() for i in (0, 1) for n in self.player_names(i)]
        if len(set(every)) != len(every):
            out.append("Every player needs a name of his own.")
        return out

    def set_name(self, side: int, name: str) -> None:
        s = self.sides[side]
        if name != s.name:
            s.name = name
            s.named_by_player = True

    def _default_name(self, side: int) -> str:
        army = self.sides[side].army
        name = self.cat.armies[army].name if army in self.cat.armies else f"Side {side + 1}"
        other = self.sides[1 - side]
        if other.army == army and other.name == name:
            name = f"{name} (2)" if side == 1 else name
        return name

    def scenario_turns(self) -> int:
        entry = self.cat.scenario(self.scenario)
        return entry.spec.turn_limit if entry is not None and entry.spec is not None else 8

    def length_options(self) -> list[tuple[str, str]]:
        opts = list(GAME_LENGTHS)
        if not self.pitched:
            opts.insert(0, (SCENARIO_LENGTH, f"As the scenario says: {self.scenario_turns()} turns"))
        return opts

    # ------------------------------------------------------------------ what stands in the way
    def problems(self) -> list[str]:
        """Every reason the battle cannot start yet; empty when Start may be pressed."""
        out: list[str] = []
        if not self.pitched:
            entry = self.cat.scenario(self.scenario)
            if entry is None:
                out.append("Choose a battle.")
            elif entry.spec is None:
                out.append(f"The scenario file {entry.path.name} has problems:")
                out.extend(entry.problems)
        else:
            for i, s in enumerate(self.sides):
                who = f"Side {i + 1}"
                if s.army is None:
                    out.append(f"{who}: choose an army list.")
                    continue
                army_name = self.cat.armies[s.army].name
                r = self.cat.roster(s.roster)
                if r is None:
                    out.append(f"{who}: choose a roster of {army_name}, or build one now.")
                    continue
                if r.army != s.army:
                    out.append(f"{who}: the roster {r.name!r} is not a {army_name} force.")
                for p in r.problems:
                    out.append(f"{who} ({r.name}): {p}")
                out.extend(f"{who}: {p}" for p in self.roster_rule_problems(i))
        names = [s.name.strip() for s in self.sides]
        for i, n in enumerate(names):
            if not n:
                out.append(f"Side {i + 1} needs a name.")
        if names[0] and names[0].lower() == names[1].lower():
            out.append("The two sides need different names.")
        if self.mode == "solo" and not self.opponent:
            out.append("Choose the computer's opponent.")
        return out + self._player_problems()

    # ------------------------------------------------------------------ starting
    def spec(self) -> ScenarioSpec:
        """The battle as a scenario spec (call only when ``problems()`` is empty)."""
        game_length, turns = length_rule(self.game_length, self.scenario_turns())
        options = {"game_length": game_length}
        if self.pitched:
            sides = []
            for s in self.sides:
                entry = self.cat.roster(s.roster)
                assert entry is not None and entry.roster is not None and s.army is not None
                ally = self.cat.roster(s.ally_roster) if self.several_players and s.ally_roster else None
                sides.append(SideSetup(army=s.army, name=s.name.strip(), roster=entry.roster,
                                       ally=ally.roster if ally is not None else None))
            return ScenarioSpec(
                name="Pitched battle",
                description=self.cat.pitched_description(),
                sides=(sides[0], sides[1]),
                terrain=self.cat.pitched_terrain(),
                first_side=None,
                turn_limit=turns,
                seed=self.seed,
                options=options,
                rules=tuple(self.rules),
                rule_options=self.players_option(),
            )
        entry = self.cat.scenario(self.scenario)
        assert entry is not None and entry.spec is not None
        base = entry.spec
        sides = tuple(dataclasses.replace(s, name=self.sides[i].name.strip()) for i, s in enumerate(base.sides))
        # A scenario's scripted dice and actions are for demonstrations; a played battle rolls its own.
        return dataclasses.replace(
            base,
            sides=(sides[0], sides[1]),
            turn_limit=turns,
            seed=self.seed,
            dice=None,
            actions=(),
            options={**base.options, **options},
            rules=(*base.rules, *(r for r in self.rules if r not in base.rules)),
            rule_options={**base.rule_options, **self.players_option()},
        )

    def start(self) -> Session:
        """Build the starting state, begin recording it and start the battle (who goes first is rolled)."""
        from game.core import Start, load_rules, new_game

        load_rules()
        spec = self.spec()
        state = new_game(spec, self.cat.armies)
        header: dict[str, object] = {
            "scenario": spec.name,
            "mode": self.mode,
            "names": [s.name for s in state.sides],
        }
        if self.mode == "solo" and self.opponent:
            header["ai"] = {str(self.ai_side): self.opponent}
        if self.computer_seats():
            header["ai_seats"] = self.computer_seats()
        session = Session.start(state, seed=self.seed, header=header)
        session.apply(Start())
        return session
