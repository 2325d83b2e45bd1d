/**
 * Import circles among the project's own files, counting `import type` too: eslint's import/no-cycle skips
 * type-only imports, and every circle issue 48 found was one. Relative imports carry their extension, so a
 * specifier resolves by path. Prints each circle and exits 1 when there is one.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['server', 'shared', 'web/src'];
const SKIP = new Set(['node_modules', '.venv', 'pocketbase-bin', 'pb_hooks', 'migrations', 'release-dirs']);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : filesUnder(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

const files = ROOTS.flatMap(filesUnder);
const known = new Set(files);
const imports = new Map(
  files.map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const targets = [...source.matchAll(IMPORT)].map((match) => path.join(path.dirname(file), match[1] ?? match[2]));
    return [file, [...new Set(targets.filter((target) => known.has(target)))]];
  }),
);

// Tarjan's strongly connected components: every component of more than one file is a circle.
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
  for (const target of imports.get(file)!) {
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
for (const file of files) if (!index.has(file)) visit(file);

for (const circle of circles) {
  console.error(`Import circle (type imports count too; see docs/architecture.md):`);
  for (const file of circle) console.error(`  ${file} -> ${imports.get(file)!.filter((target) => circle.includes(target)).join(', ')}`);
}
process.exit(circles.length ? 1 : 0);
