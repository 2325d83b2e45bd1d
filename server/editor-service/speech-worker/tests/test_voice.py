"""One pass of Silero read two ways gives exactly what faster-whisper's own two passes give."""
import numpy as np
from faster_whisper.vad import VadOptions, get_speech_timestamps

from audio import PcmStream
from conftest import JFK
from job import WHISPER_SETTINGS
from models import Models
from voice import WHISPER_VAD, VoiceActivity, joined_speech, restored
from windows import REGION_VAD


def samples_of(path) -> np.ndarray:
    stream = PcmStream(str(path))
    try:
        return stream.read(10**9)
    finally:
        stream.close()


def test_the_chunks_are_those_of_get_speech_timestamps(reading):
    samples = samples_of(reading[0])
    voice = VoiceActivity(samples)
    for options in (REGION_VAD, WHISPER_VAD, VadOptions(min_silence_duration_ms=300, speech_pad_ms=100)):
        assert voice.chunks(options) == get_speech_timestamps(samples, options)
    # The first part of the audio, as a window cut there hears it (whole frames before the cut are the same).
    end = len(samples) // 2 // 512 * 512
    assert voice.chunks(WHISPER_VAD, end=end) == get_speech_timestamps(samples[:end], WHISPER_VAD)


def test_silence_has_no_chunks():
    assert VoiceActivity(np.zeros(16000 * 5, np.float32)).chunks(WHISPER_VAD) == []
    assert VoiceActivity(np.zeros(0, np.float32)).chunks(WHISPER_VAD) == []


def test_whisper_on_the_joined_chunks_gives_what_its_own_filter_gives(tiny):
    # JFK with seven seconds of silence inside: the filter drops it, and the times after it must come back.
    jfk = samples_of(JFK)
    samples = np.concatenate([jfk[: 16000 * 5], np.zeros(16000 * 7, np.float32), jfk[16000 * 5 :]])
    model = Models(2).get(tiny)
    settings = {**WHISPER_SETTINGS, "vad_filter": True}
    own = [(w.word, w.start, w.end) for s in model.transcribe(samples, **settings)[0] for w in s.words]
    chunks = VoiceActivity(samples).chunks(WHISPER_VAD)
    ours = [(w.word, w.start, w.end) for s in restored(model.transcribe(joined_speech(samples, chunks), **WHISPER_SETTINGS)[0], chunks) for w in s.words]
    assert ours == own
    assert any(start > 12 for _, start, _ in ours)
