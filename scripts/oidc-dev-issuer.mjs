// A development OpenID Connect identity provider (oidc-provider) for trying single sign-on
// locally and for the tests: its login page accepts any e-mail with any password and vouches
// for that e-mail (claims sub = email = the login). Never for production.
//
//   node scripts/oidc-dev-issuer.mjs   (OIDC_DEV_PORT, default 3001; PUBLIC_URL of the app, default http://localhost:3000)
//
// then start the app with OIDC_ISSUER=http://localhost:3001 OIDC_CLIENT_ID=emr-dev.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * Starts the issuer on `port` (0: any free port) in this process. Its issuer identifier is
 * `http://localhost:${port}`; the one client is public (PKCE) unless a secret is given.
 */
export async function startDevIssuer({ port, redirectUris, clientId = 'emr-dev', clientSecret, host = '127.0.0.1' }) {
  // Listen first: the issuer identifier names the port, which may be chosen by the system.
  const server = http.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const issuer = `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'dev-issuer', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        ...(clientSecret ? { client_secret: clientSecret } : { token_endpoint_auth_method: 'none' }),
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oidc-dev-issuer-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: id, email: id, email_verified: true }) };
    },
    // First-party SSO: no consent screen; every login grants what the EMR asks for.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });

  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.OIDC_DEV_PORT ?? 3001);
  const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const { issuer } = await startDevIssuer({
    port,
    redirectUris: [`${publicUrl}/authenticate`],
    clientId: process.env.OIDC_CLIENT_ID ?? 'emr-dev',
    clientSecret: process.env.OIDC_CLIENT_SECRET || undefined,
  });
  console.log(`development OpenID issuer on ${issuer} (client ${process.env.OIDC_CLIENT_ID ?? 'emr-dev'})`);
}
