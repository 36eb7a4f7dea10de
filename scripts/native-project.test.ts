/**
 * The Capacitor wrapper (native/) installs nothing of its own: its package.json only names the
 * plugins for the Capacitor CLI, which finds them in the root's node_modules. These checks keep
 * that list, the root's versions and the committed Android project in step.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));

describe('native/ (the Capacitor wrapper)', () => {
  const root = readJson('package.json');
  const native = readJson('native/package.json');

  it('names exactly the versions the root installs, all of the Capacitor 7 line', () => {
    const all = { ...native.dependencies, ...native.devDependencies } as Record<string, string>;
    for (const [name, version] of Object.entries(all)) {
      expect(root.dependencies[name] ?? root.devDependencies[name], name).toBe(version);
    }
    for (const name of ['@capacitor/core', '@capacitor/android', '@capacitor/cli'])
      expect(all[name]).toMatch(/^7\./);
    expect(native.dependencies['@capgo/capacitor-social-login']).toMatch(/^7\./);
  });

  it('has an Android project that builds every plugin it names', () => {
    const settings = readFileSync(
      new URL('../native/android/capacitor.settings.gradle', import.meta.url),
      'utf8',
    );
    for (const name of Object.keys(native.dependencies).filter((name) => !name.startsWith('@capacitor/'))) {
      expect(settings, name).toContain(`node_modules/${name}/android`);
    }
  });
});
