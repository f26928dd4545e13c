"""横江 (臧霸, new rules): as the old 横江, but the end-of-turn draw is one card per use."""

from __future__ import annotations

from ..wei.hengjiang import Hengjiang


class HengjiangV2(Hengjiang):
    """横江 (新版): one card drawn per use when the current player discarded nothing."""

    id = "hengjiang_v2"
    draws_per_use = True


SKILLS = (HengjiangV2(),)
