import { apiFetch } from '../../../api/client.ts';

const BROWSER_ID_KEY = 'community-browser-id';

/** A visitor's browser, so a start counts once per browser (a random id kept here). */
function browserId(): string | undefined {
  try {
    let id = localStorage.getItem(BROWSER_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(BROWSER_ID_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/tracks/community/{id}/started: a community track was started (counted once per
 * learner, or per browser for a visitor). A failure only means one play is not counted.
 */
export function postTrackStarted(id: number): void {
  apiFetch(`/api/tracks/community/${id}/started`, { method: 'POST', body: { browserId: browserId() } }).catch(
    () => undefined,
  );
}
