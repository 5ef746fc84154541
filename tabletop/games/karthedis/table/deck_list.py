"""The deck editor's pieces: how a card design is named and shown (emblem, species in the
interface language beside its printed German name, trade value, ability), and the two tables
of the editor, the collection and the deck."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from ....paths import assets_dir
from ....ui.i18n import current_language, render
from ..cards import ABILITY_TEXT, EFFECT_KEYWORD, KEYWORDS, NONE, SPECIES
from ..decks import CANON, DESIGNS, Design

# The keywords a card may carry, in the order of cards.KEYWORDS.
USED_KEYWORDS = tuple(sorted(set(EFFECT_KEYWORD.values())))

EMBLEM_PX = 20
PICTURE_PX = 132  # the chosen card's picture: its name, value and ribbon readable
# One colour per species for the stand-in emblem (a letter on a disc), until its picture exists.
SPECIES_RGB = (
    (0x9E, 0x9E, 0x9E),
    (0x5C, 0x6B, 0xC0),
    (0xD8, 0x8F, 0x3A),
    (0x8D, 0x6E, 0x63),
    (0x7C, 0xB3, 0x42),
    (0x4F, 0xA3, 0xC7),
    (0xE5, 0xB8, 0x2A),
    (0xC0, 0x5A, 0x3B),
    (0xB0, 0x6A, 0xB3),
    (0xA1, 0x4B, 0x2A),
    (0x3E, 0x8E, 0x7E),
    (0x78, 0x78, 0x5A),
)


@cache
def emblem(species: int) -> QIcon:
    """The species' emblem (assets/karthedis/emblem-N.png, N counted from 0 in the order of
    cards.SPECIES), or its German initial on a coloured disc while that picture is missing."""
    path = assets_dir() / "karthedis" / f"emblem-{species}.png"
    picture = QPixmap(str(path)) if path.is_file() else QPixmap()
    if not picture.isNull():
        return QIcon(picture)
    size = EMBLEM_PX * 2  # drawn at twice the size: crisp on high-DPI screens
    disc = QPixmap(size, size)
    disc.fill(Qt.GlobalColor.transparent)
    painter = QPainter(disc)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(*SPECIES_RGB[species]))
    painter.drawEllipse(1, 1, size - 2, size - 2)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size * 0.55))
    painter.setFont(font)
    painter.setPen(QColor("white"))
    painter.drawText(disc.rect(), Qt.AlignmentFlag.AlignCenter, SPECIES[species]["de"][0])
    painter.end()
    return QIcon(disc)


def local_name(species: int) -> str:
    """The species in the interface language: "Lynx"."""
    sp = SPECIES[species]
    return str(sp.get(current_language(), sp["en"]))


def species_name(species: int) -> str:
    """The species as the cards print it and the table and the log name it in play, then in
    the interface language: "Luchs (Lynx)"."""
    sp = SPECIES[species]
    local = sp.get(current_language(), sp["en"])
    return sp["de"] if local == sp["de"] else f"{sp['de']} ({local})"


def keyword(design: Design) -> str:
    effect = design[2]
    return render(KEYWORDS[EFFECT_KEYWORD[effect]]) if effect != NONE else "—"


def ability(design: Design) -> str:
    effect = design[2]
    return render(ABILITY_TEXT[effect]) if effect != NONE else ""


def card_title(design: Design) -> str:
    """One line naming the card as in play, then in the interface language: "Luchs 3 (Lynx)"."""
    sp = SPECIES[design[0]]
    local = sp.get(current_language(), sp["en"])
    printed = f"{sp['de']} {design[1]}"
    return printed if local == sp["de"] else f"{printed} ({local})"


PICTURE = QSizeF(92, 128)  # a card as the hand shows it (the table's logical size)


def card_picture(design: Design, height: int) -> QPixmap:
    """The card as it looks in play, `height` pixels tall."""
    from .faces import KarthedisCard

    card = CANON[design]
    factor = height / PICTURE.height()
    pix = QPixmap(int(PICTURE.width() * factor) + 2, int(PICTURE.height() * factor) + 3)
    pix.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(factor, factor)
    KarthedisCard("picture", f"card:{card}", PICTURE).paint(painter, None)
    painter.end()
    return pix


def searchable(design: Design) -> str:
    """Every word a search may find the card by, in lower case: the species in every
    language, the ability's keyword and text."""
    sp = SPECIES[design[0]]
    names = " ".join(sp[k] for k in ("de", "en", "fr", "pt"))
    return f"{names} {species_name(design[0])} {keyword(design)} {ability(design)}".lower()


class CardTable(QTableWidget):
    """A read-only table of card designs, a row each, chosen by row: Enter (collection) or
    Delete (deck) and a double-click emit `chosen` with the row's design."""

    chosen = Signal(object)

    def __init__(self, columns: int, keys: tuple[Qt.Key, ...]) -> None:
        super().__init__(0, columns)
        self.keys = keys
        self.designs: list[Design] = []
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)
        self.setIconSize(QSize(EMBLEM_PX, EMBLEM_PX))
        self.setWordWrap(False)
        rows = self.verticalHeader()
        rows.setDefaultSectionSize(max(EMBLEM_PX, self.fontMetrics().height()) + 6)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setAlternatingRowColors(True)
        self.cellDoubleClicked.connect(lambda row, _col: self._choose(row))
        self.installEventFilter(self)

    def current_design(self) -> Design | None:
        row = self.currentRow()
        if 0 <= row < len(self.designs) and not self.isRowHidden(row):
            return self.designs[row]
        return None

    def _choose(self, row: int) -> None:
        if 0 <= row < len(self.designs):
            self.chosen.emit(self.designs[row])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self and event.type() == QEvent.Type.KeyPress:
            if event.key() in self.keys:  # type: ignore[attr-defined]
                design = self.current_design()
                if design is not None:
                    self.chosen.emit(design)
                return True  # never the dialog's default button
        return super().eventFilter(watched, event)

    def set_row(self, row: int, texts: list[str], design: Design, tip: str) -> None:
        for col, text in enumerate(texts):
            item = self.item(row, col)
            if item is None:
                item = QTableWidgetItem()
                self.setItem(row, col, item)
            item.setText(text)
            item.setToolTip(tip)
            if col == 0:
                item.setIcon(emblem(design[0]))
            elif text[:1].isdigit() or text in ("∞", "—"):
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)

    def fit_columns(self, stretch: int) -> None:
        header = self.horizontalHeader()
        for col in range(self.columnCount()):
            header.setSectionResizeMode(
                col,
                QHeaderView.ResizeMode.Stretch
                if col == stretch
                else QHeaderView.ResizeMode.ResizeToContents,
            )


def card_tip(design: Design) -> str:
    words = ability(design) or QCoreApplication.translate("KarthedisDecks", "No ability.")
    return f"{card_title(design)}\n{words}"


class Collection(QGroupBox):
    """Every card of the box, a row per design with the copies left, narrowed by species,
    trade value, ability and a search; below it the chosen card's ability in full."""

    def __init__(self) -> None:
        super().__init__()
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumWidth(self.search.fontMetrics().averageCharWidth() * 18)
        self.species_filter = QComboBox()
        # the longest species name ("Gato doméstico (Hauskatze)") must not widen the dialog
        # past a small screen: the list opens wide enough anyway
        self.species_filter.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.species_filter.setMinimumContentsLength(14)
        self.species_filter.addItem("")
        for sp in range(len(SPECIES)):
            self.species_filter.addItem(emblem(sp), "")
        self.value_filter = QComboBox()
        self.value_filter.addItems([""] + [str(v) for v in range(1, 6)])
        self.keyword_filter = QComboBox()
        self.keyword_filter.addItems([""] * (2 + len(USED_KEYWORDS)))
        self.table = CardTable(4, (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Plus))
        self.table.designs = list(DESIGNS)
        self.table.setRowCount(len(DESIGNS))
        self.table.fit_columns(stretch=2)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.picture = QLabel()  # the chosen card as it looks in play
        self.picture.setFixedSize(card_picture(DESIGNS[0], PICTURE_PX).size())
        self.search_label, self.species_label = QLabel(), QLabel()
        self.value_label, self.keyword_label = QLabel(), QLabel()
        filters = QGridLayout()
        for col, (label, widget) in enumerate(
            (
                (self.search_label, self.search),
                (self.species_label, self.species_filter),
                (self.value_label, self.value_filter),
                (self.keyword_label, self.keyword_filter),
            )
        ):
            label.setBuddy(widget)
            filters.addWidget(label, 0, col)
            filters.addWidget(widget, 1, col)
        filters.setColumnStretch(0, 3)
        filters.setColumnStretch(1, 3)
        filters.setColumnStretch(3, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        below = QHBoxLayout()
        below.addWidget(self.picture)
        below.addWidget(self.detail, 1)
        layout.addLayout(below)
        self.search.textChanged.connect(self.apply_filters)
        for combo in (self.species_filter, self.value_filter, self.keyword_filter):
            combo.currentIndexChanged.connect(self.apply_filters)
        self.table.currentCellChanged.connect(lambda *_: self.show_detail())

    def apply_filters(self) -> None:
        words = self.search.text().strip().lower().split()
        species = self.species_filter.currentIndex() - 1
        value = self.value_filter.currentIndex()
        kw = self.keyword_filter.currentIndex()
        for row, design in enumerate(self.table.designs):
            effect = design[2]
            shown = (
                (species < 0 or design[0] == species)
                and (value == 0 or design[1] == value)
                and (
                    kw == 0
                    or (kw == 1 and effect == NONE)
                    or (
                        kw >= 2
                        and effect != NONE
                        and EFFECT_KEYWORD[effect] == USED_KEYWORDS[kw - 2]
                    )
                )
                and all(w in searchable(design) for w in words)
            )
            self.table.setRowHidden(row, not shown)
        if self.table.current_design() is None:  # the chosen card was filtered away
            visible = [r for r in range(self.table.rowCount()) if not self.table.isRowHidden(r)]
            if visible:
                self.table.setCurrentCell(visible[0], 0)
        self.show_detail()

    def visible_designs(self) -> list[Design]:
        table = self.table
        return [d for row, d in enumerate(table.designs) if not table.isRowHidden(row)]

    def show_left(self, left: Callable[[Design], int | None]) -> None:
        """Each row's texts, with the copies `left` for the deck (greyed when none is)."""
        palette = self.palette()
        for row, design in enumerate(self.table.designs):
            n = left(design)
            self.table.set_row(
                row,
                [
                    species_name(design[0]),
                    str(design[1]),
                    keyword(design),
                    "∞" if n is None else str(n),
                ],
                design,
                card_tip(design),
            )
            colour = palette.placeholderText() if n is not None and n <= 0 else palette.text()
            for col in range(self.table.columnCount()):
                item = self.table.item(row, col)
                if item is not None:
                    item.setForeground(colour)
        self.show_detail()

    def show_detail(self) -> None:
        design = self.table.current_design()
        if design is None:
            self.detail.setText(QCoreApplication.translate("KarthedisDecks", "No card chosen."))
            self.picture.clear()
            return
        self.picture.setPixmap(card_picture(design, PICTURE_PX))
        words = ability(design) or QCoreApplication.translate("KarthedisDecks", "No ability.")
        species = SPECIES[design[0]]
        if design[2] == NONE and species["effect"] != NONE:
            # the species' plan speaks of the ability this card lacks: not said of it
            self.detail.setText(f"{card_title(design)}: {words}")
            return
        self.detail.setText(f"{card_title(design)}: {words}\n{render(species['character'])}")

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("KarthedisDecks", "Collection"))
        self.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Every card of the box; double-click or press Enter to add one."
            )
        )
        self.search_label.setText(QCoreApplication.translate("KarthedisDecks", "&Search:"))
        self.search.setPlaceholderText(
            QCoreApplication.translate("KarthedisDecks", "Name or ability")
        )
        self.search.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Show only the cards whose name or ability has these words."
            )
        )
        self.species_label.setText(QCoreApplication.translate("KarthedisDecks", "S&pecies:"))
        self.species_filter.setItemText(
            0, QCoreApplication.translate("KarthedisDecks", "All species")
        )
        for sp in range(len(SPECIES)):
            self.species_filter.setItemText(sp + 1, species_name(sp))
        self.species_filter.setToolTip(
            QCoreApplication.translate("KarthedisDecks", "Show only the cards of one species.")
        )
        self.value_label.setText(QCoreApplication.translate("KarthedisDecks", "&Trade value:"))
        self.value_filter.setItemText(0, QCoreApplication.translate("KarthedisDecks", "All"))
        self.value_filter.setToolTip(
            QCoreApplication.translate("KarthedisDecks", "Show only the cards of one trade value.")
        )
        self.keyword_label.setText(QCoreApplication.translate("KarthedisDecks", "A&bility:"))
        self.keyword_filter.setItemText(0, QCoreApplication.translate("KarthedisDecks", "All"))
        self.keyword_filter.setItemText(
            1, QCoreApplication.translate("KarthedisDecks", "No ability")
        )
        for i, k in enumerate(USED_KEYWORDS):
            self.keyword_filter.setItemText(i + 2, render(KEYWORDS[k]))
        self.keyword_filter.setToolTip(
            QCoreApplication.translate("KarthedisDecks", "Show only the cards with one ability.")
        )
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("KarthedisDecks", "Card"),
                QCoreApplication.translate("KarthedisDecks", "Value"),
                QCoreApplication.translate("KarthedisDecks", "Ability"),
                QCoreApplication.translate("KarthedisDecks", "Left"),
            ]
        )
        self.table.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "Double-click a card or press Enter to add it to the deck."
            )
        )
        self.detail.setToolTip(
            QCoreApplication.translate(
                "KarthedisDecks", "The chosen card's ability and its species' character."
            )
        )
        for label in (self.search_label, self.species_label, self.value_label, self.keyword_label):
            label.setToolTip(label.buddy().toolTip())
        self.show_detail()
