import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Database } from '../../db/client.ts';
import { usedCaptchas } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';

const CHALLENGE_TTL_SECONDS = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.string(), expiresAt: z.number().optional() }),
    signature: z.string().min(16).max(512),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string() }),
});

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/**
 * ALTCHA, self-hosted: the server signs proof-of-work challenges with secrets derived from the
 * JWT secret (so every instance agrees) and accepts each solved challenge once.
 */
export function createCaptchaService(options: {
  db: Database;
  secret: string;
  enabled: boolean;
  cost: number;
}) {
  const derive = (purpose: string) =>
    createHmac('sha256', options.secret).update(`altcha:${purpose}`).digest('hex');
  const hmacSignatureSecret = derive('challenge');
  const hmacKeySignatureSecret = derive('key');

  async function challenge() {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: options.cost,
      // Deterministic mode: the server knows the answer's key, so verifying costs nothing.
      counter: randomInt(1_000, 5_000),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    });
  }

  /** Throws 400 unless `field` holds a fresh, valid, unused solution. A no-op when captcha is off. */
  async function verify(field: string): Promise<void> {
    if (!options.enabled) return;
    const failed = new HttpError(400, [{ field: 'reCaptcha', message: MESSAGES.captchaFailed }]);
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(field, 'base64').toString('utf8'));
    } catch {
      throw failed;
    }
    const parsed = payloadSchema.safeParse(decoded);
    if (!parsed.success || parsed.data.challenge.parameters.algorithm !== ALGORITHM) throw failed;
    const { challenge: solved, solution } = parsed.data;
    const result = await verifySolution({
      // The shapes were checked above; altcha-lib checks the signature over every parameter.
      challenge: solved as unknown as Parameters<typeof verifySolution>[0]['challenge'],
      solution: solution as unknown as Parameters<typeof verifySolution>[0]['solution'],
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    }).catch(() => null);
    if (!result?.verified) throw failed;

    const expiresAt = new Date(
      (solved.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_TTL_SECONDS) * 1000,
    );
    const inserted = await options.db
      .insert(usedCaptchas)
      .values({ signature: solved.signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: usedCaptchas.signature });
    if (inserted.length === 0) throw failed;
  }

  async function prune(): Promise<void> {
    await options.db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, sql`now()`));
  }

  return { challenge, verify, prune, enabled: options.enabled };
}
