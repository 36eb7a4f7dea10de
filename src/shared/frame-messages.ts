/**
 * The messages a game frame sends the site, and the site's parser for them, written without zod as
 * site-messages.ts is: the site's game page parses them from its first moments (the game's first
 * message asks for its words), and zod's core with the protocol's schemas cost that page 10-20 ms
 * of its load (decision record 041). Every message is `{ type, data }`; anything malformed or of
 * an unknown type is null, and keys a message does not know are dropped.
 *
 * A round's results are the one message whose data is not checked here: the site checks them
 * with zod (parseRoundResults, game-protocol.ts) where it records the round, in a chunk it loads
 * when a round ends.
 */
import { type GameMode, isGameMode, modeFor } from './game-modes.ts';
import { type GameId, isGameId } from './games.ts';
import { isObject, languageTag, type MuteFlags, parseMuteFlags } from './site-messages.ts';
import { cleanText, MAX_CARD_TEXT_LENGTH } from './word-lists/card.ts';

/**
 * Messages a game frame sends the site. `Results`: a round's results, unknown as the site
 * receives them; a game sends them checked (game-protocol.ts's RoundResults).
 */
export type FrameMessage<Results = unknown> =
  /** The game asks for its words (in the mode it will play, when it says one). */
  | { type: 'sync-vocabularies'; data: { game: GameId; mode?: GameMode } }
  | { type: 'settings-popup'; data: { game: GameId } }
  | { type: 'homepage'; data: null }
  /** Checked where the round is recorded: parseRoundResults (game-protocol.ts). */
  | { type: 'round-results'; data: Results }
  | { type: 'mute-changed'; data: MuteFlags }
  /** The app's WebView has no speech synthesis: the game asks the site to speak. */
  | { type: 'speak'; data: { text: string; lang: string | null } };

export type FrameMessageType = FrameMessage['type'];

const isGame = (value: unknown): value is GameId => typeof value === 'string' && isGameId(value);

/** A message from a game frame, or null for anything malformed or of an unknown type. */
export function parseFrameMessage(value: unknown): FrameMessage | null {
  if (!isObject(value)) return null;
  const { data } = value;
  switch (value.type) {
    case 'sync-vocabularies': {
      if (!isObject(data) || !isGame(data.game)) return null;
      const { game, mode } = data;
      return {
        type: 'sync-vocabularies',
        data: isGameMode(mode) ? { game, mode: modeFor(game, mode) } : { game },
      };
    }
    case 'settings-popup':
      return isObject(data) && isGame(data.game)
        ? { type: 'settings-popup', data: { game: data.game } }
        : null;
    case 'homepage':
      return { type: 'homepage', data: null };
    case 'round-results':
      return { type: 'round-results', data };
    case 'mute-changed': {
      const flags = parseMuteFlags(data);
      return flags ? { type: 'mute-changed', data: flags } : null;
    }
    case 'speak': {
      if (!isObject(data) || typeof data.text !== 'string') return null;
      const text = cleanText(data.text, MAX_CARD_TEXT_LENGTH);
      return text ? { type: 'speak', data: { text, lang: languageTag(data.lang) } } : null;
    }
    default:
      return null;
  }
}
