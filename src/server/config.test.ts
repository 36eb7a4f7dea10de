import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.ts';

describe('config', () => {
  it('has defaults that run locally', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_NAME).toBe('Vocab Arcade');
    expect(env.CAPTCHA).toBe('altcha');
  });

  it('lists every bad value at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CAPTCHA: 'maybe' })).toThrow(
      ConfigError,
    );
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CAPTCHA: 'maybe' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('CAPTCHA');
    }
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', JWT_SECRET: '' }).DATABASE_URL).toBeUndefined();
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.JWT_SECRET);
  });

  it('refuses a short JWT secret', () => {
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
