"""What a share is expected to fetch at the final sale, from a space on its company's track.

The Movement Phases still to come move every company by a forecast nobody has seen yet.  On
the base set (+4, +2, +1, $$, -2, -3) a company climbs a third of a space and pays a third of
$1K a share a round on average, and the top of a track splits while the bottom goes bankrupt:
held for five more rounds, a share is worth about $3K more than its price.  Valuing shares at
this round's price alone made every seat too eager to sell and too shy to bid early in the
game.  Each later round's forecast is taken as drawn at random from what could come up: the
base set, or every face of the forecast dice.
"""

from __future__ import annotations

from . import cards

_TABLES: dict = {}  # (board, company, dice, rounds) -> (portfolio, split) worth per space


def walk(track, pos: int, change: int) -> tuple[int, int, bool]:
    """(space, splits, bankrupt) after moving `change` spaces, as market.move_price does."""
    values, start, reset = track
    splits = 0
    for _ in range(abs(change)):
        if change > 0:
            if pos == len(values) - 1:
                splits += 1
                pos = reset
            else:
                pos += 1
        else:
            if pos == 0:
                return start, splits, True
            pos -= 1
    return pos, splits, False


def future(state, company: int, rounds: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Per space: what a portfolio share and a split share are worth at the final sale with
    `rounds` Movement Phases still to come."""
    dice = bool(state.options.get("forecast_dice"))
    key = (state.options.get("advanced_board"), company, dice, rounds)
    hit = _TABLES.get(key)
    if hit is None:
        hit = _TABLES[key] = _table(state.track(company), _faces(dice), rounds)
    return hit


def growth(state, rounds: int) -> float:
    """What money grows to over `rounds` Movement Phases when it buys shares at their price:
    a share at its company's starting space, per dollar paid.  Shares are worth their future
    divided by this, in today's money, so that money and shares share one horizon: money
    left unspent turns into shares at a later round's stockpiles."""
    key = (state.options.get("advanced_board"), bool(state.options.get("forecast_dice")), rounds)
    hit = _GROWTH.get(key)
    if hit is None:
        ratios = []
        for company in range(cards.NUM_COMPANIES):
            values, start, _ = state.track(company)
            ratios.append(future(state, company, rounds)[0][start] / values[start])
        hit = _GROWTH[key] = sum(ratios) / len(ratios)
    return hit


_GROWTH: dict = {}


def _faces(dice: bool) -> list[tuple[int, int]]:
    """(price change, dividend) of each forecast a later round may bring, equally likely."""
    if dice:
        labels = [label for die in cards.DICE for label in die]
    else:
        labels = [cards.FACES[f // cards.FORECAST_COPIES][0] for f in cards.BASE_FORECASTS]
    faces = {face[0]: face for face in cards.FACES}
    return [(faces[label][1], faces[label][2]) for label in labels]


def _table(track, faces: list[tuple[int, int]], rounds: int):
    values = track[0]
    portfolio = tuple(float(v) for v in values)  # the final sale: a share at its price ...
    split = tuple(2.0 * v for v in values)  # ... a split share at twice it
    for _ in range(rounds):
        p_next, s_next = [], []
        for pos in range(len(values)):
            p_sum = s_sum = 0.0
            for change, dividend in faces:
                to, splits, bankrupt = walk(track, pos, change)
                if bankrupt:
                    continue  # the shares are gone
                if splits:  # a portfolio share moves to the split portfolio
                    p_sum += split[to] + cards.SPLIT_BONUS * (splits - 1)
                else:
                    p_sum += portfolio[to] + dividend
                s_sum += split[to] + cards.SPLIT_BONUS * splits + 2 * dividend
            p_next.append(p_sum / len(faces))
            s_next.append(s_sum / len(faces))
        portfolio, split = tuple(p_next), tuple(s_next)
    return portfolio, split
