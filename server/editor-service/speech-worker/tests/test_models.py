"""The model wrapper: what it changes in faster-whisper must leave the transcript as it was."""
import json
from pathlib import Path

from conftest import JFK, JFK_TEXT

from audio import PcmStream
from faster_whisper import WhisperModel
from job import WHISPER_SETTINGS
from models import Models
from wer import word_error_rate


def samples_of(path):
    stream = PcmStream(str(path))
    try:
        return stream.read(60 * 16000)
    finally:
        stream.close()


def test_a_detected_language_costs_no_second_encoding_of_the_first_30_seconds(base, monkeypatch):
    model = Models(2).get(base)
    encodings = []
    encode = WhisperModel.encode
    monkeypatch.setattr(WhisperModel, "encode", lambda self, features: encodings.append(1) or encode(self, features))
    segments, info = model.transcribe(samples_of(JFK), language=None, **WHISPER_SETTINGS)
    text = " ".join(segment.text.strip() for segment in segments)
    assert info.language == "en"
    assert word_error_rate(JFK_TEXT, text) <= 0.1
    # The 11-second clip is one 30-second segment: one encoding serves the language detection and the transcription.
    assert len(encodings) == 1


def test_the_reused_encoding_gives_the_text_a_second_encoding_gives(base):
    audio = samples_of(JFK)
    reused = Models(2).get(base)
    plain = WhisperModel(base, device="cpu", compute_type="int8", cpu_threads=2)
    texts = [" ".join(s.text for s in model.transcribe(audio, language=None, **WHISPER_SETTINGS)[0]) for model in (reused, plain)]
    assert texts[0] == texts[1]


def test_the_editor_service_knows_the_languages_this_faster_whisper_knows():
    """Uploads are refused for a language Whisper does not know (editor-service/languages.json): an upgrade of
    faster-whisper that changes its list must change that file too."""
    from faster_whisper.tokenizer import _LANGUAGE_CODES

    listed = Path(__file__).resolve().parents[2] / "languages.json"
    assert json.loads(listed.read_text()) == list(_LANGUAGE_CODES)
