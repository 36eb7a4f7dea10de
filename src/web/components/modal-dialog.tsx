import { type ReactNode, useLayoutEffect, useRef } from 'react';
import './modal-dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/** Moves focus to the first control of `box` unless something inside it already has focus. */
export function focusFirstControl(box: HTMLElement | null): void {
  if (!box || box.contains(document.activeElement)) return;
  box.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

/**
 * A modal on the platform's own `<dialog>`, opened with showModal(): it sits in the top layer,
 * the page behind it is inert (focus cannot leave it), Escape closes the topmost dialog only, and
 * focus returns to where it was when it closes. No focus trap or key listener of our own.
 *
 * The dialog element covers the viewport, transparent, with its box centred in it: a click on the
 * dialog element itself (outside the box) is a click on the overlay. `onClose` is called for
 * Escape and for that click; the owner then stops rendering the dialog (its state decides).
 */
export function ModalDialog({
  onClose,
  labelledBy,
  label,
  boxClassName,
  boxTestId,
  overlayTestId,
  layer = 'popup',
  children,
  dataPopup,
}: {
  onClose: () => void;
  /** id of the visible heading that names the dialog */
  labelledBy?: string;
  /** a name when there is no heading */
  label?: string;
  boxClassName: string;
  boxTestId?: string;
  overlayTestId?: string;
  /** the backdrop's shade: popups are darker than the steps shown over them */
  layer?: 'popup' | 'step';
  dataPopup?: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Escape: the browser closes the topmost dialog itself (a `close` event follows); we only
    // tell the owner. Listeners on the element, not React props: React would pass a nested
    // dialog's close on to this one.
    const onNativeClose = () => onCloseRef.current();
    let pressedOnOverlay = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnOverlay = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      // Both ends of the click on the overlay: a drag out of a field that ends outside does not close.
      if (event.target === dialog && pressedOnOverlay) onCloseRef.current();
      pressedOnOverlay = false;
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      // Closed before React removes it, so the browser puts focus back where it came from.
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${layer}`}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      data-testid={overlayTestId}
    >
      <div className={`modal__box ${boxClassName}`} data-testid={boxTestId} data-popup={dataPopup}>
        {children}
      </div>
    </dialog>
  );
}
