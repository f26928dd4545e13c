"""国战's deal setting (挑选武将): how many generals each seat is dealt to choose its pair from.

Apart from the rest of 国战, so the command line can name them without loading 国战's generals.
"""

from __future__ import annotations

#: generals dealt to each seat by default, and the range a table may set
DEAL = 4
DEAL_RANGE = range(4, 8)
