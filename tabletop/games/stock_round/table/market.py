"""The market grid: every price of the 14 x 8 grid, the par row marked, each railway's token on
its square.  Tokens are pooled sprites, so a price change slides the token to its new square
(pay-out, withholding, an absorption by the pool, a rise)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from ..data import RAILWAYS
from ..market import COLUMNS, PAR_COLUMNS, PRICES, ROWS
from .layout import CELL_H, CELL_W, MARKET, Desk
from .pieces import TokenSprite, font

if TYPE_CHECKING:
    from .table import StockRoundTable

translate = QCoreApplication.translate
TOKEN = 17.0


class MarketGrid(QGraphicsObject):
    """The grid itself, painted once; its tooltip names the square under the mouse."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptHoverEvents(True)
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, MARKET.width(), MARKET.height())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        low, high = PRICES[ROWS - 1][0], PRICES[0][COLUMNS - 1]
        for row in range(ROWS):
            for col in range(COLUMNS):
                rect = QRectF(col * CELL_W, row * CELL_H, CELL_W, CELL_H).adjusted(1, 1, -1, -1)
                price = PRICES[row][col]
                shade = (price - low) / (high - low)
                par = row == 0 and col in PAR_COLUMNS
                base = QColor("#f2dc8a") if par else QColor.fromHslF(0.11, 0.25, 0.5 + 0.4 * shade)
                painter.setPen(
                    QPen(QColor("#b08d2a") if par else QColor("#4b4538"), 2 if par else 1)
                )
                painter.setBrush(base)
                painter.drawRoundedRect(rect, 3, 3)
                painter.setPen(QColor("#1d1a14"))
                painter.setFont(font(15, bold=par))
                painter.drawText(
                    QRectF(rect.left(), rect.top() + 1, rect.width(), 16),
                    Qt.AlignmentFlag.AlignCenter,
                    str(price),
                )

    def hoverMoveEvent(self, event) -> None:
        col = int(event.pos().x() // CELL_W)
        row = int(event.pos().y() // CELL_H)
        if 0 <= row < ROWS and 0 <= col < COLUMNS:
            self.setToolTip(square_tip(row, col))


def square_tip(row: int, col: int) -> str:
    tip = translate("StockRoundTable", "Share price ${price}.").format(price=PRICES[row][col])
    if row == 0 and col in PAR_COLUMNS:
        tip += " " + translate(
            "StockRoundTable",
            "A par price: start a railway here by dropping its director's certificate on it.",
        )
    tip += "\n" + translate(
        "StockRoundTable",
        "Pay-out: one column right (up at the right edge). Withholding: one column left (down "
        "at the left edge). A share absorbed by the pool: one row down (on the bottom row, one "
        "column left).",
    )
    return tip


def lay_market(t: StockRoundTable, desk: Desk) -> None:
    v = desk.view
    grid = t.misc_item("grid", MarketGrid)
    grid.setPos(MARKET.topLeft())
    grid.setVisible(v.phase != "over")
    if v.phase == "over":
        return
    market = t.zone("market", MARKET)  # under the par squares: a drop on any other price
    market.setZValue(-11)
    market.setToolTip(
        translate(
            "StockRoundTable",
            "The share market: each railway's token stands on its share price. A railway "
            "starts on a par square of the top row.",
        )
    )
    if v.phase in ("turn", "buy"):  # the par squares take a director's certificate
        for col in PAR_COLUMNS:
            zone = t.zone(("par", col), desk.cell(0, col))
            zone.setToolTip(square_tip(0, col))
    squares: dict[tuple[int, int], list[int]] = {}
    for r in range(v.railways):
        if v.col[r] >= 0:
            squares.setdefault((v.row[r], v.col[r]), []).append(r)
    for (row, col), here in squares.items():
        here.sort(key=lambda r: v.stamp[r])  # the first to arrive lies on top
        cell = desk.cell(row, col)
        for i, r in enumerate(here):
            line, pos = divmod(i, 3)
            x = cell.left() + 2 + pos * (TOKEN - 1)
            y = cell.bottom() - TOKEN - 1 - line * 9
            token = t.card(
                f"token-{r}",
                RAILWAYS[r][1],
                QPointF(x, y),
                QSizeF(TOKEN, TOKEN),
                30 - i,
                kind=TokenSprite,
            )
            assert isinstance(token, TokenSprite)
            token.railway = r
            token.setToolTip(
                translate("StockRoundTable", "{railway}: share price ${price}.").format(
                    railway=RAILWAYS[r][0], price=PRICES[row][col]
                )
            )
