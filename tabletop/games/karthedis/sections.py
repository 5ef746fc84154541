"""Where the rules reference explains each move: move kind -> section anchor of
docs/rules/karthedis.md."""

SECTIONS: dict[str, str] = {
    "pick": "draft",
    "speculate": "einstellungsphase",
    "end_speculate": "einstellungsphase",
    "discard": "abilities",
    "pass_card": "erste-aufrufphase",
    "call": "erste-aufrufphase",
    "end_calls": "zweite-aufrufphase",
    "bid": "handelsphase",
    "intervene": "handelsphase",
    "drop_out": "handelsphase",
    "end_trade": "handelsphase",
    "purge": "abilities",
    "set_deploy": "abilities",
}
