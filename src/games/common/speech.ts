/** Reading a word aloud with the browser's speech synthesis, where there is one. */

export function canSpeak(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const wanted = lang.toLowerCase();
  return (
    voices.find((voice) => voice.lang.toLowerCase() === wanted) ??
    voices.find((voice) => voice.lang.toLowerCase().split('-')[0] === wanted.split('-')[0])
  );
}

/** Speaks `text`; returns false when the browser cannot. */
export function speak(text: string, lang: string | null): boolean {
  if (!canSpeak() || !text) return false;
  try {
    const synthesis = window.speechSynthesis;
    synthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    if (lang) {
      utterance.lang = lang;
      const voice = voiceFor(lang);
      if (voice) utterance.voice = voice;
    }
    utterance.rate = 0.9;
    synthesis.speak(utterance);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the device has a voice for `lang` (an English one when null): Dictation plays only
 * then. Browsers load their voices late; `onVoicesChanged` says when they arrive.
 */
export function hasVoiceFor(lang: string | null): boolean {
  if (!canSpeak()) return false;
  const wanted = (lang ?? 'en').toLowerCase().split('-')[0];
  try {
    return window.speechSynthesis
      .getVoices()
      .some((voice) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === wanted);
  } catch {
    return false;
  }
}

export function onVoicesChanged(listener: () => void): () => void {
  if (!canSpeak()) return () => undefined;
  const synthesis = window.speechSynthesis;
  synthesis.addEventListener?.('voiceschanged', listener);
  return () => synthesis.removeEventListener?.('voiceschanged', listener);
}
