import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_QUIET_MS, typingPause } from './typing-pause.ts';

describe('typingPause', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('waits until no key has been pressed for a while, however long the typing goes on', async () => {
    vi.advanceTimersByTime(TYPING_QUIET_MS);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    const done = settled(typingPause());
    for (let key = 0; key < 5; key++) {
      await vi.advanceTimersByTimeAsync(TYPING_QUIET_MS / 2);
      expect(done()).toBe(false);
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    }
    await vi.advanceTimersByTimeAsync(TYPING_QUIET_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('resolves at once when the user has not typed lately', async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.advanceTimersByTimeAsync(TYPING_QUIET_MS);
    const done = settled(typingPause());
    await Promise.resolve();
    await Promise.resolve();
    expect(done()).toBe(true);
  });
});
