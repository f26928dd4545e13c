"""Tables (牌桌): where a game's engine runs with its seats, in this process — the host (host.py: the
engine and its AI seats), the table core every answer passes (table.py: chairs, who answers, the gate),
a single-player table (local.py) and a replay (replay.py). The LAN (net/) serves a table over sockets;
the window (ui/) reaches one only through client/table.py's TableClient."""
