import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies a token it signed, again and again, with the same claims', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(42);
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 42 });
    expect(first?.tokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a tampered copy of a token it has already verified', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(42);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '43' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(42);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-30T23:59:00Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-02-01T00:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    // Nor does a service that never saw it accept it.
    expect(await createTokenService(SECRET).verify(token)).toBeNull();
  });

  it("refuses a token signed with another server's secret", async () => {
    const other = await createTokenService(`${SECRET}-other`).sign(42);
    expect(await createTokenService(SECRET).verify(other)).toBeNull();
  });
});
