/**
 * Reading a word aloud with the browser's speech synthesis, where there is one; in the app, whose
 * WebView has none, through the site (a `speak` message: the device's own voice).
 */

type SiteSpeaker = (text: string, lang: string | null) => void;
let siteSpeaker: SiteSpeaker | null = null;

/** The site said it speaks for the game (VocabularyData.speech): words go to `speaker`. */
export function speakThroughSite(speaker: SiteSpeaker | null): void {
  siteSpeaker = speaker;
}

function browserCanSpeak(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

export function canSpeak(): boolean {
  return browserCanSpeak() || siteSpeaker !== null;
}

/** True while the browser is still saying something (the site's voice is not asked). */
export function isSpeaking(): boolean {
  return browserCanSpeak() && window.speechSynthesis.speaking;
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
  if (!text) return false;
  if (!browserCanSpeak()) {
    siteSpeaker?.(text, lang);
    return siteSpeaker !== null;
  }
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
  // In the app the site speaks with the device's own text-to-speech, which has the system's voices.
  if (!browserCanSpeak()) return true;
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
  if (!browserCanSpeak()) return () => undefined;
  const synthesis = window.speechSynthesis;
  synthesis.addEventListener?.('voiceschanged', listener);
  return () => synthesis.removeEventListener?.('voiceschanged', listener);
}
