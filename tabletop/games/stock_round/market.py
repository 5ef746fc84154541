"""The stock market of Stock Round: a 14 x 8 grid of share prices (DECISIONS.md).

price(row, col) = 100 x 1.1^(col - 6) x 0.95^row, rounded to whole dollars (halves up).  The
table is computed once with exact fractions, so it is the same on every machine; row 0 is the
top row, where companies start at par (columns 2 to 6).

Token moves: a pay-out moves right (up at the right edge), withholding moves left (down at the
left edge); a share absorbed by the pool moves the token one row down (one column left on the
bottom row); the company with the most modern train mix moves one row up (nothing at the top).
"""

from __future__ import annotations

from fractions import Fraction

COLUMNS, ROWS = 14, 8
PAR_COLUMNS = range(2, 7)  # par prices: the top row, columns 2 to 6


def _price(row: int, col: int) -> int:
    exact = 100 * Fraction(11, 10) ** (col - 6) * Fraction(19, 20) ** row
    return int(exact + Fraction(1, 2))  # halves round up


PRICES: tuple[tuple[int, ...], ...] = tuple(
    tuple(_price(r, c) for c in range(COLUMNS)) for r in range(ROWS)
)
PARS: tuple[int, ...] = tuple(PRICES[0][c] for c in PAR_COLUMNS)

Square = tuple[int, int]  # (row, col)


def price(square: Square) -> int:
    return PRICES[square[0]][square[1]]


def paid_out(square: Square) -> Square:
    """A dividend paid: one column right, or one row up at the right edge."""
    row, col = square
    return (row, col + 1) if col + 1 < COLUMNS else (max(0, row - 1), col)


def withheld(square: Square) -> Square:
    """Earnings withheld: one column left, or one row down at the left edge."""
    row, col = square
    return (row, col - 1) if col > 0 else (min(ROWS - 1, row + 1), col)


def absorbed(square: Square) -> tuple[int, Square]:
    """A share the pool absorbs: (the reduced price paid, the token's new square).  One column
    left is paid and the token moves a row down; on the bottom row two columns left are paid
    and the token moves a column left (the text: "very bad!")."""
    row, col = square
    if row == ROWS - 1:
        return PRICES[row][max(0, col - 2)], (row, max(0, col - 1))
    return PRICES[row][max(0, col - 1)], (row + 1, col)


def pool_price(square: Square) -> int:
    """A share bought from the pool: the price one column right of the market."""
    row, col = square
    return PRICES[row][min(COLUMNS - 1, col + 1)]


def rises(square: Square) -> Square:
    """The most modern train mix, or a sold-out company: one row up (nothing at the top)."""
    row, col = square
    return (max(0, row - 1), col)
