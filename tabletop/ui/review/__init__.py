"""The review of a finished or saved game in a window of its own: the decisions beside a
read-only table, the chart of the seat's share of the win, retry and play from here.  The
engine is tabletop/ai/review.py; nothing here judges a move."""
