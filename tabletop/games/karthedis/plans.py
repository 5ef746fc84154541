"""The species' plans: which species work together, and how much (the computer players'
deck building and draft read it; docs/rules/karthedis.md describes each species' plan)."""

from __future__ import annotations

# Species that work together (by index into cards.SPECIES), and how much.
SYNERGY: dict[tuple[int, int], float] = {
    (4, 8): 2.0,  # Lynx + Sphynx: the Recall pile fills, and every Lynx there raises all bids
    (2, 6): 1.5,  # Persian + Cheetah: big bids made bigger under a Call
    (0, 6): 1.0,  # House cat + Cheetah: many high bids under a Call
    (0, 2): 0.8,  # House cat + Persian: high trade values all round
    (1, 7): 1.2,  # Chartreux + Ocelot: dig and sift until the best cards are in hand
    (1, 11): 1.0,  # Chartreux + Pallas's cat: card flow
    (7, 11): 1.0,  # Ocelot + Pallas's cat: card flow
    (8, 11): 0.8,  # Sphynx + Pallas's cat: card flow
    (1, 8): 0.8,  # Chartreux + Sphynx: card flow
    (1, 2): 0.6,  # Chartreux + Persian: dig for the Persians
    (3, 9): 1.2,  # Siamese + Caracal: disruption
    (9, 10): 1.0,  # Caracal + Serval: clear a resource, then bid there alone
    (3, 10): 1.0,  # Siamese + Serval: the same with a bounce
    (3, 5): 0.6,  # Siamese + Snow leopard: disruption
    (5, 9): 0.6,  # Snow leopard + Caracal: disruption
    (4, 6): 0.8,  # Lynx + Cheetah: two standing bonuses
}


def synergy(a: int, b: int) -> float:
    """How well species `a` and `b` work together (0: no better than any two)."""
    return SYNERGY.get((a, b) if a < b else (b, a), 0.0)
