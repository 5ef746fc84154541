"""Free deck building at the screen: each human player picks 20 cards in the deck editor, in
seat order, before the game starts.

`prepare` is Karthedis' GameInfo.prepare hook: the main window calls it after the new-game
dialog.  With the option "Free deck building" it opens one DeckEditor per human seat, one after
the other (the title names the player: at one computer the players take turns, and an editor
shows only the copies the decks before it left, never those decks), then the computer seats'
decks are built by their own plan (decks.fill_decks) and the game starts with every deck in
its options.  Cancel in any editor cancels the new game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ....core.text import QT_TRANSLATE_NOOP
from ....paths import user_data_dir
from ....ui.i18n import Retranslating, render, seat_name
from ..cards import DECK_SIZE
from ..decks import (
    CANON,
    DESIGN,
    DESIGNS,
    DeckError,
    Design,
    copies_left,
    fill_decks,
    load_deck,
    over_limit,
    save_deck,
)
from .deck_list import CardTable, Collection, card_tip, card_title, keyword, local_name

FULL_RGB = "#1b7f3b"  # the counter at exactly 20: green (on light and dark palettes alike)


class DeckEditor(Retranslating, QDialog):
    """One player's deck: the collection (filters, search, copies left) beside the deck."""

    def __init__(
        self,
        player: str,
        available: dict[Design, int] | None,
        offer_unlimited: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.player = player
        self.available = available  # copies the other decks left; None: no limit at all
        self.cards: list[int] = []

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.collection_box = Collection()
        self.collection = self.collection_box.table
        # --- add and remove
        self.add_button, self.remove_button = QPushButton(), QPushButton()
        middle = QVBoxLayout()
        middle.addStretch(1)
        middle.addWidget(self.add_button)
        middle.addWidget(self.remove_button)
        middle.addStretch(1)
        # --- the deck
        self.deck_box = QGroupBox()
        self.name_label, self.name = QLabel(), QLineEdit()
        self.name.setMaxLength(60)
        self.name_label.setBuddy(self.name)
        self.counter = QLabel()
        self.counter.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.deck_table = CardTable(4, (Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Minus))
        self.deck_table.fit_columns(stretch=1)
        self.fill_button, self.clear_button = QPushButton(), QPushButton()
        self.load_button, self.save_button = QPushButton(), QPushButton()
        right = QVBoxLayout(self.deck_box)
        top = QHBoxLayout()
        top.addWidget(self.name_label)
        top.addWidget(self.name, 1)
        top.addWidget(self.counter)
        right.addLayout(top)
        right.addWidget(self.deck_table, 1)
        tools = QGridLayout()
        tools.addWidget(self.fill_button, 0, 0)
        tools.addWidget(self.clear_button, 0, 1)
        tools.addWidget(self.load_button, 1, 0)
        tools.addWidget(self.save_button, 1, 1)
        right.addLayout(tools)
        self.unlimited = QCheckBox()
        self.unlimited.setChecked(offer_unlimited)
        right.addWidget(self.unlimited)
        self.unlimited.setHidden(not offer_unlimited)
        # --- below
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button.setAutoDefault(False)
        self.ok_button.setDefault(False)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        columns = QHBoxLayout()
        columns.addWidget(self.collection_box, 3)
        columns.addLayout(middle)
        columns.addWidget(self.deck_box, 2)
        layout.addLayout(columns, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

        self.collection.chosen.connect(self.add)
        self.deck_table.chosen.connect(self.remove)
        self.add_button.clicked.connect(self._add_current)
        self.remove_button.clicked.connect(self._remove_current)
        self.fill_button.clicked.connect(self.random_fill)
        self.clear_button.clicked.connect(self.clear)
        self.load_button.clicked.connect(self.ask_load)
        self.save_button.clicked.connect(self.ask_save)
        self.unlimited.toggled.connect(lambda _on: self.refresh())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.retranslateUi()
        self.collection.setCurrentCell(0, 0)
        self.resize(980, 620)

    # --- the deck --------------------------------------------------------------------------
    def limits(self) -> dict[Design, int] | None:
        """The copies this deck may take of each design (None: as many as wanted)."""
        return None if self.unlimited.isChecked() else self.available

    def left(self, design: Design) -> int | None:
        """Copies of `design` still free for this deck (None: no limit)."""
        limits = self.limits()
        if limits is None:
            return None
        return limits.get(design, 0) - sum(1 for c in self.cards if DESIGN[c] == design)

    def deck(self) -> list[int]:
        return sorted(self.cards)

    def add(self, design: Design) -> bool:
        left = self.left(design)
        if len(self.cards) >= DECK_SIZE:
            self.say(
                QCoreApplication.translate(
                    "KarthedisDecks", "The deck is full: remove a card first."
                )
            )
            return False
        if left is not None and left <= 0:
            self.say(
                QCoreApplication.translate("KarthedisDecks", "No copy of {card} is left.").format(
                    card=card_title(design)
                )
            )
            return False
        self.cards.append(CANON[design])
        self.say("")
        self.refresh()
        return True

    def remove(self, design: Design) -> bool:
        card = CANON[design]
        if card not in self.cards:
            return False
        self.cards.remove(card)
        self.say("")
        self.refresh()
        return True

    def _add_current(self) -> None:
        design = self.collection.current_design()
        if design is not None:
            self.add(design)

    def _remove_current(self) -> None:
        design = self.deck_table.current_design()
        if design is not None:
            self.remove(design)

    def clear(self) -> None:
        self.cards.clear()
        self.refresh()

    def random_fill(self) -> None:
        """Complete the deck with cards drawn at random from the copies left."""
        pool = []
        for d in DESIGNS:
            left = self.left(d)
            pool.extend([d] * (DECK_SIZE if left is None else max(0, left)))
        random.shuffle(pool)
        for d in pool[: DECK_SIZE - len(self.cards)]:
            self.cards.append(CANON[d])
        self.refresh()

    def set_deck(self, name: str, cards: list[int]) -> bool:
        """Replace the deck, if its cards are all left; else say which is not and keep it."""
        problem = over_limit(cards, self.limits())
        if problem is not None:
            self.warn(render(problem))
            return False
        self.cards = [CANON[DESIGN[c]] for c in cards]
        self.name.setText(name)
        self.refresh()
        return True

    def say(self, text: str) -> None:
        self.status.setText(text)

    def warn(self, text: str) -> None:
        self.say(text)
        QMessageBox.warning(
            self,
            QCoreApplication.translate("KarthedisDecks", "Deck for {player}").format(
                player=self.player
            ),
            text,
        )

    # --- files -----------------------------------------------------------------------------
    def _file_filter(self) -> str:
        return QCoreApplication.translate("KarthedisDecks", "Karthedis decks (*.json)")

    def _folder(self) -> Path:
        folder = user_data_dir() / "decks"
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return user_data_dir()
        return folder

    def ask_save(self) -> bool:
        if len(self.cards) != DECK_SIZE:
            self.say(
                QCoreApplication.translate(
                    "KarthedisDecks", "Only a deck of exactly 20 cards can be saved."
                )
            )
            return False
        title = self.name.text().strip() or self.player
        start = self._folder() / f"{_file_stem(title)}.json"
        name, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("KarthedisDecks", "Save deck"),
            str(start),
            self._file_filter(),
        )
        if not name:
            return False
        path = Path(name)
        if path.suffix != ".json":
            path = path.with_name(path.name + ".json")
        try:
            save_deck(path, title, self.deck())
        except DeckError as e:
            self.warn(render(e.message))
            return False
        self.say(
            QCoreApplication.translate("KarthedisDecks", "Saved as {file}").format(file=path.name)
        )
        return True

    def ask_load(self) -> bool:
        name, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("KarthedisDecks", "Load deck"),
            str(self._folder()),
            self._file_filter(),
        )
        if not name:
            return False
        try:
            title, cards = load_deck(Path(name))
        except DeckError as e:
            self.warn(render(e.message))
            return False
        if not self.set_deck(title, cards):
            return False
        self.say(
            QCoreApplication.translate("KarthedisDecks", "Loaded {file}").format(
                file=Path(name).name
            )
        )
        return True

    # --- showing it ------------------------------------------------------------------------
    def refresh(self) -> None:
        """The copies left, the deck's rows, its counter and what OK says."""
        self.collection_box.show_left(self.left)
        counts: dict[Design, int] = {}
        for c in self.deck():
            counts[DESIGN[c]] = counts.get(DESIGN[c], 0) + 1
        designs = [d for d in DESIGNS if d in counts]
        current = self.deck_table.current_design()
        self.deck_table.designs = designs
        self.deck_table.setRowCount(len(designs))
        for row, design in enumerate(designs):
            self.deck_table.set_row(
                row,
                [
                    f"{counts[design]} ×",
                    local_name(design[0]),
                    str(design[1]),
                    keyword(design),
                ],
                design,
                card_tip(design),
            )
        if current in designs:
            self.deck_table.setCurrentCell(designs.index(current), 0)
        n = len(self.cards)
        self.counter.setText(f"{n} / {DECK_SIZE}")
        self.counter.setStyleSheet(
            f"color: {FULL_RGB}; font-weight: bold;" if n == DECK_SIZE else ""
        )
        self.counter.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Cards in the deck: exactly 20 are needed, no more, no fewer."
            )
        )
        complete = n == DECK_SIZE
        self.ok_button.setEnabled(complete)
        if complete:
            self.ok_button.setToolTip(
                QCoreApplication.translate("KarthedisDecks", "Play with this deck.")
            )
        else:
            self.ok_button.setToolTip(
                render(
                    QT_TRANSLATE_NOOP(
                        "KarthedisDecks",
                        "The deck holds %n card(s): add {more} more to reach exactly 20.",
                        None,
                        1,
                    )(n=n, more=DECK_SIZE - n)
                )
            )
        self.fill_button.setEnabled(not complete)
        self.save_button.setEnabled(complete)

    def retranslateUi(self) -> None:
        self.setWindowTitle(
            QCoreApplication.translate("KarthedisDecks", "Deck for {player}").format(
                player=self.player
            )
        )
        self.intro.setText(
            QCoreApplication.translate(
                "KarthedisDecks",
                "{player}, build your deck of exactly 20 cards from the cards at hand. The "
                "collection shows how many copies of each card are still left.",
            ).format(player=self.player)
        )
        self.collection_box.retranslate()
        self.add_button.setText(QCoreApplication.translate("KarthedisDecks", "&Add →"))
        self.add_button.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Add the chosen card of the collection (Enter)."
            )
        )
        self.remove_button.setText(QCoreApplication.translate("KarthedisDecks", "← &Remove"))
        self.remove_button.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Take the chosen card out of the deck (Delete)."
            )
        )
        self.deck_box.setTitle(QCoreApplication.translate("KarthedisDecks", "Your deck"))
        self.deck_box.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "The cards of your deck; nobody else sees them."
            )
        )
        self.name_label.setText(QCoreApplication.translate("KarthedisDecks", "&Name:"))
        self.name.setPlaceholderText(QCoreApplication.translate("KarthedisDecks", "My deck"))
        self.name.setToolTip(
            QCoreApplication.translate("KarthedisDecks", "The deck's name, saved with it.")
        )
        self.name_label.setToolTip(self.name.toolTip())
        self.intro.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks",
                "Players at one screen take turns: each sees the copies left, never the "
                "other players' decks.",
            )
        )
        self.deck_table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("KarthedisDecks", "Copies"),
                QCoreApplication.translate("KarthedisDecks", "Card"),
                QCoreApplication.translate("KarthedisDecks", "Value"),
                QCoreApplication.translate("KarthedisDecks", "Ability"),
            ]
        )
        self.deck_table.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Double-click a card or press Delete to take it out of the deck."
            )
        )
        self.fill_button.setText(QCoreApplication.translate("KarthedisDecks", "Random &fill"))
        self.fill_button.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Complete the deck with random cards that are left."
            )
        )
        self.clear_button.setText(QCoreApplication.translate("KarthedisDecks", "&Clear"))
        self.clear_button.setToolTip(
            QCoreApplication.translate("KarthedisDecks", "Take every card out of the deck.")
        )
        self.load_button.setText(QCoreApplication.translate("KarthedisDecks", "&Load deck…"))
        self.load_button.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Open a deck saved before (it replaces this one)."
            )
        )
        self.save_button.setText(QCoreApplication.translate("KarthedisDecks", "Sa&ve deck…"))
        self.save_button.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Save the complete deck to a file to play it again."
            )
        )
        self.unlimited.setText(
            QCoreApplication.translate("KarthedisDecks", "Allow more copies than one box holds")
        )
        self.unlimited.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks",
                "As if the game had been bought more than once: this deck may take any card "
                "as often as you like.",
            )
        )
        self.status.setToolTip(QCoreApplication.translate("KarthedisDecks", "What happened last."))
        self.ok_button.setText(QCoreApplication.translate("KarthedisDecks", "Play with this deck"))
        self.cancel_button.setText(QCoreApplication.translate("KarthedisDecks", "Cancel the game"))
        self.cancel_button.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Start no game: back to the table as it was."
            )
        )
        self.refresh()


def _file_stem(title: str) -> str:
    stem = "".join(ch if ch.isalnum() or ch in " -_" else "_" for ch in title).strip()
    return stem[:40] or "deck"


# --- the GameInfo.prepare hook ---------------------------------------------------------------


class DeckBuilding(QObject):
    """The human seats' editors one after the other, then the computer seats' decks."""

    def __init__(
        self,
        parent: QWidget,
        seats: list[Any],
        seed: int,
        options: dict[str, Any],
        done: Callable[[dict[str, Any] | None], None],
    ) -> None:
        super().__init__(parent)
        self.window, self.seats, self.seed = parent, seats, seed
        self.options, self.done = dict(options), done
        self.unlimited = bool(options.get("unlimited_copies"))
        self.decks: list[list[int] | None] = [None] * len(seats)
        self.editor: DeckEditor | None = None

    def next(self) -> None:
        humans = [i for i, s in enumerate(self.seats) if s.is_human and self.decks[i] is None]
        if not humans:
            self._finish()
            return
        seat = humans[0]
        built = [d for d in self.decks if d is not None]
        available = copies_left(built, self.unlimited)
        editor = DeckEditor(
            seat_name(self.seats[seat].name, seat), available, self.unlimited, self.window
        )
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.accepted.connect(lambda: self._built(seat, editor))
        editor.rejected.connect(self._cancelled)
        self.editor = editor
        editor.open()

    def _built(self, seat: int, editor: DeckEditor) -> None:
        self.decks[seat] = editor.deck()
        self.editor = None
        self.next()

    def _cancelled(self) -> None:
        self.editor = None
        self.done(None)
        self.deleteLater()

    def _finish(self) -> None:
        levels = [s.kind for s in self.seats]
        try:
            decks = fill_decks(self.decks, self.seed, self.unlimited, levels)
        except DeckError as e:  # cannot happen with the editors' limits; said, never raised
            QMessageBox.warning(self.window, "Tabletop Exchange", render(e.message))
            self.done(None)
        else:
            options = dict(self.options, setup="build", decks=decks)
            options["unlimited_copies"] = self.unlimited
            self.done(options)
        self.deleteLater()


def prepare(
    parent: QWidget,
    seats: list[Any],
    seed: int,
    options: dict[str, Any],
    done: Callable[[dict[str, Any] | None], None],
) -> None:
    """Karthedis' GameInfo.prepare: the decks of free deck building; other setups need
    nothing, and start at once."""
    if options.get("setup") != "build":
        done(options)
        return
    DeckBuilding(parent, seats, seed, options, done).next()
