import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { JobCredentials, loadJobSecret } from './job-credential.ts';

const secret = Buffer.alloc(32, 1);

test('a credential is valid for its transcript until it expires', () => {
  let now = 1_000_000;
  const credentials = new JobCredentials(secret, () => now);
  const { token, expiresAt } = credentials.issue('abc123', 60_000);
  expect(expiresAt).toBe(1_060_000);
  expect(credentials.verify(token, 'abc123')).toBe(true);
  expect(credentials.verify(token, 'abc124')).toBe(false);
  now = 1_060_000;
  expect(credentials.verify(token, 'abc123')).toBe(false);
});

test('a changed expiry, signature or secret is refused', () => {
  const credentials = new JobCredentials(secret);
  const [prefix, expires, signature] = credentials.issue('abc123', 60_000).token.split('.');
  expect(credentials.verify(`${prefix}.${Number(expires) + 1}.${signature}`, 'abc123')).toBe(false);
  expect(credentials.verify(`${prefix}.${expires}.${signature.slice(1)}x`, 'abc123')).toBe(false);
  expect(credentials.verify(`${prefix}.${expires}.${signature}.more`, 'abc123')).toBe(false);
  expect(new JobCredentials(Buffer.alloc(32, 2)).verify(`${prefix}.${expires}.${signature}`, 'abc123')).toBe(false);
  expect(credentials.verify('', 'abc123')).toBe(false);
});

test('the secret is made once, private, and kept across loads', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tapescript-secret-'));
  try {
    const first = loadJobSecret(dir);
    expect(first).toHaveLength(32);
    expect(loadJobSecret(dir).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, 'job-secret')).mode & 0o777).toBe(0o600);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
