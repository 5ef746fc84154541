"""Einsatz (Deploy) is a choice: "Zeige Karten mit dieser Fähigkeit offen vor, falls du diesen
Effekt nutzen möchtest."  A card with Einsatz drawn asks its owner to show it and use it
(Deploy) or to keep it hidden (Conceal); the opening hand asks nothing."""

from __future__ import annotations

from karthedis_helpers import arrange, cards_with, fresh, plain

from tabletop.core.game import HIDDEN
from tabletop.core.rng import Rng
from tabletop.games.karthedis import messages as m
from tabletop.games.karthedis.cards import CYCLE, DIG, DRAW, effect_of
from tabletop.games.karthedis.moves import (
    DEPLOY,
    DISCARD,
    END_SPECULATE,
    Call,
    Conceal,
    Deploy,
    Discard,
    PassCard,
    Speculate,
)
from tabletop.games.karthedis.rules import advance


def _restart(s):
    """Back to the start of the round's preparation phase with the arranged cards."""
    s.phase, s.step, s.turn, s.pending = "speculate", 0, s.leader, []
    advance(s, [])


def _draw_in_preparation(deck0: list[int], hand0: list[int] | None = None):
    """Seat 0 (the market leader) draws the top of `deck0` in the Einstellungsphase."""
    s = fresh()
    c = plain(3)
    arrange(s, [hand0 if hand0 is not None else c[0:2], c[2:4]], [deck0, [c[5]]])
    _restart(s)
    s.apply(END_SPECULATE)
    s.apply(END_SPECULATE)  # everyone draws one, from the market leader
    return s


def test_an_einsatz_card_drawn_in_the_preparation_phase_asks_its_owner():
    manul = cards_with(DRAW)[0]
    c = plain(4)
    s = _draw_in_preparation([c[0], manul])
    assert s.pending == [[DEPLOY, 0, manul]] and s.to_act() == 0
    assert s.phase == "prep_draw" and len(s.hands[1]) == 2  # seat 1 draws after the choice
    assert s.legal_moves() == [Deploy(manul), Conceal(manul)]
    for wrong in (END_SPECULATE, Call(manul), PassCard(manul), Discard(manul)):
        assert s.explain(wrong) == m.DEPLOY_FIRST
    other = s.hands[0][0]
    assert s.explain(Deploy(other)) == m.DEPLOY_THAT_CARD
    assert s.explain(Conceal(other)) == m.DEPLOY_THAT_CARD
    name = m.card_text(manul).render()
    assert s.describe(Deploy(manul)).render() == f"Show {name} and use Deploy"
    assert s.describe(Conceal(manul)).render().endswith("hidden (no Deploy)")


def test_conceal_keeps_the_card_hidden_and_draws_nothing():
    manul = cards_with(DRAW)[0]
    c = plain(4)
    s = _draw_in_preparation([c[0], manul])
    s.apply(Conceal(manul))
    assert manul in s.hands[0] and manul not in s.known[0]
    assert s.decks[0] == [c[0]] and len(s.hands[0]) == 3  # nothing more drawn
    seen = s.view(1).hands[0]
    assert manul not in seen and seen.count(HIDDEN) == len(s.hands[0])
    assert s.phase == "call1" and not s.pending and len(s.hands[1]) == 3


def test_deploy_shows_the_manul_and_draws_a_card():
    manul = cards_with(DRAW)[0]
    c = plain(4)
    s = _draw_in_preparation([c[0], manul])
    s.apply(Deploy(manul))
    assert manul in s.known[0] and manul in s.view(1).hands[0]
    assert not s.decks[0] and c[0] in s.hands[0] and len(s.hands[0]) == 4
    assert s.phase == "call1" and not s.pending


def test_deploy_of_the_kartaeuser_draws_two_then_asks_the_discard():
    dig = cards_with(DIG)[0]
    c = plain(4)
    s = _draw_in_preparation([c[0], c[1], dig])
    s.apply(Deploy(dig))
    assert dig in s.known[0] and not s.decks[0] and len(s.hands[0]) == 5
    assert s.pending == [[DISCARD, 0]]
    s.apply(Discard(c[1]))
    assert c[1] in s.piles[0] and len(s.hands[0]) == 4 and s.phase == "call1"


def test_the_kartaeuser_discard_comes_after_the_choices_for_the_cards_it_draws():
    dig, manuls = cards_with(DIG)[0], cards_with(DRAW)[:2]
    c = plain(4)
    s = _draw_in_preparation([c[0], manuls[0], manuls[1], dig])
    s.apply(Deploy(dig))
    # it drew manuls[1], then manuls[0]: each asks (last drawn first), the discard waits
    assert s.pending == [[DISCARD, 0], [DEPLOY, 0, manuls[1]], [DEPLOY, 0, manuls[0]]]
    assert s.legal_moves() == [Deploy(manuls[0]), Conceal(manuls[0])]
    assert s.explain(Discard(c[0])) == m.DEPLOY_FIRST
    s.apply(Deploy(manuls[0]))  # draws c[0], the last card of the deck
    assert s.pending == [[DISCARD, 0], [DEPLOY, 0, manuls[1]]] and not s.decks[0]
    s.apply(Conceal(manuls[1]))
    assert s.pending == [[DISCARD, 0]]
    assert set(s.legal_moves()) == {Discard(x) for x in s.hands[0]}
    s.apply(Discard(manuls[1]))
    assert s.known[0] == [dig, manuls[0]] and s.phase == "call1"


def test_the_opening_hand_offers_no_deploy():
    deploy = set(cards_with(DIG) + cards_with(DRAW))
    for seed in range(40):
        s = fresh(4, seed=seed)
        held = [c for h in s.hands for c in h if c in deploy]
        if held:
            assert not s.pending and not any(s.known)
            assert all(mv.kind not in ("deploy", "conceal") for mv in s.legal_moves())
            assert s.explain(Deploy(held[0])) == m.NO_DEPLOY_ASKS
            return
    raise AssertionError("no opening hand held an Einsatz card in 40 games")


def test_the_two_draws_of_a_pass_can_ask_twice():
    manul, dig = cards_with(DRAW)[0], cards_with(DIG)[0]
    c = plain(3)
    s = fresh()
    arrange(s, [c[0:2], c[2:4]], [[c[4], c[5], c[6], dig, manul, c[7]], c[8:12]])
    _restart(s)
    s.apply(END_SPECULATE)
    s.apply(END_SPECULATE)  # both draw a plain card
    assert s.phase == "call1"
    s.apply(PassCard(c[0]))
    s.apply(Call(s.hands[1][0]))
    # the end of the first call phase: seat 0 draws the Manul and the Kartäuser
    assert s.phase == "pass_draws" and s.to_act() == 0
    assert s.pending == [[DEPLOY, 0, manul], [DEPLOY, 0, dig]]
    s.apply(Conceal(dig))
    assert s.pending == [[DEPLOY, 0, manul]]
    s.apply(Deploy(manul))
    assert not s.pending and s.phase == "trade"
    assert s.known[0] == [manul] and c[6] in s.hands[0]


def test_speculate_asks_the_deploy_of_the_card_drawn_before_the_discard():
    ocelot, manul = cards_with(CYCLE)[0], cards_with(DRAW)[0]
    c = plain(3)
    s = fresh()
    arrange(s, [[ocelot, c[0]], [c[1]]], [[c[2], manul], c[3:6]])
    _restart(s)
    s.apply(Speculate(ocelot))
    assert s.pending == [[DISCARD, 0], [DEPLOY, 0, manul]]
    s.apply(Deploy(manul))
    assert s.pending == [[DISCARD, 0]] and c[2] in s.hands[0]


def test_other_seats_see_who_decides_but_not_the_card():
    manul = cards_with(DRAW)[0]
    c = plain(4)
    s = _draw_in_preparation([c[0], manul])
    mine, theirs, nobody = s.view(0), s.view(1), s.view(None)
    assert mine.pending == [[DEPLOY, 0, manul]] and mine.legal_moves()[0] == Deploy(manul)
    assert theirs.pending == [[DEPLOY, 0, HIDDEN]] and nobody.pending == [[DEPLOY, 0, HIDDEN]]
    assert theirs.to_act() == 0 and manul not in theirs.hands[0]
    assert s.pending == [[DEPLOY, 0, manul]]  # the views changed nothing
    for seed in range(30):
        world = theirs.determinize(1, Rng(seed))
        assert world.view(1) == theirs
        (what, seat, card) = world.pending[-1]
        assert (what, seat) == (DEPLOY, 0) and card in world.hands[0]
        assert effect_of(card) in (DIG, DRAW) and card not in world.known[0]
        for move in world.legal_moves():
            after = world.clone()
            after.apply(move)  # both choices play in every sampled world
            assert not any(a[0] == DEPLOY and a[2] == card for a in after.pending)
