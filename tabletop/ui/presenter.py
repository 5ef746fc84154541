"""What a game tells the table base about its moves, so that gestures, hints and last moves are
solved once for every game (issue 8 §2).

INTERFACE (a game's table sets `presenter = MyPresenter()` on its TableScene subclass)::

    class Presenter:
        def parts(self, move, view) -> Parts           # what `move` moves and where to
        def last_parts(self, move, view) -> Parts      # the same, once applied (default: parts)
        def attempt(self, payload, target, view) -> Move | Text | None
                                                       # a gesture no legal move matches

    Parts(piece=None, target=None, alike=None, click=False)
        piece   sprite key of the piece the move moves, clicks or plays ("s12", "pile-draw")
        target  the DropZone target it goes to, or the zone a click picks (("row", 2), "discard")
        alike   instead of `piece`, for pieces that are alike (shares of one company): a test on
                sprite payloads; the first sprite that passes is the one outlined
        click   a click on the piece (or, with no piece, on the target zone) makes the move

    A button whose payload is the move is the button part of that move: nothing to declare.

What TableScene (table/) does with it, for every game:

* drop a sprite on a zone -> the legal moves whose parts name that sprite and that zone: one is
  requested; several go to `choose(moves, sprite)` (Take Stock asks "A or B?"); none -> the
  presenter's `attempt`: a Move is requested anyway, so the Session refuses it with the
  engine's `explain` (the rule's name reaches the feedback line through the controller), a
  Text is refused on the table at once (`refused` signal), None snaps the sprite back silently;
* click a sprite / a zone -> the same with the legal moves marked `click`; double-click or Enter
  on a sprite -> its only legal move (any target); a click that matches nothing calls the
  table's `on_idle_click` (select the piece), after `attempt` had its say;
* while a sprite is dragged in practice mode: the zones its legal moves go to light up
  ("legal", "hint" under the pointer), the others dim; its home zone is left alone;
* every layout: the pieces and zones a click plays now are outlined "legal";
* `show_hint(move)`: its piece, target and button outlined "hint";
* `show_last_move(move)`: `last_parts` outlined "last" for a moment (never a piece the viewer
  may drag: an opponent's move only touches the viewer's things by moving them).

Payloads and targets are the game's own plain values (tuples, strings, ints), and a presenter
imports no Qt, so it can be tested without a display.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.game import GameState, Move
from ..core.text import Text


@dataclass(frozen=True)
class Parts:
    """What a move moves and where to, in the table's own keys (see the module docstring)."""

    piece: str | None = None
    target: Hashable | None = None
    alike: Callable[[Any], bool] | None = None
    click: bool = False

    def names(self, key: str, payload: Any) -> bool:
        """True if the sprite `key` (carrying `payload`) is this move's piece."""
        if self.piece is not None:
            return key == self.piece
        return self.alike is not None and payload is not None and bool(self.alike(payload))


NOTHING = Parts()


class Presenter:
    """A game's moves as pieces and targets.  The defaults show nothing and refuse silently."""

    def parts(self, move: Move, view: GameState) -> Parts:
        return NOTHING

    def last_parts(self, move: Move, view: GameState) -> Parts:
        """Where an opponent's `move` shows on `view`, the position after it (by default where
        it went: a card raised now lies in its row)."""
        return self.parts(move, view)

    def attempt(self, payload: Any, target: Hashable | None, view: GameState) -> Move | Text | None:
        """A gesture that no legal move matches (`target` None: a click or double-click): the
        move the player asked for, whose refusal the engine explains; or a reason of the
        table's own when the gesture cannot mean any move (a card onto another company); or
        None when it means nothing worth a word (the base then says where the piece can go)."""
        return None

    def keys(self) -> Sequence[Key]:
        """The game's keymap, in the order the ? overlay lists it (the base adds ← → Tab,
        Enter, Space, Esc and ?)."""
        return ()

    def buttons(self, view: GameState, legal: Sequence[Move]) -> Sequence[Button]:
        """The moves the prompt offers as buttons (Done, Pay out...), each with its key."""
        return ()


# --- the keymap -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Drop:
    """A key's meaning: play the selected piece onto the zone `target` (as a drop would)."""

    target: Hashable


@dataclass(frozen=True)
class Click:
    """A key's meaning: click the zone `target` (as the mouse would)."""

    target: Hashable


# What a key asks for: a move (requested; the Session names the rule if it is refused), a drop
# of the selected piece or a click on a zone, a reason it means nothing now (said on the
# feedback line), or the name of a table action (its `key_action`) for state the table keeps
# itself (an aim, a face-down switch).
KeyAct = Move | Drop | Click | Text | str | None


@dataclass(frozen=True)
class Key:
    """One binding of a game's keymap.

    `keys` is what the player types: a letter ("r"), a digit, a span ("1-5": the number typed
    reaches `act`), or a named key of NAMED_KEYS.  `does` says what it does, for the overlay.
    `act(view, piece, n)` gets the payload of the selected piece (None if none) and the number
    typed (0 for a letter) and returns a KeyAct.  Letters work whatever the keyboard's
    language, since they are matched on the text the key types.
    """

    keys: str
    does: Text
    act: Callable[[Any, Any, int], KeyAct]

    def matches(self, typed: str) -> int | None:
        """The number `typed` stands for in this binding (0 for a plain key), or None."""
        if "-" in self.keys and len(self.keys) == 3 and typed.isdigit():
            low, high = self.keys.split("-")
            return int(typed) if low <= typed <= high else None
        return 0 if typed == self.keys else None


@dataclass(frozen=True)
class Button:
    """A move the prompt offers as a button, with its label and key."""

    move: Move
    label: Text
    key: str = ""
    tip: Text | None = None


# --- questions ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    label: Text
    key: str
    move: Move


@dataclass(frozen=True)
class Question:
    """What the table asks when one gesture could mean several moves ("A or B?", "which par?",
    "how many?"): shown in the prompt with a button and a key per answer, and Cancel (Esc)."""

    text: Text
    answers: tuple[Answer, ...]
