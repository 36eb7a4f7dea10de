import { create } from 'zustand';
import './notice.css';
import { CloseIcon } from '../shell/icons.tsx';

type NoticeState = { message: string; show: (message: string) => void; dismiss: () => void };

/**
 * A message shown in the page (never a native alert): one line at the bottom of the screen,
 * announced by screen readers, until dismissed or replaced.
 */
const useNotice = create<NoticeState>()((set) => ({
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
            <CloseIcon size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
