import { describe, expect, it } from 'vitest';
import { nginxConfig } from './cluster.ts';

// deploy/nginx.conf as the cluster test and the audit run it: only the marked lines change.
describe('nginxConfig', () => {
  const dir = '/tmp/va-nginx-test';

  it('listens on plain HTTP/1.1 on the given port, in front of the given instances', () => {
    const text = nginxConfig({ port: 4100, upstreams: [4001, 4002], dir });
    expect(text).toMatch(/^\s*listen 127\.0\.0\.1:4100;(\s+#.*)?$/m);
    expect(text).not.toMatch(/\bssl\b/);
    expect(text.match(/^\s*server 127\.0\.0\.1:\d+ /gm)).toEqual([
      expect.stringContaining('4001'),
      expect.stringContaining('4002'),
    ]);
    expect(text).toContain('# (not in this run)');
  });

  it('with a certificate, answers https with HTTP/2 on that port and nowhere else', () => {
    const text = nginxConfig({
      port: 4443,
      upstreams: [4001],
      dir,
      tls: { certificate: '/tmp/c/localhost.crt', key: '/tmp/c/localhost.key' },
    });
    expect(text.match(/^\s*listen .*$/gm)).toEqual([
      expect.stringMatching(/^\s*listen 127\.0\.0\.1:4443 ssl http2;(\s+#.*)?$/),
    ]);
    expect(text).toMatch(/^\s*ssl_certificate \/tmp\/c\/localhost\.crt;(\s+#.*)?$/m);
    expect(text).toMatch(/^\s*ssl_certificate_key \/tmp\/c\/localhost\.key;(\s+#.*)?$/m);
    // The proxy itself is the deployed one: the same upstream, headers and timeouts.
    expect(text).toContain('proxy_pass http://vocab_app;');
    expect(text).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });
});
