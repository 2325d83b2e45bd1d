import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { circlesOf, importGraph, sourcesUnder } from './import-graph.ts';

describe('import circles', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Writes the files (path → source) under a new temp dir and answers their circles, relative to it. */
  function circlesAmong(files: Record<string, string>): string[][] {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
    for (const [name, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), source);
    }
    return circlesOf(importGraph(sourcesUnder(dir))).map((circle) => circle.map((file) => path.relative(dir, file)));
  }

  it('finds a circle of a type import and a side-effect import without its extension', () => {
    expect(circlesAmong({ 'a.ts': "import type { B } from './b.ts';\nexport type A = B;", 'b.ts': "import './a';\nexport type B = string;" })).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds a circle through a re-export of a folder and a dynamic import', () => {
    expect(
      circlesAmong({
        'c.tsx': "export * from './d';",
        'd/index.ts': "export const load = () => import('../c.tsx');",
      }),
    ).toEqual([['c.tsx', 'd/index.ts']]);
  });

  it('finds none where imports only point one way, to files and packages', () => {
    expect(
      circlesAmong({
        'e.ts': "import React from 'react';\nimport { f } from './f.ts';\nexport const e = [React, f];",
        'f.ts': "import { g } from './lib/g.ts';\nexport const f = g;",
        'lib/g.ts': "import fs from 'node:fs';\nexport const g = fs;",
      }),
    ).toEqual([]);
  });

  it('skips folders that are not the project’s sources', () => {
    expect(circlesAmong({ 'h.ts': "import './node_modules/i.ts';", 'node_modules/i.ts': "import '../h.ts';" })).toEqual([]);
  });
});
