"""explain() agrees with legal_moves() for every move of the vocabulary, in every phase."""

from take_stock_setup import random_game

from tabletop.core.game import NOT_LEGAL
from tabletop.games.take_stock.moves import (
    AuditRemove,
    ChooseEvent,
    Discard,
    Draw,
    EndOptions,
    PickCompany,
    PlayMarket,
    PlaySecured,
    Raise,
    Secure,
    StopTaking,
    TakeFromDiscard,
    UseOption,
)

CANDIDATES = (
    [
        Draw(),
        StopTaking(),
        EndOptions(),
        AuditRemove("share"),
        AuditRemove("split"),
        AuditRemove("x"),
        PlayMarket(3, "C"),
        Raise(-1),
        Raise(99),
        PickCompany(7),
    ]
    + [cls(c) for cls in (Raise, Secure, Discard, TakeFromDiscard, UseOption) for c in range(60)]
    + [PlayMarket(c, o) for c in range(60) for o in "AB"]
    + [cls(e) for cls in (PlaySecured, ChooseEvent) for e in range(40)]
    + [PickCompany(c) for c in range(5)]
)


def test_explain_is_none_exactly_for_legal_moves():
    checked, steps = set(), [0]

    def each(st, move, log):
        steps[0] += 1
        if steps[0] % 4 or st.is_terminal():
            return
        legal = set(st.legal_moves())
        for m in CANDIDATES:
            reason = st.explain(m)
            assert (reason is None) == (m in legal), (st.phase, m, reason)
            if reason is not None:
                text = reason.render()
                assert text and "{" not in text
                if st.phase in ("draw", "action") and reason != NOT_LEGAL:
                    checked.add((st.phase, text))
        checked.add(st.phase)

    for seed in range(12):
        random_game(2 + seed % 5, 1000 + seed, each)
    texts = {t for p, t in (c for c in checked if isinstance(c, tuple))}
    assert "Draw a card first." in texts and "That card is not in your hand." in texts
    assert any(t.startswith("The Limit rule") for t in texts)
