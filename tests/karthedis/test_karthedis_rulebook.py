"""Rules read from the rulebook's own sentences (karthedis.de.txt, "Spielfähigkeiten")."""

from __future__ import annotations

from karthedis_helpers import arrange, cards_with, fresh, plain

from tabletop.core.game import HIDDEN
from tabletop.core.rng import Rng
from tabletop.games.karthedis import messages as m
from tabletop.games.karthedis.cards import BOUNCE, CYCLE, EXILE
from tabletop.games.karthedis.moves import (
    DEPLOY_OFF,
    END_CALLS,
    END_SPECULATE,
    Call,
    Discard,
    DropOut,
    Intervene,
    PassCard,
    Speculate,
)
from tabletop.games.karthedis.rules import advance


def _restart(s):
    """Back to the start of the round's preparation phase with the arranged cards."""
    s.phase, s.step, s.turn, s.pending = "speculate", 0, s.leader, []
    s.fresh = [[] for _ in range(s.num_seats)]
    advance(s, [])


def test_spekulieren_only_with_a_card_in_hand_when_the_round_began():
    """Spekulieren: "befindet sich zu Beginn einer Runde eine Karte mit dieser Fähigkeit in
    der Hand, darf diese Fähigkeit verwendet werden" — an Ozelot drawn in the
    Einstellungsphase (here by another Ozelot's Spekulieren) may not speculate in it."""
    first, drawn = cards_with(CYCLE)[:2]
    c = plain(3)
    s = fresh()
    arrange(s, [[first, c[0]], [c[1]]], [[c[2], drawn], c[3:6]])
    _restart(s)
    s.apply(Speculate(first))  # draws the second Ozelot, then asks a discard
    s.apply(Discard(c[0]))
    assert drawn in s.hands[0] and s.fresh[0] == [drawn]
    assert Speculate(drawn) not in s.legal_moves() and s.legal_moves() == [
        END_SPECULATE,
        DEPLOY_OFF,
    ]
    refusal = s.explain(Speculate(drawn))
    assert refusal is not None and refusal.source == m.NOT_AT_ROUND_START.source
    assert "when the round began" in refusal.render()
    # the others see that seat 0 drew one card this round, not which
    assert s.view(1).fresh[0] == [HIDDEN] and s.view(0).fresh[0] == [drawn]
    world = s.view(1).determinize(1, Rng(5))
    assert world.view(1) == s.view(1) and world.fresh[0][0] in world.hands[0]


def test_a_spekulieren_card_kept_speculates_in_the_next_round():
    """ "Dieser Effekt darf auch in nachfolgenden Runden genutzt werden, sollte sich die Karte
    dann noch immer in der Hand befinden": a new round forgets what was drawn."""
    first, drawn = cards_with(CYCLE)[:2]
    c = plain(3)
    s = fresh()
    arrange(s, [[first, c[0]], [c[1]]], [[c[2], drawn], c[3:6]])
    _restart(s)
    s.apply(Speculate(first))
    s.apply(Discard(c[0]))
    s.apply(END_SPECULATE)
    s.apply(END_SPECULATE)
    assert s.phase == "call1" and s.fresh[0] == [drawn]
    s.round += 1
    s.leader = 0
    from tabletop.games.karthedis.round import start_round

    start_round(s, [])
    assert s.phase == "speculate" and s.fresh == [[], []]
    assert Speculate(drawn) in s.legal_moves()


def _in_call_phase(phase: str):
    siam, caracal = cards_with(BOUNCE)[0], cards_with(EXILE)[0]
    c = plain(3)
    s = fresh()
    arrange(s, [[siam, caracal, c[0]], c[1:4]], [c[4:8], c[8:12]])
    s.phase, s.step, s.calls, s.turn = phase, 0, 0, 0
    return s, siam, caracal, c


def test_intervenieren_is_never_played_face_up_in_a_call_phase():
    """Intervenieren: "Karten mit dieser speziellen Fähigkeit können nur in der Handelsphase
    offen gespielt werden, wenn der Spieler an der Reihe ist." — no face-up Call with a
    Siamkatze or a Karakal in either call phase; face down (a pass) stays possible."""
    for phase in ("call1", "call2"):
        s, siam, caracal, c = _in_call_phase(phase)
        legal = s.legal_moves()
        assert Call(c[0]) in legal
        for card in (siam, caracal):
            assert Call(card) not in legal
            refusal = s.explain(Call(card))
            assert refusal is not None
            assert refusal.source == m.INTERVENE_FACE_UP_TRADE.source
            assert "only in the trade phase" in refusal.render()
        if phase == "call1":
            assert PassCard(siam) in legal  # face down is not "offen"
        else:
            assert END_CALLS in legal


def test_intervenieren_face_up_in_the_trade_phase_on_ones_turn():
    """The same sentence allows it in the Handelsphase on one's turn: Intervene (and sitting
    out with it, "eine Karte in der Hand offen vor sich hinlegen") stay legal there."""
    s, siam, _caracal, c = _in_call_phase("trade")
    n = s.num_seats
    s.bids = [[1, 0, c[1]]]
    s.done, s.acted, s.passed, s.dropped = [0] * n, [0] * n, [0] * n, [0] * n
    s.hands[1].remove(c[1])
    legal = s.legal_moves()
    assert Intervene(siam, 0) in legal and DropOut(siam) in legal
    assert s.explain(Call(siam)) == m.CALL_PHASE_ONLY
