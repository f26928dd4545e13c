"""主将技 / 副将技 (packs/heg_skills/position.py): a skill's place is its general's slot, in
either pack (阵: 邓艾's 急袭 / 资粮 after 曹洪; 势: 孙策's 魂殇), and a removed deputy is no deputy."""

from heg import HegTable

from sgs_desktop.packs.heg_skills.position import DEPUTY, HEAD, as_deputy, as_head, has_deputy, skill_slot

PACKS = ["hegemony_standard", "heg_formation", "heg_momentum"]


def test_head_and_deputy_follow_the_generals_slot():
    t = HegTable([{"generals": ["dengai", "caohong"]}, {"generals": ["taishici", "sunce"]}], packs=PACKS)
    g, dengai, sunce = t.g, t.p(0), t.p(1)
    assert as_head(g, dengai, "jixi") and not as_deputy(g, dengai, "jixi")
    assert skill_slot(g, dengai, "jixi") == HEAD and skill_slot(g, dengai, "hunshang") is None
    assert as_deputy(g, sunce, "hunshang") and not as_head(g, sunce, "hunshang")
    assert skill_slot(g, sunce, "hunshang") == DEPUTY
    assert not as_head(g, dengai, "hunshang") and not as_deputy(g, dengai, "hunshang")     # not his at all


def test_a_removed_deputy_is_no_deputy():
    t = HegTable([{"generals": ["dengai", "caohong"]}, {"generals": ["taishici", "sunce"]}], packs=PACKS)
    assert has_deputy(t.p(0))
    t.p(0).generals[DEPUTY].removed = True
    assert not has_deputy(t.p(0))
