import { describe, expect, it } from 'vitest';
import { parsePocketsphinxTimes } from './pocketsphinx-output.ts';

// Verbatim output of Debian's pocketsphinx_continuous 0.8 on two LibriVox clips with a pause between them.
const OUTPUT = `he was not an illness those young man
<s> 0.000 0.060 0.999500
<sil> 0.070 0.200 0.694306
he 0.210 0.320 0.998701
was(2) 0.330 0.540 0.999800
[SPEECH] 0.980 1.100 0.535598
an(2) 1.110 1.290 0.472940
</s> 2.800 3.090 1.000000
he might
<s> 4.880 4.970 0.999900
++BREATH++ 4.980 5.200 0.802579
he 5.210 5.370 0.997303
might 5.380 5.620 0.995609
</s> 8.010 8.270 1.000000
`;

describe('parsePocketsphinxTimes', () => {
  it('keeps words with their times and confidence, drops markers and pronunciation variants', () => {
    expect(parsePocketsphinxTimes(OUTPUT)).toEqual([
      { text: 'he', start: 0.21, end: 0.32, confidence: 0.998701 },
      { text: 'was', start: 0.33, end: 0.54, confidence: 0.9998 },
      { text: 'an', start: 1.11, end: 1.29, confidence: 0.47294 },
      { text: 'he', start: 5.21, end: 5.37, confidence: 0.997303 },
      { text: 'might', start: 5.38, end: 5.62, confidence: 0.995609 },
    ]);
  });

  it('shifts times by the chunk offset', () => {
    expect(parsePocketsphinxTimes('he 0.210 0.320 0.9', 60)).toEqual([{ text: 'he', start: 60.21, end: 60.32, confidence: 0.9 }]);
  });

  it('skips hypothesis lines even when they hold four tokens', () => {
    expect(parsePocketsphinxTimes('he was not here\n')).toEqual([]);
  });
});
