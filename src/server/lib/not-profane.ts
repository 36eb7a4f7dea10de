import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root.ts';

/** Words a blocklist flags by mistake, reviewed for the IELTS build (data/ielts/allow-list.json). */
export function readNotProfane(): ReadonlySet<string> {
  try {
    const raw = JSON.parse(readFileSync(path.join(projectRoot(), 'data/ielts/allow-list.json'), 'utf8')) as {
      notProfane?: Record<string, string>;
    };
    return new Set(Object.keys(raw.notProfane ?? {}));
  } catch {
    return new Set();
  }
}
