import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IeltsPageResponse, IeltsRecord } from '../../../../shared/api/ielts.ts';
import { IELTS_PAGE_SIZE, type IeltsBand } from '../../../../shared/constants.ts';
import { vocabularyTypeForBand } from '../../../../shared/ielts.ts';
import { apiFetch } from '../../../api/client.ts';

/** A band's word as the page shows it; the wire's FIELD1-3 stay in this file. */
export type BandPageWord = Omit<IeltsRecord, 'FIELD1' | 'FIELD2' | 'FIELD3'> & {
  word: string;
  /** synonyms, or the definition when there are none */
  meanings: string;
  /** the opposite, '' when none */
  antonym: string;
  definition: string;
};

/** FIELD2 is "meanings / ≠ antonym" (spec: "Synonyms / Antonyms"). */
const ANTONYM_MARK = ' / ≠ ';

function bandWordOf({ FIELD1, FIELD2, FIELD3, ...details }: IeltsRecord): BandPageWord {
  const cut = FIELD2.lastIndexOf(ANTONYM_MARK);
  return {
    ...details,
    word: FIELD1,
    meanings: cut >= 0 ? FIELD2.slice(0, cut) : FIELD2,
    antonym: cut >= 0 ? FIELD2.slice(cut + ANTONYM_MARK.length) : '',
    definition: FIELD3,
  };
}

async function getBandPage(
  band: IeltsBand,
  page: number,
  lang: string | null,
  signal?: AbortSignal,
): Promise<{ words: BandPageWord[]; total: number }> {
  const query = new URLSearchParams({
    type: vocabularyTypeForBand(band),
    skip: String((page - 1) * IELTS_PAGE_SIZE),
    take: String(IELTS_PAGE_SIZE),
    // The native language the site knows (docs/decisions/029-ielts-senses-and-translations.md): each word comes with its translation.
    ...(lang ? { lang } : {}),
  });
  const { result, total } = await apiFetch<IeltsPageResponse>(`/api/tests/vocabulary?${query}`, { signal });
  return { words: result.map(bandWordOf), total };
}

function getBandPageQueryOptions(band: IeltsBand, page: number, lang: string | null) {
  return queryOptions({
    queryKey: ['ielts', band, page, lang],
    queryFn: ({ signal }) => getBandPage(band, page, lang, signal),
    // The lists never change while the site runs.
    staleTime: Infinity,
  });
}

/** `lang`: the learner's native language, or null when the site knows none. */
export function useBandPage(band: IeltsBand, page: number, lang: string | null) {
  return useQuery({ ...getBandPageQueryOptions(band, page, lang), placeholderData: keepPreviousData });
}
