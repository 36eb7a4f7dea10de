/**
 * Paraphrase mode (docs/decisions/017-game-modes.md): what the built-in band lists know of the list's words, asked of
 * the server (the lists live there), attached to the words the game receives. An answer that
 * comes after the game stopped waiting is kept, so the game's next ask gets it at once.
 */
import type { ParaphrasesResponse } from '../../../shared/api/ielts.ts';
import { MAX_PARAPHRASE_WORDS, type ParaphraseEntry } from '../../../shared/game-modes.ts';
import type { VocabularyData } from '../../../shared/game-protocol.ts';
import { apiFetch } from '../../api/client.ts';

const asked = new Map<string, Promise<ParaphraseEntry[]>>();

export async function withParaphrases(data: VocabularyData): Promise<VocabularyData> {
  const words = [...new Set(data.cards.map((card) => card.front.slice(0, 160)))].slice(
    0,
    MAX_PARAPHRASE_WORDS,
  );
  if (words.length === 0) return { ...data, paraphrases: [] };
  const key = words.join('\n');
  let entries = asked.get(key);
  if (!entries) {
    entries = apiFetch<ParaphrasesResponse>('/api/tests/paraphrases', {
      method: 'POST',
      body: { words },
    }).then((response) => response.entries);
    asked.set(key, entries);
    // A failure is not kept: the next ask tries again.
    entries.catch(() => asked.delete(key));
  }
  return { ...data, paraphrases: await entries };
}
