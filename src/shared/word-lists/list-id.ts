/**
 * A playable list's identity, from the page to the game frame, back with the round results, to
 * the learning records and progress. Five kinds of list are played: a Google Sheet loaded into a
 * slot, the built-in Test Vocabulary, an IELTS band, a career stage and a community track.
 *
 * The strings are stored (slots and learning records on the server, round history in browsers),
 * so their shapes never change: `test-vocabulary`, `ielts-band-{5-9}`, `career-{1-81}`,
 * `community-{id}`, and a sheet's own Google id. list-id.test.ts pins each one.
 */
import { CAREER_EPISODES, CAREER_STAGES_PER_EPISODE, IELTS_BANDS, type IeltsBand } from '../constants.ts';

export type ListId =
  /** a learner's own public Google Sheet, loaded into a slot */
  | { kind: 'sheet'; sheetId: string }
  /** the built-in Test Vocabulary */
  | { kind: 'test' }
  /** a built-in IELTS band list */
  | { kind: 'ielts'; band: IeltsBand }
  /** a career stage: its track id is the stage's global number, 1 to 81 */
  | { kind: 'career'; trackId: number }
  /** a track a learner published for the community */
  | { kind: 'community'; trackId: number };

export type ListKind = ListId['kind'];

/** A Google Sheet id as Google makes them; anything else is refused before any request. */
export const GOOGLE_SHEET_ID_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

const TEST_VOCABULARY = 'test-vocabulary';
const IELTS_PREFIX = 'ielts-band-';
const CAREER_PREFIX = 'career-';
const COMMUNITY_PREFIX = 'community-';

/** The built-in kinds' shapes; a sheet id taking one of these beginnings is not read as a sheet. */
const BUILT_IN_BEGINNINGS = [TEST_VOCABULARY, IELTS_PREFIX, CAREER_PREFIX, COMMUNITY_PREFIX];

const CAREER_STAGE_COUNT = CAREER_EPISODES * CAREER_STAGES_PER_EPISODE;
/** Community track ids are PostgreSQL integers. */
const MAX_COMMUNITY_TRACK_ID = 2_147_483_647;

/** A positive whole number written as such: no sign, no leading zero, no fraction, no spaces. */
function positiveInteger(text: string, max: number): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

export function formatListId(id: ListId): string {
  switch (id.kind) {
    case 'sheet':
      return id.sheetId;
    case 'test':
      return TEST_VOCABULARY;
    case 'ielts':
      return `${IELTS_PREFIX}${id.band}`;
    case 'career':
      return `${CAREER_PREFIX}${id.trackId}`;
    case 'community':
      return `${COMMUNITY_PREFIX}${id.trackId}`;
  }
}

/** The list a stored id names, or null when it names none (malformed, or out of range). */
export function parseListId(text: string): ListId | null {
  if (text === TEST_VOCABULARY) return { kind: 'test' };
  if (text.startsWith(IELTS_PREFIX)) {
    const band = IELTS_BANDS.find((b) => text === `${IELTS_PREFIX}${b}`);
    return band === undefined ? null : { kind: 'ielts', band };
  }
  if (text.startsWith(CAREER_PREFIX)) {
    const trackId = positiveInteger(text.slice(CAREER_PREFIX.length), CAREER_STAGE_COUNT);
    return trackId === null ? null : { kind: 'career', trackId };
  }
  if (text.startsWith(COMMUNITY_PREFIX)) {
    const trackId = positiveInteger(text.slice(COMMUNITY_PREFIX.length), MAX_COMMUNITY_TRACK_ID);
    return trackId === null ? null : { kind: 'community', trackId };
  }
  if (BUILT_IN_BEGINNINGS.some((beginning) => text.startsWith(beginning))) return null;
  return GOOGLE_SHEET_ID_PATTERN.test(text) ? { kind: 'sheet', sheetId: text } : null;
}

/** The kind of list a stored id names, or null when it names none. */
export function listKindOf(text: string): ListKind | null {
  return parseListId(text)?.kind ?? null;
}

/**
 * The list a track number names in a play address (`/play/{id}/{name}`) and `GET /api/tracks/{id}`,
 * which share one numbering: career stages are 1 to 81, community tracks are numbered after them
 * (from 1001). Null for a number that is neither.
 */
export function trackListId(trackId: number): Extract<ListId, { kind: 'career' | 'community' }> | null {
  if (!Number.isInteger(trackId) || trackId < 1 || trackId > MAX_COMMUNITY_TRACK_ID) return null;
  return trackId <= CAREER_STAGE_COUNT ? { kind: 'career', trackId } : { kind: 'community', trackId };
}
