"""Reasons in words: why a hinted (or a computer's) move is better, in the game's own terms.

A hint runs the Hard search, then compares the move it suggests with the best alternative it
considered (and, where it differs, with the move a beginner would make: the one-ply heuristic)
on a few worlds sampled from the hinted seat's view.  After each move the game's named terms
(`terms.Term`) are averaged over those worlds; the terms that differ most, by worth, are said
in one or two sentences built from translatable templates.  A teacher is consistent, so:

- everything is seeded from the position (the view), so a hint asked twice is the same, and
  two worlds that differ only in what the seat cannot see give the same words;
- where the search's top moves are within its noise, the hint says they are close instead of
  naming one of them better;
- the chance to win only follows in a parenthesis, and only when it is not discouraging.
"""

from __future__ import annotations

import json
import math
import zlib
from collections.abc import Hashable, Sequence

from ..core.game import GameInfo, GameState, Move
from ..core.rng import Rng
from ..core.text import QT_TRANSLATE_NOOP, Text
from .evaluation import Evaluation, win_shares
from .heuristic import HeuristicPlayer
from .ismcts import ISMCTSPlayer, Node
from .levels import HARD_ITERATIONS, TIME_CAP
from .player import Decision
from .terms import Term, TermsFunction, terms_of

SAMPLES = 6  # worlds the terms are averaged over: enough to steady an average of few cards
NOISE = 1.0  # standard errors within which two moves' search values count as close
CLOSE_MOVES = 2  # "any of these is fine" names two: a third makes a hint too long to read
SECOND_CLAUSE = 0.5  # a second gain is said if it is worth at least this share of the first
SHOW_CHANCE = 10  # percent: below this the chance to win would only discourage
EXPLAIN_MOVES = 40  # a computer move is compared with at most this many others
SALT = 0x52454153  # keeps the reason's worlds apart from the search's own samples

UP = QT_TRANSLATE_NOOP("Hints", "{term} is about {amount} higher")
DOWN = QT_TRANSLATE_NOOP("Hints", "{term} is about {amount} lower")
# a private term (Term.private) in a reason others read: its direction, never its amount
UP_UNSAID = QT_TRANSLATE_NOOP("Hints", "{term} is higher")
DOWN_UNSAID = QT_TRANSLATE_NOOP("Hints", "{term} is lower")
BETTER = QT_TRANSLATE_NOOP("Hints", "{move}: compared with {other}, {clause}.")
BETTER2 = QT_TRANSLATE_NOOP("Hints", "{move}: compared with {other}, {clause} and {clause2}.")
TRADEOFF = QT_TRANSLATE_NOOP("Hints", "{move}: compared with {other}, {clause}, though {clause2}.")
LATER = QT_TRANSLATE_NOOP(
    "Hints", "{move}: better in the long run than {other}, though for now {clause}."
)
LATER_EVEN = QT_TRANSLATE_NOOP(
    "Hints", "{move}: better in the long run than {other}; {term} stays at about {amount}."
)
CLOSE = QT_TRANSLATE_NOOP(
    "Hints", "Any of these is fine: {moves}; either way, {term} is about {amount}."
)
BEGINNER = QT_TRANSLATE_NOOP("Hints", "{easy} looks tempting, but then {clause}.")
ONLY = QT_TRANSLATE_NOOP(
    "Hints", "{move}: the only possible move; {term} stands at about {amount}."
)
CHANCE = QT_TRANSLATE_NOOP("Hints", "{reason} ({pct}% chance to win)")
TWO = QT_TRANSLATE_NOOP("Hints", "{first} {second}")
OR2 = QT_TRANSLATE_NOOP("Hints", "{a} or {b}")

ONE_CLAUSE = {BETTER.source, CLOSE.source, LATER.source, LATER_EVEN.source}
Averages = dict[Hashable, tuple[Term, float]]  # per term: the term and its mean value


def position_seed(view: GameState) -> int:
    """A seed that is a function of what the seat sees: the same position, the same hint."""
    data = json.dumps(view.to_json(), sort_keys=True, default=str)
    return zlib.crc32(data.encode()) ^ SALT


def averages_after(
    view: GameState, seat: int, moves: Sequence[Move], terms: TermsFunction, rng: Rng, samples: int
) -> list[Averages]:
    """Per move: the seat's terms after it, averaged over the same sampled worlds."""
    sample = view.sampler(seat)
    worlds = [sample(rng) for _ in range(samples)]
    out: list[Averages] = []
    for move in moves:
        sums: dict[Hashable, tuple[Term, float]] = {}
        for w in worlds:
            world = w.clone()
            world.quiet = True
            world.apply(move)
            for t in terms(world, seat):
                prev = sums.get(t.key)
                sums[t.key] = (t, t.value + (prev[1] if prev else 0.0))
        out.append({k: (t, v / samples) for k, (t, v) in sums.items()})
    return out


def differences(a: Averages, b: Averages, every: bool = False) -> list[tuple[Term, float]]:
    """The terms a player would notice differ (a - b; `every`: all), the largest in worth
    first."""
    keys = list(a) + [k for k in b if k not in a]  # insertion order: no hash order leaks in
    out = []
    for k in keys:
        va, vb = (a[k][1] if k in a else 0.0), (b[k][1] if k in b else 0.0)
        # the term as it stands where it weighs more (a majority: after the move that wins it)
        term = a[k][0] if k in a and (k not in b or abs(va) >= abs(vb)) else b[k][0]
        diff = va - vb
        if every or term.shown(diff) >= 1:
            out.append((term, diff))
    out.sort(key=lambda td: -abs(td[1] * td[0].weight))
    return out


def clause(term: Term, diff: float, public: bool = False) -> Text:
    """The term's change in words; `public` (others read it): a private term's unsaid."""
    if public and term.private:
        return (UP_UNSAID if diff > 0 else DOWN_UNSAID)(term=term.label)
    return (UP if diff > 0 else DOWN)(term=term.label, amount=term.amount(diff))


def dominant(avg: Averages, steady: Sequence[Term] = ()) -> tuple[Term, float]:
    """The term that weighs most in the seat's position (among `steady` keys, if any)."""
    keys = {t.key for t in steady}
    pool = [tv for k, tv in avg.items() if k in keys] or list(avg.values())
    return max(pool, key=lambda tv: (tv[0].own, abs(tv[1] * tv[0].weight)))


def moves_text(view: GameState, moves: Sequence[Move]) -> Text:
    said = [view.describe(m) for m in moves[:CLOSE_MOVES]]
    return OR2(a=said[0], b=said[1]) if len(said) == 2 else said[0]


def compare(view: GameState, best: Move, other: Move, a: Averages, b: Averages) -> Text:
    """Why `best` rather than `other`, from their averaged terms."""
    move, alt = view.describe(best), view.describe(other)
    diffs = differences(a, b)
    gains = [(t, d) for t, d in diffs if d * t.weight > 0]
    losses = [(t, d) for t, d in diffs if d * t.weight < 0]
    # what the terms add up to: a move that trades more than it gains for now is better
    # only later (as the search found), and is said so rather than dressed up as a gain
    net = sum(d * t.weight for t, d in differences(a, b, every=True))
    if not gains or (net < 0 and losses):
        if losses:
            return LATER(move=move, other=alt, clause=clause(*losses[0]))
        term, value = dominant(a)
        return LATER_EVEN(move=move, other=alt, term=term.label, amount=term.amount(value))
    first = clause(*gains[0])
    if losses and abs(losses[0][1] * losses[0][0].weight) >= SECOND_CLAUSE * abs(
        gains[0][1] * gains[0][0].weight
    ):
        return TRADEOFF(move=move, other=alt, clause=first, clause2=clause(*losses[0]))
    if len(gains) > 1 and abs(gains[1][1] * gains[1][0].weight) >= SECOND_CLAUSE * abs(
        gains[0][1] * gains[0][0].weight
    ):
        return BETTER2(move=move, other=alt, clause=first, clause2=clause(*gains[1]))
    return BETTER(move=move, other=alt, clause=first)


def close(view: GameState, moves: Sequence[Move], avgs: Sequence[Averages]) -> Text:
    """The top moves are equally good as far as the search and the terms can tell."""
    listed = moves_text(view, moves)
    term, value = dominant(avgs[0])
    return CLOSE(moves=listed, term=term.label, amount=term.amount(value))


def beginner(view: GameState, easy: Move, best: Averages, tempting: Averages) -> Text | None:
    """What the move a beginner would make costs, compared with the hinted one."""
    losses = [(t, d) for t, d in differences(tempting, best) if d * t.weight < 0]
    if not losses:
        return None
    return BEGINNER(easy=view.describe(easy), clause=clause(*losses[0]))


def _mean(node: Node) -> float:
    return node.reward / node.visits if node.visits else 0.0


def spread(node: Node) -> float:
    """The variance of the node's rewards (unbiased, from their sums); below two visits, the
    largest a value in [0, 1] with that mean can have (nothing better is known)."""
    n, mean = node.visits, _mean(node)
    if n < 2:
        return mean * (1 - mean)
    return max(0.0, (node.squares - n * mean * mean) / (n - 1))


def within_noise(best: Node, other: Node) -> bool:
    """The search cannot tell these two apart: their values differ by less than its noise
    (the standard error of the difference of two means, from each node's own spread: a
    search whose worlds all score alike separates its moves sooner than one whose don't)."""
    if not other.visits or not best.visits:
        return False
    error = math.sqrt(spread(best) / best.visits + spread(other) / other.visits)
    return _mean(best) - _mean(other) <= NOISE * error


def only(view: GameState, seat: int, move: Move, terms: TermsFunction, rng: Rng) -> Text:
    [avg] = averages_after(view, seat, [move], terms, rng, 1)
    term, value = dominant(avg)
    return ONLY(move=view.describe(move), term=term.label, amount=term.amount(value))


def hint(
    view: GameState, seat: int, info: GameInfo, *, iterations: int = 0, samples: int = SAMPLES
) -> Decision:
    """The Hard search's move for `seat` on its view, with its reason in words."""
    evaluation, terms = Evaluation.of(info), terms_of(info)
    seed = position_seed(view)
    rng = Rng(seed)
    legal = evaluation.candidates(view)
    if len(legal) == 1:
        return Decision(legal[0], only(view, seat, legal[0], terms, rng))
    budget = iterations or evaluation.hard_iterations or HARD_ITERATIONS
    search = ISMCTSPlayer(evaluation, seed, iterations=budget, time_cap=TIME_CAP)
    root = search.search(view, seat)
    ranked = sorted(
        (root.children[k] for k in ((seat, m) for m in legal) if k in root.children),
        key=lambda n: (n.visits, n.reward),
        reverse=True,
    )
    best = ranked[0]
    move = best.move
    assert move is not None and len(ranked) > 1
    # a move said in the same words (another copy of the same card) is no alternative to
    # the player: "Place Luchs 1 at Food, better than Place Luchs 1 at Food" teaches nothing
    words = view.describe(move)
    others = [n for n in ranked[1:] if n.move is not None and view.describe(n.move) != words]
    ranked = [best, *(others or ranked[1:])]
    near = [n.move for n in ranked[1:CLOSE_MOVES] if within_noise(best, n) and n.move]
    easy = HeuristicPlayer(evaluation, seed).choose(view, seat).move
    compared: list[Move] = [move, *(near or [ranked[1].move])]  # type: ignore[list-item]
    if easy not in compared:
        compared.append(easy)
    avgs = averages_after(view, seat, compared, terms, rng, samples)
    # close only where the terms agree too: a difference the player can see is said
    near = [m for i, m in enumerate(near, 1) if not differences(avgs[0], avgs[i])]
    if near:
        said = close(view, [move, *near], avgs)
    else:
        said = compare(view, move, compared[1], avgs[0], avgs[1])
    # two sentences at most, the second only after a one-clause first: the coach shows
    # the whole reason in a narrow side panel
    if (
        easy != move
        and easy not in near
        and said.source in ONE_CLAUSE
        and (view.describe(easy) != words)
    ):
        extra = beginner(view, easy, avgs[0], avgs[compared.index(easy)])
        if extra is not None:
            said = TWO(first=said, second=extra)
    pct = round(100 * _mean(best))
    return Decision(move, CHANCE(reason=said, pct=pct) if pct >= SHOW_CHANCE else said)


WHY = QT_TRANSLATE_NOOP(
    "Hints", "What a hint would have told {player}: compared with the best other choice, {clause}."
)
WHY_LATER = QT_TRANSLATE_NOOP(
    "Hints",
    "What a hint would have told {player}: better in the long run than the best other choice, "
    "though for now {clause}.",
)
WHY_EVEN = QT_TRANSLATE_NOOP(
    "Hints",
    "What a hint would have told {player}: about as good as the other choices; {term} stays at "
    "about {amount}.",
)
WHY_ONLY = QT_TRANSLATE_NOOP("Hints", "{player} had no other choice.")
WHY_ONLY_EVEN = QT_TRANSLATE_NOOP(
    "Hints", "What a hint would have told {player}: about as good as the other choices."
)


def explain(
    view: GameState,
    seat: int,
    info: GameInfo,
    move: Move,
    *,
    samples: int = SAMPLES,
    public: bool = False,
) -> Text:
    """Why `seat` (a computer player) chose `move` on its own view, compared with the move
    that looks best after it at a glance.  Costs no search.  Other players read it, so it
    names no move (a move of a hidden hand would name a card they cannot see): the log line
    beside it says what was played, as they may see it.  `public`: people who do not see all
    this seat sees read it, so the terms drawn from its secrets (`Term.private`) give way to
    the others, and where one is said, it is said without its amount."""
    evaluation, terms = Evaluation.of(info), terms_of(info)
    rng = Rng(position_seed(view))
    legal = evaluation.candidates(view)
    others = [m for m in legal if m != move][:EXPLAIN_MOVES]
    if not others:
        return WHY_ONLY(player=seat)
    sample = view.sampler(seat)
    worlds = [sample(rng) for _ in range(2)]
    alt = max(others, key=lambda m: sum(_value_after(evaluation, w, m, seat) for w in worlds))
    a, b = averages_after(view, seat, [move, alt], terms, rng, samples)
    diffs = differences(a, b)
    if public:  # stable sort: the public terms first, each group still by worth
        diffs.sort(key=lambda td: td[0].private)
    net = sum(d * t.weight for t, d in differences(a, b, every=True))
    gains = [(t, d) for t, d in diffs if d * t.weight > 0]
    losses = [(t, d) for t, d in diffs if d * t.weight < 0]
    if gains and (net >= 0 or not losses):
        return WHY(player=seat, clause=clause(*gains[0], public))
    if losses:
        return WHY_LATER(player=seat, clause=clause(*losses[0], public))
    term, value = dominant(a, [t for t, _ in a.values() if not t.private] if public else ())
    if public and term.private:
        return WHY_ONLY_EVEN(player=seat)
    return WHY_EVEN(player=seat, term=term.label, amount=term.amount(value))


def _value_after(evaluation: Evaluation, world: GameState, move: Move, seat: int) -> float:
    after = world.clone()
    after.quiet = True
    after.apply(move)
    if after.is_terminal():
        return win_shares(after)[seat]
    return evaluation.evaluate(after, seat)
