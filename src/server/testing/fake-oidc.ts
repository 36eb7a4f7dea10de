import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A local OpenID Connect provider standing in for Google: discovery, authorize (answers at once
 * with a code), token endpoint with PKCE and nonce, JWKS. The ID token carries the email we choose.
 */
export async function startFakeOidc(
  identity: { email: string; name: string; emailVerified?: boolean },
  port = 0,
) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if ('nonce' in token.payload || token.payload.aud) {
      token.payload.email = identity.email;
      token.payload.email_verified = identity.emailVerified ?? true;
      token.payload.name = identity.name;
      token.payload.sub = `google-${identity.email}`;
    }
  });
  await server.start(port, '127.0.0.1');
  const issuer = server.issuer.url ?? '';
  return { issuer, server, close: () => server.stop() };
}
