// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(message?: string) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="Delete this list?"
      message={message}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('the confirm dialog (in place of window.confirm)', () => {
  it('opens as a modal named by its title, with the message and both answers', () => {
    renderDialog('Its words stay in your games until you choose another list.');
    const dialog = screen.getByRole('dialog', { name: 'Delete this list?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByText('Its words stay in your games until you choose another list.')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'Delete']);
  });

  it('shows no empty message line when there is no message', () => {
    renderDialog();
    expect(screen.getByTestId('confirm-dialog').querySelector('.confirm-dialog__message')).toBeNull();
  });

  it('answers yes only from its confirm button', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('answers no from Cancel, and when the browser closes it (Escape)', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('answers no to a click on the overlay, not to a click inside its box', () => {
    const { onCancel } = renderDialog('Sure?');
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(screen.getByText('Sure?'));
    fireEvent.click(screen.getByText('Sure?'));
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
