import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { comboLabel } from './key-combo.ts';
import { SHORTCUTS } from './shortcuts.ts';

const README = path.resolve(import.meta.dirname, '../../../../../README.md');

/** The README's shortcuts table, row by row: [action, keys]. */
function readmeRows(): string[][] {
  const readme = fs.readFileSync(README, 'utf8');
  const table = readme.slice(readme.indexOf('<!-- shortcuts:start -->'), readme.indexOf('<!-- shortcuts:end -->'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split(' | ')
        .map((cell) => cell.replace(/^\| ?| ?\|$/g, '').trim()),
    );
}

describe('the README shortcuts table', () => {
  it('lists the app’s shortcuts, in its order, with their default keys', () => {
    const expected = SHORTCUTS.map((shortcut) => [shortcut.description, shortcut.keys.map((keys) => `\`${comboLabel(keys)}\``).join(', ')]);
    expect(readmeRows()).toEqual(expected);
  });
});
