"""Streams a recording as 16 kHz mono samples from an ffmpeg subprocess, so no file is ever decoded whole."""
from __future__ import annotations

import os
import subprocess
import tempfile

import numpy as np

SAMPLE_RATE = 16000
BYTES_PER_SAMPLE = 2


class AudioError(Exception):
    """ffmpeg could not decode the file."""


class DurationProbe:
    """The container's duration from ffprobe, started at once and read when first needed, so it runs while the audio
    decodes instead of before it (ffprobe takes about 0.1 s, a fixed cost on every short job)."""

    def __init__(self, ffprobe: str, path: str):
        self._answer: float | None = None
        try:
            self._process: subprocess.Popen | None = subprocess.Popen(
                [ffprobe, "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path],
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            )
        except OSError:
            self._process = None

    def seconds(self) -> float | None:
        """The duration in seconds, or None when ffprobe cannot tell (progress is then open-ended)."""
        if self._process is not None:
            try:
                value = float(self._process.communicate(timeout=30)[0].strip())
                self._answer = value if value > 0 else None
            except (ValueError, subprocess.TimeoutExpired):
                self._answer = None
            self.close()
        return self._answer

    def close(self) -> None:
        if self._process is not None:
            if self._process.poll() is None:
                self._process.kill()
            self._process.wait()
            self._process.stdout.close()
            self._process = None


class PcmStream:
    """ffmpeg decoding `path` to s16le on its stdout; read() returns float32 samples in [-1, 1)."""

    def __init__(self, ffmpeg: str, path: str):
        if not os.path.isfile(path):
            raise AudioError(f"no audio file at {path}")
        # stderr goes to a file: a pipe nobody drains could fill up and stall ffmpeg on a damaged file.
        self._errors = tempfile.TemporaryFile()
        self._process = subprocess.Popen(
            [ffmpeg, "-nostdin", "-hide_banner", "-v", "error", "-i", path, "-vn", "-f", "s16le", "-ac", "1",
             "-ar", str(SAMPLE_RATE), "-"],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self._errors,
        )
        self.samples_read = 0

    @property
    def pid(self) -> int:
        return self._process.pid

    def read(self, samples: int) -> np.ndarray:
        """Up to `samples` samples; fewer only at the end of the audio. Raises AudioError when ffmpeg failed."""
        data = self._process.stdout.read(samples * BYTES_PER_SAMPLE)
        usable = len(data) - len(data) % BYTES_PER_SAMPLE
        chunk = np.frombuffer(data[:usable], dtype="<i2").astype(np.float32) / 32768.0
        self.samples_read += len(chunk)
        if len(chunk) < samples:
            self._finish()
        return chunk

    def _finish(self) -> None:
        code = self._process.wait()
        if code != 0 and self.samples_read == 0:
            self._errors.seek(0)
            detail = self._errors.read()[-600:].decode("utf-8", "replace").strip()
            raise AudioError(f"ffmpeg could not decode it ({detail or f'exit code {code}'})")

    def close(self) -> None:
        if self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        self._process.stdout.close()
        self._errors.close()
