"""Where the rules reference explains each move: move kind -> section anchor of
docs/rules/stack-market.<lang>.md (the same anchors in every language)."""

SECTIONS: dict[str, str] = {
    "invest": "setup",
    "roll": "roll",
    "pick": "stack",
    "place": "physics",
    "change": "change",
    "stay": "change",
}
