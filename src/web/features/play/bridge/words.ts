/**
 * The words handler: the frame asks for its round's words (`sync-vocabularies`), the site answers
 * with the list's words and its list id (`vocabularies`), dealt by the learning engine.
 */
import type { GameMode } from '../../../../shared/game-modes.ts';
import type { VocabularyData } from '../../../../shared/game-protocol.ts';
import { type AppState, useAppStore } from '../../../state/app-store.ts';
import { inCapacitorApp } from '../../native/index.ts';
import { gameVocabulary, settledDeviceLoad, vocabularySlot } from '../../word-lists/index.ts';
import { playsTranslations, translationLanguageOf, withTranslations } from '../translations.ts';
import { type BridgeContext, type FrameWordSource, learnedLanguage, withinMs } from './context.ts';

/** In the app: the frame (the same WebView) has no speech synthesis, the device has a voice. */
export const gameNeedsSiteSpeech = () => !('speechSynthesis' in window) && inCapacitorApp();

/** The game waits 2.5 s for its words (SYNC_TIMEOUT_MS in src/games/common/bridge.ts): dealing gets what is left of 2.2 s. */
const DEAL_BUDGET_MS = 2200;

/** Of that, how long the band lists' paraphrases (Paraphrase mode) or translations (the other modes) may take. */
const PARAPHRASE_BUDGET_MS = 1400;

/**
 * A built-in list's words (a band, a career stage) outside Paraphrase mode: played against the
 * learner's native-language translations where the band lists have them (docs/decisions/029-ielts-senses-and-translations.md). Not in time
 * or failed: the words as they are (their English clues); the answer is kept for the next ask.
 */
async function translated(
  data: VocabularyData,
  mode: GameMode,
  language: string | null,
  budgetMs: number,
): Promise<VocabularyData> {
  if (!playsTranslations(data.listId, language, mode)) return data;
  return withinMs(withTranslations(data, language), Math.max(300, budgetMs), data);
}

/** What the game plays from a word source (no slot, no device load). */
function sourceVocabulary(context: BridgeContext, source: FrameWordSource, state: AppState): VocabularyData {
  return {
    game: context.game,
    listId: source.listId,
    name: source.name,
    cards: source.cards,
    languageLearn: source.languageLearn,
    languageNative: source.languageLearn,
    isSoundsMuted: state.isSoundsMuted,
    isMusicMuted: state.isMusicMuted,
  };
}

/** A word source's words (a career stage's with their translations, as a band's), dealt. */
async function sourceWords(
  context: BridgeContext,
  source: FrameWordSource,
  mode: GameMode,
): Promise<VocabularyData> {
  const state = useAppStore.getState();
  const data = await translated(
    sourceVocabulary(context, source, state),
    mode,
    translationLanguageOf(state),
    PARAPHRASE_BUDGET_MS,
  );
  return withinMs(
    import('../../learning/deal.ts').then(({ dealVocabulary }) => dealVocabulary(data, source.languageLearn)),
    DEAL_BUDGET_MS,
    data,
  );
}

/** The game's slot's words (with the band lists' paraphrases in Paraphrase mode), dealt. */
async function slotWords(context: BridgeContext, mode: GameMode): Promise<VocabularyData> {
  const { game } = context;
  // Words being fetched for this device are waited for (the game waits 2.5 s at most); when they
  // come later, the list change (frame-chrome.ts) tells the game to reload.
  const asked = Date.now();
  await settledDeviceLoad(vocabularySlot(game, useAppStore.getState().vocabularies), 2000);
  const state = useAppStore.getState();
  let data = gameVocabulary(game, state, window.localStorage);
  // Paraphrase mode needs the band lists' data (none when it cannot come in time).
  if (mode === 'paraphrase') {
    const plain = data;
    data = await withinMs(
      import('../paraphrases.ts').then(({ withParaphrases }) => withParaphrases(plain)),
      Math.max(300, PARAPHRASE_BUDGET_MS - (Date.now() - asked)),
      // Not there in time: sent without, and the game asks again.
      plain,
    );
  }
  data = await translated(
    data,
    mode,
    translationLanguageOf(state),
    PARAPHRASE_BUDGET_MS - (Date.now() - asked),
  );
  const words = data;
  // The learning engine orders the words, within what is left of the game's wait.
  return withinMs(
    import('../../learning/deal.ts').then(({ dealVocabulary }) =>
      // "Play due words" (?due=1, from the progress page): a round of due words only.
      dealVocabulary(
        words,
        learnedLanguage(state),
        mode,
        new URLSearchParams(window.location.search).get('due') === '1',
      ),
    ),
    Math.max(300, DEAL_BUDGET_MS - (Date.now() - asked)),
    words,
  );
}

/** Answers the frame's request for words: the list's words, named by its list id. */
export async function answerWordRequest(
  context: BridgeContext,
  mode: GameMode = 'translation',
): Promise<void> {
  const data = context.source
    ? await sourceWords(context, context.source, mode)
    : await slotWords(context, mode);
  context.post({
    type: 'vocabularies',
    // The app's WebView has no speech synthesis: the game asks the site to speak.
    data: !context.source && gameNeedsSiteSpeech() ? { ...data, speech: 'site' } : data,
  });
}
