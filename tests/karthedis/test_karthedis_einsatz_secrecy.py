"""Einsatz kept hidden tells nobody anything: "Zeige Karten mit dieser Fähigkeit offen vor,
falls du diesen Effekt nutzen möchtest" — a player who does not want the effect shows nothing.

For random games, at every position and for every seat whose standing choice is "keep hidden"
and who is about to draw, a twin world differs only in that seat's next card (an Einsatz card
in one, a card without it in the other).  After the same move, every other seat reads the same
view, the same log and, on its turn, the same legal moves, and the same seat is to act."""

from __future__ import annotations

import pytest

from tabletop.core.rng import Rng
from tabletop.games.karthedis.cards import DIG, DRAW, effect_of
from tabletop.games.karthedis.state import KarthedisState, new_game


def _is_einsatz(card: int) -> bool:
    return effect_of(card) in (DIG, DRAW)


def _twin(s: KarthedisState, seat: int) -> KarthedisState | None:
    """`s` with `seat`'s top card swapped for a box card of the other kind (None: no box card
    of that kind is left, or the deck is empty)."""
    deck = s.decks[seat]
    if not deck:
        return None
    wanted = not _is_einsatz(deck[-1])
    swap = next((i for i, c in enumerate(s.box) if _is_einsatz(c) == wanted), None)
    if swap is None:
        return None
    t = s.clone()
    t.decks[seat][-1], t.box[swap] = s.box[swap], deck[-1]
    return t


def _what_others_learn(s: KarthedisState, log, seat: int) -> list:
    """Everything a seat other than `seat` reads, per other seat (and a spectator)."""
    out: list = [s.to_act()]
    for other in [None, *(p for p in range(s.num_seats) if p != seat)]:
        texts = [t.render() for t in (e.text_for(other) for e in log) if t is not None]
        legal = s.legal_moves() if s.to_act() == other else None
        out.append((other, s.view(other).to_json(), texts, legal))
    return out


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_hidden_einsatz_draw_looks_like_any_other_draw(seats):
    compared = 0
    for seed in range(12):
        s = new_game(seats, seed, {"leader": 0, "deploy": seed % 3 != 0})
        rng = Rng(seed)
        while not s.is_terminal() and s.round <= 6:
            legal = s.legal_moves()
            move = legal[rng.below(len(legal))]
            for seat in range(seats):
                if s.deploy[seat] != 0:
                    continue  # deploying is public, by the player's own standing choice
                twin = _twin(s, seat)
                if twin is None:
                    continue
                real = s.clone()
                real_log, twin_log = real.apply(move), twin.apply(move)
                if len(real.decks[seat]) == len(s.decks[seat]):
                    continue  # the seat drew nothing
                assert _what_others_learn(real, real_log, seat) == _what_others_learn(
                    twin, twin_log, seat
                ), f"seed {seed}: {move} tells the others what seat {seat} drew"
                compared += 1
            s.apply(move)
    assert compared >= 30
