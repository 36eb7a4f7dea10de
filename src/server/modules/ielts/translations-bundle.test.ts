/**
 * The translations reach production inside the server bundle (docs/decisions/029-ielts-senses-and-translations.md): `npm run build:server`
 * (esbuild) inlines data/ielts/translations/<lang>.json for every served language. This test runs
 * the same bundling in memory, so a build that would ship without a served language fails here.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { IELTS_TRANSLATION_LANGUAGES } from '../../../shared/ielts-translations.ts';

const packageJson = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
) as {
  scripts: Record<string, string>;
};

describe('the server bundle', () => {
  it('is built from src/server/main.ts by esbuild, bundling (the data is not external)', () => {
    const script = packageJson.scripts['build:server'] ?? '';
    expect(script).toMatch(/^esbuild main=src\/server\/main\.ts /);
    expect(script).toContain('--bundle');
    expect(script).toContain('--packages=external');
  });

  it('holds every served language’s translations', async () => {
    const result = await build({
      entryPoints: { main: 'src/server/main.ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      metafile: true,
      outdir: 'dist-bundle-test',
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    for (const lang of IELTS_TRANSLATION_LANGUAGES)
      expect(inputs, lang).toContain(`data/ielts/translations/${lang}.json`);
    const main = result.outputFiles.find((file) => file.path.endsWith('main.js'))?.text ?? '';
    expect(main).toContain('"5/trade/noun"');
    expect(main).toContain('comercio');
  });
});
