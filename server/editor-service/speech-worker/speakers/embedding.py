"""CAM++ speaker embeddings of speech windows, with onnxruntime."""

import hashlib
from pathlib import Path

import numpy as np
import onnxruntime

from .fbank import fbank

MODEL = Path(__file__).parent / "model" / "campplus.onnx"
DIMENSIONS = 192
BATCH = 8
# The network the weights belong to (docs/models.md); model_id adds the file's hash, so embeddings of another file are
# never compared with these.
MODEL_NAME = "campplus-zh_en-common-advanced"
CPU_ONLY = ("CPUExecutionProvider",)


def model_id(model: Path) -> str:
    digest = hashlib.sha256()
    with open(model, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return f"{MODEL_NAME}@{digest.hexdigest()[:12]}"


class Embedder:
    def __init__(self, model: Path, threads: int, providers: tuple[str, ...] = CPU_ONLY):
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = max(1, threads)
        options.inter_op_num_threads = 1
        # Window lengths vary; with its arena onnxruntime keeps a buffer per shape it has seen and grows for hours.
        options.enable_cpu_mem_arena = False
        self.session = onnxruntime.InferenceSession(str(model), options, providers=list(providers))
        # The provider onnxruntime took: it falls back to the CPU by itself when CUDA's cannot start.
        self.device = "cuda" if self.session.get_providers()[0] == "CUDAExecutionProvider" else "cpu"
        self.model_id = model_id(model)

    def embed(self, windows: list[np.ndarray]) -> np.ndarray:
        """(len(windows), 192) embeddings of 16 kHz sample windows; each window's filterbank is mean-normalised on
        its own, as 3D-Speaker does."""
        features = [fbank(window) for window in windows]
        features = [f - f.mean(axis=0) for f in features]
        embeddings = np.zeros((len(windows), DIMENSIONS), np.float32)
        # Windows of one length run as one batch; padding would change the statistics pooling.
        by_length: dict[int, list[int]] = {}
        for i, f in enumerate(features):
            by_length.setdefault(len(f), []).append(i)
        for indices in by_length.values():
            for b in range(0, len(indices), BATCH):
                batch = indices[b : b + BATCH]
                embeddings[batch] = self.session.run(None, {"fbank": np.stack([features[i] for i in batch])})[0]
        return embeddings
