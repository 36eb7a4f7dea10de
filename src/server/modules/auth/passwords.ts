import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function optionsFor(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below N = 2^17.
  return { N, r, p, maxmem: 256 * N * r * p + 1024 * 1024 };
}

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (password: string, stored: string | null) => Promise<boolean>;
};

/**
 * scrypt with a per-user salt, stored as `scrypt$logN$r$p$salt$key` so the cost can rise later.
 * Verifying against no hash still does the work of one (a dummy), so an unknown email takes about
 * as long as a known one.
 */
export function createPasswordHasher(logN: number): PasswordHasher {
  const r = 8;
  const p = 1;
  let dummy: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scryptAsync(password, salt, optionsFor(logN, r, p));
    return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async function verify(password: string, stored: string | null): Promise<boolean> {
    if (!stored) {
      dummy ??= hash('dummy password for timing');
      await verifyAgainst(password, await dummy);
      return false;
    }
    return verifyAgainst(password, stored);
  }

  async function verifyAgainst(password: string, stored: string): Promise<boolean> {
    const [scheme, storedLogN, storedR, storedP, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await scryptAsync(
      password,
      Buffer.from(salt, 'base64url'),
      optionsFor(Number(storedLogN), Number(storedR), Number(storedP)),
    );
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  return { hash, verify };
}
