import { expect, test } from 'vitest';
import { loadConfig } from './config.ts';

test('TAPESCRIPT_QUEUE_URL takes a redis URL and names itself when it is something else', () => {
  expect(loadConfig({}).queueUrl).toBeUndefined();
  expect(loadConfig({ TAPESCRIPT_QUEUE_URL: 'redis://queue.internal:6379/2' }).queueUrl).toBe('redis://queue.internal:6379/2');
  expect(() => loadConfig({ TAPESCRIPT_QUEUE_URL: 'http://queue.internal' })).toThrow(
    'TAPESCRIPT_QUEUE_URL must be a redis:// or rediss:// URL, got "http://queue.internal"',
  );
  expect(loadConfig({ TAPESCRIPT_PUBLIC_URL: 'https://tapescript.example.org/' }).publicUrl).toBe('https://tapescript.example.org');
});
