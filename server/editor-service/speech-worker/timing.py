"""Word times that click-to-seek can trust: starts at the voice onset, in order, inside the audio."""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

# No spoken word lasts this long. A longer "word" is Whisper's timing running on over speech it did not transcribe:
# one mixed-language conversation of the speakers bench had a word of 17 s over seven turns of four voices.
LONGEST_WORD = 2.0


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


def end_at_pauses(words: list[TimedWord], speech: list[tuple[float, float]]) -> None:
    """A word longer than LONGEST_WORD that starts in a voice region and runs on over a pause into a later one ends
    where its own region ends: a word holds no pause, and its onset is the time Whisper gets right (clamp_to_onsets
    has already moved one placed in a pause to the voice onset). Without this, the one word takes the speaker of
    all the turns it covers."""
    starts = [start for start, _ in speech]
    for word in words:
        if word.end - word.start <= LONGEST_WORD:
            continue
        index = bisect_right(starts, word.start) - 1  # speech[index] is the region the word starts in, if any
        if index >= 0 and speech[index][1] > word.start and index + 1 < len(speech) and speech[index + 1][0] < word.end:
            word.end = speech[index][1]


def make_monotonic(words: list[TimedWord], duration: float) -> None:
    """Each word within [0, duration], starting no earlier than the previous one ends, never ending before it starts."""
    previous_end = 0.0
    for word in words:
        word.start = min(max(word.start, previous_end, 0.0), duration)
        word.end = min(max(word.end, word.start), duration)
        previous_end = word.end
