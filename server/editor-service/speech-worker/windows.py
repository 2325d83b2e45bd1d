"""Cuts a stream of samples into windows of a few minutes at silences, so that no word is split and memory stays
bounded whatever the length of the recording."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

import numpy as np
from faster_whisper.vad import VadOptions

from audio import SAMPLE_RATE, PcmStream
from speakers import VAD_OPTIONS
from voice import WHISPER_VAD, Chunk, VoiceActivity

# Tight padding: these regions place word onsets, so they should start where the voice starts.
REGION_VAD = VadOptions(threshold=0.5, min_speech_duration_ms=100, min_silence_duration_ms=300, speech_pad_ms=30)
# The speaker step's own reading, which its settings were measured with. Its wider padding matters: fed the tight
# regions, the speaker step split the bench's noisy conversations into one speaker too many (DER 0.5 % -> 18 %).
SPEAKER_VAD = VadOptions(**VAD_OPTIONS)
# Windows of four minutes. Shorter ones would save memory: Silero VAD works on a whole window in one batch (+126 MB at
# 240 s, +61 MB at 120 s; the hour-long bench file's worker peak 721 -> 622 MB at 120 s). But each cut is a new start
# for Whisper, and with a vocabulary that measured badly: at 120 s base wrote the glossary back into the text and lost
# names at a cut (names recording: WER 8.1 % against 2.5 % at 240 s, names missed 15.4 % against 3.8 %).
WINDOW_SECONDS = 240.0
# The cut is looked for in the last part of the window; a longer pause there is preferred over a later short one.
SEARCH_SECONDS = 60.0
GOOD_PAUSE = 0.5
SHORTEST_PAUSE = 0.15
# Speech that ends this close to the end of the buffer may go on past it: such a gap is not a pause yet.
END_MARGIN = 1.0

Region = tuple[float, float]


@dataclass
class Window:
    offset: float
    """Seconds from the start of the recording to this window's first sample."""
    samples: np.ndarray
    """float32 mono 16 kHz."""
    speech: list[Region]
    """Voice regions, in absolute seconds, inside this window."""
    speaker_speech: list[Region]
    """The same voice as the speaker step reads it (SPEAKER_VAD), in absolute seconds, inside this window."""
    whisper_chunks: list[Chunk]
    """The speech Whisper hears, in samples of this window (voice.py)."""

    @property
    def end(self) -> float:
        return self.offset + len(self.samples) / SAMPLE_RATE


def speech_regions(voice: VoiceActivity, options: VadOptions = REGION_VAD) -> list[Region]:
    """Voice regions in seconds from the start of the audio (Silero VAD, as Whisper's own filter uses)."""
    return [(chunk["start"] / SAMPLE_RATE, chunk["end"] / SAMPLE_RATE) for chunk in voice.chunks(options)]


def choose_cut(regions: list[Region], length: float, search_from: float) -> float:
    """Where to end a window of `length` seconds: the middle of the last good pause after `search_from`, else the
    last shorter pause, else `length` (continuous speech for a whole minute: a cut is then unavoidable)."""
    pauses: list[Region] = []
    previous_end = 0.0
    for start, end in regions:
        pauses.append((previous_end, start))
        previous_end = end
    if length - previous_end > END_MARGIN:
        pauses.append((previous_end, length - END_MARGIN))
    if not regions:
        return length
    for shortest in (GOOD_PAUSE, SHORTEST_PAUSE):
        for start, end in reversed(pauses):
            middle = (start + end) / 2
            if end - start >= shortest and middle >= search_from:
                return middle
    return length


def _inside(regions: list[Region], offset: float, cut: float) -> list[Region]:
    """The regions before the cut, in absolute seconds."""
    return [(offset + start, offset + min(end, cut)) for start, end in regions if start < cut]


def windows(stream: PcmStream, window_seconds: float = WINDOW_SECONDS, search_seconds: float = SEARCH_SECONDS) -> Iterator[Window]:
    """The recording as consecutive, non-overlapping windows of at most `window_seconds`, each cut in a pause."""
    size = int(window_seconds * SAMPLE_RATE)
    carry = np.zeros(0, dtype=np.float32)
    offset = 0.0
    while True:
        fresh = stream.read(size - len(carry))
        buffer = np.concatenate([carry, fresh]) if len(carry) else fresh
        at_end = len(buffer) < size
        voice = VoiceActivity(buffer)
        regions = speech_regions(voice)
        length = len(buffer) / SAMPLE_RATE
        cut = length if at_end else choose_cut(regions, length, max(0.0, length - search_seconds))
        cut_sample = min(len(buffer), int(round(cut * SAMPLE_RATE)))
        if cut_sample > 0:
            yield Window(
                offset,
                buffer[:cut_sample],
                _inside(regions, offset, cut),
                _inside(speech_regions(voice, SPEAKER_VAD), offset, cut),
                voice.chunks(WHISPER_VAD, end=cut_sample),
            )
        if at_end:
            return
        # Copy so the window's buffer can be freed once it is done with.
        carry = buffer[cut_sample:].copy()
        offset += cut_sample / SAMPLE_RATE
