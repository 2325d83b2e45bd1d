import type { IncomingMessage } from 'node:http';
import { expect, test } from 'vitest';
import { AccessCache, MAX_AGE_MS } from './access-cache.ts';
import { clientAddress } from './client-address.ts';
import { LOCAL, type Identity } from './identity.ts';
import { MIN_PASSWORD_LENGTH, passwordProblem } from './password-policy.ts';
import { presentedTokens } from './presented.ts';
import { SetupCode } from './setup-code.ts';
import { PER_ACCOUNT, PER_ADDRESS, SignInThrottle, WINDOW_MS } from './sign-in-throttle.ts';
import { InProcessThrottleStore } from './throttle-store.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';

const person = (id: string): Identity => ({ kind: 'user', role: 'editor', user: { id, email: `${id}@example.org`, name: id }, tokenId: `t-${id}` });

test('the access cache forgets an entry after its age, its token or its user', () => {
  let now = 0;
  const cache = new AccessCache(() => now);
  cache.set('a', person('ann'));
  cache.set('b', person('ann'));
  cache.set('c', person('bob'));
  cache.set('d', null);
  expect(cache.get('a')).toMatchObject({ user: { id: 'ann' } });
  expect(cache.get('d')).toBeNull();
  cache.dropUser('ann');
  expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  cache.dropToken('c');
  expect(cache.get('c')).toBeUndefined();
  cache.set('e', LOCAL);
  now += MAX_AGE_MS;
  expect(cache.get('e')).toBeUndefined();
});

test('sign-in throttle: per account and per address, over a sliding window; a success clears the account only', async () => {
  let now = 0;
  const throttle = new SignInThrottle(new InProcessThrottleStore(), () => now);
  for (let i = 0; i < PER_ACCOUNT; i++) await throttle.failed('ann@example.org', '10.0.0.1');
  expect(await throttle.allows('ann@example.org', '10.0.0.2')).toBe(false);
  expect(await throttle.allows('bob@example.org', '10.0.0.1')).toBe(true);
  now += WINDOW_MS;
  expect(await throttle.allows('ann@example.org', '10.0.0.2')).toBe(true);
  for (let i = 0; i < PER_ADDRESS; i++) await throttle.failed(`guess${i}@example.org`, '10.0.0.3');
  expect(await throttle.allows('new@example.org', '10.0.0.3')).toBe(false);
  await throttle.failed('cy@example.org', '10.0.0.4');
  await throttle.succeeded('cy@example.org');
  expect(await throttle.allows('cy@example.org', '10.0.0.4')).toBe(true);
});

test('passwords: a minimum length, no common ones, not the email', () => {
  expect(passwordProblem('x'.repeat(MIN_PASSWORD_LENGTH - 1))).toMatch(/at least/);
  for (const common of ['password123', 'Password2024!', 'qwertyuiop', '1234567890', 'aaaaaaaaaaaa', 'P@ssw0rd!!']) expect(passwordProblem(common), common).not.toBeNull();
  expect(passwordProblem('margaret-hamilton1', 'margaret-hamilton@example.org')).toMatch(/email/);
  expect(passwordProblem('a long owner passphrase')).toBeNull();
});

test('the client address: the socket’s, or behind a trusted proxy the last address that proxy did not add', () => {
  const request = (remoteAddress: string, forwarded?: string) => ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;
  expect(clientAddress(request('203.0.113.9', '1.2.3.4'), [])).toBe('203.0.113.9');
  expect(clientAddress(request('::ffff:127.0.0.1', 'spoofed, 198.51.100.7'), ['127.0.0.1'])).toBe('198.51.100.7');
  expect(clientAddress(request('127.0.0.1', '198.51.100.7, 10.0.0.2'), ['127.0.0.1', '10.0.0.2'])).toBe('198.51.100.7');
  expect(clientAddress(request('127.0.0.1'), ['127.0.0.1'])).toBe('127.0.0.1');
});

test('tokens: 256 random bits with a prefix, looked up by hash, and recognised by shape', () => {
  const { token, hash } = newToken('tss');
  expect(token).toMatch(/^tss_[\w-]{43}$/);
  expect(hash).toBe(hashToken(token));
  expect(looksLikeToken(token, 'tss')).toBe(true);
  expect(looksLikeToken(token, 'tsk')).toBe(false);
  expect(looksLikeToken('correct-horse-battery-staple')).toBe(false);
  expect(presentedTokens({ authorization: 'Bearer a', cookie: 'x=1; tapescript_token=b%20c; tapescript_token=%' })).toEqual(['a', 'b c']);
});

test('the setup code: checked without case or dashes, replaced after wrong guesses, gone once used', () => {
  const logs: string[] = [];
  const code = new SetupCode((line) => logs.push(line));
  code.issue();
  const first = logs[0].split(': ').pop()!;
  expect(code.check(first.toLowerCase().replace(/-/g, ' '))).toBe(true);
  for (let i = 0; i < 5; i++) code.check('WRONG-WRONG-WRONG');
  expect(logs.filter((line) => line.includes('one-time setup code'))).toHaveLength(2);
  expect(code.check(first)).toBe(false);
  code.retire();
  expect(code.active).toBe(false);
});
