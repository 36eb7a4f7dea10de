import { afterEach, describe, expect, it, vi } from 'vitest';
import { canSpeak, isSpeaking, speak, speakThroughSite } from './speech.ts';

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
});
