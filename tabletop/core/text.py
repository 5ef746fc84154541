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

Translate = Callable[[str, str], str]


@dataclass(frozen=True)
class Text:
    context: str
    source: str
    args: tuple[tuple[str, Any], ...] = ()

    def __call__(self, **args: Any) -> Text:
        """The same message with (more) named arguments filled in."""
        return Text(self.context, self.source, self.args + tuple(args.items()))

    def render(self, translate: Translate | None = None) -> str:
        template = translate(self.context, self.source) if translate else self.source
        values = {k: (v.render(translate) if isinstance(v, Text) else v) for k, v in self.args}
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must never crash the game: fall back to the source.
            return self.source.format(**values)

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


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:
    return Text(context, source)


def plain(s: str) -> Text:
    """A string that needs no translation (a number, a proper name)."""
    return Text("", "{s}", (("s", s),))
