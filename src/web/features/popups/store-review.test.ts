import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { launchStoreReview } from './store-review.ts';

// The Capacitor plugins' boundary: a test double for the in-app review plugin (the others unused here).
const requestReview = vi.fn<() => Promise<void>>(async () => {});
vi.mock('../native/native-plugins.ts', () => ({
  nativePlugins: { inAppReview: { requestReview }, socialLogin: {}, textToSpeech: {} },
}));

describe('launchStoreReview (native "Rate us")', () => {
  it('opens the review through the Cordova plugin', async () => {
    const showError = vi.fn();
    const launch = vi.fn((success: () => void) => success());
    expect(await launchStoreReview({ LaunchReview: { launch } }, showError)).toBe(true);
    expect(launch).toHaveBeenCalledOnce();
    expect(showError).not.toHaveBeenCalled();
  });

  it('in the Capacitor app, asks the in-app review plugin', async () => {
    const showError = vi.fn();
    requestReview.mockClear();
    expect(await launchStoreReview({ androidBridge: {} }, showError)).toBe(true);
    expect(requestReview).toHaveBeenCalledOnce();
    expect(showError).not.toHaveBeenCalled();
  });

  it("in the Capacitor app, shows the spec's alert with the plugin's error", async () => {
    const showError = vi.fn();
    requestReview.mockRejectedValueOnce(new Error('Play Store not installed'));
    expect(await launchStoreReview({ androidBridge: {} }, showError)).toBe(false);
    expect(showError).toHaveBeenCalledWith('Error launching store app: Play Store not installed');
  });

  it('finds the plugin under cordova.plugins too', async () => {
    const launch = vi.fn((success: () => void) => success());
    expect(await launchStoreReview({ cordova: { plugins: { LaunchReview: { launch } } } }, vi.fn())).toBe(
      true,
    );
    expect(launch).toHaveBeenCalledOnce();
  });

  it("reports the plugin's error after the spec's text", async () => {
    const showError = vi.fn();
    const launch = (_success: () => void, error: (error: unknown) => void) => error('Play Store not found');
    expect(await launchStoreReview({ LaunchReview: { launch } }, showError)).toBe(false);
    expect(showError).toHaveBeenCalledWith('Error launching store app: Play Store not found');
  });

  it('posts a message to a WebView wrapper without Cordova', async () => {
    const postMessage = vi.fn();
    expect(await launchStoreReview({ ReactNativeWebView: { postMessage } }, vi.fn())).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual({ type: 'launch-review' });
  });

  it('reports when the wrapper offers no way to the store', async () => {
    const showError = vi.fn();
    expect(await launchStoreReview({}, showError)).toBe(false);
    expect(showError).toHaveBeenCalledWith(`${MESSAGES.storeLaunchError} this app cannot open the store`);
  });

  it('gives up when the plugin never answers', async () => {
    vi.useFakeTimers();
    try {
      const showError = vi.fn();
      const pending = launchStoreReview({ LaunchReview: { launch: () => {} } }, showError);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await pending).toBe(false);
      expect(showError).toHaveBeenCalledWith('Error launching store app: the store did not open');
    } finally {
      vi.useRealTimers();
    }
  });
});
