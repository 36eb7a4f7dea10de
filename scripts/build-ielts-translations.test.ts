/**
 * data/ielts/translations/<lang>.json (docs/decisions/029-ielts-senses-and-translations.md) are what the build makes of senses.json and the
 * committed wordnet extracts, byte for byte; each entry has one or two lemmas in the language's
 * script, and only entries whose sense is recorded are translated.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  build,
  chooseLemmas,
  EDITOR,
  formatTranslations,
  inScript,
  parseEditorFile,
} from './build-ielts-translations.ts';
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

  it('translate only entries with a recorded ILI (or written by an editor), with one or two lemmas in the language script', () => {
    const problems: string[] = [];
    for (const [lang, t] of built)
      for (const [key, { t: lemmas, src }] of Object.entries(t.entries)) {
        if (!senses[key]?.ili && src !== EDITOR) problems.push(`${lang} ${key}: no ILI`);
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

  it("apply an editor's file after the wordnets: its lemmas win and are marked as the editor's", () => {
    // the wordnets order Spanish "daño" (from "what's the damage") before "precio" for price
    const plain = build(senses, new Map(), ['es']).get('es');
    expect(plain?.entries['5/price/noun']).toEqual({ t: ['daño', 'precio'], src: 'mcr-spa' });
    expect(plain?.entries['5/although/conjunction']).toBeUndefined();
    const keys = new Set(['5/price/noun', '5/although/conjunction']);
    const editor = parseEditorFile(
      '# a comment\n5/price/noun\tprecio\twrong first\n5/although/conjunction\taunque\n',
      'es',
      keys,
    );
    const es = build(senses, new Map([['es', editor]]), ['es']).get('es');
    expect(es?.entries['5/price/noun']).toEqual({ t: ['precio'], src: EDITOR });
    // an entry the wordnets cannot reach (no ILI) is filled, and the file names the editor as a source
    expect(es?.entries['5/although/conjunction']).toEqual({ t: ['aunque'], src: EDITOR });
    expect(es?.sources[0]).toBe(EDITOR);
    expect(es?.entries['5/strike/noun']).toEqual(plain?.entries['5/strike/noun']);
    expect(() => parseEditorFile('5/nonsense/noun\tx\n', 'es', keys)).toThrow(/no band entry/);
    expect(() => parseEditorFile('5/price/noun\t价格\n', 'es', keys)).toThrow(/script/);
  });
});
