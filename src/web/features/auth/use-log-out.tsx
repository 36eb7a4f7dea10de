import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { logOut, roundsLostByLogOut } from './log-out.ts';

const rounds = (count: number) => (count === 1 ? '1 round' : `${count} rounds`);

/**
 * Log Out as the drawer and the sign-in page offer it: at once, unless rounds played on this device
 * have not reached the account yet (offline, or the server down). Logging out deletes them
 * (decision record 025), so the learner is asked first, and may stay signed in until they are sent.
 */
export function useLogOut(): { startLogOut: () => void; logOutDialog: ReactNode } {
  const [unsent, setUnsent] = useState(0);
  const startLogOut = () => {
    void roundsLostByLogOut().then((count) => {
      if (count > 0) setUnsent(count);
      else void logOut();
    });
  };
  const logOutDialog =
    unsent > 0 ? (
      <ConfirmDialog
        title={`Log out and lose ${rounds(unsent)}?`}
        message={`${rounds(unsent)} you played on this device ${unsent === 1 ? 'has' : 'have'} not reached your account yet. Logging out now deletes ${unsent === 1 ? 'it' : 'them'}. Stay signed in, and ${unsent === 1 ? 'it is' : 'they are'} sent as soon as the connection is back.`}
        confirmLabel="Log Out"
        cancelLabel="Stay signed in"
        onConfirm={() => {
          setUnsent(0);
          void logOut();
        }}
        onCancel={() => setUnsent(0)}
      />
    ) : null;
  return { startLogOut, logOutDialog };
}
