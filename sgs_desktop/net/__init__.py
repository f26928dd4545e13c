"""The LAN (局域网): a table (tables/) served over TCP, its frames, lobby and discovery (docs/net.md).

The package itself holds only what the command line names before it hosts anything.
"""

#: the UDP port tables announce themselves on (the join page listens there; docs/net.md)
DISCOVERY_PORT = 47_017
