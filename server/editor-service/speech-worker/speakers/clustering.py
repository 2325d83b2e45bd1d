"""Spectral clustering of speaker embeddings, the speaker count chosen by the eigengap (after 3D-Speaker's
recipe: pruned cosine affinity, unnormalised Laplacian, k-means on the eigenvectors, tiny clusters folded in,
near-identical speakers merged), and one speaker more when a distinct voice was missed. A given count takes the
tighter of two k-means partitions."""

import numpy as np

MAX_SPEAKERS = 15
# Each row keeps its strongest 1.2 % of affinities, at least this many.
PRUNE_FRACTION = 0.012
MIN_NEIGHBOURS = 6
# Below this many windows (about 7 s of speech) there is too little to tell voices apart: one speaker.
MIN_WINDOWS = 10
MIN_CLUSTER = 4
# The count is the first eigengap at least this share of the largest. A gap as large deeper in the spectrum lies
# among the eigenvalues of noise: two voices whose windows made nearly two components (second eigenvalue 0.02, next
# 0.57) were counted as six, the six clusters mixed them, and merging joined everything into one speaker. Chosen on
# the two halves of the voices bench's conversations (0.6-0.85 best on one, 0.75-0.8 on the other; docs/models.md).
CLEAR_GAP = 0.8
# Clusters whose centres are this similar are one voice that the eigengap split (mostly by loudness against noise).
# Measured on the bench set: one voice split in two, 0.62-0.68; two different voices, at most 0.57.
MERGE_SIMILARITY = 0.6
# A voice heard for a few seconds among longer ones (4 s of a third voice in a 40 s conversation) leaves no eigengap of
# its own. One cluster more is taken when each of them holds at least SMALLEST_VOICE windows and no two centres are as
# similar as DISTINCT_VOICES, well below one voice split in two (0.62-0.68). Chosen on the two halves of the voices
# bench's conversations (0.47-0.48 best on each; docs/models.md).
DISTINCT_VOICES = 0.47
SMALLEST_VOICE = 3


def normalise(embeddings: np.ndarray) -> np.ndarray:
    return embeddings / np.maximum(np.linalg.norm(embeddings, axis=1, keepdims=True), 1e-8)


def cluster(embeddings: np.ndarray, speakers: int | None = None) -> np.ndarray:
    """Labels 0..k-1 for each embedding; `speakers` fixes k."""
    count = len(embeddings)
    if count == 0:
        return np.zeros(0, int)
    k = None if speakers is None else min(speakers, count)
    if (k is None and count < MIN_WINDOWS) or k == 1:
        return np.zeros(count, int)
    x = normalise(embeddings.astype(np.float64))
    affinity = _pruned(x @ x.T)
    laplacian = np.diag(affinity.sum(axis=1)) - affinity
    values, vectors = np.linalg.eigh(laplacian)
    if k is not None:
        # A given count: k-means on the spectral embedding, or on the embeddings themselves, whichever leaves the
        # windows closer to their speaker's centre. Each alone failed some calls of two women that the other got right;
        # the tighter of the two halved the DER of 12 such calls (5.1 % -> 2.7 %) and of the speakers bench's given
        # counts (3.1 % -> 0.8 %).
        return _tighter(x, _compact(kmeans(vectors[:, :k], k)), _compact(kmeans(x, k)))
    gaps = np.diff(values[: MAX_SPEAKERS + 1])
    k = int(np.flatnonzero(gaps >= CLEAR_GAP * gaps.max())[0]) + 1
    labels = _compact(_merge_similar(_fold_small(kmeans(vectors[:, :k], k), x), x))
    return _one_more(labels, vectors, x)


def _tighter(x: np.ndarray, *partitions: np.ndarray) -> np.ndarray:
    """The partition whose embeddings are most similar to their cluster's centre, in sum."""
    def closeness(labels: np.ndarray) -> float:
        names, speaker_centres = centres(labels, x)
        return sum(float((x[labels == name] @ centre).sum()) for name, centre in zip(names, speaker_centres))

    return max(partitions, key=closeness)


def _one_more(labels: np.ndarray, vectors: np.ndarray, x: np.ndarray) -> np.ndarray:
    """The labels of one cluster more, when that cluster is a distinct voice; else the labels as they are."""
    k = int(labels.max()) + 1 if len(labels) else 0
    if k >= MAX_SPEAKERS or k + 1 > vectors.shape[1]:
        return labels
    more = kmeans(vectors[:, : k + 1], k + 1)
    sizes = np.bincount(more, minlength=k + 1)
    if sizes.min() < SMALLEST_VOICE:
        return labels
    _, more_centres = centres(more, x)
    similarity = more_centres @ more_centres.T
    np.fill_diagonal(similarity, -1.0)
    return more if similarity.max() < DISTINCT_VOICES else labels


def _pruned(similarity: np.ndarray) -> np.ndarray:
    count = len(similarity)
    keep = max(MIN_NEIGHBOURS, int(PRUNE_FRACTION * count))
    np.fill_diagonal(similarity, 0.0)
    if keep < count:
        weakest = np.argpartition(similarity, count - keep, axis=1)[:, : count - keep]
        np.put_along_axis(similarity, weakest, 0.0, axis=1)
    return np.maximum(0.5 * (similarity + similarity.T), 0.0)


def kmeans(points: np.ndarray, k: int, rounds: int = 50) -> np.ndarray:
    """Plain k-means with deterministic farthest-point seeding (the first point, then the point farthest from all
    seeds), so the same recording always gives the same speakers."""
    centres = [points[0]]
    for _ in range(1, k):
        distance = np.min([((points - c) ** 2).sum(axis=1) for c in centres], axis=0)
        centres.append(points[int(np.argmax(distance))])
    centres = np.array(centres)
    labels = np.zeros(len(points), int)
    for _ in range(rounds):
        new = np.argmin(((points[:, None, :] - centres[None]) ** 2).sum(axis=2), axis=1)
        if _ and np.array_equal(new, labels):
            break
        labels = new
        for j in range(k):
            if np.any(labels == j):
                centres[j] = points[labels == j].mean(axis=0)
    return labels


def centres(labels: np.ndarray, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct labels and the normalised mean embedding of each."""
    names = np.unique(labels)
    return names, normalise(np.stack([x[labels == name].mean(axis=0) for name in names]))


def _fold_small(labels: np.ndarray, x: np.ndarray) -> np.ndarray:
    names, sizes = np.unique(labels, return_counts=True)
    large = names[sizes >= MIN_CLUSTER]
    if len(large) == 0:
        return np.zeros_like(labels)
    if len(large) == len(names):
        return labels
    keep = np.isin(labels, large)
    names, large_centres = centres(labels[keep], x[keep])
    labels = labels.copy()
    labels[~keep] = names[np.argmax(x[~keep] @ large_centres.T, axis=1)]
    return labels


def _merge_similar(labels: np.ndarray, x: np.ndarray) -> np.ndarray:
    labels = labels.copy()
    while True:
        names, c = centres(labels, x)
        if len(names) == 1:
            return labels
        similarity = np.triu(c @ c.T, 1)
        i, j = np.unravel_index(np.argmax(similarity), similarity.shape)
        if similarity[i, j] < MERGE_SIMILARITY:
            return labels
        labels[labels == names[j]] = names[i]


def _compact(labels: np.ndarray) -> np.ndarray:
    return np.unique(labels, return_inverse=True)[1].reshape(-1)
