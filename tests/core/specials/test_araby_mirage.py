"""Araby's Mirage (digest 6.3): an illusory unit, placed, untouchable, and gone when touched, passed through or
let go; each clause with scripted dice."""

from game.core.actions import Proceed
from game.core.command.actions import Charge, Move, Order
from game.core.command.penalties import order_target
from game.core.magic import Cast
from game.core.shooting.volley import apply_hits
from game.core.specials.araby_mirage import mirage_of
from game.core.victory import break_point
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Spearmen", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
# The Boar Riders (cavalry, front edge at y = 500) face the Araby line from 23 cm beyond the spot (900, 750).
BOARS = unit("Boar Riders", 900, 480, 180, id="b")


def araby(units0=(), chars0=(), step="shoot", **kw):
    """Araby (side 0, bottom, facing up) with a Wizard at (900, 900) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [BOARS, *SPARE1],
        [char("General", 900, 1000, id="gen"), char("Wizard", 900, 900, id="w"), *chars0],
        [char("Orc General", 900, 300, id="og")], armies0="araby", step=step, **kw,
    )


def cast(s, faces=(4,), **kw):
    return act(s, Cast("w", "Mirage", x=kw.pop("x", 900), y=kw.pop("y", 750), facing=kw.pop("facing", 0), **kw),
               list(faces))


def test_mirage_works_on_4_and_raises_the_costliest_entry_as_a_line_worth_nothing():
    s = araby()
    cast(s, [3])
    assert mirage_of(s, "w") is None
    s = araby()
    ev = cast(s, [4])
    m = mirage_of(s, "w")
    assert m is not None and m.name == "Mirage of Elephants" and m.side == 0
    assert [st.pose for st in m.stands] == [(880, 750, 0), (900, 750, 0), (920, 750, 0)]
    prof = s.unit_profile(m)
    assert prof.special == ("mirage",) and not prof.shots and prof.hits == 4
    assert of_type(ev, "SpellEffect")[0].rule == "magic.mirage"
    # Worth nothing to either side's count.
    assert m.flags["no_break_point"] == m.flags["no_victory_points"] == 1
    assert break_point(s, 0) == break_point(araby(), 0)


def test_a_named_entry_is_raised_but_only_infantry_cavalry_or_monsters():
    s = araby()
    cast(s, [4], target="Bowmen")
    assert mirage_of(s, "w").name == "Mirage of Bowmen"
    s = araby()
    assert "is none of them" in s.check(Cast("w", "Mirage", target="Wizard", x=900, y=750))[0]


def test_the_illusion_stands_within_60_cm_and_over_20_cm_from_every_enemy():
    s = araby()
    near = s.check(Cast("w", "Mirage", x=900, y=700))
    assert near and "more than 20 cm from every enemy; Boar Riders" in near[0]
    far = s.check(Cast("w", "Mirage", x=200, y=700))
    assert far and "Mirage reaches 60 cm" in far[0]
    assert s.check(Cast("w", "Mirage", x=900, y=750)) == []


def test_an_illusion_is_never_ordered_and_hits_on_it_strike_nothing():
    s = araby()
    cast(s)
    m = mirage_of(s, "w")
    ev = apply_hits(s, m, 5, "shooting")
    assert len(m.stands) == 3 and m.hits == 0 and "5 hit(s) pass through" in ev[0].message
    while not (s.active == 0 and s.step == "orders"):
        act(s, Proceed())
    assert "is an illusion: it cannot move or fight" in s.check(Order("gen", (m.id,)))[0]


def test_the_enemy_counts_it_as_real_for_orders_near_it():
    s = araby()
    cast(s)
    while not (s.active == 1 and s.step == "orders"):
        act(s, Proceed())
    assert "command.penalty.enemy_near" not in {m.rule for m in order_target(s, s.characters["og"], [s.units["b"]]).modifiers}
    # The Boar Riders come 10 cm closer: the illusion is now within 20 cm of them, and costs their next order.
    act(s, Order("og", ("b",)), [2, 3])
    act(s, Move(("b",), (((920, 580, 180), (900, 580, 180), (880, 580, 180)),)))
    assert "command.penalty.enemy_near" in {m.rule for m in order_target(s, s.characters["og"], [s.units["b"]]).modifiers}


def test_an_enemy_charge_into_the_illusion_finds_nothing_there():
    s = araby()
    cast(s)
    m = mirage_of(s, "w")
    while not (s.active == 1 and s.step == "orders"):
        act(s, Proceed())
    act(s, Order("og", ("b",)), [2, 3])
    ev = act(s, Charge("b", m.id))
    assert not m.alive and mirage_of(s, "w") is None
    assert any("Boar Riders charged into it" in getattr(e, "message", "") for e in ev)
    # The chargers stand where the charge took them, fighting nobody.
    assert not s.units["b"].engaged


def test_its_own_side_passing_through_it_ends_it():
    s = araby([unit("Knights", 900, 850, id="k")])
    cast(s)
    m = mirage_of(s, "w")
    while not (s.active == 0 and s.step == "orders"):
        act(s, Proceed())
    act(s, Order("gen", ("k",)), [2, 3])
    ev = act(s, Move(("k",), (((880, 620, 0), (900, 620, 0), (920, 620, 0)),)))
    assert not m.alive and any("Knights passed through it" in getattr(e, "message", "") for e in ev)


def test_casting_again_lets_the_old_illusion_go_even_when_the_new_spell_fails():
    s = araby()
    cast(s)
    old = mirage_of(s, "w")
    while s.active == 0:
        act(s, Proceed())
    while not (s.active == 0 and s.step == "shoot"):
        act(s, Proceed())
    ev = act(s, Cast("w", "Sand Storm"), [1])
    assert not old.alive and any("turned to another spell" in getattr(e, "message", "") for e in ev)


def test_enemy_shooters_must_take_the_illusion_as_the_closest_target_and_harm_nothing():
    from game.core.shooting import Shoot
    from game.core.shooting.targets import closest_targets

    s = battle([unit("Spearmen", 1300, 950, id="sp"), *SPARE0],
               [unit("Crossbowmen", 900, 500, 180, id="x"), unit("Halberdiers", 1650, 80, 180), unit("Halberdiers", 1450, 80, 180)],
               [char("General", 900, 1000, id="gen"), char("Wizard", 900, 900, id="w")],
               [char("General", 100, 40, id="eg")], armies0="araby", armies1="empire", step="shoot")
    cast(s)
    m = mirage_of(s, "w")
    while not (s.active == 1 and s.step == "shoot"):
        act(s, Proceed())
    assert closest_targets(s, s.units["x"]) == [m.id]
    ev = act(s, Shoot("x", m.id), [6, 6, 6, 1, 1, 1])
    assert len(m.stands) == 3 and m.alive and any("pass through" in getattr(e, "message", "") for e in ev)
