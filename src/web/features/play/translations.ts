/**
 * Translation mode on a built-in list (docs/decisions/029-ielts-senses-and-translations.md): a band's or a career stage's
 * words are played against the learner's native-language translation from the band lists, each
 * word without one against its English clue, as the list has it. The translations are asked of
 * the server (the data lives there); an answer that comes after the game stopped waiting is kept,
 * so the game's next ask gets it at once.
 */
import type { TranslationsResponse } from '../../../shared/api/ielts.ts';
import { isSignedIn } from '../../../shared/api/user.ts';
import { type GameMode, MAX_PARAPHRASE_WORDS } from '../../../shared/game-modes.ts';
import type { VocabularyData } from '../../../shared/game-protocol.ts';
import { isIeltsTranslationLanguage } from '../../../shared/ielts-translations.ts';
import { isLanguageCode, languageFromBrowser } from '../../../shared/languages.ts';
import { listKindOf } from '../../../shared/word-lists/list-id.ts';
import { apiFetch } from '../../api/client.ts';
import type { AppState } from '../../state/app-store.ts';

type Entry = TranslationsResponse['entries'][number];

/**
 * The language a built-in list's words are translated into, by the band pages' rule: a learner's
 * saved native language, else the site's own setting (a visitor's), else the browser's language.
 */
export function translationLanguageOf(
  state: Pick<AppState, 'user' | 'vocabularies'>,
  browser: readonly string[] = navigator.languages ?? [navigator.language],
): string | null {
  const code =
    (isSignedIn(state.user) ? state.user?.languageNative : null) ?? state.vocabularies?.languageNative;
  return code && isLanguageCode(code) ? code : languageFromBrowser(browser);
}

/**
 * Whether a round plays the band lists' translations: a list whose words are the band lists' (a
 * band, a career stage), a language served, and any mode but Paraphrase (which keeps the English
 * paraphrases; Dictation shows the translation where Translation would).
 */
export function playsTranslations(
  listId: string,
  language: string | null,
  mode: GameMode = 'translation',
): language is string {
  if (mode === 'paraphrase') return false;
  const kind = listKindOf(listId);
  return (kind === 'ielts' || kind === 'career') && language !== null && isIeltsTranslationLanguage(language);
}

/**
 * The words with their translations as backs, the English clue kept where there is none; the
 * backs are now in `language` (for speech) and the summary counts the list's translated words.
 */
export function applyTranslations(
  data: VocabularyData,
  language: string,
  entries: readonly Entry[],
): VocabularyData {
  const byFront = new Map(entries.map((entry) => [entry.front, entry.translation]));
  let translated = 0;
  const cards = data.cards.map((card) => {
    const translation = byFront.get(card.front);
    if (!translation) return card;
    translated += 1;
    return { ...card, back: translation };
  });
  return {
    ...data,
    cards,
    // The backs a word shows are the learner's language now (the clues left are English).
    languageNative: translated > 0 ? language : data.languageNative,
    translations: { language, translated },
  };
}

const asked = new Map<string, Promise<Entry[]>>();

/** The list's words with their translations in `language` (see applyTranslations). */
export async function withTranslations(data: VocabularyData, language: string): Promise<VocabularyData> {
  const words = [...new Set(data.cards.map((card) => card.front.slice(0, 160)))].slice(
    0,
    MAX_PARAPHRASE_WORDS,
  );
  if (words.length === 0) return applyTranslations(data, language, []);
  const key = `${language}\n${words.join('\n')}`;
  let entries = asked.get(key);
  if (!entries) {
    entries = apiFetch<TranslationsResponse>('/api/tests/translations', {
      method: 'POST',
      body: { lang: language, words },
    }).then((response) => response.entries);
    asked.set(key, entries);
    // A failure is not kept: the next ask tries again.
    entries.catch(() => asked.delete(key));
  }
  return applyTranslations(data, language, await entries);
}
