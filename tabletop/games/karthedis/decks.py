"""Free deck building (freier Deckbau): the deck file, the copies a deck may still take, and
the computer players' own decks.

The rulebook: "Mithilfe der vorhandenen Karten wird sich ein Deck aus zwanzig Karten gebaut",
with the cards at hand: by default all decks of a game together use no design more often than
one box holds it (`copies_left`); a group that bought the game more than once lifts that
(`unlimited`).

A deck is 20 printed card ids (0..179); two ids of one design are the same card, so the editor
and the AI name every card by its design's lowest id (`CANON`).

A deck file is small JSON, `{"game": "karthedis", "format": 1, "name": ..., "cards": [...]}`,
read with suspicion: anything else is refused with a sentence for the player (`DeckError`).

The AI's deck (`ai_deck`) follows a plan rather than chance: it weighs every pair and triple of
species by what their best cards still available are worth (the AI profile's `card_worth`),
plus how well the species work together (`SYNERGY`), then takes the plan's cards along a curve
of trade values.  The easier levels pick less sharply among the good plans.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from itertools import combinations
from pathlib import Path
from typing import Any

from ...core.jsonfile import NotRegularFile, SaveError, TooLarge, read_regular, write_atomic
from ...core.rng import Rng
from ...core.text import QT_TRANSLATE_NOOP, Text
from .cards import (
    BOX,
    COPIES_IN_BOX,
    DECK_SIZE,
    DESIGN,
    NONE,
    NUM_SPECIES,
    printed,
)
from .heuristic import card_worth
from .plans import SYNERGY

Design = tuple[int, int, int]

FORMAT = 1
MAX_FILE_BYTES = 64 * 1024  # a deck file is ~200 bytes
MAX_DEPTH = 4  # a deck file nests two levels
MAX_NAME = 60  # characters of a deck's name

# Every design, as the box sorts it: species, then ability cards, then trade value.
CANON: dict[Design, int] = {}
for _c in range(BOX):
    CANON.setdefault(DESIGN[_c], _c)
DESIGNS: tuple[Design, ...] = tuple(sorted(CANON, key=lambda d: (d[0], d[2] == NONE, d[1], d[2])))

UNREADABLE = QT_TRANSLATE_NOOP("Karthedis", "{file} cannot be opened: {detail}.")
TOO_LARGE = QT_TRANSLATE_NOOP(
    "Karthedis",
    "{file} is not a deck: at {size} KB it is far larger than any deck file ({limit} KB at most).",
)
NOT_A_FILE = QT_TRANSLATE_NOOP(
    "Karthedis", "{file} is not a deck: it is a folder, a device or a pipe, not a file."
)
NOT_JSON = QT_TRANSLATE_NOOP("Karthedis", "{file} is not a deck file: it is not JSON text.")
TOO_DEEP = QT_TRANSLATE_NOOP(
    "Karthedis", "{file} is not a deck file: its contents are nested far too deeply."
)
NOT_A_DECK = QT_TRANSLATE_NOOP("Karthedis", "{file} is not a Karthedis deck.")
NEWER = QT_TRANSLATE_NOOP(
    "Karthedis",
    "{file} was saved by a newer version of Tabletop Exchange (deck format {format}).",
)
BAD_NAME = QT_TRANSLATE_NOOP(
    "Karthedis", "{file} is damaged: the deck's name is not a short line of text."
)
WRONG_COUNT = QT_TRANSLATE_NOOP(
    "Karthedis", "{file} holds %n card(s), but a deck holds exactly {size}.", None, 1
)
BAD_CARD = QT_TRANSLATE_NOOP("Karthedis", "{file} is damaged: {card} is not a Karthedis card.")
UNWRITABLE = QT_TRANSLATE_NOOP(
    "Karthedis", "The deck could not be saved to {file}: {detail}. Nothing was overwritten."
)
NOT_COMPLETE = QT_TRANSLATE_NOOP(
    "Karthedis", "A deck holds exactly {size} cards; this one holds {count}."
)
TOO_MANY = QT_TRANSLATE_NOOP(
    "Karthedis",
    "The deck takes {card} {wanted} times, but only {left} of them are left "
    "(one box for all players).",
)


DECK_PER_SEAT = QT_TRANSLATE_NOOP(
    "Karthedis", "it should hold one deck for each of the {seats} players"
)
NOT_A_BOX_CARD = QT_TRANSLATE_NOOP("Karthedis", "{card} is not a card of the box")


class DeckError(ValueError):
    """A deck that cannot be read, written or played; `message` says why, in words."""

    def __init__(self, message: Text) -> None:
        super().__init__(message.render())
        self.message = message


# --- the deck file ---------------------------------------------------------------------------


def save_deck(path: Path | str, name: str, cards: Sequence[int]) -> None:
    """Write the deck to `path` atomically: a full disk or a folder one may not write to
    leaves any old file as it was and raises DeckError."""
    path = Path(path)
    _check_cards(path.name, list(cards))
    doc = {"game": "karthedis", "format": FORMAT, "name": str(name)[:MAX_NAME], "cards": cards}
    text = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    try:
        write_atomic(path, text)
    except SaveError as e:  # the core's words speak of a game: a deck says its own
        cause = e.__cause__
        detail = cause.strerror or str(cause) if isinstance(cause, OSError) else str(e)
        raise DeckError(UNWRITABLE(file=str(path), detail=detail)) from e


def load_deck(path: Path | str) -> tuple[str, list[int]]:
    """The deck's name and its 20 card ids, or DeckError saying what is wrong with the file."""
    path = Path(path)
    name = path.name
    try:
        raw = read_regular(path, MAX_FILE_BYTES)  # refused before a byte of it is parsed
    except NotRegularFile as e:
        raise DeckError(NOT_A_FILE(file=name)) from e
    except TooLarge as e:
        raise DeckError(
            TOO_LARGE(file=name, size=-(-e.size // 1024), limit=MAX_FILE_BYTES // 1024)
        ) from e
    except OSError as e:
        raise DeckError(UNREADABLE(file=name, detail=e.strerror or str(e))) from e
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise DeckError(NOT_JSON(file=name)) from e
    if _depth(text) > MAX_DEPTH:
        raise DeckError(TOO_DEEP(file=name))
    try:
        doc = json.loads(text, parse_constant=_reject)
    except RecursionError as e:
        raise DeckError(TOO_DEEP(file=name)) from e
    except ValueError as e:  # garbled text, NaN, a number of thousands of digits
        raise DeckError(NOT_JSON(file=name)) from e
    if not isinstance(doc, dict) or doc.get("game") != "karthedis":
        raise DeckError(NOT_A_DECK(file=name))
    version = doc.get("format")
    if type(version) is not int:
        raise DeckError(NOT_A_DECK(file=name))
    if version != FORMAT:
        raise DeckError(NEWER(file=name, format=version))
    title = doc.get("name", "")
    if not isinstance(title, str) or len(title) > 10 * MAX_NAME:
        raise DeckError(BAD_NAME(file=name))
    cards = doc.get("cards")
    if not isinstance(cards, list):
        raise DeckError(NOT_A_DECK(file=name))
    _check_cards(name, cards)
    title = "".join(ch for ch in title if ch.isprintable())[:MAX_NAME]
    return title, [CANON[DESIGN[c]] for c in cards]


def _check_cards(name: str, cards: list[Any]) -> None:
    if len(cards) != DECK_SIZE:
        raise DeckError(WRONG_COUNT(file=name, count=len(cards), size=DECK_SIZE))
    for c in cards:
        if type(c) is not int or not 0 <= c < BOX:
            raise DeckError(BAD_CARD(file=name, card=repr(c)[:20]))


def _reject(constant: str) -> Any:
    raise ValueError(constant)  # NaN and Infinity are not JSON, though Python reads them


def _depth(text: str) -> int:
    """How deep the brackets of a JSON text nest, strings skipped: counted before parsing."""
    deepest = depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


# --- what a deck may still take --------------------------------------------------------------


def copies_left(
    other_decks: Sequence[Sequence[int]], unlimited: bool = False
) -> dict[Design, int] | None:
    """Copies of each design the other decks leave in the box; None when more boxes may be
    used (no limit)."""
    if unlimited:
        return None
    left = dict(COPIES_IN_BOX)
    for deck in other_decks:
        for c in deck:
            left[DESIGN[printed(c)]] -= 1
    return left


def deck_problem(cards: Sequence[int], available: dict[Design, int] | None) -> Text | None:
    """Why `cards` is not a deck to play with the copies `available`, or None when it is."""
    if len(cards) != DECK_SIZE:
        return NOT_COMPLETE(size=DECK_SIZE, count=len(cards))
    return over_limit(cards, available)


def over_limit(cards: Sequence[int], available: dict[Design, int] | None) -> Text | None:
    """The first design `cards` takes more often than `available` allows, said in words."""
    if available is None:
        return None
    wanted: dict[Design, int] = {}
    for c in cards:
        d = DESIGN[printed(c)]
        wanted[d] = wanted.get(d, 0) + 1
    for d in DESIGNS:
        if wanted.get(d, 0) > available.get(d, 0):
            return TOO_MANY(
                card=_plain_name(CANON[d]), wanted=wanted[d], left=max(0, available.get(d, 0))
            )
    return None


def setup_problem(decks: Any, seats: int, options: dict[str, Any]) -> Text | None:
    """Why `decks` cannot start a game of free deck building (its `decks` setup value), or
    None: one entry per seat, each 20 cards of the box or None (that seat's deck is built by
    the computer's plan), and no card more often than one box holds unless the group allows
    more boxes (`unlimited_copies`)."""
    if not isinstance(decks, list) or len(decks) != seats:
        return DECK_PER_SEAT(seats=seats)
    given: list[int] = []
    for deck in decks:
        if deck is None:
            continue
        if not isinstance(deck, list) or len(deck) != DECK_SIZE:
            count = len(deck) if isinstance(deck, list) else 0
            return NOT_COMPLETE(size=DECK_SIZE, count=count)
        for c in deck:
            if type(c) is not int or not 0 <= c < BOX:
                return NOT_A_BOX_CARD(card=json.dumps(c)[:20])
        given += deck
    return over_limit(given, copies_left([], options.get("unlimited_copies") is True))


def _plain_name(card: int) -> Text:
    from .cards import card_name

    return Text("", "{s}", (("s", card_name(card)),))


# --- the computer players' decks -------------------------------------------------------------

UNLIMITED_COPIES = 4  # with several boxes, the AI still takes no design more often than this
SYNERGY_WEIGHT = 1.5
THIRD_SPECIES_COST = 1.0  # a third species thins each plan out a little
CURVE = {1: 3, 2: 5, 3: 6, 4: 4, 5: 2}  # trade values of a 20-card deck, roughly
OVER_CURVE = 0.7  # worth lost per card beyond the curve's count of its value
MIN_SHARE = 4  # each species of the plan brings at least this many cards, where it can
SHARE_BONUS = 1.0
# How sharply each level picks among the plans: worth of noise added to each plan's score.
NOISE = {"random": 100.0, "easy": 6.0, "medium": 2.0, "hard": 0.0, "expert": 0.0}

_WORTH: dict[Design, float] = {d: card_worth(CANON[d]) for d in DESIGNS}
_BY_SPECIES: tuple[tuple[Design, ...], ...] = tuple(
    tuple(d for d in DESIGNS if d[0] == sp) for sp in range(NUM_SPECIES)
)


def ai_deck(
    rng_or_seed: Rng | int, available: dict[Design, int] | None = None, level: str = "medium"
) -> list[int]:
    """A computer player's 20 cards from the copies `available` (None: no limit): the best
    plan of two or three species that work together, along a spread of trade values."""
    rng = rng_or_seed if isinstance(rng_or_seed, Rng) else Rng(rng_or_seed)
    left = (
        dict.fromkeys(DESIGNS, UNLIMITED_COPIES)
        if available is None
        else {d: max(0, available.get(d, 0)) for d in DESIGNS}
    )
    if sum(left.values()) < DECK_SIZE:
        raise DeckError(NOT_COMPLETE(size=DECK_SIZE, count=sum(left.values())))
    noise = NOISE.get(level, NOISE["medium"])
    best: tuple[float, list[Design]] | None = None
    for size in (2, 3):
        for plan in combinations(range(NUM_SPECIES), size):
            picked = _pick(plan, left)
            if picked is None:
                continue
            score = sum(_WORTH[d] for d in picked) + _synergy(plan)
            score -= THIRD_SPECIES_COST * (size - 2)
            score += noise * rng.random()
            if best is None or score > best[0]:
                best = (score, picked)
    # Too little left of any plan (the last decks of nine): the best of what there is.
    chosen = best[1] if best is not None else _pick(tuple(range(NUM_SPECIES)), left) or []
    return sorted(CANON[d] for d in chosen)


def _synergy(plan: tuple[int, ...]) -> float:
    return SYNERGY_WEIGHT * sum(SYNERGY.get(pair, 0.0) for pair in combinations(plan, 2))


def _pick(plan: tuple[int, ...], left: dict[Design, int]) -> list[Design] | None:
    """The plan's 20 cards, best first along the value curve; None if it has fewer left."""
    pool = {d: left[d] for sp in plan for d in _BY_SPECIES[sp] if left[d] > 0}
    if sum(pool.values()) < DECK_SIZE:
        return None
    share = dict.fromkeys(plan, 0)
    values = dict.fromkeys(CURVE, 0)
    picked: list[Design] = []
    for _ in range(DECK_SIZE):
        best, best_score = None, 0.0
        for d, n in pool.items():
            if n <= 0:
                continue
            score = _WORTH[d] - OVER_CURVE * max(0, values[d[1]] + 1 - CURVE[d[1]])
            if len(plan) <= 3 and share[d[0]] < MIN_SHARE:
                score += SHARE_BONUS
            if best is None or score > best_score:
                best, best_score = d, score
        assert best is not None
        pool[best] -= 1
        share[best[0]] += 1
        values[best[1]] += 1
        picked.append(best)
    return picked


def fill_decks(
    decks_by_seat: Sequence[Sequence[int] | None],
    seed: int,
    unlimited: bool = False,
    levels: Sequence[str] | None = None,
) -> list[list[int]]:
    """Every seat's deck: the given ones (the humans') as they are, each missing one (None)
    built by `ai_deck`, in seat order, from the copies the given decks and the computer decks
    before it left."""
    given = [list(d) for d in decks_by_seat if d is not None]
    for deck in given:
        problem = deck_problem(deck, None)
        if problem is not None:
            raise DeckError(problem)
    available = copies_left(given, unlimited)
    problem = over_limit([c for d in given for c in d], copies_left([], unlimited))
    if problem is not None:
        raise DeckError(problem)
    rng = Rng(seed)
    out: list[list[int]] = []
    for seat, wanted in enumerate(decks_by_seat):
        if wanted is not None:
            out.append(list(wanted))
            continue
        level = levels[seat] if levels is not None and seat < len(levels) else "medium"
        built = ai_deck(rng, available, level)
        if available is not None:
            for c in built:
                available[DESIGN[c]] -= 1
        out.append(built)
    return out
