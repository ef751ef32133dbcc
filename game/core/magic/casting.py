"""Casting a spell (digest 6.1): who may cast, range, sight, the roll, and once per unit per turn.

Each Wizard casts one spell in his side's Shooting phase, even if his unit is engaged; a successful
Teleport earns him one more, different spell. Range is measured from his own stand or from any stand
of the unit he has joined; sight matters only where the spell says so. One D6 must reach the casting
number: a natural 1 always fails, a natural 6 always works. A unit is affected by the same spell only
once a turn.
"""

from __future__ import annotations

from dataclasses import replace

from game.core import board, distance_words, hooks
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.magic import record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellCast
from game.core.magic.spells import (
    AROUND,
    ENEMY,
    ENGAGEMENT,
    FRIEND,
    ILLUSION,
    LINE,
    PLACE,
    SELF,
    TOUCHING,
    WOOD,
    Pattern,
    pattern,
)
from game.core.profiles import Rank, SpellProfile, UnitType
from game.core.questions import IMMUNE_TO_SPELLS
from game.core.state import Character, GameState, Unit
from game.table import TerrainKind

WAR_ALTAR_USED = "war_altar_used"
# A character rule: a failed casting roll other than a 1 is rolled again (High Elf Mages, the Slann).
REROLL = "mage_reroll"
RANGE_SLACK_MM = 0.01


def spells_for(state: GameState, ch: Character) -> list[SpellProfile]:
    """The spells of the army this character may cast: all of them for a Wizard, only those a character rule
    names for a General or Hero who casts (the Treeman Ancient's Tree Singing)."""
    spells = list(state.sides[ch.side].army.spells)
    prof = state.character_profile(ch)
    if prof.rank is Rank.WIZARD:
        return spells
    allowed: set[str] = set()
    for tag in casting_tags(state, ch):
        effects_of = CASTING_CHARACTERS.get(tag, ())
        if effects_of is None:
            return spells
        allowed.update(effects_of)
    return [s for s in spells if s.effect in allowed]


def spell_of(state: GameState, ch: Character, name: str) -> SpellProfile | None:
    for s in spells_for(state, ch):
        if s.name == name:
            return s
    return None


def caster_points(state: GameState, ch: Character) -> list[str]:
    """What range is measured from: the Wizard's own stand and the unit he has joined (only that unit when he is
    its stand: a character module's unit of characters, which the table knows by the unit's id), and any piece a
    rule lets him cast through (``hooks.CASTING_POINTS``)."""
    from game.core.characters.alone import own_unit

    out = [] if own_unit(state, ch) is not None else [ch.id]
    if ch.joined and ch.joined in state.units and state.units[ch.joined].alive:
        out.append(ch.joined)
    for through in state.ruleset.hook(hooks.CASTING_POINTS):
        out += [p for p in through(state, ch) if p not in out]
    return out


def spell_range(state: GameState, ch: Character, unit: Unit) -> float:
    """Distance (mm) from the Wizard, or the nearest stand of his unit, to the closest stand of ``unit``."""
    if ch.joined == unit.id:
        return 0.0
    t = board.table(state)
    return min(t.owner_distance(a, unit.id) for a in caster_points(state, ch))


def sees(state: GameState, ch: Character, unit: Unit) -> bool:
    """Wizards see all round, from their own stand or any stand of the unit they have joined."""
    t = board.table(state)
    return any(t.can_see(a, unit.id, all_round=True).visible for a in caster_points(state, ch))


# Patterns whose target names no unit the spell is laid on (an engagement is named by any unit in it).
UNAIMED = (LINE, SELF, AROUND, WOOD, PLACE, ENGAGEMENT)


# Character rules that let a General or Hero cast spells as a Wizard does: every spell of the army (None, a
# Vampire Lord, the Lizardmen's Slann, a Grey Seer) or only the spells of the effects named (the Wood Elves'
# Treeman Ancient and Branchwraith).
CASTING_CHARACTERS: dict[str, tuple[str, ...] | None] = {
    "vampire_lord": None,
    "slann": None,
    "grey_seer": None,
    "tree_singer": ("tree_singing",),
    "daemon_wizard": None,
    "sorcerer_lord": None,
    "tzarina": None,
}


def casting_tags(state: GameState, ch: Character) -> tuple[str, ...]:
    """The character's rules and those of what he took as his mount (a Daemon Overlord's Wizard powers)."""
    mount = state.mount_profile(ch)
    return (*state.character_profile(ch).special, *(mount.special if mount is not None else ()))


# Mounts whose rider adds +1 to one casting roll once in the battle (the War Altar, a Bretonnian Unicorn, the
# Dark Elves' Cauldron of Blood, the Kislev Tzarina's sled), and characters who do so themselves (a Chaos Dwarf
# Sorcerer Lord).
CASTING_MOUNTS = ("war_altar", "unicorn", "cauldron_of_blood", "tzarina")
CASTING_BOON_CHARACTERS = ("sorcerer_lord",)


def has_war_altar(state: GameState, ch: Character) -> bool:
    """Whether the Wizard has a once-a-battle +1 to cast (the Cast's ``war_altar``), of his mount or his own."""
    mount = state.mount_profile(ch)
    if any(tag in CASTING_BOON_CHARACTERS for tag in state.character_profile(ch).special):
        return True
    return mount is not None and any(m in mount.special for m in CASTING_MOUNTS)


def boon_name(state: GameState, ch: Character) -> str:
    """The name of what gives the once-a-battle +1 ("War Altar", "Unicorn", "Sorcerer Lord")."""
    prof = state.character_profile(ch)
    if any(tag in CASTING_BOON_CHARACTERS for tag in prof.special):
        return prof.name
    mount = state.mount_profile(ch)
    return mount.name if mount is not None else "War Altar"


def is_greenskin(state: GameState, unit: Unit) -> bool:
    return not state.unit_profile(unit).has("not_greenskin")


def caster_problems(state: GameState, ch: Character | None, wizard_id: str) -> list[str]:
    """Why this character cannot cast at all now."""
    if ch is None or not ch.alive or ch.off_table:
        return [f"there is no character {wizard_id!r} on the table"]
    if ch.side != state.active:
        return [f"{ch.name} belongs to the other side; spells are cast in their own side's Shooting phase"]
    prof = state.character_profile(ch)
    if prof.rank is not Rank.WIZARD and not any(tag in CASTING_CHARACTERS for tag in casting_tags(state, ch)):
        return [f"{ch.name} is not a Wizard and cannot cast spells"]
    if state.command.pending is not None:
        return ["finish the move the last spell granted first"]
    for barred in state.ruleset.hook(hooks.CASTING_BARRED):
        why = barred(state, ch)
        if why:
            return [why]
    done = record.spells_cast(state, ch.id)
    if done and not record.may_cast_again(state, ch.id):
        return [f"{ch.name} has already cast {done[-1]} this phase; a Wizard casts one spell a turn"]
    return []


def target_problems(state: GameState, ch: Character, spell: SpellProfile, pat: Pattern, action: Cast) -> list[str]:
    """Why the spell cannot be laid on the target named."""
    if pat.target in (LINE, SELF, AROUND):
        return []
    if pat.target == WOOD:
        return wood_problems(state, ch, spell, action.target)
    if pat.target == PLACE:
        from game.core.magic.summon import place_problems

        return place_problems(state, ch, spell, action)
    if pat.target == ILLUSION:
        from game.core.specials.araby_mirage import place_problems as illusion_problems

        return illusion_problems(state, ch, spell, action)
    unit = state.units.get(action.target)
    if unit is None or not unit.alive or unit.off_table:
        return [f"{spell.name} needs a target unit on the table"]
    if pat.target == ENGAGEMENT:
        from game.core.magic.raise_dead import engagement_problems

        return engagement_problems(state, ch, spell, unit)
    if pat.target in (ENEMY, TOUCHING) and unit.side == ch.side:
        return [f"{spell.name} is cast on an enemy unit; {unit.name} is on your side"]
    if pat.target == FRIEND and unit.side != ch.side:
        return [f"{spell.name} is cast on a friendly unit; {unit.name} is the enemy's"]
    out: list[str] = []
    if spell.effect in state.ruleset.ask(IMMUNE_TO_SPELLS, state, unit):
        return [f"{unit.name} is not touched by {spell.name}"]
    if spell.effect == "summon_daemons":
        from game.core.specials.daemons import summon_problem

        # Only a Daemon unit of three stands that has lost one or two may be the target (digest 6.3).
        why = summon_problem(state, unit, room=False)
        if why:
            return [f"{spell.name} cannot be cast on {unit.name}: {why}"]
    if pat.excludes and pat.excludes in state.unit_profile(unit).special:
        return [f"{spell.name} cannot be cast on {unit.name}"]
    if pat.own_unit and ch.joined != unit.id:
        return [f"{spell.name} is cast on the unit {ch.name} has joined"]
    if pat.engaged is False and unit.engaged:
        out.append(f"{unit.name} is engaged in combat; {spell.name} can only be cast on a unit that is not")
    if pat.engaged is True and not unit.engaged:
        out.append(f"{unit.name} is not in combat; {spell.name} can only be cast on a unit that is")
    if pat.infantry and state.unit_profile(unit).type is not UnitType.INFANTRY:
        out.append(f"{spell.name} is cast on infantry; {unit.name} are {state.unit_profile(unit).type.value}")
    kind = state.unit_profile(unit).type.value
    if pat.types and kind not in pat.types:
        out.append(f"{spell.name} is cast on {', '.join(pat.types)}; {unit.name} are {kind}")
    if pat.greenskin and not is_greenskin(state, unit):
        out.append(f"{unit.name} are no greenskins; {spell.name} only stirs Orcs and Goblins")
    if pat.shooters and not _shoots(state, unit, pat.shooter_types):
        out.append(f"{spell.name} is cast on {' or '.join(pat.shooter_types)} that shoot; {unit.name} do not")
    if pat.target == TOUCHING:
        joined = state.units.get(ch.joined or "")
        if joined is None or not joined.alive or not joined.engaged:
            out.append(f"{ch.name} must have joined a unit in combat to cast {spell.name}")
        elif not _touching(state, joined, unit):
            out.append(f"{unit.name} is not touching {joined.name}")
    elif spell.range_mm is not None:
        d = spell_range(state, ch, unit)
        if d > spell.range_mm + RANGE_SLACK_MM:
            away = distance_words.past(d, spell.range_mm)
            out.append(f"{unit.name} is {away} away; {spell.name} reaches {spell.range_mm / 10:g} cm")
    if pat.sight and not out and not sees(state, ch, unit):
        out.append(f"{ch.name} cannot see {unit.name}, and {spell.name} needs sight of its target")
    if record.affected(state, spell.name, unit.id):
        out.append(f"{unit.name} has already been affected by {spell.name} this turn")
    return out


def wood_problems(state: GameState, ch: Character, spell: SpellProfile, wood: str) -> list[str]:
    """Why ``spell`` cannot be laid on the terrain piece ``wood``: it must be a wood within range."""
    piece = next((p for p in board.terrain_pieces(state) if p.id == wood), None)
    if piece is None or piece.kind is not TerrainKind.WOOD:
        return [f"{spell.name} is cast on a wood; pick one on the table"]
    if spell.range_mm is not None:
        t = board.table(state)
        d = min(t.terrain_distance(b, piece.id) for a in caster_points(state, ch) for b in t.bases_of(a))
        if d > spell.range_mm + RANGE_SLACK_MM:
            name = piece.name or "the wood"
            return [f"{name} is {distance_words.past(d, spell.range_mm)} away; {spell.name} reaches "
                    f"{spell.range_mm / 10:g} cm"]
    return []


def _shoots(state: GameState, unit: Unit, types: tuple[str, ...]) -> bool:
    prof = state.unit_profile(unit)
    return prof.type.value in types and bool(prof.shots or prof.shooting)


def _touching(state: GameState, a: Unit, b: Unit) -> bool:
    return board.table(state).owner_distance(a.id, b.id) <= 1.0


def check_cast(state: GameState, action: Cast) -> list[str]:
    ch = state.characters.get(action.wizard)
    reasons = caster_problems(state, ch, action.wizard)
    if reasons:
        return reasons
    assert ch is not None
    spell = spell_of(state, ch, action.spell)
    if spell is None:
        if any(s.name == action.spell for s in state.sides[ch.side].army.spells):
            names = ", ".join(s.name for s in spells_for(state, ch)) or "none"
            return [f"{ch.name} cannot cast {action.spell}; he may cast only {names}"]
        names = ", ".join(s.name for s in state.sides[ch.side].army.spells) or "none"
        return [f"{action.spell!r} is not a spell of {ch.name}'s army (its spells: {names})"]
    pat = pattern(spell.effect)
    if pat is None or spell.effect not in state.ruleset.spell_effects:
        return [f"{spell.name} is not playable in this version of the game"]
    done = record.spells_cast(state, ch.id)
    if done and not record.may_repeat(state, ch.id) and (spell.name in done or pat.target == SELF):
        return ["the spell after a Teleport must be a different one, and not another Teleport"]
    if action.item and action.item not in cast_items(state, ch):
        from game.core.items.catalogue import BY_ID

        name = BY_ID[action.item].name if action.item in BY_ID else repr(action.item)
        return [f"{ch.name} has no {name} to spend on this roll"]
    if action.war_altar:
        if not has_war_altar(state, ch):
            return [f"{ch.name} does not ride the War Altar or a Unicorn"]
        if ch.flags.get(WAR_ALTAR_USED):
            return [f"the {boon_name(state, ch)}'s +1 has already been used this battle"]
    reasons = target_problems(state, ch, spell, pat, action)
    if reasons:
        return reasons
    if pat.target == SELF:
        from game.core.magic.teleport import landing_problems

        return landing_problems(state, ch, action)
    return []


def cast_items(state: GameState, ch: Character) -> list[str]:
    """The magic items the Wizard may spend on a casting roll now."""
    return [i for fn in state.ruleset.hook(hooks.CAST_ITEMS) for i in fn(state, ch)]


def casting_modifiers(state: GameState, ch: Character, war_altar: bool, action: Cast | None = None) -> tuple[Modifier, ...]:
    out: list[Modifier] = []
    if war_altar:
        name = boon_name(state, ch)
        rule = {"War Altar": "magic.war_altar", "Cauldron of Blood": "magic.cauldron_of_blood",
                "Tzarina": "specials.tzarina", state.character_profile(ch).name: "specials.sorcerer_lord"}
        out.append(Modifier(1, rule.get(name, "magic.unicorn"), name))
    if action is not None:
        out += [m for fn in state.ruleset.hook(hooks.CAST_MODIFIERS) for m in fn(state, ch, action)]
    return tuple(out)


def works(face: int, needed: int, modifiers: tuple[Modifier, ...]) -> bool:
    """A natural 1 always fails and a natural 6 always works; otherwise the modified roll must reach it."""
    if face == 1:
        return False
    if face == 6:
        return True
    return face + sum(m.value for m in modifiers) >= needed


def apply_cast(state: GameState, action: Cast, dice: Dice) -> list[Event]:
    ch = state.characters[action.wizard]
    spell = spell_of(state, ch, action.spell)
    assert spell is not None
    pat = pattern(spell.effect)
    assert pat is not None
    mods = casting_modifiers(state, ch, action.war_altar, action)
    if action.war_altar:
        ch.flags[WAR_ALTAR_USED] = 1
    target = state.units.get(action.target) if pat.target not in (LINE, SELF, AROUND, WOOD, PLACE, ILLUSION) else None
    automatic = next((w for fn in state.ruleset.hook(hooks.CAST_AUTOMATIC) if (w := fn(state, ch, action))), "")
    record.note_cast(state, ch.id, spell.name)
    if automatic:
        return _cast_without_a_roll(state, ch, spell, action, target, automatic, dice)
    face = dice.roll(1, 6, f"{ch.name} casts {spell.name}")[0]
    ok = works(face, spell.cast, mods)
    first: list[Event] = []
    if not ok and face != 1 and REROLL in state.character_profile(ch).special:
        # A Mage whose spell fails tries once more, unless he rolled a 1 (always worth it, so always done).
        first.append(
            DiceRolled(
                purpose=f"{ch.name} casts {spell.name}",
                sides=6,
                faces=(face,),
                target=spell.cast,
                modifiers=mods,
                total=face + sum(m.value for m in mods),
                success=False,
                outcome="it fails, and he tries again",
                side=ch.side,
                quiet=True,
                rule="magic.reroll",
            )
        )
        face = dice.roll(1, 6, f"{ch.name} casts {spell.name} again")[0]
        ok = works(face, spell.cast, mods)
    why = ""
    if face == 1:
        why = "a 1 always fails"
    elif face == 6 and face + sum(m.value for m in mods) < spell.cast:
        why = "a 6 always works"
    events: list[Event] = [
        *first,
        DiceRolled(
            purpose=f"{ch.name} casts {spell.name}",
            sides=6,
            faces=(face,),
            target=spell.cast,
            modifiers=mods,
            total=face + sum(m.value for m in mods),
            success=ok,
            outcome=("it works" if ok else "it fails") + (f" ({why})" if why else ""),
            side=ch.side,
            quiet=True,
            rule="magic.cast",
        ),
        SpellCast(
            wizard=ch.id,
            wizard_name=ch.name,
            spell=spell.name,
            target=target.id if target else "",
            target_name=target.name if target else "",
            needed=spell.cast,
            face=face,
            success=ok,
            why=why,
            rule="magic.cast",
        ),
    ]
    return events + after_the_roll(state, ch, spell, action, ok, dice)


def _cast_without_a_roll(
    state: GameState, ch: Character, spell: SpellProfile, action: Cast, target: Unit | None, why: str, dice: Dice
) -> list[Event]:
    cast = SpellCast(
        wizard=ch.id,
        wizard_name=ch.name,
        spell=spell.name,
        target=target.id if target else "",
        target_name=target.name if target else "",
        needed=spell.cast,
        face=0,
        success=True,
        why=why,
        rule="magic.cast",
    )
    return [cast, *after_the_roll(state, ch, spell, action, True, dice)]


def after_the_roll(state: GameState, ch: Character, spell: SpellProfile, action: Cast, ok: bool, dice: Dice) -> list[Event]:
    """What follows a casting roll: modules reacting to it, anti-magic, a decision held, then the effect."""
    events = [e for fn in state.ruleset.hook(hooks.CAST_ROLLED) for e in fn(state, ch, action, ok, dice)]
    if not ok:
        return events
    for rule in state.ruleset.hook(hooks.SPELL_WORKS):
        dispelled, evs = rule(state, ch, spell.name, dice)
        events += evs
        if dispelled:
            return events
    pat = pattern(spell.effect)
    aimed = state.units.get(action.target) if pat is not None and pat.target not in UNAIMED else None
    if aimed is not None:
        for rule_on in state.ruleset.hook(hooks.SPELL_ON_UNIT):
            stopped, evs = rule_on(state, ch, action, aimed, dice)
            events += evs
            if stopped:
                return events
    return events + past_the_dispels(state, ch, spell, action, dice)


def past_the_dispels(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """A spell no dispel has stopped: a decision held over it (the Scroll of Dispelling), else its effect."""
    for held in state.ruleset.hook(hooks.SPELL_HELD):
        waiting = held(state, ch, action)
        if waiting is not None:
            return waiting
    return state.ruleset.spell_effects[spell.effect](state, ch, spell, action, dice)


def legal_casts(state: GameState) -> list[Cast]:
    """Each spell each Wizard of the side to play could cast now, on each target it may take."""
    if state.phase != "shooting" or state.command.pending is not None:
        return []
    out: list[Cast] = []
    for ch in state.live_characters(state.active):
        if caster_problems(state, ch, ch.id):
            continue
        altar = has_war_altar(state, ch) and not ch.flags.get(WAR_ALTAR_USED)
        items = cast_items(state, ch)
        for spell in spells_for(state, ch):
            pat = pattern(spell.effect)
            if pat is None or spell.effect not in state.ruleset.spell_effects:
                continue
            for a in _candidates(state, ch, spell, pat):
                variants = [a, replace(a, war_altar=True)] if altar else [a]
                variants += [replace(a, item=i) for i in items]
                for variant in variants:
                    if not check_cast(state, variant):
                        out.append(variant)
    return out


def _candidates(state: GameState, ch: Character, spell: SpellProfile, pat: Pattern) -> list[Cast]:
    if pat.target == LINE:
        from game.core.magic.line import line_facings

        return [Cast(ch.id, spell.name, facing=f) for f in line_facings(state, ch, spell)]
    if pat.target == SELF:
        from game.core.magic.teleport import landing_offers

        return [Cast(ch.id, spell.name, target=u) for u in landing_offers(state, ch)]
    if pat.target == AROUND:
        return [Cast(ch.id, spell.name)]
    if pat.target == WOOD:
        return [Cast(ch.id, spell.name, target=p.id) for p in board.terrain_pieces(state) if p.kind is TerrainKind.WOOD]
    if pat.target == PLACE:
        from game.core.magic.summon import offers

        return offers(state, ch, spell)
    if pat.target == ILLUSION:
        from game.core.specials.araby_mirage import offers as illusion_offers

        return illusion_offers(state, ch, spell)
    if pat.target == ENGAGEMENT:
        from game.core.combat.engagements import engagements

        return [Cast(ch.id, spell.name, target=group[0]) for group in engagements(state)]
    side = ch.side if pat.target == FRIEND else 1 - ch.side
    return [Cast(ch.id, spell.name, target=u.id) for u in state.live_units(side)]
