"""80-band log Mel filterbank features as Kaldi computes them (torchaudio.compliance.kaldi.fbank with dither 0),
the front end CAM++ was trained on, in numpy alone."""

import numpy as np

SAMPLE_RATE = 16000
FRAME_LENGTH = 400  # 25 ms
FRAME_SHIFT = 160  # 10 ms
FFT_SIZE = 512
MEL_BANDS = 80
LOW_FREQUENCY = 20.0
PREEMPHASIS = 0.97
ENERGY_FLOOR = np.finfo(np.float32).eps


def _mel(frequency):
    return 1127.0 * np.log(1.0 + frequency / 700.0)


def _mel_banks() -> np.ndarray:
    """(FFT_SIZE // 2 + 1, MEL_BANDS) triangular weights, equally spaced on Kaldi's Mel scale from 20 Hz to Nyquist."""
    low, high = _mel(LOW_FREQUENCY), _mel(SAMPLE_RATE / 2)
    delta = (high - low) / (MEL_BANDS + 1)
    left = low + delta * np.arange(MEL_BANDS)
    center, right = left + delta, left + 2 * delta
    # Kaldi leaves the Nyquist bin out of every band.
    bins = _mel(SAMPLE_RATE / FFT_SIZE * np.arange(FFT_SIZE // 2))[:, None]
    weights = np.maximum(0.0, np.minimum((bins - left) / (center - left), (right - bins) / (right - center)))
    return np.vstack([weights, np.zeros((1, MEL_BANDS))])


_BANKS = _mel_banks()
_WINDOW = (0.5 - 0.5 * np.cos(2 * np.pi * np.arange(FRAME_LENGTH) / (FRAME_LENGTH - 1))) ** 0.85  # Povey's window


def frame_count(samples: int) -> int:
    return 0 if samples < FRAME_LENGTH else 1 + (samples - FRAME_LENGTH) // FRAME_SHIFT


def fbank(samples: np.ndarray) -> np.ndarray:
    """(frames, 80) float32 log Mel energies of float samples in [-1, 1] at 16 kHz; frames every 10 ms, edges snipped."""
    count = frame_count(len(samples))
    if count == 0:
        return np.zeros((0, MEL_BANDS), np.float32)
    starts = np.arange(count)[:, None] * FRAME_SHIFT
    frames = np.asarray(samples, np.float64)[starts + np.arange(FRAME_LENGTH)]
    frames -= frames.mean(axis=1, keepdims=True)
    # Pre-emphasis; Kaldi treats the sample before the first as equal to it.
    frames[:, 1:] -= PREEMPHASIS * frames[:, :-1].copy()
    frames[:, 0] *= 1 - PREEMPHASIS
    spectrum = np.fft.rfft(frames * _WINDOW, FFT_SIZE)
    power = spectrum.real**2 + spectrum.imag**2
    return np.log(np.maximum(power @ _BANKS, ENERGY_FLOOR)).astype(np.float32)
