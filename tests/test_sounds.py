"""The sound effects (音效): made by packaging/make_sounds.py, the same bytes every run; one file per
effect the table plays; which event calls for which effect (client/sounds.py)."""

from __future__ import annotations

import importlib.util
import wave
from pathlib import Path

import pytest

from sgs_desktop.client.sounds import EFFECTS, TICK_SECONDS, effect_for, tick_for
from sgs_desktop.engine import events as E
from sgs_desktop.engine.events import CardFace

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "assets" / "sounds"


def maker():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "packaging" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_files_are_what_the_script_makes(tmp_path):
    made = maker().write(tmp_path)
    assert sorted(p.name for p in made) == sorted(f"{e}.wav" for e in EFFECTS)
    for path in made:
        assert path.read_bytes() == (SOUNDS / path.name).read_bytes(), f"re-run packaging/make_sounds.py: {path.name}"


def test_the_script_makes_the_same_bytes_twice(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    m = maker()
    for first, second in zip(m.write(a), m.write(b), strict=True):
        assert first.read_bytes() == second.read_bytes()


@pytest.mark.parametrize("effect", EFFECTS)
def test_each_effect_is_a_short_wav_in_the_devices_format_that_does_not_clip(effect):
    with wave.open(str(SOUNDS / f"{effect}.wav")) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (2, 2, 48000)
        frames = w.readframes(w.getnframes())
        assert 0.04 < w.getnframes() / 48000 < 1.0
    samples = memoryview(frames).cast("h")
    peak = max(abs(s) for s in samples)
    assert 8000 < peak < 32767                                   # audible, never clipped


def test_the_licence_and_readme_are_beside_them():
    licence = (SOUNDS / "LICENSE.txt").read_text(encoding="utf-8")
    assert "CC0 1.0" in licence and "original" in licence
    readme = (SOUNDS / "README.md").read_text(encoding="utf-8")
    assert all(f"{e}.wav" in readme for e in EFFECTS)


def test_which_event_calls_for_which_effect():
    me = 2
    slash = CardFace(id=0, key="slash", suit="spade", number=7)
    assert effect_for(E.Damage(source=0, target=1, amount=1, nature=None, hp=2), me) == "damage"
    assert effect_for(E.LoseHp(target=1, amount=1, hp=2), me) == "damage"
    assert effect_for(E.Recover(target=2, amount=1, hp=3), me) == "recover"
    assert effect_for(E.Death(seat=1, role=None, killer=None), me) == "death"
    assert effect_for(E.UseEvent(user=0, card=slash, targets=(1,)), me) == effect_for(E.Play(seat=0, card=slash), me) \
        == "card"
    assert effect_for(E.Turn(seat=2, round=1), me) == "your_turn"
    assert effect_for(E.Turn(seat=1, round=1), me) is None          # another's turn
    assert effect_for(E.Turn(seat=2, round=1), None) is None        # a spectator has none
    assert effect_for(E.Move(cards=None, count=1, src="draw", src_owner=-1, dst="hand", dst_owner=2,
                             reason="draw_phase"), me) is None
    assert effect_for(E.Phase(seat=2, phase="play"), me) is None


def test_the_countdown_ticks_once_in_each_of_its_last_seconds():
    ticks = []
    last = None
    for left in (7, 6, 6, 5, 5, 5, 4, 3, 3, 2, 1, 0):
        if tick_for(left, last):
            ticks.append(left)
        last = left
    assert ticks == [5, 4, 3, 2, 1] and TICK_SECONDS == 5
