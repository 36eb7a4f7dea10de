import Papa from 'papaparse';
import { MESSAGES } from '../../../shared/messages.ts';
import { cleanCard, cleanText, type WordCard } from '../../../shared/word-lists/card.ts';
import { GOOGLE_SHEET_ID_PATTERN } from '../../../shared/word-lists/list-id.ts';
import { HttpError } from '../../errors.ts';

/** Spec: the first row is skipped and rows stop at 16, so at most 15 words. */
const FIRST_ROW = 1;
const LAST_ROW = 16;
const MAX_REDIRECTS = 2;
const MAX_NAME_LENGTH = 120;

export type SheetContents = { cards: WordCard[]; name: string; googleModified: Date };
export type SheetMetadata = { name: string; modifiedTime: Date };

export type SheetReaderOptions = {
  /** Where sheets are exported from: https://docs.google.com in production. */
  sheetsBaseUrl: string;
  /** Where Drive metadata comes from: https://www.googleapis.com in production. */
  driveBaseUrl: string;
  apiKey: string | undefined;
  timeoutMs?: number;
  maxBytes?: number;
};

const fail = (status: number, message: string) => new HttpError(status, message);

/**
 * The words of a sheet's CSV export: rows 2 to 16 of the first sheet, first three columns (Word,
 * Translation, Hint), trimmed, rows without a word or a translation dropped.
 */
export function cardsFromCsv(csv: string): WordCard[] {
  const text = csv.replace(/^\uFEFF/, '');
  if (!text.trim()) throw fail(400, MESSAGES.sheetEmpty);
  const { data } = Papa.parse<unknown[]>(text, { skipEmptyLines: false });
  // Cell text is untrusted: the one card cleaner of src/shared/word-lists.
  const cards = data
    .slice(FIRST_ROW, LAST_ROW)
    .map((row) => cleanCard(row[0], row[1], row[2]))
    .filter((card): card is WordCard => card !== null);
  if (cards.length === 0) throw fail(400, MESSAGES.sheetNoWords);
  return cards;
}

/**
 * Reads public Google Sheets. Only the configured Google addresses are ever fetched, only for an id
 * shaped like Google's, redirects are followed by hand (at most two, only to Google's own hosts),
 * with a time limit and a size cap.
 */
export function createSheetReader(options: SheetReaderOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const sheetsBase = new URL(options.sheetsBaseUrl);

  function allowedRedirect(url: URL): boolean {
    if (url.host === sheetsBase.host && url.protocol === sheetsBase.protocol) return true;
    return url.protocol === 'https:' && url.hostname.endsWith('.googleusercontent.com');
  }

  const isSignInPage = (url: URL) =>
    url.hostname === 'accounts.google.com' || /\/(ServiceLogin|signin|accounts)/i.test(url.pathname);

  async function readBody(response: Response, signal: AbortSignal): Promise<string> {
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) throw fail(400, MESSAGES.sheetTooLarge);
    if (!response.body) return '';
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      if (signal.aborted) throw signal.reason;
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw fail(400, MESSAGES.sheetTooLarge);
      }
      chunks.push(value);
    }
    return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
  }

  async function fetchCsv(id: string): Promise<string> {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = new URL(`/spreadsheets/d/${id}/export?format=csv`, sheetsBase);
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        const response = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'text/csv' } });
        if (response.status >= 300 && response.status < 400) {
          await response.body?.cancel().catch(() => {});
          const location = response.headers.get('location');
          if (!location) throw fail(502, MESSAGES.googleUnavailable);
          const next = new URL(location, url);
          if (isSignInPage(next)) throw fail(400, MESSAGES.sheetPrivate);
          if (!allowedRedirect(next)) throw fail(502, MESSAGES.googleUnavailable);
          url = next;
          continue;
        }
        if (response.status === 401 || response.status === 403) throw fail(400, MESSAGES.sheetPrivate);
        if (response.status === 404 || response.status === 400) throw fail(400, MESSAGES.sheetNotFound);
        if (!response.ok) throw fail(502, MESSAGES.googleUnavailable);
        // Google answers a private sheet with its sign-in page, as HTML, not CSV.
        if ((response.headers.get('content-type') ?? '').includes('text/html')) {
          await response.body?.cancel().catch(() => {});
          throw fail(400, MESSAGES.sheetPrivate);
        }
        return await readBody(response, signal);
      }
      throw fail(502, MESSAGES.googleUnavailable);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // Time-outs, refused connections, resets: Google did not answer.
      throw fail(502, MESSAGES.googleUnavailable);
    }
  }

  /** Name and last change from Drive; null without an API key or when Drive does not say. */
  async function metadata(id: string, timeout = timeoutMs): Promise<SheetMetadata | null> {
    if (!options.apiKey || !GOOGLE_SHEET_ID_PATTERN.test(id)) return null;
    const url = new URL(`/drive/v3/files/${id}`, options.driveBaseUrl);
    url.searchParams.set('fields', 'name,modifiedTime');
    url.searchParams.set('key', options.apiKey);
    try {
      const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeout) });
      if (!response.ok) return null;
      const body = (await response.json()) as { name?: unknown; modifiedTime?: unknown };
      const modifiedTime = typeof body.modifiedTime === 'string' ? new Date(body.modifiedTime) : null;
      if (!modifiedTime || Number.isNaN(modifiedTime.getTime())) return null;
      return { name: cleanText(body.name, MAX_NAME_LENGTH) || defaultName(id), modifiedTime };
    } catch {
      return null;
    }
  }

  /**
   * The words of a public sheet. Without GOOGLE_API_KEY (or when Drive does not answer) the name is
   * "Google Sheet <first characters of the id>" and googleModified is the time of loading.
   */
  async function read(id: string): Promise<SheetContents> {
    if (!GOOGLE_SHEET_ID_PATTERN.test(id)) throw fail(400, MESSAGES.sheetUrlInvalid);
    const csv = await fetchCsv(id);
    const cards = cardsFromCsv(csv);
    const meta = await metadata(id);
    return { cards, name: meta?.name ?? defaultName(id), googleModified: meta?.modifiedTime ?? new Date() };
  }

  return { read, metadata };
}

function defaultName(id: string): string {
  return `Google Sheet ${id.slice(0, 8)}…`;
}

export type SheetReader = ReturnType<typeof createSheetReader>;
