import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** READMEs drift: every `npm run X` the README names must exist in package.json. */
describe('README', () => {
  const readme = readFileSync('README.md', 'utf8');
  const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts);

  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/npm run ([a-z0-9:-]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !scripts.includes(name ?? ''))).toEqual([]);
  });

  it('gives the two commands a newcomer needs', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });
});
