"""Einsatz (Deploy) is a choice: "Zeige Karten mit dieser Fähigkeit offen vor, falls du diesen
Effekt nutzen möchtest."  The choice is each seat's standing, private setting (SetDeploy, the
option "deploy" at the start), applied when the card is drawn: nobody is asked, so the others
cannot tell from a question that an Einsatz card was drawn.  The opening hand triggers
nothing."""

from __future__ import annotations

from karthedis_helpers import arrange, cards_with, fresh, plain

from tabletop.core.game import HIDDEN
from tabletop.core.rng import Rng
from tabletop.games.karthedis import messages as m
from tabletop.games.karthedis.cards import CYCLE, DIG, DRAW
from tabletop.games.karthedis.information import DEPLOY_GUESS
from tabletop.games.karthedis.moves import (
    DEPLOY_OFF,
    DEPLOY_ON,
    DISCARD,
    END_SPECULATE,
    Call,
    Discard,
    PassCard,
    SetDeploy,
    Speculate,
)
from tabletop.games.karthedis.rules import advance


def _restart(s):
    """Back to the start of the round's preparation phase with the arranged cards."""
    s.phase, s.step, s.turn, s.pending = "speculate", 0, s.leader, []
    advance(s, [])


def _draw_in_preparation(deck0: list[int], hand0: list[int] | None = None, deploy=True):
    """Seat 0 (the market leader) draws the top of `deck0` in the Einstellungsphase."""
    s = fresh(deploy=deploy)
    c = plain(3)
    arrange(s, [hand0 if hand0 is not None else c[0:2], c[2:4]], [deck0, [c[5]]])
    _restart(s)
    s.apply(END_SPECULATE)
    logs = s.apply(END_SPECULATE)  # everyone draws one, from the market leader
    return s, logs


def test_deploy_on_shows_the_manul_and_draws_a_card_without_asking():
    manul = cards_with(DRAW)[0]
    c = plain(4)
    s, log = _draw_in_preparation([c[0], manul])
    assert not s.pending and s.phase == "call1"
    assert manul in s.known[0] and manul in s.view(1).hands[0]
    assert not s.decks[0] and c[0] in s.hands[0] and len(s.hands[0]) == 4
    name = m.card_text(manul).render()
    assert f"shows {name}: Deploy" in " ".join(e.text_for(1).render() for e in log)


def test_deploy_off_keeps_the_card_hidden_and_says_so_only_to_its_owner():
    manul = cards_with(DRAW)[0]
    c = plain(4)
    s, log = _draw_in_preparation([c[0], manul], deploy=False)
    assert not s.pending and s.phase == "call1"
    assert manul in s.hands[0] and manul not in s.known[0]
    assert s.decks[0] == [c[0]] and len(s.hands[0]) == 3  # nothing more drawn
    seen = s.view(1).hands[0]
    assert manul not in seen and seen.count(HIDDEN) == len(s.hands[0])
    mine = [e.text_for(0).render() for e in log]
    theirs = [e.text_for(1).render() for e in log]
    assert any("keep it hidden" in t for t in mine)
    assert not any("hidden" in t or "Deploy" in t for t in theirs)


def test_deploy_of_the_kartaeuser_draws_two_then_asks_the_discard():
    dig = cards_with(DIG)[0]
    c = plain(4)
    s, _ = _draw_in_preparation([c[0], c[1], dig])
    assert dig in s.known[0] and not s.decks[0] and len(s.hands[0]) == 5
    assert s.pending == [[DISCARD, 0]]
    s.apply(Discard(c[1]))
    assert c[1] in s.piles[0] and len(s.hands[0]) == 4 and s.phase == "call1"


def test_the_kartaeuser_discard_comes_after_the_cards_it_draws_deploy():
    dig, manuls = cards_with(DIG)[0], cards_with(DRAW)[:2]
    c = plain(4)
    s, _ = _draw_in_preparation([c[0], manuls[0], manuls[1], dig])
    # it drew manuls[1] (deployed: draws manuls[0], deployed: draws c[0]), then the discard
    assert s.pending == [[DISCARD, 0]] and not s.decks[0]
    assert s.known[0] == [dig, manuls[1], manuls[0]]
    assert set(s.legal_moves()) == {Discard(x) for x in s.hands[0]} | {DEPLOY_OFF}


def test_the_opening_hand_deploys_nothing():
    deploy = set(cards_with(DIG) + cards_with(DRAW))
    for seed in range(40):
        s = fresh(4, seed=seed)
        held = [c for h in s.hands for c in h if c in deploy]
        if held:
            assert not s.pending and not any(s.known)
            return
    raise AssertionError("no opening hand held an Einsatz card in 40 games")


def test_the_two_draws_of_a_pass_follow_the_choice():
    manul, dig = cards_with(DRAW)[0], cards_with(DIG)[0]
    c = plain(3)
    s = fresh(deploy=False)
    arrange(s, [c[0:2], c[2:4]], [[c[4], c[5], c[6], dig, manul, c[7]], c[8:12]])
    _restart(s)
    s.apply(END_SPECULATE)
    s.apply(END_SPECULATE)  # both draw a plain card
    s.apply(PassCard(c[0]))
    s.apply(Call(s.hands[1][0]))
    # the end of the first call phase: seat 0 draws the Manul and the Kartäuser, hidden
    assert s.phase == "trade" and not s.pending and not s.known[0]
    assert {manul, dig} <= set(s.hands[0]) and s.decks[0] == [c[4], c[5], c[6]]


def test_speculate_draws_an_einsatz_card_deployed_before_the_discard():
    ocelot, manul = cards_with(CYCLE)[0], cards_with(DRAW)[0]
    c = plain(3)
    s = fresh()
    arrange(s, [[ocelot, c[0]], [c[1]]], [[c[2], manul], c[3:6]])
    _restart(s)
    s.apply(Speculate(ocelot))
    assert s.pending == [[DISCARD, 0]] and c[2] in s.hands[0] and manul in s.known[0]


def test_set_deploy_is_a_move_of_every_turn_that_changes_only_the_own_choice():
    s = fresh(3)
    assert s.deploy == [1, 1, 1] and s.legal_moves()[-1] == DEPLOY_OFF
    assert s.explain(DEPLOY_ON) == m.DEPLOY_ALREADY and s.explain(SetDeploy(7)) == m.NOT_NOW
    seat, before = s.to_act(), s.clone()
    log = s.apply(DEPLOY_OFF)
    assert s.deploy[seat] == 0 and s.to_act() == seat and s.legal_moves()[-1] == DEPLOY_ON
    before.deploy[seat] = 0
    assert s == before  # nothing else changed
    other = (seat + 1) % 3
    assert "changes a setting" in log[0].text_for(other).render()  # no card, no value
    assert "hidden" in log[0].text_for(seat).render()
    assert s.describe(DEPLOY_ON).render() == "Show and use the cards with Deploy you draw"


def test_the_choice_is_private_and_a_sample_guesses_deploy():
    s = fresh(3, deploy=False)
    seat = s.to_act()
    v = s.view(seat)
    assert v.deploy[seat] == 0 and v.deploy.count(HIDDEN) == 2
    assert s.view(None).deploy == [HIDDEN] * 3
    world = v.determinize(seat, Rng(3))
    assert world.view(seat) == v and world.deploy.count(DEPLOY_GUESS) == 2
    other = s.view((seat + 1) % 3)
    assert all(mv.kind != "set_deploy" for mv in other.legal_moves())  # cannot say


def test_the_ai_switches_to_deploy_at_the_start_and_never_searches_the_switch():
    from tabletop.games.karthedis.heuristic import candidates, rollout_policy

    s = fresh(3, deploy=False)
    seat = s.to_act()
    assert candidates(s.view(seat)) == [DEPLOY_ON]
    s.apply(DEPLOY_ON)
    assert DEPLOY_OFF not in candidates(s)
    later = fresh(3, deploy=False)
    later.round = 2  # a human's "keep hidden" is no longer second-guessed by a hint
    assert all(mv.kind != "set_deploy" for mv in candidates(later))
    rng = Rng(1)
    assert all(rollout_policy(later, rng).kind != "set_deploy" for _ in range(50))
