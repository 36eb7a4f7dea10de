import { create } from 'zustand';
import './notice.css';

type NoticeState = { message: string; show: (message: string) => void; dismiss: () => void };

/**
 * A message shown in the page (never a native alert): one line at the bottom of the screen,
 * announced by screen readers, until dismissed or replaced.
 */
export const useNotice = create<NoticeState>()((set) => ({
  message: '',
  show: (message) => set({ message }),
  dismiss: () => set({ message: '' }),
}));

export function showNotice(message: string): void {
  useNotice.getState().show(message);
}

/** Rendered once by the shell. The live region is always there so a new message is announced. */
export function NoticeRegion() {
  const message = useNotice((state) => state.message);
  const dismiss = useNotice((state) => state.dismiss);
  return (
    <div className="notice-region" role="alert">
      {message ? (
        <div className="notice" data-testid="notice">
          <span className="notice__text">{message}</span>
          <button type="button" className="icon-button notice__close" aria-label="Dismiss" onClick={dismiss}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
