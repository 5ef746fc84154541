"""Stock Round's moves as pieces and targets, for the table base (tabletop/ui/presenter.py), with
its keymap, its buttons and the questions its table asks.

Sprite keys and payloads: "new-r" (a railway's unissued shares, the director's certificate
first: ("new", r)), "reissue-r" (its treasury shares), "pool-r" (the pool's), "hold-seat-r"
(a player's holding; the viewer's: ("mine", r), another player's: ("theirs", seat, r)),
"offered" (the shares of a sale), "depot-k" / "used-k" (trains for sale: ("train", k, used)).
Zones: "me" (the viewer's area), ("player", seat), "pool", "market" (the grid), ("par", col)
(over the grid), ("charter", r), ("network", r).  Qt-free.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, cast

from ....core.game import GameState, Move
from ....core.text import QT_TRANSLATE_NOOP, Text
from ....ui.presenter import NOTHING, Answer, Button, Key, KeyAct, Parts, Presenter, Question
from .. import messages as m
from ..data import LEVEL_COST, SHARES_PER_RAILWAY, TRAINS
from ..market import PAR_COLUMNS, PARS, PRICES, paid_out, price, withheld
from ..moves import (
    Buy,
    BuyTrain,
    Decline,
    Done,
    Keep,
    Offer,
    Pass,
    Payout,
    Raise,
    Sell,
    Start,
    Take,
    Withhold,
)
from ..state import StockRoundState
from ..trains import cost

SOURCE_KEY = {"new": "new", "reissue": "reissue", "pool": "pool"}
PICK_PAR = QT_TRANSLATE_NOOP(
    "StockRoundTable",
    "Choose the par price: drop the director's certificate on a par square of the market's "
    "top row (or click it).",
)
NO_PAR = QT_TRANSLATE_NOOP(
    "StockRoundTable",
    "That price is no par: only the par squares of the top row (${low} to ${high}) start a "
    "railway. Drop the director's certificate on one of them.",
)
POOL_TAKES_SALES = QT_TRANSLATE_NOOP(
    "StockRoundTable",
    "The pool takes only the shares players sell: drag this share to your area to buy it.",
)
BUY_TO_AREA = QT_TRANSLATE_NOOP("StockRoundTable", "Drag the share to your area to buy it.")
BUY_FOR_YOURSELF = QT_TRANSLATE_NOOP(
    "StockRoundTable",
    "You buy shares only for yourself: drag the share to your own area.",
)
SELL_TO_POOL = QT_TRANSLATE_NOOP(
    "StockRoundTable", "To sell your shares, drop the certificate on the pool."
)
NOT_YOUR_CERTIFICATE = QT_TRANSLATE_NOOP(
    "StockRoundTable",
    "That certificate belongs to another player: you can sell only your own.",
)
TRAINS_IN_OR = QT_TRANSLATE_NOOP(
    "StockRoundTable",
    "Trains are bought in the operating rounds, by the railway operating: not in a stock round.",
)
ONLY_OPERATING = QT_TRANSLATE_NOOP(
    "StockRoundTable", "Only {railway} buys trains now: drop the train on its charter."
)
TRAIN_TO_CHARTER = QT_TRANSLATE_NOOP(
    "StockRoundTable", "To buy a train for {railway}, drop it on {railway}'s charter."
)
WHICH_PAR = QT_TRANSLATE_NOOP("StockRoundTable", "Start {railway} at which par price?")
HOW_MANY = QT_TRANSLATE_NOOP("StockRoundTable", "Sell how many shares of {railway}?")
WHICH_TRADE = QT_TRANSLATE_NOOP(
    "StockRoundTable", "Buy the {train}-train outright, or trade in an old train?"
)
# the answers, short: the question names the railway or the train
PAR_ANSWER = QT_TRANSLATE_NOOP("StockRoundTable", "${amount}")  # the question says "par"
ONE_SHARE = QT_TRANSLATE_NOOP("StockRoundTable", "1 share")
SHARES = QT_TRANSLATE_NOOP("StockRoundTable", "{count} shares")
NO_SHARE = QT_TRANSLATE_NOOP("StockRoundTable", "None")
OUTRIGHT = QT_TRANSLATE_NOOP("StockRoundTable", "Outright (${amount})")
TRADE_IN = QT_TRANSLATE_NOOP("StockRoundTable", "Trade in a {old} (${amount})")
# the operating decisions' buttons: what the choice pays and where the token goes, in a few
# words (the tooltip says it in full); with no train, that the price falls whatever is chosen
PAY_OUT = QT_TRANSLATE_NOOP("StockRoundTable", "Pay out ${per}/share (you: ${mine}) → ${price}")
PAY_OUT_TIP = QT_TRANSLATE_NOOP(
    "StockRoundTable",
    "Pay out the run of ${amount}: ${per} a share, ${mine} to you; the token moves one column "
    "right (up at the right edge), the share price to ${price}.",
)
WITHHOLD = QT_TRANSLATE_NOOP("StockRoundTable", "Withhold ${amount} (treasury) ← ${price}")
WITHHOLD_TIP = QT_TRANSLATE_NOOP(
    "StockRoundTable",
    "Withhold the run: ${amount} to the railway's treasury, nothing to the shareholders; the "
    "token moves one column left (down at the left edge), the share price to ${price}.",
)
RAISE_NO_TRAIN = QT_TRANSLATE_NOOP(
    "StockRoundTable", "↑ Level {level} (${amount}) · no train: price falls"
)
KEEP_NO_TRAIN = QT_TRANSLATE_NOOP("StockRoundTable", "Keep level {level} · no train: price falls")
NO_TRAIN_TIP = QT_TRANSLATE_NOOP(
    "StockRoundTable",
    "{railway} has no train: right after this choice it runs for nothing, withholds, and its "
    "share price falls to ${price}. It buys a train only after it runs.",
)


def _state(view: Any) -> StockRoundState:
    return cast(StockRoundState, view)


class StockRoundPresenter(Presenter):
    def parts(self, move: Move, view: GameState) -> Parts:
        if isinstance(move, Buy):
            return Parts(piece=f"{SOURCE_KEY[move.source]}-{move.railway}", target="me", click=True)
        if isinstance(move, Start):
            return Parts(piece=f"new-{move.railway}", target=("par", move.col), click=True)
        if isinstance(move, Sell):
            return Parts(alike=_mine(move.railway), target="pool", click=True)
        if isinstance(move, Take):
            return Parts(piece="offered", target="me", click=True)
        if isinstance(move, BuyTrain):
            key = f"{'used' if move.used else 'depot'}-{move.train}"
            return Parts(piece=key, target=("charter", _state(view).operating()), click=True)
        if isinstance(move, Raise):
            return Parts(target=("network", _state(view).operating()), click=True)
        return NOTHING  # the buttons' moves

    def last_parts(self, move: Move, view: GameState) -> Parts:
        """Once played, a sale shows at the pool; the log and the note say the rest (after a
        purchase the railway that operated may already be another)."""
        return Parts(target="pool") if isinstance(move, Sell) else NOTHING

    def attempt(self, payload: Any, target: Hashable | None, view: GameState) -> Move | Text | None:
        """A gesture no legal move matches: the move it asks for when it names one, so that
        the rules say why not (the 60% limit, the certificate limit, the pool's 50%...);
        else why the piece does not go there.  Never another zone's move."""
        if not isinstance(payload, tuple):
            return None  # a zone clicked: the base says there is nothing to do there
        st, kind = _state(view), payload[0]
        if kind == "train":
            return _train_attempt(st, payload[1], payload[2], target)
        if kind == "theirs":
            return NOT_YOUR_CERTIFICATE
        if isinstance(target, tuple) and target[0] == "player":
            return SELL_TO_POOL if kind == "mine" else BUY_FOR_YOURSELF
        r = payload[1]
        if kind == "mine":
            return Sell(r, 1) if target in ("pool", None) else SELL_TO_POOL
        if kind == "offered":
            return Take() if target in ("me", None) else BUY_TO_AREA
        if kind not in SOURCE_KEY:
            return None
        if kind == "new" and isinstance(target, tuple) and target[0] == "par":
            return Start(r, target[1])
        if kind == "new" and st.director[r] < 0:
            if target == "market":
                return NO_PAR(low=PARS[0], high=PARS[-1])
            if target in ("me", None):  # no par is open to the player: the rules say why
                return Start(r, PAR_COLUMNS[0])
            return PICK_PAR
        if target in ("me", None):
            return Buy(r, kind)
        return POOL_TAKES_SALES if target == "pool" else BUY_TO_AREA

    def keys(self) -> Sequence[Key]:
        return KEYS

    def buttons(self, view: GameState, legal: Sequence[Move]) -> Sequence[Button]:
        out = []
        for move in legal:
            if isinstance(move, Offer):  # the prompt asks how many: the buttons say a number
                label = NO_SHARE if move.count == 0 else _shares(move.count)
                out.append(Button(move, label, str(move.count)))
            elif type(move) in BUTTON_KEYS:
                words, tip = _operating_words(_state(view), move)
                out.append(Button(move, words or view.describe(move), BUTTON_KEYS[type(move)], tip))
        return out


def _operating_words(st: StockRoundState, move: Move) -> tuple[Text | None, Text | None]:
    """A pay-out's or a withholding's button: the dividend a share, the director's own income
    and the price the token moves to; the network's, when the railway has no train: that its
    price falls whatever is chosen.  (None, None): the move's own description."""
    r = st.operating()
    if r < 0:
        return None, None
    square = (st.row[r], st.col[r])
    if isinstance(move, Payout):
        per = st.revenue // SHARES_PER_RAILWAY
        mine = st.held[r][st.director[r]] * per
        words = {"amount": st.revenue, "per": per, "mine": mine, "price": price(paid_out(square))}
        return PAY_OUT(**words), PAY_OUT_TIP(**words)
    if isinstance(move, Withhold):
        words = {"amount": st.revenue, "price": price(withheld(square))}
        return WITHHOLD(**words), WITHHOLD_TIP(**words)
    if isinstance(move, (Raise, Keep)) and not st.trains[r]:
        tip = NO_TRAIN_TIP(railway=m.railway(r), price=price(withheld(square)))
        level = st.level[r]
        if isinstance(move, Raise):
            return RAISE_NO_TRAIN(level=level + 1, amount=LEVEL_COST[level]), tip
        return KEEP_NO_TRAIN(level=level), tip
    return None, None


def _mine(r: int):
    return lambda payload: payload == ("mine", r)


def _train_attempt(st: StockRoundState, train: int, used: int, target: Hashable | None) -> Any:
    """A train dropped on `target` (None: clicked): bought only by the railway operating, on
    its own charter."""
    r = st.operating()
    if r < 0:
        return TRAINS_IN_OR
    if target is None or target == ("charter", r):
        return BuyTrain(train, used)
    if isinstance(target, tuple) and target[0] == "charter":
        return ONLY_OPERATING(railway=m.railway(r))
    return TRAIN_TO_CHARTER(railway=m.railway(r))


def question(moves: Sequence[Move], view: GameState) -> Question | None:
    """One gesture, several moves of one kind: which par, how many shares, which trade-in."""
    first = moves[0]
    if any(type(move) is not type(first) for move in moves):
        return None
    if isinstance(first, Start):
        text = WHICH_PAR(railway=m.railway(first.railway))
    elif isinstance(first, Sell):
        text = HOW_MANY(railway=m.railway(first.railway))
    elif isinstance(first, BuyTrain):
        text = WHICH_TRADE(train=TRAINS[first.train].name)
    else:
        return None
    answers = tuple(Answer(_answer(move), str(i + 1), move) for i, move in enumerate(moves[:9]))
    return Question(text, answers)


def _shares(count: int) -> Text:
    return m.counted(ONE_SHARE, SHARES, count)(count=count)


def _answer(move: Move) -> Text:
    if isinstance(move, Start):
        return PAR_ANSWER(amount=PRICES[0][move.col])
    if isinstance(move, Sell):
        return _shares(move.count)
    assert isinstance(move, BuyTrain)
    amount = cost(move.train, move.trade)
    if move.trade < 0:
        return OUTRIGHT(amount=amount)
    return TRADE_IN(old=TRAINS[move.trade].name, amount=amount)


# --- the keymap and the prompt's buttons ---------------------------------------------------------
# A key asks for its move in any phase: out of its phase the Session says why it cannot be
# played, so a key is never silent.


def _pass(view: Any, payload: Any, n: int) -> KeyAct:
    return Done() if view.phase == "trains" else Pass()


def _offer(view: Any, payload: Any, n: int) -> KeyAct:
    return Offer(view.queue[0] if view.queue else 0, n)


BUTTON_KEYS: dict[type, str] = {
    Take: "y",
    Decline: "n",
    Raise: "r",
    Keep: "k",
    Payout: "o",
    Withhold: "w",
    Done: "p",
    Pass: "p",
}
KEYS = (
    Key(
        "y",
        QT_TRANSLATE_NOOP("StockRoundTable", "Anyone wants a share? Yes, buy one"),
        lambda v, p, n: Take(),
    ),
    Key(
        "n",
        QT_TRANSLATE_NOOP("StockRoundTable", "Anyone wants a share? No, thank you"),
        lambda v, p, n: Decline(),
    ),
    Key(
        "p",
        QT_TRANSLATE_NOOP("StockRoundTable", "pass, end the turn, or buy no more trains"),
        _pass,
    ),
    Key(
        "0-9",
        QT_TRANSLATE_NOOP(
            "StockRoundTable",
            "offer that many treasury shares for re-issue (or answer the table's question)",
        ),
        _offer,
    ),
    Key(
        "r",
        QT_TRANSLATE_NOOP("StockRoundTable", "raise the network level"),
        lambda v, p, n: Raise(),
    ),
    Key(
        "k",
        QT_TRANSLATE_NOOP("StockRoundTable", "keep the network level"),
        lambda v, p, n: Keep(),
    ),
    Key("o", QT_TRANSLATE_NOOP("StockRoundTable", "pay the run out"), lambda v, p, n: Payout()),
    Key("w", QT_TRANSLATE_NOOP("StockRoundTable", "withhold the run"), lambda v, p, n: Withhold()),
)
