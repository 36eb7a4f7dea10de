import { languageForCountry, languageFromBrowser } from '../../../shared/languages.ts';
import { apiFetch } from '../../api/client.ts';

const getCountry = (signal?: AbortSignal) =>
  apiFetch<{ countryCode: string | null }>('/api/geo/country', { signal });

let countryGuess: Promise<string | null> | undefined;

/**
 * The native-language default: from the browser's languages, then from the country
 * the CDN saw (a failure is only logged).
 */
export function guessNativeLanguage(): Promise<string | null> {
  const fromBrowser = languageFromBrowser(navigator.languages ?? [navigator.language]);
  if (fromBrowser) return Promise.resolve(fromBrowser);
  countryGuess ??= getCountry()
    .then((result) => languageForCountry(result.countryCode))
    .catch((error: unknown) => {
      console.warn('Country lookup failed', error);
      return null;
    });
  return countryGuess;
}
