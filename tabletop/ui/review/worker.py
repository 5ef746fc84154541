"""Work off the GUI thread (a review, a retried move's judgement) that can be cancelled: the
window keeps answering while the search runs.  As in the controller, the thread puts its
results in a plain queue and only wakes the GUI thread with a bare signal."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal


class Worker(QObject):
    progressed = Signal(int, int)  # done, in all
    done = Signal(object)  # the result (None: cancelled)
    failed = Signal(str)
    _wake = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._cancelled = threading.Event()
        self._thread: threading.Thread | None = None
        self._wake.connect(self._drain, Qt.ConnectionType.QueuedConnection)

    def start(self, work: Callable[[Callable[[int, int], bool]], Any]) -> None:
        """Run work(progress) in a thread; progress(done, all) returns False once cancelled."""
        self._cancelled.clear()

        def progress(done: int, total: int) -> bool:
            self._post(("progress", done, total))
            return not self._cancelled.is_set()

        def run() -> None:
            try:
                self._post(("done", work(progress)))
            except Exception as e:  # said in the window, never lost in the thread
                self._post(("failed", str(e) or type(e).__name__))

        self._thread = threading.Thread(target=run, name="review", daemon=True)
        self._thread.start()

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def cancel(self) -> None:
        self._cancelled.set()

    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def wait(self, seconds: float = 30.0) -> None:
        """Until the thread has ended (the window closing)."""
        if self._thread is not None:
            self._thread.join(seconds)

    def _post(self, item: tuple) -> None:
        self._queue.put(item)
        try:
            self._wake.emit()
        except RuntimeError:  # the window is gone: nobody waits for the answer
            pass

    def _drain(self) -> None:
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                return
            if item[0] == "progress":
                self.progressed.emit(item[1], item[2])
            elif item[0] == "done":
                self.done.emit(None if self._cancelled.is_set() else item[1])
            else:
                self.failed.emit(item[1])
