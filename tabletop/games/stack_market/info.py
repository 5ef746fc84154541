"""Stack Market's entry in the game registry."""

from ...core.game import AIProfile, GameInfo, Option
from ...core.text import QT_TRANSLATE_NOOP

# Hard's search budget: its median decision stays under a second on a modest two-core
# computer (`tabletop-cli bench`: 0.2 s).  900 iterations did not play better: 0.46 of the
# points [95% CI 0.18, 0.67] in 15 paired three-seat games against this budget, and by a far
# longer search's own estimate its moves lost no less (docs/ai-strength.md).
HARD_ITERATIONS = 400

OPTIONS = (
    Option(
        "rounds",
        QT_TRANSLATE_NOOP("StackMarket", "Rounds"),
        3,
        (
            (1, QT_TRANSLATE_NOOP("StackMarket", "1 round")),
            (2, QT_TRANSLATE_NOOP("StackMarket", "2 rounds")),
            (3, QT_TRANSLATE_NOOP("StackMarket", "3 rounds")),
        ),
        help=QT_TRANSLATE_NOOP(
            "StackMarket", "The rulebook plays 3 rounds; you may end the game after one or two."
        ),
    ),
    Option(
        "show_money",
        QT_TRANSLATE_NOOP("StackMarket", "Open money"),
        False,
        help=QT_TRANSLATE_NOOP(
            "StackMarket",
            "Everyone sees everyone's money. By default (the rulebook) you see only your own.",
        ),
    ),
)

INFO = GameInfo(
    package=__package__ or "",  # its parts where CONVENTIONS (core/game.py) put them
    id="stack-market",
    name="Stack Market",
    min_seats=3,
    max_seats=4,
    rules_language="fr",
    seed_label=QT_TRANSLATE_NOOP("NewGameDialog", "&Seed (the same seed rolls the same dice):"),
    blurb=QT_TRANSLATE_NOOP("Games", "Stack dice into buildings that may collapse."),
    ai=AIProfile(
        candidates="candidates",
        exploration=0.5,
        rollout_depth=24,
        hard_iterations=HARD_ITERATIONS,
        expert_iterations=6000,  # about 2.2 s a decision (bench --level expert)
    ),
    options=OPTIONS,
)
