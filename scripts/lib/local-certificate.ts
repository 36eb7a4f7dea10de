/**
 * A throwaway certificate for `localhost`, made by openssl for one run of a measuring script, and
 * the SHA-256 of its public key: Chromium trusts exactly that key with
 * `--ignore-certificate-errors-spki-list` (every other certificate is still checked).
 */
import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type LocalCertificate = { certificate: string; key: string; spkiSha256: string };

export async function localCertificate(dir: string): Promise<LocalCertificate> {
  const certificate = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    certificate,
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
  ]);
  const publicKey = new X509Certificate(readFileSync(certificate)).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return { certificate, key, spkiSha256: createHash('sha256').update(publicKey).digest('base64') };
}
