import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { type PopupName, useAppStore } from '../state/app-store.ts';

export type PopupComponents = Partial<Record<Exclude<PopupName, ''>, ComponentType>>;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * The popup layer is driven by the app state's `popup`: clicking the overlay clears it, Escape
 * closes it, and focus stays inside while it is open, returning where it was afterwards.
 */
export function PopupLayer({ popups }: { popups: PopupComponents }) {
  const popup = useAppStore((state) => state.popup);
  const closePopup = useAppStore((state) => state.closePopup);
  const dialogRef = useRef<HTMLDivElement>(null);
  const Content = popup ? popups[popup] : undefined;

  useEffect(() => {
    if (!Content) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    dialog?.focus();
    // Lazy popups render their fields a moment later: move focus to the first one when it appears.
    let tries = 0;
    const focusFirst = window.setInterval(() => {
      const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
      tries += 1;
      if (first && document.activeElement === dialog) first.focus();
      if (first || tries > 40) window.clearInterval(focusFirst);
    }, 25);

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closePopup();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      window.clearInterval(focusFirst);
      document.removeEventListener('keydown', onKey, true);
      previous?.focus?.();
    };
  }, [Content, closePopup]);

  if (!Content) return null;
  return (
    <div className="popup-layer">
      <div className="popup-overlay" data-testid="popup-overlay" onClick={closePopup} aria-hidden="true" />
      <div
        ref={dialogRef}
        className="popup"
        role="dialog"
        aria-modal="true"
        aria-label={popup}
        tabIndex={-1}
        data-testid={`popup-${popup}`}
      >
        <Suspense fallback={<div className="popup__loading" role="status" aria-label="Loading" />}>
          <Content />
        </Suspense>
      </div>
    </div>
  );
}
