"""The Stack Market table: the scene that shows a per-seat view and turns gestures into moves.

The parts lay themselves out from one `Seating` (ledger.py: players and reserve; skyline.py:
buildings, company cards, height board; tray.py: cup, rolled dice, stacking order, ghost);
which move a click or a drop means comes from the table base through StackMarketPresenter.
Only the aim is the table's own: a die dropped over a building goes where it was released
(`choose` turns the drop point into the Place move), and the arrow keys move the same aim.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QSizeF, Qt

from ....core.game import Move
from ....core.text import QT_TRANSLATE_NOOP
from ....ui.sprites import CardItem
from ....ui.table import TableScene
from ....ui.table.gestures import NOT_YOUR_TURN
from ..data import AIM_MAX, AIM_STEP, COMPANIES
from ..moves import Place
from ..physics import snap_aim
from ..state import StackMarketState
from .fall import FALL_MS, Collapse
from .layout import DIE_MAX, MIN_PX, PROMPT, Seating, die_size, lifts
from .ledger import lay_ledger, money_text
from .news import News, lay_news
from .pieces import DieSprite, MarkerSprite
from .presenter import AIM_LEFT, AIM_RIGHT, PLACING, StackMarketPresenter
from .skyline import lay_city
from .tray import lay_ghost, lay_tray

AIM_EDGE = QT_TRANSLATE_NOOP(
    "StackMarketTable",
    "That is as far as a die can rest: half a die from the centre of the die below.",
)
COMPANY_KEYS = QT_TRANSLATE_NOOP(
    "StackMarketTable",
    "Press the number of a company card (1–{last}) or click it; K keeps your investment.",
)
INVEST_KEYS = QT_TRANSLATE_NOOP(
    "StackMarketTable", "Press the number of a company card (1–{last}) or click it."
)
NOTHING_TO_SELECT = QT_TRANSLATE_NOOP("StackMarketTable", "There is nothing to select now.")
ONLY_ONE = QT_TRANSLATE_NOOP(
    "StackMarketTable", "Only the selected piece can be played now: press Enter to play it."
)


class StackMarketTable(TableScene[StackMarketState]):
    presenter = StackMarketPresenter()

    def __init__(self, info, parent=None):
        super().__init__(info, parent)
        self.min_label_px = MIN_PX
        self.at: Seating | None = None
        self.aim = 0  # where the keyboard aims the next die (hundredths of a die)
        self.falls: list[Collapse] = []
        self.news = News()  # the last turn's events, said on the table

    # --- the shell's entry points ------------------------------------------------------------
    def show_state(self, view, seat, legal, names, animate) -> None:
        placing_before = self.view is not None and self.view.phase in PLACING
        if not (placing_before and view.phase in PLACING):
            self.aim = 0  # a new stacking starts aimed at the centre
        super().show_state(view, seat, legal, names, animate)

    def show_log(self, entries: list[Any]) -> None:
        """What just happened, on the table: the events in words (news.py), and the dice of a
        collapse falling and scattering."""
        if self.news.take(entries, self.seat):
            lay_news(self, self.news)
        if self.at is None or self.animation_ms <= 0:
            return
        for entry in entries:
            if entry.event == "collapse":
                self.falls.append(Collapse(self, self.at, entry.data, FALL_MS))

    def log_taken_back(self, entries: list[Any]) -> None:
        """After an undo the strip tells only what the moves still in the game brought: it is
        read again from the whole remaining log (laid with the position that follows)."""
        self.news = News()
        self.news.take(entries, self.seat)

    def next_step(self) -> str:
        at = self.at
        if at is None or self.view is None:
            return ""
        v = self.view
        if not at.my_turn:
            if v.phase.startswith("takeover") and v.charge >= 0:
                return self.tr("Takeover: {player} stacks {low} onto {tall}.").format(
                    player=self.name(v.charge), low=COMPANIES[v.low], tall=COMPANIES[v.tall]
                )
            return (
                self.tr("{player} is playing.").format(player=self.name(at.actor))
                if at.actor is not None
                else ""
            )
        steps = {
            "invest": self.tr("Invest: click a company card (1–{last}).").format(last=v.companies),
            "roll": self.tr("Roll the dice: click the dice cup (R)."),
            "order": self.tr("Choose the stacking order: click the rolled dice (0–4)."),
            "place": self.tr(
                "Stack the dice: drag the next die over your building and release it where "
                "you aim (← → and Enter)."
            ),
            "change": self.tr(
                "Change your investment: click another company card (1–{last}), or Keep (K)."
            ).format(last=v.companies),
            "takeover_order": self.tr(
                "Takeover: choose the order of {company}'s dice (0–4)."
            ).format(company=COMPANIES[v.low]),
            "takeover_place": self.tr(
                "Takeover: stack every die on {company}, with two hands (← → and Enter)."
            ).format(company=COMPANIES[v.tall]),
        }
        return steps.get(v.phase, "")

    def score_sheet(self, view, data: dict) -> tuple[str, list[str], list[list[str]]]:
        """A round's income sheet (company, markers, income, money), or the final money."""
        names = [self.name(s) for s in range(view.num_seats)]
        if "scores" in data:
            n = data.get("round", view.round)
            headers = [
                self.tr("Player"),
                self.tr("Company"),
                self.tr("Income"),
                self.tr("Takeover"),
                self.tr("Highest building"),
                self.tr("Total"),
                self.tr("Money"),
            ]
            scores = data["scores"]
            parts = data.get("parts") or [[s, 0, 0] for s in scores]  # (an older save)
            rows = []
            for s in range(view.num_seats):
                c = view.invest[s]
                money = view.money[s]
                rows.append(
                    [names[s], COMPANIES[c] if c >= 0 else "–"]
                    + [_signed(part) for part in parts[s]]
                    + [
                        _signed(scores[s]),
                        money_text(money) if money >= 0 else self.tr("hidden"),
                    ]
                )
            return self.tr("Round {n}: income").format(n=n), headers, rows
        winners = set(data.get("winners", view.winners()))
        headers = [self.tr("Player")]
        headers += [self.tr("Round {n}").format(n=i + 1) for i in range(len(view.sheets))]
        headers.append(self.tr("Money"))
        money = data.get("money") or view.counted
        rows = [
            [names[s] + (" ★" if s in winners else "")]
            + [_signed(sheet[s]) for sheet in view.sheets]
            + [money_text(money[s])]
            for s in range(view.num_seats)
        ]
        return self.tr("Final money"), headers, rows

    # --- layout ------------------------------------------------------------------------------
    def layout(self, animate: bool) -> None:
        v = self.view
        actor = v.to_act()
        at = self.at = Seating(
            view=v,
            seat=self.seat,
            me=self.seat if self.seat is not None else 0,
            actor=actor,
            my_turn=self.viewer_decides(),
            names=list(self.names),
            die=die_size(v),
        )
        at.sides = [at.die] * v.companies
        if at.my_turn and v.phase in PLACING:  # the building stacked on now, zoomed in
            at.sides[v.stacking_on()] = DIE_MAX
        at.lift = lifts(v, at.sides)
        lay_ledger(self, at)
        lay_city(self, at)
        lay_tray(self, at)
        lay_ghost(self, at, self.aim if at.my_turn and v.phase in PLACING else None)
        lay_news(self, self.news)
        self.lay_note()
        self.selectables = at.selectables + self.offer_keys
        if self.selected not in self.selectables:
            self.selected = None
        self.refresh_marks()

    def lay_note(self) -> None:
        """The prompt: the next step and what the others did, the Keep button, the ? button."""
        self.lay_prompt(PROMPT)

    def die(
        self, key: str, face: str, pos: QPointF, side: float, z: float, start=None
    ) -> DieSprite:
        """A die sprite (pooled like every piece), untinted; a new one slides in from `start`."""
        item = self.card(key, face, pos, QSizeF(side, side), z, start=start, kind=DieSprite)
        assert isinstance(item, DieSprite)
        item.tint = None
        return item

    def marker(self, key: str, seat: int, pos: QPointF, side: float, z: float) -> MarkerSprite:
        """An investor marker in `seat`'s colour."""
        item = self.card(key, str(seat + 1), pos, QSizeF(side, side), z, kind=MarkerSprite)
        assert isinstance(item, MarkerSprite)
        item.seat = seat
        return item

    def ghost_die(self, pos: QPointF, side: float, face: str) -> DieSprite:
        def make() -> DieSprite:
            die = DieSprite("ghost", face, QSizeF(side, side))
            die.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            die.setZValue(150)
            return die

        ghost: DieSprite = self.misc_item("ghost", make)
        ghost.set_face(face, QSizeF(side, side))
        ghost.setPos(pos)
        return ghost

    def refresh_marks(self) -> None:
        """The base's outlines, and the die to place now outlined as the piece to move."""
        super().refresh_marks()
        nxt = self.cards().get("next")
        if nxt is not None and nxt.draggable and nxt.mark == "":
            nxt.set_mark("legal")

    def zone_rest_mode(self, target) -> str:
        """The building dice go on now stands out."""
        v, at = self.view, self.at
        if v is None or at is None or v.phase not in (*PLACING, "order", "takeover_order"):
            return ""
        return "active" if target == ("building", v.stacking_on()) else ""

    # --- the aim -----------------------------------------------------------------------------
    def aim_at(self, x: float) -> int:
        """The aim of a die whose centre is released at scene x over the building: snapped to
        the aims the rules accept (physics.snap_aim), so the ghost shows what a drop plays."""
        at, v = self.at, self.view
        assert at is not None
        c = v.stacking_on()
        top = v.xs[c][-1] if v.xs[c] else 0
        return snap_aim((x - at.ground_x(c)) / at.side(c) * 100 - top)

    def choose(self, moves: list[Move], item: CardItem | None) -> bool:
        """A die dropped over the building: placed where the ghost showed it (released beyond
        the top die's edge: at the edge); double-clicked or played with Enter where it lies:
        placed at the aim."""
        if item is None or not all(isinstance(m, Place) for m in moves):
            return super().choose(moves, item)
        centre = item.pos() + QPointF(item.size.width() / 2, item.size.height() / 2)
        building = self.zones().get(("building", self.view.stacking_on()))
        if building is None or not building.rect.contains(centre):
            self.request(Place(self.aim), item)
            return True
        self.aim = self.aim_at(centre.x())
        self.request(Place(self.aim), item)
        return True

    def on_card_drag_moved(self, card: CardItem, pos: QPointF) -> None:
        super().on_card_drag_moved(card, pos)
        if card.key == "next" and self.at is not None:
            centre = card.pos() + QPointF(card.size.width() / 2, card.size.height() / 2)
            building = self.zones().get(("building", self.view.stacking_on()))
            over = building is not None and building.rect.contains(centre)
            lay_ghost(self, self.at, self.aim_at(centre.x()) if over else self.aim)

    def show_hint(self, move: Move) -> None:
        super().show_hint(move)
        if isinstance(move, Place) and self.at is not None:
            self.aim = move.aim
            lay_ghost(self, self.at, self.aim)

    # --- the keyboard (the keymap is the presenter's) ----------------------------------------
    def selection_zone(self, key: str):
        return ("company", int(key[4:])) if key.startswith("card") else None

    def placing(self) -> bool:
        return self.viewer_decides() and self.view.phase in PLACING

    def key_action(self, name: str, n: int) -> None:
        """← → aim the next die while stacking (else they select); Enter places it there
        (else it plays the selection)."""
        if name in (AIM_LEFT, AIM_RIGHT):
            if self.placing():
                self.move_aim(AIM_STEP if name == AIM_RIGHT else -AIM_STEP)
            elif len(self.selectables) > 1 or (self.selected is None and self.selectables):
                self.cycle(1 if name == AIM_RIGHT else -1)
            elif self.selectables:
                self.refuse_text(ONLY_ONE)
            else:
                self.refuse_text(NOT_YOUR_TURN if self.waiting() else NOTHING_TO_SELECT)
        elif self.placing():
            self.request(Place(self.aim))
        elif self.selected is None and self.viewer_decides() and self.view.phase == "change":
            self.refuse_text(COMPANY_KEYS(last=self.view.companies))
        elif self.selected is None and self.viewer_decides() and self.view.phase == "invest":
            self.refuse_text(INVEST_KEYS(last=self.view.companies))
        else:
            self.activate()

    def key_state(self) -> object:
        return self.aim

    def move_aim(self, step: int) -> None:
        aim = max(-AIM_MAX, min(AIM_MAX, self.aim + step))
        if aim == self.aim:
            self.refuse_text(AIM_EDGE)
            return
        self.aim = aim
        if self.at is not None:
            lay_ghost(self, self.at, self.aim)


def _signed(amount: int) -> str:
    text = money_text(abs(amount))
    return ("+" if amount > 0 else "−" if amount < 0 else "") + text


Table = StackMarketTable  # the registry finds the table by this name
