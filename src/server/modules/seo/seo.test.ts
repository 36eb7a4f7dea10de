import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IELTS_BAND_WORD_COUNTS, IELTS_BANDS, IELTS_PAGE_SIZE } from '../../../shared/constants.ts';
import { matchRoute } from '../../../shared/routes.ts';
import { projectRoot } from '../../project-root.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const TEXT = /^(?:[^&<]|&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)*$/;
const decode = (text: string) =>
  text.replace(/&(#x[\da-fA-F]+|#\d+|\w+);/g, (_, entity: string) =>
    entity.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
      : entity.startsWith('#')
        ? String.fromCodePoint(Number(entity.slice(1)))
        : (ENTITIES[entity] ?? ''),
  );

/**
 * A strict parser for the XML a sitemap uses (declaration, elements, attributes, escaped text; no
 * comments, CDATA or DTD): throws on anything that is not well-formed.
 */
function parseXml(xml: string): XmlElement {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  if (!xml.startsWith(declaration)) throw new Error('no XML declaration');
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  token.lastIndex = declaration.length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) throw new Error(`not well-formed at ${at}: ${xml.slice(at, at + 40)}`);
    const [, closing, name = '', attributeText = '', selfClosing, text] = match;
    const parent = stack.at(-1);
    if (text !== undefined) {
      if (!TEXT.test(text)) throw new Error(`bad character data at ${at}`);
      if (parent) parent.text += decode(text);
      else if (text.trim()) throw new Error('text outside the root element');
    } else if (closing) {
      if (parent?.name !== name) throw new Error(`</${name}> closes <${parent?.name}>`);
      stack.pop();
    } else {
      if (!parent && root) throw new Error('a second root element');
      const attributes: Record<string, string> = {};
      for (const [, key = '', value = ''] of attributeText.matchAll(/([\w.:-]+)="([^"]*)"/g)) {
        if (!TEXT.test(value) || key in attributes) throw new Error(`bad attribute ${key}`);
        attributes[key] = decode(value);
      }
      const element: XmlElement = { name, attributes, children: [], text: '' };
      if (parent) parent.children.push(element);
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (!root || stack.length > 0) throw new Error('unclosed or missing root element');
  return root;
}

const PUBLIC_URL = 'https://words.example';

describe('SEO: absolute social image, sitemap.xml and robots.txt', () => {
  let app: TestApp;

  beforeAll(async () => {
    // The real page template, and a stale robots.txt that the server's own must win over.
    const staticDir = mkdtempSync(path.join(tmpdir(), 'va-static-seo-'));
    copyFileSync(path.join(projectRoot(), 'src', 'index.html'), path.join(staticDir, 'index.html'));
    writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    // A trailing slash in the setting must not double the slash in URLs.
    app = await createTestApp({ STATIC_DIR: staticDir, PUBLIC_URL: `${PUBLIC_URL}/` });
  });
  afterAll(() => app.cleanup());

  const metaContent = (html: string, attribute: string) =>
    new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];

  it.each(['/', '/pricing', '/ielts-vocabulary/7/3'])(
    'gives %s an absolute social image on the configured public URL',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(metaContent(response.body, 'property="og:image"')).toBe(`${PUBLIC_URL}/og-image.jpg`);
      expect(metaContent(response.body, 'name="twitter:image"')).toBe(`${PUBLIC_URL}/og-image.jpg`);
      expect(response.body).not.toContain('__PUBLIC_URL__');
      expect(response.body).not.toContain('__SITE_NAME__');
    },
  );

  describe('GET /sitemap.xml', () => {
    let locs: string[];

    beforeAll(async () => {
      const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const root = parseXml(response.body);
      expect(root.name).toBe('urlset');
      expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      expect(root.children.every((url) => url.name === 'url')).toBe(true);
      locs = root.children.map((url) => {
        expect(url.children.map((child) => child.name)).toEqual(['loc']);
        return url.children[0]?.text ?? '';
      });
    });

    const paths = () => locs.map((loc) => new URL(loc).pathname);

    it('lists only absolute URLs on the public URL, each once', () => {
      expect(locs.length).toBeGreaterThan(0);
      for (const loc of locs) {
        expect(new URL(loc).origin).toBe(PUBLIC_URL);
        expect(loc).toBe(`${PUBLIC_URL}${new URL(loc).pathname}`);
      }
      expect(new Set(locs).size).toBe(locs.length);
    });

    it('lists the public pages and every page of every IELTS band', () => {
      expect(paths()).toEqual(
        expect.arrayContaining([
          '/',
          '/pricing',
          '/how-to',
          '/google-translate',
          '/privacy',
          '/ielts-vocabularies',
          '/ielts-vocabulary/7',
          '/ielts-vocabulary/7/2',
          '/ielts-vocabulary/7/45',
          '/ielts-vocabulary/9/100',
        ]),
      );
      for (const band of IELTS_BANDS) {
        const pages = Math.ceil(IELTS_BAND_WORD_COUNTS[band] / IELTS_PAGE_SIZE);
        const bandPaths = paths().filter((pathname) => pathname.startsWith(`/ielts-vocabulary/${band}`));
        expect(bandPaths, `band ${band}`).toHaveLength(pages);
        expect(paths()).not.toContain(`/ielts-vocabulary/${band}/1`);
        expect(paths()).not.toContain(`/ielts-vocabulary/${band}/${pages + 1}`);
      }
    });

    it('leaves out the API, settings, account pages, game frames and duplicates', () => {
      for (const pathname of paths()) {
        expect(pathname).not.toMatch(
          /^\/(api|games?|settings|progress|sign-in|reset-password|index\.html)(\/|$)/,
        );
        expect(matchRoute(pathname), pathname).not.toBeNull();
      }
    });

    it('lists pages the site answers with 200', async () => {
      for (const pathname of paths()) {
        const response = await app.inject({ method: 'GET', url: pathname });
        expect(response.statusCode, pathname).toBe(200);
        expect(response.headers['content-type'], pathname).toMatch(/text\/html/);
      }
    });
  });

  it('serves robots.txt that points crawlers to the absolute sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.trim().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).not.toContain('Disallow: /');
    expect(lines.at(-1)).toBe(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
