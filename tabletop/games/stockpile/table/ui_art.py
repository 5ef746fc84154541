"""Stockpile's picture names (files assets/stockpile/<name>.png, drawn by
packaging/make_art.py) and colours.  Faces are "stockpile/<name>" so the shared sprites load
them through art.pixmap like Take Stock's.

Company colours are six of the Okabe-Ito palette (colour-blind safe) and every company also has
a symbol: Cosmic Computers a chip, Bottomline Bank a bank, Leading Laboratories a flask,
American Automotive a wheel, Stanford Steel an I-beam, Epic Electric a lightning bolt.
"""

from __future__ import annotations

from ....core.game import HIDDEN
from .. import cards

COMPANY_RGB = (
    (0x00, 0x72, 0xB2),  # Cosmic Computers: blue
    (0xF0, 0xE4, 0x42),  # Bottomline Bank: yellow
    (0x00, 0x9E, 0x73),  # Leading Laboratories: bluish green
    (0xD5, 0x5E, 0x00),  # American Automotive: vermillion
    (0x99, 0x99, 0x99),  # Stanford Steel: steel grey
    (0xCC, 0x79, 0xA7),  # Epic Electric: reddish purple
)
# meeples and seat tags; each meeple also carries its seat number
SEAT_RGB = (
    (0xF2, 0xF2, 0xF2),
    (0xE6, 0x9F, 0x00),
    (0x56, 0xB4, 0xE9),
    (0xF5, 0x9E, 0xC8),
    (0xB8, 0xA6, 0xF0),
)
SHORT = ("CC", "BB", "LL", "AA", "SS", "EE")  # printed on markers and chips
# the distinctive word of each name, where the whole name does not fit
BRIEF = ("Cosmic", "Bottomline", "Laboratories", "Automotive", "Steel", "Electric")


def face(name: str) -> str:
    return f"stockpile/{name}"


def market_face(card: int) -> str:
    """A market, commercial or first player card as it lies (HIDDEN: the market back)."""
    if card == HIDDEN:
        return face("back-market")
    if cards.is_stock(card):
        return face(f"stock-{cards.company_of(card)}")
    if cards.is_fee(card):
        return face(f"fee-{cards.fee_value(card)}")
    if cards.is_action(card):
        return face("boom" if cards.action_delta(card) > 0 else "bust")
    if cards.is_commodity(card):
        return face(f"commodity-{cards.commodity_kind(card)}")
    if cards.is_tax(card):
        return face("tax")
    return face("first-player")


def forecast_face(card: int) -> str:
    return face("back-forecast" if card == HIDDEN else f"forecast-{card // cards.FORECAST_COPIES}")


def company_card_face(company: int) -> str:
    return face("back-company" if company == HIDDEN else f"company-{company}")


def investor_face(investor: int) -> str:
    return face("back-investor" if investor == HIDDEN else f"investor-{investor}")


def strategy_face(card: int) -> str:
    return face("back-strategy" if card == HIDDEN else f"strategy-{cards.strategy_type(card)}")


def all_names() -> list[str]:
    """Every picture the table may ask for (the generator writes exactly these)."""
    names = [f"stock-{c}" for c in range(cards.NUM_COMPANIES)]
    names += [f"fee-{v}" for v in cards.FEE_VALUES] + ["boom", "bust", "back-market"]
    names += [f"forecast-{f}" for f in range(len(cards.FACES))] + ["back-forecast"]
    names += [f"company-{c}" for c in range(cards.NUM_COMPANIES)] + ["back-company"]
    names += [f"badge-{c}" for c in range(cards.NUM_COMPANIES)]
    names += [f"marker-{c}" for c in range(cards.NUM_COMPANIES)]
    names += [f"meeple-{s}" for s in range(len(SEAT_RGB))] + ["blocker"]
    names += [f"commodity-{k}" for k in range(len(cards.COMMODITY_KINDS))]
    names += ["tax", "back-commercial", "note", "first-player"]
    names += [f"investor-{i}" for i in range(len(cards.INVESTORS))] + ["back-investor"]
    names += [f"strategy-{t}" for t in range(len(cards.STRATEGIES))] + ["back-strategy"]
    return names
