import './speak-button.css';
import { inCapacitorApp, speakNatively } from '../features/native/index.ts';

/**
 * Reads a word aloud with the browser's speech synthesis, or in the app (whose WebView has none)
 * with the device's own voice; renders nothing where there is neither.
 */
export function SpeakButton({ text, lang = 'en-GB' }: { text: string; lang?: string }) {
  if (typeof window === 'undefined') return null;
  const browserCanSpeak = 'speechSynthesis' in window;
  if (!browserCanSpeak && !inCapacitorApp()) return null;
  const speak = () => {
    if (!browserCanSpeak) {
      void speakNatively(text, lang);
      return;
    }
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    utterance.rate = 0.9;
    window.speechSynthesis.speak(utterance);
  };
  return (
    <button
      type="button"
      className="speak-button"
      onClick={speak}
      aria-label={`Listen to “${text}”`}
      title="Listen"
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor" />
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
      </svg>
    </button>
  );
}
