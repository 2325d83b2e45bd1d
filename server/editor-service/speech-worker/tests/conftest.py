"""Shared fixtures: the real worker process, the real models from `npm run setup`, real recordings."""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path

import pytest

WORKER_DIR = Path(__file__).resolve().parent.parent
REPO = WORKER_DIR.parent.parent.parent
AUDIO = Path(__file__).resolve().parent / "audio"
JFK = AUDIO / "jfk.mp3"
JFK_TEXT = "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country."
LIBRIVOX = Path("/usr/share/pocketsphinx/test/data/librivox")
FFMPEG = "/usr/bin/ffmpeg" if os.path.exists("/usr/bin/ffmpeg") else "ffmpeg"

# The worker's modules (and the speakers package) live beside tests/; the test helpers (voices, scoring) inside it.
sys.path[:0] = [str(WORKER_DIR), str(Path(__file__).resolve().parent)]


def model_dir(name: str) -> str:
    """A model installed by `npm run setup`; missing is a failure, never a skip (CI must run the real model)."""
    root = Path(os.environ.get("TAPESCRIPT_MODELS_DIR") or REPO / "models")
    folder = root / f"whisper-{name}"
    if not (folder / "model.bin").is_file():
        pytest.fail(f"Whisper {name} is not installed in {folder}: run `npm run setup`", pytrace=False)
    return str(folder)


def ffmpeg_make(path: Path, *args: str) -> Path:
    subprocess.run([FFMPEG, "-nostdin", "-v", "error", "-y", *args, str(path)], check=True)
    return path


class Worker:
    """The worker as the editor service runs it: JSON lines over its stdin and stdout."""

    def __init__(self, threads: int = 2, device: str | None = None, stderr: int | None = None):
        """`device`: its --device (default: the worker's, auto); `stderr`: subprocess.PIPE to read its log lines."""
        self.process = subprocess.Popen(
            [sys.executable, str(WORKER_DIR / "worker.py"), "--threads", str(threads), *(["--device", device] if device else [])],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, text=True,
        )
        self.events: "queue.Queue[dict]" = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.events.put(json.loads(line))

    def send(self, request: dict | str) -> None:
        self.process.stdin.write((request if isinstance(request, str) else json.dumps(request)) + "\n")
        self.process.stdin.flush()

    def next(self, timeout: float = 60) -> dict:
        return self.events.get(timeout=timeout)

    def until(self, kinds: set[str], job: str | None = None, timeout: float = 120) -> dict:
        """The next event of one of `kinds` (for `job` when given); progress events pass by."""
        while True:
            event = self.next(timeout)
            if event["event"] in kinds and (job is None or event.get("job") == job):
                return event

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=10)


@pytest.fixture(scope="session")
def worker():
    started = Worker()
    assert started.next()["event"] == "ready"
    yield started
    started.close()


@pytest.fixture(scope="session")
def base() -> str:
    return model_dir("base")


@pytest.fixture(scope="session")
def tiny() -> str:
    return model_dir("tiny.en")


@pytest.fixture(scope="session")
def media(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("media")


@pytest.fixture(scope="session")
def reading(media) -> tuple[Path, str]:
    """The LibriVox clips of pocketsphinx-testdata read one after another with pauses, and what is said."""
    lines = (LIBRIVOX / "transcription").read_text().splitlines()
    if not lines:
        pytest.fail("pocketsphinx-testdata is missing: run `npm run setup`", pytrace=False)
    ids = [line.rsplit("(", 1)[1].rstrip(")") for line in lines]
    texts = [line.split("<s>")[1].split("</s>")[0].strip() for line in lines]
    inputs: list[str] = []
    for clip in ids:
        inputs += ["-i", str(LIBRIVOX / f"{clip}.wav")]
    pieces = "".join(f"[{i}:a]apad=pad_dur=1.2[a{i}];" for i in range(len(ids)))
    joined = "".join(f"[a{i}]" for i in range(len(ids)))
    path = ffmpeg_make(media / "reading.wav", *inputs, "-filter_complex", f"{pieces}{joined}concat=n={len(ids)}:v=0:a=1", "-ar", "16000", "-ac", "1")
    return path, " ".join(texts)
