import { z } from 'zod';
import { CAREER_EPISODES } from '../constants.ts';

const EPISODE_MESSAGE = `page must be an episode number from 1 to ${CAREER_EPISODES}.`;
const TRACK_MESSAGE = 'id must be a track number.';

/** GET /api/tracks/select-stage/{page}: page is an episode number (a number beyond 9 is 404). */
export const selectStageParamsSchema = z.object({
  page: z.string(EPISODE_MESSAGE).regex(/^[1-9]\d{0,5}$/, EPISODE_MESSAGE),
});

/** Spec section 3, Career response: the episode's 9 track ids and the learner's completed stages (global numbers). */
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

/** GET /api/tracks/{id}: one track with its words (premium tracks need a premium role: 403). */
export const trackParamsSchema = z.object({
  id: z.string(TRACK_MESSAGE).regex(/^[1-9]\d{0,5}$/, TRACK_MESSAGE),
});

export const trackResponseSchema = stageSchema.extend({
  episodeName: z.string(),
  listId: z.string(),
  words: z.array(
    z.object({
      word: z.string(),
      paraphrase: z.string(),
      definition: z.string(),
      band: z.number().int(),
      /** the game card: front, back (meanings only), hint */
      card: z.object({ front: z.string(), back: z.string(), hint: z.string() }),
    }),
  ),
  /** a community track (an id the career does not hold): its designer and learned language */
  community: z.object({ uid: z.number().int(), username: z.string(), languageLearn: z.string() }).optional(),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>;
