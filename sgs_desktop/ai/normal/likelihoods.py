"""How likely a player of each role is to aim each kind of action at a player of each role,
relative to a choice at random among the living (1.0: no preference). Written by
benchmarks/tune_beliefs.py from self-play logs (the roles are read from the games' ends, never
by a seat while it plays); rows: the actor's role, columns: the subject's role, in the order
lord, loyalist, rebel, renegade."""


# tuned: 200 5-player games, --agent basic, seeds 90000..
WEIGHTS: dict[str, tuple[tuple[float, ...], ...]] = {
    "attack": (
        (1.0, 0.232, 1.829, 0.996),
        (0.1, 1.0, 1.994, 1.196),
        (2.701, 0.373, 0.1, 0.492),
        (0.391, 1.421, 2.047, 1.0),
    ),
    "control": (
        (1.0, 0.227, 1.765, 1.085),
        (0.1, 1.0, 1.961, 1.213),
        (2.142, 0.766, 0.1, 0.707),
        (0.402, 1.361, 1.998, 1.0),
    ),
    "clear": (
        (1.0, 0.552, 1.726, 1.113),
        (0.86, 1.0, 1.065, 1.087),
        (1.89, 0.164, 1.522, 0.435),
        (0.862, 0.881, 1.237, 1.0),
    ),
    "save": (
        (1.0, 1.86, 0.273, 0.275),
        (2.851, 1.0, 0.1, 0.495),
        (0.1, 0.1, 3.796, 0.1),
        (2.769, 0.655, 0.1, 1.0),
    ),
    "protect": (
        (1.0, 1.748, 0.109, 0.434),
        (2.494, 1.0, 0.108, 0.771),
        (0.1, 0.1, 3.577, 0.1),
        (2.538, 0.822, 0.1, 1.0),
    ),
    "spoil": (
        (1.0, 0.169, 2.323, 0.824),
        (0.222, 1.0, 1.875, 0.72),
        (1.615, 1.2, 0.214, 0.4),
        (0.391, 1.4, 1.8, 1.0),
    ),
}
