"""The vocabulary reaches Whisper: its wording, and its effect through the real worker and model on real speech."""
from pathlib import Path

import pytest

from job import vocabulary_prompt
from test_worker import transcribe

# Allison Smith's English prompts (Debian asterisk-core-sounds-en-wav, CC-BY-SA 3.0, one of the test tools).
ABOUT_TO_TRY = Path("/usr/share/asterisk/sounds/en_US_f_Allison/demo-abouttotry.wav")


def test_the_vocabulary_is_written_as_a_glossary_sentence():
    assert vocabulary_prompt(("ETRM", "Okonkwo")) == "Glossary: ETRM, Okonkwo."
    assert vocabulary_prompt(()) is None


def test_a_name_whisper_misspells_comes_back_spelled_as_the_vocabulary_says(worker, base):
    if not ABOUT_TO_TRY.is_file():
        pytest.fail("asterisk-core-sounds-en-wav is missing: `npm test` installs the test tools", pytrace=False)

    def text(job, **extra):
        result = transcribe(worker, job, ABOUT_TO_TRY, base, language="en", **extra)
        assert result["event"] == "result", result
        return " ".join(w["text"] for w in result["words"])

    # "...a demonstration server located at Digium": base hears "Digim" unless told the name.
    assert "Digium" not in text("without-vocabulary")
    assert "Digium" in text("with-vocabulary", vocabulary=["Digium"])
