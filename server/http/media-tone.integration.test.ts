import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { decodeMono, speechReference, toneResidualDb } from '../audio/bleep-levels.ts';
import { makeTempDir } from '../lib/temp-dir.ts';
import { startPseudonymisedReading, TERM_SPANS, type PseudonymisedReading } from '../test/pseudonymised-reading.ts';

/** TAPESCRIPT_BLEEP=tone: /media hides a pseudonymised term's words from a viewer under a 1 kHz tone, not silence. */

let reading: PseudonymisedReading;
let dir: string;

beforeAll(async () => {
  [reading, dir] = await Promise.all([startPseudonymisedReading({ TAPESCRIPT_BLEEP: 'tone' }), makeTempDir('media-tone')]);
}, 120_000);
afterAll(async () => {
  await reading?.h.close();
  await fs.rm(dir, { recursive: true, force: true });
});

test('a viewer hears a tone over each term, with all but the tone at most −40 dB under the median speech', async () => {
  const response = await fetch(`${reading.h.app.url}/media/${reading.id}`, { headers: reading.as.viewer });
  expect(response.headers.get('content-type')).toBe('audio/ogg');
  const file = path.join(dir, 'toned.ogg');
  await fs.writeFile(file, Buffer.from(await response.arrayBuffer()));
  const reference = speechReference(await decodeMono(reading.reading, 16_000));
  const heard = await decodeMono(file, 16_000);
  expect(toneResidualDb(heard, TERM_SPANS, reference)).toBeLessThanOrEqual(-40);
});
