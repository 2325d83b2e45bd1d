"""Voiceprints on real voices (tests/voices.py): a speaker cluster of a conversation and clips of the same person
recorded elsewhere agree; other people do not. And the worker's "embed" request and the voices of its results."""

import numpy as np
import pytest

from conftest import ffmpeg_make
from speakers import load_embedder, load_tracker
from speakers.embedding import MODEL_NAME
from speakers.voiceprint import centroid, clip_voiceprints
from test_speakers import speaker_turns
from voices import SAMPLE_RATE, VOICES, converse, decode, is_speech, speech_parts


def prompts(voice: str, first: int, count: int) -> list[np.ndarray]:
    """`count` speech prompts of a voice from its `first` file on, trimmed to their voice."""
    clips = []
    for path in VOICES[voice].files()[first:]:
        samples = decode(path)
        parts = speech_parts(samples)
        if parts:
            samples = samples[parts[0][0] : parts[-1][1]]
            if 1.5 <= len(samples) / SAMPLE_RATE <= 12 and is_speech(samples):
                clips.append(samples)
        if len(clips) == count:
            return clips
    raise AssertionError(f"{voice} has too few prompts")


@pytest.fixture(scope="module")
def embedder():
    return load_embedder(2)


def test_a_cluster_matches_clips_of_its_own_voice_and_not_others(embedder):
    # Conversation built from prompts the enrolment clips below do not use (converse draws at random; the clips
    # come from the end of each file list, which a 60 s conversation of three voices is unlikely to reach).
    conversation = converse(["june", "paola", "carlo"], 60, seed=21)
    tracker = load_tracker(2)
    _, turns = speaker_turns(conversation.samples, tracker=tracker)
    voices = tracker.voices()
    assert [speaker for speaker, _, _ in voices] == [0, 1, 2]
    assert sum(seconds for *_, seconds in voices) == pytest.approx(sum(e - s for s, e, _ in turns), abs=0.01)
    enrolled = {name: centroid(np.stack(clip_voiceprints(embedder, prompts(name, 200, 6)))) for name in ["june", "paola", "carlo", "allison"]}
    for speaker, embedding, _ in voices:
        name = conversation.voices[speaker]
        scores = {other: float(embedding @ print_) for other, print_ in enrolled.items()}
        best = max(scores, key=scores.get)
        assert best == name, scores
        assert scores[name] - max(score for other, score in scores.items() if other != name) > 0.2, scores


def test_a_clip_too_short_for_a_window_has_no_voiceprint(embedder):
    clip = prompts("allison", 0, 1)[0]
    short, whole = clip_voiceprints(embedder, [clip[: SAMPLE_RATE // 4], clip])
    assert short is None and whole is not None and np.linalg.norm(whole) == pytest.approx(1.0)


def test_the_worker_embeds_chosen_clips_and_names_its_model(worker, media):
    path = ffmpeg_make(media / "allison-then-carlo.wav", "-i", VOICES["allison"].files()[40], "-i", VOICES["carlo"].files()[40],
                       "-filter_complex", "[0]apad=pad_dur=1[a];[a][1]concat=n=2:v=0:a=1", "-ar", "16000", "-ac", "1")
    first = len(decode(VOICES["allison"].files()[40])) / SAMPLE_RATE
    worker.send({"type": "embed", "job": "e1", "audio": str(path), "clips": [[0.0, first], [first + 0.2, first + 0.3], [first + 1.0, 60.0]]})
    answer = worker.until({"embeddings", "error"}, "e1")
    assert answer["event"] == "embeddings", answer
    assert answer["model"].startswith(f"{MODEL_NAME}@")
    # The 0.1 s clip is too short for a voiceprint; the last is cut at the end of the audio.
    assert [clip["start"] for clip in answer["clips"]] == [0.0, first + 1.0]
    a, c = (np.array(clip["embedding"]) for clip in answer["clips"])
    assert len(a) == 192 and a @ c < 0.5


def test_an_embed_of_unreadable_audio_fails_with_its_job(worker, media):
    broken = media / "not-audio.wav"
    broken.write_bytes(b"this is not audio")
    worker.send({"type": "embed", "job": "e2", "audio": str(broken), "clips": [[0, 1]]})
    answer = worker.until({"embeddings", "error"}, "e2")
    assert answer["event"] == "error" and answer["code"] == "audio"


def test_a_transcription_gives_each_speaker_a_voiceprint(worker, base, media):
    path = ffmpeg_make(media / "june-then-carlo.wav", "-i", VOICES["june"].files()[50], "-i", VOICES["june"].files()[51],
                       "-i", VOICES["carlo"].files()[50], "-i", VOICES["carlo"].files()[51],
                       "-filter_complex", "[0]apad=pad_dur=0.6[a];[1]apad=pad_dur=1[b];[2]apad=pad_dur=0.6[c];[a][b][c][3]concat=n=4:v=0:a=1",
                       "-ar", "16000", "-ac", "1")
    worker.send({"type": "transcribe", "job": "v1", "audio": str(path), "model_dir": base, "speakers": 2})
    result = worker.until({"result", "error"}, "v1", timeout=300)
    assert result["event"] == "result", result
    assert result["speaker_model"].startswith(f"{MODEL_NAME}@")
    assert sorted(voice["speaker"] for voice in result["voices"]) == sorted({turn[2] for turn in result["turns"]})
    for voice in result["voices"]:
        assert len(voice["embedding"]) == 192 and voice["seconds"] > 0
