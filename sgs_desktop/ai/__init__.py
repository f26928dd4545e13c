"""Seats that answer the engine's Requests: agents (from Request + PlayerView only) and scripts."""
