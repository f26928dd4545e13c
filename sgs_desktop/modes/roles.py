"""The roles of identity mode (身份): 主公 (lord), 忠臣 (loyalist), 反贼 (rebel), 内奸 (renegade), and how
many of each a table of 2–10 players deals. The one place they are named: the rules (identity.py), the
scenario files, the AI and the table settings read them here.
"""

from __future__ import annotations

from typing import Final

from ..engine.errors import ConfigError

#: (Final: the compiled AI reads them as constants)
LORD: Final = "lord"
LOYALIST: Final = "loyalist"
REBEL: Final = "rebel"
RENEGADE: Final = "renegade"
ROLES: Final = (LORD, LOYALIST, REBEL, RENEGADE)

ROLE_TABLE: dict[int, tuple[str, ...]] = {
    2: (LORD, REBEL),
    3: (LORD, REBEL, RENEGADE),
    4: (LORD, LOYALIST, REBEL, RENEGADE),
    5: (LORD, LOYALIST, REBEL, REBEL, RENEGADE),
    6: (LORD, LOYALIST, REBEL, REBEL, REBEL, RENEGADE),
    7: (LORD, LOYALIST, LOYALIST, REBEL, REBEL, REBEL, RENEGADE),
    8: (LORD, LOYALIST, LOYALIST, REBEL, REBEL, REBEL, REBEL, RENEGADE),
    9: (LORD, LOYALIST, LOYALIST, LOYALIST, REBEL, REBEL, REBEL, REBEL, RENEGADE),
    10: (LORD, LOYALIST, LOYALIST, LOYALIST, REBEL, REBEL, REBEL, REBEL, RENEGADE, RENEGADE),
}


def check_roles(roles: tuple[str, ...], where: str = "roles") -> None:
    n = len(roles)
    if n not in ROLE_TABLE:
        raise ConfigError(f"{where}: identity mode takes 2-10 players, got {n}")
    if sorted(roles) != sorted(ROLE_TABLE[n]):
        raise ConfigError(f"{where}: a {n}-player game has the roles {list(ROLE_TABLE[n])}, got {list(roles)}")
