"""Tabletop Exchange: five stock-market tabletop games against local AI opponents."""

__version__ = "0.1.0"
APP_ID = "io.github.tabletop_exchange.TabletopExchange"
