import fs from 'node:fs';
import { printedSchema } from './index.ts';

fs.writeFileSync(new URL('../../schema.graphql', import.meta.url), printedSchema());
console.log('schema.graphql written');
