"""The in-process decoder hears what the ffmpeg command line hears, streams, and refuses what is not audio."""
import subprocess
import tracemalloc

import numpy as np
import pytest

from audio import SAMPLE_RATE, AudioError, PcmStream
from conftest import FFMPEG, JFK, ffmpeg_make


def read_all(path, piece: int) -> tuple[np.ndarray, PcmStream]:
    stream = PcmStream(str(path))
    parts = []
    while True:
        chunk = stream.read(piece)
        parts.append(chunk)
        if len(chunk) < piece:
            break
    stream.close()
    return np.concatenate(parts), stream


def command_line(path) -> np.ndarray:
    raw = subprocess.run(
        [FFMPEG, "-nostdin", "-v", "error", "-i", str(path), "-vn", "-f", "s16le", "-ac", "1", "-ar", str(SAMPLE_RATE), "-"],
        check=True, capture_output=True,
    ).stdout
    return np.frombuffer(raw, "<i2").astype(np.float32) / 32768.0


@pytest.mark.parametrize("name,args", [
    ("stereo-44k.mp3", ["-ar", "44100", "-ac", "2"]),
    ("stereo-48k.ogg", ["-ar", "48000", "-ac", "2", "-c:a", "libvorbis"]),
    ("aac.m4a", ["-ar", "44100", "-c:a", "aac"]),
    ("22k.wav", ["-ar", "22050"]),
])
def test_the_samples_are_those_of_the_ffmpeg_command_line(media, name, args):
    path = ffmpeg_make(media / name, "-i", str(JFK), *args)
    samples, stream = read_all(path, 3 * SAMPLE_RATE + 17)
    expected = command_line(path)
    assert len(samples) == len(expected) == stream.samples_read
    # The same libraries and resampler: a few rounding steps apart at most (-80 dB), less than one on average.
    assert np.abs(samples - expected).max() <= 4 / 32768
    assert np.abs(samples - expected).mean() < 0.5 / 32768
    assert stream.duration == pytest.approx(len(expected) / SAMPLE_RATE, abs=0.1)


def test_pieces_of_any_size_give_the_same_samples():
    whole, _ = read_all(JFK, 10**9)
    small, _ = read_all(JFK, 1000)
    assert np.array_equal(whole, small)


def test_a_damaged_stretch_is_skipped_as_ffmpeg_does(media):
    good = ffmpeg_make(media / "to-damage.mp3", "-i", str(JFK), "-ar", "44100")
    data = bytearray(good.read_bytes())
    data[len(data) // 3 : len(data) // 3 + 4000] = bytes(range(250)) * 16
    damaged = media / "damaged.mp3"
    damaged.write_bytes(bytes(data))
    samples, _ = read_all(damaged, SAMPLE_RATE)
    assert abs(len(samples) - len(command_line(damaged))) < SAMPLE_RATE // 10


def test_what_is_not_audio_is_refused_with_a_clear_reason(media):
    garbage = media / "garbage.mp3"
    garbage.write_bytes(bytes(range(256)) * 40)
    with pytest.raises(AudioError, match="ffmpeg could not decode it"):
        read_all(garbage, SAMPLE_RATE)
    picture = ffmpeg_make(media / "picture.mkv", "-f", "lavfi", "-i", "color=c=black:s=32x32:d=1", "-c:v", "ffv1")
    with pytest.raises(AudioError, match="no audio stream"):
        PcmStream(str(picture))
    with pytest.raises(AudioError, match="no audio file"):
        PcmStream(str(media / "nothing-here.wav"))


def test_a_long_file_is_never_held_whole(media):
    # Ten minutes of audio read in 10-second pieces: what is held at once is about one piece, not the recording.
    long = ffmpeg_make(media / "ten-minutes.mp3", "-f", "lavfi", "-i", "sine=frequency=300:sample_rate=44100", "-t", "600")
    tracemalloc.start()
    try:
        stream = drain(long, 10 * SAMPLE_RATE)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert stream.samples_read == 600 * SAMPLE_RATE
    assert peak < 4 * 10 * SAMPLE_RATE * 4  # a few pieces of float32, against 38 MB for the whole


def drain(path, piece: int) -> PcmStream:
    """Reads the whole file, dropping each piece: the memory measured is the decoder's own."""
    stream = PcmStream(str(path))
    while len(stream.read(piece)) == piece:
        pass
    stream.close()
    return stream
