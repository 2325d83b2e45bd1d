"""Known-voices benchmark, the audio half: real voices (bench/speakers/SOURCES.md) through the speaker step as the
speech worker runs it, giving the voiceprints the server names speakers from. bench/groups/voices.ts does the rest
(the product's enrolment and naming rules, calibration, confidence intervals).

    python bench/voices/run.py --out FILE [--conversations N]

Each voice's recordings are split once: three disjoint enrolment sets of at least ENROL_SECONDS of speech (Allison's
from her English prompts only), and the rest for the conversations. Conversation i leaves one voice out of the
enrolled gallery in turn (every voice is a stranger in 1 of 8) and always includes it, with one or two enrolled
partners, at one of three noise levels; Allison speaks English or Spanish in turn. The LibriVox reader (24 s of speech
in all) is never enrolled, only a stranger. Each enrolled voice also gives SHORT_SETS short, rough enrolments (clips
of 1.5 to 3 s, some in noise) for the enrolment checks alone.

Run with the speech worker's Python (numpy, onnxruntime and faster-whisper's Silero VAD)."""

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKER = ROOT / "server/editor-service/speech-worker"
sys.path[:0] = [str(WORKER), str(WORKER / "tests")]

import numpy as np  # noqa: E402

import speakers.voiceprint as voiceprint  # noqa: E402
import voices as recordings  # noqa: E402
from speakers import load_embedder, load_tracker  # noqa: E402
from voices import SAMPLE_RATE, VOICES, converse, decode, is_speech, pink_noise, speech_parts, speech_regions  # noqa: E402

THREADS = 2
CHUNK_SECONDS = 30
ENROL_SETS = 3
ENROL_SECONDS = 24.0
# Enrolments like a short, rough interview (the README's jfk.mp3: one voice, clips of 1.8, 4.0 and 2.2 s).
SHORT_SETS = 6
SHORT_SECONDS = 8.0
SHORT_CLIP = (1.5, 3.0)
CONVERSATION_SECONDS = 40
# Pink noise this many dB below the speech; None: studio-clean.
NOISE_LEVELS = [None, 20, 10]
STRANGER_ONLY = ["librivox"]
ENROLLABLE = [name for name in VOICES if name not in STRANGER_ONLY]
ROTATION = ENROLLABLE + STRANGER_ONLY


def _cached(decode, most: int = 3000):
    """decode() of the prompt files, kept (as 16-bit samples, about 200 MB at most): the conversations draw the same
    prompts again and again, and one ffmpeg start per prompt was most of the run's time."""
    kept: dict[str, np.ndarray] = {}

    def cached(path: str) -> np.ndarray:
        if path not in kept:
            if len(kept) >= most:
                kept.pop(next(iter(kept)))
            kept[path] = (decode(path) * 32768).astype(np.int16)
        return kept[path].astype(np.float32) / 32768

    return cached


recordings.decode = decode = _cached(recordings.decode)


def prompt_clip(path: str) -> np.ndarray | None:
    """A prompt trimmed to its voice, when it is speech of 1.5 to 12 s (as converse takes them)."""
    try:
        samples = decode(path)
    except subprocess.CalledProcessError:
        return None  # a few of the packages' files are damaged
    parts = speech_parts(samples)
    if not parts:
        return None
    samples = samples[parts[0][0] : parts[-1][1]]
    return samples if 1.5 <= len(samples) / SAMPLE_RATE <= 12 and is_speech(samples) else None


def split_recordings(name: str, rng: random.Random) -> tuple[list[list[np.ndarray]], dict[str, list[str]]]:
    """Enrolment sets (clips) and the remaining files by language, for one voice."""
    files = VOICES[name].files()
    enrollable = [f for f in files if "/es_MX_f_Allison/" not in f]
    order = rng.sample(enrollable, len(enrollable))
    sets: list[list[np.ndarray]] = [[] for _ in range(ENROL_SETS)]
    used: set[str] = set()
    current = 0
    for path in order:
        if current == ENROL_SETS:
            break
        clip = prompt_clip(path)
        used.add(path)
        if clip is None:
            continue
        sets[current].append(clip)
        if sum(len(c) for c in sets[current]) / SAMPLE_RATE >= ENROL_SECONDS:
            current += 1
    rest = [f for f in files if f not in used]
    if name == "allison":
        return sets, {"en": [f for f in rest if "/es_MX_" not in f], "es": [f for f in rest if "/es_MX_" in f]}
    return sets, {"": rest}


def second_language_set(files: list[str], rng: random.Random) -> tuple[list[str], list[np.ndarray]]:
    """Files drawn from `files` until their usable clips hold ENROL_SECONDS of speech: the files, and the clips."""
    chosen, clips = [], []
    for path in rng.sample(files, len(files)):
        if sum(len(clip) for clip in clips) / SAMPLE_RATE >= ENROL_SECONDS:
            break
        chosen.append(path)
        clip = prompt_clip(path)
        if clip is not None:
            clips.append(clip)
    return chosen, clips


def enrolments(embedder, sets: list[list[np.ndarray]]) -> list[list[dict]]:
    out = []
    for clips in sets:
        prints = voiceprint.clip_voiceprints(embedder, clips)
        out.append([
            {"embedding": voiceprint.as_list(p), "seconds": round(len(c) / SAMPLE_RATE, 3)}
            for p, c in zip(prints, clips) if p is not None
        ])
    return out


def short_interviews(embedder, files: list[str], rng: random.Random) -> list[list[dict]]:
    """SHORT_SETS enrolment sets of about SHORT_SECONDS, each from clips of SHORT_CLIP seconds (the start of a prompt),
    clean or in pink noise 20 or 10 dB below the speech in turn."""
    pool = rng.sample(files, len(files))
    sets = []
    for k in range(SHORT_SETS):
        noise = NOISE_LEVELS[k % len(NOISE_LEVELS)]
        clips: list[np.ndarray] = []
        while pool and sum(len(c) for c in clips) / SAMPLE_RATE < SHORT_SECONDS:
            clip = prompt_clip(pool.pop())
            if clip is None:
                continue
            clip = clip[: int(rng.uniform(*SHORT_CLIP) * SAMPLE_RATE)]
            if noise is not None:
                loudness = float(np.sqrt(np.mean(clip**2)))
                clip = np.clip(clip + pink_noise(len(clip), rng) * loudness * 10 ** (-noise / 20), -1, 1)
            clips.append(clip.astype(np.float32))
        sets.append(clips)
    return enrolments(embedder, sets)


def speaker_step(samples: np.ndarray):
    """VAD, the tracker fed 30 s at a time, turns with the count found by the tracker, and the voiceprints; the
    seconds spent in all of it and in the voiceprints alone."""
    spent = {"voiceprints": 0.0}
    original = voiceprint.cluster_voiceprints

    def timed(*args):
        started = time.perf_counter()
        try:
            return original(*args)
        finally:
            spent["voiceprints"] += time.perf_counter() - started

    voiceprint.cluster_voiceprints = timed
    try:
        started = time.perf_counter()
        regions = speech_regions(samples)
        tracker = load_tracker(THREADS)
        step = CHUNK_SECONDS * SAMPLE_RATE
        for first in range(0, len(samples), step):
            start, end = first / SAMPLE_RATE, min(len(samples), first + step) / SAMPLE_RATE
            tracker.add(samples[first : first + step], start, [(max(s, start), min(e, end)) for s, e in regions if e > start and s < end])
        turns = tracker.turns(None)
        voices = tracker.voices()
        return turns, voices, time.perf_counter() - started, spent["voiceprints"], tracker.model_id
    finally:
        voiceprint.cluster_voiceprints = original


def truth_of(turns, reference, names) -> dict[int, tuple[str, float]]:
    """Per found speaker: the voice that holds most of its time, and that share (its purity)."""
    overlap: dict[int, dict[str, float]] = {}
    for start, end, speaker in turns:
        for r_start, r_end, r_speaker in reference:
            shared = min(end, r_end) - max(start, r_start)
            if shared > 0:
                mine = overlap.setdefault(speaker, {})
                mine[names[r_speaker]] = mine.get(names[r_speaker], 0.0) + shared
    return {s: (max(v, key=v.get), max(v.values()) / sum(v.values())) for s, v in overlap.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--conversations", type=int, default=240)
    parser.add_argument("--pipeline", help="also write two recordings for the whole-product timing into this folder")
    args = parser.parse_args()
    rng = random.Random(33)
    embedder = load_embedder(THREADS)
    load_tracker(THREADS)
    enrolled, test_files, enrol_files = {}, {}, {}
    for name in VOICES:
        sets, rest = split_recordings(name, rng) if name not in STRANGER_ONLY else ([], {"": VOICES[name].files()})
        enrolled[name] = enrolments(embedder, sets)
        test_files[name] = rest
        enrol_files[name] = sorted(set(VOICES[name].files()) - {f for files in rest.values() for f in files})
        print(f"{name}: enrolment sets of {[round(sum(c['seconds'] for c in s), 1) for s in enrolled[name]]} s", file=sys.stderr)

    # A later interview of Allison in Spanish, remembered as her with sameVoice ("It is the same person"): one set of
    # her Spanish prompts, kept out of the conversations. Its own generator, so the conversations' draws stay as they were.
    later_files, later_clips = second_language_set(test_files["allison"]["es"], random.Random(34))
    test_files["allison"]["es"] = [f for f in test_files["allison"]["es"] if f not in later_files]
    later_enrolment = enrolments(embedder, [later_clips])[0]
    # Drawn from the voices' other recordings (in one language) with their own generator: the conversations stay as they were.
    short_rng = random.Random(35)
    short = {name: short_interviews(embedder, [f for files in test_files[name].values() for f in files if "/es_MX_" not in f], short_rng) for name in ENROLLABLE}

    conversations = []
    model = ""
    for i in range(args.conversations):
        stranger = ROTATION[i % len(ROTATION)]
        partners = rng.sample([v for v in ENROLLABLE if v != stranger], 2 if i % 3 == 0 else 1)
        voices = [stranger, *partners]
        language = "es" if (i // len(ROTATION)) % 2 else "en"
        files = {v: test_files[v].get(language if v == "allison" else "") for v in voices}
        noise = NOISE_LEVELS[(i // 3) % len(NOISE_LEVELS)]
        conversation = converse(voices, CONVERSATION_SECONDS, seed=1000 + i, noise_db=noise, files=files)
        turns, prints, step_seconds, print_seconds, model = speaker_step(conversation.samples)
        truths = truth_of(turns, conversation.turns, conversation.voices)
        speech = {name: 0.0 for name in conversation.voices}
        for start, end, speaker in conversation.turns:
            speech[conversation.voices[speaker]] += end - start
        clusters = []
        for speaker, embedding, seconds in prints:
            truth, purity = truths.get(speaker, ("", 0.0))
            clusters.append({"speaker": speaker, "embedding": voiceprint.as_list(embedding), "seconds": round(seconds, 3), "truth": truth, "purity": round(purity, 3)})
        conversations.append({
            "voices": voices, "stranger": stranger, "enrolmentSet": (i // len(ROTATION)) % ENROL_SETS, "noiseDb": noise,
            "allisonLanguage": language if "allison" in voices else None, "duration": round(conversation.duration, 3),
            "speakerStepSeconds": round(step_seconds, 4), "voiceprintSeconds": round(print_seconds, 5), "clusters": clusters,
            "speech": {name: round(seconds, 3) for name, seconds in speech.items()},
        })
        print(f"{i}: {'+'.join(voices)} noise {noise}: {[(c['truth'], c['purity']) for c in clusters]}", file=sys.stderr)
    pipeline = write_pipeline(args.pipeline, enrol_files, test_files) if args.pipeline else None
    Path(args.out).write_text(json.dumps({
        "model": model, "enrolments": enrolled, "laterEnrolments": {"allison": later_enrolment}, "shortEnrolments": short, "strangerOnly": STRANGER_ONLY, "conversations": conversations, "pipeline": pipeline,
    }))


def write_pipeline(folder: str, enrol_files: dict[str, list[str]], test_files: dict[str, dict[str, list[str]]]) -> dict:
    """Two recordings for the whole product: one to remember two voices from (from their enrolment recordings), and a
    later one of the same two voices and a stranger (from their other recordings)."""
    import wave

    def write(name: str, conversation) -> str:
        path = str(Path(folder) / name)
        with wave.open(path, "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(SAMPLE_RATE)
            out.writeframes((conversation.samples * 32767).astype("<i2").tobytes())
        return path

    known = ["carlo", "june"]
    first = converse(known, 60, seed=7001, files={v: enrol_files[v] for v in known})
    later = converse(known + ["july"], 90, seed=7002, noise_db=20, files={v: test_files[v][""] for v in known + ["july"]})
    return {
        "enrol": {"path": write("enrol.wav", first), "voices": first.voices},
        "later": {"path": write("later.wav", later), "voices": later.voices},
    }


if __name__ == "__main__":
    main()
