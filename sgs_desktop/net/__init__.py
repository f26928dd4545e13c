"""Hosting games: the authoritative engine and its seats (local single-player now; LAN later)."""
