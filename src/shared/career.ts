/**
 * The career: 9 episodes, one per IELTS topic, of 9 stages each.
 * A stage is a built-in track of 15 words of its topic, rising in band (data/ielts/career-tracks.json,
 * made by scripts/build-career.ts; decision record 015). Server and site share these rules.
 */
import { CAREER_STAGES_PER_EPISODE, FREE_IELTS_BANDS, type IeltsBand } from './constants.ts';
import { GAME_IDS, type GameId } from './games.ts';
import { isPremium } from './roles.ts';

/** The career's words are English: rounds on a stage are recorded under en. */
export const CAREER_LANGUAGE = 'en';

/** Words in one stage's track. */
export const CAREER_TRACK_WORDS = 15;

/** The band each stage aims at (stages 1-2 band 5 … stage 9 band 9); the data may lift a stage higher. */
export const STAGE_TARGET_BANDS: readonly IeltsBand[] = [5, 5, 6, 6, 7, 7, 8, 8, 9];

/** A stage's global number is 9*(episode-1)+stage. */
export function stageNumber(episode: number, stage: number): number {
  return CAREER_STAGES_PER_EPISODE * (episode - 1) + stage;
}

/** Band-5 stages are free; the others follow the premium rule of the IELTS bands 6 to 9. */
export function stageIsPremium(band: number): boolean {
  return !(FREE_IELTS_BANDS as readonly number[]).includes(band);
}

export function mayPlayStage(role: string | null | undefined, band: number): boolean {
  return !stageIsPremium(band) || isPremium(role);
}

/** Spec link shape: /play/{trackId}/{episode}-{stage}: {name}. */
export function stageLabel(episode: number, stage: number, name: string): string {
  return `${episode}-${stage}: ${name}`;
}

/** A stage's summary, as GET /api/tracks/{id} and the career pages show it. */
export type CareerWord = {
  word: string;
  /** "synonyms / ≠ antonym", or the definition when the word has no synonym */
  paraphrase: string;
  definition: string;
  band: IeltsBand;
};

/**
 * One answer for completion: a word answered in a game's round on a career track. `right` is a
 * grade above Again (src/shared/learning/grades.ts): matched in Word Candy Match, typed in Space Words.
 */
export type CareerAnswer = { trackId: number; game: GameId; wordKey: string; right: boolean };

/**
 * Whether a word was answered right: the learning engine's grade is above Again
 * (src/shared/learning/grades.ts; a test keeps the two equal). Kept here so the career page does
 * not load the memory model to tell.
 */
export function answeredRight(
  outcome:
    | { game: 'candy'; matched: boolean; wrongPairs: number }
    | { game: 'space'; typed: boolean; landed?: number; shotDown?: number },
): boolean {
  if (outcome.game === 'candy') return outcome.matched && outcome.wrongPairs < 2;
  // Shot down more often than it got through (older rounds: typed means never through).
  const shotDown = outcome.typed ? Math.max(1, outcome.shotDown ?? 1) : 0;
  return shotDown > (outcome.landed ?? 0);
}

/**
 * Completed: every word of the track answered right at least once in each game (recognition in
 * Word Candy Match, recall in Space Words), in rounds played on that track. Returns the global
 * stage numbers (= track ids) in ascending order.
 */
export function completedStages(
  tracks: ReadonlyMap<number, readonly string[]>,
  answers: Iterable<CareerAnswer>,
): number[] {
  const right = new Set<string>();
  for (const answer of answers) {
    if (answer.right) right.add(`${answer.trackId}|${answer.game}|${answer.wordKey}`);
  }
  const done: number[] = [];
  for (const [trackId, wordKeys] of tracks) {
    if (wordKeys.length === 0) continue;
    const all = GAME_IDS.every((game) => wordKeys.every((key) => right.has(`${trackId}|${game}|${key}`)));
    if (all) done.push(trackId);
  }
  return done.sort((a, b) => a - b);
}
