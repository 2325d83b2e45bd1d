"""Speaker turns from CAM++ neural speaker embeddings (ONNX, onnxruntime) and spectral clustering.

Needs numpy and onnxruntime only. The model, converted once by scripts/models/convert_campplus.py, ships in model/;
docs/models.md records where it comes from."""

from functools import lru_cache
from pathlib import Path

from .embedding import MODEL, Embedder
from .tracker import SpeakerTracker

__all__ = ["SpeakerTracker", "load_tracker"]


def load_tracker(threads: int, model: Path = MODEL) -> "SpeakerTracker | None":
    """A new tracker for one recording, or None when the embedding model is missing."""
    if not model.is_file():
        return None
    return SpeakerTracker(_embedder(model, threads))


@lru_cache(maxsize=2)
def _embedder(model: Path, threads: int) -> Embedder:
    # Loading the network takes a moment and 100 MB; one session serves every recording of the worker.
    return Embedder(model, threads)
