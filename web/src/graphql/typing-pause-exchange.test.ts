import { gql, makeOperation, createRequest, type Client, type Operation, type OperationResult } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromValue, map, pipe, subscribe } from 'wonka';
import { TYPING_QUIET_MS } from '../lib/typing-pause.ts';
import { typingPauseExchange } from './typing-pause-exchange.ts';

const SAVE = gql`
  mutation Save {
    save
  }
`;

/** Runs one operation through the exchange, over a network that answers at once; returns whether the answer passed yet. */
function send(afterTypingPause: boolean): () => boolean {
  const operation: Operation = makeOperation('mutation', createRequest(SAVE, {}), { url: '/graphql', requestPolicy: 'network-only', afterTypingPause });
  const exchange = typingPauseExchange({
    forward: (operations$) => pipe(operations$, map((op): OperationResult => ({ operation: op, data: { save: true }, stale: false, hasNext: false }))),
    client: {} as Client,
    dispatchDebug: () => undefined,
  });
  let passed = false;
  pipe(exchange(fromValue(operation)), subscribe(() => (passed = true)));
  return () => passed;
}

describe('typingPauseExchange', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('holds a marked answer until the user pauses typing', async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    const passed = send(true);
    await vi.advanceTimersByTimeAsync(TYPING_QUIET_MS / 2);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    await vi.advanceTimersByTimeAsync(TYPING_QUIET_MS - 1);
    expect(passed()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(passed()).toBe(true);
  });

  it('passes other answers at once, typing or not', () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(send(false)()).toBe(true);
  });
});
