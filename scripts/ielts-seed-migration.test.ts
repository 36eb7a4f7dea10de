import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSeedSql, seedMigrationFile } from './ielts-seed-migration.ts';

describe('IELTS seed migration', () => {
  it('matches the committed lists in data/ielts (run npm run build:ielts after changing them)', () => {
    expect(readFileSync(seedMigrationFile('ielts-seed'), 'utf8')).toBe(buildSeedSql());
  });
});
