import { MESSAGES } from '../../../shared/messages.ts';
import { type CapacitorWindow, isCapacitorApp, openNativeStoreReview } from '../native/index.ts';

/**
 * "Rate us" in the native app: opens the store's review page through the wrapper. Our Capacitor
 * wrapper (native/) has an in-app review plugin; an older Cordova wrapper carries cordova-launch-review, which exposes `LaunchReview.launch(success, error)`
 * (on window, or under cordova.plugins); a WebView wrapper without Cordova may instead listen for
 * a `launch-review` message. Anything else is reported with the spec's text, shown in the page.
 */
type LaunchReviewPlugin = {
  launch: (success: () => void, error: (error: unknown) => void, appId?: string) => void;
};

export type WrapperWindow = CapacitorWindow & {
  LaunchReview?: LaunchReviewPlugin;
  cordova?: { plugins?: { LaunchReview?: LaunchReviewPlugin } };
  ReactNativeWebView?: { postMessage: (message: string) => void };
};

const LAUNCH_TIMEOUT_MS = 10_000;

/** The store opening, or an error when it has not answered in time. */
function withinTimeout(opening: Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the store did not open')), LAUNCH_TIMEOUT_MS);
    opening.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function openReview(wrapper: WrapperWindow): Promise<void> {
  if (isCapacitorApp(wrapper)) return withinTimeout(openNativeStoreReview());
  const plugin = wrapper.LaunchReview ?? wrapper.cordova?.plugins?.LaunchReview;
  if (plugin && typeof plugin.launch === 'function') {
    return withinTimeout(new Promise((resolve, reject) => plugin.launch(resolve, reject)));
  }
  if (wrapper.ReactNativeWebView && typeof wrapper.ReactNativeWebView.postMessage === 'function') {
    wrapper.ReactNativeWebView.postMessage(JSON.stringify({ type: 'launch-review' }));
    return Promise.resolve();
  }
  return Promise.reject(new Error('this app cannot open the store'));
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * Resolves true once the store opened; on failure hands "Error launching store app: <error>" to
 * `showError` (the caller shows it in the page; never a native alert).
 */
export async function launchStoreReview(
  wrapper: WrapperWindow,
  showError: (message: string) => void,
): Promise<boolean> {
  try {
    await openReview(wrapper);
    return true;
  } catch (error) {
    showError(`${MESSAGES.storeLaunchError} ${describeError(error)}`);
    return false;
  }
}
