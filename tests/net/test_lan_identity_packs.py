"""A LAN identity table names its packages (issue 33): the welcome's `room.packs` and the lobby's
settings carry the deck's packages and the general packages the host chose; the game deals from
them."""

from __future__ import annotations

from lan_helpers import Raw, serving

from sgs_desktop.net.lobby import HostSettings
from sgs_desktop.packs import IDENTITY_PACKAGES
from sgs_desktop.packs.generals import identity_pool


def test_the_welcome_names_the_identity_packages_and_the_game_deals_from_them():
    chosen = ("identity_wind", "identity_thicket")
    settings = HostSettings(players=5, seed=4, identity_packs=chosen)
    with serving(settings) as st:
        raw = Raw(st)
        welcome = raw.hello("guest")
        assert welcome["room"]["packs"] == [*IDENTITY_PACKAGES, *chosen] == welcome["lobby"]["settings"]["packs"]
        raw.close()
    game_config = settings.config()
    assert game_config.packs == (*IDENTITY_PACKAGES, *chosen)
    assert "zhangjiao" in identity_pool(game_config.packs) and "yuanshao" not in identity_pool(game_config.packs)
