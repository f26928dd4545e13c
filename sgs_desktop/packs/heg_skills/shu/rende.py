"""仁德 (刘备, 国战): in your play phase, as often as you like, you may give any number of your
hand cards to another player; the first time in a play phase that the cards you have given in
that phase add up to three or more, you recover 1 HP."""

from __future__ import annotations

from ...skills.shu.rende import Rende as IdentityRende

THRESHOLD = 3


class Rende(IdentityRende):
    """仁德 (国战): the heal comes with the third card given in a phase, not the second."""

    threshold = THRESHOLD


SKILLS = (Rende(),)
