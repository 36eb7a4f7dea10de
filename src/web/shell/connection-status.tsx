import { useEffect } from 'react';
import { create } from 'zustand';

/** The strings a learner reads about the connection and a new version (one source for the tests). */
export const CONNECTION_COPY = {
  offline: 'Offline',
  offlineDetails:
    'Both games play on every list you have played on this device, and the rounds you finish are sent when you are back online. Signing in, Settings and new lists need a connection.',
  newVersion: 'New version:',
  reload: 'Reload',
  roundKept: 'Your round is kept on this device and sent later.',
} as const;

type ConnectionState = {
  offline: boolean;
  /** Set when a new version is installed and waiting: applying it reloads the page. */
  applyUpdate: (() => void) | null;
  /** A limit the server answered (429, decision record 025): a round waits on this device. */
  limitNotice: string | null;
  setOffline: (offline: boolean) => void;
  offerUpdate: (apply: () => void) => void;
  setLimitNotice: (notice: string | null) => void;
};

export const useConnectionStatus = create<ConnectionState>()((set) => ({
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  applyUpdate: null,
  limitNotice: null,
  setOffline: (offline) => set({ offline }),
  offerUpdate: (applyUpdate) => set({ applyUpdate }),
  setLimitNotice: (limitNotice) => set({ limitNotice }),
}));

/**
 * In the header: "Offline" (what still works, one press away) while the browser has no network,
 * and "New version: Reload" when a new version of the site is ready. Nothing otherwise.
 */
export function ConnectionStatus() {
  const offline = useConnectionStatus((state) => state.offline);
  const applyUpdate = useConnectionStatus((state) => state.applyUpdate);
  const setOffline = useConnectionStatus((state) => state.setOffline);
  const limitNotice = useConnectionStatus((state) => state.limitNotice);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOffline]);

  if (!offline && !applyUpdate && !limitNotice) return null;
  return (
    <div className="connection-status">
      {offline ? (
        <details className="connection-status__offline" data-testid="offline-status">
          <summary>{CONNECTION_COPY.offline}</summary>
          <p role="status">{CONNECTION_COPY.offlineDetails}</p>
        </details>
      ) : null}
      {limitNotice ? (
        <p className="connection-status__update" role="status" data-testid="limit-notice">
          {limitNotice} {CONNECTION_COPY.roundKept}
        </p>
      ) : null}
      {applyUpdate ? (
        <p className="connection-status__update" role="status" data-testid="update-prompt">
          <span>{CONNECTION_COPY.newVersion}</span>{' '}
          <button type="button" onClick={applyUpdate}>
            {CONNECTION_COPY.reload}
          </button>
        </p>
      ) : null}
    </div>
  );
}
