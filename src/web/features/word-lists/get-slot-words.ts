import type { SlotWordsResponse } from '../../../shared/api/vocabulary.ts';
import { apiFetch } from '../../api/client.ts';

/** The words of a slot's list as the account keeps them (an ETag makes an unchanged list cheap). */
export const getSlotWords = (slot: number, signal?: AbortSignal) =>
  apiFetch<SlotWordsResponse>(`/api/tests/slot-words/${slot}`, { signal });
