import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCode } from '../shared/api/premium-codes.ts';
import { codeCommand, runAdmin } from './admin-commands.ts';
import { premiumCodes } from './db/schema.ts';
import { hashCode } from './modules/premium-codes/service.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * `npm run admin -- create-codes / list-codes` on a test database (the command line itself, which
 * opens and closes the data folder around this, is tested in admin.test.ts).
 */
describe('npm run admin: premium codes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.cleanup();
  });

  it('creates codes (printed once, stored hashed) and lists them', async () => {
    const db = app.database.db;
    expect(await codeCommand(db, 'list-codes', [])).toBe('No premium codes yet.');
    const made = await codeCommand(db, 'create-codes', ['FULL2', '90', '30', '2099-06-30', '2', 'Class 4B']);
    expect(made).toContain(
      '2 code(s): FULL2 for 90 days, 30 use(s) each, usable until the end of 2099-06-30',
    );
    const printed = made.match(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/gm) ?? [];
    expect(printed).toHaveLength(2);
    expect(await codeCommand(db, 'list-codes', [])).toMatch(
      /FULL2\s+90 days\s+0\/30\s+2099-07-01\s+Class 4B/,
    );

    const rows = await db.select().from(premiumCodes);
    expect(rows.map((row) => row.codeHash).sort()).toEqual(
      printed.map((code) => hashCode(normalizeCode(code))).sort(),
    );
    await expect(codeCommand(db, 'create-codes', ['ADMIN', '90', '30', '2099-06-30'])).rejects.toThrow(
      'plan',
    );
  });

  it('explains a create-codes with too few words', async () => {
    expect((await runAdmin(['create-codes', 'FULL2'])).stderr).toContain('create-codes <PLAN> <days> <uses>');
  });
});
