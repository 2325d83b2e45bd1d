"""Word times that click-to-seek can trust: starts at the voice onset, in order, inside the audio."""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass


@dataclass
class TimedWord:
    text: str
    start: float
    end: float
    confidence: float


def clamp_to_onsets(words: list[TimedWord], speech: list[tuple[float, float]]) -> None:
    """Whisper puts a word that follows a pause early, in the silence before it. A word that starts outside every
    voice region but ends inside the next one starts where that region (the voice) starts."""
    starts = [start for start, _ in speech]
    for word in words:
        index = bisect_right(starts, word.start)  # regions[index] is the first that starts after the word
        inside = index > 0 and speech[index - 1][1] > word.start
        if not inside and index < len(speech) and speech[index][0] < word.end:
            word.start = speech[index][0]


def make_monotonic(words: list[TimedWord], duration: float) -> None:
    """Each word within [0, duration], starting no earlier than the previous one ends, never ending before it starts."""
    previous_end = 0.0
    for word in words:
        word.start = min(max(word.start, previous_end, 0.0), duration)
        word.end = min(max(word.end, word.start), duration)
        previous_end = word.end
