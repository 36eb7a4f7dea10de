import { describe, expect, it } from 'vitest';
import allowList from '../../../data/ielts/allow-list.json' with { type: 'json' };
import { readNotProfane } from './not-profane.ts';

describe('the words a blocklist flags by mistake', () => {
  it('come from data/ielts/allow-list.json, inlined in the code rather than read from the project folder', async () => {
    const words = readNotProfane();
    expect(words.size).toBe(Object.keys(allowList.notProfane).length);
    expect(words.size).toBeGreaterThan(0);
    // The bundle holds them: nothing under data/ is read at run time (the image has no data/).
    const { build } = await import('esbuild');
    const bundle = await build({
      entryPoints: ['src/server/lib/not-profane.ts'],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
    });
    const code = bundle.outputFiles[0]?.text ?? '';
    expect(code).not.toMatch(/readFileSync|projectRoot/);
    for (const word of [...words].slice(0, 3)) expect(code).toContain(word);
  });
});
