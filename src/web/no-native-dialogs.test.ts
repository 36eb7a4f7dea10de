import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Test support (src/server/testing: fixtures, the fuzz's hostile strings) ships nowhere.
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    // Tests hold such calls as data (script-injection strings); only shipped code counts.
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Comments out, so a comment that names alert() does not count. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * A call of the browser's own alert, confirm or prompt: on window, globalThis, self, top or
 * parent, by name alone, or by index (window['alert']). Methods of other objects (dialog.close)
 * and names that merely contain the word (showAlert) are not these.
 */
const NATIVE_DIALOG_CALL =
  /(?:\b(?:window|globalThis|self|top|parent)\s*\??\.\s*(?:alert|confirm|prompt)\b|\[\s*['"`](?:alert|confirm|prompt)['"`]\s*\]|(?<![\w$.])(?:alert|confirm|prompt))\s*\(/;

function nativeDialogCalls(code: string): string[] {
  return withoutComments(code)
    .split('\n')
    .filter((line) => NATIVE_DIALOG_CALL.test(line) && !/^\s*(?:export\s+)?function\s/.test(line))
    .map((line) => line.trim());
}

describe('no native alert, confirm or prompt', () => {
  it('finds the calls it is meant to find, and only those', () => {
    expect(nativeDialogCalls("window.alert('x');")).toHaveLength(1);
    expect(nativeDialogCalls('if (!window.confirm(text)) return;')).toHaveLength(1);
    expect(nativeDialogCalls('const name = prompt("Name?");')).toHaveLength(1);
    expect(nativeDialogCalls("globalThis.alert('x')")).toHaveLength(1);
    expect(nativeDialogCalls("window['confirm']('x')")).toHaveLength(1);
    expect(nativeDialogCalls('showAlert(message); dialog.confirm(); store.prompt(1);')).toEqual([]);
    expect(nativeDialogCalls('// window.alert(x) was here\n/* confirm(y) */')).toEqual([]);
  });

  it('src/ calls none of them', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      nativeDialogCalls(readFileSync(file, 'utf8')).map((line) => `${path.relative(SRC, file)}: ${line}`),
    );
    expect(found).toEqual([]);
  });
});
