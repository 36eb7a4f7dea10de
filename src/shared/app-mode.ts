/** The web site runs with appName "site"; the native wrapper sets another name (e.g. "android"). */
export const SITE_APP_NAME = 'site';

/** One rule for every behaviour that differs inside the native app wrapper. */
export function isNativeApp(appName: string | null | undefined): boolean {
  return Boolean(appName) && appName !== SITE_APP_NAME;
}
