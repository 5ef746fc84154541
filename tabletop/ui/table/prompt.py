"""The prompt, once for every table: what to do now, what the others just did, the move buttons
(each with its key), and the one way a table asks a question.

A gesture that could mean several moves (a card played to the market: A or B; a director's
certificate: which par; a sale: how many) becomes a `Question`; the prompt shows its text, a
button per answer with its key, and Cancel (Esc).  A new position answers any open question.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from ...core.game import Move
from ...core.text import QT_TRANSLATE_NOOP, Text
from ..i18n import render
from ..presenter import Answer, Question
from ..sprites import ButtonItem, CardItem
from .keys import ANSWER_FIRST, Keyboard, keycap
from .pieces import V

translate = QCoreApplication.translate
BUTTON_H = 40.0
CANCEL = QT_TRANSLATE_NOOP("TableScene", "Cancel")
WITH_KEY = QT_TRANSLATE_NOOP("TableScene", "{what} (key {key})")


@dataclass(frozen=True)
class Offer:
    """A button of the prompt: its label, key, payload (a move, an Answer, "cancel") and tip."""

    label: str
    key: str
    payload: object
    tip: str


class Prompting(Keyboard[V]):
    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.question: Question | None = None
        self.offer_keys: list[str] = []  # the prompt's buttons, as laid out last
        self._asked_for: CardItem | None = None  # the piece the question is about

    # --- questions -----------------------------------------------------------------------------
    def ask(self, question: Question, item: CardItem | None = None) -> bool:
        """Ask which move a gesture meant; the piece waits where it was dropped."""
        self.question, self._asked_for = question, item
        self.relayout(False)
        return True

    def answer(self, move: Move) -> None:
        item, self.question, self._asked_for = self._asked_for, None, None
        self.request(move, item)

    def cancel_question(self) -> bool:
        if self.question is None:
            return False
        item, self.question, self._asked_for = self._asked_for, None, None
        if item is not None and item.scene() is self:
            item.snap_home(self.animation_ms)
        self.relayout(False)
        return True

    def clear_pending(self) -> None:
        self.cancel_question()

    # --- buttons and their keys ----------------------------------------------------------------
    def offers(self) -> list[Offer]:
        """The prompt's buttons: the question's answers and Cancel, else the presenter's."""
        if self.question is not None:
            say = self.say
            out = [Offer(say(a.label), a.key, a, say(a.label)) for a in self.question.answers]
            out.append(Offer(render(CANCEL), "Esc", "cancel", render(CANCEL)))
            return out
        if self.presenter is None or self.view is None or not self.viewer_decides():
            return []
        return [
            Offer(
                self.say(b.label),
                b.key,
                b.move,
                self.say(b.tip) if b.tip is not None else self.say(self.describe(b.move)),
            )
            for b in self.presenter.buttons(self.view, self.legal)
            if b.move in self.legal
        ]

    def describe(self, move: Move) -> Text:
        return self.view.describe(move)

    def say(self, text: Text) -> str:
        """A Text of the prompt in the player's language (a table may name the seats in it:
        "Give to Ann")."""
        return render(text)

    def answer_key(self, typed: str) -> bool:
        q = self.question
        if q is not None:
            found = next((a for a in q.answers if a.key == typed), None)
            if found is not None:
                self.answer(found.move)
            else:
                keys = ", ".join(keycap(a.key) for a in q.answers)
                self.refuse_text(ANSWER_FIRST(keys=keys))
            return True
        offer = next((o for o in self.offers() if o.key and o.key == typed), None)
        if offer is not None and isinstance(offer.payload, Move):
            self.request(offer.payload)
            return True
        return False

    def on_button_clicked(self, button: ButtonItem) -> None:
        payload = button.payload
        if isinstance(payload, Answer):
            self.answer(payload.move)
        elif payload == "cancel":
            self.cancel_question()
        elif payload == "help":
            self.toggle_help()
        else:
            super().on_button_clicked(button)

    # --- the panel -----------------------------------------------------------------------------
    def viewer_decides(self) -> bool:
        """The viewing seat has a move to make now."""
        return (
            bool(self.legal)
            and self.seat is not None
            and self.view is not None
            and self.view.to_act() == self.seat
        )

    def next_step(self) -> str:
        """A few words on what the viewing seat must do now ("" if nothing)."""
        return ""

    def prompt_text(self) -> str:
        """The prompt's words: the open question, else the next step and the last note."""
        if self.question is not None:
            return render(self.question.text)
        return "\n".join(s for s in (self.next_step(), self.last_note) if s)

    def lay_prompt(self, rect: QRectF, top: float = 0.0, px: float = 15) -> float:
        """The prompt in `rect` below `top` (a table's own heading): its text, then the
        buttons with their keys and the ? button at the bottom.  Returns the text's bottom."""
        self.panel("prompt", rect, accent=self.viewer_decides() or self.question is not None)
        box = self.textbox(
            "prompttext",
            self.prompt_text(),
            rect.left() + 8,
            rect.top() + 6 + top,
            rect.width() - 16,
            px,
            tip=self.note_tip(
                translate("TableScene", "What to do now, and what the others just did.")
            ),
        )
        self.lay_offers(rect)
        return box.y() + box.boundingRect().height()

    def lay_offers(self, rect: QRectF) -> float:
        """The offers (a question's answers and Cancel, or the move buttons), each with its
        key, in rows at the bottom of `rect`, the ? button at its right.  Returns the top of
        the rows; `offer_keys` lists the buttons for ← → (after the table's pieces)."""
        buttons = []
        for i, offer in enumerate(self.offers()):
            label = offer.label + (f"  [{keycap(offer.key)}]" if offer.key else "")
            button = self.button(f"offer{i}", label, QPointF(0, 0), offer.payload)
            key = keycap(offer.key)
            button.setToolTip(render(WITH_KEY(what=offer.tip, key=key)) if offer.key else offer.tip)
            buttons.append(button)
        rows = _rows(buttons, rect.width() - 76)
        top = y = rect.bottom() - 6 - (BUTTON_H + 6) * len(rows)
        for row in rows:
            x = rect.left() + 10
            for button in row:
                button.setPos(x, y + 6)
                x += button.width() + 8
            y += BUTTON_H + 6
        self.offer_keys = [b.key for b in buttons]
        help_button = self.button(
            "helpbutton", "?", QPointF(rect.right() - 46, rect.bottom() - BUTTON_H - 6), "help"
        )
        help_button.setToolTip(translate("TableScene", "The keys of this table (key ?)."))
        return top


def _rows(buttons: list[ButtonItem], width: float) -> list[list[ButtonItem]]:
    """The buttons in rows no wider than `width`."""
    rows: list[list[ButtonItem]] = [[]]
    used = 0.0
    for b in buttons:
        if rows[-1] and used + b.width() > width:
            rows.append([])
            used = 0.0
        rows[-1].append(b)
        used += b.width() + 8
    return rows
