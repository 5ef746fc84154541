"""Root-parallel search: reproducible for a seed and a worker count, and no process left over."""

from __future__ import annotations

import multiprocessing
import os
import threading

import pytest
import toygame

from tabletop.ai import Evaluation, ISMCTSPlayer, make_player
from tabletop.ai.ismcts import merged, stats_of
from tabletop.ai.parallel import WORKERS_ENV, Job, SearchPool, default_workers

EVAL = Evaluation.of(toygame.INFO)


def alive(pid: int) -> bool:
    """A process of ours still running (a zombie, never reaped, counts as alive too)."""
    return os.path.exists(f"/proc/{pid}")


@pytest.fixture
def pool():
    p = SearchPool(toygame.INFO, 3)
    yield p
    p.close()


def decide(seed: int, pool=None, iterations: int = 200):
    state = toygame.position(12, [[2, 5, 9], [1, 4, 3]])
    player = ISMCTSPlayer(EVAL, seed, iterations=iterations, pool=pool)
    root, _own = player.search_everywhere(state.view(0), 0)
    stats = sorted((c.move.card, c.visits, round(c.reward, 9)) for c in root.children.values())
    return player.choose(state.view(0), 0).reason.render(), root.visits, stats


def test_the_pool_has_the_workers_asked_for(pool):
    assert pool.workers == 3 and len(pool.pids()) == 2 and pool.failure == ""


def test_a_seed_and_a_worker_count_decide_every_tree(pool):
    first, again = decide(5, pool), decide(5, pool)
    assert first == again
    assert first[1] == 3 * 200  # each worker searched the whole budget
    assert decide(6, pool) != first  # another seed, other trees


def test_one_worker_searches_exactly_as_before():
    alone = SearchPool(toygame.INFO, 1)
    assert alone.workers == 1 and alone.pids() == []
    assert decide(5, alone) == decide(5, None)


def test_merged_roots_sum_visits_and_rewards_move_by_move():
    state = toygame.position(12, [[2, 5, 9], [1, 4, 3]])
    player = ISMCTSPlayer(EVAL, 1, iterations=100)
    root = player.search(state.view(0), 0)
    other = ISMCTSPlayer(EVAL, 2, iterations=100).root_stats(state.view(0), 0)
    before = {k[1]: (c.visits, c.reward, c.squares) for k, c in root.children.items()}
    summed = merged(root, 0, [other])
    assert summed.visits == 200
    for move, n, reward, squares in other[0]:
        old = before.get(move, (0, 0.0, 0.0))
        child = summed.children[0, move]
        assert (child.visits, child.reward) == (old[0] + n, pytest.approx(old[1] + reward))
        assert child.squares == pytest.approx(old[2] + squares)  # the spread merges too
    # the tree searched here is left as it grew: it is the one kept for the next decision
    assert root.visits == 100
    assert {k[1]: (c.visits, c.reward, c.squares) for k, c in root.children.items()} == before


def test_hard_and_expert_use_the_pool_medium_does_not(pool):
    assert make_player("hard", toygame.INFO, 1, pool).pool is pool
    expert = make_player("expert", toygame.INFO, 1, pool)
    assert (
        expert.pool is pool and expert.iterations > make_player("hard", toygame.INFO, 1).iterations
    )
    assert make_player("medium", toygame.INFO, 1, pool).pool is None


def test_closing_leaves_no_process_behind():
    p = SearchPool(toygame.INFO, 3)
    decide(1, p)
    pids = p.pids()
    assert all(alive(pid) for pid in pids)
    p.close()
    p.close()  # twice is harmless
    assert multiprocessing.active_children() == []
    assert not any(alive(pid) for pid in pids)
    assert p.workers == 1 and decide(1, p) == decide(1, None)  # a closed pool searches alone


def test_closing_while_a_search_runs_ends_the_workers_and_the_search_carries_on():
    p = SearchPool(toygame.INFO, 2)
    pids, done = p.pids(), []
    thread = threading.Thread(target=lambda: done.append(decide(1, p, iterations=20_000)))
    thread.start()
    while not p._busy:  # the jobs are out
        thread.join(0.01)
    p.close()
    thread.join(60)
    assert done and not thread.is_alive()  # it decided, with what its own tree knew
    assert multiprocessing.active_children() == []
    assert not any(alive(pid) for pid in pids)


def test_one_core_or_a_forced_count(monkeypatch):
    monkeypatch.setenv(WORKERS_ENV, "1")
    assert default_workers() == 1
    p = SearchPool(toygame.INFO)
    assert p.workers == 1 and p.pids() == []
    monkeypatch.setenv(WORKERS_ENV, "")
    assert 1 <= default_workers() <= max(1, os.cpu_count() or 1)


# --- a tree kept between decisions ---------------------------------------------------------
def _consecutive(info, seats: int, seed: int):
    """A decision followed by the same seat's next decision, nothing drawn in between."""
    from tabletop.core.rng import Rng

    state, rng = info.new_state(seats, seed), Rng(seed)
    while not state.is_terminal():
        seat, legal = state.to_act(), state.legal_moves()
        if len(legal) > 1:
            for move in legal:
                after = state.clone()
                after.apply(move)
                if after.to_act() == seat and len(after.legal_moves()) > 1:
                    check = state.view(seat).determinize(seat, Rng(0))
                    check.apply(move)
                    if check.view(seat) == after.view(seat):
                        return state, move, after
        state.apply(legal[rng.below(len(legal))])
    raise AssertionError("no such position")


def test_a_kept_tree_grows_on_below_the_move_played():
    from tabletop.games import get

    info = get("take-stock")
    state, move, after = _consecutive(info, 3, 2)
    seat = state.to_act()
    player = ISMCTSPlayer(Evaluation.of(info), 1, iterations=300, keep_tree=True)
    root = player.search(state.view(seat), seat)
    below = root.children[seat, move].visits
    player._kept = (root, state.view(seat), [move])  # as if `move` had been chosen
    again = player.search(after.view(seat), seat)
    assert again.visits == below + 300  # what was learnt below the move, and a whole budget


def test_a_tree_is_not_kept_where_another_seat_moved_or_the_player_does_not_keep():
    from tabletop.games import get

    info = get("take-stock")
    state, _move, after = _consecutive(info, 3, 2)
    seat = state.to_act()
    player = ISMCTSPlayer(Evaluation.of(info), 1, iterations=300, keep_tree=True)
    root = player.search(state.view(seat), seat)
    player._kept = (root, state.view(seat), [])  # the move played is not the one expected
    assert player.search(after.view(seat), seat).visits == 300
    plain = ISMCTSPlayer(Evaluation.of(info), 1, iterations=300)
    plain.choose(state.view(seat), seat)
    assert plain._kept is None


def test_every_worker_keeps_its_tree_below_the_move_played():
    """With a pool, each worker's tree is carried on too, and the same decisions give the same
    trees: a seed and a worker count still decide everything."""
    from tabletop.games import get

    info = get("take-stock")
    state, move, after = _consecutive(info, 3, 2)
    seat = state.to_act()
    p = SearchPool(info, 2)
    try:
        answers = []
        for _ in range(2):  # two players, two keys: the same sequence, the same numbers
            player = ISMCTSPlayer(Evaluation.of(info), 1, iterations=300, pool=p, keep_tree=True)
            _summed, own = player.search_everywhere(state.view(seat), seat)
            below = own.children[seat, move].visits
            player._kept = (own, state.view(seat), [move])  # as if `move` had been chosen
            summed, own = player.search_everywhere(after.view(seat), seat)
            assert own.visits == below + 300
            assert summed.visits - own.visits > 300  # the worker's tree grew on as well
            answers.append(sorted((str(k[1]), c.visits) for k, c in summed.children.items()))
        assert answers[0] == answers[1]
        # a player that keeps no tree gets fresh trees in the workers
        fresh = ISMCTSPlayer(Evaluation.of(info), 1, iterations=300, pool=p)
        assert fresh.search_everywhere(after.view(seat), seat)[0].visits == 600
    finally:
        p.close()


def test_only_the_cores_other_programs_leave_free(monkeypatch):
    import tabletop.ai.parallel as parallel

    monkeypatch.delenv(WORKERS_ENV, raising=False)
    monkeypatch.setattr(parallel.os, "sched_getaffinity", lambda pid: set(range(8)), raising=False)
    for load, workers in ((0.4, 4), (4.2, 4), (5.0, 3), (7.9, 1), (30.0, 1)):
        monkeypatch.setattr(parallel.os, "getloadavg", lambda load=load: (load, 0.0, 0.0))
        assert default_workers() == workers, load


@pytest.mark.parametrize(
    "game", ["take-stock", "stockpile", "stack-market", "stock-round", "karthedis"]
)
def test_a_worker_searches_a_view_exactly_as_this_process_does(game):
    """What a worker is sent (a pickled view, the settings) loses nothing the search reads:
    the same view and seed give the same root, visit for visit."""
    from tabletop.games import get

    info = get(game)
    state, _move, _after = _consecutive(info, 3, 4)
    seat = state.to_act()
    view = state.view(seat)
    player = ISMCTSPlayer(Evaluation.of(info), 99, iterations=150)
    here = stats_of(player.search(view, seat), seat)
    p = SearchPool(info, 2)
    try:
        p.start([Job(view, seat, 99, player.settings())])
        (there,) = p.collect()
    finally:
        p.close()
    assert sorted(map(repr, here[0])) == sorted(map(repr, there[0])) and here[1] == there[1]
