"""Windows of a real recording: contiguous, covering it all, each cut inside a pause (no word split)."""
import numpy as np

from audio import SAMPLE_RATE, PcmStream
from conftest import ffmpeg_make
from voice import VoiceActivity
from voices import speech_regions as bench_regions
from windows import choose_cut, speech_regions, windows


def test_cut_prefers_the_last_good_pause_in_the_search_span():
    regions = [(0.0, 10.0), (10.2, 50.0), (50.8, 55.0), (55.2, 59.5)]
    assert choose_cut(regions, 60.0, 30.0) == 50.4
    # No pause after the search start: a hard cut at the end.
    assert choose_cut([(0.0, 60.0)], 60.0, 30.0) == 60.0
    # Silence only: the whole buffer.
    assert choose_cut([], 60.0, 30.0) == 60.0


def test_a_long_reading_is_cut_only_in_pauses(reading, media):
    path, _ = reading
    # Four readings in a row (about two minutes), cut into windows of 20 s looked for in their last 8 s.
    long = ffmpeg_make(media / "reading4.wav", "-stream_loop", "3", "-i", str(path))
    stream = PcmStream(str(long))
    cut = list(windows(stream, window_seconds=20, search_seconds=8))
    stream.close()

    everything = np.concatenate([w.samples for w in cut])
    assert len(everything) == stream.samples_read > 100 * SAMPLE_RATE
    for before, after in zip(cut, cut[1:]):
        assert abs(before.end - after.offset) < 1e-6
    assert all(len(w.samples) <= 20 * SAMPLE_RATE for w in cut)
    # Every cut lies outside the voice regions of the whole recording: no word is split.
    regions = speech_regions(VoiceActivity(everything))
    for w in cut[1:]:
        assert not any(start < w.offset < end for start, end in regions), w.offset
    # The regions handed on are absolute and inside their window.
    for w in cut:
        assert all(w.offset <= start < end <= w.end + 1e-6 for start, end in w.speech)
        assert all(w.offset <= start < end <= w.end + 1e-6 for start, end in w.speaker_speech)


def test_the_speaker_step_reads_the_voice_as_its_bench_does(reading):
    # The speaker step's settings were measured on regions with its own padding (tests/voices.speech_regions, the
    # bench's reading); the window hands it those, not the tight regions that place word onsets.
    path, _ = reading
    stream = PcmStream(str(path))
    (window,) = list(windows(stream))
    stream.close()
    rounded = lambda regions: [(round(start, 3), round(end, 3)) for start, end in regions]
    assert rounded(window.speaker_speech) == rounded(bench_regions(window.samples))
    assert window.speaker_speech != window.speech
