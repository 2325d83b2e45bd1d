"""The worker process with the real Whisper models on real speech."""

from conftest import JFK, JFK_TEXT, ffmpeg_make
from wer import word_error_rate


def transcribe(worker, job, audio, model_dir, **extra):
    worker.send({"type": "transcribe", "job": job, "audio": str(audio), "model_dir": model_dir, **extra})
    return worker.until({"result", "error"}, job)


def check_words(result):
    words, duration = result["words"], result["duration"]
    previous_end = 0.0
    for w in words:
        assert previous_end <= w["start"] <= w["end"] <= duration
        assert 0 <= w["confidence"] <= 1
        previous_end = w["end"]


def test_jfk_comes_back_cased_and_punctuated_with_word_times(worker, base):
    result = transcribe(worker, "jfk", JFK, base)
    assert result["event"] == "result", result
    text = " ".join(w["text"] for w in result["words"])
    print(f"JFK (base): {text}")
    assert text.startswith("And so")
    assert "Americans," in text and "country." in text
    assert word_error_rate(JFK_TEXT, text) <= 0.1
    assert result["language"] == "en"
    assert abs(result["duration"] - 11.0) < 0.1
    check_words(result)
    # The first word starts where the voice does (about 0.3 s in), not in the silence before it.
    assert 0.2 < result["words"][0]["start"] < 0.6


def test_tiny_en_reads_librivox_and_a_forced_language_is_kept(worker, tiny, reading):
    path, reference = reading
    result = transcribe(worker, "librivox-tiny", path, tiny, language="en", vocabulary=["Dashwood"])
    assert result["event"] == "result", result
    text = " ".join(w["text"] for w in result["words"])
    wer = word_error_rate(reference, text)
    print(f"LibriVox (tiny.en): WER {wer:.1%}")
    assert wer < 0.15
    assert result["language"] == "en"
    check_words(result)


def test_silence_and_music_give_no_words(worker, base, media):
    silence = ffmpeg_make(media / "silence.wav", "-f", "lavfi", "-i", "anullsrc=r=16000:cl=mono", "-t", "20")
    music = ffmpeg_make(
        media / "music.ogg", "-f", "lavfi", "-i", "sine=frequency=440:duration=20", "-f", "lavfi", "-i",
        "anoisesrc=color=pink:amplitude=0.05:duration=20", "-filter_complex", "amix=inputs=2", "-c:a", "libvorbis",
    )
    for job, audio in (("silence", silence), ("music", music)):
        result = transcribe(worker, job, audio, base)
        assert result["event"] == "result", result
        assert result["words"] == [], job
        assert result["language"] is None
        assert abs(result["duration"] - 20) < 0.2


def test_jobs_take_turns_and_a_cancel_stops_one_promptly(worker, tiny, reading, media):
    # Text that does not repeat within Whisper's 30 s window (a looped JFK would trip the repetition fallback).
    # Six readings (about 184 s): the cancel comes long before the end, so only what precedes it is decoded.
    long = ffmpeg_make(media / "reading-x6.wav", "-stream_loop", "5", "-i", str(reading[0]))
    worker.send({"type": "transcribe", "job": "long", "audio": str(long), "model_dir": tiny})
    duration = worker.until({"progress"}, "long")["duration"]
    assert duration > 180
    # A short job that arrives later is not held behind the long one.
    worker.send({"type": "transcribe", "job": "short", "audio": str(JFK), "model_dir": tiny})
    decoded = 0.0  # of the long job, as its progress says
    while (short := worker.next()).get("job") != "short" or short["event"] == "progress":
        decoded = short["seconds"] if short.get("job") == "long" and short["event"] == "progress" else decoded
    assert short["event"] == "result"
    assert short["duration"] == 11.0
    worker.send({"type": "cancel", "job": "long"})
    while (ended := worker.next())["event"] == "progress" or ended.get("job") != "long":
        decoded = ended["seconds"] if ended.get("job") == "long" else decoded
    assert ended["code"] == "cancelled"
    # Jobs take turns a segment at a time and a cancel lands between two segments: while the short job ran its few
    # steps (about six), the long one ran as many, plus the one in flight when the cancel came; under a minute of its
    # reading, far from half of it. Counted in segments, not seconds, it holds however loaded the machine.
    print(f"decoded {decoded} of {duration}")
    assert 0 < decoded < duration / 2

def test_protocol_errors_are_answered_and_the_worker_carries_on(worker, base, media):
    worker.send("this is not json")
    assert worker.until({"error"})["code"] == "bad_request"
    worker.send({"type": "transcribe", "job": "no-speakers", "audio": str(JFK), "model_dir": base, "speakers": 99})
    assert worker.until({"error"}, "no-speakers")["code"] == "bad_request"

    missing = transcribe(worker, "missing", media / "nothing-here.wav", base)
    assert missing["code"] == "audio"
    garbage = media / "garbage.wav"
    garbage.write_bytes(bytes(range(256)) * 40)
    broken = transcribe(worker, "garbage", garbage, base)
    assert broken["code"] == "audio" and "ffmpeg could not decode it" in broken["message"]
    no_model = transcribe(worker, "no-model", JFK, str(media / "no-model"))
    assert no_model["code"] == "model" and "npm run setup" in no_model["message"]


def test_the_worker_exits_when_its_stdin_closes(base):
    from conftest import Worker

    worker = Worker(threads=1)
    assert worker.next()["event"] == "ready"
    worker.send({"type": "transcribe", "job": "j", "audio": str(JFK), "model_dir": base})
    worker.process.stdin.close()
    assert worker.process.wait(timeout=5) == 0
