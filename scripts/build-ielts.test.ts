/**
 * Gates for the IELTS band lists (docs/decisions/022-ielts-lists-by-editors.md). The entries are written by editors
 * (data/ielts/authored/); these tests keep the rules a machine can check, and that the shipped
 * lists are what `npm run build:ielts` makes of them. Sense, level and clarity are read by
 * people: the last three reviews in data/ielts/reviews/ must have read the lists as they are now.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatParaphrases, type IeltsEntry } from '../src/shared/ielts.ts';
import { blocklistHit } from '../src/shared/unsuitable-words.ts';
import { lookAlike } from '../src/shared/word-lists/look-alike.ts';
import { BAND_SIZES, build, formatBand, readAllAuthored, readTopicList } from './build-ielts.ts';
import { americanSpellings, entryProblems, givesAway, ROOT, usesWord } from './ielts/authored.ts';
import { drawablePositions, entryHash, readReviews, SAMPLE_PER_BAND, tally } from './ielts-review.ts';

const DIR = join(ROOT, 'data', 'ielts');
const bands = new Map<number, IeltsEntry[]>(
  BAND_SIZES.map(([band]) => [
    band,
    JSON.parse(readFileSync(join(DIR, `band-${band}.json`), 'utf8')) as IeltsEntry[],
  ]),
);
const all = [...bands.values()].flat();
const bandOf = new Map<string, number>();
for (const [band, entries] of bands) for (const e of entries) bandOf.set(e.word, band);
const allowList = JSON.parse(readFileSync(join(DIR, 'allow-list.json'), 'utf8')) as {
  notProfane: Record<string, string>;
  adjectives: Record<string, string>;
};
const awl = readFileSync(join(ROOT, 'scripts/fixtures/awl-headwords.txt'), 'utf8')
  .split('\n')
  .filter((line) => !line.startsWith('#'))
  .flatMap((line) => line.split(/\s+/))
  .filter(Boolean);
const RANK: Record<string, number> = { A1: 1, A2: 2, B1: 3, B2: 4, C1: 5, C2: 6 };

describe('IELTS band word lists (data/ielts)', () => {
  it('has 300/500/900/1,400/2,000 words, none in two bands', () => {
    for (const [band, size] of BAND_SIZES) expect(bands.get(band), `band ${band}`).toHaveLength(size);
    expect(new Set(all.map((e) => e.word)).size).toBe(5100);
  });

  it('is what npm run build:ielts makes of the authored entries, byte for byte', () => {
    for (const [band, entries] of build())
      expect(formatBand(entries), `band ${band}`).toBe(readFileSync(join(DIR, `band-${band}.json`), 'utf8'));
  });

  it('keeps every mechanical rule in every entry (lengths, no "…", British spelling, the word in its example)', () => {
    const problems = readAllAuthored().flatMap((e) => entryProblems(e).map((p) => `${e.word}: ${p}`));
    expect(problems).toEqual([]);
    // The rules themselves can fail.
    const good = { ...(all[0] as IeltsEntry), band: 5, position: 1 };
    expect(entryProblems(good)).toEqual([]);
    expect(entryProblems({ ...good, definition: 'the part of a country…' })).toEqual([
      'definition is cut off ("…")',
    ]);
    expect(entryProblems({ ...good, definition: 'a '.repeat(61).trim() })[0]).toMatch(/at most 120/);
    expect(entryProblems({ ...good, clue: `a ${good.word} for all` })[0]).toMatch(/contains the word/);
    expect(entryProblems({ ...good, example: 'The car park was full.' })[0]).toMatch(/does not use/);
    expect(entryProblems({ ...good, definition: 'a political organisation with a color' })[0]).toMatch(
      /American spelling: color/,
    );
    expect(americanSpellings('The color of the center')).toEqual(['color', 'center']);
    expect(usesWord('Many graduates sought work abroad.', 'seek', 'sought')).toBe(true);
    expect(usesWord('The economical car.', 'economic')).toBe(true); // a stem match: readers catch "economical"
    expect(givesAway('a refusal to strike', 'strike')).toBe(true);
  });

  it('gives every entry a clue of at most 40 characters that is not its definition, and band pages show paraphrases, never the definition', () => {
    for (const e of all) {
      expect(e.clue.length, e.word).toBeLessThanOrEqual(40);
      const paraphrases = formatParaphrases(e.synonyms, e.antonyms, e.clue);
      expect(paraphrases.includes(e.definition), e.word).toBe(false);
    }
    expect(formatParaphrases(['contribute', 'add'], ['borrow'])).toBe('contribute, add / ≠ borrow');
    expect(formatParaphrases([], ['useful'], 'of no use')).toBe('of no use / ≠ useful');
  });

  it('has no blocklist hit (naughty-words, cuss) in headwords, synonyms or antonyms', () => {
    const hits = all.flatMap((e) =>
      [e.word, ...e.synonyms, ...e.antonyms]
        .filter(
          (term) =>
            blocklistHit(term, (w) => bandOf.has(w)) !== null && allowList.notProfane[term] === undefined,
        )
        .map((term) => `${e.word}: ${term}`),
    );
    expect(hits).toEqual([]);
  });

  it('has no bare participle of another headword (required, valued), no American spelling as a headword', () => {
    // An -ed/-ing adjective whose verb or noun is also a headword is a bare participle, unless a
    // review found it an adjective in its own right (allow-list.json "adjectives", each with why).
    const participleOf = (word: string): string | undefined => {
      if (!/(ed|ing)$/.test(word)) return undefined;
      const stem = word.replace(/(ed|ing)$/, '');
      return [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1'), stem.replace(/i$/, 'y')].find(
        (base) => base !== word && bandOf.has(base),
      );
    };
    expect(participleOf('required')).toBe('require'); // the rule can fail: require is a headword
    const bare = all
      .filter(
        (e) => e.pos === 'adjective' && participleOf(e.word) && allowList.adjectives[e.word] === undefined,
      )
      .map((e) => `${e.word} (${participleOf(e.word)})`);
    expect(bare).toEqual([]);
    for (const [word, reason] of Object.entries(allowList.adjectives)) {
      expect(
        participleOf(word),
        `${word} is no longer a participle of a headword: take it off the list`,
      ).toBeDefined();
      expect(reason.length, word).toBeGreaterThan(20);
    }
    expect(all.filter((e) => americanSpellings(e.word).length > 0).map((e) => e.word)).toEqual([]);
  });

  it('holds at least 95% of the Academic Word List headwords', () => {
    expect(awl).toHaveLength(570);
    // The list's headwords in the form the band lists use (British "per cent"; the plural noun).
    const listForm: Record<string, string> = { percent: 'per cent', statistic: 'statistics' };
    const missing = awl.filter((w) => !bandOf.has(w) && !bandOf.has(listForm[w] ?? w));
    expect(missing.length, `missing: ${missing.join(', ')}`).toBeLessThanOrEqual(28);
  });

  it('rises in difficulty: the B2+ share grows from band to band, bands 8-9 hold few A1-A2 words', () => {
    const share = (band: number, test: (rank: number) => boolean) => {
      const entries = bands.get(band) ?? [];
      return entries.filter((e) => test(RANK[e.level] ?? 5)).length / entries.length;
    };
    const upper = BAND_SIZES.map(([band]) => share(band, (r) => r >= 4));
    for (let i = 1; i < upper.length; i++)
      expect(upper[i], `band ${BAND_SIZES[i]?.[0]}`).toBeGreaterThan(upper[i - 1] as number);
    for (const band of [8, 9])
      expect(
        share(band, (r) => r <= 2),
        `band ${band}`,
      ).toBeLessThanOrEqual(0.05);
  });

  it('keeps the core topic words of the IELTS topics in bands 5-7', () => {
    const listed = [...readTopicList().keys()];
    const placed = listed.filter((w) => bandOf.has(w));
    expect(placed.length / listed.length).toBeGreaterThanOrEqual(0.9);
    expect(placed.filter((w) => (bandOf.get(w) ?? 0) > 7)).toEqual([]);
  });

  it('gives synonyms a learner can write: at most four words (on the other hand), none the word itself or a look-alike of it', () => {
    for (const e of all) {
      for (const t of [...e.synonyms, ...e.antonyms])
        expect(t.split(' ').length, `${e.word}: ${t}`).toBeLessThanOrEqual(4);
      // A synonym that looks like the word gives it away (court: law court); an antonym may share
      // its stem (employer ≠ employee, overt ≠ covert).
      for (const t of e.synonyms) expect(lookAlike(t, e.word), `${e.word}: ${t}`).toBe(false);
    }
  });
});

describe('reviews of the lists (data/ielts/reviews)', () => {
  const reviews = readReviews();
  const latest = reviews.filter((r) => r.read).slice(-3);

  it('the last three reviews read the lists as they are now: 30 fresh entries a band each, never a position drawn before while fresh ones remained', () => {
    expect(latest).toHaveLength(3);
    for (const [index, review] of reviews.entries()) {
      for (const [band] of BAND_SIZES) {
        const entries = bands.get(band) ?? [];
        const earlier = reviews.slice(0, index);
        const { fresh } = drawablePositions(band, entries, earlier);
        const items = review.items.filter((item) => item.band === band);
        const drawnAgain = items.filter((item) => !fresh.has(item.position));
        // A position drawn again only once its band ran out of fresh ones, and never by one of the
        // last three reviews before it.
        if (drawnAgain.length > 0) {
          expect(
            fresh.size,
            `${review.file} band ${band}: drew again while fresh places remained`,
          ).toBeLessThan(items.length);
          const recent = new Set(
            earlier.slice(-3).flatMap((r) => r.items.filter((i) => i.band === band).map((i) => i.position)),
          );
          for (const item of drawnAgain)
            expect(recent.has(item.position), `${review.file}: ${band}:${item.position}`).toBe(false);
        }
      }
    }
    for (const review of latest) {
      for (const [band] of BAND_SIZES)
        expect(
          review.items.filter((i) => i.band === band),
          `${review.file} band ${band}`,
        ).toHaveLength(SAMPLE_PER_BAND);
      const changed = review.items.filter((item) => {
        const entry = bands.get(item.band)?.[item.position - 1];
        return !entry || entryHash(entry) !== item.entry;
      });
      expect(
        changed.map((i) => `${i.band}:${i.position} ${i.word}`),
        `${review.file}: entries changed since read`,
      ).toEqual([]);
    }
  });

  it('each of them found at least 27 of 30 good and none wrong in every band', () => {
    for (const review of latest) {
      for (const [band, row] of tally(review)) {
        expect(row[''], `${review.file} band ${band}: unread`).toBe(0);
        expect(row.good, `${review.file} band ${band}`).toBeGreaterThanOrEqual(27);
        expect(row.wrong, `${review.file} band ${band}`).toBe(0);
      }
      for (const item of review.items)
        if (item.verdict !== 'good') expect(item.note.length, item.word).toBeGreaterThan(5);
    }
  });
});
