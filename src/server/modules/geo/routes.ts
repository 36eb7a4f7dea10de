import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Country headers that CDNs and load balancers add (Cloudflare, CloudFront, Vercel, Fastly, Google). */
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'fastly-geo-country-code',
  'x-appengine-country',
  'x-country-code',
];

/**
 * GET /api/geo/country: the visitor's country as the CDN in front of us saw it, to guess a native
 * language. No third party is asked; without such a header the answer is null.
 */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/country',
    { schema: { response: { 200: z.object({ countryCode: z.string().nullable() }) } } },
    async (request) => {
      for (const header of COUNTRY_HEADERS) {
        const value = request.headers[header];
        const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
        if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1') return { countryCode: code };
      }
      return { countryCode: null };
    },
  );
};
