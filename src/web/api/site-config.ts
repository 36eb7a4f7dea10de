import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../shared/api/auth.ts';
import { apiFetch } from './client.ts';

/** What the server offers: sign-in options, and the store pages, videos and contact it is configured with. */
function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiFetch<SiteConfig>('/api/site-config', { signal });
}

function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
  });
}

/**
 * The config the server wrote into the page (`#site-config` in index.html), or undefined where
 * the page was not served by our server (the Vite dev server) or the block is unreadable.
 */
export function readPageSiteConfig(
  doc: Pick<Document, 'getElementById'> | undefined,
): SiteConfig | undefined {
  const text = doc?.getElementById('site-config')?.textContent?.trim();
  if (!text) return undefined;
  try {
    return siteConfigFromJson(JSON.parse(text));
  } catch {
    return undefined;
  }
}

const OPTIONAL_TEXT_FIELDS = [
  'googleNativeClientId',
  'androidAppUrl',
  'iosAppUrl',
  'promoVideoUrl',
  'writingCorrectionVideoUrl',
  'supportEmail',
  'sisterProductName',
  'sisterProductUrl',
] as const satisfies readonly (keyof SiteConfig)[];

/** A hand check of the shape (siteConfigSchema would bring zod into the first page). */
function siteConfigFromJson(value: unknown): SiteConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.googleSignIn !== 'boolean') return undefined;
  if (record.captcha !== 'altcha' && record.captcha !== 'off') return undefined;
  const config: SiteConfig = { googleSignIn: record.googleSignIn, captcha: record.captcha };
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const text = record[field];
    if (typeof text === 'string' && text !== '') config[field] = text;
  }
  return config;
}

const pageSiteConfig = readPageSiteConfig(typeof document === 'undefined' ? undefined : document);

type SiteConfigResult = { data: SiteConfig | undefined; isPending: boolean };

function usePageSiteConfig(): SiteConfigResult {
  return { data: pageSiteConfig, isPending: false };
}

function useFetchedSiteConfig(): SiteConfigResult {
  const { data, isPending } = useQuery(getSiteConfigQueryOptions());
  return { data, isPending };
}

/**
 * The site config: from the page at once (no request, no second render), else fetched. Which of
 * the two is fixed for the page's life, so the hooks called never change between renders.
 */
export const useSiteConfig: () => SiteConfigResult = pageSiteConfig
  ? usePageSiteConfig
  : useFetchedSiteConfig;
