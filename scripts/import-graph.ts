/**
 * The project's own import graph and its circles. Every relative import counts: values, `import type`, `export …
 * from`, side-effect `import './x.ts'` and `import('./x.ts')`. eslint's import/no-cycle skips type-only imports
 * (every circle issue 48 found was one) and took 90 % of the lint's time, so this is the one cycle check.
 */
import fs from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', '.venv', 'pocketbase-bin', 'pb_hooks', 'migrations', 'release-dirs']);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]|import\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
/** How a specifier without its extension resolves (as tsc and Vite resolve it). */
const IMPLIED = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourcesUnder(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

/** Each file's imports of other files of `files` (outside ones are not followed). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (target: string) => (known.has(target) ? target : IMPLIED.map((end) => target + end).find((file) => known.has(file)));
  return new Map(
    files.map((file) => {
      const source = fs.readFileSync(file, 'utf8');
      const targets = [...source.matchAll(IMPORT)].map((match) => resolve(path.join(path.dirname(file), match[1] ?? match[2] ?? match[3])));
      return [file, [...new Set(targets.filter((target) => target !== undefined))]];
    }),
  );
}

/** The strongly connected components of more than one file (Tarjan), each sorted: every one is a circle. */
export function circlesOf(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  function visit(file: string): void {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) visit(target);
      if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, low.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  }
  for (const file of imports.keys()) if (!index.has(file)) visit(file);
  return circles;
}
