import { z } from 'zod';
import { CAREER_EPISODES } from '../constants.ts';

const EPISODE_MESSAGE = `page must be an episode number from 1 to ${CAREER_EPISODES}.`;
const TRACK_MESSAGE = 'id must be a track number.';

/** GET /api/tracks/select-stage/{page}: page is an episode number (a number beyond 9 is 404). */
export const selectStageParamsSchema = z.object({
  page: z.string(EPISODE_MESSAGE).regex(/^[1-9]\d{0,5}$/, EPISODE_MESSAGE),
});

/** Career response: the episode's 9 track ids and the learner's completed stages (global numbers). */
export const selectStageResponseSchema = z.object({
  Tracks: z.array(z.number().int()),
  Completed: z.array(z.number().int()),
});
export type SelectStageResponse = z.infer<typeof selectStageResponseSchema>;

const stageSchema = z.object({
  id: z.number().int(),
  episode: z.number().int(),
  stage: z.number().int(),
  name: z.string(),
  band: z.number().int(),
  premium: z.boolean(),
});
export type CareerStage = z.infer<typeof stageSchema>;

/**
 * GET /api/tracks/career: every episode with its stages (and their words, so a visitor's browser
 * can tell its own completions), and the learner's completed stages.
 */
export const careerResponseSchema = z.object({
  episodes: z.array(
    z.object({
      episode: z.number().int(),
      name: z.string(),
      stages: z.array(stageSchema.extend({ words: z.array(z.string()) })),
    }),
  ),
  Completed: z.array(z.number().int()),
});
export type CareerResponse = z.infer<typeof careerResponseSchema>;

/**
 * GET /api/tracks/{id}: the track a play address names (`/play/{id}/…`), a career stage or a
 * community track, with its words (a premium stage needs a premium role: 403). The id is the
 * track's number (word-lists/list-id.ts `trackListId`); `kind` says which it is.
 */
export const trackParamsSchema = z.object({
  id: z.string(TRACK_MESSAGE).regex(/^[1-9]\d{0,5}$/, TRACK_MESSAGE),
});

/** A word of a track as the /play page lists it. */
const trackWordSchema = z.object({
  word: z.string(),
  paraphrase: z.string(),
  definition: z.string(),
  /** the game card: front, back (meanings only), hint */
  card: z.object({ front: z.string(), back: z.string(), hint: z.string() }),
});

/** What every track has: its list id (the games play it), name, learned language and words. */
const playableSchema = z.object({
  id: z.number().int(),
  listId: z.string(),
  name: z.string(),
  /** the language its rounds are recorded under (a career stage's: en; a community track's: its own) */
  languageLearn: z.string(),
});

/** A career stage: its place in the career, its band, and its words from the band lists. */
export const careerTrackSchema = playableSchema.extend({
  ...stageSchema.shape,
  kind: z.literal('career'),
  episodeName: z.string(),
  words: z.array(trackWordSchema.extend({ band: z.number().int() })),
});
export type CareerTrack = z.infer<typeof careerTrackSchema>;

/** A community track: its designer, and its words as published. */
export const communityPlayTrackSchema = playableSchema.extend({
  kind: z.literal('community'),
  words: z.array(trackWordSchema),
  community: z.object({ uid: z.number().int(), username: z.string() }),
});

export const trackResponseSchema = z.discriminatedUnion('kind', [
  careerTrackSchema,
  communityPlayTrackSchema,
]);
export type TrackResponse = z.infer<typeof trackResponseSchema>;
