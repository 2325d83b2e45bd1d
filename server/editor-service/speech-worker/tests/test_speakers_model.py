"""The committed ONNX model and the numpy front end give the reference implementation's embeddings (PyTorch CAM++ on
torchaudio's Kaldi filterbank, recorded by scripts/models/convert_campplus.py --reference) on real speech."""

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from speakers import load_tracker
from speakers.embedding import MODEL, Embedder
from voices import SAMPLE_RATE, decode

WORKER = Path(__file__).parent.parent
REFERENCE = json.loads((Path(__file__).parent / "fixtures" / "campplus_reference.json").read_text())


def test_the_model_is_the_converted_one():
    assert hashlib.sha256((WORKER / REFERENCE["model"]).read_bytes()).hexdigest() == REFERENCE["modelSha256"]


@pytest.fixture(scope="module")
def embedder():
    return Embedder(MODEL, threads=2)


@pytest.mark.parametrize("clip", REFERENCE["clips"], ids=lambda clip: f"{Path(clip['path']).stem}@{clip['start']}")
def test_embeddings_match_the_reference_implementation(embedder, clip):
    samples = decode(clip["path"])[int(clip["start"] * SAMPLE_RATE) : int(clip["end"] * SAMPLE_RATE)]
    got = embedder.embed([samples])[0]
    expected = np.array(clip["embedding"], np.float32)
    cosine = float(got @ expected / np.linalg.norm(got) / np.linalg.norm(expected))
    assert cosine >= 0.99


def test_different_voices_are_further_apart_than_one_voice(embedder):
    # A check that the embeddings carry the speaker, not only that they match: two clips of one reader against
    # clips of other people.
    clips = {Path(c["path"]).parent.name + str(c["start"]): np.array(c["embedding"]) for c in REFERENCE["clips"]}
    unit = {k: v / np.linalg.norm(v) for k, v in clips.items()}
    same = unit["librivox0"] @ unit["librivox2.0"]
    others = [unit["librivox0"] @ v for k, v in unit.items() if not k.startswith("librivox")]
    assert same > max(others) + 0.3


def test_no_tracker_without_the_model(tmp_path):
    assert load_tracker(2, model=tmp_path / "missing.onnx") is None
