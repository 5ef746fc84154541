"""Stock Round: the 1876 stock round inside a compact 18xx game (stock-round.en.txt)."""
