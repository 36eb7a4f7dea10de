import { useId } from 'react';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * In place of window.confirm: a question in a native modal dialog with its two answers. Escape
 * and the overlay answer "no". The owner shows it while it waits for the answer.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: {
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      onClose={onCancel}
      labelledBy={titleId}
      boxClassName="confirm-dialog"
      boxTestId="confirm-dialog"
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      {message ? <p className="confirm-dialog__message">{message}</p> : null}
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
