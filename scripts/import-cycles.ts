/** Prints every import circle among the project's own files (scripts/import-graph.ts) and exits 1 when there is one. */
import { circlesOf, importGraph, sourcesUnder } from './import-graph.ts';

const imports = importGraph(['server', 'shared', 'web/src'].flatMap(sourcesUnder));
const circles = circlesOf(imports);
for (const circle of circles) {
  console.error(`Import circle (type imports count too; see docs/architecture.md):`);
  for (const file of circle) console.error(`  ${file} -> ${imports.get(file)!.filter((target) => circle.includes(target)).join(', ')}`);
}
process.exit(circles.length ? 1 : 0);
