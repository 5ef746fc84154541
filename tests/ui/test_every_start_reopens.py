"""Conformance over the registry: every way the shell starts a game saves and reopens.

For every playable game and every way the window can start it (a new game with each value of
each option, a rematch after a finished game, hot-seat, Karthedis' deck setups with decks from
the editor and from the computer), a few moves are played through the window's controller,
then the game must come back, the same position with the same legal moves, and play on:
(a) from its autosave, in a new window, by the chooser's Continue; (b) by File > Save and File >
Open in a new window; (c) by `savefile.load` of the autosave.  Nothing here names a game's
rules: a game that registers gets every case.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from tabletop.app import open_window, parse_args
from tabletop.core import savefile
from tabletop.core.game import GameInfo
from tabletop.core.rng import Rng
from tabletop.core.session import Seat, Session
from tabletop.games import registry
from tabletop.ui.controller import autosave_path
from tabletop.ui.settings import Settings

AI = "random"  # the computer seats: fast, and every move they make is a legal one
MOVES = 4  # human moves played before each game is put away


@dataclass(frozen=True)
class Start:
    info: GameInfo
    kinds: tuple[str, ...]
    options: dict = field(default_factory=dict)
    rematch: bool = False
    label: str = ""

    def __str__(self) -> str:
        return f"{self.info.id}-{self.label or 'new'}"


def starts() -> list[Start]:
    out = []
    for info in registry().values():
        if not info.playable:
            continue
        n = max(info.min_seats, 3)
        solo = ("human",) + (AI,) * (n - 1)
        out.append(Start(info, solo))
        out.append(Start(info, solo, rematch=True, label="rematch"))
        hot_seat = ("human", "human") + (AI,) * (n - 2)
        out.append(Start(info, hot_seat, label="hot-seat"))
        if info.options:  # every option away from its default at once, two at the screen
            mix = {o.key: o.choices[-1][0] if o.choices else not o.default for o in info.options}
            out.append(Start(info, hot_seat, mix, label="hot-seat-every-option"))
        for opt in info.options:
            values = [c[0] for c in opt.choices] if opt.choices else [not opt.default]
            for value in values:
                if value != opt.default:
                    out.append(Start(info, solo, {opt.key: value}, label=f"{opt.key}={value}"))
    return out


def _defaults(info: GameInfo) -> dict:
    return {o.key: o.default for o in info.options}


def _finished_game(info: GameInfo, kinds: tuple[str, ...]) -> Session:
    """A game played to its end by random moves, as the window holds one before a rematch."""
    session = Session(info, [Seat(f"P{i}", k) for i, k in enumerate(kinds)], 5, _defaults(info))
    rng = Rng(11)
    while not session.state.is_terminal():
        legal = session.state.legal_moves()
        seat = session.state.to_act()
        assert session.submit(seat, legal[rng.below(len(legal))]).ok
    return session


def _answer_deck_editors(window) -> None:
    """Free deck building: every human's editor is filled at random and accepted."""
    from tabletop.games.karthedis.table.deck_editor import DeckEditor

    for _ in range(9):
        editors = [e for e in window.findChildren(DeckEditor) if e.isVisible()]
        if not editors:
            return
        editors[0].random_fill()
        editors[0].ok_button.click()


def _play_a_few(qtbot, window, moves: int = MOVES) -> None:
    """Human moves through the controller (after each hand-over), computer moves as they come."""
    c, rng = window.controller, Rng(3)
    for _ in range(moves):
        qtbot.waitUntil(
            lambda: c.is_over() or bool(c.live.seats[c.live.state.to_act()].is_human),
            timeout=60_000,
        )
        if c.is_over():
            return
        seat = c.live.state.to_act()
        if c.awaiting_handover() is not None:
            c.confirm_handover()
        legal = c.live.state.legal_moves()
        assert c.submit(seat, legal[rng.below(len(legal))])
    qtbot.waitUntil(lambda: c.is_over() or c.thinking_seat() == -1, timeout=60_000)


def _same_game(session: Session, before: dict, legal: list) -> None:
    assert session.to_json() == before
    assert session.state.legal_moves() == legal


def _plays_on(qtbot, window) -> None:
    c = window.controller
    moves = len(c.live.moves)
    if c.is_over():
        return
    _play_a_few(qtbot, window, 1)
    assert len(c.live.moves) > moves or c.is_over()


def _new_window(qtbot):
    w = open_window(parse_args([]), Settings.load())
    qtbot.addWidget(w)
    return w


@pytest.mark.parametrize("start", starts(), ids=str)
def test_every_start_saves_and_reopens(qtbot, window, home, tmp_path, start: Start) -> None:
    info = start.info
    if start.rematch:
        window.begin(_finished_game(info, start.kinds))
        assert window.controller.is_over()
    seats = [Seat(f"Player {i + 1}", k) for i, k in enumerate(start.kinds)]
    window.prepare_game(info, seats, 21, {**_defaults(info), **start.options})
    _answer_deck_editors(window)
    c = window.controller
    qtbot.waitUntil(lambda: c.session is not None and not c.is_over(), timeout=10_000)
    if start.rematch:
        assert c.live.options.get("last_winners")
    _play_a_few(qtbot, window)
    before, legal = c.live.to_json(), c.live.state.legal_moves()
    uid = c.uid
    assert window.save_to(tmp_path / "saved.ttx")

    # (c) the loader reads the autosave as it is
    loaded, doc = savefile.load(autosave_path(info.id), registry())
    _same_game(loaded, before, legal)
    assert doc["uid"] == uid

    # (a) the next start: Continue in the chooser of a new window
    window.close()
    again = _new_window(qtbot)
    assert again.message_box is None  # nothing was refused or moved aside
    chooser_card = next(card for card in again.chooser.cards if card.info.id == info.id)
    assert chooser_card.continue_button.isVisible()
    chooser_card.continue_button.click()
    assert again.controller.session is not None and again.controller.uid == uid
    _same_game(again.controller.live, before, legal)
    _plays_on(qtbot, again)
    again.close()

    # (b) File > Open of the file File > Save wrote, in another new window
    third = _new_window(qtbot)
    assert third.load_from(tmp_path / "saved.ttx")
    if third.message_box is not None:  # it replaces the game Continue played on: agreed
        third.message_box.accept()
    _same_game(third.controller.live, before, legal)
    _plays_on(qtbot, third)
