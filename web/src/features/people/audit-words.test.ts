import { expect, test } from 'vitest';
import { describeAudit } from './audit-words.ts';

test('an audit entry reads as a sentence: who, what, to whom; one’s own email is not repeated', () => {
  const olive = { name: 'Olive Owner' };
  expect(describeAudit({ action: 'invite-editor', subject: 'ann@example.org', actor: olive })).toBe('Olive Owner invited as editor ann@example.org');
  expect(describeAudit({ action: 'role-viewer', subject: 'ann@example.org', actor: olive })).toBe('Olive Owner made a viewer of ann@example.org');
  expect(describeAudit({ action: 'sign-in', subject: 'olive@example.org', actor: olive })).toBe('Olive Owner signed in');
  expect(describeAudit({ action: 'sign-in-failed', subject: 'who@example.org', actor: null })).toBe('who@example.org failed to sign in');
  expect(describeAudit({ action: 'invitation-revoked', subject: 'ann@example.org', actor: olive })).toBe('Olive Owner revoked the invitation of ann@example.org');
  expect(describeAudit({ action: 'something-new', subject: 'x', actor: olive })).toBe('Olive Owner something-new x');
});

test('a permanent deletion reads with who did it; the bin’s own, without anyone, starts with the transcript', () => {
  expect(describeAudit({ action: 'transcript-purged', subject: 'Ada on tape', actor: { name: 'Olive Owner' } })).toBe('Olive Owner permanently deleted the transcript Ada on tape');
  expect(describeAudit({ action: 'transcript-purged-from-bin', subject: 'Ada on tape', actor: null })).toBe('Ada on tape was deleted permanently after its time in the bin');
  expect(describeAudit({ action: 'retention-audio-removed', subject: 'Ada on tape', actor: null })).toBe('Ada on tape had its audio removed by the retention policy');
  expect(describeAudit({ action: 'transcript-private', subject: 'Ada on tape', actor: { name: 'Olive Owner' } })).toBe('Olive Owner made private the transcript Ada on tape');
  expect(describeAudit({ action: 'transcript-shared-viewer', subject: 'Ada on tape', actor: { name: 'Olive Owner' } })).toBe('Olive Owner shared as viewer the transcript Ada on tape');
  expect(describeAudit({ action: 'retention-policy', subject: 'audio: 10 days, transcripts: keep', actor: { name: 'Olive Owner' } })).toBe('Olive Owner set the retention policy: audio: 10 days, transcripts: keep');
});
