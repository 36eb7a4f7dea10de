/**
 * Paraphrase mode (issue #20): what the built-in band lists know of the list's words, asked of
 * the server (the lists live there), attached to the words the game receives.
 */
import type { ParaphrasesResponse } from '../../../shared/api/ielts.ts';
import { MAX_PARAPHRASE_WORDS } from '../../../shared/game-modes.ts';
import type { VocabularyData } from '../../../shared/game-protocol.ts';
import { apiFetch } from '../../api/client.ts';

export async function withParaphrases(data: VocabularyData): Promise<VocabularyData> {
  const words = [...new Set(data.cards.map((card) => card.front.slice(0, 160)))].slice(
    0,
    MAX_PARAPHRASE_WORDS,
  );
  if (words.length === 0) return { ...data, paraphrases: [] };
  const response = await apiFetch<ParaphrasesResponse>('/api/tests/paraphrases', {
    method: 'POST',
    body: { words },
  });
  return { ...data, paraphrases: response.entries };
}
