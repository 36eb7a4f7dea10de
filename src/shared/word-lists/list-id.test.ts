import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IELTS_BANDS } from '../constants.ts';
import { formatListId, type ListId, listKindOf, parseListId, trackListId } from './list-id.ts';

const SHEET_ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

/** Every kind with the exact string stored today (slots, learning records, browsers' round history). */
const STORED: [ListId, string][] = [
  [{ kind: 'sheet', sheetId: SHEET_ID }, SHEET_ID],
  [{ kind: 'test' }, 'test-vocabulary'],
  [{ kind: 'ielts', band: 5 }, 'ielts-band-5'],
  [{ kind: 'ielts', band: 9 }, 'ielts-band-9'],
  [{ kind: 'career', trackId: 1 }, 'career-1'],
  [{ kind: 'career', trackId: 19 }, 'career-19'],
  [{ kind: 'career', trackId: 81 }, 'career-81'],
  [{ kind: 'community', trackId: 1001 }, 'community-1001'],
  [{ kind: 'community', trackId: 2_147_483_647 }, 'community-2147483647'],
];

const listIds: fc.Arbitrary<ListId> = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/).map((sheetId): ListId => ({ kind: 'sheet', sheetId })),
  fc.constant<ListId>({ kind: 'test' }),
  fc.constantFrom(...IELTS_BANDS).map((band): ListId => ({ kind: 'ielts', band })),
  fc.integer({ min: 1, max: 81 }).map((trackId): ListId => ({ kind: 'career', trackId })),
  fc.integer({ min: 1, max: 2_147_483_647 }).map((trackId): ListId => ({ kind: 'community', trackId })),
);

describe('list ids', () => {
  it('writes each kind as it is stored today, and reads it back', () => {
    for (const [id, stored] of STORED) {
      expect(formatListId(id)).toBe(stored);
      expect(parseListId(stored)).toEqual(id);
    }
  });

  it('reads back whatever it writes, for every kind', () => {
    fc.assert(
      fc.property(listIds, (id) => {
        // A sheet id that begins like a built-in list is not a sheet (no real Google id does).
        fc.pre(id.kind !== 'sheet' || !/^(test-vocabulary|ielts-band-|career-|community-)/.test(id.sheetId));
        expect(parseListId(formatListId(id))).toEqual(id);
      }),
    );
  });

  it('tells the kind of a stored id', () => {
    expect(listKindOf('test-vocabulary')).toBe('test');
    expect(listKindOf('ielts-band-7')).toBe('ielts');
    expect(listKindOf('career-5')).toBe('career');
    expect(listKindOf('community-1002')).toBe('community');
    expect(listKindOf(SHEET_ID)).toBe('sheet');
    expect(listKindOf('')).toBeNull();
  });

  it.each([
    ['the empty string', ''],
    ['a wrong prefix', 'ielts-5'],
    ['a wrong prefix', 'band-5'],
    ['a wrong prefix', 'stage-19'],
    ['a wrong prefix', 'track-1001'],
    ['another case', 'Test-Vocabulary'],
    ['another case', 'IELTS-band-5'],
    ['a band below 5', 'ielts-band-4'],
    ['a band above 9', 'ielts-band-10'],
    ['band 0', 'ielts-band-0'],
    ['a band with a leading zero', 'ielts-band-05'],
    ['a band that is no number', 'ielts-band-five'],
    ['no band', 'ielts-band-'],
    ['a stage beyond 81', 'career-82'],
    ['stage 0', 'career-0'],
    ['no stage', 'career-'],
    ['a negative stage', 'career--1'],
    ['a leading zero', 'career-019'],
    ['a fraction', 'career-1.5'],
    ['an exponent', 'career-1e1'],
    ['a hexadecimal number', 'career-0x10'],
    ['a plus sign', 'career-+5'],
    ['a negative track', 'community--5'],
    ['track 0', 'community-0'],
    ['no track', 'community-'],
    ['a fractional track', 'community-1001.5'],
    ['a leading zero', 'community-01001'],
    ['a track beyond a database integer', 'community-2147483648'],
    ['a track of many digits', 'community-99999999999999999999'],
    ['a track written with letters', 'community-abc'],
    ['extra characters after the test list', 'test-vocabulary-2'],
    ['a space after the test list', 'test-vocabulary '],
    ['extra characters after a band', 'ielts-band-5x'],
    ['a space after a band', 'ielts-band-5 '],
    ['a space before a band', ' ielts-band-5'],
    ['a new line after a stage', 'career-19\n'],
    ['extra characters after a track', 'community-1001/2'],
    ['a stage number long enough to look like a sheet id', 'career-0000000000019'],
    ['a track number long enough to look like a sheet id', 'community-000000001001'],
    ['a sheet id too short', 'abc123'],
    ['a sheet id too long', 'a'.repeat(101)],
    ['a sheet id with a slash', `${SHEET_ID.slice(0, 30)}/edit`],
    ['a sheet address', `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit`],
  ])('refuses %s: %j', (_why, text) => {
    expect(parseListId(text)).toBeNull();
  });
});

describe('track numbers in play addresses', () => {
  it('names a career stage from 1 to 81 and a community track after them, and nothing else', () => {
    expect(trackListId(1)).toEqual({ kind: 'career', trackId: 1 });
    expect(trackListId(81)).toEqual({ kind: 'career', trackId: 81 });
    expect(trackListId(82)).toEqual({ kind: 'community', trackId: 82 });
    expect(trackListId(1001)).toEqual({ kind: 'community', trackId: 1001 });
    for (const wrong of [0, -1, 1.5, Number.NaN, 2 ** 31])
      expect(trackListId(wrong), String(wrong)).toBeNull();
  });

  it('gives an id that reads back as the same list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (n) => {
        const list = trackListId(n);
        expect(list && parseListId(formatListId(list))).toEqual(list);
      }),
    );
  });
});
