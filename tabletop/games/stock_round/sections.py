"""Where the rules reference explains each move: move kind -> section anchor of
docs/rules/stock-round.<lang>.md (the same anchors in every language)."""

SECTIONS: dict[str, str] = {
    "offer": "reissue",
    "start": "buying",
    "buy": "buying",
    "sell": "selling",
    "take": "anyone",
    "decline": "anyone",
    "pass": "turn",
    "raise": "network",
    "keep": "network",
    "payout": "dividends",
    "withhold": "dividends",
    "train": "trains",
    "done": "trains",
}
