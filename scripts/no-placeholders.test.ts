import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function filesUnder(folder: string, extensions: RegExp): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) found.push(...filesUnder(file, extensions));
    else if (extensions.test(name) && !/\.test\.tsx?$/.test(name)) found.push(file);
  }
  return found;
}

/**
 * Issue #22, point 11: what users see never carries a made-up address (the `.example` names are
 * reserved for documentation) or an unnamed product; configuration supplies real ones, or the
 * element is hidden.
 */
describe('placeholders shown to users', () => {
  const shown = [
    ...['web', 'shared', 'games'].flatMap((folder) =>
      filesUnder(path.join(root, 'src', folder), /\.(tsx?|html|css)$/),
    ),
    path.join(root, 'src', 'index.html'),
    ...filesUnder(path.join(root, 'public'), /\.(svg|html|json|webmanifest|txt|csv)$/),
  ];

  it('finds the site and its pictures', () => {
    expect(shown.some((file) => file.endsWith(path.join('how-to', 'step-7.svg')))).toBe(true);
  });

  it('has no .example address, no made-up store page and no unnamed sister product', () => {
    const offenders = shown.filter((file) =>
      /[\w-]\.example\b|com\.vocabarcade\.app|sister dictionary product/i.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
