"""GameInfo fills the paths a game leaves empty from the conventions (core/game.py)."""

from tabletop.core.game import AIProfile, GameInfo


def test_an_ai_profile_names_its_functions_by_convention_or_relative_to_the_package():
    info = GameInfo(
        id="toy",
        name="Toy",
        min_seats=2,
        max_seats=2,
        rules_language="en",
        blurb="A toy.",  # type: ignore[arg-type]
        package="games.toy",
        ai=AIProfile(rollout_policy=".playouts:policy", candidates="candidates"),
    )
    assert info.ai is not None
    assert info.ai.evaluate == "games.toy.heuristic:evaluate"
    assert info.ai.rollout_policy == "games.toy.playouts:policy"
    assert info.ai.candidates == "games.toy.heuristic:candidates"
