import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Origins of configured videos hosted elsewhere: the video popups may play from them. */
function videoOrigins(app: FastifyInstance): string[] {
  if (!app.hasDecorator('config')) return [];
  const urls = [app.config.PROMO_VIDEO_URL, app.config.WRITING_CORRECTION_VIDEO_URL];
  const origins = urls.flatMap((url) => (url && /^https?:\/\//.test(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}

/**
 * Security headers. The CSP allows only our own origin: no inline scripts, no plugins, no <base>,
 * and framing only by ourselves (the game frames are same-origin pages).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Web workers (the captcha's proof of work) may be started from blob: URLs.
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', ...videoOrigins(app)],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Our own game frames load our own scripts; no cross-origin isolation needed.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });

  // API answers are private and change: never cached unless a route says it is immutable data.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
