import { createRemoteJWKSet, jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { safeReturnPath } from '../../../shared/api/auth.ts';

/** How long the sign-in round trip to Google may take. */
const FLOW_TTL_SECONDS = 10 * 60;

export type GoogleIdentity = { sub: string; email: string; name?: string | undefined };

const isLocalHttp = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * OpenID Connect sign-in (authorization code with state, nonce and PKCE). The provider comes from
 * config: Google in production, a local provider in tests. Discovery happens once, lazily.
 */
export function createGoogleSignIn(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  cookieSecret: string;
}) {
  const issuerUrl = new URL(options.issuer);
  const cookieKey = new TextEncoder().encode(`google-flow:${options.cookieSecret}`);
  let configuration: Promise<oidc.Configuration> | undefined;

  const discover = () => {
    configuration ??= oidc
      .discovery(issuerUrl, options.clientId, options.clientSecret, undefined, {
        // Plain http only for a provider on this machine (tests, development).
        execute: isLocalHttp(issuerUrl) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  /** The provider URL to send the browser to, and the signed flow cookie holding the return path. */
  async function start(redirectUri: string, source: string | undefined) {
    const config = await discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    });
    const cookie = await new SignJWT({ verifier, state, nonce, returnTo: safeReturnPath(source) })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
      .sign(cookieKey);
    return { url: url.href, cookie, cookieMaxAge: FLOW_TTL_SECONDS };
  }

  /** Checks the callback against the flow cookie and returns the verified identity and return path. */
  async function finish(callbackUrl: URL, cookie: string | undefined, redirectUri: string) {
    if (!cookie) throw new Error('no sign-in flow cookie');
    const { payload } = await jwtVerify(cookie, cookieKey, { algorithms: ['HS256'] });
    const flow = payload as { verifier: string; state: string; nonce: string; returnTo: string };
    const config = await discover();
    // The redirect_uri sent to the token endpoint must equal the one used to start.
    const current = new URL(redirectUri);
    current.search = callbackUrl.search;
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub || typeof claims.email !== 'string' || claims.email_verified !== true) {
      throw new Error('the provider did not give a verified email');
    }
    const identity: GoogleIdentity = {
      sub: claims.sub,
      email: claims.email,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
    return { identity, returnTo: safeReturnPath(flow.returnTo) };
  }

  return { start, finish };
}

/**
 * Native app sign-in: the app's Google login returns an ID token; we check its signature against
 * the provider's published keys, its issuer, audience and expiry, and that the email is verified.
 */
export function createIdTokenVerifier(options: { jwksUrl: string; issuers: string[]; audiences: string[] }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  return async function verifyIdToken(idToken: string): Promise<GoogleIdentity> {
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: options.issuers,
      audience: options.audiences,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (!payload.sub || typeof payload.email !== 'string' || payload.email_verified !== true) {
      throw new Error('ID token without a verified email');
    }
    return {
      sub: payload.sub,
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : undefined,
    };
  };
}

/** Google issues ID tokens with either form of its issuer. */
export function issuerVariants(issuer: string): string[] {
  const bare = issuer.replace(/^https:\/\//, '');
  return issuer === 'https://accounts.google.com' ? [issuer, bare] : [issuer];
}
