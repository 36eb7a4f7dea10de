/**
 * Words a blocklist flags by mistake, reviewed for the IELTS build (data/ielts/allow-list.json).
 * Bundled into the server at build time (esbuild inlines the JSON into dist/server/main.js): the
 * server image copies only dist and the migrations, and a file read at run time was missing
 * there, so every such word was refused in names and community texts.
 */
import allowList from '../../../data/ielts/allow-list.json' with { type: 'json' };

export function readNotProfane(): ReadonlySet<string> {
  return new Set(Object.keys((allowList as { notProfane?: Record<string, string> }).notProfane ?? {}));
}
