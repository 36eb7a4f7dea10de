import { isNativeApp } from '../../shared/app-mode.ts';
import { useAppStore } from './app-store.ts';

/** True inside the native app wrapper: every native-only behaviour reads this one hook. */
export function useIsNativeApp(): boolean {
  return useAppStore((state) => isNativeApp(state.appName));
}
