/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside each hashed text file of the client
 * build (assets/), which the server sends to a browser that accepts them (@fastify/static preCompressed,
 * src/server/plugins/spa.ts): smaller than on-the-fly compression, and no CPU spent per request
 * (decision record 032). Run by `npm run build:client` after `vite build`; DIST_DIR as the build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; the server compresses nothing under 1 KB either (app.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|csv|json|txt|ico)$/;
const MIN_BYTES = 1024;

const clientDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');

/**
 * Only the hashed files: a file whose name says its content never changes in place. Files such as
 * sw.js keep their name from build to build; a copy left beside an edited one would be sent
 * instead of it (the server compresses those per request, as before).
 */
const assetsDir = path.join(clientDir, 'assets');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(full);
    return COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES ? [full] : [];
  });
}

const started = Date.now();
const files = filesUnder(assetsDir);
let raw = 0;
let brotliBytes = 0;
await Promise.all(
  files.map(async (file) => {
    const body = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    // A copy that is not smaller is not written: the server then sends the file itself.
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    raw += body.length;
    brotliBytes += Math.min(br.length, body.length);
  }),
);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(
  `precompressed ${files.length} files in ${path.relative(process.cwd(), assetsDir)}: ${mb(raw)} -> ${mb(brotliBytes)} Brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
