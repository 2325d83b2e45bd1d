"""The speaker model is optional: without it the worker answers `turns: null` and the Node side gives every word
to one speaker. Anything wrong with the speakers package is reported once on stderr, never fatal."""
from __future__ import annotations

import sys
from typing import Any, Callable


def tracker_factory(threads: int, providers: tuple[str, ...]) -> Callable[[], Any | None]:
    """A function that makes a fresh SpeakerTracker per job, or None when no speaker model can be used.
    `providers`: onnxruntime's, in order (device.onnx_providers)."""
    try:
        from speakers import load_tracker  # type: ignore[import-not-found]
    except Exception as error:  # an absent or broken package both mean: no neural speakers
        print(f"speech worker: no speaker model ({error})", file=sys.stderr)
        return lambda: None

    def make() -> Any | None:
        try:
            return load_tracker(threads, providers=providers)
        except Exception as error:
            print(f"speech worker: speaker model failed to load ({error})", file=sys.stderr)
            return None

    return make


def embedder_factory(threads: int, providers: tuple[str, ...]) -> Callable[[], Any | None]:
    """A function that gives the speaker embedding model (loaded once), or None when there is none."""
    try:
        from speakers import load_embedder  # type: ignore[import-not-found]
    except Exception:  # reported once by tracker_factory
        return lambda: None

    def get() -> Any | None:
        try:
            return load_embedder(threads, providers=providers)
        except Exception as error:
            print(f"speech worker: speaker model failed to load ({error})", file=sys.stderr)
            return None

    return get
