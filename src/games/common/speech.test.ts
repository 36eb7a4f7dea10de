import { afterEach, describe, expect, it, vi } from 'vitest';
import { canSpeak, hasVoiceFor, isSpeaking, onVoicesChanged, speak, speakThroughSite } from './speech.ts';

describe('speech where the browser has none (the app)', () => {
  afterEach(() => speakThroughSite(null));

  it('cannot speak until the site says it speaks for the game; then words go to the site', () => {
    // Vitest runs in Node: no window, no speech synthesis, like the app's WebView.
    expect(canSpeak()).toBe(false);
    expect(speak('remarkable', 'en-GB')).toBe(false);
    const speaker = vi.fn();
    speakThroughSite(speaker);
    expect(canSpeak()).toBe(true);
    expect(isSpeaking()).toBe(false);
    expect(speak('remarkable', 'en-GB')).toBe(true);
    expect(speaker).toHaveBeenCalledWith('remarkable', 'en-GB');
    expect(speak('', 'en-GB')).toBe(false);
    expect(speaker).toHaveBeenCalledOnce();
  });

  it('offers Dictation in the app once the site speaks for the game (the device has the voices)', () => {
    expect(hasVoiceFor(null)).toBe(false);
    expect(onVoicesChanged(() => {})).toBeTypeOf('function');
    speakThroughSite(vi.fn());
    expect(hasVoiceFor(null)).toBe(true);
    expect(hasVoiceFor('en-GB')).toBe(true);
    // No browser voices to wait for: the listener is never called, and unsubscribing is harmless.
    const stop = onVoicesChanged(() => {
      throw new Error('no voices event without a browser voice list');
    });
    stop();
  });
});
