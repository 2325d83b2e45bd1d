"""Silero VAD run once over a buffer of audio and read two ways: tight voice regions (word onsets, speakers, where a
window is cut) and the wider speech chunks Whisper's own filter keeps. Whisper then hears those chunks joined, with
its filter off, and its times are mapped back as its filter maps them: the same input and output as
`transcribe(vad_filter=True)`, for one pass of the network instead of two (about 1.7 ms of CPU per second of audio,
on the critical path before Whisper starts).

faster-whisper runs the network inside `get_speech_timestamps`; to read one pass two ways, the probabilities are
handed to that function in place of the network, so the reading itself stays faster-whisper's own code."""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterable, Iterator

import numpy as np
from faster_whisper import vad as silero
from faster_whisper.transcribe import restore_speech_timestamps

from audio import SAMPLE_RATE

# Silero's frame; get_speech_timestamps pads the audio to whole frames (a whole one more when it is already).
FRAME = 512
# Whisper's filter with its own defaults (2 s of silence ends a chunk, 400 ms padding), as transcribe() uses them.
WHISPER_VAD = silero.VadOptions()

Chunk = dict[str, int]


class VoiceActivity:
    """Silero's speech probabilities of `samples` (16 kHz float32), computed once."""

    def __init__(self, samples: np.ndarray):
        self._samples = samples
        padded = np.pad(samples, (0, FRAME - len(samples) % FRAME))
        self._probabilities = silero.get_vad_model()(padded)

    def chunks(self, options: silero.VadOptions, end: int | None = None) -> list[Chunk]:
        """Speech chunks in samples of `samples[:end]`, as `get_speech_timestamps(samples[:end], options)` finds them.
        Silero reads the audio in order, so the first frames' probabilities do not depend on what follows them."""
        samples = self._samples[:end]
        if len(samples) == 0:
            return []
        with _probabilities_given(self._probabilities[: len(samples) // FRAME + 1]):
            return silero.get_speech_timestamps(samples, options)


@contextmanager
def _probabilities_given(probabilities: np.ndarray) -> Iterator[None]:
    # Only the main thread of the worker reads voice activity, so swapping the model for the call is safe.
    network = silero.get_vad_model
    silero.get_vad_model = lambda: (lambda _padded: probabilities)
    try:
        yield
    finally:
        silero.get_vad_model = network


def joined_speech(samples: np.ndarray, chunks: list[Chunk]) -> np.ndarray:
    """The audio Whisper's filter would hand on: the chunks, end to end (empty when there is no speech)."""
    return np.concatenate(silero.collect_chunks(samples, chunks)[0])


def restored(segments: Iterable[Any], chunks: list[Chunk]) -> Iterable[Any]:
    """Whisper's segments and words, decoded from `joined_speech`, at their times in `samples`."""
    return restore_speech_timestamps(segments, chunks, SAMPLE_RATE) if chunks else segments
