"""Whisper models, loaded once per folder and kept warm for every later job."""
from __future__ import annotations

import os

from faster_whisper import WhisperModel


class ModelError(Exception):
    """The model folder is missing or not a CTranslate2 Whisper model."""


class Models:
    def __init__(self, threads: int):
        self.threads = threads
        self._loaded: dict[str, WhisperModel] = {}

    def get(self, model_dir: str) -> WhisperModel:
        model = self._loaded.get(model_dir)
        if model is None:
            if not os.path.isfile(os.path.join(model_dir, "model.bin")):
                raise ModelError(f"no Whisper model (model.bin) in {model_dir}; run `npm run setup`")
            try:
                model = WhisperModel(model_dir, device="cpu", compute_type="int8", cpu_threads=self.threads, num_workers=1)
            except Exception as error:
                raise ModelError(f"cannot load the Whisper model in {model_dir}: {error}") from error
            self._loaded[model_dir] = model
        return model
