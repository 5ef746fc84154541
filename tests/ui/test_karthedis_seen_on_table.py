"""What happens in Karthedis is seen on the table at 1024x700, with the players' names: another
player's Intervene at the resource it went to, whose card it hit; hints and refusals naming the
seats, never their numbers; nine seats beside the table without the side panel overflowing or
the window growing; opponents' cards in play never over the resources they won."""

from __future__ import annotations

import itertools
import re

import pytest
from table_harness import ShownTable

from tabletop.core.rng import Rng
from tabletop.core.session import Seat
from tabletop.core.text import Text
from tabletop.games.karthedis.info import INFO
from tabletop.games.karthedis.moves import Intervene, Purge
from tabletop.games.karthedis.state import new_game
from tabletop.games.karthedis.table import KarthedisTable
from tabletop.games.karthedis.table.centre import column
from tabletop.ui import i18n
from tabletop.ui.game_screen import SEAT_ARGS, with_names
from tabletop.ui.i18n import render

NAMES = ["Ann", "Bea", "Cem", "Dia", "Eli", "Fay", "Gus", "Hal", "Ida"]


@pytest.fixture
def table(qtbot):
    return ShownTable(qtbot, KarthedisTable(INFO), 816, 590)  # the table at 1024x700


def intervened_by_another(table, seats=4):
    """A game in which another seat intervenes and seat 0 decides next in the trade phase;
    the table is given each move's log, as the window gives it."""
    for seed in range(1, 60):
        s, rng = new_game(seats, seed, {"leader": 0}), Rng(seed)
        for _ in range(3000):
            if s.is_terminal():
                break
            legal = s.legal_moves()
            ivs = [m for m in legal if isinstance(m, Intervene)]
            move = ivs[0] if ivs and s.to_act() != 0 else legal[rng.below(len(legal))]
            before = s.clone()
            table.scene.show_log(s.apply(move))
            if isinstance(move, Intervene) and s.phase == "trade" and s.to_act() == 0:
                if not s.pending:
                    return before, move, s
    raise AssertionError("no Intervene found")


LONG = ["Spieler 1", "Ada", "Bruno", "Chiara", "Dmitri", "Eun-ji", "Farah", "Gustav", "Hana"]


@pytest.mark.parametrize("seats,names", [(4, NAMES[:4]), (9, LONG)])
def test_another_players_intervene_is_shown_at_its_resource_with_both_names(table, seats, names):
    before, move, s = intervened_by_another(table, seats)
    seat, (owner, slot, _) = before.to_act(), before.bids[move.bid]
    table.scene.show_state(s.view(0), 0, s.legal_moves(), names, False)
    by, at = table.scene.item(f"ivby{slot}"), table.scene.item(f"ivat{slot}")
    assert by.isVisible() and by.text() == names[seat] and not by.cut
    assert at.isVisible() and names[owner] in at.text() and not at.cut
    card = table.scene.cards()[f"iv{slot}"]
    assert card.face == f"card:{move.card}"
    col = column(table.scene.desk, slot)
    for item in (by, at, card):
        assert col.contains(item.sceneBoundingRect()), item
    for key, other in table.scene.cards().items():  # the cards still placed there stay clear
        if key.startswith("bid") and col.contains(other.sceneBoundingRect().center()):
            assert not other.sceneBoundingRect().intersects(at.sceneBoundingRect())
    assert names[owner] in by.tip and names[seat] in by.tip
    table.scene.show_last_move(move, "")  # as the window does after a computer's move
    assert card.mark == "last"
    # taken back (an undo): the position no longer bears it out, and it is not shown
    table.scene.show_state(before.view(0), 0, [], names, False)
    still = table.scene.cards().get(f"iv{slot}")  # (an earlier Intervene there may show)
    assert still is None or still.face != f"card:{move.card}"


def test_a_hint_names_the_seat_never_its_number(qtbot, window):
    assert window.start_game(INFO, [Seat("Ann"), Seat("Bea", "random"), Seat("Cem", "random")], 3)
    window._on_hint(Purge(1), "")
    said = window.game_screen.feedback.label.text()
    assert "Bea" in said and not re.search(r"\b1\b", said), said
    said = window.controller.say(new_game(3, 1).describe(Purge(2)))
    assert said == "Remove Cem's Recall pile from the game"


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_nine_seats_fit_beside_the_table_at_1024x700_with_the_coach(qtbot, window, lang):
    i18n.install(lang)
    try:
        nine_seats_fit(qtbot, window)
    finally:
        i18n.install("en")


def nine_seats_fit(qtbot, window):
    window.resize(1024, 700)
    window.act_practice.setChecked(True)
    window._set_practice(True)
    seats = [Seat("Ann")] + [Seat(n, "random") for n in NAMES[1:]]
    assert window.start_game(INFO, seats, 5)
    c = window.controller
    qtbot.waitUntil(lambda: c.thinking_seat() == -1 and bool(c.legal_for_viewer()), timeout=60_000)
    screen = window.game_screen
    # the coach at its fullest: what you may do, a refusal and a hint, each several lines
    said = window.controller.say(c.live.state.describe(c.legal_for_viewer()[0]))
    screen.refused(said + " " + said)
    screen.hinted(said + " " + said)
    qtbot.wait(50)
    assert (window.width(), window.height()) == (1024, 700)
    assert window.minimumSizeHint().height() <= 700
    board = screen.scoreboard
    for row in range(9):  # every player's row whole inside the scoreboard
        rect = board.visualItemRect(board.item(row, 0))
        assert board.viewport().rect().contains(rect), (row, rect)
    parts = [screen.players_label, board, screen.coach, screen.log_label, screen.log_view]
    shown = [w for w in parts if w.isVisible()]
    assert screen.coach in shown
    for a, b in itertools.pairwise(shown):  # one below the other, none over the next
        assert a.geometry().bottom() < b.geometry().top(), (a, b)
    assert shown[-1].geometry().bottom() <= screen.side.height()
    assert screen.log_view.height() >= 60


@pytest.mark.parametrize("rounds", [2, 4])
def test_cards_in_play_never_lie_over_the_resources_won_at_nine_seats(table, rounds):
    s, rng = new_game(9, 3, {"leader": 0, "victory": "different_5"}), Rng(7)
    while not (s.phase == "call2" and s.round >= rounds and s.to_act() == 0 and not s.pending):
        legal = s.legal_moves()
        s.apply(legal[rng.below(len(legal))])
    for seat in range(1, 9):  # the most an opponent can show: many won, many in play
        s.won[seat] = list(range(0, 50, 10))[: 3 + seat % 3]
    table.scene.show_state(s.view(0), 0, s.legal_moves(), NAMES, False)
    desk, cards = table.scene.desk, table.scene.cards()
    for seat in desk.opponents():
        panel = desk.seat_rect(seat)
        won = [
            c.sceneBoundingRect()
            for k, c in cards.items()
            if k.startswith("won") and panel.contains(c.sceneBoundingRect().center())
        ]
        mine = [
            c.sceneBoundingRect()
            for k, c in cards.items()
            if (k.startswith("t") or k == f"pass{seat}" or k == f"pile{seat}")
            and panel.contains(c.sceneBoundingRect().center())
        ]
        for r in won + mine:
            assert panel.contains(r), (seat, r)
        for a in mine:
            assert not any(a.intersects(b) for b in won), seat


def seats_in(text):
    """The seat arguments of a Text and of the Texts inside it."""
    for key, value in text.args:
        if isinstance(value, Text):
            yield from seats_in(value)
        elif key in SEAT_ARGS:
            yield value


@pytest.mark.parametrize("seats", [3, 9])
def test_every_log_line_and_move_named_says_the_players_names(seats):
    """Whole random games: each log line (as each seat reads it) and each legal move as the
    hint, the coach and the prompt name it: every seat by its name, no number in its place."""
    names = LONG[:seats]
    s, rng = new_game(seats, 11, {"leader": 0}), Rng(2)
    while not s.is_terminal():
        legal = s.legal_moves()
        texts = [s.describe(m) for m in legal]
        for entry in s.apply(legal[rng.below(len(legal))]):
            texts += [t for t in (entry.text_for(v) for v in range(seats)) if t is not None]
        for text in texts:
            said = render(with_names(text, names))
            for seat in seats_in(text):
                # by name, or "you" in the reader's own line
                assert names[seat] in said or re.search(r"\b[Yy]ou", said), said
            uncarded = re.sub(r"[A-ZÄÖÜ][a-zäöüß]+ \d", "", said)  # "Serval 3's" is a card's
            assert not re.search(r"\b\d+'s\b", uncarded), said
