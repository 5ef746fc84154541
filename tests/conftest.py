"""Options shared by the whole test suite."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--games",
        type=int,
        default=None,
        metavar="N",
        help="random games per game for the conformance suite (CI: a few hundred)",
    )


@pytest.fixture(scope="session")
def games_per_game(request: pytest.FixtureRequest) -> int | None:
    """The --games figure, or None for each suite's own default."""
    value = request.config.getoption("--games")
    if value is not None and value < 1:
        raise pytest.UsageError("--games needs a positive number")
    return value
