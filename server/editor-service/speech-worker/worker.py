"""The speech worker: Whisper (faster-whisper, CTranslate2: int8 on the CPU, float16 on CUDA) behind a JSON-lines
protocol (see protocol.py).

    python worker.py --threads N [--device auto|cpu|cuda]   (device.py; default auto)

One process serves every job of the editor service: the model is loaded once and kept warm, and the active jobs
take turns one Whisper segment at a time, so a short file is not held behind a long one and a cancel is honoured
within one segment. The process exits as soon as its stdin closes (its parent died or let it go).
"""
from __future__ import annotations

import argparse
import json
import os
import queue
import sys
import threading
from collections import OrderedDict
from typing import Any, Generator


def _protocol_stdout():
    """The real stdout, kept for protocol lines only; fd 1 then points at stderr so that anything a library prints
    can never corrupt the protocol."""
    out = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    os.dup2(2, 1)
    return out


def main() -> None:
    from device import DEVICES, pip_library_path

    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--device", choices=DEVICES, default="auto")
    args = parser.parse_args()
    library_path = None if args.device == "cpu" else pip_library_path(dict(os.environ))
    if library_path:
        # The CUDA libraries of `npm run setup -- --gpu` are found through LD_LIBRARY_PATH, read at process start.
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "LD_LIBRARY_PATH": library_path})
    out = _protocol_stdout()

    def emit(event: dict[str, Any]) -> None:
        out.write(json.dumps(event, ensure_ascii=False) + "\n")

    # Imported after the stdout switch: loading the native libraries may print.
    from audio import AudioError
    from device import choose, onnx_providers
    from embed_job import run_embed
    from job import run_job
    from models import ModelError, Models
    from protocol import Cancel, Embed, Load, ProtocolError, Transcribe, error_event, parse_request
    from speaker_bridge import embedder_factory, tracker_factory

    threads = max(1, args.threads)
    device = choose(args.device)
    models = Models(threads, device)
    # One thread for the speaker embeddings: they run beside Whisper's own threads (job.py), on the cores its decoding
    # leaves idle; with as many threads as Whisper they measured no faster and cost 10 % more CPU time.
    new_tracker = tracker_factory(1, onnx_providers(device))
    speaker_model = embedder_factory(1, onnx_providers(device))
    probe = new_tracker()
    emit({
        "event": "ready", "threads": threads, "device": device.name,
        "speakers": getattr(probe, "name", None), "speaker_device": getattr(probe, "device", None),
    })
    del probe

    lines: "queue.Queue[str | None]" = queue.Queue()

    def read_stdin() -> None:
        for line in sys.stdin:
            lines.put(line)
        # stdin closed: the parent is gone or wants us gone. Exit now, not after the current segment.
        os._exit(0)

    threading.Thread(target=read_stdin, daemon=True).start()
    jobs: "OrderedDict[str, Generator[None, None, dict[str, Any]]]" = OrderedDict()

    def handle(line: str) -> None:
        if not line.strip():
            return
        try:
            request = parse_request(line)
        except ProtocolError as error:
            emit(error_event(error.job, "bad_request", str(error)))
            return
        if isinstance(request, Load):
            try:
                models.get(request.model_dir)
                emit({"event": "loaded", "model_dir": request.model_dir})
            except ModelError as error:
                emit(error_event(None, "model", str(error)))
        elif isinstance(request, Cancel):
            running = jobs.pop(request.job, None)
            if running is not None:
                running.close()  # its finally blocks close the audio file
                emit(error_event(request.job, "cancelled", "The transcription was cancelled"))
        elif isinstance(request, (Transcribe, Embed)):
            if request.job in jobs:
                emit(error_event(request.job, "bad_request", f"job {request.job} is already running"))
                return
            if isinstance(request, Embed):
                jobs[request.job] = run_embed(request, speaker_model())
            else:
                jobs[request.job] = run_job(request, models, new_tracker, emit)

    def step(job: str) -> None:
        """Advances one job by one segment; a job that ends leaves the rotation with its result or its error."""
        try:
            next(jobs[job])
            return
        except StopIteration as done:
            emit(done.value)
        except AudioError as error:
            emit(error_event(job, "audio", f"Unsupported audio: {error}"))
        except ModelError as error:
            emit(error_event(job, "model", str(error)))
        except Exception as error:  # one broken job must not take the others down
            print(f"speech worker: job {job} failed", file=sys.stderr)
            import traceback

            traceback.print_exc()
            emit(error_event(job, "internal", f"The speech worker failed: {error!r}"))
        jobs.pop(job, None)

    def drain() -> None:
        try:
            while True:
                handle(lines.get_nowait())
        except queue.Empty:
            pass

    while True:
        if not jobs:
            handle(lines.get())  # nothing to do: wait for a request
        drain()
        for job in list(jobs):
            if job in jobs:
                step(job)
            drain()  # a cancel lands between two segments

if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main()
