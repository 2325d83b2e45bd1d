from timing import TimedWord, clamp_to_onsets, end_at_pauses, make_monotonic


def word(start, end):
    return TimedWord("w", start, end, 0.9)


def test_a_word_placed_in_the_pause_before_speech_starts_at_the_voice_onset():
    words = [word(0.5, 1.0), word(2.4, 3.2), word(3.2, 3.5)]
    clamp_to_onsets(words, [(0.4, 1.1), (3.0, 3.6)])
    assert [(w.start, w.end) for w in words] == [(0.5, 1.0), (3.0, 3.2), (3.2, 3.5)]


def test_a_word_run_back_over_the_pause_into_the_voice_before_starts_at_the_voice_onset():
    # The conversation bench: Allison's "The" started where the reader's "man." ended, 1.1 s before her voice.
    words = [word(27.1, 27.44), word(27.44, 28.9), word(28.9, 29.34)]
    clamp_to_onsets(words, [(25.09, 27.68), (28.8, 32.45)])
    assert [(w.start, w.end) for w in words] == [(27.1, 27.44), (28.8, 28.9), (28.9, 29.34)]


def test_words_inside_speech_wholly_in_a_pause_or_mostly_voice_over_a_pause_keep_their_start():
    # The last: a drawn-out word over a short pause, and Whisper's 17 s "word" (end_at_pauses ends it instead).
    words = [word(0.5, 0.8), word(1.5, 1.8), word(2.5, 4.5), word(84.13, 101.19)]
    clamp_to_onsets(words, [(0.4, 1.0), (2.0, 3.5), (3.9, 4.8), (84.06, 85.5), (86.5, 88.3), (92.0, 99.0), (99.4, 104.9)])
    assert [w.start for w in words] == [0.5, 1.5, 2.5, 84.13]


def test_a_word_timed_over_pauses_and_later_speech_ends_with_the_voice_it_starts_in():
    # Whisper's one "word" of 17 s over seven turns of a mixed-language conversation.
    words = [word(80.4, 81.5), word(84.13, 101.19), word(101.19, 103.45)]
    end_at_pauses(words, [(80.3, 81.6), (84.06, 85.5), (86.5, 88.3), (92.0, 99.0), (99.4, 104.9)])
    assert [(w.start, w.end) for w in words] == [(80.4, 81.5), (84.13, 85.5), (101.19, 103.45)]


def test_words_of_a_plausible_length_or_within_one_region_keep_their_end():
    # A drawn-out word over a short pause (2 s) and a long one inside one region keep their times, as do words that
    # start in a pause, which clamp_to_onsets deals with.
    words = [word(0.5, 2.5), word(3.0, 6.0), word(6.9, 9.5)]
    end_at_pauses(words, [(0.4, 1.5), (1.9, 2.8), (2.9, 6.5), (7.0, 9.6)])
    assert [(w.start, w.end) for w in words] == [(0.5, 2.5), (3.0, 6.0), (6.9, 9.5)]


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
