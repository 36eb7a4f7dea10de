import { create } from 'zustand';
import './notice.css';
import { CloseIcon } from '../shell/icons.tsx';

/** A button beside the message (it dismisses the notice, then runs). */
export type NoticeAction = { label: string; run: () => void };
type NoticeState = {
  message: string;
  action: NoticeAction | null;
  show: (message: string, action?: NoticeAction) => void;
  dismiss: () => void;
};

/**
 * A message shown in the page (never a native alert): one line at the bottom of the screen,
 * announced by screen readers, until dismissed or replaced.
 */
const useNotice = create<NoticeState>()((set) => ({
  message: '',
  action: null,
  show: (message, action) => set({ message, action: action ?? null }),
  dismiss: () => set({ message: '', action: null }),
}));

export function showNotice(message: string, action?: NoticeAction): void {
  useNotice.getState().show(message, action);
}

/** Rendered once by the shell. The live region is always there so a new message is announced. */
export function NoticeRegion() {
  const message = useNotice((state) => state.message);
  const dismiss = useNotice((state) => state.dismiss);
  const action = useNotice((state) => state.action);
  return (
    <div className="notice-region" role="alert">
      {message ? (
        <div className={action ? 'notice notice--invite' : 'notice'} data-testid="notice">
          <span className="notice__text">{message}</span>
          {action ? (
            <button
              type="button"
              className="button button--primary notice__action"
              onClick={() => {
                dismiss();
                action.run();
              }}
            >
              {action.label}
            </button>
          ) : null}
          <button type="button" className="icon-button notice__close" aria-label="Dismiss" onClick={dismiss}>
            <CloseIcon size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
