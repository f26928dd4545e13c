"""Screenshots of the table's effects (gui marker): under Xvfb, an 8-player table in round 3 with
each effect stopped mid-flight — 闪电, fire, thunder, a plain hit, 南蛮入侵 and 万箭齐发 sweeping the
table, 桃 and 酒 glowing, a death's stamp, a chain and its breaking — and the current seat's halo
and phase strip, at 1280×720 and 1920×1080; saved to tests/ui/screenshots/ as
<mode>-<size>-effects-<name>.png for a reviewer to look at."""

import pytest
from xvfb_shots import assert_picture, shoot

NAMES = {"table", "lightning", "fire", "thunder", "hit", "savage", "archery", "peach", "wine", "death", "chain",
         "chain_break"}


@pytest.mark.gui
@pytest.mark.parametrize(("mode", "size"), [("identity", (1280, 720)), ("identity", (1920, 1080)),
                                            ("hegemony", (1280, 720))], ids=["identity-1280x720",
                                                                             "identity-1920x1080",
                                                                             "hegemony-1280x720"])
def test_each_effect_mid_flight(size, mode):
    prefix, names = shoot("effects_script.py", size, mode, 160, 40)
    assert set(names) == NAMES, names
    for name in names:
        assert_picture(prefix.with_name(f"{prefix.name}-effects"), name, size, 30)
