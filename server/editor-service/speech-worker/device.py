"""Where Whisper and the speaker model run: TAPESCRIPT_DEVICE (the editor service passes it as --device).

auto = CUDA when CTranslate2 sees a CUDA device and CUDA loads, else the CPU; cpu = always the CPU; cuda = CUDA, but a
machine where it does not load falls back to the CPU with one line on stderr saying why, never a crash. On CUDA
Whisper runs in float16 and the same windows, job interleaving and vocabulary pass as on the CPU (job.py).
"""
from __future__ import annotations

import ctypes
import glob
import os
import sys
from dataclasses import dataclass
from typing import Callable

DEVICES = ("auto", "cpu", "cuda")

# What CTranslate2 opens by name on CUDA: the installed 4.8.5's library names libcublas.so.12 (and the driver's
# libcuda.so.1, which the transfer below needs). `npm run setup -- --gpu` installs it from PyPI (requirements-gpu.lock),
# with cuDNN 9 for wheels that open that too and for onnxruntime's CUDA provider.
CUDA_LIBRARIES = ("libcublas.so.12",)


@dataclass(frozen=True)
class Device:
    name: str  # "cpu" or "cuda"
    compute_type: str


CPU = Device("cpu", "int8")
CUDA = Device("cuda", "float16")


def pip_library_path(env: dict[str, str]) -> str | None:
    """LD_LIBRARY_PATH with the lib folders of the nvidia-* wheels put first, or None when there are none or it holds
    them already. The loader reads LD_LIBRARY_PATH once, at process start, so the worker starts again with it."""
    import importlib.util

    spec = importlib.util.find_spec("nvidia")
    roots = list(spec.submodule_search_locations or []) if spec else []
    folders = sorted(folder for root in roots for folder in glob.glob(os.path.join(root, "*", "lib")))
    present = [folder for folder in env.get("LD_LIBRARY_PATH", "").split(os.pathsep) if folder]
    missing = [folder for folder in folders if folder not in present]
    return os.pathsep.join(missing + present) if missing else None


def _cuda_loads() -> None:
    """Raises, saying why, unless the CUDA libraries load and a tensor reaches the GPU (which needs the driver)."""
    import ctranslate2
    import numpy as np

    for library in CUDA_LIBRARIES:
        try:
            ctypes.CDLL(library, mode=ctypes.RTLD_GLOBAL)
        except OSError as error:
            raise RuntimeError(f"{library} does not load ({error}); run `npm run setup -- --gpu`") from None
    ctranslate2.StorageView.from_array(np.zeros(1, np.float32)).to_device(ctranslate2.Device.cuda)


def _cuda_devices() -> int:
    import ctranslate2

    return ctranslate2.get_cuda_device_count()


def choose(
    requested: str,
    devices: Callable[[], int] = _cuda_devices,
    loads: Callable[[], None] = _cuda_loads,
    log: Callable[[str], None] = lambda line: print(line, file=sys.stderr),
) -> Device:
    """The device for `requested` (one of DEVICES). Where CUDA was asked for, or seen, but does not load: the CPU,
    with one line saying why. auto on a machine without a CUDA device says nothing: nothing failed."""
    if requested == "cpu":
        return CPU
    try:
        count = devices()
    except Exception as error:  # a broken driver install can throw here too
        count, why = 0, f"CTranslate2 cannot count CUDA devices ({error})"
    else:
        why = "CTranslate2 sees no CUDA device (no NVIDIA GPU or driver)"
    if count > 0:
        try:
            loads()
            return CUDA
        except Exception as error:
            why = f"CUDA does not load: {error}"
    if requested == "cuda" or count > 0:
        log(f"speech worker: using the CPU, not CUDA: {why}")
    return CPU


def onnx_providers(device: Device) -> tuple[str, ...]:
    """onnxruntime's providers for the speaker model: CUDA first when on CUDA and this onnxruntime has it (the PyPI
    `onnxruntime` wheel does not; `onnxruntime-gpu` does), the CPU always."""
    import onnxruntime

    cuda = device == CUDA and "CUDAExecutionProvider" in onnxruntime.get_available_providers()
    return ("CUDAExecutionProvider", "CPUExecutionProvider") if cuda else ("CPUExecutionProvider",)
