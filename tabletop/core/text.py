"""Language-neutral messages.

Engines never import Qt, yet every message they produce (a rejection, a log line) must reach
the player in their language.  An engine therefore builds a `Text`: the English source plus a
translation context and named arguments.  The UI renders it through Qt's translator; the CLI
renders the English source.

`QT_TRANSLATE_NOOP` keeps its Qt name on purpose: pyside6-lupdate recognises the call by name
and extracts the literal, so every engine message lands in the .ts files.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Translate = Callable[..., str]  # (context, source[, disambiguation, n]): QCoreApplication's

# A message with a count says so with "%n" in its source and a `n` (or `count`) argument: it is
# translated with Qt's plural forms ("%n card(s)" -> "1 card", "2 cards", "1 Karte", "2 Karten").
COUNT_ARGS = ("n", "count")


@dataclass(frozen=True)
class Text:
    context: str
    source: str
    args: tuple[tuple[str, Any], ...] = ()

    def __call__(self, **args: Any) -> Text:
        """The same message with (more) named arguments filled in."""
        return Text(self.context, self.source, self.args + tuple(args.items()))

    def count(self) -> int | None:
        """The number a plural message is about (its `n` or `count` argument), else None."""
        if "%n" not in self.source:
            return None
        args = dict(self.args)
        return next((int(args[k]) for k in COUNT_ARGS if k in args), None)

    def render(self, translate: Translate | None = None) -> str:
        n = self.count()
        if translate is None:
            template = self.source
        elif n is None:
            template = translate(self.context, self.source)
        else:
            template = translate(self.context, self.source, None, n)
        values = {k: (v.render(translate) if isinstance(v, Text) else v) for k, v in self.args}
        if n is not None:  # Qt put the number in place of %n; the English source needs it too
            template = template.replace("%n", str(n))
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must never crash the game: fall back to the source.
            return self.source.replace("%n", str(n)).format(**values)

    def __str__(self) -> str:
        return self.render()

    def to_json(self) -> dict[str, Any]:
        return {
            "c": self.context,
            "s": self.source,
            "a": {k: (v.to_json() if isinstance(v, Text) else v) for k, v in self.args},
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Text:
        args = tuple(
            (k, Text.from_json(v) if isinstance(v, dict) else v)
            for k, v in data.get("a", {}).items()
        )
        return Text(data["c"], data["s"], args)


# "You drew…" and "You secured…": the form of a message whose `player` is the one reading it.
_SECOND_PERSON: dict[tuple[str, str], Text] = {}


def second_person(pairs: list[tuple[Text, Text]]) -> None:
    """Register, per message about `{player}`, its form addressed to that player."""
    for third, you in pairs:
        _SECOND_PERSON[(third.context, third.source)] = you


def addressed_to(text: Text, seat: int | None) -> Text:
    """`text` as `seat` reads it: in the second person when it is about that seat."""
    you = _SECOND_PERSON.get((text.context, text.source)) if seat is not None else None
    if you is None or dict(text.args).get("player") != seat:
        return text
    return Text(you.context, you.source, text.args)


def QT_TRANSLATE_NOOP(
    context: str, source: str, disambiguation: None = None, plural: int = 0
) -> Text:
    """A message for the .ts files. A message with a count ("%n card(s)") passes `None, 1`:
    pyside6-lupdate marks a message as plural only when a literal number follows the
    disambiguation (a name there it takes for an encoding), and only plural messages get
    their singular and plural forms translated."""
    return Text(context, source)


def plain(s: str) -> Text:
    """A string that needs no translation (a number, a proper name)."""
    return Text("", "{s}", (("s", s),))
