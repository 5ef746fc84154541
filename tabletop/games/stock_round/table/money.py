"""Dollars the way the player's language writes them ($1,208; 1.208 $), on every piece and
label of the table (a train's price too)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale


def money(amount: int) -> str:
    return QCoreApplication.translate("StockRoundTable", "${amount}").format(
        amount=QLocale().toString(amount)
    )
