/**
 * Gates for the career's tracks (docs/decisions/015-career.md): the committed data/ielts/career-tracks.json is what
 * `npm run build:ielts` makes, and the migration seeds exactly it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAREER_TRACK_WORDS, STAGE_TARGET_BANDS } from '../src/shared/career.ts';
import { lookAlike } from '../src/shared/word-lists/look-alike.ts';
import { buildCareerFromFiles, formatCareer, readBands, readCareerInput } from './build-career.ts';
import {
  buildCareerSeedSql,
  CAREER_SEED_MIGRATION,
  readCareerTracks,
  SEED_MARKER,
} from './career-seed-migration.ts';
import { seedMigrationFile } from './ielts-seed-migration.ts';

const committed = readCareerTracks();
const bandOf = new Map<string, number>();
for (const [band, entries] of readBands()) for (const entry of entries) bandOf.set(entry.word, band);

describe('career tracks', () => {
  it('are what the build makes from the band lists (run npm run build:ielts after changing them)', () => {
    const built = buildCareerFromFiles();
    expect(formatCareer(built)).toBe(
      readFileSync(new URL('../data/ielts/career-tracks.json', import.meta.url), 'utf8'),
    );
  });

  it('are 9 episodes of 9 stages of 15 band-list words, no word in two stages, ids 9*(episode-1)+stage', () => {
    expect(committed.episodes).toHaveLength(9);
    expect(committed.tracks).toHaveLength(81);
    const seen = new Set<string>();
    for (const track of committed.tracks) {
      expect(track.id).toBe(9 * (track.episode - 1) + track.stage);
      expect(track.name).toBe(`${committed.episodes[track.episode - 1]?.name} ${track.stage}`);
      expect(track.words).toHaveLength(CAREER_TRACK_WORDS);
      for (const word of track.words) {
        expect(seen.has(word.word), word.word).toBe(false);
        seen.add(word.word);
        expect(bandOf.get(word.word), word.word).toBe(word.band);
      }
    }
  });

  it('rise in band within an episode; a stage’s band is its highest word band, so a band-5 stage is band-5 words only', () => {
    for (const episode of committed.episodes) {
      const tracks = committed.tracks.filter((t) => t.episode === episode.episode);
      const bands = tracks.map((t) => t.band);
      expect(
        [...bands].sort((a, b) => a - b),
        episode.name,
      ).toEqual(bands);
      expect(bands[8], episode.name).toBe(9);
      // Every episode starts free: its first stage is band-5 words only (docs/decisions/022-ielts-lists-by-editors.md).
      expect(bands[0], episode.name).toBe(5);
      for (const [index, track] of tracks.entries()) {
        expect(track.band).toBe(Math.max(...track.words.map((w) => w.band)));
        expect(track.band).toBeGreaterThanOrEqual(STAGE_TARGET_BANDS[index] ?? 5);
      }
    }
  });

  it('hold no two look-alike words in a stage, so one round plays a whole stage', () => {
    for (const track of committed.tracks) {
      const words = track.words.map((w) => w.word);
      const pairs = words.flatMap((a, i) =>
        words
          .slice(i + 1)
          .filter((b) => lookAlike(a, b))
          .map((b) => `${a}/${b}`),
      );
      expect(pairs, track.name).toEqual([]);
    }
  });

  it('leave out every word a review took out, and name only words of the band lists', () => {
    const input = readCareerInput();
    const given = new Set((input.extra ?? []).flatMap((g) => g.words));
    const used = new Set(committed.tracks.flatMap((t) => t.words.map((w) => w.word)));
    for (const group of input.notInTopic)
      for (const word of group.words) {
        expect(bandOf.has(word), word).toBe(true);
        if (!given.has(word)) expect(used.has(word), word).toBe(false);
      }
  });

  it('are seeded by migration 0019 exactly as committed, replacing the rows so a rerun is safe', () => {
    const sql = readFileSync(seedMigrationFile(CAREER_SEED_MIGRATION), 'utf8');
    expect(sql.slice(sql.indexOf(SEED_MARKER))).toBe(`${buildCareerSeedSql()}\n`);
    expect(sql.indexOf('DELETE FROM "career_tracks";')).toBeLessThan(
      sql.indexOf('INSERT INTO "career_tracks"'),
    );
  });
});
