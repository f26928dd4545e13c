"""Seeded random games (身份局 and 国战) read in every language: every log line, every prompt and
every option label is words, never a raw id or tag."""

from __future__ import annotations

import re

import pytest
from msgspec.structs import replace

import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.client.logfold import fold_line, seats_of
from sgs_desktop.client.logtext import Label, event_text, seat_label
from sgs_desktop.engine import events as E
from sgs_desktop.engine.config import GameConfig
from sgs_desktop.engine.events import CardFace
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.packs import i18n
from sgs_desktop.packs.i18n import LANGS, option_label, set_language, texts
from sgs_desktop.simulate import play_one
from sgs_desktop.ui.texts import prompt_text

CONFIGS = [("identity", GameConfig(players=5, generals="standard")), ("identity", GameConfig(players=8,
           generals="standard")), ("hegemony", hegemony_config(5)), ("hegemony", hegemony_config(8))]


@pytest.fixture(autouse=True)
def _back_to_zh_cn():
    yield
    set_language("zh_CN")


def _ids() -> set[str]:
    """Every id and tag a raw line could show."""
    out: set[str] = set()
    table = texts("zh_CN")
    for section, entries in table.items():
        out.add(section)
        out.update(entries)
        for v in entries.values():
            if isinstance(v, dict):
                out.update(v)
    return {x for x in out if re.fullmatch(r"[a-z_0-9]+", x)}


def _english_words() -> set[str]:
    words: set[str] = set()

    def walk(v):
        if isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, str):
            words.update(w.lower() for w in re.findall(r"[A-Za-z]+", v))
    walk(texts("en"))
    return words


def raw_tags(line: str, lang: str, ids: set[str], english: set[str]) -> list[str]:
    """The ascii ids left in a line: any lowercase run of three or more in Chinese; in English a
    word with an underscore or an id that is no English word of our texts."""
    if lang != "en":
        return re.findall(r"[a-z_]{3,}", line)
    return [w for w in re.findall(r"[A-Za-z_]{3,}", line)
            if "_" in w or (w.lower() in ids and w.lower() not in english)]


def _games():
    for mode, config in CONFIGS:
        for seed in (1, 2, 3):
            yield mode, play_one(config, seed, "random")


@pytest.mark.parametrize("lang", LANGS)
def test_game_logs_read_as_words(lang):
    set_language(lang)
    ids, english = _ids(), _english_words()
    seen: set[str] = set()
    for _mode, game in _games():
        faces = {c.id: c.describe().to_json() for c in game.cards}
        for viewer in (-1, 0):
            for ev in game.log.visible(viewer):
                line = event_text(ev, faces)
                assert not line.startswith(f"{ev.kind}: "), line
                bad = raw_tags(line, lang, ids, english)
                assert not bad, (lang, ev, line, bad)
                seen.add(ev.kind)
    assert {"move", "use", "damage", "phase", "turn", "game_over", "show_general", "kingdom", "role"} <= seen


@pytest.mark.parametrize("lang", LANGS)
def test_questions_read_as_words(lang):
    """Every prompt a random game asks, and every option's label, in every language."""
    set_language(lang)
    ids, english = _ids(), _english_words()
    seen: set[str] = set()
    for mode, config in CONFIGS:
        for seed in range(3):
            g = Game.new(config, seed)
            faces = {c.id: c.describe().to_json() for c in g.cards}
            agents = [RandomAgent(seed * 11 + s) for s in range(config.players)]
            while not g.finished:
                r = g.pending
                key = r.prompt.key
                assert i18n.prompt(key, lang) is not None, (mode, key)
                line = prompt_text(key, r.prompt.args, r.kind, seat_label, faces)
                assert not raw_tags(line, lang, ids, english), (lang, key, line)
                if r.kind == "option" and key != "choose_pair":
                    for opt in r.options:
                        label = option_label(opt, key)
                        assert label != opt and not raw_tags(label, lang, ids, english), (lang, key, opt, label)
                seen.add(key)
                g.answer(agents[r.seat].answer(r, g.view(r.seat)))
    assert {"play", "choose_general", "choose_pair", "show_general", "discard_phase"} <= seen


def test_a_move_shows_its_reason_as_words():
    ev = E.Move(cards=(0,), count=1, src="hand", src_owner=2, dst="discard", dst_owner=-1, reason="discard_phase")
    faces = {0: {"id": 0, "key": "slash", "suit": "spade", "number": 7}}
    assert event_text(ev, faces) == "杀♠7：2号位手牌 → 弃牌堆（弃牌阶段）"
    assert event_text(replace(ev, reason="zhiheng"), faces).endswith("（制衡）")
    assert event_text(replace(ev, reason="axe"), faces).endswith("（贯石斧）")
    assert event_text(replace(ev, reason=""), faces).endswith("弃牌堆")
    assert event_text(replace(ev, cards=None), faces) == "1张牌：2号位手牌 → 弃牌堆（弃牌阶段）"
    set_language("en")
    assert event_text(ev, faces) == "Slash ♠7: Seat 2's hand → the discard pile (Discard phase)"
    assert event_text(replace(ev, cards=None), faces) == "1 card: Seat 2's hand → the discard pile (Discard phase)"
    assert event_text(replace(ev, cards=None, count=3), faces).startswith("3 cards: ")
    set_language("zh_TW")
    assert event_text(ev, faces) == "殺♠7：2號位手牌 → 棄牌堆（棄牌階段）"


def test_fields_read_by_type():
    peach = CardFace(id=3, key="peach", suit="heart", number=12)
    damage = E.Damage(source=None, target=1, amount=2, nature="thunder", hp=1, card=None, chain=True)
    assert event_text(damage) == "1号位受到2点雷电伤害（无来源，体力1）"
    assert event_text(replace(damage, source=0, nature=None)) == "0号位对1号位造成2点伤害（体力1）"
    judge = E.JudgeEvent(seat=0, card=peach, reason="luoshen")
    assert event_text(judge) == "0号位的判定牌（洛神）：桃♥Q"
    assert event_text(replace(judge, counts_as="spade")) == "0号位的判定牌（洛神）：桃♥Q，视为黑桃♠"
    over = E.GameOverEvent(winners=(0, 2), reason="rebels_dead", roles=())
    assert event_text(over) == "游戏结束（反贼与内奸全部阵亡），胜者：0号位、2号位"
    assert event_text(replace(over, winners=())).endswith("胜者：无")
    chain = E.Chain(seat=3, chained=False)
    assert event_text(chain) == "3号位重置"
    set_language("en")
    assert event_text(chain) == "Seat 3 is unchained"
    assert event_text(over) == "Game over (every Rebel and Renegade died); winners: Seat 0, Seat 2"
    assert event_text(judge) == "Seat 0's judgement (Goddess of the Luo): Peach ♥Q"
    assert event_text(E.SkillInvoked(seat=1, skill="spear")) == "Seat 1 invokes Serpent Spear"


def test_english_says_plurals_and_your_own_seat_as_english():
    """(issue 34, found 17) "draws 4 card(s)" and "Seat 3 · Cao Pi (you)'s general is Cao Pi" no more:
    one card, two cards; your own seat's possessive is "your", capitalised at the start of a line."""
    set_language("en")

    def name(seat):
        mine = seat == 3
        return Label.of(f"Seat {seat}" + (" (you)" if mine else ""), mine)

    general = E.GeneralChosen(seat=3, general="caopi", kingdom="wei", gender="male", hp=3, max_hp=3)
    assert event_text(general, None, name) == "Your general is Cao Pi (Wei, HP 3)"
    assert event_text(replace(general, seat=2), None, name) == "Seat 2's general is Cao Pi (Wei, HP 3)"
    assert event_text(E.Turn(seat=3, round=2), None, name) == "—— Round 2: your turn ——"
    look = E.Look(seat=3, cards=None, count=1)
    assert event_text(look, None, name) == "Seat 3 (you) looks at the top 1 card of the draw pile"
    assert "top 4 cards" in event_text(replace(look, count=4), None, name)
    draw = E.Move(cards=None, count=4, src="draw", src_owner=-1, dst="hand", dst_owner=3, reason="draw_phase")
    assert fold_line(draw, None, name).text == "Seat 3 (you) draws 4 cards (Draw phase)"
    assert fold_line(replace(draw, count=1), None, name).text == "Seat 3 (you) draws 1 card (Draw phase)"
    set_language("zh_CN")
    assert event_text(general, None, name) == "Seat 3 (you)的武将是曹丕（魏，体力3）"


def test_the_log_names_the_victim_of_a_borrowed_sword():
    """(issue 34, found 4) 借刀杀人's line names whom the weapon's holder must attack."""
    card = CardFace(id=5, key="collateral", suit="club", number=12)
    use = E.UseEvent(user=0, card=card, targets=(2,), second_targets=((2, 4),))
    assert event_text(use) == "0号位使用借刀杀人♣Q，目标2号位，令其对4号位使用【杀】"
    set_language("en")
    assert event_text(use).endswith("on Seat 2, who must use a Slash on Seat 4")
    assert 4 in seats_of(use)
    set_language("zh_CN")
    assert i18n.skill_name("spear") == "丈八蛇矛" and i18n.skill_text("eight_diagram").startswith("当你需要使用")


def test_a_missing_text_falls_back_to_zh_cn(monkeypatch):
    real = i18n.texts

    def without_roles(lang="zh_CN"):
        table = real(lang)
        return table if lang == "zh_CN" else {k: v for k, v in table.items() if k != "roles"}
    monkeypatch.setattr(i18n, "texts", without_roles)
    set_language("en")
    assert i18n.role_name("lord") == "主公" and i18n.text("phases", "play") == "Play phase"
    assert i18n.text("phases", "no_such_phase") == "no_such_phase"
    with pytest.raises(KeyError):
        set_language("fr")
