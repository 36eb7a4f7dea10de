import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../shared/api/auth.ts';
import { matchRoute } from '../../shared/routes.ts';
import { routePreloadTags } from './route-preloads.ts';
import { WEB_MANIFEST_PATH, webManifest } from './web-manifest.ts';

const HASHED_ASSET = /^\/assets\//;
const SITE_NAME_TOKEN = /__SITE_NAME__/g;
const PUBLIC_URL_TOKEN = /__PUBLIC_URL__/g;
/** A JSON string in the source page, so the page stays valid JSON until the server fills it in. */
const SITE_CONFIG_TOKEN = /"__SITE_CONFIG__"/g;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON for a `<script type="application/json">` block: no `<` can close the element early. */
function jsonForScriptBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Serves the built SPA: hashed assets cached for a year, HTML never cached, and every client route
 * answered with index.html (status 404 for paths that are not routes, so crawlers see it too).
 */
export async function registerSpa(
  app: FastifyInstance,
  /** publicUrl: the site's absolute address without a trailing slash (social previews need it). */
  /** siteConfig: written into the page, so the first render knows it without a request. */
  options: { staticDir: string; siteName: string; publicUrl: string; siteConfig: SiteConfig },
): Promise<void> {
  const indexFile = path.join(options.staticDir, 'index.html');
  // Read once: the page only changes with a new build, which means a restart.
  const indexHtml = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8')
        .replace(SITE_NAME_TOKEN, escapeHtml(options.siteName))
        .replace(PUBLIC_URL_TOKEN, escapeHtml(options.publicUrl))
        .replace(SITE_CONFIG_TOKEN, () => jsonForScriptBlock(options.siteConfig))
    : undefined;
  // Each route's page names its lazy chunks in the head (decision record 032): one HTML per route.
  const preloads = routePreloadTags(options.staticDir);
  const pageFor = (route: ReturnType<typeof matchRoute>) => {
    const tags = route ? preloads.get(route) : undefined;
    return tags && indexHtml ? indexHtml.replace('</head>', `${tags}</head>`) : indexHtml;
  };
  const pages = new Map([...preloads.keys()].map((route) => [route, pageFor(route)]));

  if (existsSync(options.staticDir)) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      index: ['index.html'],
      redirect: true,
      // The build's .br and .gz copies (scripts/precompress.ts), to a browser that accepts them.
      preCompressed: true,
      cacheControl: false,
      // index.html is served below with the site name and address filled in; the build manifest
      // (.vite/manifest.json) is read by the server, not served.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      setHeaders: (res, filePath) => {
        const urlPath = `/${path.relative(options.staticDir, filePath).split(path.sep).join('/')}`;
        res.setHeader(
          'cache-control',
          HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // A cache between us and the browser keeps the Brotli, gzip and plain answers apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml) {
      return reply.status(503).send({ message: 'The site is not built yet: run `npm run build` first.' });
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const route = matchRoute(pathname);
    return reply
      .status(route ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send((route && pages.get(route)) || indexHtml);
  };

  const manifest = JSON.stringify(webManifest(options.siteName));
  app.get(WEB_MANIFEST_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(manifest),
  );
  app.get('/', sendApp);
  app.get('/index.html', sendApp);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(pathname);
    if (wantsPage) return sendApp(request, reply);
    return reply.status(404).send({ message: 'Not found' });
  });
}
