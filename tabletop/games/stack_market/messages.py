"""Every player-facing sentence of the Stack Market engine (context "StackMarket").

Arguments: `player` is a seat index that the UI replaces by the seat's name; `company` is a
company's name (never translated); money arguments (`amount`) are in thousands of dollars, so
each language writes its own thousands separator ("${amount},000", "{amount}.000 $").
The French translation uses the rulebook's own words: Lancer les dés, Empiler les dés,
Changer d'investissement, Réserve de dés, Tableau des Hauteurs, carte du plus haut building,
bonus d'empilement, rachat.
"""

from __future__ import annotations

from ...core.text import QT_TRANSLATE_NOOP, Text, plain
from .data import COMPANIES


def company_text(company: int) -> Text:
    return plain(COMPANIES[company])


def share_of_die(hundredths: int) -> Text:
    """An offset as a player reads it: "30% of a die to the right".  The one way an aim is
    named: the coach, the hint and the table's ghost all say an aim with it."""
    if hundredths == 0:
        return CENTRED
    side = TO_RIGHT if hundredths > 0 else TO_LEFT
    return side(pct=abs(hundredths))


def collapse_why(floor: int, lean: int) -> Text:
    """Why a building fell: the die that tipped (0: the ground die) and where the mass above
    it lay from its centre (hundredths of a die)."""
    return COLLAPSE_WHY(floor=floor + 1, lean=share_of_die(lean))


CENTRED = QT_TRANSLATE_NOOP("StackMarket", "centred")
TO_RIGHT = QT_TRANSLATE_NOOP("StackMarket", "{pct}% of a die to the right")
TO_LEFT = QT_TRANSLATE_NOOP("StackMarket", "{pct}% of a die to the left")

# --- why a move is not possible (explain) ---------------------------------------------------
INVEST_FIRST = QT_TRANSLATE_NOOP("StackMarket", "Choose the company you invest in first.")
ROLL_FIRST = QT_TRANSLATE_NOOP("StackMarket", "Roll the dice first.")
ORDER_FIRST = QT_TRANSLATE_NOOP(
    "StackMarket", "Choose the stacking order first: the order is fixed before any die is placed."
)
PLACE_FIRST = QT_TRANSLATE_NOOP("StackMarket", "Place the next die of your stacking order.")
CHANGE_FIRST = QT_TRANSLATE_NOOP(
    "StackMarket", "Your stacking is over: change your investment or keep it."
)
TAKEOVER_ORDER_FIRST = QT_TRANSLATE_NOOP(
    "StackMarket", "The takeover: choose the order of the lower building's dice."
)
TAKEOVER_PLACE_FIRST = QT_TRANSLATE_NOOP(
    "StackMarket", "The takeover: place the next die on the tallest building."
)
COMPANY_FULL = QT_TRANSLATE_NOOP(
    "StackMarket", "At most two investor markers may lie on one company card: {company} is full."
)
SAME_COMPANY = QT_TRANSLATE_NOOP(
    "StackMarket", "Your marker is already on {company}: move it to another company."
)
NO_SUCH_DIE = QT_TRANSLATE_NOOP("StackMarket", "No die left to order shows a {value}.")
ONLY_ZERO_ON_FOUR = QT_TRANSLATE_NOOP(
    "StackMarket", "Only a 0 may go on a 4 (the number on top is 4)."
)
MUST_BE_HIGHER = QT_TRANSLATE_NOOP(
    "StackMarket", "A die goes on only if its number is higher than the top number ({top})."
)
AIM_RANGE = QT_TRANSLATE_NOOP(
    "StackMarket",
    "A die must rest on the die below: aim at most half a die from its centre, in steps of "
    "{step}% of a die.",
)

# --- the log --------------------------------------------------------------------------------
ROUND_BEGINS = QT_TRANSLATE_NOOP(
    "StackMarket", "Round {round} begins: {player} plays first. Every building has 3 dice."
)
INVESTS = QT_TRANSLATE_NOOP("StackMarket", "{player} invests in {company}.")
ROLLS = QT_TRANSLATE_NOOP("StackMarket", "{player} rolls {count} dice: {dice}.")
ROLLS_ONE = QT_TRANSLATE_NOOP("StackMarket", "{player} rolls the last die: {dice}.")
NOTHING_FITS = QT_TRANSLATE_NOOP(
    "StackMarket", "No rolled die fits on {company}'s top number {top}: the dice return."
)
ORDER_FIXED = QT_TRANSLATE_NOOP(
    "StackMarket",
    "{player} will stack {dice} on {company}; %n dice return to the reserve.",
    None,
    1,
)
ORDER_ALL = QT_TRANSLATE_NOOP("StackMarket", "{player} will stack {dice} on {company}.")
STANDS_ONE = QT_TRANSLATE_NOOP(
    "StackMarket", "{player} stacked one die: {company} stands {height} floors tall."
)
STANDS = QT_TRANSLATE_NOOP(
    "StackMarket", "{player} stacked {count} dice: {company} stands {height} floors tall."
)
COLLAPSE = QT_TRANSLATE_NOOP(
    "StackMarket", "{company} collapses at {height} floors! It is rebuilt from 3 dice."
)
COLLAPSE_WHY = QT_TRANSLATE_NOOP(
    "StackMarket",
    "The die on floor {floor} tipped: the dice above it leaned {lean}, past its edge (half a die).",
)
PAYS_COLLAPSE = QT_TRANSLATE_NOOP(
    "StackMarket", "{player} pays ${amount},000 to the bank for the collapse of {company}."
)
DICE_REMOVED = QT_TRANSLATE_NOOP(
    "StackMarket",
    "%n dice leave the game until the round ends; {left} remain in the reserve.",
    None,
    1,
)
STACKING_BONUS = QT_TRANSLATE_NOOP(
    "StackMarket", "{player} added {count} dice and receives the stacking bonus of $10,000."
)
RECORD = QT_TRANSLATE_NOOP(
    "StackMarket",
    "{player} takes the highest building card: {company} is the record, {height} floors.",
)
RECORD_RAISED = QT_TRANSLATE_NOOP(
    "StackMarket",
    "{player} keeps the highest building card: {company} raises the record to {height} floors.",
)
CHANGES = QT_TRANSLATE_NOOP(
    "StackMarket", "{player} moves the investor marker from {old} to {company}."
)
ROUND_ENDS = QT_TRANSLATE_NOOP(
    "StackMarket", "The reserve is empty: round {round} ends. The takeover follows."
)
TIE_ROLL = QT_TRANSLATE_NOOP(
    "StackMarket",
    "{company} and {other} are equally tall with the same top number: a roll decides.",
)
TAKEOVER = QT_TRANSLATE_NOOP(
    "StackMarket",
    "Takeover: {tall} ({tall_height} floors) must take over {low} ({low_height} floors); "
    "{player} is in charge.",
)
NO_TAKEOVER = QT_TRANSLATE_NOOP(
    "StackMarket",
    "Fewer than two companies with investors have a building of at least one die: "
    "there is no takeover.",
)
TAKEOVER_SUCCESS = QT_TRANSLATE_NOOP(
    "StackMarket", "The takeover succeeds: {tall} stands {height} floors tall."
)
TAKEOVER_FAILURE = QT_TRANSLATE_NOOP(
    "StackMarket", "The takeover fails: {tall} collapses at {height} floors."
)
INCOME = QT_TRANSLATE_NOOP("StackMarket", "{player} receives ${amount},000.")
LOSS = QT_TRANSLATE_NOOP("StackMarket", "{player} pays ${amount},000.")
NO_INCOME = QT_TRANSLATE_NOOP("StackMarket", "{player} receives nothing.")
HIGHEST_BONUS = QT_TRANSLATE_NOOP(
    "StackMarket", "{player} holds the highest building card and receives $20,000 more."
)
WINS = QT_TRANSLATE_NOOP("StackMarket", "{player} wins the game with ${amount},000.")

# --- moves as a player names them (describe, the coach's groups) -----------------------------
DESCRIBE_INVEST = QT_TRANSLATE_NOOP("StackMarket", "Invest in {company}")
DESCRIBE_ROLL = QT_TRANSLATE_NOOP("StackMarket", "Roll {count} dice")
DESCRIBE_ROLL_ONE = QT_TRANSLATE_NOOP("StackMarket", "Roll the last die")
DESCRIBE_PICK = QT_TRANSLATE_NOOP("StackMarket", "Stack a {value} next")
DESCRIBE_PLACE = QT_TRANSLATE_NOOP("StackMarket", "Place the die {where}")
DESCRIBE_STEADIEST = QT_TRANSLATE_NOOP(
    "StackMarket", "Place the die {where}: the steadiest spot (the tower leans {lean})"
)
DESCRIBE_CARELESS = QT_TRANSLATE_NOOP(
    "StackMarket", "Place the die {where}: careless on purpose, the tower gets shakier"
)
DESCRIBE_CHANGE = QT_TRANSLATE_NOOP("StackMarket", "Move your investor marker to {company}")
DESCRIBE_STAY = QT_TRANSLATE_NOOP("StackMarket", "Keep your investment")

GROUPS: dict[str, Text] = {
    "invest": QT_TRANSLATE_NOOP("StackMarket", "Invest in a company"),
    "roll": QT_TRANSLATE_NOOP("StackMarket", "Roll the dice"),
    "pick": QT_TRANSLATE_NOOP("StackMarket", "Choose the stacking order"),
    "place": QT_TRANSLATE_NOOP("StackMarket", "Stack the dice: where the die goes"),
    "change": QT_TRANSLATE_NOOP("StackMarket", "Change your investment"),
    "stay": QT_TRANSLATE_NOOP("StackMarket", "Keep your investment"),
}
