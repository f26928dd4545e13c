"""How likely a player of each role is to aim each kind of action at a player of each role,
relative to a choice at random among the living (1.0: no preference). Written by
benchmarks/tune_beliefs.py from self-play logs (the roles are read from the games' ends, never
by a seat while it plays); rows: the actor's role, columns: the subject's role, in the order
lord, loyalist, rebel, renegade."""


# tuned: 400 5-player games, --agent basic, seeds 90000..
WEIGHTS: dict[str, tuple[tuple[float, ...], ...]] = {
    "attack": (
        (1.0, 0.226, 1.822, 0.987),
        (0.1, 1.0, 1.987, 1.223),
        (2.553, 0.453, 0.1, 0.559),
        (0.381, 1.419, 2.06, 1.0),
    ),
    "control": (
        (1.0, 0.232, 1.761, 1.097),
        (0.1, 1.0, 1.963, 1.284),
        (2.19, 0.704, 0.1, 0.732),
        (0.385, 1.388, 1.957, 1.0),
    ),
    "clear": (
        (1.0, 0.579, 1.745, 1.108),
        (0.716, 1.0, 1.07, 1.235),
        (1.832, 0.24, 1.587, 0.331),
        (0.903, 0.75, 1.275, 1.0),
    ),
    "save": (
        (1.0, 1.84, 0.1, 0.447),
        (2.514, 1.0, 0.1, 0.886),
        (0.1, 0.1, 3.797, 0.1),
        (2.885, 0.542, 0.1, 1.0),
    ),
    "protect": (
        (1.0, 1.828, 0.1, 0.392),
        (2.71, 1.0, 0.1, 0.695),
        (0.1, 0.1, 3.613, 0.1),
        (2.798, 0.701, 0.1, 1.0),
    ),
    "spoil": (
        (1.0, 0.1, 2.182, 0.854),
        (0.15, 1.0, 1.909, 0.833),
        (2.312, 0.741, 0.1, 0.369),
        (0.333, 1.364, 1.971, 1.0),
    ),
    "hurt": (
        (1.0, 1.0, 1.0, 1.0),
        (0.1, 1.0, 2.127, 1.22),
        (2.696, 0.211, 0.1, 0.386),
        (0.408, 1.173, 2.164, 1.0),
    ),
}
