"""Stack Market: dice stacked into buildings that may collapse (stack-market.fr.txt)."""
