"""The table contract, for every playable game of the registry (nothing here names a game).

For positions sampled from random games (several per phase, at two seat counts):
* every legal move of the viewing seat is reachable by a gesture (a piece to drag or click, a
  zone to click, a button) and a hint outlines something of it on the table;
* no gesture is a silent no-op: every click on a piece or zone, every drop of a piece you may
  play on every zone (and on bare felt), every key of the game's keymap asks for a move, asks
  a question, changes the selection or says why not on the feedback line;
* a drop means the move whose target is the zone it was dropped on, never another one;
* the ? overlay lists the game's keymap, and Esc or a click closes it.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtCore import QPointF
from table_harness import ShownTable

from tabletop.core.game import GameInfo
from tabletop.core.rng import Rng
from tabletop.games import registry
from tabletop.ui.i18n import render
from tabletop.ui.sprites import ButtonItem

PER_PHASE = 2
GAMES = [info for info in registry().values() if info.playable]


def positions(info: GameInfo, per_phase: int = PER_PHASE, games: int = 6):
    """(state, seat) where the seat to act decides, a few per phase, at two seat counts."""
    found: dict[object, list] = defaultdict(list)
    for g in range(games):
        seats = info.min_seats + (g % 2) * (min(info.max_seats, 4) - info.min_seats)
        state = info.new_state(seats, 100 + g)
        rng = Rng(g)
        for _ in range(400):
            if state.is_terminal():
                break
            phase = getattr(state, "phase", None)
            legal = state.legal_moves()
            if len(found[phase]) < per_phase and rng.below(4) == 0:
                found[phase].append((state.clone(), state.to_act()))
            state.apply(legal[rng.below(len(legal))])
    return [p for ps in found.values() for p in ps]


class Recorder:
    """What the table answered to one gesture."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.moves: list = []
        self.refusals: list[str] = []
        self.notes: list[str] = []  # what the table says on the feedback line (a switch's state)
        scene.moveRequested.connect(self.moves.append)
        scene.refused.connect(self.refusals.append)
        scene.status.connect(self.notes.append)

    def before(self):
        s = self.scene
        return (
            len(self.moves),
            len(self.refusals),
            len(self.notes),
            s.selected,
            s.question,
            s.show_help,
            s.key_state(),
        )

    def answered(self, mark) -> bool:
        return self.before() != mark


def show(qtbot, info, state, seat):
    table = ShownTable(qtbot, info.table_class()(info), 1240, 700)
    names = [f"P{i}" for i in range(state.num_seats)]
    table.scene.show_state(state.view(seat), seat, state.legal_moves(), names, False)
    return table


def reset(table, state, seat):
    s = table.scene
    s.show_state(state.view(seat), seat, state.legal_moves(), s.names, False)


def hinted(scene) -> bool:
    return (
        any(c.mark == "hint" for c in scene.cards().values())
        or any(z.mode == "hint" for z in scene.zones().values())
        or any(b.mark == "hint" for b in scene.button_items().values())
    )


def reachable(scene, move) -> bool:
    if any(
        b.payload == move or getattr(b.payload, "move", None) == move
        for b in scene.button_items().values()
    ):
        return True
    p = scene.parts(move)
    pieces = [c for k, c in scene.cards().items() if p.names(k, c.payload)]
    zones = scene.zones()
    if pieces:
        return (
            any(c.clickable for c in pieces)
            if p.click
            else (p.target in zones and any(c.draggable for c in pieces))
        )
    return p.click and p.target in zones


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_every_legal_move_has_a_gesture_and_a_hint(qtbot, info):
    for state, seat in positions(info):
        table = show(qtbot, info, state, seat)
        for move in state.legal_moves():
            assert reachable(table.scene, move), (info.id, state.phase, move)
            reset(table, state, seat)
            table.scene.show_hint(move)
            assert hinted(table.scene), (info.id, getattr(state, "phase", None), move)


def silent_gestures(qtbot, info, state, seat) -> list[str]:
    """Every gesture of one position that the table leaves unanswered."""
    table = show(qtbot, info, state, seat)
    scene, rec = table.scene, Recorder(table.scene)
    phase = getattr(state, "phase", None)
    silent: list[str] = []

    def check(what: str, gesture) -> None:
        reset(table, state, seat)
        mark = rec.before()
        gesture()
        if not rec.answered(mark):
            silent.append(f"{phase}: {what}")

    for key, card in list(scene.cards().items()):
        if not card.isVisible():
            continue
        # a real click, as a player makes it: the press goes to whatever lies on top there
        check(f"click {key}", lambda card=card: table.click(table.centre_of(card)))
        if card.draggable and card.payload is not None:
            check(f"drop {key} on felt", lambda card=card: scene.on_card_dropped(card, None))
            for target, zone in list(scene.zones().items()):
                if card in zone.members:  # put back where it lies: the drag is undone
                    continue
                check(
                    f"drop {key} on {target}",
                    lambda card=card, zone=zone: scene.on_card_dropped(card, zone),
                )
    for target, zone in list(scene.zones().items()):
        check(f"click zone {target}", lambda zone=zone: scene.on_zone_clicked(zone))
    for key in scene.keymap():
        typed = key.keys.split("-")[0]
        check(f"key {key.keys}", lambda typed=typed: scene.press(typed))
    table.view.close()
    return silent


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_no_gesture_is_silent(qtbot, info):
    silent = []
    for state, seat in positions(info, per_phase=1, games=4):
        silent += silent_gestures(qtbot, info, state, seat)
    assert silent == [], f"{info.id}: silent gestures: {silent[:20]}"


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_a_drop_means_the_move_of_the_zone_it_lands_on(qtbot, info):
    for state, seat in positions(info, per_phase=1, games=4):
        legal = state.legal_moves()
        table = show(qtbot, info, state, seat)
        scene, rec = table.scene, Recorder(table.scene)
        for card in [c for c in scene.cards().values() if c.draggable and c.payload is not None]:
            for target, zone in list(scene.zones().items()):
                reset(table, state, seat)
                n = len(rec.moves)
                scene.on_card_dropped(card, zone)
                for move in rec.moves[n:]:
                    if move in legal:
                        assert scene.parts(move).target == target, (info.id, move, target)
        table.view.close()


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_the_keys_overlay_lists_the_keymap_and_closes(qtbot, info):
    state, seat = positions(info, per_phase=1, games=1)[0]
    table = show(qtbot, info, state, seat)
    scene = table.scene
    scene.press("?")
    text = scene.item("helptext").toPlainText()
    for key in scene.keymap():
        assert render(key.does) in text
    assert "Esc" in text
    scene.press("Esc")
    assert not scene.show_help and scene.item("helptext") is None
    scene.press("?")
    table.click(QPointF(5, 5))
    assert not scene.show_help
    assert any(
        isinstance(b, ButtonItem) and b.payload == "help" for b in scene.button_items().values()
    )
