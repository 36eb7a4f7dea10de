/** What the bridge's handlers share: the frame they answer, and the list it plays. */
import type { SiteMessage } from '../../../../shared/game-protocol.ts';
import type { GameId } from '../../../../shared/games.ts';
import type { WordCard } from '../../../../shared/word-lists/card.ts';
import { formatListId } from '../../../../shared/word-lists/list-id.ts';
import type { AppState } from '../../../state/app-store.ts';
import { vocabularySlot } from '../../word-lists/index.ts';

/**
 * A list the frame plays instead of the game's slot (a career stage or a community track): its
 * list id, its name, its cards and the language its rounds are recorded under.
 */
export type FrameWordSource = { listId: string; name: string; cards: WordCard[]; languageLearn: string };

export type BridgeContext = {
  game: GameId;
  /** Posts a message to the frame (same origin). */
  post: (message: SiteMessage) => void;
  source?: FrameWordSource;
};

/** The language a slot's rounds are recorded and dealt under: both must name a word alike. */
export const learnedLanguage = (state: Pick<AppState, 'vocabularies'>) =>
  state.vocabularies?.languageLearn ?? 'en';

/** The list selected for the game now: the word source's, else the game's slot's (the Test Vocabulary when empty). */
export function selectedListId(
  context: Pick<BridgeContext, 'game' | 'source'>,
  state: Pick<AppState, 'vocabularies'>,
) {
  if (context.source) return context.source.listId;
  const slot = vocabularySlot(context.game, state.vocabularies);
  return state.vocabularies?.games[slot]?.googleSheetId || formatListId({ kind: 'test' });
}

/** The promise's value, or `fallback` when it fails or takes longer than `ms`. */
export function withinMs<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        console.warn('not in time', error);
        window.clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
