"""The user's vocabulary (names and jargon) for Whisper: how it is written, and whether a decoded window needs it.

A glossary changes how Whisper decodes every 30 s chunk, even where none of its terms is said (base dropped a phrase of
a conversation that names none of them, bench/groups/vocabulary.ts). So a window is decoded without it first and again
with it only when its text holds a plausible mishearing of a term: a few consecutive words whose letters are within a
few edits of the term's, or the term itself written otherwise ("digium", "P B X"). A term spelled as the vocabulary
spells it needs no second decode."""
from __future__ import annotations

from typing import Sequence

# Consecutive words joined when looking for a term: Whisper splits a name it does not know ("Post Gress QL", "P B X").
MOST_PIECES = 3
# Letters per allowed edit: terms of up to 3 letters must match exactly (one edit away from "SIP" are "sit", "six",
# "ship": every window would match), 4-7 letters allow one ("Digim" for Digium), 8-11 two ("Postgress" for PostgreSQL).
LETTERS_PER_EDIT = 4


def vocabulary_prompt(vocabulary: Sequence[str]) -> str | None:
    """The names and jargon as Whisper's hotwords (the text it is told came before every 30 s chunk), or None.
    Written as a sentence: a bare list ("A, B, C") measured worse on real speech, the model then wrote the list back
    into the transcript and dropped words on recordings that never mention the terms (bench/groups/vocabulary.ts)."""
    return f"Glossary: {', '.join(vocabulary)}." if vocabulary else None


def misheard_term(words: Sequence[str], vocabulary: Sequence[str]) -> tuple[str, str] | None:
    """The first term of `vocabulary` that 1-3 consecutive `words` may be a mishearing of, with those words; None when
    the words hold none. Spans that only add words to one that is the term already ("Kubernetes is") do not count."""
    letters = [_letters(word) for word in words]
    for term in vocabulary:
        wanted = _letters(term)
        if not wanted:
            continue
        allowed = len(wanted) // LETTERS_PER_EDIT
        exact: list[tuple[int, int]] = []  # spans whose letters are the term's, whatever their spelling
        for size in range(1, MOST_PIECES + 1):
            for start in range(len(words) - size + 1):
                end = start + size
                if any(start <= a and b <= end for a, b in exact):
                    continue
                heard = "".join(letters[start:end])
                if not heard or _distance(heard, wanted, allowed) > allowed:
                    continue
                if heard == wanted:
                    exact.append((start, end))
                span = " ".join(words[start:end])
                if _as_written(span) != term:
                    return term, span
    return None


def _letters(text: str) -> str:
    """Lower-case letters and digits only: what is left of a word whatever Whisper's casing, spacing and punctuation."""
    return "".join(c for c in text.lower() if c.isalnum())


def _as_written(span: str) -> str:
    """The span without the punctuation around it and without a possessive ("Digium's," -> "Digium")."""
    text = span.strip("\"'“”‘’.,;:!?()[]-–— ")
    for suffix in ("'s", "’s"):
        if text.endswith(suffix):
            text = text[: -len(suffix)]
    return text


def _distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance between `a` and `b`, or limit + 1 as soon as it is sure to exceed `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        if min(current) > limit:
            return limit + 1
        previous = current
    return previous[-1]
