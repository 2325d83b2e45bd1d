from timing import TimedWord, clamp_to_onsets, make_monotonic


def word(start, end):
    return TimedWord("w", start, end, 0.9)


def test_a_word_placed_in_the_pause_before_speech_starts_at_the_voice_onset():
    words = [word(0.5, 1.0), word(2.4, 3.2), word(3.2, 3.5)]
    clamp_to_onsets(words, [(0.4, 1.1), (3.0, 3.6)])
    assert [(w.start, w.end) for w in words] == [(0.5, 1.0), (3.0, 3.2), (3.2, 3.5)]


def test_words_inside_speech_or_wholly_in_a_pause_keep_their_start():
    words = [word(0.5, 0.8), word(1.5, 1.8)]
    clamp_to_onsets(words, [(0.4, 1.0), (2.0, 3.0)])
    assert [w.start for w in words] == [0.5, 1.5]


def test_times_become_monotonic_and_stay_inside_the_audio():
    words = [word(-0.2, 0.5), word(0.4, 0.3), word(0.9, 12.0)]
    make_monotonic(words, 10.0)
    assert [(w.start, w.end) for w in words] == [(0.0, 0.5), (0.5, 0.5), (0.9, 10.0)]


def test_a_piece_without_a_leading_space_joins_the_word_before_it():
    from types import SimpleNamespace

    from job import words_of

    raw = [SimpleNamespace(word=w, start=s, end=e, probability=p) for w, s, e, p in [
        (" He", 0.0, 0.2, 0.9), (" was", 0.2, 0.4, 0.8), (" ill", 0.4, 0.6, 0.95), ("-disposed.", 0.6, 1.1, 0.7),
    ]]
    words = words_of(raw, 10.0)
    assert [(w.text, w.start, w.end, w.confidence) for w in words] == [
        ("He", 10.0, 10.2, 0.9), ("was", 10.2, 10.4, 0.8), ("ill-disposed.", 10.4, 11.1, 0.7),
    ]
