import { expect, test } from 'vitest';
import { markdown, type GroupResult } from './report.ts';
import { recordGroups } from './results-file.ts';

const machine = { cores: 2, cpu: 'cpu', memory: '1 GiB', node: 'v24', os: 'Linux', chromium: 'Chromium', load: '1.00 1.00 1.00' };
const group = (name: string, ratio: number, note: string): GroupResult => ({
  group: name,
  rows: [{ measure: `${name} thing`, product: '2 ms', floor: '1 ms', ratio, target: '≤ 1.5x', met: ratio <= 1.5 }],
  notes: [note],
  seconds: 3,
});
const whole = markdown([group('read', 1.2, 'read note'), group('search', 1.6, 'slow search'), group('voices', 1, 'voices note')], {
  started: new Date('2026-11-26T10:00:00Z'),
  seconds: 100,
  machine,
  commit: 'aaaaaaa',
});

test('a group measured again replaces its rows and notes in place, and the targets line follows the whole table', () => {
  expect(whole).toContain('Missed: search: search thing (1.60x');
  const again = recordGroups(whole, [group('search', 1.3, 'faster search')], { started: new Date('2026-11-26T12:00:00Z'), commit: 'bbbbbbb', load: '0.5' }, ['read', 'search', 'voices']);
  const rows = again.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| group') && !line.startsWith('| ---'));
  expect(rows.map((row) => row.split('|')[1].trim())).toEqual(['read', 'search', 'voices']);
  expect(again).toContain('| search | search thing | 2 ms | 1 ms | 1.30x | ≤ 1.5x | met |');
  expect(again).not.toContain('1.60x');
  expect(again).toContain('- faster search');
  expect(again).not.toContain('slow search');
  expect(again).toContain('- read note');
  expect(again).toContain('Every target with a limit was met in this run.');
  expect(again).toContain('**search** on 2026-11-26T12:00:00.000Z at commit bbbbbbb (load 0.5)');
  expect(again).toContain('at commit aaaaaaa'); // the whole run's header stays
});

test('measuring again twice keeps one entry per group, and a new group goes where the order puts it', () => {
  const run = { started: new Date('2026-11-26T12:00:00Z'), commit: 'bbbbbbb', load: '0.5' };
  const once = recordGroups(whole, [group('search', 1.3, 'n')], run, ['read', 'search', 'speakers', 'voices']);
  const twice = recordGroups(once, [group('search', 1.4, 'n'), group('speakers', 1.0, 'speakers note')], { ...run, commit: 'ccccccc' }, ['read', 'search', 'speakers', 'voices']);
  expect(twice.match(/\*\*search\*\*/g)).toHaveLength(1);
  expect(twice).toContain('**search** on 2026-11-26T12:00:00.000Z at commit ccccccc');
  const headings = twice.split('\n').filter((line) => line.startsWith('## '));
  expect(headings).toEqual(['## Targets', '## read (3 s)', '## search (3 s)', '## speakers (3 s)', '## voices (3 s)']);
  expect(recordGroups(twice, [group('search', 1.7, 'n')], run, ['read', 'search', 'speakers', 'voices'])).toContain('Missed: ');
  expect(() => recordGroups('# something else\n', [], run, [])).toThrow(/run the whole bench first/);
});
