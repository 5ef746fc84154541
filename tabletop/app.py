"""`tabletop`: the desktop app.  `tabletop --smoke-test` proves a build works without a player."""

from __future__ import annotations

import argparse
import os
import random
import sys
import traceback
from pathlib import Path

from . import APP_ID, __version__
from .ui.settings import LANGUAGES

SMOKE_MOVES = 10
SMOKE_TIMEOUT_MS = 120_000
MIN_SIZE = (640, 480)  # a --screenshot window: smaller than the app's layouts are made for
MAX_SIDE = 8192


def parse_args(argv: list[str]) -> argparse.Namespace:
    from .games import registry  # names only: no engine is imported here

    playable = [g.id for g in registry().values() if g.playable]
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="Tabletop Exchange: stock-market tabletop games against computer opponents.",
    )
    parser.add_argument(
        "--lang", "--language", choices=LANGUAGES, help="interface language for this run"
    )
    parser.add_argument("--seed", type=int, help="the seed of the deal (with --new)")
    parser.add_argument(
        "--new",
        metavar="GAME",
        choices=playable,
        help="start a new game at once ({})".format(", ".join(playable)),
    )
    parser.add_argument("--load", metavar="FILE", help="open a saved game (.ttx)")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="play a few moves of an all-computer game (of --new GAME, "
        "default take-stock), then exit",
    )
    parser.add_argument(
        "--screenshot",
        metavar="FILE",
        help="write a PNG of the window after --moves moves of --new GAME (without --new: the "
        "chooser), then exit",
    )
    parser.add_argument(
        "--size", default="1240x700", type=window_size, help="the window's size for --screenshot"
    )
    parser.add_argument(
        "--moves", type=move_count, default=0, help="moves played before --screenshot (default 0)"
    )
    parser.add_argument(
        "--players", type=int, help="seats for --screenshot: Ada and computer players"
    )
    parser.add_argument("--version", action="version", version=f"Tabletop Exchange {__version__}")
    args = parser.parse_args(argv)
    if args.screenshot:
        shot = Path(args.screenshot)
        if shot.suffix.lower() not in (".png", ".jpg", ".jpeg"):
            parser.error(f"--screenshot writes a PNG: give a file name ending in .png, not {shot}")
        folder = next((d for d in (shot.parent, *shot.parent.parents) if d.exists()), Path("."))
        if not folder.is_dir() or not os.access(folder, os.W_OK):
            parser.error(f"--screenshot cannot write into {shot.parent}")
    return args


def window_size(text: str) -> str:
    """WIDTHxHEIGHT, such as 1024x700, of a window a screen can hold."""
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not WIDTHxHEIGHT, such as 1024x700"
        ) from None
    if not (MIN_SIZE[0] <= width <= MAX_SIDE and MIN_SIZE[1] <= height <= MAX_SIDE):
        raise argparse.ArgumentTypeError(
            f"{text} is not a window size from {MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIDE}x{MAX_SIDE}"
        )
    return f"{width}x{height}"


def move_count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of moves") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"{text} moves: give 0 or more")
    return n


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)  # exits 2 on a wrong flag

    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from . import paths
    from .ui import i18n
    from .ui.settings import Settings

    QApplication.setApplicationName(paths.APP_NAME)
    QApplication.setOrganizationName(paths.APP_NAME)
    QApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(APP_ID)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    try:
        from .ui import art

        app.setWindowIcon(art.icon())
    except Exception:  # the app runs without its icon rather than not at all
        pass

    settings = Settings.load()
    i18n.install(args.lang or settings.ui_language())
    if args.smoke_test:
        return smoke_test(app, settings, args.seed, args.new or "take-stock")
    if args.screenshot:
        from .screenshot import take

        shot = (args.screenshot, args.new, args.size, args.moves, args.seed, args.players)
        return take(app, settings, *shot)

    window = open_window(args, settings)  # noqa: F841 - kept alive while the app runs
    close_on_signals(app)
    return app.exec()


def close_on_signals(app) -> None:
    """Ctrl+C or a TERM signal closes the windows properly (size remembered, threads joined).

    Python runs signal handlers only between bytecodes, so a timer lets it in regularly.
    """
    import signal

    from PySide6.QtCore import QTimer

    def close(*_args) -> None:
        app.closeAllWindows()

    signal.signal(signal.SIGINT, close)
    signal.signal(signal.SIGTERM, close)
    tick = QTimer(app)
    tick.timeout.connect(lambda: None)
    tick.start(300)


def open_window(args: argparse.Namespace, settings):
    """The main window, showing what the flags ask for (a save, a new game) or the chooser."""

    from .games import registry
    from .ui.dialogs.new_game import NewGameDialog
    from .ui.main_window import MainWindow

    window = MainWindow(settings)
    window.show()
    window.offer_resume()  # tidies the autosaves and says what was done about damaged files
    if args.load:
        window.load_from(Path(args.load))
    elif args.new:
        # The seats of the last game (or the defaults), without asking.
        info = registry()[args.new]
        setup = NewGameDialog(info, settings.last_setup.get(info.id), window)
        if args.seed is not None:
            setup.seed.setText(str(args.seed))
        window.start_game(info, setup.seats(), setup.seed_value(), setup.options())
        setup.deleteLater()
    return window


def smoke_test(app, settings, seed: int | None, game: str) -> int:
    """A game in a real window, Ada's seat played by a probe that also asks for an illegal
    move and a hint and checks both messages are shown whole; 0 once enough moves were played.
    Bruno plays Hard, with the search processes a player's computer gets: none may be left
    once the window has closed (the frozen build proves its workers start and end)."""
    import multiprocessing

    from PySide6.QtCore import QTimer

    from .ai.memory_bench import resident_mb
    from .core.session import Seat
    from .games import registry
    from .ui.main_window import MainWindow
    from .ui.probe import SeenProbe

    failures: list[str] = []

    def fail(message: str) -> None:
        failures.append(message)
        app.exit(1)

    def excepthook(kind, value, tb) -> None:
        fail("".join(traceback.format_exception(kind, value, tb)))

    sys.excepthook = excepthook
    settings.animation = "off"
    window = MainWindow(settings, persist=False)
    window.show()
    window.controller.error.connect(fail)
    seed = random.randrange(2**32) if seed is None else seed
    seats = [Seat("Ada"), Seat("Bruno", "hard"), Seat("Chiara", "random"), Seat("Dmitri", "random")]
    if not window.start_game(registry()[game], seats, seed):
        print("smoke test failed: the game did not start", file=sys.stderr)
        return 1
    session = window.controller.live
    workers = len(window.controller.search_processes())
    probe = SeenProbe(window, 0, fail)

    def check() -> None:
        probe.step()
        if probe.done and (len(session.moves) >= SMOKE_MOVES or session.state.is_terminal()):
            app.exit(0)

    poll = QTimer(interval=20)
    poll.timeout.connect(check)
    poll.start()
    QTimer.singleShot(SMOKE_TIMEOUT_MS, lambda: fail("timed out"))
    code = app.exec()
    poll.stop()
    peaks = [resident_mb(pid) for pid in window.controller.search_processes()]
    window.controller.shutdown()
    window.close()
    if multiprocessing.active_children():
        failures.append(f"processes left behind: {multiprocessing.active_children()}")
    if code or failures or len(session.moves) < min(SMOKE_MOVES, 1):
        print(
            "smoke test failed: {}".format("; ".join(failures) or f"exit code {code}"),
            file=sys.stderr,
        )
        return code or 1
    print(f"refused: {probe.refused}")
    print(f"hint: {probe.hint}")
    print(f"search processes besides this one: {workers}, all ended")
    if (app_mb := resident_mb()) is not None:
        each = ", ".join(f"{mb:.0f}" for mb in peaks if mb is not None) or "none"
        print(f"peak memory: app {app_mb:.0f} MB, search processes {each} MB")
    print(
        "smoke test passed: seed {}, {} moves played: {}".format(
            seed, len(session.moves), ", ".join(m.kind for m in session.moves)
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
