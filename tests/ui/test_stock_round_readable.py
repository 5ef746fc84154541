"""Stock Round read at a glance in the real window at 1024x700 (issue 20): who owns what, the
announcements, the prompt's words and buttons, the end chart, and what a railway without a
train is in for, said before it happens.  Sizes are on-screen pixels: a text's pixel size
times the view's scale; "not cut" is the text's measured width within its room."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from tabletop.core.game import LogEntry
from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.games.stock_round import messages as m
from tabletop.games.stock_round.data import TRAIN_INDEX
from tabletop.games.stock_round.moves import Keep, Payout, Raise, Start, Withhold
from tabletop.games.stock_round.table.chart import WorthChart, round_name
from tabletop.games.stock_round.table.layout import CHARTERS, PLAYERS, PROMPT
from tabletop.ui import i18n
from tabletop.ui.sprites import ButtonItem, Label

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "stock_round"))
from stock_round_setup import operating, start, stock_round

NAMES = ["Ann", "Bea", "Cem", "Dia", "Eli", "Fay"]
LANGS = ["en", "de", "fr", "pt"]
READABLE_PX = 11  # on screen, at 1024x700


@pytest.fixture
def shown(qtbot, window):
    """The real window at 1024x700 with a six-seat Stock Round whose table shows a position
    given by the test (as a player's own view)."""
    seats = [Seat(n, "human" if i == 0 else "random") for i, n in enumerate(NAMES)]
    assert window.start_game(registry()["stock-round"], seats, 3)
    c = window.controller
    qtbot.waitUntil(lambda: c.is_over() or c.thinking_seat() == -1, timeout=60_000)
    window.resize(1024, 700)
    for _ in range(3):
        QApplication.processEvents()

    def show(state, seat=0):
        legal = state.legal_moves() if state.to_act() == seat else []
        window.table.show_state(state.view(seat), seat, legal, NAMES[: state.num_seats], False)
        QApplication.processEvents()
        return window.table

    show.scale = lambda: window.game_screen.view.transform().m11()
    return show


def crowded():
    """Six players holding shares of every railway, some in the pool, some re-issuable."""
    st = stock_round(6, sr=3)
    holdings = [
        [6, 2, 0, 1, 0, 0],
        [0, 2, 3, 0, 1, 1],
        [1, 1, 1, 1, 1, 2],
        [0, 0, 0, 0, 3, 2],
        [2, 2, 2, 0, 0, 0],
        [0, 1, 0, 2, 2, 2],
    ]
    for r, held in enumerate(holdings):
        start(st, r, held, square=(r % 3, 3 + r))
    st.pool[1], st.ipo[1] = 2, st.ipo[1] - 2
    st.treasury[2], st.ipo[2] = 1, st.ipo[2] - 1
    return st


def _on_screen_px(item, scale) -> float:
    return item.font().pixelSize() * scale


def test_who_owns_what_reads_at_a_glance_with_six_players(shown):
    st = crowded()
    for lang in LANGS:
        i18n.install(lang)
        try:
            table = shown(st)
            scale = shown.scale()
            assert 0.5 < scale < 0.8
            cards = table.cards()
            cells = []
            for r in range(st.railways):
                for seat in range(6):
                    held = st.held[r][seat]
                    key = f"hold-{seat}-{r}"
                    if not held:
                        assert key not in cards
                        continue
                    cell = cards[key]
                    assert cell.isVisible() and cell.text() == f"{held * 10}%"
                    assert cell.director == (st.director[r] == seat)
                    font = cell.text_font()
                    assert font.pixelSize() * scale >= READABLE_PX, key
                    room = cell.size.width() - 5  # inside its frame
                    assert QFontMetricsF(font).horizontalAdvance(cell.text()) <= room, key
                    assert PLAYERS.contains(cell.sceneBoundingRect().adjusted(4, 4, -4, -4))
                    cells.append(cell)
                # the shares nobody holds, in the same column
                for row, counts in (("pool", st.pool), ("new", st.ipo), ("reissue", st.treasury)):
                    label = table.item(f"own{row}-{r}")
                    assert label.isVisible() and not label.cut
                    assert label.text() == (f"{counts[r] * 10}%" if counts[r] else "–")
                    assert _on_screen_px(label, scale) >= READABLE_PX
            # no cell covers another; the director's stands out by more than colour
            rects = [c.sceneBoundingRect().adjusted(4, 4, -4, -4) for c in cells]
            for i, a in enumerate(rects):
                assert not any(a.intersects(b) for b in rects[i + 1 :])
            assert cards["hold-0-0"].text_font().bold() and not cards["hold-1-0"].text_font().bold()
            cut = [i.full for i in table.items() if isinstance(i, Label) and i.cut]
            assert cut == [], f"{lang}: {cut}"
        finally:
            i18n.install("en")


@pytest.mark.parametrize(
    "entry",
    [
        LogEntry(m.RUST(train="2", count=3), event="rust"),
        LogEntry(m.PHASE(train="3", limit=4), event="phase"),
        LogEntry(m.BANK_BROKEN, event="bank_broken"),
        LogEntry(m.BANKRUPT(player=1), event="bankrupt"),
    ],
)
def test_an_announcement_is_never_drawn_over_the_charters(shown, entry):
    for lang in LANGS:
        i18n.install(lang)
        try:
            table = shown(crowded())
            table.show_log([entry])
            box, words = table.item("bannerbox"), table.item("banner")
            assert box.isVisible() and words.isVisible() and words.toPlainText()
            where = box.sceneBoundingRect()
            assert not where.intersects(CHARTERS) and not where.intersects(PLAYERS)
            # the words inside their box, at a readable size
            assert where.contains(words.sceneBoundingRect()), lang
            assert words.font().pixelSize() * shown.scale() >= READABLE_PX
        finally:
            i18n.install("en")


def _prompt_clear_of_buttons(table) -> list[str]:
    words = table.item("prompttext").sceneBoundingRect()
    hits = []
    for key in table.offer_keys:
        button = table.item(key)
        rect = button.mapRectToScene(button.boundingRect().adjusted(3, 3, -3, -9))
        if rect.intersects(words):
            hits.append(button.text)
        if not PROMPT.contains(rect):
            hits.append("outside the prompt: " + button.text)
    return hits


def test_par_answers_and_cancel_never_cover_the_instruction_text(shown):
    st = stock_round(6, sr=1)
    for lang in LANGS:
        i18n.install(lang)
        try:
            table = shown(st)
            table.last_note = "Bea buys a new share of Crown Central for $75, paid to the railway."
            starts = [mv for mv in st.legal_moves() if isinstance(mv, Start) and mv.railway == 2]
            table.choose(starts, table.cards()["new-2"])
            assert len(table.offer_keys) == 6  # five pars and Cancel
            assert _prompt_clear_of_buttons(table) == [], lang
        finally:
            i18n.install("en")


def test_the_prompt_never_runs_under_its_buttons_in_any_phase(shown):
    from test_stock_round_table import positions

    for lang in LANGS:
        i18n.install(lang)
        try:
            for position in positions():
                seat = position.to_act() if position.to_act() is not None else 0
                table = shown(position, seat)
                table.last_note = "Bea sells 3 shares of Crown Central: anyone wants a share?"
                table.lay_note()
                assert _prompt_clear_of_buttons(table) == [], (lang, position.phase)
        finally:
            i18n.install("en")


def test_the_end_chart_legend_and_round_labels_never_cut_nor_overlap(qtbot):
    chart = WorthChart()
    marks = ["Start"] + [
        mark for sr in range(1, 12) for mark in [f"SR {sr}"] + [f"OR {sr}.{n}" for n in (1, 2, 3)]
    ]
    history = [[1000 * s + 2000 * i for i in range(len(marks))] for s in range(6)]
    names = ["Margarethe", "Bartholomew", "Cem", "Dia", "Eli", "Jean-Baptiste"]
    for lang in LANGS:
        i18n.install(lang)
        try:
            chart.set_data(history, marks, names, "Worth")
            box = chart.boundingRect()
            legend = chart.legend()
            for seat, (name_rect, name, worth_rect, worth) in enumerate(legend):
                assert name == names[seat]  # never elided
                assert worth.replace(",", "").replace(".", "").replace("\xa0", "")
                assert box.contains(name_rect) and box.contains(worth_rect)
                assert not name_rect.intersects(worth_rect)
                assert not name_rect.intersects(chart.plot_rect())
            rows = [r for n, _, w, _ in legend for r in (n, w)]
            for i, a in enumerate(rows):
                assert not any(a.intersects(b) for b in rows[i + 2 - i % 2 :])
            labels = chart.round_labels()
            assert labels[-1][1] == round_name(marks[-1]) and labels[0][1] == round_name("Start")
            for i, (rect, text) in enumerate(labels):
                width = QFontMetricsF(chart_font()).horizontalAdvance(text)
                assert width <= rect.width() and box.contains(rect), text
                assert not any(rect.intersects(r) for r, _ in labels[i + 1 :]), text
            metrics = QFontMetricsF(chart_font())
            assert all(
                metrics.horizontalAdvance(t) <= chart.plot_rect().left() - 10
                for t in chart.value_labels()
            )
        finally:
            i18n.install("en")


def chart_font():
    from tabletop.games.stock_round.table.chart import AXIS_PX
    from tabletop.games.stock_round.table.pieces import font

    return font(AXIS_PX, bold=False)


def test_a_railway_without_a_train_is_said_to_withhold_and_fall_before_it_runs(shown, window):
    st = stock_round(6)
    start(st, 0, [6, 0, 0, 0, 0, 0], square=(0, 5))  # $91: withholding moves it to $83
    st.funds[0] = 300
    operating(st, 0, "network")
    table = shown(st)
    step = table.next_step()
    assert "No train" in step and "withholds" in step and "$83" in step
    assert step in table.item("prompttext").toPlainText()
    raise_button = _button(table, Raise())
    keep_button = _button(table, Keep())
    for button in (raise_button, keep_button):
        assert "no train: price falls" in button.text
    assert _prompt_clear_of_buttons(table) == []
    # in the stock round before, its director reads what its first operating round will do
    st.phase, st.order, st.op, st.turn = "turn", [], -1, 0
    step = shown(st).next_step()
    assert "Ashford & Bay: no train yet" in step and "it withholds and its price falls" in step
    # the coach says it too: the game's own position, as the window shows it
    st.phase, st.order, st.op = "network", [0], 0
    window.controller.session.state = st
    window.refresh()
    QApplication.processEvents()
    coach = window.game_screen.coach.now.text()
    assert "No train: Ashford & Bay runs for nothing, withholds and falls to $83." in coach


def test_pay_out_and_withhold_say_the_dividend_your_income_and_where_the_token_goes(shown):
    st = stock_round(6)
    start(st, 0, [3, 2, 1, 0, 0, 0], square=(0, 5))  # $91: right $100, left $83
    st.trains[0] = [TRAIN_INDEX["3"]]
    operating(st, 0, "dividend")
    st.revenue = 240
    for lang in LANGS:
        i18n.install(lang)
        try:
            table = shown(st)
            pay, keep = _button(table, Payout()), _button(table, Withhold())
            if lang == "en":
                assert pay.text == "Pay out $24/share (you: $72) → $100  [O]"
                assert keep.text == "Withhold $240 (treasury) ← $83  [W]"
                assert "$24 a share, $72 to you" in pay.toolTip()
            assert _prompt_clear_of_buttons(table) == [], lang
        finally:
            i18n.install("en")


def _button(table, move) -> ButtonItem:
    found = [b for b in table.button_items().values() if b.payload == move]
    assert found, move
    return found[0]


def test_rounds_are_named_in_the_players_language():
    i18n.install("en")
    assert [round_name(x) for x in ("Start", "SR 3", "OR 3.2")] == ["Start", "SR 3", "OR 3.2"]
    from PySide6.QtCore import QCoreApplication

    assert round_name("OR 3.2") == QCoreApplication.translate(
        "StockRoundTable", "OR {sr}.{n}"
    ).format(sr=3, n=2)


def test_train_prices_are_written_as_the_language_writes_money(qtbot):
    from PySide6.QtCore import QLocale

    from tabletop.games.stock_round.table.money import money

    QLocale.setDefault(QLocale(QLocale.Language.German))
    try:
        assert money(1100) != "$1100" and "1.100" in money(1100)
    finally:
        QLocale.setDefault(QLocale(QLocale.Language.English))


def test_a_railway_left_without_trains_is_forewarned_while_another_buys_trains(shown):
    st = stock_round(6)
    start(st, 0, [6, 0, 0, 0, 0, 0], square=(0, 5))
    start(st, 1, [6, 0, 0, 0, 0, 0], square=(1, 4))  # Ann's too, its trains rusted
    st.trains[0] = [TRAIN_INDEX["4"]]
    st.funds[0] = 500
    operating(st, 0, "trains", then=1)
    table = shown(st)
    step = table.next_step()
    assert "Blackwater Line: no train yet" in step and "Ashford & Bay: no train" not in step
    assert step in table.item("prompttext").toPlainText()
    assert _prompt_clear_of_buttons(table) == []


def test_no_text_of_the_table_overlaps_another_late_in_a_six_player_game(shown):
    from test_labels_fit import _overlaps
    from test_stock_round_table import positions

    for lang in LANGS:
        i18n.install(lang)
        try:
            for position in positions():
                seat = position.to_act() if position.to_act() is not None else 0
                table = shown(position, seat)
                assert _overlaps(table) == [], (lang, position.phase)
        finally:
            i18n.install("en")


def _trainless_later(phase: str):
    """Ann directs Ashford & Bay (a train: it runs first) and holds shares of the second
    railway, which has no train and has yet to run; Ann decides `phase`."""
    st = stock_round(6)
    start(st, 0, [3, 2, 1, 0, 0, 0], square=(0, 5))
    start(st, 1, [2, 4, 0, 0, 0, 0], square=(1, 6), director=1)
    st.trains[0] = [TRAIN_INDEX["3"]]
    if phase == "anyone":  # a stock round: Bea offers a share of the second railway
        st.phase, st.sale_railway, st.sale_seller, st.sale_left = "anyone", 1, 1, 1
        st.sale_step = 4  # Cem, Dia, Eli and Fay declined: Ann is asked
        st.held[1][1] -= 1
        st.pool[1] += 1
    elif phase == "emergency":  # Ashford & Bay lost its train, must buy one, has no cash
        st.trains[0], st.funds[0] = [], 0
        operating(st, 0, "emergency", then=1)
    else:
        operating(st, 0, "dividend", then=1)
        st.revenue = 240
    assert st.to_act() == 0
    return st


@pytest.mark.parametrize("phase", ["dividend", "anyone", "emergency"])
def test_every_decision_before_a_trainless_railway_runs_says_it_withholds_and_falls(shown, phase):
    from PySide6.QtCore import QCoreApplication

    from tabletop.games.stock_round.data import RAILWAYS
    from tabletop.games.stock_round.market import price, withheld
    from tabletop.games.stock_round.table.money import money

    st = _trainless_later(phase)
    for lang in LANGS:
        i18n.install(lang)
        try:
            table = shown(st)
            fallen = money(price(withheld((st.row[1], st.col[1]))))
            warning = QCoreApplication.translate(
                "StockRoundTable",
                "No train: {railway} runs for nothing, withholds and falls to {price}.",
            ).format(railway=RAILWAYS[1][0], price=fallen)
            box = table.item("prompttext")
            assert box.isVisible() and warning in box.toPlainText(), (lang, phase)
            words = box.sceneBoundingRect()
            assert words.bottom() <= PROMPT.bottom() and words.right() <= PROMPT.right() + 1
            assert _prompt_clear_of_buttons(table) == [], (lang, phase)
            view = table.views()[0]
            assert view.viewport().rect().contains(view.mapFromScene(words).boundingRect())
        finally:
            i18n.install("en")


def test_five_trainless_railways_are_warned_of_in_one_line_above_the_buttons(shown):
    """Ann holds shares of every railway; all but the one paying out have no train yet: one
    line names them by their codes, and the prompt's step still fits above its buttons."""
    st = stock_round(6)
    for r in range(6):
        start(st, r, [4, 2, 0, 0, 0, 0] if r == 0 else [2, 4, 0, 0, 0, 0], square=(r % 3, 5 + r))
    st.trains[0] = [TRAIN_INDEX["3"]]
    operating(st, 0, "dividend")
    st.order, st.revenue = list(range(6)), 240
    for lang in LANGS:
        i18n.install(lang)
        try:
            table = shown(st)
            text = table.item("prompttext").toPlainText()
            assert "BL, CC, DE, EU, FC" in text, lang
            assert table.item("prompttext").sceneBoundingRect().bottom() <= PROMPT.bottom()
            assert _prompt_clear_of_buttons(table) == [], lang
        finally:
            i18n.install("en")
