import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { SHEET_COLUMNS, SHEET_LAST_ROW } from '../../../shared/constants.ts';

const csv = readFileSync(new URL('../../../../public/vocabulary-template.csv', import.meta.url), 'utf8');

describe('the vocabulary template (public/vocabulary-template.csv)', () => {
  const { data, errors } = Papa.parse<string[]>(csv.trimEnd());

  it('parses cleanly into the Word, Translation and Hint columns', () => {
    expect(errors).toEqual([]);
    expect(data[0]).toEqual([...SHEET_COLUMNS]);
    for (const row of data) expect(row).toHaveLength(SHEET_COLUMNS.length);
  });

  it('fills exactly the rows the games read: 2 to 16', () => {
    expect(data).toHaveLength(SHEET_LAST_ROW);
    for (const [word, translation] of data.slice(1)) {
      expect(word?.trim()).not.toBe('');
      expect(translation?.trim()).not.toBe('');
    }
  });

  it('has no cell a spreadsheet would run as a formula', () => {
    for (const cell of data.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

// The guide's picture of Settings (was tests/e2e/site-copy.spec.ts).
it('the how-to picture of Settings (step 7) shows the Settings address and no made-up one', () => {
  const svg = readFileSync(new URL('../../../../public/images/how-to/step-7.svg', import.meta.url), 'utf8');
  expect(svg).toContain('/settings');
  expect(svg).not.toMatch(/[\w-]\.example\b/);
});
