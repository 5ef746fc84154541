"""Take Stock (Simon Hunt, Z-Man Games 2006): share cards, market events, four rounds."""
