import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { createAppSystem, USED_SLOT_RECIPES } from './theme.ts';

const SOURCES = path.resolve(import.meta.dirname);
const sourceFiles = () =>
  readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(SOURCES, file));

/** Every name the app imports from Chakra (`Dialog`, `NativeSelect`, `Toaster as ChakraToaster` → `Toaster`). */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles()) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('the app theme', () => {
  it('has the styles of every multi-part Chakra component the app uses', () => {
    const used = [...chakraImports()].map((name) => name[0].toLowerCase() + name.slice(1)).filter((key) => key in slotRecipes);
    expect(used.length).toBeGreaterThan(5);
    const missing = used.filter((key) => !(key in USED_SLOT_RECIPES));
    expect(missing, `add ${missing.map((key) => `${key}SlotRecipe`).join(', ')} to USED_SLOT_RECIPES in theme.ts`).toEqual([]);
  });

  it('builds a system with those components and without the others', () => {
    const system = createAppSystem();
    for (const key of Object.keys(USED_SLOT_RECIPES)) expect(system.getSlotRecipe(key), key).toBeTruthy();
    expect(system.getRecipe('button')).toBeTruthy();
    expect(system.getSlotRecipe('tabs')).toBeUndefined();
  });
});
