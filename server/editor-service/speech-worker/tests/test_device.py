"""Where the worker runs its models (device.py), on this machine, which has no GPU: every choice ends on the CPU, and
one asked for or seen but not loading says why in one line."""
import subprocess
import sys

import pytest

from conftest import JFK, JFK_TEXT, WORKER_DIR, Worker
from device import CPU, CUDA, choose, onnx_providers, pip_library_path
from models import ModelError, Models
from wer import word_error_rate


def test_cpu_is_the_cpu_and_auto_without_a_cuda_device_is_the_cpu_silently():
    lines: list[str] = []
    assert choose("cpu", log=lines.append) == CPU
    assert choose("auto", log=lines.append) == CPU
    assert lines == []
    assert CPU.compute_type == "int8" and CUDA.compute_type == "float16"


def test_cuda_asked_for_without_a_device_falls_back_to_the_cpu_with_one_line():
    lines: list[str] = []
    assert choose("cuda", log=lines.append) == CPU
    assert lines == ["speech worker: using the CPU, not CUDA: CTranslate2 sees no CUDA device (no NVIDIA GPU or driver)"]


def test_a_cuda_device_whose_libraries_do_not_load_is_left_for_the_cpu_naming_the_library():
    # A GPU is simulated by its count only: the load is this machine's real one, where cuBLAS is not installed.
    lines: list[str] = []
    assert choose("auto", devices=lambda: 1, log=lines.append) == CPU
    assert len(lines) == 1
    assert lines[0].startswith("speech worker: using the CPU, not CUDA: CUDA does not load: libcublas.so.12 does not load")
    assert lines[0].endswith("run `npm run setup -- --gpu`")
    assert choose("auto", devices=lambda: 1, loads=lambda: None, log=lines.append) == CUDA
    assert len(lines) == 1


def test_the_speaker_model_stays_on_the_cpu_without_onnxruntimes_cuda_provider():
    assert onnx_providers(CPU) == ("CPUExecutionProvider",)
    assert onnx_providers(CUDA) == ("CPUExecutionProvider",)  # the PyPI onnxruntime wheel has no CUDA provider


def test_a_model_that_does_not_load_on_cuda_is_a_model_error_naming_the_way_out(base):
    with pytest.raises(ModelError, match=r"on cuda \(TAPESCRIPT_DEVICE=cpu runs it on the CPU\)"):
        Models(1, CUDA).get(base)


def test_the_cuda_libraries_of_the_nvidia_wheels_go_first_on_the_library_path(tmp_path, monkeypatch):
    assert pip_library_path({}) is None  # none installed here
    for package in ("cublas", "cudnn"):
        (tmp_path / "nvidia" / package / "lib").mkdir(parents=True)
    monkeypatch.syspath_prepend(str(tmp_path))
    wanted = f"{tmp_path}/nvidia/cublas/lib:{tmp_path}/nvidia/cudnn/lib"
    assert pip_library_path({"LD_LIBRARY_PATH": "/opt/lib"}) == f"{wanted}:/opt/lib"
    assert pip_library_path({"LD_LIBRARY_PATH": wanted}) is None


@pytest.mark.parametrize("device", [None, "cpu"])
def test_the_ready_event_says_the_device(device):
    worker = Worker(threads=1, device=device, stderr=subprocess.PIPE)
    ready = worker.next()
    assert ready == {"event": "ready", "threads": 1, "device": "cpu", "speakers": "campplus", "speaker_device": "cpu"}
    worker.close()
    assert "CUDA" not in worker.process.stderr.read()


def test_cuda_asked_for_here_transcribes_jfk_on_the_cpu_after_one_log_line(base):
    worker = Worker(threads=2, device="cuda", stderr=subprocess.PIPE)
    assert worker.next()["device"] == "cpu"
    worker.send({"type": "transcribe", "job": "jfk", "audio": str(JFK), "model_dir": base})
    result = worker.until({"result", "error"}, "jfk")
    worker.close()
    assert result["event"] == "result", result
    assert word_error_rate(JFK_TEXT, " ".join(w["text"] for w in result["words"])) <= 0.1
    log = [line for line in worker.process.stderr.read().splitlines() if "CUDA" in line]
    assert log == ["speech worker: using the CPU, not CUDA: CTranslate2 sees no CUDA device (no NVIDIA GPU or driver)"]


def test_an_unknown_device_is_refused_at_start():
    run = subprocess.run([sys.executable, str(WORKER_DIR / "worker.py"), "--device", "tpu"],
                         stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=30)
    assert run.returncode == 2 and "invalid choice: 'tpu'" in run.stderr
