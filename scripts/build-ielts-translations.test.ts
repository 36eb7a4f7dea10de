/**
 * data/ielts/translations/<lang>.json (issue #34) are what the build makes of senses.json and the
 * committed wordnet extracts, byte for byte; each entry has one or two lemmas in the language's
 * script, and only entries whose sense is recorded are translated.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, chooseLemmas, formatTranslations, inScript } from './build-ielts-translations.ts';
import { ROOT } from './ielts/authored.ts';
import { readSenses } from './ielts-senses.ts';

const DIR = join(ROOT, 'data', 'ielts', 'translations');
const senses = readSenses();
const built = build(senses);

describe('IELTS translations (data/ielts/translations)', () => {
  it('are what the build makes of senses.json and the extracts, byte for byte', () => {
    expect(built.size).toBeGreaterThan(12);
    for (const [lang, t] of built)
      expect(formatTranslations(t), lang).toBe(readFileSync(join(DIR, `${lang}.json`), 'utf8'));
  });

  it('translate only entries with a recorded ILI, with one or two lemmas in the language script', () => {
    const problems: string[] = [];
    for (const [lang, t] of built)
      for (const [key, { t: lemmas }] of Object.entries(t.entries)) {
        if (!senses[key]?.ili) problems.push(`${lang} ${key}: no ILI`);
        if (lemmas.length < 1 || lemmas.length > 2) problems.push(`${lang} ${key}: ${lemmas.length} lemmas`);
        for (const l of lemmas) if (!inScript(lang, l)) problems.push(`${lang} ${key}: "${l}" not in script`);
      }
    expect(problems).toEqual([]);
  });

  it('chooses at most two lemmas: agreed by another wordnet first, then the shorter, never the headword', () => {
    expect(chooseLemmas(['存放款金融机构', '银行'], 'bank', 'zh')).toEqual(['银行', '存放款金融机构']);
    expect(chooseLemmas(['停工', '罢工'], 'strike', 'zh', new Set(['罢工']))).toEqual(['罢工', '停工']);
    expect(chooseLemmas(['bãi công', '停工', 'đình công', 'x'], 'strike', 'vi')).toEqual(['x', 'bãi công']);
    expect(chooseLemmas(['internet', 'Internet', 'red'], 'internet', 'es')).toEqual(['red']);
    expect(chooseLemmas(['banco', 'Banco', 'banca', 'entidad'], 'bank', 'es')).toEqual(['banco', 'banca']);
    expect(inScript('ar', 'دوْلة')).toBe(true);
    expect(inScript('ko', '銀行')).toBe(false);
  });
});
