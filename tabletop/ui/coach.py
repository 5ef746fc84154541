"""The coach (practice mode): the decision in front of the player, explained from the engine.

What the player may do now is the viewing seat's legal moves grouped by `GameState.group`,
each group with the moves' `choice` words and a link to the rule behind it
(`GameInfo.rule_section`); on request the hint and its reason; after a refused move, the rule
that refused it.  It reads only the viewing seat's view, so it can tell nothing that seat does
not know, and every game gets it without a tutorial written by hand.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..core.game import GameInfo, GameState, Move
from ..core.text import Text
from .i18n import Retranslating, render

MAX_CHOICES = 6  # a group names this many choices, then "and N more"
RULE_LINK = "rule:"  # href prefix of a link to a rules-reference section


@dataclass
class Group:
    label: Text
    kind: str  # the first move's kind: its rule section
    choices: list[Text] = field(default_factory=list)


def group_moves(view: GameState, legal: list[Move]) -> list[Group]:
    """The legal moves as the groups a player thinks in, in the engine's order."""
    groups: dict[Text, Group] = {}
    for move in legal:
        label = view.group(move)
        group = groups.get(label)
        if group is None:
            group = groups[label] = Group(label, move.kind)
        choice = view.choice(move)
        if choice is not None and choice not in group.choices:
            group.choices.append(choice)
    return list(groups.values())


def _seat_names(text: Text, names: list[str]) -> str:
    from .game_screen import with_names

    return render(with_names(text, names))


class Coach(Retranslating, QFrame):
    ruleRequested = Signal(str)  # a rules-reference anchor
    hintRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.info: GameInfo | None = None
        self._groups: list[Group] = []
        self._names: list[str] = []
        self._headline = ""
        self._hint = ""
        self._refusal = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        self.title = QLabel()
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.now = self._wrapping()
        self.moves = self._wrapping()
        self.moves.setTextFormat(Qt.TextFormat.RichText)
        self.moves.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.moves.linkActivated.connect(self._on_link)
        self.refusal = self._wrapping()
        self.refusal.setStyleSheet("color: #a34a00;")
        self.hint_button = QPushButton()
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
        self.hint_button.clicked.connect(self.hintRequested)
        self.hint = self._wrapping()
        for w in (self.title, self.now, self.moves, self.refusal, self.hint_button, self.hint):
            layout.addWidget(w)
        self.retranslateUi()

    @staticmethod
    def _wrapping() -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        return label

    # --- what the window tells it ------------------------------------------------------------
    def show_decision(
        self, info: GameInfo | None, view: GameState | None, seat: int | None, names: list[str]
    ) -> None:
        """The decision in front of `seat` in `view` (that seat's own view)."""
        self.info, self._names = info, list(names)
        mine = (
            view is not None
            and seat is not None
            and not view.is_terminal()
            and view.to_act() == seat
        )
        self._groups = group_moves(view, view.legal_moves()) if mine and view else []
        self._render()

    def set_headline(self, text: str) -> None:
        """Whose turn it is and what to do, in the window's words."""
        self._headline = text
        self._render()

    def forget_notes(self) -> None:
        """A new position: the last hint and refusal no longer apply."""
        self._hint = self._refusal = ""
        self._render()

    def show_hint(self, text: str) -> None:
        self._hint = text
        self._render()

    def show_refusal(self, text: str) -> None:
        self._refusal = text
        self._render()

    def lines(self) -> list[str]:
        """The groups as the player reads them (for tests and the smoke test)."""
        return [self._group_text(g) for g in self._groups]

    # --- drawing -----------------------------------------------------------------------------
    def _group_text(self, group: Group) -> str:
        label = _seat_names(group.label, self._names)
        if not group.choices:
            return label
        shown = [_seat_names(c, self._names) for c in group.choices[:MAX_CHOICES]]
        more = len(group.choices) - len(shown)
        if more:
            shown.append(self.tr("and {n} more").format(n=more))
        return self.tr("{group} ({choices})").format(group=label, choices=", ".join(shown))

    def _render(self) -> None:
        self.now.setText(self._headline)
        items = []
        for group in self._groups:
            line = html.escape(self._group_text(group))
            anchor = self.info.rule_section(group.kind) if self.info is not None else None
            if anchor:
                line += ' <a href="{}{}">{}</a>'.format(
                    RULE_LINK, html.escape(anchor), html.escape(self.tr("rule"))
                )
            items.append(f"<li>{line}</li>")
        if items:
            self.moves.setText(
                "{}<ul style='margin-left:-24px'>{}</ul>".format(
                    html.escape(self.tr("You may:")), "".join(items)
                )
            )
        else:
            self.moves.setText("")
        # the hint answers "what now?": while it shows, the list of moves gives it the room
        self.moves.setVisible(bool(items) and not self._hint)
        self.refusal.setText(
            self.tr("Not allowed: {reason}").format(reason=self._refusal) if self._refusal else ""
        )
        self.refusal.setVisible(bool(self._refusal))
        self.hint.setText(self.tr("Hint: {reason}").format(reason=self._hint) if self._hint else "")
        self.hint.setVisible(bool(self._hint))
        self.hint_button.setEnabled(bool(self._groups))

    def _on_link(self, href: str) -> None:
        if href.startswith(RULE_LINK):
            self.ruleRequested.emit(href[len(RULE_LINK) :])

    def retranslateUi(self) -> None:
        self.title.setText(self.tr("Coach"))
        self.hint_button.setText(self.tr("Show a hint (F1)"))
        self.hint_button.setToolTip(
            self.tr("The strongest computer player suggests a move and says why")
        )
        self._render()
