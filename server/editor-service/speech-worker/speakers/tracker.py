"""Who speaks when: embeddings of short windows over the speech, clustered into speakers at the end."""

import numpy as np

from .clustering import centres, cluster, normalise
from .embedding import Embedder
from .fbank import SAMPLE_RATE
from .words import Phrase, Word, embeddable, phrases, word_speakers

WINDOW = 1.5
HOP = 0.75
# Speech shorter than this gives no reliable embedding: it takes the speaker of the nearest window.
SHORTEST_WINDOW = 0.5
# Windows shorter than this are labelled by the speakers' centres, not used to find the speakers.
RELIABLE_WINDOW = 1.0
# The affinity matrix grows with the square of the windows: beyond this many (about 25 minutes of speech) an even
# sample across the recording is clustered and every window goes to the nearest speaker centre. 2000 windows cost
# about 100 MB and a few seconds; a 3-hour recording's 14,000 would cost 5 GB.
MOST_CLUSTERED = 2000


def plan_windows(start: float, end: float) -> list[tuple[float, float]]:
    """WINDOW-long windows every HOP seconds over one speech region, the last one ending with it."""
    if end - start < SHORTEST_WINDOW:
        return []
    if end - start <= WINDOW:
        return [(start, end)]
    windows = []
    at = start
    while at + WINDOW < end:
        windows.append((at, at + WINDOW))
        at += HOP
    windows.append((end - WINDOW, end))
    return windows


class SpeakerTracker:
    name = "campplus"

    def __init__(self, embedder: Embedder):
        self._embedder = embedder
        self._regions: list[tuple[float, float]] = []
        # Per window: its span, the index of its region, and (in blocks, one per add) its embedding.
        self._windows: list[tuple[float, float]] = []
        self._window_region: list[int] = []
        self._embeddings: list[np.ndarray] = []
        # Loudness every 10 ms (a few MB for 3 hours), to put speaker changes in the pause between the voices.
        self._loudness = Loudness()
        # The transcript's phrases so far (speakers/words.py), each short one with the embedding of its own audio.
        self._phrases: list[Phrase] = []
        self._word_count = 0
        self._turns: list[tuple[float, float, int]] = []

    def add(self, samples: np.ndarray, offset: float, speech: list[tuple[float, float]]) -> None:
        duration = len(samples) / SAMPLE_RATE
        self._loudness.add(samples, offset)
        pieces = []
        for start, end in speech:
            start, end = max(start, offset), min(end, offset + duration)
            if end <= start:
                continue
            self._regions.append((start, end))
            for window in plan_windows(start, end):
                self._windows.append(window)
                self._window_region.append(len(self._regions) - 1)
                first, last = (int(round((t - offset) * SAMPLE_RATE)) for t in window)
                pieces.append(samples[first:last])
        if pieces:
            self._embeddings.append(self._embedder.embed(pieces))

    def add_words(self, samples: np.ndarray, offset: float, words: list[Word]) -> None:
        """The next words of the transcript, heard in `samples` (which start at `offset` seconds): their phrases are
        noted, and each short one embedded from its own audio, for word_speakers."""
        found = phrases(words)
        short = [(first, last) for first, last in found if embeddable(words, first, last)]
        clips = [samples[max(0, int(round((words[a].start - offset) * SAMPLE_RATE))) : int(round((words[b - 1].end - offset) * SAMPLE_RATE))] for a, b in short]
        embedded = dict(zip(short, self._embedder.embed(clips) if clips else []))
        self._phrases += [(self._word_count + a, self._word_count + b, embedded.get((a, b))) for a, b in found]
        self._word_count += len(words)

    def word_speakers(self, words: list[Word]) -> list[int | None]:
        """After turns(): for each word of the transcript (the words given to add_words, in their final timings) the
        speaker its short phrase's own embedding hears, as an index of the turns' speakers, where that differs from
        the turns; None elsewhere."""
        if len(words) != self._word_count:
            raise ValueError(f"{len(words)} words, but {self._word_count} were added")
        prints = {speaker: embedding for speaker, embedding, _ in self.voices()}
        return word_speakers(words, self._turns, self._phrases, prints)

    @property
    def model_id(self) -> str:
        return self._embedder.model_id

    @property
    def device(self) -> str:
        return self._embedder.device

    def turns(self, num_speakers: int | None) -> list[tuple[float, float, int]]:
        self._voices, self._turns = [], []
        if not self._regions:
            return []
        labels = self._labels(num_speakers if num_speakers and num_speakers > 0 else None)
        timeline = _timeline(self._regions, self._windows, self._window_region, labels, self._loudness)
        order = _appearance_order(timeline)
        if self._windows:
            # Imported here: voiceprint.py builds on this module.
            from .voiceprint import cluster_voiceprints

            prints = cluster_voiceprints(np.concatenate(self._embeddings), self._windows, labels, self._window_region)
            seconds = {label: 0.0 for label in order}
            for start, end, label in timeline:
                seconds[label] += end - start
            self._voices = sorted(
                (order[label], embedding, seconds[label]) for label, embedding in prints.items() if label in order
            )
        self._turns = [(start, end, order[speaker]) for start, end, speaker in timeline]
        return list(self._turns)

    def voices(self) -> list[tuple[int, np.ndarray, float]]:
        """After turns(): per speaker (its index in the turns) the voiceprint of its speech and its seconds of speech."""
        return list(getattr(self, "_voices", []))

    def _labels(self, speakers: int | None) -> np.ndarray:
        if not self._windows:
            return np.zeros(0, int)
        x = normalise(np.concatenate(self._embeddings))
        lengths = np.array([end - start for start, end in self._windows])
        basis = np.flatnonzero(lengths >= RELIABLE_WINDOW)
        if len(basis) < 2:
            basis = np.arange(len(x))
        sample = basis if len(basis) <= MOST_CLUSTERED else basis[np.linspace(0, len(basis) - 1, MOST_CLUSTERED).astype(int)]
        found = cluster(x[sample], speakers)
        names, speaker_centres = centres(found, x[sample])
        labels = names[np.argmax(x @ speaker_centres.T, axis=1)]
        if len(sample) == len(basis):
            # Windows that formed the clusters keep the clustering's own labels.
            labels[sample] = found
        return _smooth(labels, self._window_region)


def _smooth(labels: np.ndarray, regions: list[int]) -> np.ndarray:
    """A single window whose neighbours in the same region agree on another speaker is a blip, not a turn."""
    labels = labels.copy()
    for i in range(1, len(labels) - 1):
        if regions[i - 1] == regions[i] == regions[i + 1] and labels[i - 1] == labels[i + 1] != labels[i]:
            labels[i] = labels[i - 1]
    return labels


class Loudness:
    """Frame energies in dB, 10 ms apart, over everything added."""

    STEP = 160

    def __init__(self):
        self._blocks: list[tuple[int, np.ndarray]] = []

    def add(self, samples: np.ndarray, offset: float) -> None:
        frames = len(samples) // self.STEP
        energy = np.mean(np.square(samples[: frames * self.STEP], dtype=np.float32).reshape(frames, self.STEP), axis=1)
        self._blocks.append((int(round(offset * 100)), (10 * np.log10(energy + 1e-10)).astype(np.float32)))

    def quietest(self, start: float, end: float) -> float | None:
        """The middle of the quietest 50 ms between start and end, or None when that stretch was not added."""
        first, last = int(np.ceil(start * 100)), int(end * 100)
        for at, levels in self._blocks:
            if at <= first and last <= at + len(levels) and last - first >= 5:
                smooth = np.convolve(levels[first - at : last - at], np.ones(5) / 5, mode="valid")
                return (first + int(np.argmin(smooth)) + 2.5) / 100
        return None


def _timeline(regions, windows, window_region, labels, loudness: Loudness) -> list[tuple[float, float, int]]:
    """Turns over every region: where overlapping windows of different speakers meet, the change goes to the quietest
    moment of their overlap (the pause between the voices); a region too short for a window takes the speaker of the
    window nearest in time."""
    by_region: dict[int, list[int]] = {}
    for i, region in enumerate(window_region):
        by_region.setdefault(region, []).append(i)
    centres_in_time = np.array([(start + end) / 2 for start, end in windows]) if windows else np.zeros(0)
    turns: list[tuple[float, float, int]] = []
    for r, (start, end) in enumerate(regions):
        indices = by_region.get(r)
        if not indices:
            nearest = int(np.argmin(np.abs(centres_in_time - (start + end) / 2))) if len(centres_in_time) else None
            turns.append((start, end, int(labels[nearest]) if nearest is not None else 0))
            continue
        at = start
        for a, b in zip(indices, indices[1:]):
            if labels[a] != labels[b]:
                overlap = (windows[b][0], windows[a][1])
                change = loudness.quietest(*overlap) if overlap[1] > overlap[0] else None
                change = sum(overlap) / 2 if change is None else change
                turns.append((at, change, int(labels[a])))
                at = change
        turns.append((at, end, int(labels[indices[-1]])))
    return turns


def _appearance_order(turns: list[tuple[float, float, int]]) -> dict[int, int]:
    """Cluster label -> speaker index, numbered in order of first appearance."""
    order: dict[int, int] = {}
    for _, _, speaker in turns:
        order.setdefault(speaker, len(order))
    return order
