"""Stockpile (Seth Van Orden & Brett Sobol, Nauvoo Games), Epic Edition: stockpile auctions,
insider forecasts and every expansion module."""
