"""Make the table's sound effects: short WAV files synthesised here, with the standard library only.

    python packaging/make_sounds.py [OUT_DIR]      (default: assets/sounds)

Every effect is computed from sines, envelopes and a seeded noise (random.Random(…).random(), the
one method Python promises is stable), so the files come out byte for byte the same on every run
and machine; tests/test_sounds.py re-makes them and compares. They are our own work, given to the
public domain (CC0 1.0: assets/sounds/LICENSE.txt). Each is under a second, 16-bit stereo at 48 kHz
(the two channels alike): the format sound devices mix in, so QSoundEffect takes it everywhere
(Windows' shared-mode audio refuses a format other than its mix format rather than convert it).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 48000
CHANNELS = 2
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"
TAU = 2 * math.pi


def render(seconds: float, sample: Callable[[float], float], gain: float = 0.8) -> bytes:
    """16-bit little-endian frames of `sample(t)` (−1…1, the same in both channels), faded in and out
    over 3 ms (no clicks)."""
    n = int(seconds * RATE)
    fade = int(0.003 * RATE)
    out = bytearray()
    for i in range(n):
        t = i / RATE
        edge = min(1.0, i / fade, (n - 1 - i) / fade)
        v = max(-1.0, min(1.0, sample(t) * gain * edge))
        out += struct.pack("<hh", round(v * 32767), round(v * 32767))
    return bytes(out)


def noise(seed: int, seconds: float) -> list[float]:
    """White noise (−1…1), the same for the same seed."""
    rng = random.Random(seed)
    return [rng.random() * 2 - 1 for _ in range(int(seconds * RATE) + 1)]


def bell(freq: float, t: float, decay: float) -> float:
    """A struck tone: the fundamental and two soft overtones, dying away."""
    env = math.exp(-t / decay)
    return env * (math.sin(TAU * freq * t) + 0.35 * math.sin(TAU * 2 * freq * t)
                  + 0.12 * math.sin(TAU * 3.01 * freq * t)) / 1.47


def damage() -> bytes:
    """受到伤害: a low thump falling from 170 to 55 Hz, with a short burst of noise on the hit."""
    hiss = noise(1, 0.3)

    def s(t: float) -> float:
        phase = TAU * (55 * t + 115 * 0.05 * (1 - math.exp(-t / 0.05)))    # ∫ (55 + 115·e^(−t/0.05)) dt
        body = math.sin(phase) * math.exp(-t / 0.09) * min(1.0, t / 0.004)
        hit = hiss[int(t * RATE)] * math.exp(-t / 0.018) * 0.5
        return body + hit

    return render(0.3, s, gain=0.6)


def recover() -> bytes:
    """回复体力: two rising notes, C5 then G5, soft and bright."""
    def s(t: float) -> float:
        v = bell(523.25, t, 0.16)
        if t >= 0.11:
            v += bell(783.99, t - 0.11, 0.22)
        return v * 0.7

    return render(0.5, s)


def death() -> bytes:
    """阵亡: a low gong (A2 with a slow beat) sinking a fifth over most of a second."""
    def s(t: float) -> float:
        phase = TAU * (110 * t - 36 * (t * t / 1.8 if t < 0.9 else t - 0.45))  # 110 Hz down to 74 by 0.9 s
        beat = 1 + 0.25 * math.sin(TAU * 4.5 * t)
        return (math.sin(phase) + 0.4 * math.sin(2.01 * phase) + 0.15 * math.sin(3.0 * phase)) \
            * math.exp(-t / 0.35) * beat / 1.8

    return render(0.95, s, gain=0.9)


def card() -> bytes:
    """使用牌: a card slapped on the table — a short noise burst, brightest at its start."""
    hiss = noise(2, 0.13)
    state = {"low": 0.0}

    def s(t: float) -> float:
        x = hiss[int(t * RATE)]
        state["low"] += 0.35 * (x - state["low"])          # a gentle low-pass: paper, not static
        return (state["low"] * 1.6 + 0.3 * math.sin(TAU * 240 * t)) * math.exp(-t / 0.03)

    return render(0.13, s, gain=0.5)


def your_turn() -> bytes:
    """你的回合: a bell, E5 then A5, ringing a little longer."""
    def s(t: float) -> float:
        v = bell(659.25, t, 0.2)
        if t >= 0.14:
            v += bell(880.0, t - 0.14, 0.3)
        return v * 0.65

    return render(0.6, s)


def tick() -> bytes:
    """倒计时: a dry wooden tick at 1.2 kHz, for each of the last seconds."""
    def s(t: float) -> float:
        return (math.sin(TAU * 1200 * t) * math.exp(-t / 0.008)
                + 0.3 * math.sin(TAU * 2400 * t) * math.exp(-t / 0.004))

    return render(0.06, s, gain=0.6)


#: effect name → its maker (the names ui/sound.py plays: the file is <name>.wav)
EFFECTS: dict[str, Callable[[], bytes]] = {
    "damage": damage, "recover": recover, "death": death, "card": card, "your_turn": your_turn, "tick": tick}


def write(out: Path = OUT) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, make in EFFECTS.items():
        path = out / f"{name}.wav"
        with wave.open(str(path), "wb") as w:
            w.setnchannels(CHANNELS)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(make())
        paths.append(path)
    return paths


if __name__ == "__main__":
    for p in write(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT):
        print(p)
