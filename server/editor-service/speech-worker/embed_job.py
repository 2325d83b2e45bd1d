"""One "embed" request: the voiceprints of chosen clips of a recording, for remembering a voice. A generator like
job.run_job, so the worker interleaves it with transcriptions and honours a cancel between two clips."""
from __future__ import annotations

from typing import Any, Generator

import numpy as np

from audio import SAMPLE_RATE, PcmStream
from models import ModelError
from protocol import Embed

# Clips whose voiceprints are computed at once (their windows share batches).
CLIPS_PER_STEP = 8


def run_embed(request: Embed, embedder: Any | None) -> Generator[None, None, dict[str, Any]]:
    if embedder is None:
        raise ModelError("No speaker model is installed in the speech worker, so voices cannot be remembered")
    from speakers.voiceprint import as_list, clip_voiceprints

    samples = yield from _clip_samples(request)
    answered = []
    for first in range(0, len(samples), CLIPS_PER_STEP):
        batch = samples[first : first + CLIPS_PER_STEP]
        for (start, end), voiceprint in zip(request.clips[first : first + CLIPS_PER_STEP], clip_voiceprints(embedder, batch)):
            if voiceprint is not None:
                answered.append({"start": start, "end": end, "embedding": as_list(voiceprint)})
        yield
    return {"event": "embeddings", "job": request.job, "model": embedder.model_id, "clips": answered}


def _clip_samples(request: Embed) -> Generator[None, None, list[np.ndarray]]:
    """Each clip's samples, read in one pass over the audio (the clips are in time order); a clip past the end of
    the audio is cut short there."""
    stream = PcmStream(request.audio)
    try:
        at = 0
        clips: list[np.ndarray] = []
        for start, end in request.clips:
            first, last = int(round(start * SAMPLE_RATE)), int(round(end * SAMPLE_RATE))
            while at < first:
                skipped = len(stream.read(min(first - at, 30 * SAMPLE_RATE)))
                if not skipped:
                    break
                at += skipped
            # Short of `first` only when the audio ended before it.
            clip = stream.read(last - first) if at == first else np.zeros(0, np.float32)
            at += len(clip)
            clips.append(clip)
            yield
        return clips
    finally:
        stream.close()
