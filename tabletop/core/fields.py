"""Copying and serialising a state made of plain fields.

Every engine keeps its state as ints, strings, flat lists and lists of lists, so that search
can copy it thousands of times a second.  A state class names its fields in three tuples and
gets a fast `clone` and an exact, type-checked JSON round trip from here.
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from .rng import Rng

_PLAIN = (int, str, type(None))


def _plain(value: Any, name: str) -> Any:
    if not isinstance(value, _PLAIN) or isinstance(value, bool):
        raise ValueError(f"{name}: {value!r} is not a number or a word")
    return value


def _list(value: Any, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{name}: {value!r} is not a list")
    return [_plain(v, name) for v in value]


_F = TypeVar("_F", bound="FieldState")


class FieldState:
    SCALARS: ClassVar[tuple[str, ...]] = ()  # ints, strings or None
    LISTS: ClassVar[tuple[str, ...]] = ()  # lists of those
    NESTED: ClassVar[tuple[str, ...]] = ()  # lists of such lists
    rng: Rng

    def clone(self: _F) -> _F:
        s = type(self).__new__(type(self))
        d, src = s.__dict__, self.__dict__
        for name in self.SCALARS:
            d[name] = src[name]
        for name in self.LISTS:
            d[name] = src[name][:]
        for name in self.NESTED:
            d[name] = [x[:] for x in src[name]]
        s.rng = Rng(self.rng.state)
        self._clone_rest(s)
        return s

    def to_json(self) -> dict[str, Any]:
        src = self.__dict__
        data: dict[str, Any] = {name: src[name] for name in self.SCALARS}
        data.update({name: src[name][:] for name in self.LISTS})
        data.update({name: [x[:] for x in src[name]] for name in self.NESTED})
        data["rng"] = self.rng.state
        self._rest_to_json(data)
        return data

    @classmethod
    def from_json(cls: type[_F], data: dict[str, Any]) -> _F:
        if not isinstance(data, dict):
            raise ValueError("a state must be a table of fields")
        s = cls.__new__(cls)
        try:
            for name in cls.SCALARS:
                setattr(s, name, _plain(data[name], name))
            for name in cls.LISTS:
                setattr(s, name, _list(data[name], name))
            for name in cls.NESTED:
                if not isinstance(data[name], list):
                    raise ValueError(f"{name}: not a list")
                setattr(s, name, [_list(x, name) for x in data[name]])
            rng = data["rng"]
        except KeyError as e:
            raise ValueError(f"missing field {e.args[0]}") from None
        if not isinstance(rng, int) or isinstance(rng, bool):
            raise ValueError("rng: not a number")
        s.rng = Rng(rng)
        s._rest_from_json(data)
        return s

    # Hooks for the odd field that is not plain (a dict of options, a scratch list).
    def _clone_rest(self, copy: Any) -> None:
        pass

    def _rest_to_json(self, data: dict[str, Any]) -> None:
        pass

    def _rest_from_json(self, data: dict[str, Any]) -> None:
        pass
