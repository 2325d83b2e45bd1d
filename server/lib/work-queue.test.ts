import { expect, test } from 'vitest';
import { WorkQueue } from './work-queue.ts';

const later = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

test('jobs run in order of arrival, at most `concurrency` at once, and a full queue takes no more', async () => {
  const queue = new WorkQueue(2, 2);
  const gates = [later(), later(), later(), later()];
  const started: number[] = [];
  const job = (i: number) => async () => {
    started.push(i);
    await gates[i].opened;
  };
  for (let i = 0; i < 4; i++) expect(queue.add(job(i))).toBe(true);
  // Two run, two wait: the queue is full.
  expect(started).toEqual([0, 1]);
  expect(queue.hasRoom()).toBe(false);
  expect(queue.add(job(0))).toBe(false);
  gates[1].open();
  await expect.poll(() => started).toEqual([0, 1, 2]);
  gates.forEach((gate) => gate.open());
  await expect.poll(() => started).toEqual([0, 1, 2, 3]);
  await queue.stop();
});

test('a job that throws is logged and the next runs; a stopped queue drops what waits and takes nothing', async () => {
  const logged: string[] = [];
  const queue = new WorkQueue(1, 5, (message) => logged.push(message));
  const ran: string[] = [];
  const gate = later();
  queue.add(async () => {
    throw new Error('ffmpeg broke');
  });
  queue.add(async () => {
    ran.push('second');
    await gate.opened;
  });
  queue.add(async () => void ran.push('dropped'));
  await expect.poll(() => ran).toEqual(['second']);
  expect(logged[0]).toContain('ffmpeg broke');
  const stopping = queue.stop();
  gate.open();
  await stopping;
  expect(ran).toEqual(['second']);
  expect(queue.add(async () => undefined)).toBe(false);
});
