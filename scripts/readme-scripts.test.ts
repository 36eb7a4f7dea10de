import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** READMEs drift: every `npm run X` the README and the docs name must exist in package.json. */
describe('README', () => {
  const readme = readFileSync('README.md', 'utf8');
  const documents = [
    'README.md',
    ...readdirSync('docs')
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts);

  it('names only npm scripts that exist', () => {
    const named = [...documents.matchAll(/npm run ([a-z0-9:-]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !scripts.includes(name ?? ''))).toEqual([]);
  });

  it('fits a screen: what it is, the two commands, configuration, layout and links', () => {
    expect(readme.split('\n').length).toBeLessThan(70);
    expect(readme).toContain('[docs/testing.md](docs/testing.md)');
    expect(readme).toContain('[docs/configuration.md](docs/configuration.md)');
    expect(readme).toContain('features/play/');
  });

  it('gives the two commands a newcomer needs', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });
});
