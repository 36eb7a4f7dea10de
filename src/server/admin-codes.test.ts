import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { normalizeCode } from '../shared/api/premium-codes.ts';
import { runAdmin } from './admin-commands.ts';
import { openDatabase } from './db/client.ts';
import { premiumCodes } from './db/schema.ts';
import { hashCode } from './modules/premium-codes/service.ts';
import { cachedPgliteTemplate } from './testing/pglite-template.ts';

const admin = (dataDir: string, ...args: string[]) =>
  runAdmin(args, { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

describe('npm run admin: premium codes', () => {
  it('creates codes (printed once, stored hashed) and lists them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-admin-codes-'));
    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'pgdata'),
      loadDataDir: await cachedPgliteTemplate(),
    });
    await client.close();

    const made = await admin(dataDir, 'create-codes', 'FULL2', '90', '30', '2099-06-30', '2', 'Class 4B');
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain(
      '2 code(s): FULL2 for 90 days, 30 use(s) each, usable until the end of 2099-06-30',
    );
    const printed = made.stdout.match(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/gm) ?? [];
    expect(printed).toHaveLength(2);

    const listed = await admin(dataDir, 'list-codes');
    expect(listed.stdout).toMatch(/FULL2\s+90 days\s+0\/30\s+2099-07-01\s+Class 4B/);

    expect((await admin(dataDir, 'create-codes', 'FULL2')).stderr).toContain('Usage:');

    const database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(premiumCodes);
    await database.close();
    expect(rows.map((row) => row.codeHash).sort()).toEqual(
      printed.map((code) => hashCode(normalizeCode(code))).sort(),
    );
  });
});
