import { type ComponentType, Suspense, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusFirstControl, ModalDialog } from '../components/modal-dialog.tsx';
import { type PopupName, useAppStore } from '../state/app-store.ts';

export type PopupComponents = Partial<Record<Exclude<PopupName, ''>, ComponentType>>;

/**
 * Runs once the popup's (lazy) content has arrived: names the dialog after its first heading,
 * and moves focus to its first control if focus is not inside yet.
 */
function ContentReady({ boxId, dialogNameId }: { boxId: string; dialogNameId: string }) {
  useLayoutEffect(() => {
    const box = document.getElementById(boxId);
    const heading = box?.querySelector<HTMLElement>('h1, h2, h3');
    const dialog = box?.closest('dialog');
    if (heading && dialog) {
      heading.id ||= dialogNameId;
      dialog.setAttribute('aria-labelledby', heading.id);
      dialog.removeAttribute('aria-label');
    }
    focusFirstControl(box ?? null);
  }, [boxId, dialogNameId]);
  return null;
}

/**
 * The popup layer is driven by the app state's `popup`: a native modal dialog
 * (components/modal-dialog.tsx). Clicking the overlay or Escape clears `popup`; so does a change
 * of page under it. The dialog is named by the popup's visible heading.
 */
export function PopupLayer({ popups }: { popups: PopupComponents }) {
  const popup = useAppStore((state) => state.popup);
  const closePopup = useAppStore((state) => state.closePopup);
  const { pathname } = useLocation();
  const boxId = useId();
  const dialogNameId = useId();
  const Content = popup ? popups[popup] : undefined;

  // The page a popup was opened on: when the page changes under it, it closes. A popup opened
  // together with a navigation belongs to the new page.
  const openedOn = useRef<string | null>(null);
  if (!popup) openedOn.current = null;
  else openedOn.current ??= pathname;
  useEffect(() => {
    if (popup && openedOn.current !== null && openedOn.current !== pathname) closePopup();
  }, [popup, pathname, closePopup]);

  if (!Content) return null;
  return (
    <ModalDialog
      onClose={closePopup}
      label="Loading"
      boxClassName="popup"
      boxTestId={`popup-${popup}`}
      overlayTestId="popup-overlay"
      dataPopup={popup}
    >
      <div id={boxId} className="popup__content">
        <Suspense fallback={<div className="popup__loading" role="status" aria-label="Loading" />}>
          <Content />
          <ContentReady key={popup} boxId={boxId} dialogNameId={dialogNameId} />
        </Suspense>
      </div>
    </ModalDialog>
  );
}
