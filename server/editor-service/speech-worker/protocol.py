"""The speech worker's protocol: one JSON object per line, requests on stdin, events on stdout.

Requests (Node -> worker):
  {"type": "load", "model_dir": str}
      Load a CTranslate2 Whisper model now (TRANSCRIBE_PRELOAD) so the first job does not wait for it.
  {"type": "transcribe", "job": str, "audio": str, "model_dir": str,
   "language": str | null, "vocabulary": [str], "speakers": int | null}
      Transcribe the audio file at `audio` (any format FFmpeg reads). `language` null = detect it.
  {"type": "embed", "job": str, "audio": str, "clips": [[start, end]]}
      A voiceprint of each clip (seconds into the audio, in time order, at most MOST_CLIPS, each at most
      LONGEST_CLIP long, MOST_CLIP_SECONDS in all), for remembering a voice.
  {"type": "cancel", "job": str}
      Stop a job; it ends with an error event of code "cancelled". Unknown (e.g. already finished) jobs are ignored.

Events (worker -> Node):
  {"event": "ready", "threads": int, "device": "cpu" | "cuda", "speakers": str | null,
   "speaker_device": "cpu" | "cuda" | null}                             once, at start-up
      `device`: where Whisper runs (device.py); `speaker_device`: where the speaker model runs, null without one.
  {"event": "loaded", "model_dir": str}                                  after a load request
  {"event": "progress", "job": str, "seconds": float, "duration": float | null}
      `seconds` of the audio decoded so far, of `duration` (null when the container does not say)
  {"event": "result", "job": str, "language": str | null, "duration": float,
   "words": [{"text": str, "start": float, "end": float, "confidence": float}],
   "turns": [[start, end, speaker]] | null, "word_speakers": [int | null] | null, "speaker_engine": str | null,
   "speaker_model": str | null, "voices": [{"speaker": int, "embedding": [float], "seconds": float}] | null}
      `turns` null when no speaker model is installed (the caller falls back to its own diarization).
      `word_speakers`: per word, the speaker (a turns index) its short phrase's own embedding hears where that differs
      from the turns (speakers/words.py), else null; the caller assigns the other words from `turns`. The whole
      list is null when the tracker could not give it.
      `voices`: each speaker's voiceprint (speakers/voiceprint.py) and seconds of speech, made by the model
      `speaker_model`.
  {"event": "embeddings", "job": str, "model": str,
   "clips": [{"start": float, "end": float, "embedding": [float]}]}
      The answer to "embed": the clips long enough for a voiceprint, each with its own.
  {"event": "error", "job": str | null, "code": str, "message": str}
      code: "bad_request" (a line that is not a valid request; job null when unknown), "audio" (FFmpeg could not
      decode it), "model" (the model folder is missing or broken; for "embed": no speaker model), "cancelled",
      "internal".

The TypeScript side of these types is server/editor-service/transcribe/whisper/protocol.ts; keep both in step.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Union

MOST_SPEAKERS = 8
MOST_VOCABULARY = 200
MOST_CLIPS = 500
LONGEST_CLIP = 120.0
# The clips' samples are held at once (4 bytes a sample): 600 s is 38 MB.
MOST_CLIP_SECONDS = 600.0


@dataclass(frozen=True)
class Load:
    model_dir: str


@dataclass(frozen=True)
class Transcribe:
    job: str
    audio: str
    model_dir: str
    language: str | None = None
    vocabulary: tuple[str, ...] = ()
    speakers: int | None = None


@dataclass(frozen=True)
class Embed:
    job: str
    audio: str
    clips: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class Cancel:
    job: str


Request = Union[Load, Transcribe, Embed, Cancel]


class ProtocolError(Exception):
    """A request line that cannot be honoured; answered with an error event, the worker carries on."""

    def __init__(self, message: str, job: str | None = None):
        super().__init__(message)
        self.job = job


def _text(message: dict[str, Any], field: str, job: str | None) -> str:
    value = message.get(field)
    if not isinstance(value, str) or not value:
        raise ProtocolError(f'"{field}" must be a non-empty string', job)
    return value


def parse_request(line: str) -> Request:
    try:
        message = json.loads(line)
    except ValueError as error:
        raise ProtocolError(f"not JSON: {error}") from None
    if not isinstance(message, dict):
        raise ProtocolError("a request must be a JSON object")
    job = message.get("job") if isinstance(message.get("job"), str) else None
    kind = message.get("type")
    if kind == "load":
        return Load(_text(message, "model_dir", None))
    if kind == "cancel":
        return Cancel(_text(message, "job", None))
    if kind == "embed":
        return _embed(message)
    if kind != "transcribe":
        raise ProtocolError(f'unknown request type {kind!r}; expected "load", "transcribe", "embed" or "cancel"', job)

    job = _text(message, "job", None)
    language = message.get("language")
    if language is not None and (not isinstance(language, str) or not 2 <= len(language) <= 8):
        raise ProtocolError('"language" must be a language code such as "en", or null', job)
    vocabulary = message.get("vocabulary") or []
    if not isinstance(vocabulary, list) or len(vocabulary) > MOST_VOCABULARY or not all(
        isinstance(term, str) for term in vocabulary
    ):
        raise ProtocolError(f'"vocabulary" must be a list of at most {MOST_VOCABULARY} strings', job)
    speakers = message.get("speakers")
    if speakers is not None and (
        isinstance(speakers, bool) or not isinstance(speakers, int) or not 1 <= speakers <= MOST_SPEAKERS
    ):
        raise ProtocolError(f'"speakers" must be a whole number from 1 to {MOST_SPEAKERS}, or null', job)
    return Transcribe(
        job=job,
        audio=_text(message, "audio", job),
        model_dir=_text(message, "model_dir", job),
        language=language,
        vocabulary=tuple(term.strip() for term in vocabulary if term.strip()),
        speakers=speakers,
    )


def _seconds(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0


def _embed(message: dict[str, Any]) -> Embed:
    job = _text(message, "job", None)
    clips = message.get("clips")
    problem = (
        f'"clips" must be 1 to {MOST_CLIPS} [start, end] pairs in time order, each at most {LONGEST_CLIP:g} s long '
        f"and {MOST_CLIP_SECONDS:g} s in all"
    )
    if not isinstance(clips, list) or not 1 <= len(clips) <= MOST_CLIPS:
        raise ProtocolError(problem, job)
    previous_end, total = 0.0, 0.0
    for clip in clips:
        if not (isinstance(clip, list) and len(clip) == 2 and all(_seconds(t) for t in clip)):
            raise ProtocolError(problem, job)
        start, end = clip
        if not (previous_end <= start < end <= start + LONGEST_CLIP):
            raise ProtocolError(problem, job)
        previous_end, total = end, total + end - start
    if total > MOST_CLIP_SECONDS:
        raise ProtocolError(problem, job)
    return Embed(job=job, audio=_text(message, "audio", job), clips=tuple((float(s), float(e)) for s, e in clips))


def error_event(job: str | None, code: str, message: str) -> dict[str, Any]:
    return {"event": "error", "job": job, "code": code, "message": message}
