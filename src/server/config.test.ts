import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  moveLegacyRuntimeData,
  parseEnv,
  TRUST_PROXY_HOP_WARNING,
} from './config.ts';

describe('config', () => {
  it('has defaults that run locally', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    // Runtime state apart from the committed data/ folder (data/ielts/).
    expect(env.DATA_DIR).toBe('./var');
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

  it('requires SUPPORT_EMAIL once PUBLIC_URL is not this machine, with a message saying why', () => {
    expect(() => parseEnv({ PUBLIC_URL: 'https://words.example' })).toThrow(
      'SUPPORT_EMAIL: required when the site is public (PUBLIC_URL is https://words.example)',
    );
    expect(() => parseEnv({ PUBLIC_URL: 'https://words.example', SUPPORT_EMAIL: '  ' })).toThrow(ConfigError);
    expect(
      parseEnv({ PUBLIC_URL: 'https://words.example', SUPPORT_EMAIL: 'help@words.example' }),
    ).toMatchObject({
      SUPPORT_EMAIL: 'help@words.example',
    });
    // Tests and `npm start` stay on this machine and need none.
    for (const local of [
      'http://localhost:3000',
      'http://127.0.0.1:4173',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(parseEnv({ PUBLIC_URL: local }).SUPPORT_EMAIL, local).toBeUndefined();
    }
    expect(parseEnv({}).SUPPORT_EMAIL).toBeUndefined();
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

  describe('runtime state left in ./data by an older version', () => {
    function legacyFolder() {
      const root = mkdtempSync(path.join(tmpdir(), 'va-legacy-'));
      const legacy = path.join(root, 'data');
      mkdirSync(path.join(legacy, 'pgdata', 'base'), { recursive: true });
      mkdirSync(path.join(legacy, 'ielts'), { recursive: true });
      writeFileSync(path.join(legacy, 'pgdata', 'base', 'file'), 'rows');
      writeFileSync(path.join(legacy, 'jwt-secret'), 'old-secret-that-is-long-enough-0123456789\n');
      writeFileSync(path.join(legacy, 'ielts', 'band-5.json'), '[]');
      return { legacy, dataDir: path.join(root, 'var') };
    }

    it('moves to the new folder once, with a line for the log; the committed lists stay', () => {
      const { legacy, dataDir } = legacyFolder();
      const notice = moveLegacyRuntimeData(legacy, dataDir);
      expect(notice).toMatch(/Moved the runtime state \(pgdata, jwt-secret\)/);
      expect(readFileSync(path.join(dataDir, 'pgdata', 'base', 'file'), 'utf8')).toBe('rows');
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toContain('old-secret');
      expect(existsSync(path.join(legacy, 'pgdata'))).toBe(false);
      expect(existsSync(path.join(legacy, 'ielts', 'band-5.json'))).toBe(true);
      // A second start finds nothing to move.
      expect(moveLegacyRuntimeData(legacy, dataDir)).toBeUndefined();
    });

    it('leaves the old files alone when the new folder is in use already, and says so', () => {
      const { legacy, dataDir } = legacyFolder();
      mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
      expect(moveLegacyRuntimeData(legacy, dataDir)).toMatch(/were left there/);
      expect(existsSync(path.join(legacy, 'pgdata', 'base', 'file'))).toBe(true);
    });

    it('refuses while a server still runs on the old folder', () => {
      const { legacy, dataDir } = legacyFolder();
      writeFileSync(path.join(legacy, 'server.lock'), String(process.ppid));
      expect(() => moveLegacyRuntimeData(legacy, dataDir)).toThrow(ConfigError);
      expect(existsSync(path.join(legacy, 'pgdata'))).toBe(true);
    });

    it('moves anyway when the old lock names a live process that is not a server', async () => {
      const { legacy, dataDir } = legacyFolder();
      const other = spawn('sleep', ['30'], { stdio: 'ignore' });
      await new Promise((resolve) => other.on('spawn', resolve));
      try {
        writeFileSync(path.join(legacy, 'server.lock'), String(other.pid));
        expect(moveLegacyRuntimeData(legacy, dataDir)).toMatch(/Moved the runtime state/);
        expect(existsSync(path.join(legacy, 'server.lock'))).toBe(false);
      } finally {
        other.kill();
      }
    });
  });

  it('warns at start when TRUST_PROXY is a hop count, not when it names the proxy', () => {
    const env = { DATA_DIR: 'memory:', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }).warnings).toEqual([TRUST_PROXY_HOP_WARNING]);
    expect(loadConfig({ ...env, TRUST_PROXY: '127.0.0.1' }).warnings).toEqual([]);
    expect(loadConfig({ ...env, TRUST_PROXY: '0' }).warnings).toEqual([]);
  });
});
