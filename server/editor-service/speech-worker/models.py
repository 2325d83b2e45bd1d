"""Whisper models, loaded once per folder and kept warm for every later job."""
from __future__ import annotations

import os

import numpy as np
from faster_whisper import WhisperModel
from faster_whisper.audio import pad_or_trim

from device import CPU, Device


class ModelError(Exception):
    """The model folder is missing or not a CTranslate2 Whisper model."""


class OneEncodingWhisper(WhisperModel):
    """faster-whisper 1.2.1 runs the encoder on the first 30 s twice when it detects the language: once to detect it,
    once more to transcribe. The encoder is most of the cost of a short recording (a 3-second clip is padded to 30 s),
    so here the detection encodes exactly the first segment the transcription will decode, and that segment reuses
    the encoding. Detection sees the same audio as before but its last 10 ms frame."""

    _first: tuple[np.ndarray, object] | None = None

    def detect_language(self, audio=None, features=None, vad_filter=False, vad_parameters=None,
                        language_detection_segments=1, language_detection_threshold=0.5):
        if audio is not None or features is None or language_detection_segments != 1:
            return super().detect_language(audio, features, vad_filter, vad_parameters, language_detection_segments,
                                           language_detection_threshold)
        segment = self._first_segment(features)
        encoder_output = self.encode(segment)
        self._first = (segment, encoder_output)
        languages = [(token[2:-2], probability) for token, probability in self.model.detect_language(encoder_output)[0]]
        return languages[0][0], languages[0][1], languages

    def generate_segments(self, features, tokenizer, options, log_progress, encoder_output=None):
        # Called (not yet iterated) right after detect_language, inside the same transcribe() call.
        first, self._first = self._first, None
        if encoder_output is None and first is not None and np.array_equal(first[0], self._first_segment(features)):
            encoder_output = first[1]
        return super().generate_segments(features, tokenizer, options, log_progress, encoder_output)

    def _first_segment(self, features: np.ndarray) -> np.ndarray:
        """The first segment as generate_segments cuts it: at most 30 s, without the last frame, padded to 30 s."""
        return pad_or_trim(features[:, : min(self.feature_extractor.nb_max_frames, features.shape[-1] - 1)])


class Models:
    def __init__(self, threads: int, device: Device = CPU):
        self.threads = threads
        self.device = device
        self._loaded: dict[str, WhisperModel] = {}

    def get(self, model_dir: str) -> WhisperModel:
        model = self._loaded.get(model_dir)
        if model is None:
            if not os.path.isfile(os.path.join(model_dir, "model.bin")):
                raise ModelError(f"no Whisper model (model.bin) in {model_dir}; run `npm run setup`")
            try:
                model = OneEncodingWhisper(model_dir, device=self.device.name, compute_type=self.device.compute_type,
                                           cpu_threads=self.threads, num_workers=1)
            except Exception as error:
                # On CUDA (checked at start, device.py) this is the model itself, e.g. too large for the GPU's memory.
                on = "" if self.device == CPU else f" on {self.device.name} (TAPESCRIPT_DEVICE=cpu runs it on the CPU)"
                raise ModelError(f"cannot load the Whisper model in {model_dir}{on}: {error}") from error
            self._loaded[model_dir] = model
        return model
