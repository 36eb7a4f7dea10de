import { useSiteConfig } from '../../api/site-config.ts';

/** The Android app's store page (ANDROID_APP_URL), or undefined: then the badge and banner are hidden. */
export function useStoreUrl(): string | undefined {
  return useSiteConfig().data?.androidAppUrl;
}
