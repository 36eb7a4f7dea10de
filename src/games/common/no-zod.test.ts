import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A game's page parses only what the site sends it, by hand (shared/site-messages.ts): zod's core
 * and the schemas it builds at start cost each game page 12-15 ms of its load at a desktop's speed
 * (docs/decisions/040-audit-the-deployed-protocol.md). This walks every module a game's page can
 * run (its entry, and what that imports statically or on demand; type-only imports are left out,
 * the build drops them) and names the first path that reaches zod.
 */
const SRC = path.resolve(import.meta.dirname, '../..');

/** The specifiers a module imports at run time. */
function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly) continue;
    // `import { type A, type B } from` brings nothing at run time either.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (names?.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()))) continue;
    found.push(specifier);
  }
  for (const match of source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) found.push(match[1] ?? '');
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1] ?? '');
  return found;
}

function pathToZod(entry: string): string[] | null {
  const seen = new Set<string>();
  const visit = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier === 'zod' || specifier.startsWith('zod/')) return [...trail, specifier];
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (!/\.(ts|tsx)$/.test(target) || !existsSync(target)) continue;
      const found = visit(target, [...trail, path.relative(SRC, target)]);
      if (found) return found;
    }
    return null;
  };
  return visit(path.join(SRC, entry), [entry]);
}

describe("a game's page", () => {
  it.each(['games/candy/main.ts', 'games/space/main.ts'])('%s reaches no zod', (entry) => {
    expect(pathToZod(entry)).toBeNull();
  });

  it('would name the path if one did', () => {
    expect(pathToZod('shared/game-protocol.ts')).toEqual(['shared/game-protocol.ts', 'zod/mini']);
  });
});
