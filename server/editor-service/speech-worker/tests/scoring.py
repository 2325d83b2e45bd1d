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
