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
    """A word starts where its voice starts. Whisper runs the first word after a pause back over the silence: it
    starts in the pause, or where the previous word ended in the voice before the pause, and then most of its time
    is silence. Such a word (starting outside every voice region, or mostly outside them) that reaches the next
    region starts at that region's onset. In the conversation bench every word spanning a pause was the first word
    after it, e.g. "The" at 27.44-28.90 s between regions ending at 27.68 and starting at 28.80."""
    starts = [start for start, _ in speech]
    for word in words:
        index = bisect_right(starts, word.start)  # regions[index] is the first that starts after the word
        if index == len(speech) or speech[index][0] >= word.end:
            continue
        inside = index > 0 and speech[index - 1][1] > word.start
        if not inside or _voice_within(word, speech[index - 1:]) * 2 < word.end - word.start:
            word.start = speech[index][0]


def _voice_within(word: TimedWord, speech: list[tuple[float, float]]) -> float:
    """Seconds of `speech` (regions in time order, the first one not ending before the word) inside the word."""
    voice = 0.0
    for start, end in speech:
        if start >= word.end:
            break
        voice += max(0.0, min(end, word.end) - max(start, word.start))
    return voice


def end_at_pauses(words: list[TimedWord], speech: list[tuple[float, float]]) -> None:
    """A word longer than LONGEST_WORD that starts in a voice region and runs on over a pause into a later one ends
    where its own region ends: a word holds no pause, and its onset is the time Whisper gets right (clamp_to_onsets
    has already moved one placed in a pause, or mostly pause, to the voice onset). Without this, the one word takes the speaker of
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
