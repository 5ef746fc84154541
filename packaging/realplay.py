"""Play whole games in the real window with real input: the X server's mouse and keyboard,
driven by xdotool, as a person would.  Run under Xvfb:

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python packaging/realplay.py \\
        --game stack-market --lang fr [--games 1] [--seed 3] [--shots DIR]

Ada's seat is played by gestures: for each decision the Easy player's move is made with the
gesture the table shows for it (a drag from the piece to its zone, a click, a button, the
answer key of a question); every third gesture is a wrong one (a piece dropped where it cannot
go, an opponent's piece clicked, a key out of place).  After each gesture the script checks
the table answered it: a move, a question, a selection or a sentence on the feedback line.  It
prints every silent gesture and exits 1 if there was one.  A tool for a developer's eyes, not
a test: CI has no xdotool.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QApplication, QToolTip

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.ai.levels import make_player
from tabletop.core.session import Seat
from tabletop.games import registry
from tabletop.ui import i18n
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings import Settings

SETTLE_MS = 550  # longer than a double-click: two gestures are never read as one


def xdo(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)


class Player:
    def __init__(self, window: MainWindow, seed: int, shots: Path | None) -> None:
        self.window, self.rng, self.shots = window, random.Random(seed), shots
        c = window.controller
        self.ada = make_player("easy", c.live.info, seed)
        self.gestures = self.silent = self.wrong = 0
        self.log: list[str] = []
        self.busy = False
        self.clicked_at = QPointF()  # the last click, to say what lay under a silent one

    # --- where things are on the screen ----------------------------------------------------
    def screen(self, scene_pos: QPointF) -> tuple[int, int]:
        view = self.window.game_screen.view
        p = view.viewport().mapToGlobal(view.mapFromScene(scene_pos))
        return p.x(), p.y()

    def drag(self, item, target: QPointF) -> None:
        x, y = self.screen(item.mapToScene(item.boundingRect().center()))
        tx, ty = self.screen(target)
        xdo("mousemove", "--sync", str(x), str(y), "mousedown", "1")
        for i in range(1, 5):
            xdo("mousemove", "--sync", str(x + (tx - x) * i // 4), str(y + (ty - y) * i // 4))
        xdo("mouseup", "1")

    def click(self, scene_pos: QPointF) -> None:
        self.clicked_at = scene_pos
        if "--qtest" in sys.argv:  # Qt's synthesized events instead of the X server's
            from PySide6.QtCore import Qt
            from PySide6.QtTest import QTest

            view = self.window.game_screen.view
            QTest.mouseClick(
                view.viewport(), Qt.LeftButton, Qt.NoModifier, view.mapFromScene(scene_pos)
            )
            return
        x, y = self.screen(scene_pos)
        # a person's pointer glides and the last piece's tooltip goes with it; xdotool's jumps,
        # and a click landing on a tooltip still shown would close it instead
        xdo("mousemove", "--sync", str(x), str(y))
        QToolTip.hideText()
        QApplication.processEvents()
        xdo("click", "1")

    def key(self, name: str) -> None:
        self.window.game_screen.view.setFocus()
        xdo("key", name)

    # --- what the table answered -------------------------------------------------------------
    def mark(self):
        t, c = self.window.table, self.window.controller
        bar = self.window.game_screen.feedback
        return (
            len(c.live.moves),
            bar.said,
            t.selected,
            t.question,
            t.show_help,
            t.key_state(),  # a table's own state a gesture moves (Stack Market's aim)
            c.thinking_seat(),
        )

    def check(self, before, what: str) -> None:
        self.gestures += 1
        after = self.mark()
        if after == before:
            self.silent += 1
            t = self.window.table
            under = [
                f"{type(i).__name__}:{getattr(i, 'key', getattr(i, 'target', ''))}"
                for i in t.items(self.clicked_at)
            ][:4]
            items = [i for i in t.items(self.clicked_at) if hasattr(i, "clickable")][:2]
            flags = [
                (getattr(i, "clickable", None), getattr(i, "draggable", None), i.isVisible())
                for i in items
            ]
            c = self.window.controller
            x, y = self.screen(self.clicked_at)
            hit = QApplication.widgetAt(x, y)
            flags.append(type(hit).__name__ + ":" + (hit.objectName() if hit else ""))
            self.log.append(
                f"SILENT: {what} (under the pointer: {under} {flags}, "
                f"to act {c.live.state.to_act()}, viewer {c.viewer()}, said {after[1]})"
            )
        else:
            self.log.append(f"ok: {what} -> {self.window.game_screen.feedback.text()[:90]}")

    # --- one step ----------------------------------------------------------------------------
    def step(self) -> None:
        c, t = self.window.controller, self.window.table
        if self.busy or c.thinking_seat() != -1 or c.is_over() or not c.legal_for_viewer():
            return
        sheets = [d for d in self.window.score_dialogs if d.isVisible()]
        if sheets:  # a round's score sheet lies over the table: read, then closed
            for sheet in sheets:
                sheet.accept()
            return
        self.busy = True
        before = self.mark()
        if t.question is not None:
            answer = self.rng.choice(t.question.answers)
            self.key(answer.key)
            what = f"answer {answer.key}"
        elif self.gestures % 3 == 2 and self.wrong_gesture():
            what = self.last_wrong
            self.wrong += 1
        else:
            what = self.right_gesture()
        QTimer.singleShot(SETTLE_MS, lambda: self.done(before, what))

    def done(self, before, what: str) -> None:
        self.check(before, what)
        if "-v" in sys.argv:
            print(self.log[-1], flush=True)
        self.busy = False

    def right_gesture(self) -> str:
        c, t = self.window.controller, self.window.table
        move = self.ada.choose(c.live.state.view(0), 0).move
        for button in t.button_items().values():
            payload = button.payload
            if payload == move or getattr(payload, "move", None) == move:
                self.click(button.mapToScene(button.boundingRect().center()))
                return f"button {button.text if hasattr(button, 'text') else ''} for {move}"
        p = t.parts(move)
        pieces = [card for k, card in t.cards().items() if p.names(k, card.payload)]
        zones = t.zones()
        if pieces and p.click and pieces[0].clickable:
            self.click(pieces[0].mapToScene(pieces[0].boundingRect().center()))
            return f"click {pieces[0].key} for {move}"
        if pieces and p.target in zones and pieces[0].draggable:
            self.drag(pieces[0], zones[p.target].rect.center())
            return f"drag {pieces[0].key} to {p.target} for {move}"
        if p.click and p.target in zones:
            self.click(zones[p.target].rect.center())
            return f"click zone {p.target} for {move}"
        c.submit(0, move)  # no gesture found: say so loudly
        self.log.append(f"NO GESTURE for {move}")
        return f"(no gesture) {move}"

    def wrong_gesture(self) -> bool:
        t = self.window.table
        mine = [card for card in t.cards().values() if card.draggable and card.isVisible()]
        others = [card for card in t.cards().values() if card.payload is None and card.isVisible()]
        zones = list(t.zones().items())
        choice = self.rng.randrange(3)
        if choice == 0 and mine and zones:
            card = self.rng.choice(mine)
            targets = {t.parts(m).target for m in t.piece_moves(card)}
            wrong = [(k, z) for k, z in zones if k not in targets and card not in z.members]
            if wrong:
                key, zone = self.rng.choice(wrong)
                self.drag(card, zone.rect.center())
                self.last_wrong = f"wrong drop {card.key} on {key}"
                return True
        if choice == 1 and others:
            card = self.rng.choice(others)
            self.click(card.mapToScene(card.boundingRect().center()))
            phase = getattr(self.window.controller.live.state, "phase", "")
            self.last_wrong = f"click on {card.key} (not mine, {phase})"
            return True
        letter = self.rng.choice("abcdefghijklmnopqrstuvwxyz0123456789")
        if any(k.matches(letter) is not None for k in t.keymap()):
            self.key(letter)
            self.last_wrong = f"key {letter}"
            return True
        return False


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="stack-market")
    parser.add_argument("--lang", default="fr")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--shots", type=Path)
    parser.add_argument("--max-gestures", type=int, default=2000)
    parser.add_argument("-v", action="store_true", help="print every gesture")
    parser.add_argument("--qtest", action="store_true", help="clicks by QTest (a check)")
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    i18n.install(args.lang)
    settings = Settings(language=args.lang, animation="off")
    window = MainWindow(settings, persist=False)
    window.resize(1024, 700)
    window.show()
    info = registry()[args.game]
    total_silent = 0
    for g in range(args.games):
        names = ("Ada", "Bruno", "Chiara", "Dmitri", "Emil", "Fanny")[: args.seats]
        seats = [Seat(names[0])] + [Seat(n, "easy") for n in names[1:]]
        assert window.start_game(info, seats, args.seed + g)
        player = Player(window, args.seed + g, args.shots)
        timer = QTimer(interval=60)
        timer.timeout.connect(player.step)
        timer.start()
        while not window.controller.is_over() and player.gestures < args.max_gestures:
            app.processEvents()
        timer.stop()
        if args.shots:
            args.shots.mkdir(parents=True, exist_ok=True)
            window.grab().save(str(args.shots / f"{args.game}-{args.lang}-end-{g}.png"))
        for line in player.log:
            if not line.startswith("ok"):
                print(line)
        print(
            f"{args.game} ({args.lang}) game {g + 1}: {len(window.controller.live.moves)} moves, "
            f"{player.gestures} gestures by Ada ({player.wrong} wrong on purpose), "
            f"{player.silent} silent"
        )
        total_silent += player.silent
    window.controller.shutdown()
    return 1 if total_silent else 0


if __name__ == "__main__":
    sys.exit(main())
