"""Statistics as the player meets them: a game counts once when it ends, the dialog shows it,
reset forgets it, and a damaged file never keeps the app from starting."""

from PySide6.QtWidgets import QMessageBox

from tabletop.app import open_window, parse_args
from tabletop.core.statistics import Statistics
from tabletop.ui.game_keeper import statistics_path
from tabletop.ui.settings import Settings


def play_to_the_end(shell, window, kinds=("human", "random"), seed=13):
    c = shell.start(list(kinds), seed=seed)
    while True:
        shell.wait(
            lambda: c.is_over() or (c.session.state.to_act() == 0 and c.thinking_seat() == -1),
            whole_game=True,
        )
        if c.is_over():
            return c
        window.table.moveRequested.emit(c.session.state.legal_moves()[0])


def test_a_finished_game_counts_once_and_the_dialog_shows_it(qtbot, window, shell, tmp_path):
    c = play_to_the_end(shell, window)
    won = 0 in c.session.state.winners()
    record = window.keeper.statistics.records["take-stock"]["random"]
    assert (record.played, record.won, record.lost) == (1, int(won), int(not won))
    assert record.best == c.session.state.scores()[0]
    on_disk = Statistics.load(statistics_path()).records["take-stock"]["random"]
    assert on_disk.played == 1

    # a save of the finished game, opened again, does not count again
    assert window.save_to(tmp_path / "done.ttx")
    assert window.load_from(tmp_path / "done.ttx")
    assert c.is_over() and record.played == 1
    # nor does undo and redo at the end
    if c.undo():
        c.redo()
    assert record.played == 1

    window.act_stats.trigger()
    dialog = window.dialog
    assert dialog.isVisible() and dialog.table.isVisible()
    row = [dialog.table.item(0, col).text() for col in range(dialog.table.columnCount())]
    assert row[:5] == ["Take Stock", "Random", "1", str(int(won)), str(int(not won))]
    assert row[5] == "0" and row[7] == f"{record.best:g}"  # none unfinished
    for col in range(dialog.table.columnCount()):  # every column readable, none cut
        item = dialog.table.item(0, col)
        assert dialog.table.fontMetrics().horizontalAdvance(
            item.text()
        ) <= dialog.table.columnWidth(col)
    assert (
        dialog.table.horizontalScrollBar().isHidden()
        or not dialog.table.horizontalScrollBar().isVisible()
    )

    dialog.reset_button.click()
    box = dialog.confirm
    assert box.isVisible() and "Forget all your statistics" in box.text()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.Yes).click()
    assert window.keeper.statistics.records == {}
    assert Statistics.load(statistics_path()).records == {}
    assert dialog.empty.isVisible() and not dialog.table.isVisible()


def test_hot_seat_and_computer_only_games_do_not_count(window, shell):
    c = shell.start(["random", "random"], seed=4)
    shell.wait(c.is_over, whole_game=True)
    assert window.keeper.statistics.records == {}


def test_damaged_statistics_are_moved_aside_and_said_once(qtbot, home):
    path = statistics_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"version": 1, "records": {"take-stock": {"easy": {"won": "lots"}}}}')
    window = open_window(parse_args([]), Settings.load())
    qtbot.addWidget(window)
    box = window.message_box
    assert box.isVisible() and "Your statistics could not be read" in box.text()
    assert "“records.take-stock.easy.won”" in box.text()
    assert "statistics.json.broken-" in box.text() and not path.exists()
    assert window.keeper.statistics.records == {}
