"""Diarization error rate and time-weighted speaker accuracy on a 10 ms grid, with the best one-to-one mapping of
found speakers to reference speakers."""

import itertools
from dataclasses import dataclass

import numpy as np

STEP = 0.01

Turns = list[tuple[float, float, int]]


@dataclass
class Score:
    der: float  # (missed + false alarm + confusion) / reference speech, outside the collars
    missed: float
    false_alarm: float
    confusion: float
    # Of the reference speech that was found, the share given to the right (mapped) speaker, no collar: what a
    # word in it would get.
    accuracy: float
    speakers: int


def _grid(turns: Turns, length: int) -> np.ndarray:
    grid = np.full(length, -1)
    for start, end, speaker in turns:
        grid[int(round(start / STEP)) : int(round(end / STEP))] = speaker
    return grid


def _best_mapping(overlap: np.ndarray) -> dict[int, int]:
    """Found speaker -> reference speaker, maximising the agreed time (exhaustive: a handful of speakers)."""
    found, reference = overlap.shape
    best, mapping = -1.0, {}
    for chosen in itertools.permutations(range(reference), min(found, reference)):
        for who in itertools.combinations(range(found), len(chosen)):
            total = sum(overlap[f, r] for f, r in zip(who, chosen))
            if total > best:
                best, mapping = total, dict(zip(who, chosen))
    return mapping


def score(reference: Turns, found: Turns, duration: float, collar: float = 0.25) -> Score:
    length = int(duration / STEP) + 2
    ref, hyp = _grid(reference, length), _grid(found, length)
    scored = np.ones(length, bool)
    for start, end, _ in reference:
        for edge in (start, end):
            scored[max(0, int((edge - collar) / STEP)) : int((edge + collar) / STEP) + 1] = False
    speakers = len({s for *_, s in found})
    overlap = np.zeros((max(speakers, 1), max(s for *_, s in reference) + 1))
    both = (ref >= 0) & (hyp >= 0)
    np.add.at(overlap, (hyp[both], ref[both]), 1)
    mapping = _best_mapping(overlap)
    mapped = np.array([mapping.get(h, -2) if h >= 0 else -1 for h in hyp])
    speech = (ref >= 0) & scored
    total = max(1, int(speech.sum()))
    missed = int((speech & (hyp < 0)).sum()) / total
    false_alarm = int((scored & (ref < 0) & (hyp >= 0)).sum()) / total
    confusion = int((speech & (hyp >= 0) & (mapped != ref)).sum()) / total
    found_speech = (ref >= 0) & (hyp >= 0)
    accuracy = float((mapped[found_speech] == ref[found_speech]).mean()) if found_speech.any() else 0.0
    return Score(missed + false_alarm + confusion, missed, false_alarm, confusion, accuracy, speakers)


def mapping(reference: Turns, found: Turns, duration: float) -> dict[int, int]:
    """Found speaker -> reference speaker, the mapping score() uses (where voices overlap, the later turn counts)."""
    length = int(duration / STEP) + 2
    ref, hyp = _grid(reference, length), _grid(found, length)
    overlap = np.zeros((max(1, max((s for *_, s in found), default=0) + 1), max(s for *_, s in reference) + 1))
    both = (ref >= 0) & (hyp >= 0)
    np.add.at(overlap, (hyp[both], ref[both]), 1)
    return _best_mapping(overlap)


def _frames(start: float, end: float) -> slice:
    return slice(int(round(start / STEP)), int(round(end / STEP)))


def speech_time_right(reference: Turns, words: Turns, found_to_reference: dict[int, int], duration: float) -> tuple[float, float]:
    """Of the reference speech under the words, the share whose word has the right speaker: where two voices overlap,
    either is right. Also the seconds of reference speech the words cover."""
    length = int(duration / STEP) + 2
    speakers = max(s for *_, s in reference) + 1
    active = np.zeros((speakers, length), bool)
    for start, end, speaker in reference:
        active[speaker, _frames(start, end)] = True
    speech = right = 0
    for start, end, speaker in words:
        frames = active[:, _frames(start, end)]
        voiced = frames.any(axis=0)
        speech += int(voiced.sum())
        mapped = found_to_reference.get(speaker)
        if mapped is not None:
            right += int(frames[mapped].sum())
    return (right / speech if speech else 0.0), speech * STEP


def paint(turns: Turns, words: Turns, duration: float) -> Turns:
    """The turns with each word's speaker over the word's time, where the turns have speech: the timeline a
    transcript's words make of the speaker step."""
    length = int(duration / STEP) + 2
    grid = _grid(turns, length)
    for start, end, speaker in words:
        part = grid[_frames(start, end)]
        part[part >= 0] = speaker
    painted: Turns = []
    at = 0
    while at < length:
        if grid[at] < 0:
            at += 1
            continue
        end = at
        while end < length and grid[end] == grid[at]:
            end += 1
        painted.append((at * STEP, end * STEP, int(grid[at])))
        at = end
    return painted
