/**
 * A pre-recorded /v1/listen answer in Deepgram's documented shape (model nova-3, smart_format, punctuate,
 * diarize, utterances): two speakers, three utterances, with per-word speaker and punctuated_word.
 */
const word = (w: string, p: string, start: number, end: number, confidence: number, speaker: number) => ({
  word: w,
  start,
  end,
  confidence,
  speaker,
  speaker_confidence: 0.81,
  punctuated_word: p,
});

const first = [
  word('welcome', 'Welcome', 0.48, 0.88, 0.998, 0),
  word('to', 'to', 0.88, 1.04, 0.999, 0),
  word('the', 'the', 1.04, 1.2, 0.997, 0),
  word('show', 'show.', 1.2, 1.68, 0.995, 0),
  word('how', 'How', 1.92, 2.08, 0.993, 0),
  word('did', 'did', 2.08, 2.24, 0.999, 0),
  word('it', 'it', 2.24, 2.4, 0.998, 0),
  word('start', 'start?', 2.4, 2.88, 0.981, 0),
];
const second = [
  word('it', 'It', 3.52, 3.68, 0.996, 1),
  word('started', 'started', 3.68, 4.08, 0.999, 1),
  word('three', 'three', 4.08, 4.32, 0.987, 1),
  word('years', 'years', 4.32, 4.64, 0.999, 1),
  word('ago', 'ago.', 4.64, 5.04, 0.998, 1),
];
const third = [
  word('that', 'That', 5.76, 5.92, 0.994, 0),
  word('is', 'is', 5.92, 6.08, 0.999, 0),
  word('a', 'a', 6.08, 6.16, 0.991, 0),
  word('long', 'long', 6.16, 6.4, 0.998, 0),
  word('time', 'time.', 6.4, 6.88, 0.996, 0),
];

export const deepgramSample = {
  metadata: {
    transaction_key: 'deprecated',
    request_id: '5d3f1c1e-8a8e-4b1e-9a3c-2f6b7c9d0e11',
    sha256: '1b4f0e9851971998e732078544c96b36c3d01cedf7caa332359d6f1d83567014',
    created: '2026-11-21T10:02:11.254Z',
    duration: 7.2,
    channels: 1,
    models: ['2187e11a-3532-4498-b076-81fa530bdd49'],
    model_info: { '2187e11a-3532-4498-b076-81fa530bdd49': { name: '2-general-nova', version: '2025-01-07.0', arch: 'nova-3' } },
  },
  results: {
    channels: [
      {
        alternatives: [
          {
            transcript: 'Welcome to the show. How did it start? It started three years ago. That is a long time.',
            confidence: 0.995,
            words: [...first, ...second, ...third],
          },
        ],
      },
    ],
    utterances: [
      { start: 0.48, end: 2.88, confidence: 0.995, channel: 0, transcript: 'Welcome to the show. How did it start?', words: first, speaker: 0, id: 'a1b2c3d4-0000-4000-8000-000000000001' },
      { start: 3.52, end: 5.04, confidence: 0.996, channel: 0, transcript: 'It started three years ago.', words: second, speaker: 1, id: 'a1b2c3d4-0000-4000-8000-000000000002' },
      { start: 5.76, end: 6.88, confidence: 0.995, channel: 0, transcript: 'That is a long time.', words: third, speaker: 0, id: 'a1b2c3d4-0000-4000-8000-000000000003' },
    ],
  },
};
