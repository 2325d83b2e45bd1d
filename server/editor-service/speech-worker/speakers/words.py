"""Speakers by the word where the turns blur them: the CAM++ embedding of a short phrase's own audio hears a "Hello?"
that the tracker's 1.5 s windows blur into the voice around it. The turns give every other word its speaker, as
before (WhisperX's rule, settled on sentences by the Node side).

Speakers change only between phrases: a phrase is a run of words that ends at a punctuation mark or a pause. So a
short turn of one word splits its segment when it stands at a pause or a punctuation mark, and never mid-phrase
(no one-word flicker)."""

from typing import Protocol

import numpy as np

# A gap between two words this long is a pause: a place where the speaker may change.
PAUSE = 0.25
# A word ending with one of these ends a phrase ("Hello?" "Oh," "Right.").
PUNCTUATION = tuple(".,!?;:…")
# Phrases this long or longer are left to the tracker's windows: they are turns, not interjections, and embedding
# only the shorter ones keeps the cost at a fraction of the windows' own.
LONGEST_PHRASE = 3.0
# Shorter audio than this gives no usable embedding.
SHORTEST_PHRASE = 0.2
# Inside a phrase, fewer words than this of another speaker are a flicker of the turns, not a turn.
SHORTEST_RUN = 3
# A phrase goes to another speaker than its turns' only when its embedding is this much closer (cosine) to that
# speaker's voiceprint. Chosen on calls and a conversation of other seeds than the bench's: 0 to 0.1 scored within
# 1.2 points of each other there; this is the cautious end.
MARGIN = 0.1


class Word(Protocol):
    """A timed word (the worker's TimedWord)."""

    text: str
    start: float
    end: float


def phrases(words: list[Word]) -> list[tuple[int, int]]:
    """[first, last) word indices of each phrase: a phrase ends after a word with a punctuation mark, or before a
    pause."""
    found: list[tuple[int, int]] = []
    first = 0
    for i, word in enumerate(words):
        last = i + 1 == len(words)
        if last or word.text.rstrip("\"'”’)]").endswith(PUNCTUATION) or words[i + 1].start - word.end >= PAUSE:
            found.append((first, i + 1))
            first = i + 1
    return found


def turn_speakers(words: list[Word], turns: list[tuple[float, float, int]]) -> list[int | None]:
    """Each word's speaker by the turns alone (WhisperX's rule): the speaker whose turns overlap the word longest, or
    the speaker of the nearest turn when none overlaps; None without turns."""
    if not turns:
        return [None] * len(words)
    starts = np.array([start for start, _, _ in turns])
    ends = np.array([end for _, end, _ in turns])
    speakers = np.array([speaker for *_, speaker in turns])
    result: list[int | None] = []
    for word in words:
        overlap = np.minimum(ends, word.end) - np.maximum(starts, word.start)
        if overlap.max() > 0:
            totals: dict[int, float] = {}
            for i in np.flatnonzero(overlap > 0):
                totals[int(speakers[i])] = totals.get(int(speakers[i]), 0.0) + float(overlap[i])
            result.append(max(totals, key=lambda speaker: totals[speaker]))
        else:
            distance = np.maximum(starts - word.end, word.start - ends)
            result.append(int(speakers[int(np.argmin(distance))]))
    return result


def without_flicker(speakers: list[int | None], shortest: int = SHORTEST_RUN) -> list[int | None]:
    """Inside a phrase, a run of fewer than `shortest` words of one speaker (not the whole phrase) joins the longer
    run beside it (the one before it on a tie), the shortest run first (a run between two of one speaker first among
equals): a change of speaker with no pause and no
    punctuation needs a few words to be a turn."""
    runs: list[list] = []  # [speaker, words]
    for speaker in speakers:
        if runs and runs[-1][0] == speaker:
            runs[-1][1] += 1
        else:
            runs.append([speaker, 1])
    while len(runs) > 1:
        # Among runs as short, first one between two runs of one speaker: removing it joins them.
        sandwiched = lambda i: 0 < i < len(runs) - 1 and runs[i - 1][0] == runs[i + 1][0]
        n = min(range(len(runs)), key=lambda i: (runs[i][1], not sandwiched(i), i))
        if runs[n][1] >= shortest:
            break
        beside = [i for i in (n - 1, n + 1) if 0 <= i < len(runs)]
        into = max(beside, key=lambda i: (runs[i][1], -i))
        runs[into][1] += runs.pop(n)[1]
        # The run may now touch another of the same speaker.
        merged: list[list] = []
        for run in runs:
            if merged and merged[-1][0] == run[0]:
                merged[-1][1] += run[1]
            else:
                merged.append(run)
        runs = merged
    return [speaker for speaker, count in runs for _ in range(count)]


Phrase = tuple[int, int, "np.ndarray | None"]
"""[first, last) word indices of a phrase and the embedding of its audio (None when it was not embedded)."""


def embeddable(words: list[Word], first: int, last: int) -> bool:
    """Whether a phrase is short enough to be embedded on its own, and long enough to give an embedding."""
    return SHORTEST_PHRASE <= words[last - 1].end - words[first].start < LONGEST_PHRASE


def word_speakers(
    words: list[Word],
    turns: list[tuple[float, float, int]],
    phrase_list: list[Phrase],
    voiceprints: dict[int, np.ndarray],
    margin: float = MARGIN,
) -> list[int | None]:
    """The speaker of each word of a short phrase whose own embedding is closer by `margin` to another speaker's
    voiceprint than to every speaker the turns give the phrase (turn_speakers, settled by without_flicker); None for
    every other word, whose speaker the turns decide as before (the Node side settles them on sentences). Only the
    phrases the embedding hears differently are said: painting every word by the turns moved speaker changes off
    sentence ends where Whisper's word times run into the next turn (DER 3.7 % to 5.3 % on the bench's conversations)."""
    by_turns = turn_speakers(words, turns)
    speakers = sorted(voiceprints)
    prints = np.stack([voiceprints[s] for s in speakers]) if speakers else np.zeros((0, 0))
    result: list[int | None] = []
    for first, last, embedding in phrase_list:
        heard_as: int | None = None
        if embedding is not None and len(speakers) > 1:
            settled = without_flicker(by_turns[first:last])
            similarity = prints @ (embedding / max(float(np.linalg.norm(embedding)), 1e-8))
            best = speakers[int(np.argmax(similarity))]
            heard = [similarity[speakers.index(s)] for s in set(settled) if s in speakers]
            if best not in settled and (not heard or similarity.max() - max(heard) >= margin):
                heard_as = best
        result += [heard_as] * (last - first)
    return result
