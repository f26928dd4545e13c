"""How likely a player of each role is to aim each kind of action at a player of each role,
relative to a choice at random among the living (1.0: no preference). Written by
benchmarks/tune_beliefs.py from self-play logs (the roles are read from the games' ends, never
by a seat while it plays); rows: the actor's role, columns: the subject's role, in the order
lord, loyalist, rebel, renegade."""


# tuned: 400 5-player games, --agent basic, seeds 90000..
WEIGHTS: dict[str, tuple[tuple[float, ...], ...]] = {
    "attack": (
        (1.0, 0.228, 1.826, 0.964),
        (0.1, 1.0, 1.976, 1.205),
        (2.52, 0.465, 0.1, 0.568),
        (0.379, 1.401, 2.069, 1.0),
    ),
    "control": (
        (1.0, 0.234, 1.787, 1.042),
        (0.1, 1.0, 1.95, 1.246),
        (2.128, 0.739, 0.1, 0.756),
        (0.39, 1.391, 1.958, 1.0),
    ),
    "clear": (
        (1.0, 0.582, 1.727, 1.113),
        (0.696, 1.0, 1.088, 1.243),
        (1.832, 0.24, 1.587, 0.331),
        (0.903, 0.75, 1.275, 1.0),
    ),
    "save": (
        (1.0, 1.822, 0.102, 0.453),
        (2.497, 1.0, 0.1, 0.883),
        (0.1, 0.1, 3.794, 0.1),
        (2.885, 0.542, 0.1, 1.0),
    ),
    "protect": (
        (1.0, 1.831, 0.1, 0.389),
        (2.71, 1.0, 0.1, 0.695),
        (0.1, 0.1, 3.613, 0.1),
        (2.784, 0.718, 0.1, 1.0),
    ),
    "spoil": (
        (1.0, 0.1, 2.182, 0.854),
        (0.15, 1.0, 1.909, 0.833),
        (2.312, 0.741, 0.1, 0.369),
        (0.333, 1.364, 1.971, 1.0),
    ),
    "hurt": (
        (1.0, 1.0, 1.0, 1.0),
        (0.1, 1.0, 2.104, 1.102),
        (2.814, 0.124, 0.1, 0.224),
        (0.386, 1.196, 2.171, 1.0),
    ),
}
