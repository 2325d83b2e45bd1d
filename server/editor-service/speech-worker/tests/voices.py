"""Real recorded voices from Debian packages, and conversations spliced from them with known turns.

Used by the speaker tests and by bench/speakers. Each voice is one person; sources and licences are listed in
bench/speakers/SOURCES.md."""

import random
import subprocess
from dataclasses import dataclass
from pathlib import Path

import numpy as np

SAMPLE_RATE = 16000


@dataclass(frozen=True)
class Voice:
    name: str
    gender: str
    packages: tuple[str, ...]
    suffix: str = ".wav"
    folder: str = "/"

    def files(self) -> list[str]:
        """The voice's recordings, from the packages' own file lists (two of them install through the same folders)."""
        found = []
        for package in self.packages:
            listing = subprocess.run(["dpkg", "-L", package], capture_output=True, text=True)
            if listing.returncode != 0:
                raise FileNotFoundError(f"no recordings of {self.name}: apt-get install {' '.join(self.packages)}")
            found += [line for line in listing.stdout.splitlines() if line.endswith(self.suffix) and self.folder in line]
        return sorted(found)


VOICES = {
    voice.name: voice
    for voice in [
        # Allison Smith recorded both the English and the Spanish prompts: one voice.
        Voice("allison", "f", ("asterisk-core-sounds-en-wav", "asterisk-core-sounds-es-wav")),
        Voice("june", "f", ("asterisk-core-sounds-fr-wav",)),
        Voice("carlo", "m", ("asterisk-core-sounds-it-wav",)),
        Voice("maxim-ru", "f", ("asterisk-core-sounds-ru-wav",)),
        Voice("paola", "f", ("asterisk-prompt-it-menardi-wav",)),
        Voice("armelle", "f", ("asterisk-prompt-fr-armelle",), ".gsm"),
        Voice("july", "f", ("asterisk-prompt-es-co",), ".gsm"),
        Voice("librivox", "m", ("pocketsphinx-testdata",), folder="/librivox/"),
    ]
}


def decode(path: str) -> np.ndarray:
    """float32 mono 16 kHz samples, as the speech worker gets them."""
    pcm = subprocess.run(
        ["ffmpeg", "-nostdin", "-v", "error", "-i", path, "-f", "s16le", "-ac", "1", "-ar", str(SAMPLE_RATE), "-"],
        check=True, capture_output=True,
    ).stdout
    return np.frombuffer(pcm, np.int16).astype(np.float32) / 32768


FRAME = 160  # 10 ms


def speech_parts(samples: np.ndarray, bridge: float = 0.3) -> list[tuple[int, int]]:
    """Sample ranges where the (studio-clean) recording has voice: frames within 30 dB of its loudest, joined across
    pauses shorter than `bridge` seconds. These are the reference turns."""
    frames = len(samples) // FRAME
    if frames == 0:
        return []
    levels = np.sqrt(np.mean(samples[: frames * FRAME].reshape(frames, FRAME) ** 2, axis=1) + 1e-12)
    loud = np.flatnonzero(levels > 0.03 * levels.max())
    parts: list[list[int]] = []
    for frame in loud:
        if parts and frame - parts[-1][1] <= bridge * 100:
            parts[-1][1] = frame + 1
        else:
            parts.append([frame, frame + 1])
    return [(start * FRAME, end * FRAME) for start, end in parts]


def is_speech(clip: np.ndarray) -> bool:
    """Speech rises and falls by syllable; the packages' beeps and tones hold one level."""
    frames = len(clip) // FRAME
    levels = 10 * np.log10(np.mean(clip[: frames * FRAME].reshape(frames, FRAME) ** 2, axis=1) + 1e-10)
    return float(np.std(levels[levels > levels.max() - 30])) > 4.0


@dataclass
class Conversation:
    samples: np.ndarray
    # Reference turns: (start, end, speaker index in order of first appearance)
    turns: list[tuple[float, float, int]]
    voices: list[str]

    @property
    def duration(self) -> float:
        return len(self.samples) / SAMPLE_RATE


def converse(
    voices: list[str], seconds: float, seed: int, noise_db: float | None = None, files: dict[str, list[str]] | None = None
) -> Conversation:
    """About `seconds` of turns taken in random order by `voices` (never the same twice in a row), each turn one to
    three prompts of that voice with short pauses; gaps between speakers from 0.15 to 0.8 s. With `noise_db`, pink
    noise that many dB below the speech. `files` limits a voice to some of its recordings (all of them otherwise)."""
    rng = random.Random(seed)
    chosen = {name: (files or {}).get(name) or VOICES[name].files() for name in voices}
    pools = {name: rng.sample(chosen[name], len(chosen[name])) for name in voices}
    pieces, turns, at, current = [], [], 0.0, None
    order: list[str] = []
    while at < seconds and any(pools.values()):
        candidates = [name for name in voices if name != current and pools[name]] or [current]
        current = rng.choice(candidates)
        if current not in order:
            order.append(current)
        gap = rng.uniform(0.15, 0.8)
        pieces.append(np.zeros(int(gap * SAMPLE_RATE), np.float32))
        at += gap
        for n in range(rng.randint(1, 3)):
            if not pools[current]:
                break
            try:
                clip = decode(pools[current].pop())
            except subprocess.CalledProcessError:
                continue  # a few of the packages' files are damaged (asterisk-prompt-es-co's vm-first.gsm)
            parts = speech_parts(clip)
            if not parts:
                continue
            clip = clip[parts[0][0] : parts[-1][1]]
            # Prompts shorter than half a second are single words; the longest ones are minute-long monologues.
            if not 0.5 <= len(clip) / SAMPLE_RATE <= 12 or not is_speech(clip):
                continue
            clip = clip / max(1e-4, float(np.sqrt(np.mean(clip**2)))) * 0.05 * rng.uniform(0.7, 1.4)
            if n:
                pause = rng.uniform(0.2, 0.6)
                pieces.append(np.zeros(int(pause * SAMPLE_RATE), np.float32))
                at += pause
            pieces.append(clip.astype(np.float32))
            for start, end in parts:
                first = start - parts[0][0]
                turns.append((at + first / SAMPLE_RATE, at + (end - parts[0][0]) / SAMPLE_RATE, order.index(current)))
            at += len(clip) / SAMPLE_RATE
    pieces.append(np.zeros(SAMPLE_RATE // 2, np.float32))
    samples = np.concatenate(pieces)
    if noise_db is not None:
        samples = samples + pink_noise(len(samples), rng) * 0.05 * 10 ** (-noise_db / 20)
    return Conversation(np.clip(samples, -1, 1).astype(np.float32), turns, order)


def pink_noise(length: int, rng: random.Random) -> np.ndarray:
    """Unit-RMS noise with a 1/f spectrum (like room and fan noise)."""
    spectrum = np.fft.rfft(np.random.default_rng(rng.randrange(1 << 30)).standard_normal(length))
    spectrum /= np.sqrt(np.maximum(np.arange(len(spectrum)), 1))
    noise = np.fft.irfft(spectrum, length)
    return (noise / np.sqrt(np.mean(noise**2))).astype(np.float32)


def speech_regions(samples: np.ndarray) -> list[tuple[float, float]]:
    """Voice regions from faster-whisper's Silero VAD with the settings the speaker step asks for."""
    from faster_whisper.vad import VadOptions, get_speech_timestamps

    from speakers import VAD_OPTIONS

    stamps = get_speech_timestamps(samples, VadOptions(**VAD_OPTIONS))
    return [(s["start"] / SAMPLE_RATE, s["end"] / SAMPLE_RATE) for s in stamps]


# Interjections: each package's hello, goodbye and sorry, and its digits, said on their own.
INTERJECTION_NAMES = ("/hello.wav", "/goodbye.wav", "/sorry.wav") + tuple(f"/digits/{n}.wav" for n in range(10))
# Short turns laid over the other voice's speech by this much: the start of one "Hello?" under the end of the other.
OVERLAP = (0.05, 0.3)
# The share of turns the other voice answers with a short word before the turn goes on. At one half, a voice with
# short prompts (1-2 s) was answered every 1.5 s for a minute, and every 1.5 s window held both voices.
ANSWERED = 1 / 3


def interjections(voice: str) -> list[str]:
    """The voice's short prompts said on their own (only the asterisk-core-sounds voices have them)."""
    return [path for path in VOICES[voice].files() if path.endswith(INTERJECTION_NAMES)]


def _prepared(path: str, rng: random.Random, longest: float) -> tuple[np.ndarray, list[tuple[int, int]]] | None:
    """A prompt cut to its speech and levelled like converse()'s, with its speech parts; None when unusable."""
    try:
        clip = decode(path)
    except subprocess.CalledProcessError:
        return None
    parts = speech_parts(clip)
    if not parts:
        return None
    clip = clip[parts[0][0] : parts[-1][1]]
    if not 0.25 <= len(clip) / SAMPLE_RATE <= longest or not is_speech(clip):
        return None
    clip = clip / max(1e-4, float(np.sqrt(np.mean(clip**2)))) * 0.05 * rng.uniform(0.7, 1.4)
    return clip.astype(np.float32), [(start - parts[0][0], end - parts[0][0]) for start, end in parts]


def call(voices: list[str], seconds: float, seed: int, noise_db: float | None = None) -> Conversation:
    """A phone call of two voices with short overlapping turns: it opens with "Hello?" laid over "Hello?", and every
    turns (ANSWERED) one voice answers the other with a short word that starts under the end of the other's speech
    (OVERLAP), after which the first voice goes on. The rest is turns of one to two prompts, as converse() makes.
    Reference turns may overlap; a moment where both speak belongs to both."""
    rng = random.Random(seed)
    short = {name: rng.sample(interjections(name), len(interjections(name))) for name in voices}
    long = {name: rng.sample(VOICES[name].files(), len(VOICES[name].files())) for name in voices}
    hello = {name: next((path for path in short[name] if path.endswith("/hello.wav")), None) for name in voices}
    placed: list[tuple[float, np.ndarray, list[tuple[int, int]], str]] = []
    at = 0.3

    def put(name: str, pool: list[str], start: float, longest: float, first: str | None = None) -> float | None:
        """Lays the next usable prompt of `pool` at `start`; returns where it ends."""
        while pool or first:
            path = first or pool.pop()
            first = None
            prepared = _prepared(path, rng, longest)
            if prepared:
                placed.append((start, *prepared, name))
                return start + len(prepared[0]) / SAMPLE_RATE
        return None

    a, b = voices
    # "Hello?" "Hello?": the second starts under the end of the first.
    end = put(a, short[a], at, 1.2, hello[a]) or at
    end = max(end, put(b, short[b], end - rng.uniform(*OVERLAP), 1.2, hello[b]) or end)
    at, current = end + rng.uniform(0.1, 0.4), a
    while at < seconds:
        end = at
        for n in range(rng.randint(1, 2)):
            end = put(current, long[current], end + (rng.uniform(0.2, 0.5) if n else 0.0), 8.0) or end
        other = b if current == a else a
        if rng.random() < ANSWERED and short[other]:
            # A short answer under the end of this turn; then this voice goes on.
            answer = put(other, short[other], end - rng.uniform(*OVERLAP), 1.2)
            at = max(end, answer or end) + rng.uniform(0.15, 0.5)
        else:
            at, current = end + rng.uniform(0.15, 0.8), other
        if not long[a] or not long[b]:
            break
    length = int((max(start + len(clip) / SAMPLE_RATE for start, clip, _, _ in placed) + 0.5) * SAMPLE_RATE)
    samples = np.zeros(length, np.float32)
    order: list[str] = []
    turns: list[tuple[float, float, int]] = []
    for start, clip, parts, name in sorted(placed, key=lambda item: item[0]):
        if name not in order:
            order.append(name)
        first = int(round(start * SAMPLE_RATE))
        samples[first : first + len(clip)] += clip
        turns += [(start + s / SAMPLE_RATE, start + e / SAMPLE_RATE, order.index(name)) for s, e in parts]
    if noise_db is not None:
        samples = samples + pink_noise(len(samples), rng) * 0.05 * 10 ** (-noise_db / 20)
    return Conversation(np.clip(samples, -1, 1).astype(np.float32), sorted(turns), order)
