import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type FakeSheetMode =
  | 'public'
  | 'private'
  | 'html'
  | 'slow'
  | 'huge'
  | 'evil-redirect'
  | 'redirect-loop';
export type FakeSheet = { csv: string; name: string; modifiedTime: string; mode: FakeSheetMode };

export const FAKE_GOOGLE_API_KEY = 'fake-google-api-key';

/**
 * A local server that answers like Google for the shapes the sheet reader meets: the CSV export
 * (redirecting to a "googleusercontent" download, or to the sign-in page for a private sheet),
 * unknown ids (404), a slow answer, a huge answer, and Drive metadata. Tests change sheets in
 * process with setSheet(), or over HTTP with POST /__control/sheets/<id> (browser tests).
 */
export async function startFakeGoogle(port = 0) {
  const sheets = new Map<string, FakeSheet>();
  const requests: string[] = [];
  const pending = new Set<ServerResponse>();

  function setSheet(id: string, sheet: Partial<FakeSheet>) {
    const current = sheets.get(id);
    sheets.set(id, {
      csv: sheet.csv ?? current?.csv ?? '',
      name: sheet.name ?? current?.name ?? 'My words',
      modifiedTime: sheet.modifiedTime ?? current?.modifiedTime ?? new Date().toISOString(),
      mode: sheet.mode ?? current?.mode ?? 'public',
    });
  }

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => resolve(body));
    });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.google');
    requests.push(`${request.method} ${url.pathname}`);
    const exportMatch = /^\/spreadsheets\/d\/([^/]+)\/export$/.exec(url.pathname);
    const downloadMatch = /^\/googleusercontent\/([^/]+)\.csv$/.exec(url.pathname);
    const driveMatch = /^\/drive\/v3\/files\/([^/]+)$/.exec(url.pathname);
    const controlMatch = /^\/__control\/sheets\/([^/]+)$/.exec(url.pathname);

    if (controlMatch?.[1] && request.method === 'POST') {
      setSheet(controlMatch[1], JSON.parse((await readBody(request)) || '{}') as Partial<FakeSheet>);
      response.end('{}');
      return;
    }
    if (exportMatch?.[1]) {
      const sheet = sheets.get(exportMatch[1]);
      if (!sheet) {
        response
          .writeHead(404, { 'content-type': 'text/html' })
          .end('<html><body>Sorry, unable to open the file.</body></html>');
        return;
      }
      switch (sheet.mode) {
        case 'private':
          response
            .writeHead(302, {
              location: `https://accounts.google.com/ServiceLogin?continue=${encodeURIComponent(url.href)}`,
            })
            .end();
          return;
        case 'html':
          response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end('<!doctype html><title>Sign in</title>');
          return;
        case 'slow':
          pending.add(response);
          response.on('close', () => pending.delete(response));
          return;
        case 'evil-redirect':
          response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
          return;
        case 'redirect-loop':
          response.writeHead(302, { location: url.pathname + url.search }).end();
          return;
        default:
          response.writeHead(307, { location: `/googleusercontent/${exportMatch[1]}.csv` }).end();
          return;
      }
    }
    if (downloadMatch?.[1]) {
      const sheet = sheets.get(downloadMatch[1]);
      if (!sheet) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      if (sheet.mode === 'huge') {
        const row = `${'word,'.repeat(50)}\n`;
        for (let i = 0; i < 60_000; i += 1) {
          if (!response.write(row)) await new Promise((resolve) => response.once('drain', resolve));
          if (response.destroyed) return;
        }
      } else {
        response.write(sheet.csv);
      }
      response.end();
      return;
    }
    if (driveMatch?.[1]) {
      const sheet = sheets.get(driveMatch[1]);
      if (url.searchParams.get('key') !== FAKE_GOOGLE_API_KEY) {
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"error":{"message":"API key not valid"}}');
        return;
      }
      if (!sheet || sheet.mode === 'private') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":404}}');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ name: sheet.name, modifiedTime: sheet.modifiedTime }));
      return;
    }
    response.writeHead(404).end();
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${boundPort}`,
    setSheet,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of pending) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A sheet as a learner makes it: a header row, then Word, Translation, Hint. */
export function sheetCsv(rows: string[][], header = ['Word', 'Translation', 'Hint']): string {
  const quoteCell = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return [header, ...rows].map((row) => row.map(quoteCell).join(',')).join('\r\n');
}
