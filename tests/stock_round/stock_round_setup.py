"""Positions for the Stock Round tests, made by hand from a fresh game."""

from __future__ import annotations

from tabletop.games.stock_round.state import StockRoundState, new_game


def stock_round(seats: int = 4, sr: int = 2, turn: int = 0) -> StockRoundState:
    """A stock round under way (sales allowed from the second), nobody's railway started."""
    st = new_game(seats, 1, {})
    st.sr, st.phase, st.turn, st.priority, st.queue = sr, "turn", turn, turn, []
    return st


def start(
    st: StockRoundState, r: int, holdings: list[int], square=(0, 4), director: int | None = None
) -> None:
    """Railway r started at `square`, players holding `holdings` shares (10% each; the director
    holds the most, the first such seat unless given); the rest unissued."""
    st.held[r] = list(holdings)
    st.director[r] = director if director is not None else holdings.index(max(holdings))
    st.ipo[r] = 10 - sum(holdings)
    st.row[r], st.col[r] = square
    st.stamp[r] = st.next_stamp
    st.next_stamp += 1
    st.floated[r] = 1 if 10 - st.ipo[r] >= 6 else 0


def operating(st: StockRoundState, r: int, phase: str = "trains", then: int = -1) -> None:
    """Railway r operating now, at `phase` of its turn (railway `then` operates next)."""
    st.order, st.op, st.phase = [r] + ([then] if then >= 0 else []), 0, phase
    st.sr, st.set_or, st.set_ors, st.ors = max(st.sr, 1), 1, 1, max(st.ors, 1)
