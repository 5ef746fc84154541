"""Karthedis – Future Market: a trading card game of twelve cat species (karthedis.de.txt)."""
