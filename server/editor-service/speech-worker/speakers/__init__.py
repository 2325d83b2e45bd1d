"""Speaker turns from CAM++ neural speaker embeddings (ONNX, onnxruntime) and spectral clustering.

Needs numpy and onnxruntime only. The model, converted once by scripts/models/convert_campplus.py, ships in model/;
docs/models.md records where it comes from."""

from functools import lru_cache
from pathlib import Path

from .embedding import CPU_ONLY, MODEL, Embedder
from .tracker import SpeakerTracker

__all__ = ["SpeakerTracker", "VAD_OPTIONS", "load_embedder", "load_tracker"]

# Silero VAD settings (faster_whisper.vad.VadOptions) for the speech regions handed to SpeakerTracker.add: pauses of
# 0.3 s and more stay out of the regions, and those pauses are where speakers change. faster-whisper's defaults
# (2 s, 400 ms padding) join a whole conversation into one region, which cost 2-4 % of speaker accuracy on the bench.
VAD_OPTIONS = {"min_silence_duration_ms": 300, "speech_pad_ms": 100}


def load_tracker(threads: int, model: Path = MODEL, providers: tuple[str, ...] = CPU_ONLY) -> "SpeakerTracker | None":
    """A new tracker for one recording, or None when the embedding model is missing. `providers`: onnxruntime's."""
    if not model.is_file():
        return None
    return SpeakerTracker(_embedder(model, threads, providers))


def load_embedder(threads: int, model: Path = MODEL, providers: tuple[str, ...] = CPU_ONLY) -> "Embedder | None":
    """The embedding model the trackers share (for voiceprints of chosen clips), or None when it is missing."""
    return _embedder(model, threads, providers) if model.is_file() else None


@lru_cache(maxsize=2)
def _embedder(model: Path, threads: int, providers: tuple[str, ...]) -> Embedder:
    # Loading the network takes a moment and 100 MB; one session serves every recording of the worker.
    return Embedder(model, threads, providers)
