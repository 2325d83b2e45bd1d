import { expect, it } from 'vitest';
import { transcriptIdOf } from './transcript-path.ts';

it('reads the transcript id of /transcript/{id} and of nothing else', () => {
  expect(transcriptIdOf('/transcript/abc123')).toBe('abc123');
  expect(transcriptIdOf('/transcript/abc123/')).toBe('abc123');
  expect(transcriptIdOf('/transcript/a%20b')).toBe('a b');
  expect(transcriptIdOf('/transcript/%E0%A4%A')).toBeNull();
  expect(transcriptIdOf('/transcript/')).toBeNull();
  expect(transcriptIdOf('/transcripts/abc')).toBeNull();
  expect(transcriptIdOf('/transcript/abc/def')).toBeNull();
});
