"""势备篇 games read in every language: every log line, prompt and option label of seeded random
games with the 势备篇 deck is words, never a raw id (as tests/client/test_log_languages.py does for
the standard decks)."""

from __future__ import annotations

import re

import pytest
from heg import SBP_PACKS

import sgs_desktop.modes  # noqa: F401 - registers the built-in modes
from sgs_desktop.ai.random_agent import RandomAgent
from sgs_desktop.client.logtext import event_text, seat_label
from sgs_desktop.engine.game import Game
from sgs_desktop.modes.hegemony import hegemony_config
from sgs_desktop.packs import i18n
from sgs_desktop.packs.i18n import LANGS, option_label, set_language, texts
from sgs_desktop.ui.texts import prompt_text


@pytest.fixture(autouse=True)
def _back_to_zh_cn():
    yield
    set_language("zh_CN")


def _ids() -> set[str]:
    out: set[str] = set()
    for section, entries in texts("zh_CN").items():
        out.add(section)
        out.update(entries)
        for v in entries.values():
            if isinstance(v, dict):
                out.update(v)
    return {x for x in out if re.fullmatch(r"[a-z_0-9]+", x)}


def _english() -> set[str]:
    words: set[str] = set()

    def walk(v):
        if isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, str):
            words.update(w.lower() for w in re.findall(r"[A-Za-z]+", v))
    walk(texts("en"))
    return words


def _raw(line: str, lang: str, ids: set[str], english: set[str]) -> list[str]:
    if lang != "en":
        return re.findall(r"[a-z_]{3,}", line)
    return [w for w in re.findall(r"[A-Za-z_]{3,}", line)
            if "_" in w or (w.lower() in ids and w.lower() not in english)]


@pytest.mark.parametrize("lang", LANGS)
def test_strategic_games_read_as_words(lang):
    set_language(lang)
    ids, english = _ids(), _english()
    kinds: set[str] = set()
    keys: set[str] = set()
    for players, seed in ((5, 1), (8, 2), (6, 3), (8, 4)):
        config = hegemony_config(players, packs=tuple(SBP_PACKS))
        g = Game.new(config, seed)
        faces = {c.id: c.describe().to_json() for c in g.cards}
        agents = [RandomAgent(seed * 13 + s) for s in range(players)]
        while not g.finished:
            r = g.pending
            key = r.prompt.key
            assert i18n.prompt(key, lang) is not None, key
            line = prompt_text(key, r.prompt.args, r.kind, seat_label, faces)
            assert not _raw(line, lang, ids, english), (lang, key, line)
            if r.kind == "option" and key != "choose_pair":
                for opt in r.options:
                    label = option_label(opt, key)
                    assert label != opt and not _raw(label, lang, ids, english), (lang, key, opt, label)
            keys.add(key)
            g.answer(agents[r.seat].answer(r, g.view(r.seat)))
        for viewer in (-1, 0):
            for ev in g.log.visible(viewer):
                line = event_text(ev, faces)
                assert not line.startswith(f"{ev.kind}: "), line
                assert not _raw(line, lang, ids, english), (lang, ev, line)
                kinds.add(ev.kind)
    assert {"move", "use", "damage", "show_general"} <= kinds
