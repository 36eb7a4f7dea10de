/**
 * The game's side of the message protocol (src/shared/game-protocol.ts). Inside the site's frame
 * it talks to the parent window, same origin only; opened on its own it plays the built-in
 * Test Vocabulary and keeps its settings to itself.
 */

import type { GameMode } from '../../shared/game-modes.ts';
import type { FrameMessage, RoundResults } from '../../shared/game-protocol.ts';
import type { GameId } from '../../shared/games.ts';
// The site's messages are parsed without zod (site-messages.ts): the game's page loads no zod.
import {
  type MuteFlags,
  parseSiteMessage,
  type SiteMessage,
  type VocabularyData,
} from '../../shared/site-messages.ts';
import {
  STANDALONE_LANGUAGES,
  STANDALONE_TEST_VOCABULARY,
  TEST_VOCABULARY_NAME,
} from '../../shared/test-vocabulary.ts';
import { formatListId } from '../../shared/word-lists/list-id.ts';
import { speakThroughSite } from './speech.ts';

/** How long to wait for the site's word data before playing the Test Vocabulary. */
const SYNC_TIMEOUT_MS = 2500;

/** The list a game plays on its own (or when the site's words do not come): the Test Vocabulary. */
export const TEST_LIST_ID = formatListId({ kind: 'test' });

export const DEFAULT_MUTE_FLAGS: MuteFlags = { isSoundsMuted: false, isMusicMuted: true };

export type WordSource = 'site' | 'standalone';
/** The words received, with the mode they were asked for in. */
export type Vocabulary = VocabularyData & { source: WordSource; mode?: GameMode };

type Handlers = {
  [Type in SiteMessage['type']]: Set<(data: Extract<SiteMessage, { type: Type }>['data']) => void>;
};

export function standaloneVocabulary(game: GameId, flags: MuteFlags = DEFAULT_MUTE_FLAGS): Vocabulary {
  return {
    ...flags,
    game,
    listId: TEST_LIST_ID,
    name: TEST_VOCABULARY_NAME,
    cards: STANDALONE_TEST_VOCABULARY.map((card) => ({ ...card })),
    languageLearn: STANDALONE_LANGUAGES.learn,
    languageNative: STANDALONE_LANGUAGES.native,
    source: 'standalone',
  };
}

function sameOriginParent(): Window | null {
  if (typeof window === 'undefined' || window.parent === window) return null;
  try {
    // Reading the parent's origin throws when it is another site: then we are not in our frame.
    return window.parent.location.origin === window.location.origin ? window.parent : null;
  } catch {
    return null;
  }
}

export class ShellBridge {
  readonly game: GameId;
  private readonly parent: Window | null;
  private readonly handlers: Handlers = {
    vocabularies: new Set(),
    'mute-flags': new Set(),
    'round-review': new Set(),
    reload: new Set(),
  };
  private flags: MuteFlags = { ...DEFAULT_MUTE_FLAGS };

  constructor(game: GameId) {
    this.game = game;
    this.parent = sameOriginParent();
    if (this.parent) window.addEventListener('message', this.onMessage);
  }

  /** True inside the site's frame; false when the page was opened on its own. */
  get embedded(): boolean {
    return this.parent !== null;
  }

  get muteFlags(): MuteFlags {
    return { ...this.flags };
  }

  send(message: FrameMessage<RoundResults>): void {
    this.parent?.postMessage(message, window.location.origin);
  }

  on<Type extends SiteMessage['type']>(
    type: Type,
    handler: (data: Extract<SiteMessage, { type: Type }>['data']) => void,
  ): () => void {
    const set = this.handlers[type] as Set<typeof handler>;
    set.add(handler);
    return () => set.delete(handler);
  }

  /** The round's words: asked of the site each time, so a changed list plays from the next round. */
  requestVocabulary(mode: GameMode = 'translation'): Promise<Vocabulary> {
    if (!this.parent) return Promise.resolve(standaloneVocabulary(this.game, this.flags));
    return new Promise((resolve) => {
      const timer = window.setTimeout(() => {
        off();
        resolve(standaloneVocabulary(this.game, this.flags));
      }, SYNC_TIMEOUT_MS);
      const off = this.on('vocabularies', (data) => {
        if (data.game !== this.game) return;
        window.clearTimeout(timer);
        off();
        resolve(
          data.cards.length > 0 ? { ...data, source: 'site' } : standaloneVocabulary(this.game, this.flags),
        );
      });
      this.send({
        type: 'sync-vocabularies',
        data: mode === 'translation' ? { game: this.game } : { game: this.game, mode },
      });
    });
  }

  /** The player toggled a sound setting in the game: the site stores it. */
  setMuteFlags(flags: MuteFlags): void {
    this.flags = { ...flags };
    this.send({ type: 'mute-changed', data: { ...flags } });
  }

  private readonly onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source !== this.parent) return;
    const message = parseSiteMessage(event.data);
    if (!message) return;
    if (message.type === 'vocabularies') {
      speakThroughSite(
        message.data.speech === 'site'
          ? (text, lang) => this.send({ type: 'speak', data: { text, lang } })
          : null,
      );
    }
    if (message.type === 'vocabularies' || message.type === 'mute-flags') {
      this.flags = { isSoundsMuted: message.data.isSoundsMuted, isMusicMuted: message.data.isMusicMuted };
    }
    for (const handler of this.handlers[message.type]) (handler as (data: unknown) => void)(message.data);
  };
}
