/**
 * Game modes (docs/decisions/017-game-modes.md): what a round drills. Translation is the word against its translation
 * (the games as they were); Paraphrase pairs a word with a paraphrase from the built-in IELTS band
 * lists; Dictation (Space Words only) plays the word as a sound. The mode is chosen on each game's
 * start screen and remembered per game; each mode is its own skill in the learning engine.
 */
import type { GameId } from './games.ts';

export const GAME_MODES = ['translation', 'paraphrase', 'dictation'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** The modes each game offers, in the order the start screen shows them. */
export const MODES_BY_GAME: Record<GameId, readonly GameMode[]> = {
  candy: ['translation', 'paraphrase'],
  space: ['translation', 'paraphrase', 'dictation'],
};

export const MODE_LABELS: Record<GameMode, string> = {
  translation: 'Translation',
  paraphrase: 'Paraphrase',
  dictation: 'Dictation',
};

export function isGameMode(value: unknown): value is GameMode {
  return typeof value === 'string' && (GAME_MODES as readonly string[]).includes(value);
}

/** The mode if the game offers it, else Translation. */
export function modeFor(game: GameId, value: unknown): GameMode {
  return isGameMode(value) && MODES_BY_GAME[game].includes(value) ? value : 'translation';
}

/**
 * The learning engine's skills: Word Candy Match trains recognition (a word against its
 * translation) and paraphrase recognition; Space Words recall, paraphrase recall (typing a
 * stronger band 7-9 paraphrase of a plain word) and spelling from sound.
 */
export const SKILLS = [
  'recognition',
  'recall',
  'paraphrase-recognition',
  'paraphrase-recall',
  'spelling',
] as const;
export type Skill = (typeof SKILLS)[number];

export const SKILL_LABELS: Record<Skill, string> = {
  recognition: 'Recognition',
  recall: 'Recall',
  'paraphrase-recognition': 'Paraphrase recognition',
  'paraphrase-recall': 'Paraphrase recall',
  spelling: 'Spelling from sound',
};

/** The skill a game trains in a mode. */
export function skillFor(game: GameId, mode: GameMode = 'translation'): Skill {
  if (game === 'candy') return mode === 'paraphrase' ? 'paraphrase-recognition' : 'recognition';
  if (mode === 'paraphrase') return 'paraphrase-recall';
  return mode === 'dictation' ? 'spelling' : 'recall';
}

/** The game whose rounds train a skill. */
export function gameOfSkill(skill: Skill): GameId {
  return skill === 'recognition' || skill === 'paraphrase-recognition' ? 'candy' : 'space';
}

/**
 * The skill whose misses bring a word forward in this one (the learning engine's cross-skill
 * rule): the same kind of knowledge in the other game.
 */
export function partnerSkill(skill: Skill): Skill {
  switch (skill) {
    case 'recognition':
      return 'recall';
    case 'recall':
      return 'recognition';
    case 'paraphrase-recognition':
      return 'paraphrase-recall';
    case 'paraphrase-recall':
      return 'paraphrase-recognition';
    case 'spelling':
      return 'recall';
  }
}

/**
 * What the built-in lists know of one word of a list, for the paraphrase modes: its band, its
 * synonyms in the chosen sense, and the upgrades it takes part in. An upgrade is a plain band 5-6
 * word with the stronger band 7-9 paraphrases the lists give it: a plain word of the list is the
 * prompt of its own upgrade; a band 7-9 word of the list is an answer to a plain word's upgrade.
 */
export type ParaphraseEntry = {
  /** The list's front, as the list writes it. */
  front: string;
  band: number;
  synonyms: string[];
  /** The chosen sense's short definition (Word Candy Match's hint). */
  definition: string;
  upgrades: { plain: string; stronger: string[] }[];
};

/** The most words one paraphrase request names (a list's cards at most). */
export const MAX_PARAPHRASE_WORDS = 2000;

/** Bands whose words are "plain" in an upgrade, and the bands of the stronger paraphrases. */
export const PLAIN_BANDS: readonly number[] = [5, 6];
export const STRONG_BANDS: readonly number[] = [7, 8, 9];
