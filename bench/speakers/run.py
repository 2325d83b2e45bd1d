"""Speaker benchmark: conversations spliced from real recorded voices with known turns (bench/speakers/SOURCES.md),
labelled by the CAM++ tracker (server/editor-service/speech-worker/speakers), scored by DER, speaker count and
time-weighted speaker accuracy.

    python bench/speakers/run.py            # the conversation set, one JSON object on stdout
    python bench/speakers/run.py --long     # also a 3-hour recording: peak memory and real-time factor
    python bench/speakers/run.py --words    # speakers by the word: calls with overlapping short turns, and the set

Run with the speech worker's Python (it needs numpy, onnxruntime and faster-whisper's Silero VAD)."""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKER = ROOT / "server/editor-service/speech-worker"
sys.path[:0] = [str(WORKER), str(WORKER / "tests")]

import numpy as np  # noqa: E402

from scoring import mapping, paint, score, speech_time_right  # noqa: E402
from speakers import load_tracker  # noqa: E402
from voices import SAMPLE_RATE, call, converse, speech_regions  # noqa: E402

THREADS = 2
CHUNK_SECONDS = 30
NOISE_DB = 10  # pink noise 10 dB below the speech
# (voices, seconds, seed, noisy): same-gender pairs (f+f, m+m), mixed pairs, three and four voices, single voices.
SET = [
    (["allison", "june"], 120, 1, False),
    (["allison", "june"], 120, 2, True),
    (["june", "armelle"], 120, 3, False),
    (["maxim-ru", "paola"], 120, 4, True),
    (["carlo", "librivox"], 60, 5, False),
    (["carlo", "allison"], 120, 6, True),
    (["maxim-ru", "paola", "july"], 120, 7, False),
    (["allison", "june", "carlo"], 120, 8, True),
    (["allison", "june", "carlo", "maxim-ru"], 120, 9, False),
    (["paola", "armelle", "july", "allison"], 120, 10, True),
    (["june"], 90, 11, False),
    (["carlo"], 90, 12, True),
]
LONG_SECONDS = 3 * 3600
# Phone calls of two voices with short overlapping turns ("Hello?" over "Hello?", short answers under the end of the
# other's turn): (voices, seconds, seed, noisy). Only the asterisk-core-sounds voices say single words.
CALLS = [
    (["allison", "june"], 60, 21, False),
    (["carlo", "allison"], 60, 22, True),
    (["june", "maxim-ru"], 60, 23, False),
    (["maxim-ru", "carlo"], 60, 24, True),
    (["allison", "maxim-ru"], 60, 25, True),
    (["june", "carlo"], 60, 26, False),
]
# The same pairs again on two more seeds each, one noisy and one clean: six calls let one recording whose words
# Whisper decodes differently from run to run move the row by 1.5 points.
CALLS += [(voices, 60, seed, seed % 2 == 1) for voices, *_ in CALLS[:6] for seed in (41, 42)]


def feed(tracker, samples: np.ndarray, offset: float, regions: list[tuple[float, float]]) -> None:
    """Hands the recording over in CHUNK_SECONDS windows, as the worker does while it transcribes."""
    step = CHUNK_SECONDS * SAMPLE_RATE
    for first in range(0, len(samples), step):
        start, end = offset + first / SAMPLE_RATE, offset + min(len(samples), first + step) / SAMPLE_RATE
        inside = [(max(s, start), min(e, end)) for s, e in regions if e > start and s < end]
        tracker.add(samples[first : first + step], start, inside)


def campplus(samples: np.ndarray, regions) -> tuple[list, float, float]:
    tracker = load_tracker(THREADS)
    wall, cpu = time.perf_counter(), time.process_time()
    feed(tracker, samples, 0.0, regions)
    turns = tracker.turns(None)
    return turns, time.perf_counter() - wall, time.process_time() - cpu


def run_set() -> dict:
    load_tracker(THREADS)  # loads the model once, outside the timings
    rows = []
    for voices, seconds, seed, noisy in SET:
        conversation = converse(voices, seconds, seed, NOISE_DB if noisy else None)
        regions = speech_regions(conversation.samples)
        turns, wall, cpu = campplus(conversation.samples, regions)
        rows.append({
            "voices": voices, "noisy": noisy, "duration": conversation.duration,
            "campplus": {"score": score(conversation.turns, turns, conversation.duration).__dict__, "wall": wall, "cpu": cpu},
        })
        print(f"{'+'.join(voices)}{' noisy' if noisy else ''}: {rows[-1]['campplus']['score']}", file=sys.stderr)
    return {"files": rows}


def transcribe(conversation, work: str, name: str) -> tuple[dict, object, float]:
    """The speech worker's whole job (Whisper base with its word timings, the speaker step finding the count, the
    words' speakers) on a conversation; its tracker (to ask again with the count given); the CPU seconds the words'
    speakers cost on top of the turns."""
    import wave

    from job import run_job
    from protocol import Transcribe

    audio = os.path.join(work, f"{name}.wav")
    with wave.open(audio, "wb") as out:
        out.setnchannels(1), out.setsampwidth(2), out.setframerate(SAMPLE_RATE)
        out.writeframes((conversation.samples * 32767).astype("<i2").tobytes())
    cost, made = [0.0], []

    def tracker():
        made.append(load_tracker(THREADS))
        add_words = made[0].add_words

        def timed(*args):
            started = time.thread_time()
            add_words(*args)
            cost[0] += time.thread_time() - started

        made[0].add_words = timed
        return made[0]

    models_dir = Path(os.environ.get("TAPESCRIPT_MODELS_DIR") or ROOT / "models")
    job = run_job(Transcribe(job=name, audio=audio, model_dir=str(models_dir / "whisper-base")), transcribe.models, tracker, lambda _: None)
    try:
        while True:
            next(job)
    except StopIteration as done:
        return done.value, made[0], cost[0]


class _Word:
    def __init__(self, word: dict):
        self.text, self.start, self.end = word["text"], word["start"], word["end"]


def run_words(limit: int | None = None) -> dict:
    """Each call and each conversation of SET through the worker's job; its words' speakers before (the turns settled
    on sentences by the Node side) and after (those, with the short phrases the worker heard as another speaker,
    speakers/words.py; both by bench/speakers/assign.ts),
    scored on the speech under the words and, as DER, on the turns with the words' speakers painted over them.
    Calls are scored twice: with the count found (the worker's default) and with the count given (two)."""
    from models import Models

    transcribe.models = Models(THREADS)
    recordings = [("call", voices, seconds, seed, noisy) for voices, seconds, seed, noisy in CALLS]
    recordings += [("conversation", voices, seconds, seed, noisy) for voices, seconds, seed, noisy in SET]
    rows, items = [], []
    with tempfile.TemporaryDirectory() as work:
        for i, (kind, voices, seconds, seed, noisy) in enumerate(recordings[:limit]):
            make = call if kind == "call" else converse
            conversation = make(voices, seconds, seed, NOISE_DB if noisy else None)
            wall = time.perf_counter()
            result, tracker, word_cpu = transcribe(conversation, work, f"{kind}{i}")
            wall = time.perf_counter() - wall
            variants = {"found": ([tuple(t) for t in result["turns"]], result["word_speakers"])}
            if kind == "call":
                turns = tracker.turns(len(voices))
                variants["given"] = (turns, tracker.word_speakers([_Word(w) for w in result["words"]]))
            for count, (turns, row_heard) in variants.items():
                rows.append({
                    "kind": kind, "count": count, "voices": voices, "seed": seed, "noisy": noisy, "duration": conversation.duration,
                    "reference": conversation.turns, "turns": turns, "words": result["words"],
                    "wordCpu": word_cpu, "wall": wall,
                })
                items.append({"words": result["words"], "turns": turns, "heard": row_heard})
            print(f"{kind} {'+'.join(voices)}: {len(result['words'])} words", file=sys.stderr)
        plan = os.path.join(work, "assign.json")
        Path(plan).write_text(json.dumps(items))
        out = subprocess.run(
            [str(ROOT / "node_modules/.bin/tsx"), str(ROOT / "bench/speakers/assign.ts"), plan],
            check=True, capture_output=True, text=True, cwd=ROOT,
        ).stdout
    for row, assigned in zip(rows, [json.loads(line) for line in out.splitlines() if line.startswith("{")]):
        reference, turns, duration = row.pop("reference"), row.pop("turns"), row["duration"]
        found_to_reference = mapping(reference, turns, duration)
        for name in ("before", "after"):
            speakers = assigned[name]
            spans = [(w["start"], w["end"], s) for w, s in zip(row["words"], speakers)]
            right, covered = speech_time_right(reference, spans, found_to_reference, duration)
            row[name] = {
                "right": right, "covered": covered, "turns": score(reference, turns, duration).__dict__,
                "painted": score(reference, paint(turns, spans, duration), duration).__dict__,
            }
        row["words"] = len(row["words"])
        print(
            f"{row['kind']} ({row['count']}) {'+'.join(row['voices'])}: before {row['before']['right']:.3f} "
            f"DER {row['before']['painted']['der']:.3f}, after {row['after']['right']:.3f} DER {row['after']['painted']['der']:.3f}",
            file=sys.stderr,
        )
    return {"words": rows}


def run_long() -> dict:
    """A 3-hour recording of four voices: built here part by part (with its VAD) into a temporary folder, then handed
    to the speaker step in a fresh process that only reads it in 30 s pieces, so that process's peak memory is the
    speaker step's own (Python, numpy, onnxruntime, the model, the embeddings)."""
    voices = ["allison", "june", "carlo", "maxim-ru"]
    reference, offset, seed = [], 0.0, 100
    with tempfile.TemporaryDirectory() as work:
        parts = []
        while offset < LONG_SECONDS:
            part = converse(voices, 300, seed, NOISE_DB if seed % 2 else None)
            file = os.path.join(work, f"{seed}.npy")
            np.save(file, (part.samples * 32767).astype(np.int16))
            parts.append({"file": file, "offset": offset, "regions": [(offset + s, offset + e) for s, e in speech_regions(part.samples)]})
            # Each part numbers its voices by their own first appearance; map them back to the four voices.
            reference += [(offset + s, offset + e, voices.index(part.voices[k])) for s, e, k in part.turns]
            offset += part.duration
            seed += 1
        plan = os.path.join(work, "parts.json")
        Path(plan).write_text(json.dumps(parts))
        out = subprocess.run([sys.executable, __file__, "--consume", plan], check=True, capture_output=True, text=True).stdout
    result = json.loads(out)
    order: dict[int, int] = {}
    for _, _, k in sorted(reference):
        order.setdefault(k, len(order))
    reference = [(s, e, order[k]) for s, e, k in reference]
    turns = [tuple(t) for t in result.pop("turns")]
    return {"duration": offset, **result, "score": score(reference, turns, offset).__dict__}


def peak_rss_mib() -> float:
    """This process's own high-water mark. (getrusage's ru_maxrss would keep the parent's, copied at fork, across exec.)"""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmHWM in /proc/self/status")


def consume(plan: str) -> dict:
    tracker = load_tracker(THREADS)
    wall, cpu = time.perf_counter(), time.process_time()
    for part in json.loads(Path(plan).read_text()):
        feed(tracker, np.load(part["file"]).astype(np.float32) / 32767, part["offset"], part["regions"])
    clustering = time.perf_counter()
    turns = tracker.turns(None)
    done = time.perf_counter()
    return {
        "peakRssMiB": peak_rss_mib(), "wall": done - wall,
        "cpu": time.process_time() - cpu, "clusteringWall": done - clustering, "turns": turns,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--long", action="store_true", help="only the 3-hour recording")
    parser.add_argument("--words", action="store_true", help="only speakers by the word")
    parser.add_argument("--limit", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--consume", help=argparse.SUPPRESS)
    parser.add_argument("--out", help="write the JSON result to this file instead of stdout")
    args = parser.parse_args()
    if args.consume:
        print(json.dumps(consume(args.consume)))
        return
    result = {"long": run_long()} if args.long else run_words(args.limit) if args.words else run_set()
    result["threads"] = THREADS
    if args.out:
        Path(args.out).write_text(json.dumps(result))
    else:
        print(json.dumps(result))


if __name__ == "__main__":
    main()
