"""When several face-up piles show one resource, every text that names a pile says which
("Data, second pile"): the hint, the coach, the log of a bid, an Intervene, a reveal and a win."""

from __future__ import annotations

from karthedis_helpers import fresh, plain

from tabletop.core.rng import Rng
from tabletop.games.karthedis.cards import RESOURCE_COPIES
from tabletop.games.karthedis.messages import pile_text
from tabletop.games.karthedis.moves import Bid

WATER, DATA = 1 * RESOURCE_COPIES, 4 * RESOURCE_COPIES  # a card of each kind


def trading(display):
    s = fresh(3, seed=5)
    rng = Rng(3)
    while not (s.phase == "trade" and s.to_act() == 0 and not s.pending):
        legal = s.legal_moves()
        s.apply(legal[rng.below(len(legal))])
    s.display = display
    s.passed[0] = 0
    return s


def test_a_pile_alone_of_its_resource_is_named_by_the_resource():
    assert pile_text([WATER, DATA, DATA + 1], 0).render() == "Water"


def test_piles_sharing_a_resource_are_told_apart_left_to_right():
    display = [DATA, WATER, DATA + 1, DATA + 2]
    names = [pile_text(display, slot).render() for slot in range(4)]
    assert names == ["Data, first pile", "Water", "Data, second pile", "Data, third pile"]


def test_the_hint_of_a_bid_and_its_log_say_which_pile():
    s = trading([WATER, DATA, DATA + 1, DATA + 2])
    card = next(c for c in s.hands[0] if c in plain(1) + plain(2) + plain(3) + plain(4))
    move = Bid(card, 2)
    assert move in s.legal_moves()
    assert "Data, second pile" in s.describe(move).render()
    log = s.apply(move)
    said = " ".join(t.render() for e in log if (t := e.text_for(1)) is not None)
    assert "Data, second pile" in said
