/**
 * A counting semaphore. One is shared by every request to the service, so two uploads at once still run
 * only one recognizer per core instead of oversubscribing the machine.
 */
export function createSlots(count: number) {
  let free = count;
  const waiting: Array<() => void> = [];
  return async function withSlot<T>(task: () => Promise<T>): Promise<T> {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

export type Slots = ReturnType<typeof createSlots>;
