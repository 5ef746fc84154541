"""How a Demand Phase will end, as one seat foresees it: the AI's judgement of an unfinished
auction.

Every stockpile goes to some seat: a seat that is outbid, or has not bid yet, still wins one.
Judged as it stands, an unfinished auction credits the seats that lead and nobody else, so
outbidding a rival looks as if it took that rival's whole stockpile away.  The foresight
plays the rest of the auction out in the rules' order (the first pass, then rebids clockwise
from the last bidder), each bidder taking the cheapest outbid on the track worth most to it
over its cost, until every track is taken, as the search's own playouts bid.  The worths are
the judging seat's: it does not know what the others have seen.
"""

from __future__ import annotations

from . import cards, investors

MOST_BIDS = 40  # the foresight's own limit; an auction of 4 tracks ends in far fewer


def settled(state, worth: list[float]) -> tuple[list[int], list[int]]:
    """(leader, space) of every track once the auction `state` is in has been played out."""
    leader, space = list(state.bid_seat), list(state.bid_space)
    if state.phase != "demand" or -1 not in leader:
        return leader, space
    unplaced, queue = list(state.unplaced), list(state.queue)
    bidder, spaces = state.actor, len(cards.BID_SPACES)
    for _ in range(MOST_BIDS):
        best, best_gain, spent = -1, 0.0, 0
        for pile, who in enumerate(leader):
            if who == bidder:
                spent += investors.bid_cost(state, bidder, space[pile])
        for pile, who in enumerate(leader):
            if who == bidder:
                continue
            at = _min_outbid(state, who, space[pile])
            if at >= spaces:
                continue
            cost = investors.bid_cost(state, bidder, at)
            if cost > 0 and spent + cost > state.money[bidder]:
                continue
            gain = worth[pile] - cost
            if best < 0 or gain > best_gain:
                best, best_gain = pile, gain
        if best < 0:
            break  # no track left to this bidder: the foresight stops where the rules would
        beaten = leader[best]
        if beaten >= 0:
            unplaced[beaten] += 1
        leader[best], space[best] = bidder, _min_outbid(state, beaten, space[best])
        unplaced[bidder] -= 1
        if queue:
            queue.pop(0)
        if -1 not in leader:
            break
        if queue:
            bidder = queue[0]
            continue
        nxt = [(bidder + i) % state.num_seats for i in range(1, state.num_seats + 1)]
        bidder = next((s for s in nxt if unplaced[s] > 0), -1)
        if bidder < 0:
            break
    return leader, space


def _min_outbid(state, occupant: int, space: int) -> int:
    """investors.min_outbid on the foreseen tracks."""
    if space < 0:
        return 0
    if state.has(occupant, cards.CARLOS):
        return space + cards.CARLOS_MIN_OUTBID
    return space + 1
