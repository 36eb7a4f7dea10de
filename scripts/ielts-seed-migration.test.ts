import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSeedSql, SEED_MIGRATION, seedMigrationFile } from './ielts-seed-migration.ts';

describe('IELTS seed migration', () => {
  it('matches the committed lists in data/ielts (run npm run build:ielts after changing them)', () => {
    expect(readFileSync(seedMigrationFile(SEED_MIGRATION), 'utf8')).toBe(buildSeedSql());
  });

  it('replaces the whole table, so running it again is safe', () => {
    const sql = buildSeedSql();
    expect(sql.indexOf('DELETE FROM "ielts_words";')).toBeLessThan(sql.indexOf('INSERT INTO'));
  });

  it('leaves the superseded first seed empty (its words were replaced)', () => {
    expect(readFileSync(seedMigrationFile('ielts-seed'), 'utf8')).not.toMatch(/INSERT/);
  });
});
