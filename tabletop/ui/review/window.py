"""The review window: the decisions of a finished (or saved) game beside a read-only table
showing the position before each one from the reviewed seat's view, with the move made and the
better move outlined; the chart of the seat's share of the win; "Retry this position" and
"Play from here".

The review runs off the GUI thread (worker.py) while the window shows its progress and a
Cancel button.  The session given is the window's own copy: nothing here changes a game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QStackedWidget, QVBoxLayout, QWidget

from ...ai import review as engine
from ...ai.review import Retried, Review, Reviewed
from ...core.game import NOT_LEGAL, GameState, Move
from ...core.session import Session
from ..feedback import ERROR, HINT, NOTE, REFUSED, FeedbackBar
from ..game_screen import TableView, table_column
from ..i18n import Retranslating, render
from .panel import ProgressPage, SidePanel
from .read_only import ReadOnly
from .words import headline, named, points, why
from .worker import Worker

translate = QCoreApplication.translate
REVIEW_SEED = 1  # the review's search seed: reviewing a game twice gives the same review


class ReviewWindow(Retranslating, QWidget):
    playFromHere = Signal(object, int)  # the session reviewed, moves kept
    cancelled = Signal()

    def __init__(self, session: Session, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.session, self.source = session, title
        self.names = [s.name for s in session.seats]
        self.review: Review | None = None
        self.seat: int | None = None
        self.shown: list[Reviewed] = []  # the decisions of the seat, in game order
        self.current: Reviewed | None = None
        self.view_state: GameState | None = None
        self.retrying = False
        self.retried: Retried | None = None
        self.failure = ""
        self.feedback = FeedbackBar()  # what the review says: under the table, never over it
        self.table: Any = session.info.table_class()(session.info)
        self.table.set_animation_ms(0)
        self.table.moveRequested.connect(self._on_move)
        self.table.refused.connect(lambda text: self.feedback.say(REFUSED, text))
        self.table.status.connect(lambda text: self.feedback.say(NOTE, text))
        self.worker = Worker(self)
        self.worker.progressed.connect(self._on_progress)
        self.worker.done.connect(self._on_done)
        self.worker.failed.connect(self._on_failed)
        self._judging: Reviewed | None = None  # the decision whose retry is being judged

        self.pages = QStackedWidget()
        self.progress = ProgressPage()
        self.progress.cancel.clicked.connect(self.cancel)
        self.view = TableView()
        self.view.setScene(self.table)
        self.read_only = ReadOnly(self.view, self._say_review_only)
        table_side = table_column(self.view, self.feedback)
        self.panel = SidePanel()
        page = QWidget()
        row = QHBoxLayout(page)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(table_side, 1)
        row.addWidget(self.panel)
        self.pages.addWidget(self.progress)
        self.pages.addWidget(page)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.pages)

        p = self.panel
        p.decisions.currentRowChanged.connect(self._on_row)
        p.chart.picked.connect(self.show_number)
        p.seats.currentIndexChanged.connect(self._on_seat)
        p.previous.clicked.connect(lambda: self.step(-1))
        p.next.clicked.connect(lambda: self.step(1))
        p.retry.clicked.connect(self.toggle_retry)
        p.play_on.clicked.connect(self._play_from_here)
        self.steps = [
            QShortcut(QKeySequence(Qt.Key.Key_Left), self, lambda: self.step(-1)),
            QShortcut(QKeySequence(Qt.Key.Key_Right), self, lambda: self.step(1)),
        ]
        # ← → wherever the focus is (the list and the table would take them for their own)
        for widget in (self.view, self.view.viewport(), p.decisions, p.retry, p.play_on):
            widget.installEventFilter(self)
        self.resize(1024, 700)
        self.retranslateUi()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and not self.retrying:
            by = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(event.key())  # type: ignore[attr-defined]
            if by is not None:
                self.step(by)
                return True
        return super().eventFilter(watched, event)

    # --- running the review ------------------------------------------------------------------
    def start(self, seats: list[int] | None = None) -> None:
        session = self.session
        self.worker.start(
            lambda progress: engine.review_session(
                session, seats, seed=REVIEW_SEED, progress=progress
            )
        )

    def cancel(self) -> None:
        self.worker.cancel()
        self.progress.cancel.setEnabled(False)
        self.progress.label.setText(translate("Review", "Cancelling the review…"))

    def _on_progress(self, done: int, total: int) -> None:
        if self._judging is not None or self.worker.cancelled():
            return
        self.progress.bar.setRange(0, max(1, total))
        self.progress.bar.setValue(done)
        self.progress.label.setText(self._progress_text(done, total))

    def _progress_text(self, done: int, total: int) -> str:
        return translate("Review", "Reviewing {game}: decision {done} of {total}…").format(
            game=self.session.info.name, done=done, total=total
        )

    def _on_done(self, result: Any) -> None:
        if self._judging is not None:
            judged, self._judging = self._judging, None
            # the player may have moved on to another decision meanwhile: then it is stale
            if isinstance(result, Retried) and judged is self.current and self.retrying:
                self._judged(result)
            return
        if result is None:  # cancelled
            self.cancelled.emit()
            self.close()
            return
        self.review = result
        self.pages.setCurrentIndex(1)
        seats = list(result.seats)
        self.panel.seats.blockSignals(True)
        self.panel.seats.clear()
        for s in seats:
            self.panel.seats.addItem(self.names[s], s)
        self.panel.seats.blockSignals(False)
        for widget in (self.panel.seats, self.panel.seat_label):  # a choice only with two
            widget.setVisible(len(seats) > 1)
        self._on_seat(0)

    def _on_failed(self, text: str) -> None:
        self._judging = None
        self.read_only.active = not self.retrying  # a retry may be tried again
        self.failure = text
        message = translate("Review", "The review failed: {error}").format(error=text)
        if self.review is None:
            self.progress.label.setText(message)
            self.progress.bar.setRange(0, 1)
            self.progress.cancel.setEnabled(True)
            self.progress.cancel.clicked.disconnect()
            self.progress.cancel.clicked.connect(self.close)
            self.progress.cancel.setText(translate("Review", "Close"))
        else:
            self.feedback.say(ERROR, message)

    # --- the decisions -----------------------------------------------------------------------
    def _on_seat(self, index: int) -> None:
        review = self.review
        seat = self.panel.seats.itemData(index) if index >= 0 else None
        if review is None or seat is None:
            return
        self.seat = seat
        self.shown = [d for d in review.decisions if d.seat == seat]
        marked = review.marked(seat)
        self.panel.decisions.fill(self.shown, marked)
        shares = dict(review.curve(seat))
        dots = [
            (d.number, shares.get(d.number, d.played_share), d.mark)
            for d in marked
            if d.mark is not None
        ]
        self.panel.chart.set_curve(review.curve(seat), dots, len(self.session.moves))
        self._say_accuracy()
        first = marked[0] if marked else (self.shown[0] if self.shown else None)
        if first is not None:
            self.show_number(first.number)
        else:
            self._show(None)

    def _say_accuracy(self) -> None:
        if self.review is None:
            return
        self.panel.accuracy.setText(
            "\n".join(
                translate("Review", "Accuracy of {name}: {accuracy} %").format(
                    name=self.names[s], accuracy=points(self.review.accuracy(s))
                )
                for s in self.review.seats
            )
        )

    def show_number(self, number: int) -> None:
        rows = [i for i, d in enumerate(self.shown) if d.number == number]
        if rows:
            self.panel.decisions.setCurrentRow(rows[0])

    def step(self, by: int) -> None:
        if self.retrying or not self.shown:
            return
        row = self.panel.decisions.currentRow() + by
        self.panel.decisions.setCurrentRow(max(0, min(len(self.shown) - 1, row)))

    def _on_row(self, row: int) -> None:
        self._show(self.shown[row] if 0 <= row < len(self.shown) else None)

    def _show(self, d: Reviewed | None) -> None:
        """The position before decision `d`, as its seat saw it, with the move made and the
        better move outlined; the decision in words beside it."""
        self._leave_retry()
        self.current, self.retried = d, None
        self.feedback.clear()
        self.panel.chart.set_current(d.number if d is not None else None)
        self.panel.retry.setEnabled(d is not None)
        self.panel.play_on.setEnabled(d is not None)
        if d is None:
            self.view_state = None
            self._words()
            return
        self.view_state = engine.view_before(self.session, d.number, d.seat)
        self._lay(d)
        self._outline(d.played)
        self._words()

    def _lay(self, d: Reviewed) -> None:
        """The position as the seat saw it when deciding: its pieces, buttons and the moves
        it could make (a move made with a button needs the button on the table to be
        outlined); read_only keeps them from being played outside a retry."""
        view = self.view_state
        if view is not None:
            self.table.show_state(view, d.seat, view.legal_moves(), self.names, False)

    def _outline(self, played: Move) -> None:
        """The move made in orange ("last"), the better move in yellow ("hint"), nothing
        else: what could be played then is not the point here."""
        d, t = self.current, self.table
        if d is None:
            return
        for card in t.cards().values():
            if card.mark == "legal":
                card.set_mark("")
        for zone in t.zones().values():
            if zone.mode == "legal":
                zone.set_mode("")
        # the base's "last" spares a draggable piece and a zone already outlined (an
        # opponent's move); here the seat's own move is the point
        parts = t.parts(played)
        for button in t.button_items().values():
            if button.payload == played:
                button.set_mark("last")
        piece = next((c for k, c in t.cards().items() if parts.names(k, c.payload)), None)
        if piece is not None:
            piece.set_mark("last")
        zone = t.zones().get(parts.target) if parts.target is not None else None
        if zone is not None:
            zone.set_mode("last")
        if d.best != played:
            t.show_hint(d.best)

    def _words(self) -> None:
        p, d = self.panel, self.current
        view = self.view_state
        p.previous.setEnabled(d is not None and not self.retrying)
        p.next.setEnabled(d is not None and not self.retrying)
        if d is None or view is None:
            for label in (p.title, p.played, p.better, p.reason, p.legend):
                label.setText("")
            p.title.setText(translate("Review", "No decision of this player to review."))
            return
        p.title.setText(headline(d))
        if self.retrying:
            p.played.setText(
                translate(
                    "Review",
                    "Your move: play this decision again on the table. The review says "
                    "afterwards how good it was.",
                )
            )
            for label in (p.better, p.reason, p.legend):
                label.setText("")
            return
        r = self.retried
        played = r.move if r is not None else d.played
        mine = (
            translate("Review", "Your retry: {move}")
            if r
            else translate("Review", "Played: {move}")
        )
        p.played.setText(mine.format(move=named(view.describe(played), self.names)))
        better = d.best != played
        p.better.setText(
            translate("Review", "Better: {move}").format(
                move=named(view.describe(d.best), self.names)
            )
            if better
            else ""
        )
        p.better.setVisible(better)
        p.reason.setText(self._retry_words(r) if r is not None else why(d, self.names))
        if r is not None:
            legend = (
                translate(
                    "Review",
                    "On the table: your retry is outlined in orange, the better move in yellow.",
                )
                if better
                else translate("Review", "On the table: your retry is outlined in orange.")
            )
        else:
            legend = (
                translate(
                    "Review",
                    "On the table: the move made is outlined in orange, the better move in yellow.",
                )
                if better
                else translate("Review", "On the table: the move made is outlined in orange.")
            )
        p.legend.setText(legend)

    # --- retry and play on -------------------------------------------------------------------
    def toggle_retry(self) -> None:
        d = self.current
        if d is None or self.view_state is None:
            return
        if self.retrying:
            self._show(d)
            return
        self.retrying, self.retried = True, None
        self.read_only.active = False
        for s in self.steps:
            s.setEnabled(False)
        self._lay(d)
        self.panel.retry.setText(translate("Review", "Stop retrying"))
        self.feedback.say(NOTE, translate("Review", "Play the decision again on the table."))
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._words()

    def _leave_retry(self) -> None:
        self.retrying = False
        self.read_only.active = True
        for s in self.steps:
            s.setEnabled(True)
        self._retranslate_retry()

    def _on_move(self, move: Move) -> None:
        d = self.current
        if not self.retrying or d is None:
            self._say_review_only()
            return
        if self.worker.running():
            self._say_review_only()  # one answer at a time: it says to wait
            return
        if move not in self.table.legal:  # a gesture the presenter turned into a rule's refusal
            reason = self.view_state.explain(move) if self.view_state is not None else None
            self.table.reject()
            self.feedback.say(REFUSED, render(reason or NOT_LEGAL))
            return
        self.read_only.active = True  # one answer at a time
        self._judging = d
        session = self.session
        self.feedback.say(NOTE, translate("Review", "Judging your move…"))
        self.worker.start(lambda _progress: engine.retry(session, d, move, seed=REVIEW_SEED))

    def _judged(self, r: Retried) -> None:
        d = self.current
        if d is None:
            return
        self._leave_retry()
        self.retried = r
        self._lay(d)
        self._outline(r.move)
        self.feedback.say(HINT if r.good else REFUSED, self._retry_verdict(r))
        self._words()

    def _retry_verdict(self, r: Retried) -> str:
        if r.good:
            return translate(
                "Review", "Well played: this move gives away {drop} points, less than 3."
            ).format(drop=points(r.drop))
        return translate(
            "Review", "Not yet: this move gives away {drop} points. Try again or read why."
        ).format(drop=points(r.drop))

    def _retry_words(self, r: Retried) -> str:
        return self._retry_verdict(r) + " " + named(r.reason, self.names)

    def _play_from_here(self) -> None:
        if self.current is not None:
            self.playFromHere.emit(self.session, self.current.number)

    def _say_review_only(self) -> None:
        if self._judging is not None:
            self.feedback.say(NOTE, translate("Review", "Judging your move… a moment, please."))
            return
        self.feedback.say(
            REFUSED,
            translate(
                "Review",
                "This is a review: nothing can be played on this table. Press “Retry this "
                "position” to play the decision again.",
            ),
        )

    # --- words -------------------------------------------------------------------------------
    def _retranslate_retry(self) -> None:
        self.panel.retry.setText(
            translate("Review", "Stop retrying")
            if self.retrying
            else translate("Review", "&Retry this position")
        )

    def retranslateUi(self) -> None:
        p = self.panel
        self.setWindowTitle(
            translate("Review", "Review of {game} – {file}").format(
                game=self.session.info.name, file=self.source
            )
        )
        p.seat_label.setText(translate("Review", "&Player:"))
        p.list_label.setText(translate("Review", "&Decisions"))
        p.previous.setToolTip(translate("Review", "The decision before (key ←)"))
        p.next.setToolTip(translate("Review", "The next decision (key →)"))
        p.play_on.setText(translate("Review", "Play &from here"))
        p.play_on.setToolTip(
            translate("Review", "A new game from this position against the same players")
        )
        p.chart.setToolTip(
            translate(
                "Review",
                "The player's estimated share of the win over the game; the dots are the "
                "marked decisions (a click shows one).",
            )
        )
        self.progress.cancel.setText(
            translate("Review", "Close") if self.failure else translate("Review", "Cancel")
        )
        if self.review is None and not self.worker.cancelled() and not self.failure:
            bar = self.progress.bar
            self.progress.label.setText(
                self._progress_text(bar.value(), bar.maximum())
                if bar.maximum()
                else translate("Review", "Reviewing {game}…").format(game=self.session.info.name)
            )
        self._retranslate_retry()
        if self.review is not None:
            p.decisions.relabel(self.shown)
            self._say_accuracy()
            self.table.retranslate()
            self._words()

    def closeEvent(self, event) -> None:
        # the search stops after the decision it is on; the window does not wait for it long
        self.worker.cancel()
        self.worker.wait(0.5)
        super().closeEvent(event)
