/**
 * The migrated PGlite that API tests start from, built once per set of migrations and kept in the
 * system's temp folder: migrating a fresh database with the IELTS seed takes about ten seconds,
 * and eighteen test files each used to pay it. The file's name carries a hash of the migrations
 * and PGlite's version, so a changed migration or upgrade builds a new one; it is written under a
 * temporary name and renamed, so a reader never sees half of it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPgliteTemplate } from '../db/client.ts';
import { projectRoot } from '../project-root.ts';

/** Where the template for the current migrations lives. */
export function pgliteTemplatePath(): string {
  const root = projectRoot();
  const pglite = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return path.join(tmpdir(), `va-pglite-template-${migrationsHash(pglite.version)}.tar`);
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

/** The template, built and stored first if this set of migrations has none yet. */
export async function cachedPgliteTemplate(): Promise<Blob> {
  const file = pgliteTemplatePath();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const template = await migratedPgliteTemplate();
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, Buffer.from(await template.arrayBuffer()));
  renameSync(partial, file);
  return template;
}
