"""Where the rules reference explains each move: move kind -> section anchor.

The anchors are the `<a id>` marks of docs/rules/stockpile.<lang>.md (the same in every
language); the coach links a decision to its rule through them.  Moves that answer prompts of
several cards or powers (choose a card, a company, a pair) point at the section of the cards
that ask most of them.
"""

SECTIONS: dict[str, str] = {
    "choose_investor": "investors",
    "offer_investor": "investor-auction",
    "discard_strategy": "strategies",
    "buy_notes": "promissory-notes",
    "phil_pick": "investor-powers",
    "place": "supply",
    "place_commercial": "commodities",
    "place_first_card": "first-player-card",
    "look_pile": "investor-powers",  # Wise Warren
    "move_card": "investor-powers",  # Maverick Mark
    "bid": "bidding",
    "choose_pair": "strategies",  # Espionage, Insider Trading, Falsified Earnings...
    "give_first_card": "first-player-card",
    "play_action": "action",
    "use_power": "investor-powers",
    "play_strategy": "strategies",
    "choose_card": "strategies",
    "choose_company": "strategies",
    "sell": "selling",
    "claim": "dividends",
    "gift": "investor-powers",  # Opulent Oprah
    "pass": "round",
    "end_turn": "round",
}
