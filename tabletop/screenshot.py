"""`tabletop --screenshot FILE --new GAME [--size 1024x700] [--language de] [--moves N] [--seed S]`:
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


OTHERS = ("Bruno", "Chiara", "Dmitri", "Eun-ji", "Farah", "Gustav", "Hana", "Ines")


def take(
    app,
    settings,
    file: str,
    game: str | None,
    size: str,
    moves: int,
    seed: int | None,
    players: int | None = None,
) -> int:
    """The picture of `game` after `moves` moves with `players` seats (default: 3, or the
    game's range); without a game, the picture of the chooser."""
    from PySide6.QtCore import QTimer

    from .ai.levels import make_player
    from .core.session import Seat
    from .games import registry
    from .ui.main_window import MainWindow

    width, height = (int(v) for v in size.lower().split("x"))  # checked by the parser
    info = registry()[game] if game else None
    if (
        info is not None
        and players is not None
        and not (info.min_seats <= players <= info.max_seats)
    ):
        print(
            f"--players: {info.name} takes {info.min_seats} to {info.max_seats} players, "
            f"not {players}",
            file=sys.stderr,
        )
        return 2
    settings.animation = "off"
    window = MainWindow(settings, persist=False)
    window.resize(width, height)
    window.show()
    if info is None:
        return _chooser(app, window, file)
    count = players or min(info.max_seats, max(info.min_seats, 3))
    seats = [Seat("Ada")] + [Seat(name, "easy") for name in OTHERS[: count - 1]]
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

    unwritten: list[str] = []

    def shoot() -> None:
        try:
            Path(file).parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            unwritten.append(e.strerror or str(e))
        if unwritten or not window.grab().save(file):
            unwritten.append("")
            app.exit(1)
            return
        app.exit(0)

    poll = QTimer(interval=30)
    poll.timeout.connect(step)
    poll.start()
    QTimer.singleShot(TIMEOUT_MS, lambda: app.exit(1))
    code = app.exec()
    poll.stop()
    c.shutdown()
    window.close()
    if unwritten:
        why = unwritten[0] or "the picture could not be saved there"
        print(f"no screenshot: cannot write {file}: {why}", file=sys.stderr)
    elif code:
        print(f"no screenshot: the game did not reach {moves} moves in time", file=sys.stderr)
    else:
        print(f"{file}: {game} after {len(c.live.moves)} moves, {width}x{height}")
    return code


def _chooser(app, window, file: str) -> int:
    """The chooser as a player meets it at the start (no unfinished game: nothing is read)."""
    from PySide6.QtCore import QTimer

    def shoot() -> None:
        try:
            Path(file).parent.mkdir(parents=True, exist_ok=True)
            app.exit(0 if window.grab().save(file) else 1)
        except OSError:
            app.exit(1)

    QTimer.singleShot(SETTLE_MS, shoot)
    code = app.exec()
    window.close()
    print(
        f"{file}: the chooser" if code == 0 else f"no screenshot: cannot write {file}",
        file=sys.stdout if code == 0 else sys.stderr,
    )
    return code
