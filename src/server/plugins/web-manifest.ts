/**
 * The web app manifest, made by the server because its name is SITE_NAME (a setting of the
 * server, not of the build). Icons and colours are the ones in public/ and index.html.
 */
export const WEB_MANIFEST_PATH = '/site.webmanifest';

export function webManifest(siteName: string) {
  return {
    id: '/',
    name: siteName,
    short_name: siteName.length <= 12 ? siteName : siteName.split(/\s+/)[0]?.slice(0, 12) || siteName,
    description:
      'Learn new words, while having fun: word games for your own vocabulary and the IELTS band lists.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f5fc',
    theme_color: '#5b3df5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
