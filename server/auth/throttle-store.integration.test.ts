import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createEventBus, type EventBus } from '../events/bus.ts';
import { startRedis, type TestRedis } from '../transcription/testing/redis-server.ts';
import { freePort } from '../store/pocketbase-process.ts';
import { GUESSES_PER_ADDRESS, LinkGuessThrottle } from './link-guess-throttle.ts';
import { PER_ACCOUNT, SignInThrottle, WINDOW_MS } from './sign-in-throttle.ts';
import { REDIS_RETRY_MS, REDIS_WAIT_MS, SharedThrottleStore, throttleStoreFor } from './throttle-store.ts';

// Several servers sharing one Redis (TAPESCRIPT_QUEUE_URL) count sign-in failures and review link guesses together;
// without Redis each counts its own, and says so once.

let redis: TestRedis;
const logs: string[] = [];
const log = (message: string) => logs.push(message);
const throttleLogs = () => logs.filter((line) => line.startsWith('Throttles:'));
/** Two servers' event buses on the one Redis, and a client to look at what they keep. */
const buses: EventBus[] = [];
let inspector: Redis;

beforeAll(async () => {
  redis = await startRedis();
  for (let i = 0; i < 2; i++) buses.push(await createEventBus(redis.url, log));
  inspector = new Redis(redis.url);
}, 30_000);
beforeEach(() => {
  logs.length = 0;
});
afterAll(async () => {
  inspector?.disconnect();
  await Promise.all(buses.map((bus) => bus.close()));
  await redis?.stop();
});

/** Long enough that a loaded machine never makes Redis look away (that is the tests below). */
const PATIENT_MS = 30_000;

test('two servers count sign-in failures and link guesses together, in keys that expire with the window', async () => {
  const [a, b] = buses.map((bus) => throttleStoreFor(bus, log, PATIENT_MS));
  expect(a).toBeInstanceOf(SharedThrottleStore);
  const [signInA, signInB] = [new SignInThrottle(a), new SignInThrottle(b)];
  for (let i = 0; i < PER_ACCOUNT; i++) await (i % 2 ? signInA : signInB).failed('ann@example.org', `10.0.0.${i}`);
  expect(await signInA.allows('ann@example.org', '10.0.1.1')).toBe(false);
  expect(await signInB.allows('ann@example.org', '10.0.1.1')).toBe(false);
  expect(await signInA.allows('bob@example.org', '10.0.1.1')).toBe(true);
  // A right password on one server clears the account on both.
  await signInB.succeeded('ann@example.org');
  expect(await signInA.allows('ann@example.org', '10.0.1.1')).toBe(true);

  const [guessesA, guessesB] = [new LinkGuessThrottle(a), new LinkGuessThrottle(b)];
  for (let i = 0; i < GUESSES_PER_ADDRESS - 1; i++) await (i % 2 ? guessesA : guessesB).missed('10.0.2.1', `token-${i}`);
  // The same token again, on the other server, counts once.
  await guessesA.missed('10.0.2.1', 'token-0');
  expect(await guessesB.allows('10.0.2.1')).toBe(true);
  await guessesB.missed('10.0.2.1', 'token-last');
  expect(await guessesA.allows('10.0.2.1')).toBe(false);
  expect(await guessesB.allows('10.0.2.1')).toBe(false);

  const keys = await inspector.keys('tapescript:throttle:*');
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    expect(key).not.toMatch(/example\.org|10\.0\./);
    const ttl = await inspector.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
  }
  expect(throttleLogs()).toEqual([]);
});

test('with Redis unreachable, each server counts its own and says so once', async () => {
  const port = await freePort();
  const client = new Redis(`redis://127.0.0.1:${port}`, { retryStrategy: () => 200 });
  client.on('error', () => undefined);
  try {
    const throttle = new SignInThrottle(new SharedThrottleStore(client, log));
    for (let i = 0; i < PER_ACCOUNT; i++) await throttle.failed('cy@example.org', '10.0.3.1');
    expect(await throttle.allows('cy@example.org', '10.0.3.2')).toBe(false);
    expect(await throttle.allows('dee@example.org', '10.0.3.2')).toBe(true);
    expect(throttleLogs()).toHaveLength(1);
    expect(throttleLogs()[0]).toMatch(/^Throttles: Redis is unreachable \(not connected \(\w+\)\); sign-in and review link guesses are counted by this server alone/);
  } finally {
    client.disconnect();
  }
});

test('Redis that does not answer in time is given up for the server’s own counts for a while, said once, and once when it answers again', async () => {
  const throttle = new SignInThrottle(throttleStoreFor(buses[0], log));
  for (let i = 0; i < PER_ACCOUNT - 1; i++) await throttle.failed('eve@example.org', '10.0.5.1');
  // Every client of this Redis waits (the inspector's own command is answered first), well past the server's wait.
  const PAUSE_MS = REDIS_WAIT_MS + REDIS_RETRY_MS + 1_000;
  await inspector.call('CLIENT', 'PAUSE', String(PAUSE_MS), 'ALL');
  const paused = performance.now();
  expect(await throttle.allows('eve@example.org', '10.0.5.1')).toBe(true);
  // Answered while Redis still waits: the server gave up on it.
  expect(performance.now() - paused).toBeLessThan(PAUSE_MS);
  // Not asked again at once: asking would wait REDIS_WAIT_MS for each of these two.
  const started = performance.now();
  await throttle.failed('eve@example.org', '10.0.5.1');
  expect(await throttle.allows('eve@example.org', '10.0.5.1')).toBe(false);
  expect(performance.now() - started).toBeLessThan(REDIS_WAIT_MS);
  expect(throttleLogs()).toEqual([`Throttles: Redis is unreachable (no answer within ${REDIS_WAIT_MS} ms); sign-in and review link guesses are counted by this server alone until it answers`]);
  // Past the retry interval, and the pause.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, PAUSE_MS + 500 - (performance.now() - paused))));
  // Redis missed the failure noted while it was away: its count is one short.
  expect(await throttle.allows('eve@example.org', '10.0.5.1')).toBe(true);
  expect(throttleLogs()).toHaveLength(2);
  expect(throttleLogs()[1]).toMatch(/^Throttles: Redis answers again/);
});

test('when Redis goes away, a server goes on from the counts it saw itself, and says so once', async () => {
  const store = throttleStoreFor(buses[0], log);
  const throttle = new LinkGuessThrottle(store);
  for (let i = 0; i < GUESSES_PER_ADDRESS; i++) await throttle.missed('10.0.4.1', `token-${i}`);
  await redis.stop();
  expect(await throttle.allows('10.0.4.1')).toBe(false);
  expect(await throttle.allows('10.0.4.2')).toBe(true);
  await throttle.missed('10.0.4.2', 'token-x');
  expect(throttleLogs()).toHaveLength(1);
  expect(throttleLogs()[0]).toMatch(/^Throttles: Redis is unreachable/);
}, 20_000);
