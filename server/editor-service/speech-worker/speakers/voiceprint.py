"""Voiceprints: one embedding that stands for a voice, made the same way from a speaker cluster of a transcription and
from the clips of a remembered voice, so the two can be compared by cosine (the server does the comparing).

Both are the normalised mean of CAM++ embeddings of 1.5 s windows over speech (tracker.plan_windows): a window's
embedding is what the tracker clusters, and a mean over many windows is steadier than one embedding of a long clip."""

import numpy as np

from .clustering import normalise
from .embedding import Embedder
from .fbank import SAMPLE_RATE
from .tracker import RELIABLE_WINDOW, plan_windows

# Rounded so a voiceprint is about 1.7 kB of JSON; the fifth decimal changes a cosine by less than 1e-4.
DECIMALS = 5


def centroid(embeddings: np.ndarray) -> np.ndarray:
    """The normalised mean of normalised embeddings (rows)."""
    return normalise(normalise(np.asarray(embeddings, np.float64)).mean(axis=0, keepdims=True))[0]


def as_list(embedding: np.ndarray) -> list[float]:
    return [round(float(value), DECIMALS) for value in embedding]


def clip_voiceprints(embedder: Embedder, clips: list[np.ndarray]) -> list[np.ndarray | None]:
    """One voiceprint per clip of 16 kHz samples (None for a clip too short for a window), from all clips' windows in
    one batch."""
    windows: list[np.ndarray] = []
    owner: list[int] = []
    for index, samples in enumerate(clips):
        for start, end in plan_windows(0.0, len(samples) / SAMPLE_RATE):
            windows.append(samples[int(round(start * SAMPLE_RATE)) : int(round(end * SAMPLE_RATE))])
            owner.append(index)
    if not windows:
        return [None] * len(clips)
    embeddings = embedder.embed(windows)
    owners = np.array(owner)
    return [centroid(embeddings[owners == index]) if np.any(owners == index) else None for index in range(len(clips))]


def cluster_voiceprints(
    embeddings: np.ndarray, windows: list[tuple[float, float]], labels: np.ndarray, regions: list[int]
) -> dict[int, np.ndarray]:
    """Per cluster label, the voiceprint of its clean windows: long enough to be reliable, and not at a turn (a window
    whose neighbour in the same speech region went to another speaker may hold both voices). A speaker with no clean
    window falls back to all of its windows."""
    lengths = np.array([end - start for start, end in windows])
    at_turn = np.zeros(len(labels), bool)
    for i in range(len(labels) - 1):
        if regions[i] == regions[i + 1] and labels[i] != labels[i + 1]:
            at_turn[i] = at_turn[i + 1] = True
    clean = (lengths >= RELIABLE_WINDOW) & ~at_turn
    prints: dict[int, np.ndarray] = {}
    for label in np.unique(labels):
        mine = labels == label
        chosen = mine & clean if np.any(mine & clean) else mine
        prints[int(label)] = centroid(embeddings[chosen])
    return prints
