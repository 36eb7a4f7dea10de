import { DEFAULT_ANDROID_APP_URL } from '../../../shared/constants.ts';
import { useSiteConfig } from '../../api/site-config.ts';

/** The Android app's store page: configured (ANDROID_APP_URL) or the default. */
export function useStoreUrl(): string {
  const { data: config } = useSiteConfig();
  return config?.androidAppUrl ?? DEFAULT_ANDROID_APP_URL;
}
