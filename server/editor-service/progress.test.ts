import { describe, expect, it } from 'vitest';
import { ProgressBoard } from './progress.ts';

describe('ProgressBoard', () => {
  it('maps stage progress onto the whole job and only moves forward', () => {
    const board = new ProgressBoard();
    board.update('a', 'decoding', 0);
    expect(board.get('a')).toEqual({ job: 'a', stage: 'decoding', progress: 0 });
    board.update('a', 'recognizing', 0.5);
    expect(board.get('a')).toEqual({ job: 'a', stage: 'recognizing', progress: 0.45 });
    board.update('a', 'recognizing', 0.2);
    expect(board.get('a')!.progress).toBe(0.45);
    board.update('a', 'done', 1);
    expect(board.get('a')).toEqual({ job: 'a', stage: 'done', progress: 1 });
  });

  it('starts a retried job from zero', () => {
    const board = new ProgressBoard();
    board.update('a', 'done', 1);
    board.start('a');
    expect(board.get('a')).toEqual({ job: 'a', stage: 'decoding', progress: 0 });
  });

  it('forgets finished jobs after the keep time, but not running ones', () => {
    let now = 0;
    const board = new ProgressBoard(1000, 100, () => now);
    board.update('finished', 'done', 1);
    board.update('running', 'recognizing', 0.1);
    now = 2000;
    expect(board.get('finished')).toBeUndefined();
    expect(board.get('running')).toBeDefined();
  });

  it('keeps at most the given number of jobs, dropping the least recently updated', () => {
    const board = new ProgressBoard(60_000, 2);
    board.update('one', 'decoding', 0);
    board.update('two', 'decoding', 0);
    board.update('one', 'recognizing', 0);
    board.update('three', 'decoding', 0);
    expect(board.get('two')).toBeUndefined();
    expect(board.get('one')).toBeDefined();
    expect(board.get('three')).toBeDefined();
  });

  it('records a failure as a finished job with its error', () => {
    const board = new ProgressBoard();
    board.fail('x', 'Unsupported audio');
    expect(board.get('x')).toEqual({ job: 'x', stage: 'done', progress: 1, error: 'Unsupported audio' });
  });
});
