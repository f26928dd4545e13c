"""Hosting games: the authoritative engine and its seats, single-player and over a LAN (docs/net.md).

The package itself holds only what the command line names before it hosts anything.
"""

#: the UDP port tables announce themselves on (the join page listens there; docs/net.md)
DISCOVERY_PORT = 47_017
