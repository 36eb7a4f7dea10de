import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../shared/api/auth.ts';
import { apiFetch } from './client.ts';

/** What the server offers: Google sign-in (only when configured) and whether it uses a captcha. */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiFetch<SiteConfig>('/api/site-config', { signal });
}

export function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
  });
}

export function useSiteConfig() {
  return useQuery(getSiteConfigQueryOptions());
}
