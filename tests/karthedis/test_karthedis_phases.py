"""The four phases of a round and the timing of each ability keyword."""

from __future__ import annotations

from karthedis_helpers import arrange, cards_with, fresh, plain

from tabletop.core.rng import Rng
from tabletop.games.karthedis import trade
from tabletop.games.karthedis.abilities import recall
from tabletop.games.karthedis.cards import (
    BOUNCE,
    CYCLE,
    DOUBLE,
    DRAW,
    EXILE,
    LONE,
    PILE_BONUS,
    PURGE,
    RALLY,
    RECALL_DRAW,
)
from tabletop.games.karthedis.moves import (
    END_CALLS,
    END_SPECULATE,
    END_TRADE,
    Bid,
    Call,
    Discard,
    DropOut,
    Intervene,
    PassCard,
    Purge,
    SetDeploy,
    Speculate,
)
from tabletop.games.karthedis.rules import advance


def _restart(s):
    """Back to the start of the round's preparation phase with the arranged cards."""
    s.phase, s.step, s.turn, s.pending = "speculate", 0, s.leader, []
    advance(s, [])


def test_spekulieren_draws_then_discards_and_once_a_round():
    s = fresh()
    ocelot = cards_with(CYCLE)[0]
    arrange(s, [[ocelot], [plain(2)[5]]], [plain(3)[:3], plain(3)[3:6]])
    _restart(s)
    assert Speculate(ocelot) in s.legal_moves()
    s.apply(Speculate(ocelot))
    assert s.pending == [[1, 0]] and len(s.hands[0]) == 2
    s.apply(Discard(plain(3)[2]))
    assert Speculate(ocelot) not in s.legal_moves()  # used this round
    assert "already" in s.explain(Speculate(ocelot)).render()


def _to_call1(s):
    _restart(s)
    while s.phase == "speculate":
        s.apply(END_SPECULATE)
    assert s.phase == "call1"


def test_first_call_phase_face_down_passes_and_draws_two_at_its_end():
    s = fresh()
    c = plain(3)
    arrange(s, [c[0:2], c[2:4]], [c[4:8], c[8:12]])
    _to_call1(s)
    down = s.hands[0][0]
    s.apply(PassCard(down))
    assert s.passed[0] and len(s.hands[0]) == 2
    up = s.hands[1][0]
    s.apply(Call(up))  # face up, no Aufruf: abberufen at once, a card drawn
    assert up in s.piles[1] and len(s.hands[1]) == 3
    assert s.phase == "trade"
    assert len(s.hands[0]) == 4 and s.vault == [down]  # two drawn, the pass left the game
    assert s.to_act() == 0
    assert not any(m.kind == "bid" for m in s.legal_moves())  # a passer only intervenes
    assert s.explain(Bid(s.hands[0][0], 0)) is not None


def test_aufruf_stays_in_play_and_adds_to_trade_totals():
    s = fresh()
    rally = cards_with(RALLY)[0]
    c = plain(3)
    arrange(s, [[rally, c[0]], [c[1], c[2]]], [c[3:6], c[6:9]])
    _to_call1(s)
    s.apply(Call(rally))
    assert s.table[0] == [rally] and rally not in s.piles[0]
    assert len(s.hands[0]) == 2  # 2 + 1 drawn in the preparation phase - 1, none drawn now
    s.bids = [[0, 0, c[0]], [1, 0, c[1]]]
    assert trade.totals(s)[0] == {0: 3 + 2, 1: 3}


def test_abberufen_only_from_play_not_from_hand():
    s = fresh()
    sphynx = cards_with(RECALL_DRAW)[0]
    c = plain(3)
    arrange(s, [[sphynx, c[0]], [c[1]]], [c[2:5], c[5:8]])
    from tabletop.games.karthedis.abilities import discard

    discard(s, 0, sphynx, [])  # from hand: no trigger
    assert len(s.hands[0]) == 1 and len(s.decks[0]) == 3
    s.hands[0].append(sphynx)
    s.hands[0].remove(sphynx)
    recall(s, 0, sphynx, [])  # from play: draws a card
    assert len(s.hands[0]) == 2 and len(s.decks[0]) == 2


def test_the_pile_effect_lasts_until_the_pile_is_removed():
    s = fresh(3)
    lynx = cards_with(PILE_BONUS)[:2]
    leopard = cards_with(PURGE)[0]
    c = plain(2)
    arrange(s, [[], [], []], [[], [], []])
    s.piles = [lynx[:], [], [c[5]]]
    s.bids = [[0, 0, c[0]], [1, 0, c[1]]]
    assert trade.totals(s)[0] == {0: 2 + 2, 1: 2}
    recall(s, 1, leopard, [])  # two other piles hold cards: seat 1 chooses
    assert s.pending == [[2, 1]]
    s.turn, s.phase = 1, "call2"
    assert set(s.legal_moves()) == {Purge(0), Purge(2), SetDeploy(0)}
    s.apply(Purge(0))
    assert s.piles[0] == [] and set(lynx) <= set(s.removed)
    s.bids = [[0, 0, c[0]], [1, 0, c[1]]]
    assert trade.totals(s)[0] == {0: 2, 1: 2}


def test_expertise_only_for_cards_placed_face_down_in_the_trade_phase():
    s = fresh()
    persian = cards_with(DOUBLE)[0]
    serval = cards_with(LONE)[0]
    c = plain(3)
    arrange(s, [[], []], [[], []])
    s.bids = [[0, 0, persian], [1, 0, c[0]], [1, 1, serval]]
    from tabletop.games.karthedis.cards import value_of

    t = trade.totals(s)
    assert t[0] == {0: 2 * value_of(persian), 1: 3}
    assert t[1] == {1: value_of(serval) + 2}  # alone at the resource
    s.table = [[persian], []]  # face up in play: no Expertise
    s.bids = [[1, 0, c[0]]]
    assert trade.totals(s)[0] == {1: 3}


def test_ties_win_nothing_and_the_single_highest_wins():
    s = fresh(3)
    c = plain(3)
    arrange(s, [[], [], []], [[], [], []])
    s.display = [0, 10, 20, 30]
    s.bids = [[0, 0, c[0]], [1, 0, c[1]], [2, 1, c[2]], [0, 1, plain(2)[0]]]
    trade.resolve(s, [])
    assert s.won == [[], [], [10]]
    assert s.display == [0, 20, 30]  # the tied resource stays
    assert s.table[0] == [c[0], plain(2)[0]] and not s.bids


def test_simultaneous_victory_goes_to_the_most_cards_in_hand():
    s = fresh(2)
    c = plain(3)
    arrange(s, [[plain(2)[5]], [plain(2)[6], plain(2)[7]]], [[], []])
    s.won = [[0], [1]]  # one Energy each; a second Energy is two alike
    s.display = [2, 3, 40]
    s.bids = [[0, 0, c[0]], [1, 1, c[1]]]
    trade.resolve(s, [])
    assert s.phase == "over" and s.winners() == [1]


def test_intervene_bounce_and_exile():
    s = fresh(2)
    siam, caracal = cards_with(BOUNCE)[0], cards_with(EXILE)[0]
    c = plain(4)
    arrange(s, [[siam, caracal, c[0]], [c[1], c[2], c[3]]], [[], []])
    s.phase, s.turn, s.bids = "trade", 1, []
    s.done, s.acted, s.passed, s.dropped = [0, 0], [0, 0], [0, 0], [0, 0]
    s.apply(Bid(c[1], 0))
    s.apply(Intervene(siam, 0))
    assert c[1] in s.hands[1] and siam in s.piles[0] and not s.bids
    s.apply(Bid(c[2], 1))
    assert DropOut(c[0]) not in s.legal_moves()  # only on one's first turn
    s.apply(Intervene(caracal, 0))
    assert c[2] in s.removed
    s.apply(Bid(c[3], 1))
    s.apply(END_TRADE)
    s.apply(END_TRADE)
    assert s.phase == "call2" and s.won[1]


def test_second_call_phase_at_most_two_then_everything_is_abberufen():
    s = fresh(2)
    c = plain(3)
    arrange(s, [c[0:3], c[3:6]], [c[6:10], c[10:14]])
    s.phase, s.step, s.calls, s.turn = "call2", 0, 0, 0
    s.table = [[plain(2)[5]], []]
    s.apply(Call(c[0]))
    s.apply(Call(c[1]))
    assert s.to_act() == 1  # two cards: the turn moves on
    s.apply(END_CALLS)
    assert s.phase == "speculate" and s.round == 2 and s.leader == 1
    assert plain(2)[5] in s.piles[0] and not s.table[0]
    assert len(s.display) == 3


def test_a_deployed_einsatz_card_stays_visible_in_hand_until_it_leaves():
    s = fresh()
    manul = cards_with(DRAW)[0]
    c = plain(3)
    arrange(s, [c[0:2], c[2:4]], [[c[4], manul], [c[5]]])
    _restart(s)
    s.apply(END_SPECULATE)
    s.apply(END_SPECULATE)  # seat 0 draws the Manul: shown (Deploy), then draws again
    seen = s.view(1).hands[0]
    assert manul in seen and seen.count(-1) == len(s.hands[0]) - 1
    world = s.view(1).determinize(1, Rng(3))
    assert manul in world.hands[0]
    s.apply(Call(manul))
    assert manul not in s.known[0] and s.view(1).hands[0].count(-1) == len(s.hands[0])
