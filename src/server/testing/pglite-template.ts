/**
 * The PGlite databases that tests start from, built once per set of migrations and kept in the
 * system's temp folder: a fresh PGlite runs initdb (about ten seconds of CPU in WebAssembly) and
 * migrating it with the IELTS seed as long again, and many test files each used to pay it. Two
 * dumps come from one build: the migrated database (the API tests' start) and the empty one, as
 * initdb leaves it (for tests of what migrating does, or of a folder's lock, which need no
 * second initdb). The files' names carry a hash of the migrations and PGlite's version, so a
 * changed migration or upgrade builds new ones; each is written under a temporary name and
 * renamed, so a reader never sees half of it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgliteTemplates } from '../db/client.ts';
import { projectRoot } from '../project-root.ts';

function pgliteVersion(): string {
  const file = path.join(projectRoot(), 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Where the migrated template for the current migrations lives. */
export function pgliteTemplatePath(): string {
  return path.join(tmpdir(), `va-pglite-template-${migrationsHash(pgliteVersion())}.tar`);
}

/** Where the empty database (initdb's, no migration) for this PGlite lives. */
export function emptyPgliteTemplatePath(): string {
  const hash = createHash('sha256').update(pgliteVersion()).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `va-pglite-empty-${hash}.tar`);
}

/** 16 hex digits that change with any migration file (and with `extra`, when given). */
export function migrationsHash(extra = ''): string {
  const hash = createHash('sha256').update(extra);
  const folder = path.join(projectRoot(), 'src/server/db/migrations');
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

function store(file: string, bytes: ArrayBuffer): void {
  if (existsSync(file)) return;
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, Buffer.from(bytes));
  renameSync(partial, file);
}

/** Both templates, built and stored first where this set of migrations has none yet. */
async function cached(): Promise<{ empty: Blob; migrated: Blob }> {
  const emptyFile = emptyPgliteTemplatePath();
  const migratedFile = pgliteTemplatePath();
  if (existsSync(emptyFile) && existsSync(migratedFile)) {
    return {
      empty: new Blob([readFileSync(emptyFile)]),
      migrated: new Blob([readFileSync(migratedFile)]),
    };
  }
  const built = await pgliteTemplates();
  store(emptyFile, await built.empty.arrayBuffer());
  store(migratedFile, await built.migrated.arrayBuffer());
  return built;
}

/** The migrated template (what the app has after migrating on start). */
export async function cachedPgliteTemplate(): Promise<Blob> {
  const file = pgliteTemplatePath();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  return (await cached()).migrated;
}

/** The empty database initdb makes, with no migration applied. */
export async function cachedEmptyPgliteTemplate(): Promise<Blob> {
  const file = emptyPgliteTemplatePath();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  return (await cached()).empty;
}
