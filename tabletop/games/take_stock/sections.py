"""Where the rules reference explains each move: move kind -> section anchor.

The anchors are the `<a id>` marks of docs/rules/take-stock.<lang>.md (the same in every
language); the coach links a decision to its rule through them.
"""

SECTIONS: dict[str, str] = {
    "draw": "turn",
    "raise": "raise",
    "secure": "secure",
    "play_market": "play-market",
    "play_secured": "play-secured",
    "discard": "turn",  # after securing, playing an event or a Downturn
    "choose_event": "play-market",  # option A: the event that takes effect
    "pick_company": "events",  # Stock Audit, Stock Freeze and the company events
    "audit_remove": "stock-audit",
    "take_from_discard": "insider-trading",
    "stop_taking": "insider-trading",
    "use_option": "stock-options",
    "end_options": "stock-options",
}
