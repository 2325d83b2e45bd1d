"""Streams a recording as 16 kHz mono samples, decoded in this process by PyAV (FFmpeg's libraries, in the wheel that
faster-whisper depends on), a few frames at a time, so no file is ever decoded whole.

In-process rather than an ffmpeg and an ffprobe subprocess per job: starting the two binaries cost about 0.12 s of
CPU per job (0.73-0.82 s for the transcription bench's six files), a fixed cost that weighed on every short file.
A decoder that crashes on a hostile file now takes the worker down with it; the editor service restarts it and fails
that one job (docs/reliability.md).
"""
from __future__ import annotations

import os
from fractions import Fraction

import av
import numpy as np

SAMPLE_RATE = 16000


class AudioError(Exception):
    """The file could not be decoded (the messages name ffmpeg, whose libraries PyAV is, as the other engines do)."""


class PcmStream:
    """The first audio stream of `path` as float32 mono samples in [-1, 1); read() hands them out in pieces."""

    def __init__(self, path: str):
        if not os.path.isfile(path):
            raise AudioError(f"no audio file at {path}")
        try:
            self._container = av.open(path, mode="r", metadata_errors="ignore")
        except av.FFmpegError as error:
            raise AudioError(f"ffmpeg could not decode it ({_reason(error)})") from error
        if not self._container.streams.audio:
            self._container.close()
            raise AudioError("ffmpeg could not decode it (the file holds no audio stream)")
        stream = self._container.streams.audio[0]
        self.duration = _seconds(self._container.duration, Fraction(1, av.time_base)) or _seconds(stream.duration, stream.time_base)
        """The container's duration in seconds, None when it does not say (progress is then open-ended)."""
        # Packet by packet (the last one, empty, flushes the decoder), so that one damaged packet costs only itself.
        self._packets = self._container.demux(stream)
        # s16 as the ffmpeg command line gave it, so that the samples (and what Whisper hears) are the same.
        self._resampler = av.AudioResampler(format="s16", layout="mono", rate=SAMPLE_RATE)
        self._pieces: list[np.ndarray] = []
        self._buffered = 0
        self._ended = False
        self._error: str | None = None
        self.samples_read = 0

    def read(self, samples: int) -> np.ndarray:
        """Up to `samples` samples; fewer only at the end of the audio. Raises AudioError when nothing could be decoded."""
        while self._buffered < samples and not self._ended:
            self._decode_some()
        if self._ended and self.samples_read == 0 and self._buffered == 0 and self._error is not None:
            raise AudioError(f"ffmpeg could not decode it ({self._error})")
        joined = np.concatenate(self._pieces) if self._pieces else np.zeros(0, np.int16)
        chunk, rest = joined[:samples], joined[samples:]
        self._pieces = [rest] if len(rest) else []
        self._buffered = len(rest)
        self.samples_read += len(chunk)
        return chunk.astype(np.float32) / 32768.0

    def _decode_some(self) -> None:
        """The frames of one more packet through the resampler; at the end, what decoder and resampler still hold."""
        try:
            packet = next(self._packets)
            frames = packet.decode()
        except StopIteration:
            packet, frames = None, []
        except av.InvalidDataError as error:
            # A damaged packet is skipped, as the ffmpeg command line does; it is reported if nothing else decodes.
            self._error = _reason(error)
            return
        except av.FFmpegError as error:
            self._error = _reason(error)
            packet, frames = None, []
        if packet is None:
            self._ended = True
            frames = [None]  # flushes the resampler
        for frame in frames:
            for out in self._resampler.resample(frame):
                piece = out.to_ndarray().reshape(-1)
                self._pieces.append(piece)
                self._buffered += len(piece)

    def close(self) -> None:
        self._container.close()


def _seconds(value: int | None, time_base: Fraction) -> float | None:
    return float(value * time_base) if value and value > 0 else None


def _reason(error: Exception) -> str:
    return getattr(error, "strerror", None) or str(error)
