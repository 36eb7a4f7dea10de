import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { IELTS_PAGE_SIZE, type IeltsBand } from '../../../../shared/constants.ts';
import { type IeltsPageResponse, vocabularyTypeForBand } from '../../../../shared/ielts.ts';
import { apiFetch } from '../../../api/client.ts';

export function getBandPage(band: IeltsBand, page: number, signal?: AbortSignal): Promise<IeltsPageResponse> {
  const query = new URLSearchParams({
    type: vocabularyTypeForBand(band),
    skip: String((page - 1) * IELTS_PAGE_SIZE),
    take: String(IELTS_PAGE_SIZE),
  });
  return apiFetch<IeltsPageResponse>(`/api/tests/vocabulary?${query}`, { signal });
}

export function getBandPageQueryOptions(band: IeltsBand, page: number) {
  return queryOptions({
    queryKey: ['ielts', band, page],
    queryFn: ({ signal }) => getBandPage(band, page, signal),
    // The lists never change while the site runs.
    staleTime: Infinity,
  });
}

export function useBandPage(band: IeltsBand, page: number) {
  return useQuery({ ...getBandPageQueryOptions(band, page), placeholderData: keepPreviousData });
}
