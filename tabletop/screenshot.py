"""`tabletop --screenshot FILE --new GAME [--size 1024x700] [--lang de] [--moves N] [--seed S]`:
the window as a player sees it after N moves, written as a PNG, then the app exits.

The game is the new-game dialog's last setup for GAME (Ada and computer seats by default); the
moves are played by the seats themselves, Ada's by the Easy player.  The picture is taken at a
moment Ada decides where the game allows it, so the prompt shows a decision.  Nothing of the
player's (settings, autosaves, statistics) is touched.
"""

from __future__ import annotations

import sys
from pathlib import Path

SETTLE_MS = 300  # slides and the last move's outline end before the picture
TIMEOUT_MS = 180_000


def take(app, settings, file: str, game: str, size: str, moves: int, seed: int | None) -> int:
    from PySide6.QtCore import QTimer

    from .ai.levels import make_player
    from .core.session import Seat
    from .games import registry
    from .ui.main_window import MainWindow

    try:
        width, height = (int(v) for v in size.lower().split("x"))
    except ValueError:
        print(f"--size wants WIDTHxHEIGHT, such as 1024x700, not {size!r}", file=sys.stderr)
        return 2
    info = registry()[game]
    settings.animation = "off"
    window = MainWindow(settings, persist=False)
    window.resize(width, height)
    window.show()
    others = ("Bruno", "Chiara", "Dmitri")[: min(info.max_seats, max(info.min_seats, 3)) - 1]
    seats = [Seat("Ada")] + [Seat(name, "easy") for name in others]
    if not window.start_game(info, seats, 7 if seed is None else seed):
        print("the game did not start", file=sys.stderr)
        return 1
    c = window.controller
    ada = make_player("easy", info, 1)
    done: list[int] = []

    def step() -> None:
        s = c.live
        if done or c.thinking_seat() != -1:
            return
        ready = s.state.is_terminal() or len(s.moves) >= moves
        if ready and (s.state.is_terminal() or s.state.to_act() == 0):
            done.append(1)
            QTimer.singleShot(SETTLE_MS, shoot)
            return
        if s.state.to_act() == 0 and c.legal_for_viewer():
            if ready:  # Ada decides now: the picture shows it
                done.append(1)
                QTimer.singleShot(SETTLE_MS, shoot)
                return
            c.submit(0, ada.choose(s.state.view(0), 0).move)

    def shoot() -> None:
        Path(file).parent.mkdir(parents=True, exist_ok=True)
        ok = window.grab().save(file)
        app.exit(0 if ok else 1)

    poll = QTimer(interval=30)
    poll.timeout.connect(step)
    poll.start()
    QTimer.singleShot(TIMEOUT_MS, lambda: app.exit(1))
    code = app.exec()
    poll.stop()
    c.shutdown()
    window.close()
    if code:
        print(f"no screenshot: the game did not reach {moves} moves in time", file=sys.stderr)
    else:
        print(f"{file}: {game} after {len(c.live.moves)} moves, {width}x{height}")
    return code
