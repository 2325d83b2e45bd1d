"""The vocabulary reaches Whisper where it is needed: its wording, when a window is decoded again with it, and its
effect through the real worker and model on real speech."""
from pathlib import Path

import pytest

from conftest import JFK_TEXT, LIBRIVOX
from test_worker import transcribe
from vocabulary import misheard_term, vocabulary_prompt

# Allison Smith's English prompts (Debian asterisk-core-sounds-en-wav, CC-BY-SA 3.0, one of the test tools).
ABOUT_TO_TRY = Path("/usr/share/asterisk/sounds/en_US_f_Allison/demo-abouttotry.wav")
# The bench's vocabulary of another interview series (bench/groups/vocabulary.ts).
UNRELATED = ["Okonkwo", "ETRM", "Kubernetes", "Nakamura", "PostgreSQL", "Siobhan"]


def test_the_vocabulary_is_written_as_a_glossary_sentence():
    assert vocabulary_prompt(("ETRM", "Okonkwo")) == "Glossary: ETRM, Okonkwo."
    assert vocabulary_prompt(()) is None


@pytest.mark.parametrize(
    "text, vocabulary, found",
    [
        ("a demonstration server located at Digim.", ["PBX", "Digium"], ("Digium", "Digim.")),  # one letter off
        ("welcome to the asterisk open source PBX", ["Asterisk"], ("Asterisk", "asterisk")),  # cased otherwise
        ("we moved to Post Gress QL last year", ["PostgreSQL"], ("PostgreSQL", "Post Gress")),  # split, two letters off
        ("the P B X answers", ["PBX"], ("PBX", "P B X")),  # spelled out
        ("and Ada love lace wrote", ["Ada Lovelace"], ("Ada Lovelace", "Ada love lace")),
    ],
)
def test_a_plausible_mishearing_of_a_term_is_found(text, vocabulary, found):
    assert misheard_term(text.split(), vocabulary) == found


@pytest.mark.parametrize(
    "text, vocabulary",
    [
        # Spelled as the vocabulary spells it, with punctuation or a possessive, alone or beside other words.
        ("We run Kubernetes on PostgreSQL's servers, said Siobhan.", ["Kubernetes", "PostgreSQL", "Siobhan"]),
        ("Ada Lovelace wrote it", ["Ada Lovelace"]),
        # Up to 3 letters a term must match exactly: one letter off are everyday words.
        ("sit six ship tip CIP zip", ["SIP", "Zap"]),
        (JFK_TEXT, UNRELATED),
    ],
)
def test_words_that_are_no_mishearing_are_left_alone(text, vocabulary):
    assert misheard_term(text.split(), vocabulary) is None


def test_the_librivox_texts_hold_no_mishearing_of_the_unrelated_vocabulary():
    text = (LIBRIVOX / "transcription").read_text()
    if not text:
        pytest.fail("pocketsphinx-testdata is missing: run `npm run setup`", pytrace=False)
    assert misheard_term(text.replace("<s>", " ").replace("</s>", " ").split(), UNRELATED) is None


def test_a_vocabulary_the_recording_does_not_need_changes_nothing(worker, base, reading):
    """Unrelated terms, and a term Whisper already spells right, leave the decoding as it is without a vocabulary:
    the same words, times and confidences. (With the glossary on every window base wrote "young man. Unless" for
    "young man, unless" here; on the bench's conversation it dropped a "he was".)"""
    path, _ = reading
    without = transcribe(worker, "reading-without-vocabulary", path, base, language="en")
    unneeded = transcribe(worker, "reading-unneeded-vocabulary", path, base, language="en", vocabulary=[*UNRELATED, "Dashwood"])
    assert without["event"] == unneeded["event"] == "result", (without, unneeded)
    assert unneeded["words"] == without["words"]


def test_a_name_whisper_misspells_comes_back_spelled_as_the_vocabulary_says(worker, base):
    if not ABOUT_TO_TRY.is_file():
        pytest.fail("asterisk-core-sounds-en-wav is missing: `npm test` installs the test tools", pytrace=False)

    def text(job, **extra):
        result = transcribe(worker, job, ABOUT_TO_TRY, base, language="en", **extra)
        assert result["event"] == "result", result
        return " ".join(w["text"] for w in result["words"])

    # "...a demonstration server located at Digium": base hears "Digim" unless told the name; "Digim" sends the
    # window to a second decoding with the glossary.
    assert "Digium" not in text("without-vocabulary")
    assert "Digium" in text("with-vocabulary", vocabulary=["Digium"])


def test_progress_only_moves_forward_when_a_window_is_decoded_again(worker, base):
    worker.send({"type": "transcribe", "job": "progress-twice", "audio": str(ABOUT_TO_TRY), "model_dir": base,
                 "language": "en", "vocabulary": ["Digium"]})
    seconds: list[float] = []
    while (event := worker.until({"progress", "result", "error"}, "progress-twice"))["event"] == "progress":
        seconds.append(event["seconds"])
    assert event["event"] == "result", event
    assert seconds and seconds == sorted(seconds)
    assert abs(seconds[-1] - event["duration"]) < 0.01
