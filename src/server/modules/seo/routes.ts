import type { FastifyPluginAsync } from 'fastify';
import type { IeltsService } from '../ielts/service.ts';
import { robotsTxt, sitemapPaths, sitemapXml } from './service.ts';

/**
 * GET /sitemap.xml and GET /robots.txt, with the site's public address filled in. Both only change
 * with a new build or config, which means a restart: made once here.
 */
export const seoRoutes: FastifyPluginAsync<{ publicUrl: string; ielts: IeltsService }> = async (
  app,
  { publicUrl, ielts },
) => {
  const sitemap = sitemapXml(
    publicUrl,
    sitemapPaths((band) => ielts.cards(band).length),
  );
  const robots = robotsTxt(publicUrl);

  app.get('/sitemap.xml', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(sitemap),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(robots),
  );
};
