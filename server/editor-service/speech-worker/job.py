"""One transcription: windows of the recording through Whisper and the speaker tracker, as a generator that yields
after every segment so the worker can interleave jobs and honour a cancel between two segments."""
from __future__ import annotations

import sys
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Generator, Iterable

from audio import SAMPLE_RATE, PcmStream
from models import Models
from protocol import Transcribe
from timing import TimedWord, clamp_to_onsets, end_at_pauses, make_monotonic
from vocabulary import misheard_term, vocabulary_prompt
from voice import joined_speech, restored
from windows import Window, windows

# Settings measured on real recordings (issue 14): VAD always (without it silence and music became "Thank you for
# watching" and a call repeated itself), no conditioning on previous text, the usual fallback thresholds. The VAD is
# Whisper's own filter, applied by voice.py from the pass that also finds the window's voice regions.
WHISPER_SETTINGS: dict[str, Any] = dict(
    beam_size=5,
    vad_filter=False,
    condition_on_previous_text=False,
    compression_ratio_threshold=2.4,
    log_prob_threshold=-1.0,
    no_speech_threshold=0.6,
    word_timestamps=True,
)

# Languages written without spaces between words: there every piece Whisper gives is a word of its own.
UNSPACED = {"zh", "ja", "th", "lo", "km", "my", "yue", "bo"}

Emit = Callable[[dict[str, Any]], None]

# The speaker embeddings of a window are computed while Whisper decodes it: Whisper's beam search leaves part of the
# cores idle, and the embeddings fill it (base on the bench's recordings, 2 busy cores: 17.0 s -> 14.1 s for the
# conversation). They start once the window's voice activity is read (windows.py): beside it, the two passes' buffers
# added up (the hour bench file's worker peak 687 -> 786 MiB). One thread for every job's embeddings: they wait for each other.
SPEAKER_THREAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="speakers")


def run_job(
    request: Transcribe, models: Models, new_tracker: Callable[[], Any | None], emit: Emit
) -> Generator[None, None, dict[str, Any]]:
    model = models.get(request.model_dir)
    yield
    tracker = new_tracker()
    language = request.language
    hotwords = vocabulary_prompt(request.vocabulary)
    words: list[TimedWord] = []
    heard_speech = False
    heard: list[Any] = []
    stream = PcmStream(request.audio)
    progress = _Progress(request.job, emit, stream.duration)
    try:
        for window in windows(stream):
            heard_speech = heard_speech or bool(window.speech)
            speech = joined_speech(window.samples, window.whisper_chunks)
            # transcribe() runs the language detection at once; the decoding is lazy.
            # First without the vocabulary: a glossary changes the decoding even where none of its terms is said.
            segments, info = model.transcribe(speech, language=language, **WHISPER_SETTINGS)
            fed = SPEAKER_THREAD.submit(_feed, tracker, window)
            window_words = yield from _decode(restored(segments, window.whisper_chunks), info.language, window, progress)
            if hotwords and misheard_term([word.text for word in window_words], request.vocabulary):
                # A term may be said here: the window again with the glossary, and its words, times and segments kept.
                segments, info = model.transcribe(speech, language=info.language, hotwords=hotwords, **WHISPER_SETTINGS)
                window_words = yield from _decode(restored(segments, window.whisper_chunks), info.language, window, progress)
            # Detected once, on the first window with speech, then held: one recording, one language.
            if language is None and window_words:
                language = info.language
            tracker = fed.result()
            clamp_to_onsets(window_words, window.speech)
            end_at_pauses(window_words, window.speech)
            # The window's samples are still here: its short phrases are embedded now, beside the next decoding.
            heard.append(SPEAKER_THREAD.submit(_hear_words, tracker, window, window_words))
            words.extend(window_words)
            progress.report(window.end)
            yield
        duration = stream.samples_read / SAMPLE_RATE
        hears_words = all([future.result() for future in heard])
    finally:
        stream.close()
    make_monotonic(words, duration)
    turns = _turns(tracker, request.speakers) if heard_speech else ([] if tracker is not None else None)
    voices = _voices(tracker) if turns is not None else None
    by_word = _word_speakers(tracker, words) if turns is not None and hears_words else None
    return {
        "event": "result",
        "job": request.job,
        "language": language if words else request.language,
        "duration": round(duration, 3),
        "words": [{"text": w.text, "start": round(w.start, 3), "end": round(w.end, 3), "confidence": w.confidence} for w in words],
        "turns": [[round(start, 3), round(end, 3), int(speaker)] for start, end, speaker in turns] if turns is not None else None,
        "word_speakers": by_word,
        "speaker_engine": getattr(tracker, "name", None) if turns is not None else None,
        "speaker_model": getattr(tracker, "model_id", None) if voices is not None else None,
        "voices": voices,
    }


def _decode(segments: Iterable[Any], language: str, window: Window, progress: "_Progress") -> Generator[None, None, list[TimedWord]]:
    """The words of one decoding of a window, yielding after each segment."""
    window_words: list[TimedWord] = []
    for segment in segments:
        window_words.extend(words_of(segment.words or [], window.offset, joins=language not in UNSPACED))
        progress.report(window.offset + segment.end)
        yield
    return window_words


class _Progress:
    """Seconds decoded of the duration, only ever forward: a window decoded a second time does not move it back."""

    def __init__(self, job: str, emit: Emit, duration: float | None):
        self.job, self.emit, self.duration = job, emit, duration
        self.reported = 0.0

    def report(self, seconds: float) -> None:
        seconds = round(seconds, 2)
        if seconds > self.reported:
            self.reported = seconds
            self.emit({"event": "progress", "job": self.job, "seconds": seconds, "duration": self.duration})


def words_of(raw: list[Any], offset: float, joins: bool = True) -> list[TimedWord]:
    """Whisper's words of one segment at their place in the recording. In a language written with spaces, a piece
    without a leading space continues the word before it ("ill" + "-disposed"), so it joins that word."""
    words: list[TimedWord] = []
    for word in raw:
        text = word.word.strip()
        if not text:
            continue
        if joins and words and not word.word[:1].isspace():
            last = words[-1]
            last.text += text
            last.end = offset + word.end
            last.confidence = min(last.confidence, round(word.probability, 3))
        else:
            words.append(TimedWord(text, offset + word.start, offset + word.end, round(word.probability, 3)))
    return words


def _feed(tracker: Any | None, window: Window) -> Any | None:
    """Gives the tracker a window; a tracker that fails is dropped (the caller then falls back to its own speakers)."""
    if tracker is None:
        return None
    try:
        tracker.add(window.samples, window.offset, window.speaker_speech)
        return tracker
    except Exception as error:
        print(f"speech worker: speaker tracker failed, falling back ({error!r})", file=sys.stderr)
        return None


def _hear_words(tracker: Any | None, window: Window, window_words: list[TimedWord]) -> bool:
    """Gives the tracker a window's words (after its samples, on the same thread); False when it cannot take them,
    and the words then get their speakers from the turns on the Node side."""
    if tracker is None:
        return False
    try:
        tracker.add_words(window.samples, window.offset, window_words)
        return True
    except Exception as error:
        print(f"speech worker: no speakers by the word ({error!r})", file=sys.stderr)
        return False


def _word_speakers(tracker: Any | None, words: list[TimedWord]) -> list[int | None] | None:
    """The speakers short phrases' own embeddings hear against the turns, per word (speakers/words.py), or None when
    the tracker cannot give them."""
    try:
        return [None if s is None else int(s) for s in tracker.word_speakers(words)]
    except Exception as error:
        print(f"speech worker: no speakers by the word ({error!r})", file=sys.stderr)
        return None


def _voices(tracker: Any | None) -> list[dict[str, Any]] | None:
    """Each speaker's voiceprint, for naming known voices; None when the tracker cannot give them."""
    try:
        from speakers.voiceprint import as_list

        return [
            {"speaker": speaker, "embedding": as_list(embedding), "seconds": round(seconds, 3)}
            for speaker, embedding, seconds in tracker.voices()
        ]
    except Exception as error:
        print(f"speech worker: no voiceprints ({error!r})", file=sys.stderr)
        return None


def _turns(tracker: Any | None, speakers: int | None) -> list[tuple[float, float, int]] | None:
    if tracker is None:
        return None
    try:
        return list(tracker.turns(speakers))
    except Exception as error:
        print(f"speech worker: speaker tracker failed, falling back ({error!r})", file=sys.stderr)
        return None
